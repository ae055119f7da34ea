#!/usr/bin/env python3
"""Record XLA:TPU ground truth for tpusim's oracle tests.

Compiles the program suite (tools/oracle/programs) with the real XLA:TPU
compiler (JAX + libtpu) for compile-only TPU devices and writes

  DIR/manifest.json                      one entry per case, sorted by name
  DIR/cases/<name>.stablehlo.mlir        what JAX hands to XLA
  DIR/cases/<name>.after_opt.hlo.pb      XLA's optimized module + buffer assignment

Run from the repository root with the oracle venv:

  .venv-oracle/bin/python tools/oracle/record.py --out test/data/oracle

The output directory's manifest.json and cases/ are replaced as a whole, so
regenerating is idempotent (only the *_seconds fields change).  With
--jobs N the cases are split statically over N processes, so a given
command always compiles the same cases in the same order in each process.
"""

import argparse
import json
import multiprocessing
import multiprocessing.connection
import os
import platform
import re
import shutil
import signal
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import recorder  # noqa: E402  (sets the JAX environment before importing jax)
import programs  # noqa: E402
from programs import holdout  # noqa: E402


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", help="output directory (replaced: manifest.json and cases/)")
    parser.add_argument("--suite", choices=("main", "holdout"), default="main",
                        help="main: the corpus the model is built on (test/data/oracle); "
                        "holdout: other configurations, to score it on programs it was not "
                        "fitted to (test/data/oracle_holdout)")
    parser.add_argument("--families", help="comma-separated family names to keep")
    parser.add_argument("--chips", help="comma-separated tpusim chip names to keep (v2 ... v7x)")
    parser.add_argument("--match", help="keep cases whose name contains this text")
    parser.add_argument("--limit", type=int, help="record only the first N selected cases")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--list", action="store_true", help="print the selected case names and exit")
    parser.add_argument("--verbose", action="store_true", help="do not silence libtpu's stderr")
    args = parser.parse_args(argv)
    if not args.list and not args.out:
        parser.error("--out is required unless --list is given")
    return args


def select_cases(args):
    """The suite, filtered, sorted by name; names must be unique."""
    cases = holdout.cases() if args.suite == "holdout" else programs.all_cases()
    names = [c.name for c in cases]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise SystemExit(f"duplicate case names: {dupes[:10]}")
    if args.families:
        keep = set(args.families.split(","))
        unknown = keep - {c.family for c in cases}
        if unknown:
            raise SystemExit(f"unknown families: {sorted(unknown)}")
        cases = [c for c in cases if c.family in keep]
    if args.chips:
        keep = set(args.chips.split(","))
        cases = [c for c in cases if c.chip in keep]
    if args.match:
        cases = [c for c in cases if args.match in c.name]
    cases.sort(key=lambda c: c.name)
    if args.limit is not None:
        cases = cases[: args.limit]
    return cases


def generator_info(argv):
    """Versions of the compiler stack and the command that made the corpus."""
    import importlib.metadata as md
    import jax
    import jaxlib
    return {
        "jax": jax.__version__,
        "jaxlib": jaxlib.__version__,
        "libtpu": md.version("libtpu"),
        "python": platform.python_version(),
        "command": " ".join(["tools/oracle/record.py"] + list(argv)),
    }


def run_worker(names, cases_dir, stderr_path, scratch_dir, conn):
    """Worker process: record the named cases in order.

    Sends ("start", name) before and ("done", entry, seconds) after each
    case over a pipe (synchronous, so a crash cannot lose a message that
    was sent).
    """
    wanted = set(names)
    by_name = {c.name: c for c in programs.all_cases() + holdout.cases() if c.name in wanted}
    rec = recorder.Recorder(stderr_path=stderr_path, scratch_dir=scratch_dir)
    for name in names:
        conn.send(("start", name))
        start = time.perf_counter()
        entry = rec.record(by_name[name], cases_dir)
        conn.send(("done", entry, time.perf_counter() - start))
    conn.close()


class Worker:
    """One recorder process and the slice of cases it still has to do.

    XLA:TPU itself can crash (e.g. a stack overflow inside libtpu); then
    the process dies, the case it was compiling is recorded as an error
    quoting libtpu's crash report, and a new process takes the rest.
    """

    def __init__(self, ctx, index, names, cases_dir, log_dir, verbose):
        self.ctx, self.index = ctx, index
        self.pending = list(names)
        self.cases_dir = cases_dir
        self.log_dir = log_dir
        self.stderr_path = None if verbose else os.path.join(log_dir, f"worker{index}.stderr")
        self.current = None
        self.proc = self.conn = None
        self.starts = 0

    def start(self):
        self.starts += 1
        reader, writer = self.ctx.Pipe(duplex=False)
        self.proc = self.ctx.Process(
            target=run_worker, args=(self.pending, self.cases_dir, self.stderr_path, self.log_dir, writer),
            daemon=True)
        self.proc.start()
        writer.close()  # the child holds the only writer: EOF when it exits
        self.conn = reader

    @property
    def busy(self):
        return bool(self.pending) or self.current is not None

    def receive(self):
        """Messages available now, as (entry, seconds) for finished cases."""
        out = []
        try:
            while self.conn.poll():
                message = self.conn.recv()
                if message[0] == "start":
                    self.current = message[1]
                    self.pending.remove(message[1])
                else:
                    self.current = None
                    out.append((message[1], message[2]))
        except (EOFError, OSError):
            pass
        return out

    def handle_exit(self, cases_by_name):
        """After the process ended: the crashed case's entry, if any, and a
        restart for the rest of the slice."""
        self.proc.join()
        out = []
        if self.current is not None:
            entry = recorder.base_entry(cases_by_name[self.current], self.cases_dir)
            entry["error"] = crash_message(self.proc.exitcode, self.stderr_path)
            out.append((entry, 0.0))
            self.current = None
        if self.pending and self.starts < 50:
            self.start()
        elif self.pending:
            for name in self.pending:
                entry = recorder.base_entry(cases_by_name[name])
                entry["error"] = "not recorded: the recorder process kept dying"
                out.append((entry, 0.0))
            self.pending = []
        return out


