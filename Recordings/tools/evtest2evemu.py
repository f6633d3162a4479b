#!/usr/bin/env python3
"""Convert `evtest` output (as kept in ChromiumOS autotest's firmware_TouchMTB test data) to evemu.

evtest prints a device header (driver version, ID, name, supported events with absinfo) and then
one line per kernel event:

    Event: time 160278.880972, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 33
    Event: time 160278.881053, -------------- SYN_REPORT ------------

This script rewrites exactly that information in evemu syntax. Nothing is added, dropped or
reordered: every `Event:` line becomes one `E:` line with the same time, type, code and value
(SYN_REPORT / SYN_MT_REPORT / SYN_DROPPED rules become EV_SYN events with value 0). The
description lines (N:, I:, P:, B:, A:) come from the evtest header; what evtest does not print
is left empty (see --help).

Usage:
  evtest2evemu.py full SRC OUT --origin TEXT     header + events -> self-contained evemu 1.3
  evtest2evemu.py desc SRC OUT --origin TEXT     header only     -> description-only .desc
  evtest2evemu.py events SRC OUT --origin TEXT --desc NAME
                                                 events only     -> event-only evemu file

The script fails (exit 1) on any line it does not understand, on a header without a device
name, or on timestamps that go backwards.
"""

import argparse
import re
import sys

EV_MAX_CODE = {  # (type: highest code) for the bitmask lines evemu writes, as evemu 2.x does
    0x00: 0x0F, 0x01: 0x2FF, 0x02: 0x0F, 0x03: 0x3F, 0x04: 0x07, 0x05: 0x10,
    0x11: 0x0F, 0x12: 0x07, 0x14: 0x01, 0x15: 0x7F,
}

EVENT_RE = re.compile(
    r"^Event: time (\d+)\.(\d{6}), type (\d+) \([^)]*\), code (\d+) \(.*\), value (-?\d+)\s*$")
