#!/usr/bin/env bash
# Quick start: installs what is missing, builds, and runs the main job
# (a pre-flight memory check) on an example that ships in the repo.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install_deps.sh
bash scripts/build.sh build
echo
echo "\$ tpusim memory docs/examples/mlp_forward.hlo --chip v5e"
set +e
build/tools/tpusim memory docs/examples/mlp_forward.hlo --chip v5e
code=$?
set -e
echo "(exit code $code: 0 = fits, 1 = out of memory, 2 = input error)"
exit "$code"
