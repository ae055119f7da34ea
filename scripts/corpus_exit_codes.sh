#!/usr/bin/env bash
# Tallies the exit codes of `tpusim import` and `tpusim lint --chip v5e` over
# every .mlir file of a corpus folder (default ../shared/corpus/stablehlo_testdata),
# per sub-folder, so that an importer change can be measured before and after
# (issue 14: the shape-polymorphic files in dynamic/ must import and lint
# without exit 2).
#
#   scripts/corpus_exit_codes.sh [TPUSIM] [CORPUS_DIR]
#
# Prints one line per folder and command: "<folder> <command> exit0=N exit1=N
# exit2=N other=N", then the files that exited 2 (at most 20 per command) with
# the first line of their error.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
tpusim="${1:-$here/build-helper/tools/tpusim}"
corpus="${2:-$here/../shared/corpus/stablehlo_testdata}"
if [[ ! -d "$corpus" ]]; then
  echo "corpus not found: $corpus (skipped)" >&2
  exit 0
fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

while IFS= read -r -d '' file; do
  rel="${file#"$corpus"/}"
  folder="$(dirname "$rel")"
  for command in import lint; do
    if [[ "$command" == lint ]]; then
      args=(lint "$file" --chip v5e)
    else
      args=(import "$file")
    fi
    set +e
    "$tpusim" "${args[@]}" >/dev/null 2>"$out/err"
    code=$?
    set -e
    echo "$folder $command $code" >>"$out/codes"
    if [[ "$code" == 2 ]]; then
      printf '%s %s: %s\n' "$command" "$rel" "$(head -c 300 "$out/err" | head -n 1)" >>"$out/exit2"
    fi
  done
done < <(find "$corpus" -name '*.mlir' -type f -print0 | sort -z)

awk '{
  key = $1 " " $2
  keys[key] = 1
  if ($3 == 0 || $3 == 1 || $3 == 2) n[key, $3]++; else n[key, "x"]++
  total[$2, $3 == 0 || $3 == 1 ? "ok" : "bad"]++
} END {
  for (k in keys) printf "%s exit0=%d exit1=%d exit2=%d other=%d\n", k, n[k, 0], n[k, 1], n[k, 2], n[k, "x"]
  printf "ALL import exit0/1=%d exit2/other=%d\n", total["import", "ok"], total["import", "bad"]
  printf "ALL lint exit0/1=%d exit2/other=%d\n", total["lint", "ok"], total["lint", "bad"]
}' "$out/codes" | sort
if [[ -f "$out/exit2" ]]; then
  for command in import lint; do
    grep "^$command " "$out/exit2" | head -n 20 || true
  done
fi
