#!/usr/bin/env bash
# Builds the libFuzzer targets (test/fuzz/, one per input format) with clang 19
# in build-fuzz and runs them (docs/fuzzing.md).
#
#   scripts/fuzz.sh smoke [SECONDS]              every target for SECONDS (30) from
#                                                its seeds; fails on any crash
#   scripts/fuzz.sh ci [RUNS]                    every target for RUNS inputs (3000)
#                                                with a fixed seed: the same inputs on
#                                                every run, so CI fails only on a change
#   scripts/fuzz.sh campaign [TARGET] [SECONDS]  the long run (3600 s per target;
#                                                TARGET "all" or omitted = every one),
#                                                keeping its corpus in build-fuzz/corpus/
#   scripts/fuzz.sh build                        configure and build only
#   scripts/fuzz.sh list                         the target names
#
# Crashes, timeouts (> 10 s per input) and out-of-memory inputs are written to
# build-fuzz/crashes/<target>/; move a reproducer into
# test/data/bad_input/<target>/ to make it a regression input (CTest fuzz_replay).
# Environment: TPUSIM_FUZZ_BUILD (default build-fuzz), TPUSIM_FUZZ_JOBS (compile
# jobs, default nproc), TPUSIM_FUZZ_MAX_LEN (bytes per input, default 65536),
# TPUSIM_FUZZ_SKIP_BUILD=1 (run the targets as last built, e.g. while the tree
# is being edited).
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD="${TPUSIM_FUZZ_BUILD:-build-fuzz}"
JOBS="${TPUSIM_FUZZ_JOBS:-$(nproc 2>/dev/null || echo 2)}"
MAX_LEN="${TPUSIM_FUZZ_MAX_LEN:-65536}"
TARGETS=(hlo_text hlo_proto_binary hlo_proto_text xspace mlir shape chip_file lint_config
         lint_baseline)

usage() {
  sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

build() {
  if [ "${TPUSIM_FUZZ_SKIP_BUILD:-0}" = 1 ] && [ -x "$BUILD/test/fuzz/fuzz_${TARGETS[0]}" ]; then
    echo "fuzz: TPUSIM_FUZZ_SKIP_BUILD=1: running the targets as built in $BUILD"
  else
    compile
  fi
  # Seeds: the repo's test inputs (test/fuzz/make_seeds.py); a tpusim binary,
  # when one is built, adds a real lint baseline.
  local tpusim=()
  for candidate in build/tools/tpusim build-asan/tools/tpusim; do
    if [ -x "$candidate" ]; then tpusim=(--tpusim "$candidate"); break; fi
  done
  python3 test/fuzz/make_seeds.py "$BUILD/seeds" "${tpusim[@]}" >/dev/null
}

compile() {
  bash scripts/install_deps.sh --fuzz
  if [ ! -f "$BUILD/build.ninja" ]; then
    echo "fuzz: configuring $BUILD with clang 19"
    CC=clang-19 CXX=clang++-19 cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DTPUSIM_FUZZ=ON -DTPUSIM_BUILD_TESTS=OFF -DTPUSIM_BUILD_BENCHMARKS=OFF >/dev/null
  fi
  echo "fuzz: compiling in $BUILD with $JOBS jobs"
  ninja -C "$BUILD" -j "$JOBS" fuzz_targets tpusim_fuzz_replay | grep -vE '^\[[0-9]+/[0-9]+\] ' || true
  ninja -C "$BUILD" -j "$JOBS" fuzz_targets tpusim_fuzz_replay >/dev/null  # Fails loudly.
}

# Sanitizer settings for every run: abort on the first report, with a stack.
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1:allocator_may_return_null=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

# run TARGET SECONDS CORPUS_DIR MODE -> appends "target execs cov ft corpus crashes" to $SUMMARY
run() {
  local target="$1" seconds="$2" corpus="$3" mode="$4"
  local crashes="$BUILD/crashes/$target" log="$BUILD/logs/$target.$mode.log"
  mkdir -p "$corpus" "$crashes" "$BUILD/logs"
  local args=(
    "$corpus" "$BUILD/seeds/$target"
    -dict="test/fuzz/dict/$target.dict"
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -malloc_limit_mb=4096
    -max_len="$MAX_LEN" -artifact_prefix="$crashes/" -print_final_stats=1
  )
  # A campaign survives crashes (each one is written and the run goes on);
  # the smoke stops at the first one. CI's run is a fixed number of inputs
  # from a fixed seed (deterministic), with a timeout that a loaded 2-core
  # machine cannot hit by accident.
  if [ "$mode" = campaign ]; then
    args+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  elif [ "$mode" = ci ]; then
    args=("${args[@]/-max_total_time=*/-runs=$seconds}")
    args=("${args[@]/-timeout=10/-timeout=120}")
    args+=(-seed=1)
  fi
  if [ "$mode" = ci ]; then
    echo "fuzz: $target: $seconds inputs from seed 1 (log $log)"
  else
    echo "fuzz: $target: $mode for ${seconds}s (log $log)"
  fi
  local status=0
  "$BUILD/test/fuzz/fuzz_$target" "${args[@]}" >"$log" 2>&1 || status=$?
  # The last status line: "#N ... cov: C ft: F corp: K/..." (fork mode: "corp: K").
  local line execs cov ft corp found
  line="$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -n 1 || true)"
  execs="$(sed -nE 's/^#([0-9]+).*/\1/p' <<<"$line")"
  cov="$(sed -nE 's/.*cov: ([0-9]+).*/\1/p' <<<"$line")"
  ft="$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$line")"
  corp="$(sed -nE 's/.*corp: ([0-9]+).*/\1/p' <<<"$line")"
  found="$(find "$crashes" -type f -newer "$log.start" 2>/dev/null | wc -l)"
  printf '%-17s %12s %7s %8s %7s %8s %s\n' "$target" "${execs:-?}" "${cov:-?}" "${ft:-?}" \
    "${corp:-?}" "$found" "exit=$status" >>"$SUMMARY"
  if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
    echo "fuzz: $target: FAILED (exit $status, $found new file(s) in $crashes/); see $log" >&2
    grep -E 'ERROR: |SUMMARY: |runtime error|Test unit written' "$log" | head -n 5 >&2 || true
    return 1
  fi
}

