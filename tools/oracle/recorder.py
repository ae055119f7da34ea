"""Compile one Case with the real XLA:TPU compiler and record what it did.

The machine has no TPU: programs are compiled for compile-only devices of a
named topology (jax.experimental.topologies).  Nothing is allocated, so
shapes far beyond a chip's HBM compile (or fail out of memory) quickly.

What is kept per case: the StableHLO that JAX hands to XLA, XLA's optimized
module with its buffer assignment (the `after_optimizations.hlo.pb` dump,
an HloProto), CompiledMemoryStats, and for failures the compiler's message.

Import this module only after `setup_environment()` has run (record.py does
that first): JAX reads the environment at import time.
"""

import contextlib
import os
import re
import shutil
import tempfile
import time

_ENV = {
    "JAX_PLATFORMS": "cpu",        # no accelerator here; TPU devices are compile-only
    "TPU_SKIP_MDS_QUERY": "1",     # libtpu would otherwise look for a GCE metadata server
    "TF_CPP_MIN_LOG_LEVEL": "3",
    # record.py --jobs N runs N processes that each load libtpu; without
    # this the second one fails on libtpu's single-process lockfile.
    "ALLOW_MULTIPLE_LIBTPU_LOAD": "1",
}


def setup_environment():
    """Set the variables JAX and libtpu read at import time."""
    for key, value in _ENV.items():
        os.environ.setdefault(key, value)


setup_environment()

import jax  # noqa: E402  (must follow setup_environment)
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.experimental import topologies  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec, SingleDeviceSharding  # noqa: E402

from programs.spec import DEVICE_KIND, Arg  # noqa: E402

# Source paths in HLO metadata: keep them relative to tools/oracle/ (or to
# site-packages) so that the recorded protos do not depend on where the
# repository or the venv lives.  One frame per op keeps the protos small.
jax.config.update("jax_hlo_source_file_canonicalization_regex",
                  r"^.*/(tools/oracle/|site-packages/)")
jax.config.update("jax_include_full_tracebacks_in_locations", False)

MEMORY_FIELDS = (
    "argument_size_in_bytes", "output_size_in_bytes", "alias_size_in_bytes",
    "temp_size_in_bytes", "generated_code_size_in_bytes",
    "host_argument_size_in_bytes", "host_output_size_in_bytes",
    "host_alias_size_in_bytes", "host_temp_size_in_bytes",
    "host_generated_code_size_in_bytes",
)

