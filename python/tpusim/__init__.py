"""tpusim: what XLA:TPU will do to a program's memory, before it runs on a TPU.

The functions mirror the ``tpusim`` commands of the same name and return
typed results whose ``to_dict()`` is what the command prints with ``--json``
(docs/python.md)::

    import tpusim
    report = tpusim.memory("step.hlo", chip="v5e")
    print(report.fits, report.peak_bytes)      # False 25769803776
    print(report)                               # the XLA-style text report

A ``program`` is any of: a path (``str`` or ``os.PathLike``); HLO or
StableHLO/MHLO text (``str``); the bytes of an HloProto / HloModuleProto or
an XSpace profile; an object with ``as_text()`` (``jax.stages.Lowered``) or
``mlir_module()`` (``jax.export.Exported``). Failures raise
:class:`tpusim.Error` carrying ``file``, ``line`` and ``column``.
"""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Tuple, Union

from . import _tpusim
from ._errors import Error

__all__ = [
    "Buffer",
    "Chip",
    "CompileResult",
    "Error",
    "FitPoint",
    "FitResult",
    "FrontierPoint",
    "FrontierResult",
    "Finding",
    "Fusion",
    "MemoryReport",
    "SizeReport",
    "chips",
    "compile",
    "fit",
    "format_size",
    "layout",
    "lint",
    "memory",
    "size",
]
__version__ = "0.1.0"

Program = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview, Any]
# A dim key ("x.0", "0.1") or several that are one quantity (("0.1", "1.1")).
DimKey = Union[str, Tuple[str, ...]]

# Text that cannot be a file name: HLO text, MLIR, a text proto all span lines.
_TEXT_STARTS = ("HloModule", "module", "func.func", "#", "//", "hlo_module", "name:")


def _source(program: Program) -> Tuple[str, Union[str, bytes], bool]:
    """(name for diagnostics, content, is_path) as _tpusim takes them."""
    if isinstance(program, os.PathLike):
        return os.fspath(program), "", True
    if isinstance(program, (bytes, bytearray, memoryview)):
        return "<bytes>", bytes(program), False
    if isinstance(program, str):
        if "\n" in program or program.lstrip().startswith(_TEXT_STARTS):
            return "<string>", program, False
        return program, "", True
    if callable(getattr(program, "as_text", None)):  # jax.stages.Lowered
        try:
            # With debug info every op carries its Python file and line, which
            # the reports and lint findings then name.
            text = program.as_text(debug_info=True)
        except TypeError:
            text = program.as_text()
        return f"<{type(program).__name__}>", text, False
    if callable(getattr(program, "mlir_module", None)):  # jax.export.Exported
        return f"<{type(program).__name__}>", program.mlir_module(), False
    raise TypeError(
        "program must be a path, HLO or StableHLO text, HloProto bytes, or an object with "
        f"as_text() (jax.stages.Lowered) or mlir_module() (jax.export.Exported); got "
        f"{type(program).__name__}"
    )


def _key(key: DimKey) -> str:
    return key if isinstance(key, str) else ",".join(key)


def _dims(
    vary: Optional[Mapping[DimKey, int]], bind_dims: Optional[Mapping[str, int]]
) -> Tuple[Dict[str, int], List[Tuple[str, int]]]:
    return dict(bind_dims or {}), [(_key(k), int(v)) for k, v in (vary or {}).items()]


def _chip(chip: Optional[str], chip_file: Optional[Union[str, "os.PathLike[str]"]],
          topology: Optional[str] = None) -> Tuple[str, str]:
    if chip_file is not None:
        return "", os.fspath(chip_file)
    # The default chip gives way to a topology's; one the caller names must
    # agree with it (as --chip and --topology).
    if topology is not None and chip is _DEFAULT_CHIP:
        return "", ""
    return chip or "", ""


class _DefaultChip(str):
    """The type of the ``chip`` default, told apart from an explicit "v5e"."""


