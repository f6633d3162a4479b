#!/usr/bin/env python3
"""Writes NOTICE from Recordings/MANIFEST.tsv, or checks that every file in Recordings/ has a licence.

  scripts/notice.py            write NOTICE (refuses, naming the problems, when the manifest is not sound)
  scripts/notice.py --check    the licence check of `make test`: fails, naming each file, when
                               - a file under Recordings/ (git ls-files) has no licence entry: it is
                                 neither a manifest row, nor a row's companion description, nor an
                                 upstream licence text, nor one of the project's own kinds below;
                               - a manifest row or companion names a file that does not exist;
                               - a row's repo, path_in_repo, commit or license is empty (or the commit
                                 is not 40 hex digits), or a companion is named by rows of different
                                 licences;
                               - NOTICE differs from what this script writes now (run `make notice`).

The project's own files in Recordings/ (Apache-2.0, as the rest of the repository):
  - the documentation and metadata named in OWN_FILES (README.md, PROVENANCE.md, MANIFEST.tsv, ...);
  - golden logs: X.transitions and X.actions beside a recording X (a manifest row or a synthesized
    trace), written by scripts/update-golden.sh with gesture-replay;
  - synth/: the traces scripts/synthesize-traces.py writes (synth/*.events, and the libinput
    options some are judged with, synth/X.options), its README.md and GROUND-TRUTH.tsv.
Upstream licence texts (LICENCE_TEXTS) are the licences themselves, kept beside their files.

Python 3 standard library only. The output depends only on MANIFEST.tsv, the tables below and the
first line of each licence text, so it is the same on every machine (sorted, no dates).
"""

import csv
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REC = "Recordings"
MANIFEST = os.path.join(REC, "MANIFEST.tsv")
NOTICE = "NOTICE"

# The licence text kept beside each source's files, by (repo, commit) of the manifest rows.
LICENCE_TEXTS = {
    ("whot/evemu-devices", "3fa30580b542017098a48ec3c8a65bc2a5ba67b3"): "evemu-devices/LICENSE",
    ("taj-ny/InputActions", "4f70fa3ba2958e3da50913ef94df46db255a20a4"): "InputActions/LICENSE",
    ("whot/evemu", "dac0f748327744cfa6e4f7e5977a04f0703f3665"): "evemu/COPYING.at-dac0f748",
    ("whot/evemu", "f59ce16c6f8922fd649381927df19fbef63bb6ff"): "evemu/COPYING",
    ("ibus/ibus", "81ac95ed70b2fe02d41c7735c6788a4c6ab47bcc"): "ibus/COPYING",
    ("libts/tslib", "3576e2f29bfb878b664f87ed619e1afdf7565f75"): "tslib/COPYING",
    ("jingpad-bsp/android_external_autotest", "495304e633270466e700b1299d61ac5b0717fc21"):
        "chromiumos-autotest-firmware_TouchMTB/LICENSE",
    ("p12tic/xorg-integration-tests", "1ffa848434ce084cf02dd1abc231ff99dad0d277"): "xorg-integration-tests/COPYING",
}

# Converted (not byte-identical) sources, by repo: said in NOTICE.
CONVERTED = {
    "jingpad-bsp/android_external_autotest":
        "converted from evtest text output to evemu syntax by Recordings/tools/evtest2evemu.py "
        "(same events, nothing added, dropped or reordered); the companion descriptions are made "
        "from the evtest headers of the files named (Recordings/PROVENANCE.md)",
}

# The project's own files in Recordings/ (paths under Recordings/), with what each is.
OWN_FILES = {
    ".gitattributes": "keeps the recordings byte-identical (no end-of-line conversion)",
    "README.md": "what Recordings/ holds",
    "PROVENANCE.md": "where every file comes from and under which licence",
    "MANIFEST.tsv": "one row per recording: source, commit, licence, device, gesture",
    "SUMMARY.txt": "per-contact facts computed from each recording",
    "touchpads.txt": "the list of touchpad recordings",
    "GOLDEN-REVIEW.md": "the review of the golden logs against the recordings",
    "tools/evtest2evemu.py": "the converter of the ChromiumOS evtest files",
    "tools/summarize_evemu.py": "the independent parser that wrote SUMMARY.txt's later entries",
    "synth/README.md": "what the synthesized traces are",
    "synth/GROUND-TRUTH.tsv": "the synthesized traces' per-contact truth",
}
GOLDEN_SUFFIXES = (".transitions", ".actions")
REQUIRED = ("repo", "path_in_repo", "commit", "license")