SYN_RE = re.compile(r"^Event: time (\d+)\.(\d{6}), -+ (SYN_REPORT|SYN_MT_REPORT|SYN_DROPPED|SYN_CONFIG) -+\s*$")
SYN_CODES = {"SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3}


class ConvertError(Exception):
    pass


def parse(path):
    """Returns (header dict or None, [events]); events are (sec, usec, type, code, value)."""
    with open(path, encoding="utf-8", errors="strict") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    header = None
    events = []
    i = 0
    if lines and lines[0].startswith("Input driver version"):
        header = {"types": {}, "abs": {}, "props": None}
        cur_type = None
        cur_abs = None
        i = 1
        while i < len(lines) and not lines[i].startswith("Event:"):
            line = lines[i]
            m = re.match(r"^Input device ID: bus 0x([0-9a-f]+) vendor 0x([0-9a-f]+) product 0x([0-9a-f]+) version 0x([0-9a-f]+)$", line)
            if m:
                header["id"] = tuple(int(x, 16) for x in m.groups())
            elif line.startswith("Input device name: "):
                header["name"] = line[len("Input device name: "):].strip().strip('"')
            elif line == "Supported events:":
                pass
            elif re.match(r"^  Event type (\d+) \(", line):
                cur_type = int(re.match(r"^  Event type (\d+)", line).group(1))
                header["types"].setdefault(cur_type, set())
                cur_abs = None
            elif re.match(r"^    Event code (\d+) \(", line):
                code = int(re.match(r"^    Event code (\d+)", line).group(1))
                header["types"][cur_type].add(code)
                if cur_type == 3:
                    cur_abs = {"min": 0, "max": 0, "fuzz": 0, "flat": 0, "res": 0}
                    header["abs"][code] = cur_abs
            elif re.match(r"^      (Value|Min|Max|Fuzz|Flat|Resolution)\s+(-?\d+)$", line):
                k, v = re.match(r"^      (\w+)\s+(-?\d+)$", line).groups()
                if cur_abs is None:
                    raise ConvertError(f"{path}:{i+1}: absinfo outside an EV_ABS code")
                key = {"Value": "value", "Min": "min", "Max": "max", "Fuzz": "fuzz",
                       "Flat": "flat", "Resolution": "res"}[k]
                cur_abs[key] = int(v)
            elif line.startswith("Properties:"):
                header["props"] = set()
            elif re.match(r"^  Property type (\d+) \(", line):
                header["props"].add(int(re.match(r"^  Property type (\d+)", line).group(1)))
            elif line.startswith("Testing ... "):
                pass
            elif line in ("If the display isn't showing, this command may help:",
                          "echo 0 > /sys/module/i915/parameters/i915_enable_fbc"):
                pass  # a hint printed by ChromiumOS's recording tool, not device data
            else:
                raise ConvertError(f"{path}:{i+1}: header line not understood: {line!r}")
            i += 1
        if "name" not in header or "id" not in header:
            raise ConvertError(f"{path}: evtest header without device name or ID")
    for n in range(i, len(lines)):
        line = lines[n]
        m = EVENT_RE.match(line)
        if m:
            s, us, t, c, v = m.groups()
            events.append((int(s), int(us), int(t), int(c), int(v)))
            continue
        m = SYN_RE.match(line)
        if m:
            s, us, name = m.groups()
            events.append((int(s), int(us), 0, SYN_CODES[name], 0))
            continue
        raise ConvertError(f"{path}:{n+1}: event line not understood: {line!r}")
    last = None
    for e in events:
        t = e[0] * 1000000 + e[1]
        if last is not None and t < last:
            raise ConvertError(f"{path}: timestamp goes backwards at {e[0]}.{e[1]:06d}")
        last = t
    return header, events


def description_lines(h):
    out = []
    bus, vendor, product, version = h["id"]
    out.append(f"N: {h['name']}")
    out.append(f"I: {bus:04x} {vendor:04x} {product:04x} {version:04x}")
    props = h["props"] or set()
    pbytes = [0] * 8
    for p in props:
        pbytes[p // 8] |= 1 << (p % 8)
    out.append("P: " + " ".join(f"{b:02x}" for b in pbytes))
    for t, maxcode in EV_MAX_CODE.items():
        nbytes = (maxcode + 8) // 8
        nbytes = ((nbytes + 7) // 8) * 8
        bits = [0] * nbytes
        codes = set(h["types"].get(t, set()))
        if t == 0:
            codes = {0}  # SYN_REPORT: the only EV_SYN code these recordings show
        for c in codes:
            if c > maxcode:
                raise ConvertError(f"code {c} of type {t} beyond evemu's bitmask")
            bits[c // 8] |= 1 << (c % 8)
        for k in range(0, nbytes, 8):
            out.append(f"B: {t:02x} " + " ".join(f"{b:02x}" for b in bits[k:k + 8]))
    for t in h["types"]:
        if t not in EV_MAX_CODE:
            raise ConvertError(f"event type {t} not representable")
    for code in sorted(h["abs"]):
        a = h["abs"][code]
        out.append(f"A: {code:02x} {a['min']} {a['max']} {a['fuzz']} {a['flat']} {a['res']}")
    return out


def event_lines(events):
    return [f"E: {s}.{us:06d} {t:04x} {c:04x} {v}" for (s, us, t, c, v) in events]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["full", "desc", "events"])
    ap.add_argument("src")
    ap.add_argument("out")
    ap.add_argument("--origin", required=True, action="append",
                    help="comment line(s) naming the upstream file (repo, commit, path)")
    ap.add_argument("--desc", help="events mode: the companion description this file needs")
    args = ap.parse_args()
    try:
        header, events = parse(args.src)
        comments = [f"# {o}" for o in args.origin]
        comments.append("# Converted from evtest text output to evemu syntax by Recordings/tools/evtest2evemu.py;")
        comments.append("# every E: line is one upstream 'Event:' line (same time, type, code, value), none added or dropped.")
        if args.mode == "events":
            if events == []:
                raise ConvertError("no events")
            body = comments + [
                "# Event-only file: the upstream file has no device header. Device description: "
                + (args.desc or "(not given)")] + event_lines(events)
        else:
            if header is None:
                raise ConvertError(f"{args.src}: no evtest header")
            props_note = ("# The evtest header lists no input properties, so P: is all zero."
                          if header["props"] is None else "# P: from the evtest 'Properties:' list.")
            body = ["# EVEMU 1.3"] + comments + [
                props_note,
                "# B: 00 (EV_SYN codes) sets SYN_REPORT only; evtest prints no EV_SYN codes.",
            ] + description_lines(header)
            if args.mode == "full":
                if events == []:
                    raise ConvertError("no events")
                body += event_lines(events)
        with open(args.out, "w", encoding="utf-8") as f:
            f.write("\n".join(body) + "\n")
    except ConvertError as e:
        print(f"evtest2evemu: {e}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
