# Type stubs of the public tpusim API (python/tpusim/__init__.py is the
# implementation; docs/python.md the guide). Kept by hand: the results are
# small and change with the CLI's JSON, which to_dict() returns.
import os
from typing import Any, Dict, List, Mapping, Optional, Protocol, Tuple, Union

from ._errors import Error as Error

__version__: str

class _HasAsText(Protocol):
    def as_text(self) -> str: ...

class _HasMlirModule(Protocol):
    def mlir_module(self) -> str: ...

Program = Union[str, os.PathLike[str], bytes, bytearray, memoryview, _HasAsText, _HasMlirModule]
DimKey = Union[str, Tuple[str, ...]]
_PathLike = Union[str, os.PathLike[str]]

class _HasMeshShape(Protocol):
    @property
    def shape(self) -> Mapping[str, int]: ...

# "data=4,model=2", {"data": 4, "model": 2}, or jax.sharding.Mesh.
MeshLike = Union[str, Mapping[str, int], _HasMeshShape]

class Buffer:
    name: str
    shape: str
    size_bytes: int
    unpadded_bytes: int
    category: str
    opcode: str
    op_name: str
    def to_dict(self) -> Dict[str, Any]: ...

class MemoryReport:
    module: str
    chip: str
    fits: bool
    peak_bytes: int
    capacity_bytes: int
    headroom_bytes: int
    argument_bytes: int
    output_bytes: int
    temp_bytes: int
    peak_instruction: str
    buffers_at_peak: List[Buffer]
    compiler_model: Optional[Dict[str, Any]]
    text: str
    mesh: Optional[Dict[str, int]]
    def to_dict(self) -> Dict[str, Any]: ...

class Fusion:
    name: str
    computation: str
    kind: str
    shape: str
    ops: List[str]
    def to_dict(self) -> Dict[str, Any]: ...

class CompileResult:
    module: str
    chip: str
    input: str
    fusions: List[Fusion]
    stats: Optional[Dict[str, int]]
    hlo: Optional[str]
    def to_dict(self) -> Dict[str, Any]: ...

class Finding:
    rule: str
    severity: str
    category: str
    message: str
    file: str
    line: Optional[int]
    column: Optional[int]
    module: str
    instruction: str
    op_name: str
    state: str
    def to_dict(self) -> Dict[str, Any]: ...

class FitPoint:
    value: int
    peak_bytes: int
    fits: bool
    def to_dict(self) -> Dict[str, Any]: ...

class FitResult:
    module: str
    chip: str
    varied: str
    lo: int
    hi: int
    step: int
    tied_dims: int
    max_fitting: Optional[int]
    monotonic: bool
    capacity_bytes: int
    points: List[FitPoint]
    padding: Optional[Dict[str, Any]]
    def to_dict(self) -> Dict[str, Any]: ...

class FrontierPoint:
    outer: int
    inner_max: Optional[int]
    peak_bytes: int
    fits: bool
    def to_dict(self) -> Dict[str, Any]: ...

class FrontierResult:
    module: str
    chip: str
    varied: Tuple[str, str]
    max_fitting: Dict[str, Optional[int]]
    monotonic: bool
    capacity_bytes: int
    points: List[FrontierPoint]
    def to_dict(self) -> Dict[str, Any]: ...

class SizeReport:
    shape: str
    padded_bytes: int
    unpadded_bytes: int
    size: str
    unpadded: str
    extra: Optional[str]
    expansion: Optional[str]
    layout: Optional[str]
    chip: Optional[str]
    def to_dict(self) -> Dict[str, Any]: ...

class Chip:
    name: str
    display_name: str
    aliases: List[str]
    generation: int
    devices_per_chip: int
    tensorcores_per_device: int
    mxus_per_tensorcore: int
    mxu_size: int
    hbm_bytes_per_device: int
    usable_hbm_bytes: int
    usable_hbm: str
    reserved_bytes: int
    hbm_bandwidth_gbps: float
    vmem_bytes: int
    smem_bytes: int
    cmem_bytes: int
    peak_bf16_tflops: float
    peak_int8_tops: float
    peak_fp8_tflops: float
    def to_dict(self) -> Dict[str, Any]: ...

def memory(
    program: Program,
    chip: Optional[str] = "v5e",
    mesh: Optional[MeshLike] = None,
    *,
    topology: Optional[str] = None,
    as_written: bool = False,
    top: int = 10,
    all_buffers: bool = False,
    module: Optional[Union[str, int]] = None,
    schedule: str = "auto",
    vary: Optional[Mapping[DimKey, int]] = None,
    bind_dims: Optional[Mapping[str, int]] = None,
    chip_file: Optional[_PathLike] = None,
) -> MemoryReport: ...
def compile(
    program: Program,
    chip: Optional[str] = "v5e",
    mesh: Optional[MeshLike] = None,
    *,
    topology: Optional[str] = None,
    emit_hlo: bool = False,
    vary: Optional[Mapping[DimKey, int]] = None,
    bind_dims: Optional[Mapping[str, int]] = None,
    chip_file: Optional[_PathLike] = None,
) -> List[CompileResult]: ...
def lint(
    program: Program,
    chip: Optional[str] = "v5e",
    mesh: Optional[MeshLike] = None,
    *,
    topology: Optional[str] = None,
    config: Optional[_PathLike] = None,
    vary: Optional[Mapping[DimKey, int]] = None,
    bind_dims: Optional[Mapping[str, int]] = None,
    chip_file: Optional[_PathLike] = None,
) -> List[Finding]: ...
def fit(
    program: Program,
    chip: Optional[str] = "v5e",
    mesh: Optional[MeshLike] = None,
    *,
    vary: Mapping[DimKey, Union[range, Tuple[int, int], Tuple[int, int, int]]],
    topology: Optional[str] = None,
    as_written: bool = False,
    module: Optional[Union[str, int]] = None,
    bind_dims: Optional[Mapping[str, int]] = None,
    chip_file: Optional[_PathLike] = None,
) -> Union[FitResult, FrontierResult]: ...
def size(shape: str, chip: Optional[str] = None, *, chip_file: Optional[_PathLike] = None) -> SizeReport: ...
def layout(shape: str, chip: Optional[str] = "v5e", *, chip_file: Optional[_PathLike] = None) -> SizeReport: ...
def chips(chip: Optional[str] = None, *, chip_file: Optional[_PathLike] = None) -> List[Chip]: ...
def format_size(num_bytes: int) -> str: ...
