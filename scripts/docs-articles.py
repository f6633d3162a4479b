#!/usr/bin/env python3
"""Checks that articles show code that runs: every ```swift and ```json block of each article
named is, verbatim, in a .swift or .json file under Examples/ (the packages `make examples`
builds and runs).

Usage: docs-articles.py ARTICLE.md...
"""
import pathlib
import re
import sys

examples = [p.read_text() for p in pathlib.Path("Examples").rglob("*")
            if p.is_file() and p.suffix in (".swift", ".json")]
bad = 0
for article in sys.argv[1:]:
    text = pathlib.Path(article).read_text()
    blocks = re.findall(r"^```(swift|json)\n(.*?)^```", text, re.S | re.M)
    for kind, block in blocks:
        if not any(block.strip() in example for example in examples):
            print(f"docs-check: {article}: this {kind} block is in no file under Examples/:\n"
                  f"{block[:400]}", file=sys.stderr)
            bad += 1
    if not blocks:
        print(f"docs-check: {article}: no swift or json blocks", file=sys.stderr)
        bad += 1
    print(f"docs-check: {article}: {len(blocks)} code blocks, each in a file under Examples/")
sys.exit(1 if bad else 0)
