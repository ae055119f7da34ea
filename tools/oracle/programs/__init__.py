"""The oracle's program suite: real JAX programs of the kinds TPU users run.

Each family module exposes `cases()`, a list of spec.Case; `all_cases()`
concatenates them.  Importing is cheap: programs are traced only when the
recorder builds a case.
"""

from . import dense, sequence, sharded, sweeps, transformer, vision

FAMILY_MODULES = (dense, transformer, vision, sequence, sharded, sweeps)


def all_cases():
    """Every case of the suite (unsorted; record.py sorts by name)."""
    out = []
    for module in FAMILY_MODULES:
        out.extend(module.cases())
    return out
