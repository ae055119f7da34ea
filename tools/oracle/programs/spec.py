"""Data types shared by the program suite and the recorder.

A Case names one compile: which program, with which parameters, on which
chip and (for sharded programs) over which device mesh.  Cases are cheap to
build: the JAX program itself is only made when `Case.build()` is called, so
`record.py --list` never traces anything.
"""

import dataclasses
from typing import Any, Callable, Optional

# tpusim chip name -> topology for unsharded programs and 4/8-device meshes.
# v2, v3, v4 and v7x expose each TensorCore as its own device (two a chip,
# so 8 devices here); v5e, v5p (megacore) and v6e one device a chip (4).
CHIP_TOPOLOGY = {
    "v2": "v2:2x2",
    "v3": "v3:2x2",
    "v4": "v4:2x2x1",
    "v5e": "v5e:2x2",
    "v5p": "v5p:2x2x1",
    "v6e": "v6e:2x2",
    "v7x": "tpu7x:2x2x1",
}

# Topologies with at least 8 devices, for 8-way meshes.
CHIP_TOPOLOGY_8 = {
    "v2": "v2:2x2",
    "v3": "v3:2x2",
    "v4": "v4:2x2x1",
    "v5e": "v5e:2x4",
    "v5p": "v5p:2x2x2",
    "v6e": "v6e:2x4",
    "v7x": "tpu7x:2x2x1",
}

ALL_CHIPS = ("v2", "v3", "v4", "v5e", "v5p", "v6e", "v7x")
MAIN_CHIPS = ("v4", "v5e", "v5p", "v6e")

# HBM a device may use, as XLA:TPU's out-of-memory message quotes it
# ("exceeds available HBM (15.75G)"), in GiB.  Used only to place capacity
# sweep points; the manifest records what the compiler itself says.
DEVICE_HBM_GIB = {
    "v2": 7.48,
    "v3": 15.48,
    "v4": 15.25,
    "v5e": 15.75,
    "v5p": 95.74,
    "v6e": 31.25,
    "v7x": 94.75,
}

# device_kind of each chip's compile-only devices (as JAX reports it).
DEVICE_KIND = {
    "v2": "TPU v2",
    "v3": "TPU v3",
    "v4": "TPU v4",
    "v5e": "TPU v5 lite",
    "v5p": "TPU v5",
    "v6e": "TPU v6 lite",
    "v7x": "TPU7x",
}

_DTYPE_TAG = {
    "float32": "f32",
    "bfloat16": "bf16",
    "float16": "f16",
    "int8": "s8",
    "int4": "s4",
    "int32": "s32",
    "float8_e4m3fn": "f8e4m3",
    "float8_e5m2": "f8e5m2",
    "float4_e2m1fn": "f4e2m1",
    "complex64": "c64",
}

# Short tags for parameter names in case names, e.g. batch=64 -> "b64".
_PARAM_TAG = {
    "batch": "b",
    "seq": "s",
    "hidden": "h",
    "ffn": "f",
    "heads": "nh",
    "layers": "l",
    "vocab": "v",
    "experts": "e",
    "topk": "k",
    "image": "img",
    "channels": "c",
    "patch": "p",
    "steps": "t",
    "rows": "r",
    "cols": "c",
    "cache": "kv",
    "blocks": "nb",
    "features": "d",
    "classes": "cls",
    "head_dim": "hd",
    "kv_heads": "kvh",
    "capacity_factor": "cf",
    "devices": "n",
    "in_channels": "ic",
}


@dataclasses.dataclass(frozen=True)
class Arg:
    """One array argument: shape, dtype name and optional PartitionSpec.

    `spec` is a tuple like ("data", None) naming a mesh axis (or None) per
    dimension; None means replicated over the mesh (or the single device).
    """

    shape: tuple
    dtype: str
    spec: Optional[tuple] = None


@dataclasses.dataclass
class Program:
    """A traceable function with abstract arguments (pytrees of Arg).

    `out_specs`, if set, is a pytree of PartitionSpec tuples matching the
    outputs and is passed to jax.jit as out_shardings; otherwise the
    compiler chooses.
    """

    fn: Callable
    args: tuple
    donate_argnums: tuple = ()
    out_specs: Any = None


@dataclasses.dataclass
class Case:
    """One compile of the suite, identified by its unique `name`."""

    family: str
    chip: str
    params: dict
    builder: Callable[..., Program]
    variant: Optional[str] = None
    mesh: Optional[dict] = None
    topology: Optional[str] = None
    sweep: Optional[str] = None
    vary: Optional[str] = None

    @property
    def name(self):
        parts = [self.family]
        if self.variant:
            parts.append(self.variant)
        if self.mesh:
            parts.append("m" + "x".join(f"{k[0]}{v}" for k, v in self.mesh.items()))
        parts.extend(param_tag(k, v) for k, v in self.params.items())
        parts.append(self.chip)
        return ".".join(parts)

    @property
    def topology_name(self):
        return self.topology or CHIP_TOPOLOGY[self.chip]

    @property
    def num_devices(self):
        n = 1
        for v in (self.mesh or {}).values():
            n *= v
        return n

    def build(self):
        return self.builder(**self.params)


def param_tag(key, value):
    """Short filename-safe token for one parameter, e.g. ('dtype','bfloat16') -> 'bf16'."""
    if key == "dtype" or key.endswith("_dtype"):
        tag = _DTYPE_TAG.get(value, value)
        return tag if key == "dtype" else key[: -len("_dtype")] + tag
    if isinstance(value, bool):
        return key if value else "no" + key
    if isinstance(value, str):
        return value
    return f"{_PARAM_TAG.get(key, key)}{value}"


def cases_on(chips, family, builder, configs, variant=None, **extra):
    """Expand configs (list of param dicts) over chips into Cases."""
    return [
        Case(family=family, chip=chip, params=dict(cfg), builder=builder,
             variant=variant, **extra)
        for chip in chips
        for cfg in configs
    ]
