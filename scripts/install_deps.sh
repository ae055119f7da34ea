#!/usr/bin/env bash
# Installs the Debian 12 packages tpusim builds with. Idempotent: prints one
# line and exits when everything is already present.
#   scripts/install_deps.sh          what the normal (GCC) build and tests need
#   scripts/install_deps.sh --fuzz   that, plus clang 19 and its libFuzzer /
#                                    sanitizer runtimes (scripts/fuzz.sh)
#   scripts/install_deps.sh --browser  that, plus Chromium for the headless
#                                    check of the HTML reports
#                                    (test/tools/html_browser_test.sh)
# The options combine (--fuzz --browser).
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config
  llvm-19-dev libmlir-19-dev mlir-19-tools
  libabsl-dev libprotobuf-dev protobuf-compiler
  libgtest-dev libgmock-dev libbenchmark-dev
  nlohmann-json3-dev libcli11-dev zlib1g-dev libzstd-dev libedit-dev libcurl4-openssl-dev libxml2-dev
  # malloc for the tpusim program and benchmarks (CMakeLists.txt, docs/fit.md).
  libmimalloc-dev
  # The Python package (python/, docs/python.md): bindings and the test venv.
  pybind11-dev python3-dev python3-venv
)

# Only the fuzz build needs these (docs/fuzzing.md); clang 19 matches the
# LLVM/MLIR 19 the importer links against. libclang-rt-19-dev carries
# libclang_rt.fuzzer and the ASan/UBSan runtimes; the system linker is enough.
FUZZ_PACKAGES=(clang-19 libclang-rt-19-dev)

# Only the browser test of the HTML pages needs this; without it that test
# skips. Debian's own build, loaded headless with --no-sandbox.
BROWSER_PACKAGES=(chromium)

for option in "$@"; do
  case "$option" in
    --fuzz) PACKAGES+=("${FUZZ_PACKAGES[@]}") ;;
    --browser) PACKAGES+=("${BROWSER_PACKAGES[@]}") ;;
    *) echo "usage: scripts/install_deps.sh [--fuzz] [--browser]" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install_deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

echo "install_deps: installing ${#missing[@]} missing package(s): ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install_deps: done"