_DEFAULT_CHIP: str = _DefaultChip("v5e")
# A device mesh: "data=4,model=2", {"data": 4, "model": 2}, or an object with
# a ``shape`` mapping of axis names to sizes (``jax.sharding.Mesh``).
MeshLike = Union[str, Mapping[str, int], Any]


def _mesh(mesh: Optional[MeshLike], topology: Optional[str]) -> Tuple[str, str]:
    """(--mesh, --topology) as _tpusim takes them; "" = not given."""
    topology = topology or ""
    if mesh is None:
        return "", topology
    if isinstance(mesh, str):
        return mesh, topology
    shape = getattr(mesh, "shape", None)
    axes = mesh if isinstance(mesh, Mapping) else shape
    if not isinstance(axes, Mapping):
        raise TypeError(
            "mesh must be None, a string such as \"data=4,model=2\", a mapping of axis names "
            f"to sizes, or an object with a .shape mapping (jax.sharding.Mesh); got "
            f"{type(mesh).__name__}"
        )
    if not axes:
        raise Error("mesh has no axes", "INVALID_ARGUMENT")
    parts = []
    for name, size in axes.items():
        if isinstance(size, bool) or not isinstance(size, int):
            raise Error(f"mesh axis {name!r} has size {size!r}; sizes are integers >= 1",
                        "INVALID_ARGUMENT")
        parts.append(f"{name}={size}")
    return ",".join(parts), topology


class _Result:
    """Base of the results: the command's JSON is kept as it came."""

    _raw: Dict[str, Any]

    def to_dict(self) -> Dict[str, Any]:
        """What the matching ``tpusim COMMAND --json`` prints, as a fresh dict."""
        return copy.deepcopy(self._raw)


@dataclass(frozen=True)
class Buffer(_Result):
    """A buffer live at the peak (an entry of ``buffers_at_peak``)."""

    name: str
    shape: str
    size_bytes: int
    unpadded_bytes: int
    category: str
    opcode: str
    op_name: str
    _raw: Dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def _from(cls, j: Dict[str, Any]) -> "Buffer":
        return cls(j.get("name", ""), j.get("shape", ""), j.get("size_bytes", 0),
                   j.get("unpadded_bytes", 0), j.get("category", ""), j.get("opcode", ""),
                   j.get("op_name", ""), j)


@dataclass(frozen=True)
class MemoryReport(_Result):
    """One module's predicted HBM use (``tpusim memory --json``; docs/memory.md).

    ``str(report)`` is the text report the command prints without ``--json``.
    """

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
    text: str = field(repr=False, compare=False)
    _raw: Dict[str, Any] = field(repr=False, compare=False)
    # The device mesh (axis -> size) from mesh= or the program's sdy.mesh.
    mesh: Optional[Dict[str, int]] = None

    @classmethod
    def _from(cls, j: Dict[str, Any]) -> "MemoryReport":
        text = j.pop("text", "")
        return cls(j["module"], j["chip"], j["fits"], j["peak_bytes"], j["capacity_bytes"],
                   j["headroom_bytes"], j["argument_bytes"], j["output_bytes"], j["temp_bytes"],
                   j.get("peak_instruction", ""),
                   [Buffer._from(b) for b in j.get("buffers_at_peak", [])],
                   j.get("compiler_model"), text, j, j.get("mesh"))

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Fusion(_Result):
    name: str
    computation: str
    kind: str
    shape: str
    ops: List[str]
    _raw: Dict[str, Any] = field(repr=False, compare=False)


@dataclass(frozen=True)
class CompileResult(_Result):
    """The program XLA:TPU is predicted to make (``tpusim compile --json``).

    ``hlo`` is the predicted module as HLO text when asked for (``emit_hlo``).
    """

    module: str
    chip: str
    input: str  # "optimized" or "pre-optimization"
    fusions: List[Fusion]
    stats: Optional[Dict[str, int]]
    hlo: Optional[str] = field(repr=False, compare=False)
    _raw: Dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def _from(cls, j: Dict[str, Any]) -> "CompileResult":
        hlo = j.pop("hlo", None)
        fusions = [Fusion(f["name"], f["computation"], f["kind"], f["shape"], list(f["ops"]), f)
                   for f in j["fusions"]]
        return cls(j["module"], j["chip"], j["input"], fusions, j.get("stats"), hlo, j)


