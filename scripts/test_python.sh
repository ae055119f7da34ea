#!/usr/bin/env bash
# Runs the Python package's tests (test/python/, docs/python.md) against the
# extension module of an already-built tree, so CI does not compile twice:
#   scripts/test_python.sh [BUILD_DIR] [PYTEST_ARGS...]   (BUILD_DIR default: build)
# Test dependencies (pinned pytest and the CPU-only jax, no libtpu) live in
# the git-ignored venv .venv-py/, installed from test/python/requirements.txt
# once and again when that file changes. Exit 77 (CTest's "skipped") when the
# venv cannot be set up, e.g. offline; a failing test exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
shift || true
if [ ! -d "$BUILD" ]; then
  echo "test_python: no build directory $BUILD" >&2
  exit 1
fi
BUILD=$(cd "$BUILD" && pwd)
VENV=.venv-py
REQUIREMENTS=test/python/requirements.txt
STAMP="$VENV/.installed-requirements"
# The extension is built for one Python minor version (CMake's FindPython);
# python/CMakeLists.txt passes that interpreter when CTest runs this.
PYTHON=${TPUSIM_PYTHON_EXECUTABLE:-python3}

if ! compgen -G "$BUILD/python/tpusim/_tpusim*.so" >/dev/null; then
  echo "test_python: no $BUILD/python/tpusim/_tpusim*.so; configure with -DTPUSIM_PYTHON=ON" \
       "(needs pybind11-dev) and build the _tpusim target" >&2
  exit 1
fi

setup_venv() {
  local want
  want="$("$PYTHON" -c 'import sys; print(sys.version.split()[0])') $(cat "$REQUIREMENTS")"
  if [ -x "$VENV/bin/python" ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$want" ]; then
    return 0
  fi
  echo "test_python: installing $(grep -cvE '^(#|$)' "$REQUIREMENTS") pinned packages into $VENV"
  rm -rf "$VENV"
  "$PYTHON" -m venv "$VENV" || return 1
  "$VENV/bin/pip" install --quiet --disable-pip-version-check -r "$REQUIREMENTS" || return 1
  echo "$want" > "$STAMP"
}
# Two builds' CTest runs may start this at once; one installs, the other waits.
exec 9>"/tmp/tpusim-venv-py.$(id -u).lock"
flock 9
if ! setup_venv; then
  echo "test_python: could not set up $VENV (offline?); skipping the Python tests" >&2
  rm -rf "$VENV"
  exit 77
fi
flock -u 9

export PYTHONPATH="$BUILD/python${PYTHONPATH:+:$PYTHONPATH}"
export TPUSIM_BINARY="${TPUSIM_BINARY:-$BUILD/tools/tpusim}"
export JAX_PLATFORMS=cpu
exec "$VENV/bin/python" -m pytest -q -p no:cacheprovider test/python "$@"
