#!/usr/bin/env python3
"""Time XLA:TPU compiling decoder train steps of growing depth.

`tpusim fit` is measured against the real compiler (issue 14): how long
XLA:TPU takes to compile one configuration of a program the size of the
one fit_bench sweeps (the Llama 3.1 8B train step, 31,855 instructions).
That dump cannot be compiled itself (docs/fit.md), so this times the
oracle's own decoder train step (tools/oracle/programs/transformer.py:
embedding, attention and MLP layers, loss, grad and Adam) with as many
layers as it takes to reach that size, and smaller depths for the trend.

Run from the repository root with the oracle venv:

  .venv-oracle/bin/python tools/oracle/time_compile.py \
      --layers 1,2,4,16,80 --out bench/data/xla_compile_seconds.json

Each line of the output names the depth, the instruction count of the
module XLA starts from (what JAX lowers, as HLO text) and of its optimized
module, and the wall seconds of `lower` and `compile`. Compile-only devices
of a v5p topology; no dumps (they would add to the time).
"""

import argparse
import datetime
import json
import os
import platform
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import recorder  # noqa: E402,F401  (sets the JAX environment before importing jax)
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.experimental import topologies  # noqa: E402
from jax.sharding import SingleDeviceSharding  # noqa: E402

from programs.spec import Arg  # noqa: E402
from programs.transformer import build_decoder_train  # noqa: E402

CONFIG = dict(batch=8, seq=256, hidden=512, heads=8, vocab=4096, dtype="bfloat16")


def instruction_count(hlo_text):
    return sum(1 for line in hlo_text.splitlines() if " = " in line)


def time_one(device, layers):
    program = build_decoder_train(layers=layers, **CONFIG)
    args = jax.tree.map(
        lambda a: jax.ShapeDtypeStruct(a.shape, jnp.dtype(a.dtype),
                                       sharding=SingleDeviceSharding(device)),
        program.args, is_leaf=lambda a: isinstance(a, Arg))
    start = time.perf_counter()
    lowered = jax.jit(program.fn).lower(*args)
    lowered_at = time.perf_counter()
    before = instruction_count(lowered.compiler_ir("hlo").as_hlo_text())
    start_compile = time.perf_counter()
    compiled = lowered.compile()
    done = time.perf_counter()
    after = instruction_count(compiled.as_text())
    jax.clear_caches()
    return {"layers": layers, "instructions_before": before, "instructions_after": after,
            "lower_seconds": round(lowered_at - start, 2),
            "compile_seconds": round(done - start_compile, 2)}


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--layers", default="1,2,4,16,80", help="comma-separated depths")
    parser.add_argument("--topology", default="v5p:2x2x1")
    parser.add_argument("--out", help="write the JSON here (else only print)")
    parser.add_argument("--note", default="", help="conditions of the run, kept in the JSON")
    args = parser.parse_args(argv)
    device = list(topologies.get_topology_desc(topology_name=args.topology,
                                               platform="tpu").devices)[0]
    runs = []
    for layers in (int(x) for x in args.layers.split(",")):
        run = time_one(device, layers)
        print(json.dumps(run), flush=True)
        runs.append(run)
    if args.out:
        result = {
            "program": "decoder_train (tools/oracle/programs/transformer.py)",
            "config": CONFIG,
            "topology": args.topology,
            "device_kind": device.device_kind,
            "jax": jax.__version__,
            "host": {"machine": platform.machine(), "cpus": os.cpu_count()},
            "date": datetime.date.today().isoformat(),
            "note": args.note,
            "runs": runs,
        }
        with open(args.out, "w") as f:
            json.dump(result, f, indent=1, sort_keys=True)
            f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