@dataclass(frozen=True)
class Finding(_Result):
    """One lint finding (an entry of ``findings`` in ``tpusim lint --json``)."""

    rule: str
    severity: str  # "error", "warning" or "note"
    category: str
    message: str
    file: str
    line: Optional[int]
    column: Optional[int]
    module: str
    instruction: str
    op_name: str
    state: str  # "active", "suppressed" or "baselined"
    _raw: Dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def _from(cls, j: Dict[str, Any]) -> "Finding":
        location = j.get("location") or {}
        return cls(j["rule"], j["severity"], j.get("category", ""), j["message"],
                   location.get("file", j.get("file", "")), location.get("line"),
                   location.get("column"), j.get("module", ""), j.get("instruction", ""),
                   j.get("op_name", ""), j.get("state", "active"), j)

    def __str__(self) -> str:
        where = ":".join(str(p) for p in (self.file, self.line, self.column) if p not in (None, ""))
        return f"{where}: {self.severity}: {self.message} [{self.rule}]"


@dataclass(frozen=True)
class FitPoint(_Result):
    value: int
    peak_bytes: int
    fits: bool
    _raw: Dict[str, Any] = field(repr=False, compare=False)


@dataclass(frozen=True)
class FitResult(_Result):
    """The largest value of a dim that fits (``tpusim fit --json``; docs/fit.md).

    ``max_fitting`` is the value itself (None when not even ``lo`` fits);
    ``to_dict()["max_fitting"]`` keeps the CLI's ``{name: value}`` form.
    ``padding`` is the padding-aware view at that value (the CLI's
    ``padding`` object: ``aligned_value``, ``values_padded``,
    ``padding_bytes``, ``aligned_peak_bytes``, ``aligned_fits``), or None.
    """

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
    _raw: Dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def _from(cls, j: Dict[str, Any]) -> "FitResult":
        v = j["varied"][0]
        points = [FitPoint(p["values"][v["name"]], p["peak_bytes"], p["fits"], p)
                  for p in j["points"]]
        return cls(j["module"], j["chip"], v["name"], v["lo"], v["hi"], v["step"], v["tied_dims"],
                   j["max_fitting"][v["name"]], j["monotonic"], j["capacity_bytes"], points,
                   j.get("padding"), j)


@dataclass(frozen=True)
class FrontierPoint(_Result):
    outer: int
    inner_max: Optional[int]  # None: not even the inner ``lo`` fits beside ``outer``.
    peak_bytes: int
    fits: bool
    _raw: Dict[str, Any] = field(repr=False, compare=False)


@dataclass(frozen=True)
class FrontierResult(_Result):
    """Two varied dims (``tpusim fit --json`` with two ``--vary``; docs/fit.md).

    ``points`` gives, for each value of the first name (at most 32, evenly
    spaced over its range), the largest value of the second that fits;
    ``max_fitting`` maps the first name to its largest value beside the
    second's ``lo`` and the second name to its largest beside the first's.
    """

    module: str
    chip: str
    varied: Tuple[str, str]
    max_fitting: Dict[str, Optional[int]]
    monotonic: bool
    capacity_bytes: int
    points: List[FrontierPoint]
    _raw: Dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def _from(cls, j: Dict[str, Any]) -> "FrontierResult":
        outer, inner = (v["name"] for v in j["varied"])
        points = [FrontierPoint(p["values"][outer], p["values"][inner], p["peak_bytes"],
                                p["fits"], p) for p in j["frontier"]]
        return cls(j["module"], j["chip"], (outer, inner), dict(j["max_fitting"]),
                   j["monotonic"], j["capacity_bytes"], points, j)


