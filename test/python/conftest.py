"""Shared paths and the CLI the bindings are compared against.

scripts/test_python.sh sets TPUSIM_BINARY to the build's tools/tpusim; a
test that needs the CLI skips without it.
"""

import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "test" / "data"


def run_cli(*args: str) -> dict:
    """`tpusim ARGS` (exit 0 or 1 expected) and its JSON output."""
    binary = os.environ.get("TPUSIM_BINARY", "")
    if not binary or not os.access(binary, os.X_OK):
        pytest.skip("TPUSIM_BINARY is not set to a built tpusim (scripts/test_python.sh sets it)")
    result = subprocess.run([binary, *args], capture_output=True, text=True, check=False)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)
