"""The pre-flight check for JAX code: lower on the CPU, size for a TPU.

    import tpusim.jax
    report = tpusim.jax.check(train_step, params, batch, chip="v5e")
    if not report.fits:
        raise SystemExit(str(report))

No TPU and no libtpu are needed: ``jax.jit(fn).lower(...)`` on the CPU gives
the StableHLO of the program as written, and tpusim predicts what XLA:TPU
makes of it (the compiler model, then buffer assignment). JAX is imported
only when a function here is called, so ``import tpusim`` never needs it.
"""

from __future__ import annotations

from typing import Any, Optional

import tpusim


def _jax() -> Any:
    try:
        import jax
    except ImportError as e:  # pragma: no cover - exercised without jax
        raise ImportError(
            "tpusim.jax needs JAX: pip install jax (the CPU build is enough; no libtpu)"
        ) from e
    return jax


def lower(fn: Any, *example_args: Any, **jit_kwargs: Any) -> Any:
    """``jax.jit(fn, **jit_kwargs).lower(*example_args)``.

    ``example_args`` may be arrays or ``jax.ShapeDtypeStruct`` (nothing is
    allocated for those). Lowering needs no device: with the CPU-only
    ``jax`` package it is the CPU backend's lowering of the program as
    written, which is what tpusim's compiler model starts from.
    """
    return _jax().jit(fn, **jit_kwargs).lower(*example_args)


def check(
    fn: Any,
    *example_args: Any,
    chip: str = "v5e",
    top: int = 10,
    as_written: bool = False,
    chip_file: Optional[str] = None,
    **jit_kwargs: Any,
) -> "tpusim.MemoryReport":
    """The memory report of ``fn`` on ``chip``, as :func:`tpusim.memory` gives it.

    ``jit_kwargs`` go to ``jax.jit`` (``static_argnums``, ``donate_argnums``,
    ...). Raises ImportError when JAX is not installed.
    """
    lowered = lower(fn, *example_args, **jit_kwargs)
    return tpusim.memory(lowered, chip=chip, top=top, as_written=as_written, chip_file=chip_file)