@dataclass(frozen=True)
class SizeReport(_Result):
    """Padded and unpadded bytes of a shape (``tpusim size`` / ``layout --json``).

    ``layout`` and ``chip`` are set by :func:`layout` only.
    """

    shape: str
    padded_bytes: int
    unpadded_bytes: int
    size: str
    unpadded: str
    extra: Optional[str]
    expansion: Optional[str]
    layout: Optional[str]
    chip: Optional[str]
    _raw: Dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def _from(cls, j: Dict[str, Any]) -> "SizeReport":
        return cls(j["shape"], j["padded_bytes"], j["unpadded_bytes"], j["size"], j["unpadded"],
                   j.get("extra"), j.get("expansion"), j.get("layout"), j.get("chip"), j)


@dataclass(frozen=True)
class Chip(_Result):
    """A TPU generation's figures (``tpusim chips --json``, without the rule tables)."""

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
    _raw: Dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def _from(cls, j: Dict[str, Any]) -> "Chip":
        names = [f for f in cls.__dataclass_fields__ if f != "_raw"]
        return cls(*(j[n] for n in names), j)


def _one(reports: List[Dict[str, Any]], name: str) -> Dict[str, Any]:
    if len(reports) != 1:
        modules = ", ".join(r["module"] for r in reports)
        raise Error(f"{name} holds {len(reports)} modules ({modules}); pick one with module=NAME|INDEX",
                    "INVALID_ARGUMENT")
    return reports[0]


def memory(
    program: Program,
    chip: Optional[str] = _DEFAULT_CHIP,
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
    chip_file: Optional[Union[str, "os.PathLike[str]"]] = None,
) -> MemoryReport:
    """Peak HBM, what fills it and whether it fits (``tpusim memory``).

    A pre-optimization program goes through the compiler model first;
    ``as_written=True`` sizes it as written. ``vary={"x.0": 256}`` re-sizes
    an entry argument's dim and every dim tied to it (docs/fit.md). A file
    holding several modules needs ``module=``. ``mesh`` ("data=4,model=2", a
    dict, or a ``jax.sharding.Mesh``) and ``topology`` ("v5p:4x4x4") are
    ``--mesh`` and ``--topology``: the mesh gives a sharded program without
    ``mhlo.num_partitions`` its device count and names the axes in
    ``argument_shardings``; ``report.mesh`` is the mesh used, if any.
    """
    source = _source(program)
    reports = _tpusim.memory(source, _chip(chip, chip_file, topology), _dims(vary, bind_dims),
                             _mesh(mesh, topology),
                             "" if module is None else str(module), as_written, top,
                             all_buffers, schedule)
    return MemoryReport._from(_one(reports, source[0]))


def compile(
    program: Program,
    chip: Optional[str] = _DEFAULT_CHIP,
    mesh: Optional[MeshLike] = None,
    *,
    topology: Optional[str] = None,
    emit_hlo: bool = False,
    vary: Optional[Mapping[DimKey, int]] = None,
    bind_dims: Optional[Mapping[str, int]] = None,
    chip_file: Optional[Union[str, "os.PathLike[str]"]] = None,
) -> List[CompileResult]:
    """The optimized program XLA:TPU is predicted to make, one result per module."""
    results = _tpusim.compile(_source(program), _chip(chip, chip_file, topology),
                              _dims(vary, bind_dims), _mesh(mesh, topology), emit_hlo)
    return [CompileResult._from(r) for r in results]