_UNITS = {"": 1, "B": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
_HBM_RE = re.compile(r"available HBM \(([0-9.]+)([KMGT]?)")


@contextlib.contextmanager
def redirect_stderr(path):
    """Send file descriptor 2 to `path` (appending) while inside; no-op if
    path is None.

    libtpu writes harmless warnings about missing TPU metadata there, which
    would bury the progress lines; it also writes its crash report there
    when the compiler itself dies, which record.py then quotes.
    """
    if path is None:
        yield
        return
    saved = os.dup(2)
    target = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    try:
        os.dup2(target, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(target)


def hbm_capacity_from_message(text):
    """Bytes from XLA's "exceeds available HBM (15.75G)", or None.

    XLA prints binary units with two decimals, so this is exact to ~10 MiB.
    """
    match = _HBM_RE.search(text or "")
    if not match:
        return None
    return int(round(float(match.group(1)) * _UNITS[match.group(2)]))


class Recorder:
    """Compiles cases; caches topologies and per-topology HBM probes."""

    def __init__(self, stderr_path=os.devnull, scratch_dir=None):
        self.stderr_path = stderr_path
        self.scratch_dir = scratch_dir  # where per-compile dump dirs go
        self._topologies = {}
        self._capacity = {}

    # ----------------------------------------------------------- devices

    def devices(self, topology_name):
        """Compile-only devices of a topology (e.g. 'v5e:2x2')."""
        if topology_name not in self._topologies:
            with redirect_stderr(self.stderr_path):
                topo = topologies.get_topology_desc(topology_name=topology_name,
                                                    platform="tpu")
            self._topologies[topology_name] = list(topo.devices)
        return self._topologies[topology_name]

    def probe_capacity(self, topology_name):
        """HBM available to one device, from the OOM message of a program
        that cannot fit anywhere (compile-only devices report no
        memory_stats)."""
        if topology_name not in self._capacity:
            device = self.devices(topology_name)[0]
            huge = jax.ShapeDtypeStruct((1 << 40,), jnp.int8,
                                        sharding=SingleDeviceSharding(device))
            text = None
            try:
                with redirect_stderr(self.stderr_path):
                    jax.jit(lambda x: x + 1).lower(huge).compile()
            except Exception as exc:  # the expected outcome
                text = str(exc)
            self._capacity[topology_name] = hbm_capacity_from_message(text)
        return self._capacity[topology_name]

    # ---------------------------------------------------------- arguments

    def _shardings(self, case):
        """Function Arg -> Sharding for the case's device set."""
        devices = self.devices(case.topology_name)
        if not case.mesh:
            single = SingleDeviceSharding(devices[0])
            return None, lambda spec: single
        n = case.num_devices
        if n > len(devices):
            raise ValueError(f"mesh {case.mesh} needs {n} devices, "
                             f"{case.topology_name} has {len(devices)}")
        grid = np.array(devices[:n], dtype=object).reshape(tuple(case.mesh.values()))
        mesh = Mesh(grid, tuple(case.mesh.keys()))
        return mesh, lambda spec: NamedSharding(mesh, PartitionSpec(*(spec or ())))

    def abstract_args(self, program, case):
        """Program.args (pytrees of Arg) -> ShapeDtypeStructs with shardings."""
        mesh, sharding_for = self._shardings(case)

        def to_struct(arg):
            return jax.ShapeDtypeStruct(arg.shape, jnp.dtype(arg.dtype),
                                        sharding=sharding_for(arg.spec))

        structs = jax.tree.map(to_struct, program.args,
                               is_leaf=lambda a: isinstance(a, Arg))
        out_shardings = None
        if program.out_specs is not None:
            out_shardings = jax.tree.map(
                lambda spec: NamedSharding(mesh, spec), program.out_specs,
                is_leaf=lambda s: isinstance(s, PartitionSpec))
        return structs, out_shardings

    # ------------------------------------------------------------ compile

    def record(self, case, cases_dir):
        """Lower and compile `case`; write its files; return its manifest entry.

        Never raises for a failure of the program itself: build, lowering
        and compile errors become status "error" (or "oom"), with the text.
        """
        if self.stderr_path not in (None, os.devnull):
            open(self.stderr_path, "w").close()  # keep only this case's output
        entry = base_entry(case)
        stablehlo_path = os.path.join(cases_dir, case.name + ".stablehlo.mlir")
        proto_path = os.path.join(cases_dir, case.name + ".after_opt.hlo.pb")
        dump_dir = tempfile.mkdtemp(prefix="oracle_dump_", dir=self.scratch_dir)
        try:
            try:
                entry["device_kind"] = self.devices(case.topology_name)[0].device_kind
                program = case.build()
                args, out_shardings = self.abstract_args(program, case)
                entry["donate_argnums"] = list(program.donate_argnums)
                jit_kwargs = {"donate_argnums": program.donate_argnums}
                if out_shardings is not None:
                    jit_kwargs["out_shardings"] = out_shardings
                start = time.perf_counter()
                with redirect_stderr(self.stderr_path):
                    lowered = jax.jit(program.fn, **jit_kwargs).lower(*args)
                entry["lower_seconds"] = round(time.perf_counter() - start, 3)
            except Exception as exc:
                entry.update(status="error", error=f"{type(exc).__name__}: {exc}")
                return entry
            with open(stablehlo_path, "w") as f:
                f.write(lowered.as_text())
            entry["files"]["stablehlo"] = rel(stablehlo_path, cases_dir)

            start = time.perf_counter()
            compiled = None
            try:
                with redirect_stderr(self.stderr_path):
                    compiled = lowered.compile(compiler_options={
                        "xla_dump_to": dump_dir,
                        "xla_dump_hlo_as_proto": True,
                    })
                entry["status"] = "ok"
            except Exception as exc:
                text = str(exc)
                entry["status"] = "oom" if is_oom(text) else "error"
                entry["error"] = text if entry["status"] == "oom" else f"{type(exc).__name__}: {text}"
            entry["compile_seconds"] = round(time.perf_counter() - start, 3)

            if compiled is not None:
                fill_compiled(entry, compiled, case)
            if keep_after_opt_proto(dump_dir, proto_path):
                entry["files"]["after_opt_proto"] = rel(proto_path, cases_dir)
            self._fill_capacity(entry, case)
            return entry
        finally:
            shutil.rmtree(dump_dir, ignore_errors=True)
            jax.clear_caches()

    def _fill_capacity(self, entry, case):
        """HBM capacity: from the case's own OOM message, else a probe."""
        own = hbm_capacity_from_message(entry.get("error"))
        if own is not None:
            entry["hbm_capacity_bytes"] = own
            entry["hbm_capacity_source"] = "oom_message"
        else:
            entry["hbm_capacity_bytes"] = self.probe_capacity(case.topology_name)
            entry["hbm_capacity_source"] = "probe_oom_message"


def base_entry(case, cases_dir=None):
    """Manifest entry with everything known before compiling (and, given
    cases_dir, the StableHLO file if it was already written)."""
    entry = {
        "name": case.name,
        "family": case.family,
        "chip": case.chip,
        "topology": case.topology_name,
        "device_kind": DEVICE_KIND.get(case.chip),
        "num_devices": case.num_devices,
        "sharded": bool(case.mesh),
        "mesh": dict(case.mesh) if case.mesh else None,
        "in_shardings": [],
        "out_shardings": [],
        "donate_argnums": [],
        "params": dict(case.params),
        "sweep": case.sweep,
        "vary": case.vary,
        "status": "error",
        "error": None,
        "memory_analysis": None,
        "hbm_capacity_bytes": None,
        "hbm_capacity_source": None,
        "lower_seconds": None,
        "compile_seconds": None,
        "files": {"stablehlo": None, "after_opt_proto": None},
    }
    if cases_dir:
        path = os.path.join(cases_dir, case.name + ".stablehlo.mlir")
        if os.path.exists(path):
            entry["files"]["stablehlo"] = rel(path, cases_dir)
    return entry


def is_oom(text):
    """XLA:TPU reports running out of HBM (or VMEM etc.) as RESOURCE_EXHAUSTED."""
    return "RESOURCE_EXHAUSTED" in text or "Ran out of memory" in text


def fill_compiled(entry, compiled, case):
    """Memory stats and shardings of a successful compile."""
    stats = compiled.memory_analysis()
    entry["memory_analysis"] = (
        {field: int(getattr(stats, field)) for field in MEMORY_FIELDS}
        if stats is not None else None)
    if case.mesh:
        in_shardings = compiled.input_shardings[0]
        entry["in_shardings"] = [str(s) for s in jax.tree.leaves(in_shardings)]
        entry["out_shardings"] = [str(s) for s in jax.tree.leaves(compiled.output_shardings)]


def keep_after_opt_proto(dump_dir, dest):
    """Copy the optimized module + buffer assignment HloProto, if dumped.

    XLA writes it also when the compile fails out of HBM (buffer assignment
    has run by then).  One compile gives one jit_* module; should there be
    more, the last (highest module number) is the entry computation's.
    """
    if not os.path.isdir(dump_dir):
        return False
    found = sorted(f for f in os.listdir(dump_dir)
                   if f.endswith(".after_optimizations.hlo.pb"))
    if not found:
        return False
    shutil.copyfile(os.path.join(dump_dir, found[-1]), dest)
    return True


def rel(path, cases_dir):
    """Path as the manifest stores it: relative to the output directory."""
    return os.path.join(os.path.basename(cases_dir), os.path.basename(path))