def read_manifest():
    """The manifest's rows (a list of dicts) and the problems found reading them."""
    problems = []
    path = os.path.join(ROOT, MANIFEST)
    if not os.path.isfile(path):
        return [], [f"{MANIFEST}: missing"]
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        missing_columns = [c for c in ("local_path",) + REQUIRED + ("companion_desc", "companion_desc_in_repo")
                           if c not in (reader.fieldnames or [])]
        if missing_columns:
            return [], [f"{MANIFEST}: no column {', '.join(missing_columns)}"]
        rows = []
        seen = set()
        for line, row in enumerate(reader, start=2):
            row = {k: (v or "").strip() for k, v in row.items() if k is not None}
            row["line"] = line
            local = row["local_path"]
            where = f"{MANIFEST} line {line} ({REC}/{local})" if local else f"{MANIFEST} line {line}"
            if not local:
                problems.append(f"{where}: empty local_path")
                continue
            if local in seen:
                problems.append(f"{where}: a second row for the same file")
            seen.add(local)
            for field in REQUIRED:
                if not row[field]:
                    problems.append(f"{where}: empty {field}" + (" (no licence entry)" if field == "license" else ""))
            if row["commit"] and not re.fullmatch(r"[0-9a-f]{40}", row["commit"]):
                problems.append(f"{where}: commit is not 40 hex digits: {row['commit']}")
            if bool(row["companion_desc"]) != bool(row["companion_desc_in_repo"]):
                problems.append(f"{where}: companion_desc and companion_desc_in_repo must both be given or both empty")
            rows.append(row)
    return rows, problems


def companions(rows):
    """companion local path -> list of the rows naming it."""
    by = {}
    for r in rows:
        if r["companion_desc"]:
            by.setdefault(r["companion_desc"], []).append(r)
    return by


def copyright_line(text):
    """The copyright notice a licence text starts with (MIT texts name their holder there), or None."""
    if not text:
        return None
    try:
        with open(os.path.join(ROOT, REC, text), encoding="utf-8") as fh:
            first = fh.readline().strip()
    except (OSError, UnicodeDecodeError):
        return None
    return first if first.lower().startswith("copyright") else None


def generate(rows):
    """NOTICE's text."""
    comp = companions(rows)
    out = []
    w = out.append
    w("Gestures")
    w("Copyright 2026 the Gestures contributors")
    w("")
    w("The Gestures source code, documentation, scripts, examples, tests and the project's own")
    w("files in Recordings/ are licensed under the Apache License, Version 2.0 (LICENSE).")
    w("")
    w("THIRD-PARTY DATA: Recordings/")
    w("")
    w("Recordings/ also holds input recordings taken from public repositories. They are test")
    w("input data: nothing in Sources/ is built or linked from them; tests and tools read them at")
    w("run time. Each recording and its companion device description keep their upstream licence,")
    w("which applies to those files only. The licence text sits beside the files in the same")
    w("folder; if you redistribute a recording, keep its licence file next to it.")
    w("Recordings/PROVENANCE.md tells how they were collected; Recordings/MANIFEST.tsv, from which")
    w("this file is generated by scripts/notice.py (`make notice`), is the authority.")
    w("")
    w("Files are taken unchanged from upstream at the commit given unless said otherwise; local")
    w("names drop the upstream folders and replace spaces with '_'.")

    groups = {}
    for r in rows:
        groups.setdefault((r["repo"], r["license"], r["commit"]), []).append(r)
    summary = {}
    for (repo, lic, commit), rs in groups.items():
        summary.setdefault(lic, []).append((repo, commit, len(rs)))
    w("")
    w("Summary by licence (recordings):")
    for lic in sorted(summary):
        for repo, commit, n in sorted(summary[lic]):
            w(f"  {lic}: {n} from {repo} at {commit[:12]}")
    w(f"  total: {len(rows)} recordings and {len(comp)} companion descriptions")

    for (repo, lic, commit) in sorted(groups):
        rs = sorted(groups[(repo, lic, commit)], key=lambda r: r["local_path"])
        w("")
        w("=" * 78)
        w(f"Source:   https://github.com/{repo}")
        w(f"Commit:   {commit}")
        w(f"Licence:  {lic}")
        text = LICENCE_TEXTS.get((repo, commit))
        w(f"Text:     {REC}/{text}" if text else "Text:     (none recorded)")
        holder = copyright_line(text)
        if holder:
            w(f"Notice:   {holder} (the licence text's first line)")
        if repo in CONVERTED:
            w(f"Changes:  {CONVERTED[repo]}")
        w("-" * 78)
        w(f"Recordings ({len(rs)}): local path, then its path upstream")
        for r in rs:
            w(f"  {REC}/{r['local_path']}")
            w(f"      {r['path_in_repo']}")
        cs = sorted({(r["companion_desc"], r["companion_desc_in_repo"]) for r in rs if r["companion_desc"]})
        if cs:
            w(f"Companion device descriptions ({len(cs)}), same commit and licence:")
            for local, upstream in cs:
                w(f"  {REC}/{local}")
                w(f"      {upstream}")

    w("")
    w("=" * 78)
    w("The project's own files in Recordings/ (Apache-2.0, LICENSE):")
    for name in sorted(OWN_FILES):
        w(f"  {REC}/{name}: {OWN_FILES[name]}")
    w(f"  {REC}/synth/*.events: synthesized traces written by scripts/synthesize-traces.py; no")
    w("      upstream recording was used to make them; synth/X.options, the libinput options the")
    w("      trace X is judged and replayed with, written by the same script")
    w(f"  {REC}/**/X.transitions, X.actions: golden logs, gesture-replay's output for the recording")
    w("      or synthesized trace X beside them (scripts/update-golden.sh)")
    return "\n".join(out) + "\n"


