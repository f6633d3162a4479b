#!/usr/bin/env python3
"""Public symbols without a doc comment, from the symbol graphs scripts/docs.sh builds.

Usage: docs-undocumented.py GRAPH-DIR KNOWN-LIST MODULE... [--write]

A public symbol needs a doc comment unless the compiler made it (synthesized members, a raw-value
enum's init(rawValue:)), it is an extension block, or it implements a protocol requirement or overrides a member, whose
documentation DocC shows instead. KNOWN-LIST names the symbols still undocumented, one
`MODULE PATH` a line; a symbol missing from it fails, and a line naming a symbol that is now
documented (or gone) fails too, so the list only shrinks. --write rewrites the list.
"""
import glob
import json
import os
import sys


def undocumented(graph_dir, modules):
    found = set()
    for module in modules:
        files = [os.path.join(graph_dir, module + ".symbols.json")]
        files += glob.glob(os.path.join(graph_dir, module + "@*.symbols.json"))
        for path in files:
            with open(path) as f:
                graph = json.load(f)
            inherited = {r["source"] for r in graph["relationships"]
                         if r["kind"] in ("overrides", "defaultImplementationOf")}
            for s in graph["symbols"]:
                precise = s["identifier"]["precise"]
                if s.get("accessLevel") not in ("public", "open"):
                    continue
                if s["kind"]["identifier"] == "swift.extension":  # an extension block
                    continue
                if "SYNTHESIZED" in precise or precise in inherited or "location" not in s:
                    continue
                if s.get("docComment"):
                    continue
                found.add(f"{module} {'.'.join(s['pathComponents'])}")
    return found


def main():
    args = [a for a in sys.argv[1:] if a != "--write"]
    graph_dir, known_path, modules = args[0], args[1], args[2:]
    found = undocumented(graph_dir, modules)
    if "--write" in sys.argv:
        with open(known_path, "w") as f:
            f.write("# Public symbols still without a doc comment, `MODULE PATH` a line: written by\n"
                    "# scripts/docs-undocumented.py --write; scripts/docs.sh fails on any other, and\n"
                    "# on a line here that is documented now, so the list only shrinks.\n")
            f.write("".join(line + "\n" for line in sorted(found)))
        print(f"docs-undocumented: {len(found)} symbols written to {known_path}")
        return 0
    with open(known_path) as f:
        known = {line.strip() for line in f if line.strip() and not line.startswith("#")}
    new = sorted(found - known)
    stale = sorted(known - found)
    for line in new:
        print(f"docs: undocumented public symbol: {line}")
    for line in stale:
        print(f"docs: {known_path} lists {line}, which is documented now or gone: remove the line")
    print(f"docs: {len(found)} public symbols still undocumented (listed in {known_path})")
    return 1 if new or stale else 0


if __name__ == "__main__":
    sys.exit(main())
