#!/usr/bin/env bash
# Configures and builds tpusim. Usage: scripts/build.sh [BUILD_DIR] [extra cmake args]
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build}"
shift || true
JOBS="$(nproc 2>/dev/null || echo 2)"
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  echo "build: configuring $BUILD_DIR"
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
fi
echo "build: compiling in $BUILD_DIR with $JOBS jobs"
ninja -C "$BUILD_DIR" -j "$JOBS" | grep -vE '^\[[0-9]+/[0-9]+\] ' || true
ninja -C "$BUILD_DIR" -j "$JOBS" >/dev/null   # Fails loudly if the build failed.
