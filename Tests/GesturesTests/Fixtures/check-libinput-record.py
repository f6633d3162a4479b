#!/usr/bin/env python3
"""Checks a libinput record file against the structural rules of libinput's
tools/libinput-record-verify-yaml.py and tools/libinput-replay.py (check_file,
create, replay), with an independent YAML parser (PyYAML). Rules that compare a
recording with the machine it was made on (kernel, dmi, git version) are left out.
Prints one line per violation; exit status 1 if there is any."""
import re
import sys

import yaml

errors = []


def check(condition, message):
    if not condition:
        errors.append(message)
    return condition


with open(sys.argv[1]) as f:
    y = yaml.safe_load(f)
strict_udev = "--strict-udev" in sys.argv

for section in ["version", "ndevices", "libinput", "devices"]:
    check(section in y, f"missing top-level '{section}'")
check(isinstance(y["version"], int) and y["version"] == 1, "version must be the int 1")
check(isinstance(y["ndevices"], int) and y["ndevices"] >= 1, "ndevices must be an int >= 1")
check(y["ndevices"] == len(y["devices"]), "ndevices must equal len(devices)")
check(isinstance(y["libinput"]["version"], str), "libinput.version must be a string")
check(isinstance(y["libinput"]["git"], str), "libinput.git must be a string")

for i, d in enumerate(y["devices"]):
    check("evdev" in d, f"device {i}: no evdev")
    evdev = d["evdev"]
    for s in ["name", "id", "codes", "properties"]:
        check(s in evdev, f"device {i}: evdev has no {s}")
    check(isinstance(evdev["name"], str), f"device {i}: name must be a string")
    ids = evdev["id"]
    check(isinstance(ids, list) and len(ids) == 4, f"device {i}: id must be 4 items")
    check(all(isinstance(v, int) for v in ids), f"device {i}: id must be ints")
    check(isinstance(evdev["properties"], list), f"device {i}: properties must be a list")
    for t, codes in evdev["codes"].items():
        check(isinstance(t, int), f"device {i}: codes key {t!r} must be an int")
        check(all(isinstance(c, int) for c in codes), f"device {i}: codes must be ints")
        if t == 3:  # libinput-replay's create() looks up absinfo for every EV_ABS code
            for c in codes:
                row = evdev.get("absinfo", {}).get(c)
                check(isinstance(row, list) and len(row) == 5, f"device {i}: absinfo for {c}")
    if "udev" in d:
        props = d["udev"]["properties"]
        check(isinstance(props, list), f"device {i}: udev properties must be a list")
        for p in props:
            # libinput-replay splits each at the first '='
            check(isinstance(p, str) and "=" in p, f"device {i}: udev property {p!r}")
            if strict_udev:  # libinput-record-verify-yaml.py's pattern, for real udev names
                check(re.match("[A-Z0-9_]+=.+", p), f"device {i}: udev property {p!r}")
    events = d["events"]
    check(isinstance(events, list), f"device {i}: events must be a list")
    for e in events or []:
        check("evdev" in e or "libinput" in e or "hid" in e, f"device {i}: event item {e}")
        if "evdev" not in e:
            continue
        frame = e["evdev"]
        check(len(frame) > 0, f"device {i}: empty evdev frame")
        for row in frame:
            check(len(row) == 5, f"device {i}: row {row} must have 5 items")
            check(all(isinstance(v, int) for v in row), f"device {i}: row {row} must be ints")
            check(0 <= row[1] < 1000000, f"device {i}: row {row} usec out of range")
        last = frame[-1]
        check(last[2] == 0 and last[3] == 0 and last[4] <= 1, f"device {i}: frame must end in SYN_REPORT")
        for row in frame[:-1]:
            check(not (row[2] == 0 and row[3] == 0), f"device {i}: SYN_REPORT inside a frame")

print("\n".join(errors))
sys.exit(1 if errors else 0)
