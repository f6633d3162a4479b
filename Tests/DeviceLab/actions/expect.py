#!/usr/bin/env python3
"""Turns the host's offline `gesture-replay --scene S --actions-log --format json TRACE` into what
the guest compares with (86-actions.sh), run by Tests/DeviceLab/run.sh:

  OUT.actions   the action lines alone (JSON), in order
  OUT.expect    the evdev events they send, one a line: DEVICE TYPE CODE VALUE, DEVICE being
                keyboard or pointer, TYPE and CODE decimal (as lab-read prints them), the names
                resolved with the kernel's linux/input-event-codes.h
  OUT.markers   for each "shell" action, "$GESTURE_NAME $GESTURE_PHASE $GESTURE_DIRECTION
                $GESTURE_FINGERS" from its environment (what the lab scene's shell appends)

Usage: expect.py OUT < replay.jsonl
"""
import json
import re
import sys

HEADER = "/usr/include/linux/input-event-codes.h"
TYPES = {"KEY": 1, "BTN": 1, "REL": 2, "ABS": 3}


def codes():
    table = {}
    pat = re.compile(r"#define\s+((?:KEY|BTN|REL|ABS)_\w+)\s+(\w+)")
    with open(HEADER) as f:
        for line in f:
            m = pat.match(line)
            if m:
                table[m.group(1)] = m.group(2)

    def value(name, depth=0):
        v = table[name]
        if re.fullmatch(r"0x[0-9a-fA-F]+|\d+", v):
            return int(v, 0)
        return value(v, depth + 1)

    return value


def main():
    out = sys.argv[1]
    code = codes()
    actions, expect, markers = [], [], []
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        o = json.loads(line)
        if "action" not in o:
            continue
        actions.append(line)
        for dev, name, val in o.get("events", []):
            expect.append("%s %d %d %d" % (dev, TYPES[name.split("_")[0]], code(name), val))
        if o["action"].startswith("shell ") and "environment" in o:
            e = o["environment"]
            markers.append(" ".join(e.get(k, "") for k in
                                    ("GESTURE_NAME", "GESTURE_PHASE", "GESTURE_DIRECTION", "GESTURE_FINGERS")))
    for suffix, lines in (("actions", actions), ("expect", expect), ("markers", markers)):
        with open("%s.%s" % (out, suffix), "w") as f:
            f.writelines(l + "\n" for l in lines)


if __name__ == "__main__":
    main()
