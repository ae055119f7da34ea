#!/usr/bin/env bash
# End to end through the real XLA:TPU compiler: record one small case with
# tools/oracle/record.py, then score it with `tpusim accuracy oracle`.
# Exit 77 (CTest: skipped) when the oracle environment is not installed.
#   oracle_recorder_test.sh SOURCE_DIR TPUSIM_BINARY
set -euo pipefail
source_dir="$1"
tpusim="$2"
cd "$source_dir"
if ! bash scripts/install_oracle.sh --check; then
  echo "skipped: the oracle environment is not installed (bash scripts/install_oracle.sh)"
  exit 77
fi
export ALLOW_MULTIPLE_LIBTPU_LOAD=1  # another libtpu user (a recording) may hold the lock
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
.venv-oracle/bin/python tools/oracle/record.py --out "$out" --families mlp --chips v5e --limit 1
test -f "$out/manifest.json"
"$tpusim" accuracy oracle "$out" --json --quiet > "$out/score.json"
.venv-oracle/bin/python - "$out/score.json" <<'PY'
import json, sys
score = json.load(open(sys.argv[1]))
assert score["cases"] == 1, score["cases"]
case = score["case_results"][0]
assert case["xla_status"] == "ok", case
assert case["xla"]["argument_bytes"] > 0, case
assert case["post_opt"] is not None and case["pre_opt"] is not None, case
print("recorded and scored:", case["name"], "post-opt exact:", case["post_opt_exact"])
PY
