#!/usr/bin/env python3
"""Assembles each fuzz target's seed corpus from the repo's own test inputs.

    python3 test/fuzz/make_seeds.py OUT_DIR [--tpusim BINARY]

Writes OUT_DIR/<target>/ (not committed; scripts/fuzz.sh uses build-fuzz/seeds):
  hlo_text          test/data/**/*.hlo
  hlo_proto_binary  the smallest HloProtos of test/data/oracle/cases
  hlo_proto_text    the same, decoded with protoc (skipped without protoc)
  xspace            the same, each wrapped in an XSpace "/host:metadata" plane
  mlir              the smallest StableHLO files of test/data (oracle, golden)
  shape             the distinct shapes printed in the .hlo files
  chip_file         the JSON literals of test/tpu_model/chip_test.cc
  lint_config       test/data/compat/*config*.json and test/compat/config_test.cc literals
  lint_baseline     test/compat/baseline_test.cc literals and, with a tpusim binary,
                    the baseline of test/data/compat/lint_sample.hlo on v5e
Every target also gets its regression inputs from test/data/bad_input/<target>/.
Only the Python standard library is used; files over 64 KiB are left out.
"""
import argparse
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "test", "data")
MAX_BYTES = 64 * 1024
PROTO_SEEDS = 40       # binary HloProtos
DERIVED_SEEDS = 12     # text protos and XSpaces made from them
MLIR_SEEDS = 60


def smallest(pattern, count):
    files = [f for f in glob.glob(pattern, recursive=True) if os.path.getsize(f) <= MAX_BYTES]
    return sorted(files, key=lambda f: (os.path.getsize(f), f))[:count]


def put(out, target, data):
    if isinstance(data, str):
        data = data.encode()
    if not data or len(data) > MAX_BYTES:
        return
    directory = os.path.join(out, target)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def raw_literals(path):
    """The C++ raw string literals R"(...)" of a test file."""
    return re.findall(r'R"\((.*?)\)"', open(path).read(), re.S)


# --- protobuf wire format, enough to build an XSpace --------------------------
def varint(n):
    n &= (1 << 64) - 1
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


def field_varint(number, value):
    return varint(number << 3) + varint(value)


def field_bytes(number, payload):
    if isinstance(payload, str):
        payload = payload.encode()
    return varint(number << 3 | 2) + varint(len(payload)) + payload


def xspace(programs):
    """hlo/proto/xplane.proto: one "/host:metadata" plane whose event metadata
    each carry an "Hlo Proto" bytes stat (id -> serialized HloProto)."""
    plane = field_bytes(2, "/host:metadata")
    stat_metadata = field_varint(1, 7) + field_bytes(2, "Hlo Proto")
    plane += field_bytes(5, field_varint(1, 7) + field_bytes(2, stat_metadata))
    for program_id, proto in programs:
        stat = field_varint(1, 7) + field_bytes(6, proto)
        event = field_varint(1, program_id) + field_bytes(2, "jit_f(%d)" % program_id)
        event += field_bytes(5, stat)
        plane += field_bytes(4, field_varint(1, program_id) + field_bytes(2, event))
    return field_bytes(1, plane)


def protoc_decode(path):
    try:
        result = subprocess.run(
            ["protoc", "--decode=tpusim.xla_schema.HloProto", "-I",
             os.path.join(ROOT, "hlo", "proto"), os.path.join(ROOT, "hlo", "proto", "xla_hlo.proto")],
            stdin=open(path, "rb"), capture_output=True, check=False)
    except FileNotFoundError:
        return None
    return result.stdout if result.returncode == 0 else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--tpusim", help="a tpusim binary, to write a real lint baseline")
    args = parser.parse_args()
    out = args.out
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)

    hlo_files = [f for f in glob.glob(os.path.join(DATA, "**", "*.hlo"), recursive=True)
                 if "bad_input" not in f and os.path.getsize(f) <= MAX_BYTES]
    for f in hlo_files:
        put(out, "hlo_text", read(f))

    protos = smallest(os.path.join(DATA, "oracle", "cases", "*.pb"), PROTO_SEEDS)
    for f in protos:
        put(out, "hlo_proto_binary", read(f))
    derived = protos[:: max(1, len(protos) // DERIVED_SEEDS)][:DERIVED_SEEDS]
    if shutil.which("protoc") is None:
        print("make_seeds: no protoc; hlo_proto_text gets only its bad_input files",
              file=sys.stderr)
    for f in derived:
        text = protoc_decode(f)
        if text:
            put(out, "hlo_proto_text", text)
    for i, f in enumerate(derived):
        put(out, "xspace", xspace([(i + 1, read(f))]))
    put(out, "xspace", xspace([(1, read(derived[0])), (2, read(derived[-1]))]))

    mlir = smallest(os.path.join(DATA, "oracle", "cases", "*.mlir"), MLIR_SEEDS)
    mlir += glob.glob(os.path.join(DATA, "golden", "**", "*.mlir"), recursive=True)
    for f in mlir:
        put(out, "mlir", read(f))

    shape_re = re.compile(r"\b(?:pred|token|[a-z]+\d+[a-z0-9]*)\[[^\]]*\](?:\{[^}]*\})?")
    shapes = set()
    for f in hlo_files:
        shapes.update(shape_re.findall(open(f, errors="replace").read()))
    for shape in sorted(shapes)[:300]:
        put(out, "shape", shape)
    put(out, "shape", "(f32[4,8]{1,0}, (s32[], bf16[3,5]{0,1:T(8,128)(2,1)}))")

    for literal in raw_literals(os.path.join(ROOT, "test", "tpu_model", "chip_test.cc")):
        if literal.lstrip().startswith("{"):
            put(out, "chip_file", literal)

    for f in glob.glob(os.path.join(DATA, "compat", "*config*.json")):
        put(out, "lint_config", read(f))
    for literal in raw_literals(os.path.join(ROOT, "test", "compat", "config_test.cc")):
        if literal.lstrip().startswith("{"):
            put(out, "lint_config", literal)

    for literal in raw_literals(os.path.join(ROOT, "test", "compat", "baseline_test.cc")):
        if literal.lstrip().startswith("{"):
            put(out, "lint_baseline", literal)
    if args.tpusim:
        with tempfile.TemporaryDirectory() as tmp:
            baseline = os.path.join(tmp, "baseline.json")
            subprocess.run([args.tpusim, "lint", os.path.join(DATA, "compat", "lint_sample.hlo"),
                            "--chip", "v5e", "--write-baseline", baseline, "--quiet"],
                           capture_output=True, check=False)
            if os.path.exists(baseline):
                put(out, "lint_baseline", read(baseline))

    bad = os.path.join(DATA, "bad_input")
    for target in sorted(os.listdir(bad)) if os.path.isdir(bad) else []:
        for f in glob.glob(os.path.join(bad, target, "*")):
            if os.path.isfile(f):
                put(out, target, read(f))

    for target in sorted(os.listdir(out)):
        print("make_seeds: %-17s %4d seeds" % (target, len(os.listdir(os.path.join(out, target)))))


if __name__ == "__main__":
    main()