def lint(
    program: Program,
    chip: Optional[str] = _DEFAULT_CHIP,
    mesh: Optional[MeshLike] = None,
    *,
    topology: Optional[str] = None,
    config: Optional[Union[str, "os.PathLike[str]"]] = None,
    vary: Optional[Mapping[DimKey, int]] = None,
    bind_dims: Optional[Mapping[str, int]] = None,
    chip_file: Optional[Union[str, "os.PathLike[str]"]] = None,
) -> List[Finding]:
    """TPU compatibility and efficiency findings (``tpusim lint``).

    ``chip=None`` skips the chip-dependent rules; a slice name ("v5p-64")
    also checks the device count. Findings a ``config`` suppresses are kept
    with ``state == "suppressed"``.
    """
    report = _tpusim.lint(_source(program), _chip(chip, chip_file, topology),
                          _dims(vary, bind_dims), _mesh(mesh, topology),
                          "" if config is None else os.fspath(config))
    return [Finding._from(f) for f in report["findings"]]


def fit(
    program: Program,
    chip: Optional[str] = _DEFAULT_CHIP,
    mesh: Optional[MeshLike] = None,
    *,
    vary: Mapping[DimKey, Union[range, Tuple[int, int], Tuple[int, int, int]]],
    topology: Optional[str] = None,
    as_written: bool = False,
    module: Optional[Union[str, int]] = None,
    bind_dims: Optional[Mapping[str, int]] = None,
    chip_file: Optional[Union[str, "os.PathLike[str]"]] = None,
) -> Union[FitResult, FrontierResult]:
    """The largest value of one dim that fits (``tpusim fit``), or with two
    dims the frontier: the largest second value beside each first value.

    ``vary={"x.0": range(8, 4097, 8)}`` bisects over the range's values (a
    ``(lo, hi)`` or ``(lo, hi, step)`` tuple is inclusive of ``hi``); the
    key is ARG.DIM or NAME.DIM, or a tuple of keys that vary together.
    ``vary={"x.0": ..., "x.1": ...}`` returns a ``FrontierResult``.
    """
    if len(vary) not in (1, 2):
        raise Error(f"fit varies one dim (or one tuple of tied dims) or two, got {len(vary)}",
                    "INVALID_ARGUMENT")

    def bounds(key: DimKey, values: Any) -> Tuple[int, int, int]:
        if isinstance(values, range):
            if len(values) == 0 or values.step <= 0:
                raise Error(f"vary {_key(key)}: the range is empty or decreasing",
                            "INVALID_ARGUMENT")
            return values.start, values[-1], values.step
        return (tuple(values) + (1,))[:3]

    ranges = [(_key(key), *bounds(key, values)) for key, values in vary.items()]
    common = (_source(program), _chip(chip, chip_file, topology), _dims(None, bind_dims),
              _mesh(mesh, topology), "" if module is None else str(module))
    if len(ranges) == 2:
        return FrontierResult._from(_tpusim.frontier(*common, *ranges[0], *ranges[1], as_written))
    return FitResult._from(_tpusim.fit(*common, *ranges[0], as_written))


def size(shape: str, chip: Optional[str] = None, *,
         chip_file: Optional[Union[str, "os.PathLike[str]"]] = None) -> SizeReport:
    """Padded and unpadded bytes of a laid-out shape (``tpusim size``).

    Without a chip the layout is sized as written; with one, as XLA:TPU on
    that chip sizes it.
    """
    return SizeReport._from(_tpusim.size(shape, _chip(chip, chip_file)))


def layout(shape: str, chip: Optional[str] = "v5e", *,
           chip_file: Optional[Union[str, "os.PathLike[str]"]] = None) -> SizeReport:
    """The layout XLA:TPU gives an unlaid shape, with its sizes (``tpusim layout``)."""
    return SizeReport._from(_tpusim.layout(shape, _chip(chip, chip_file)))


def chips(chip: Optional[str] = None, *,
          chip_file: Optional[Union[str, "os.PathLike[str]"]] = None) -> List[Chip]:
    """The TPU generations tpusim models, oldest first (``tpusim chips``)."""
    return [Chip._from(c) for c in _tpusim.chips(_chip(chip, chip_file))]


def format_size(num_bytes: int) -> str:
    """Bytes as XLA:TPU prints them ("15.75G")."""
    return _tpusim.format_size(num_bytes)
