#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite through
# CTest: first the release build, then the ASan+UBSan build, then every
# libFuzzer target for a fixed number of inputs from a fixed seed (clang 19
# build in build-fuzz; scripts/fuzz.sh ci, docs/fuzzing.md).
#   scripts/test.sh              all three (what CI runs)
#   scripts/test.sh --release    release build only
#   scripts/test.sh --sanitize   sanitizer build only
#   scripts/test.sh --fuzz       the libFuzzer run only
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-all}"
JOBS="$(nproc 2>/dev/null || echo 2)"
# Chromium too: CI checks the HTML reports in a real browser.
bash scripts/install_deps.sh --browser

run_suite() {
  local dir="$1"; shift
  bash scripts/build.sh "$dir" "$@"
  echo "test: running CTest in $dir"
  (cd "$dir" && ctest --output-on-failure -j "$JOBS" --timeout 600)
}

run_fuzz() {
  echo "test: libFuzzer targets, 3000 inputs each from seed 1"
  bash scripts/fuzz.sh ci
}

case "$mode" in
  all|--all)
    run_suite build
    run_suite build-asan -DTPUSIM_SANITIZE=ON -DTPUSIM_BUILD_BENCHMARKS=OFF
    run_fuzz
    ;;
  --release) run_suite build ;;
  --sanitize) run_suite build-asan -DTPUSIM_SANITIZE=ON -DTPUSIM_BUILD_BENCHMARKS=OFF ;;
  --fuzz) run_fuzz ;;
  *) echo "usage: scripts/test.sh [--release|--sanitize|--fuzz]" >&2; exit 2 ;;
esac
