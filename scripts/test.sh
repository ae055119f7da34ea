#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite through
# CTest: first the release build, then the ASan+UBSan build.
#   scripts/test.sh              both builds (what CI runs)
#   scripts/test.sh --release    release build only
#   scripts/test.sh --sanitize   sanitizer build only
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

case "$mode" in
  all|--all)
    run_suite build
    run_suite build-asan -DTPUSIM_SANITIZE=ON -DTPUSIM_BUILD_BENCHMARKS=OFF
    ;;
  --release) run_suite build ;;
  --sanitize) run_suite build-asan -DTPUSIM_SANITIZE=ON -DTPUSIM_BUILD_BENCHMARKS=OFF ;;
  *) echo "usage: scripts/test.sh [--release|--sanitize]" >&2; exit 2 ;;
esac
