#!/usr/bin/env bash
# The HTML pages in a real browser (issue 15): headless Chromium loads the
# memory, fit and graph pages; none may log a script error, a console error
# or a blocked fetch; the DOM Chromium builds must hold the numbers tpusim
# prints as JSON (peak, capacity, the largest buffer, the largest batch that
# fits) and the page script's marker; a screenshot of each page is written
# to OUT_DIR. Exit 77 (CTest: skipped) when Chromium is not installed
# (bash scripts/install_deps.sh --browser installs it).
#   html_browser_test.sh SOURCE_DIR TPUSIM_BINARY OUT_DIR
set -euo pipefail
source_dir="$1"
tpusim="$2"
out="$3"

browser=""
for name in chromium chromium-browser google-chrome; do
  if command -v "$name" >/dev/null 2>&1; then
    browser="$(command -v "$name")"
    break
  fi
done
if [ -z "$browser" ]; then
  echo "skipped: chromium is not installed (bash scripts/install_deps.sh --browser)"
  exit 77
fi

mkdir -p "$out"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# A fresh profile, no first-run work, no network services: each load takes
# about a second.
chromium_run() {
  timeout 90 "$browser" --headless --disable-gpu --no-sandbox --no-first-run \
    --no-default-browser-check --disable-extensions --disable-background-networking \
    --disable-sync --disable-component-update --user-data-dir="$profile" \
    --enable-logging=stderr --v=0 "$@"
}

# load NAME: the DOM of NAME.html after its scripts ran (NAME.dom.html), the
# browser log (NAME.log) and a 1200x900 screenshot (NAME.png).
load() {
  local name="$1"
  chromium_run --dump-dom "file://$out/$name.html" >"$out/$name.dom.html" 2>"$out/$name.log" ||
    fail "$name: chromium --dump-dom failed (see $out/$name.log)"
  chromium_run --screenshot="$out/$name.png" --window-size=1200,900 "file://$out/$name.html" \
    >/dev/null 2>>"$out/$name.log" || fail "$name: chromium --screenshot failed"
  if [ "$(head -c 4 "$out/$name.png" 2>/dev/null | od -An -c | tr -d ' ')" != "211PNG" ]; then
    fail "$name: no PNG screenshot at $out/$name.png"
  fi
  # Every console message reaches the log as "INFO:CONSOLE:N]" whatever its
  # level (a script error says "Uncaught ...", a fetch the page's policy
  # blocks "violates the following Content Security Policy"); the pages log
  # nothing, so any is a failure. The rest of the log is the browser's own
  # noise (no D-Bus in a container).
  if grep -E ':CONSOLE[:(]|Uncaught' "$out/$name.log"; then
    fail "$name: console errors in $out/$name.log"
  fi
  if grep -qE '<html[^>]*data-script-error' "$out/$name.dom.html"; then
    fail "$name: a script error was recorded in the page"
  fi
}

expect() {  # expect NAME TEXT: the DOM of NAME holds TEXT.
  grep -qF -- "$2" "$out/$1.dom.html" || fail "$1: the DOM lacks: $2"
}

# json_field KEY INDENT: the value of the first "KEY" indented INDENT spaces
# in the JSON on stdin (tpusim pretty-prints one key per line, two spaces a
# level; no JSON tool is needed on a clean machine). Both seds read all of
# their input: a reader that stops at the first match (grep -m1) lets the
# writer before it die of SIGPIPE, which pipefail and set -e turned into a
# failure of this test about once in twenty runs.
json_field() {
  sed -nE "s/^ {$2}\"$1\": \"?([^\",]*)\"?,?$/\1/p" | sed -n 1p
}

# Memory: a shipped example as written, whose heap rises over program order
# past the capacity (exit 1: it does not fit).
memory_args=(memory "$source_dir/docs/examples/onehot_oom.hlo" --chip v5e --as-written)
"$tpusim" "${memory_args[@]}" --format html >"$out/memory.html" || true
json="$("$tpusim" "${memory_args[@]}" --json || true)"
peak="$(json_field peak_bytes 2 <<<"$json")"
capacity="$(json_field capacity_bytes 2 <<<"$json")"
largest="$(sed -n '/^  "buffers_at_peak": \[/,$p' <<<"$json" | json_field name 6)"
[ -n "$peak" ] && [ -n "$capacity" ] && [ -n "$largest" ] || fail "memory: no numbers in --json"
load memory
expect memory 'data-script="ok"'
expect memory "data-peak-bytes=\"$peak\""
expect memory "data-capacity-bytes=\"$capacity\""
expect memory "data-name=\"$largest\""
expect memory '<svg class="chart" id="heap-0"'
expect memory '<path class="series padded" d="M'
expect memory 'data-mark-bytes="'
expect memory '<line class="capacity"'
expect memory '<span class="verdict bad">does not fit</span>'

# Fit: the largest batch of the fit example.
fit_input="$source_dir/test/data/fit/mlp_step.hlo"
fit_args=(fit "$fit_input" --chip v5e --vary x.0=8..1048576:8 -q)
"$tpusim" "${fit_args[@]}" --format html >"$out/fit.html" || true
best="$("$tpusim" "${fit_args[@]}" --json | tr -d '\n ' | sed -E 's/.*"max_fitting":\{"x.0":([0-9]+)\}.*/\1/')"
[ -n "$best" ] || fail "fit: no max_fitting in --json"
load fit
expect fit 'data-script="ok"'
expect fit "data-max-fitting=\"$best\""
expect fit "data-mark-x=\"$best\""
expect fit '<svg class="chart" id="fit-curve"'

# Graph: a program with error findings is red and locates them.
(cd "$source_dir/test/data/compat" &&
  "$tpusim" graph lint_sample.hlo --chip v5e --format html >"$out/graph.html")
load graph
expect graph '<body class="failed"'
expect graph 'role="alert"'
expect graph '<table class="findings">'
grep -qE '<code>lint_sample\.(hlo|py):[0-9]+:[0-9]+' "$out/graph.dom.html" ||
  fail "graph: no FILE:LINE:COL location in the findings"

if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) failed; pages, DOM dumps, logs and screenshots in $out"
  exit 1
fi
echo "ok: memory, fit and graph pages load in $("$browser" --version 2>/dev/null | head -1)" \
  "without errors; screenshots in $out"
