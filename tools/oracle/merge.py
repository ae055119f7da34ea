#!/usr/bin/env python3
"""Add the cases of one recorded oracle directory to another.

A new program family is recorded on its own (record.py --families NAME
--out /tmp/new) and merged into the committed corpus, so the existing
cases keep their bytes (a full re-record renumbers XLA's ids in every
optimized module, NOTES.md):

  python3 tools/oracle/merge.py --from /tmp/new --into test/data/oracle

Refuses a different generator (jax, jaxlib, libtpu, python versions) and a
case name already in the corpus. The manifest stays sorted by name.
"""

import argparse
import json
import os
import shutil
import sys

VERSION_KEYS = ("jax", "jaxlib", "libtpu", "python")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="source", required=True, help="recorded directory to add")
    parser.add_argument("--into", required=True, help="corpus directory to extend")
    args = parser.parse_args(argv)

    with open(os.path.join(args.source, "manifest.json")) as f:
        source = json.load(f)
    target_path = os.path.join(args.into, "manifest.json")
    with open(target_path) as f:
        target = json.load(f)
    for key in VERSION_KEYS:
        if source["generator"].get(key) != target["generator"].get(key):
            sys.exit(f"generator differs in {key}: {source['generator'].get(key)} "
                     f"vs {target['generator'].get(key)}")
    if source.get("format") != target.get("format"):
        sys.exit("manifest format differs")
    names = {case["name"] for case in target["cases"]}
    for case in source["cases"]:
        if case["name"] in names:
            sys.exit(f"{case['name']} is already in {args.into}")
    for case in source["cases"]:
        for rel in case["files"].values():
            if rel is None:  # A case XLA did not compile has no optimized module.
                continue
            os.makedirs(os.path.dirname(os.path.join(args.into, rel)), exist_ok=True)
            shutil.copyfile(os.path.join(args.source, rel), os.path.join(args.into, rel))
        target["cases"].append(case)
    target["cases"].sort(key=lambda case: case["name"])
    merged = target["generator"].setdefault("merged", [])
    merged.append(source["generator"].get("command", ""))
    with open(target_path, "w") as f:
        json.dump(target, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"added {len(source['cases'])} cases to {args.into}")


if __name__ == "__main__":
    main(sys.argv[1:])