def tracked_files():
    """Files under Recordings/ as git tracks them (the index: added files count), relative to it."""
    try:
        listed = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "--", REC],
                                capture_output=True, check=True).stdout.decode("utf-8")
        files = [p for p in listed.split("\0") if p]
        source = "git ls-files"
    except (OSError, subprocess.CalledProcessError):
        files = []
        for d, _, names in os.walk(os.path.join(ROOT, REC)):
            files += [os.path.relpath(os.path.join(d, n), ROOT) for n in names]
        source = "the file system (no git)"
    prefix = REC + "/"
    return sorted(p[len(prefix):] for p in files if p.startswith(prefix)), source


def check(rows, problems):
    comp = companions(rows)
    recordings = {r["local_path"] for r in rows}
    for r in rows:
        where = f"{MANIFEST} line {r['line']}"
        if not os.path.isfile(os.path.join(ROOT, REC, r["local_path"])):
            problems.append(f"{REC}/{r['local_path']}: named by {where} but does not exist")
    for local, rs in sorted(comp.items()):
        if not os.path.isfile(os.path.join(ROOT, REC, local)):
            problems.append(f"{REC}/{local}: companion named by {MANIFEST} line {rs[0]['line']} but does not exist")
        if len({r["license"] for r in rs}) > 1:
            problems.append(f"{REC}/{local}: companion of rows with different licences "
                            f"({', '.join(sorted({r['license'] for r in rs}))})")
        if local in recordings:
            problems.append(f"{REC}/{local}: both a recording and a companion")
    for key in sorted({(r["repo"], r["commit"]) for r in rows if r["repo"] and r["commit"]}):
        text = LICENCE_TEXTS.get(key)
        if text is None:
            problems.append(f"{MANIFEST}: no licence text recorded for {key[0]} at {key[1]} "
                            "(add it beside the files and to LICENCE_TEXTS in scripts/notice.py)")
        elif not os.path.isfile(os.path.join(ROOT, REC, text)):
            problems.append(f"{REC}/{text}: the licence text of {key[0]} does not exist")

    files, source = tracked_files()
    present = set(files)
    synth = {f for f in files if f.startswith("synth/") and f.endswith(".events")}
    licence_texts = set(LICENCE_TEXTS.values())
    kinds = {"recording": 0, "companion": 0, "licence text": 0, "own file": 0, "golden log": 0,
             "synthesized trace": 0}
    for f in files:
        if f in recordings:
            kinds["recording"] += 1
        elif f in comp:
            kinds["companion"] += 1
        elif f in licence_texts:
            kinds["licence text"] += 1
        elif f in OWN_FILES:
            kinds["own file"] += 1
        elif f in synth or (f.endswith(".options") and f[: -len(".options")] in synth):
            kinds["synthesized trace"] += 1
        elif f.endswith(GOLDEN_SUFFIXES) and os.path.splitext(f)[0] in (recordings | synth):
            kinds["golden log"] += 1
        else:
            problems.append(f"{REC}/{f}: no licence entry (not a {MANIFEST} row, a companion, a licence "
                            "text or one of the project's own kinds; see scripts/notice.py)")
    for f in sorted(set(OWN_FILES) - present):
        problems.append(f"{REC}/{f}: listed as the project's own in scripts/notice.py but not tracked")

    expected = generate(rows)
    try:
        with open(os.path.join(ROOT, NOTICE), encoding="utf-8") as fh:
            actual = fh.read()
    except OSError:
        actual = None
    if actual is None:
        problems.append(f"{NOTICE}: missing: run `make notice`")
    elif actual != expected:
        problems.append(f"{NOTICE}: differs from what scripts/notice.py writes now "
                        f"(from {MANIFEST} and the licence texts): run `make notice`")
    return problems, kinds, len(files), source


def main(argv):
    os.chdir(ROOT)
    if argv not in ([], ["--check"]):
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        print("usage: scripts/notice.py [--check]", file=sys.stderr)
        return 2
    rows, problems = read_manifest()
    if argv == ["--check"]:
        problems, kinds, n, source = check(rows, problems)
        for p in problems:
            print(f"licence-check: FAIL: {p}")
        counts = ", ".join(f"{v} {k}" + ("s" if v != 1 else "") for k, v in kinds.items())
        if problems:
            print(f"licence-check: {len(problems)} problem(s) in {n} files under {REC}/ ({source})")
            return 1
        print(f"licence-check: all {n} files under {REC}/ ({source}) have a licence entry "
              f"({counts}); NOTICE is current")
        return 0
    if problems:
        for p in problems:
            print(f"notice: {p}", file=sys.stderr)
        print(f"notice: {NOTICE} not written: fix {MANIFEST} first", file=sys.stderr)
        return 1
    text = generate(rows)
    with open(os.path.join(ROOT, NOTICE), "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"notice: wrote {NOTICE} ({len(rows)} recordings, {len(companions(rows))} companions)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