run_all() {
  local mode="$1" seconds="$2"; shift 2
  SUMMARY="$(mktemp)"
  printf '%-17s %12s %7s %8s %7s %8s\n' target executions cov ft corpus crashes >"$SUMMARY"
  local failed=0
  for target in "$@"; do
    local corpus="$BUILD/corpus/$target"
    if [ "$mode" = smoke ] || [ "$mode" = ci ]; then
      corpus="$BUILD/$mode/$target"
      rm -rf "$corpus"
    fi
    mkdir -p "$BUILD/logs"
    touch "$BUILD/logs/$target.$mode.log.start"
    run "$target" "$seconds" "$corpus" "$mode" || failed=1
  done
  echo
  cat "$SUMMARY"
  rm -f "$SUMMARY"
  if [ "$failed" -ne 0 ]; then
    echo "fuzz: $mode found crashes (build-fuzz/crashes/); see docs/fuzzing.md" >&2
    exit 1
  fi
  echo "fuzz: $mode passed"
}

cmd="${1:-}"
case "$cmd" in
  build) build ;;
  list) printf '%s\n' "${TARGETS[@]}" ;;
  smoke)
    seconds="${2:-30}"
    build
    run_all smoke "$seconds" "${TARGETS[@]}"
    ;;
  ci)
    runs="${2:-3000}"
    build
    run_all ci "$runs" "${TARGETS[@]}"
    ;;
  campaign)
    target="${2:-all}"
    seconds="${3:-3600}"
    build
    if [ "$target" = all ]; then
      run_all campaign "$seconds" "${TARGETS[@]}"
    elif printf '%s\n' "${TARGETS[@]}" | grep -qx "$target"; then
      run_all campaign "$seconds" "$target"
    else
      echo "fuzz: unknown target '$target' (scripts/fuzz.sh list)" >&2
      exit 2
    fi
    ;;
  *) usage ;;
esac