# Lines of libtpu's crash report worth quoting: the signal banner, the
# faulting function, and fatal log lines ("F1125 16:51:13.733792 ... ]").
_CRASH_LINE = re.compile(r"^(\*\*\* |PC: |F\d{4} )")


def _stable_crash_line(line):
    """Drop what changes from run to run (time, pids, addresses, cpu)."""
    line = re.sub(r"^F\d{4} [\d:.]+\s+\d+ ", "F ", line)
    line = re.sub(r"PID \d+ \(TID \d+\) on cpu \d+", "PID (TID)", line)
    line = re.sub(r"from PID \d+", "from PID", line)
    return re.sub(r"0x[0-9a-f]+", "0x?", line)


def crash_message(exitcode, stderr_path):
    """Error text for a case whose compile killed the process."""
    how = (f"signal {-exitcode} ({signal.Signals(-exitcode).name})"
           if exitcode is not None and exitcode < 0 else f"exit code {exitcode}")
    text = f"XLA:TPU compiler crashed the recording process ({how})"
    if stderr_path and os.path.exists(stderr_path):
        with open(stderr_path, errors="replace") as f:
            lines = [l.rstrip() for l in f]
        keep = [_stable_crash_line(l) for l in lines if _CRASH_LINE.match(l)]
        if keep:
            text += ". libtpu reported:\n" + "\n".join(keep[:20])
    return text


def record_all(cases, cases_dir, jobs, verbose):
    """Record every case in `jobs` worker processes; yields (entry, seconds).

    The sorted cases are split round-robin once, statically, rather than
    through a shared work queue: each process then compiles the same cases
    in the same order on every run, so the ids XLA numbers modules and
    computations with come out the same.
    """
    names = [c.name for c in cases]
    cases_by_name = {c.name: c for c in cases}
    jobs = max(1, min(jobs, len(names)))
    ctx = multiprocessing.get_context("spawn")
    log_dir = tempfile.mkdtemp(prefix="oracle_record_")
    workers = [Worker(ctx, i, names[i::jobs], cases_dir, log_dir, verbose) for i in range(jobs)]
    try:
        for w in workers:
            w.start()
        while any(w.busy for w in workers):
            live = [w for w in workers if w.busy]
            multiprocessing.connection.wait(
                [w.conn for w in live] + [w.proc.sentinel for w in live], timeout=30)
            for w in live:
                yield from w.receive()
                if not w.proc.is_alive():
                    yield from w.receive()
                    yield from w.handle_exit(cases_by_name)
    finally:
        for w in workers:
            if w.proc is None:
                continue
            w.proc.join(timeout=60 if not w.busy else 0)  # let finished workers exit
            if w.proc.is_alive():
                w.proc.terminate()
                w.proc.join()
        shutil.rmtree(log_dir, ignore_errors=True)


def progress_line(index, total, entry, seconds):
    status = entry["status"]
    extra = ""
    if status == "error":
        extra = " " + (entry["error"] or "").splitlines()[0][:120]
    return f"[{index}/{total}] {entry['name']} ... {status} {seconds:.1f}s{extra}"


def write_manifest(out_dir, argv, entries):
    manifest = {
        "format": 1,
        "generator": generator_info(argv),
        "cases": sorted(entries, key=lambda e: e["name"]),
    }
    path = os.path.join(out_dir, "manifest.json")
    with open(path, "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")


def summary(entries):
    """One-line counts for the end of a run."""
    count = lambda pred: sum(1 for e in entries if pred(e))
    return (f"{len(entries)} cases, {len({e['chip'] for e in entries})} chips, "
            f"{len({e['family'] for e in entries})} families, "
            f"{count(lambda e: e['sharded'])} sharded, "
            f"{count(lambda e: e['status'] == 'ok')} ok, "
            f"{count(lambda e: e['status'] == 'oom')} oom, "
            f"{count(lambda e: e['status'] == 'error')} error")


def main(argv):
    # Turn SIGTERM into SystemExit so that the workers are stopped and the
    # scratch directory removed (record_all's finally) when a run is killed.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    args = parse_args(argv)
    cases = select_cases(args)
    if args.list:
        try:
            for case in cases:
                print(case.name)
        except BrokenPipeError:  # e.g. piped into head
            return 0
        print(f"{len(cases)} cases", file=sys.stderr)
        return 0

    cases_dir = os.path.join(args.out, "cases")
    shutil.rmtree(cases_dir, ignore_errors=True)
    os.makedirs(cases_dir)
    manifest_path = os.path.join(args.out, "manifest.json")
    if os.path.exists(manifest_path):
        os.remove(manifest_path)

    start = time.perf_counter()
    entries = []
    for entry, seconds in record_all(cases, cases_dir, args.jobs, args.verbose):
        entries.append(entry)
        print(progress_line(len(entries), len(cases), entry, seconds), file=sys.stderr, flush=True)
    write_manifest(args.out, argv, entries)
    print(f"{summary(entries)}; {time.perf_counter() - start:.0f}s wall", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
