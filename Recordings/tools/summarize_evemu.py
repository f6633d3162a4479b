#!/usr/bin/env python3
"""Independent evemu parser: checks recordings and writes SUMMARY.txt blocks and MANIFEST facts.

Usage: summarize_evemu.py LOCAL_PATH [COMPANION_DESC]   (paths relative to Recordings/)

Prints the SUMMARY.txt block on stdout; on stderr one line
    FACTS<TAB>format<TAB>device_name<TAB>n_events<TAB>n_frames<TAB>duration_s<TAB>max_contacts
and any CHECK lines (problems a reader may trip over). Exit status 1 on a malformed file
(description after events, timestamps going backwards, unknown line).

Contacts: protocol B = one per tracking id given to a slot (a new id in a slot lifts the old
one), down/up at the SYN_REPORT that closes the frame; single touch = BTN_TOUCH 1..0. Times are
seconds from the first event of the file. Written for this collection only (no shared code with
the Swift decoder).
"""

import math
import os
import re
import sys

ABS_NAMES = {0x00: "ABS_X", 0x01: "ABS_Y", 0x18: "ABS_PRESSURE", 0x1c: "ABS_TOOL_WIDTH",
             0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR",
             0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR", 0x34: "ABS_MT_ORIENTATION",
             0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE",
             0x39: "ABS_MT_TRACKING_ID", 0x3a: "ABS_MT_PRESSURE", 0x3b: "ABS_MT_DISTANCE"}
PROP_NAMES = {0: "POINTER", 1: "DIRECT", 2: "BUTTONPAD", 3: "SEMI_MT", 4: "TOPBUTTONPAD",
              5: "POINTING_STICK", 6: "ACCELEROMETER"}
TOOLS = {0x145: 1, 0x14d: 2, 0x14e: 3, 0x14f: 4, 0x148: 5}
BTN_TOUCH, BTN_TOOL_FINGER = 0x14a, 0x145
BUTTONS = {0x110, 0x111, 0x112}
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


class Bad(Exception):
    pass


def read_desc(lines, path):
    d = {"name": None, "id": None, "props": set(), "bits": {}, "abs": {}, "version": None, "_pbytes": []}
    events = []
    seen_event = False
    for n, line in enumerate(lines, 1):
        if line.startswith("#"):
            m = re.match(r"^# EVEMU (1\.\d+)", line)
            if m:
                if seen_event or d["name"]:
                    raise Bad(f"{path}:{n}: '# EVEMU' line after the description began")
                d["version"] = m.group(1)
            continue
        if line.strip() == "":
            continue
        tag = line[:2]
        if tag == "E:":
            seen_event = True
            p = line[2:].split("#")[0].split()
            if len(p) != 4:
                raise Bad(f"{path}:{n}: bad E: line")
            sec, _, usec = p[0].partition(".")
            events.append((int(sec) * 1000000 + int(usec.ljust(6, "0")[:6]), int(p[1], 16),
                           int(p[2], 16), int(p[3])))
            continue
        if seen_event:
            raise Bad(f"{path}:{n}: description line after events")
        if tag == "N:":
            d["name"] = line[3:].rstrip("\n")
        elif tag == "I:":
            d["id"] = [int(x, 16) for x in line[3:].split()]
        elif tag == "P:":
            for i, b in enumerate(line[3:].split()):
                v = int(b, 16)
                for bit in range(8):
                    if v & (1 << bit):
                        d["props"].add(len(d.setdefault("_pbytes", [])) * 8 + bit)
                d["_pbytes"].append(v)
        elif tag == "B:":
            p = line[3:].split()
            t = int(p[0], 16)
            arr = d["bits"].setdefault(t, [])
            arr.extend(int(x, 16) for x in p[1:])
        elif tag == "A:":
            p = line[3:].split()
            code = int(p[0], 16)
            vals = [int(x) for x in p[1:]]
            while len(vals) < 5:
                vals.append(0)
            d["abs"][code] = vals[:5]
        elif tag in ("S:", "L:"):
            pass
        else:
            raise Bad(f"{path}:{n}: unknown line {line[:20]!r}")
    return d, events


def has(d, t, c):
    arr = d["bits"].get(t, [])
    return c // 8 < len(arr) and bool(arr[c // 8] & (1 << (c % 8)))


def summarize(local, companion):
    path = os.path.join(ROOT, local)
    lines = open(path, encoding="utf-8").read().split("\n")
    d, events = read_desc(lines, local)
    checks = []
    fmt = f"evemu {d['version']}" if d["version"] else "evemu 1.0 (no '# EVEMU' header)"
    note = None
    if d["name"] is None:
        if not companion:
            raise Bad(f"{local}: events only and no companion description")
        cd, cev = read_desc(open(os.path.join(ROOT, companion), encoding="utf-8").read().split("\n"), companion)
        if cev:
            raise Bad(f"{companion}: description has events")
        desc = cd
        note = f"device description from companion {os.path.basename(companion)}"
    else:
        desc = d
        if companion:
            note = f"file has its own description; companion {os.path.basename(companion)} ignored"
    if not events:
        raise Bad(f"{local}: no events")
    for a, b in zip(events, events[1:]):
        if b[0] < a[0]:
            raise Bad(f"{local}: timestamps go backwards")
    # every event code must be in the description
    for (_, t, c, _) in events:
        if t != 0 and not has(desc, t, c):
            checks.append(f"event type {t:#x} code {c:#x} not in the device description")
            break
    t0 = events[0][0]
    props = desc["props"]
    direct = 1 in props
    mt = has(desc, 3, 0x2f)
    typeA = (not mt) and has(desc, 3, 0x35)
    kind = "touchscreen" if direct else ("touchpad" if (0 in props or 2 in props or has(desc, 1, BTN_TOOL_FINGER)) else "touchscreen")
    out = [local, f"  format: {fmt}"]
    if note:
        out.append(f"  note: {note}")
    i = desc["id"] or [0, 0, 0, 0]
    out.append(f"  device[0]: \"{desc['name']}\"  id bus 0x{i[0]:04x} vid 0x{i[1]:04x} pid 0x{i[2]:04x} ver 0x{i[3]:04x}")
    pn = ",".join(PROP_NAMES.get(p, str(p)) for p in sorted(props)) or "none"
    out.append(f"  type: {kind}; props: {pn}")
    for code in sorted(desc["abs"]):
        if not has(desc, 3, code):
            continue
        mn, mx, fz, fl, res = desc["abs"][code]
        name = ABS_NAMES.get(code, f"ABS_{code:#04x}")
        mm = f" ({(mx - mn) / res:.1f} mm)" if res and code in (0, 1, 0x35, 0x36) else ""
        out.append(f"    {name:<18} [{mn}..{mx}] fuzz {fz} res {res}{mm}")
    adv = sorted(v for k, v in TOOLS.items() if has(desc, 1, k))
    if adv:
        out.append(f"    BTN_TOOL finger counts advertised: {adv}")
    frames = sum(1 for e in events if e[1] == 0 and e[2] == 0)
    dur = (events[-1][0] - t0) / 1e6
    origin = "relative to first event" if t0 < 10**8 else "absolute (epoch)"
    if 10**7 < t0 < 10**15 and t0 < 10**9 * 10**6 // 1000:
        origin = "absolute (monotonic clock)"
    out.append(f"  events: {len(events)} ({frames} frames), duration {dur:.3f} s, first timestamp "
               f"{t0 // 1000000}.{t0 % 1000000:06d} -> {origin}")
    xr = desc["abs"].get(0x35 if (mt or typeA) else 0x00)
    yr = desc["abs"].get(0x36 if (mt or typeA) else 0x01)
    use_mm = bool(xr and yr and xr[4] and yr[4])

    def pos(x, y):
        if use_mm:
            return ((x - xr[0]) / xr[4], (y - yr[0]) / yr[4])
        return (100.0 * (x - xr[0]) / max(1, xr[1] - xr[0]), 100.0 * (y - yr[0]) / max(1, yr[1] - yr[0]))

    unit = "mm" if use_mm else "%"
    contacts = []  # dicts
    clicks = 0
    tools = {}
    max_tool = 0
    max_sim = 0
    dec_fingers = 0  # what a slot decoder that counts BTN_TOOL only past its slots would report
    syn_dropped = any(e[1] == 0 and e[2] == 3 for e in events)
    if syn_dropped:
        checks.append("SYN_DROPPED present")
    if mt:
        nslots = desc["abs"][0x2f][1] + 1
        cur = 0
        tid = [-1] * nslots        # pending
        ctid = [-1] * nslots       # committed
        replaced = [False] * nslots
        sx = [None] * nslots
        sy = [None] * nslots
        live = {}                  # slot -> contact
        for (t, ty, code, val) in events:
            if ty == 3:
                if code == 0x2f:
                    if not 0 <= val < nslots:
                        raise Bad(f"{local}: ABS_MT_SLOT {val} out of range")
                    cur = val
                elif code == 0x39:
                    if val != -1:
                        for o in range(nslots):
                            if o != cur and tid[o] == val:
                                checks.append(f"tracking id {val} in two slots at once")
                        if ctid[cur] != -1 and val != ctid[cur]:
                            replaced[cur] = True
                    tid[cur] = val
                elif code == 0x35:
                    sx[cur] = val
                    if cur in live and live[cur]["start"] is None and sy[cur] is not None:
                        live[cur]["start"] = (sx[cur], sy[cur]); live[cur]["late"] = t
                elif code == 0x36:
                    sy[cur] = val
                    if cur in live and live[cur]["start"] is None and sx[cur] is not None:
                        live[cur]["start"] = (sx[cur], sy[cur]); live[cur]["late"] = t
                elif code == 0x37 and val == 2:
                    checks.append("MT_TOOL_PALM present")
            elif ty == 1:
                if code in TOOLS:
                    tools[code] = val != 0
                elif code in BUTTONS and val == 1:
                    clicks += 1
            elif ty == 0 and code == 0:
                ts = (t - t0) / 1e6
                for s in range(nslots):
                    old, new = ctid[s], tid[s]
                    if old != -1 and (new == -1 or replaced[s]):
                        c = live.pop(s)
                        c["up"] = ts
                    if new != -1 and (old == -1 or replaced[s]):
                        known = sx[s] is not None and sy[s] is not None
                        c = {"slot": s, "tid": new, "down": ts, "up": None, "path": 0.0,
                             "start": (sx[s], sy[s]) if known else None, "late": None,
                             "last": pos(sx[s], sy[s]) if known else None}
                        contacts.append(c)
                        live[s] = c
                    ctid[s] = new
                    replaced[s] = False
                for s_, c in live.items():
                    if sx[s_] is not None and sy[s_] is not None:
                        p = pos(sx[s_], sy[s_])
                        if c["last"] is not None:
                            c["path"] += math.hypot(p[0] - c["last"][0], p[1] - c["last"][1])
                        c["last"] = p
                n = len(live)
                placed = sum(1 for c in live.values() if c["start"] is not None and c["late"] is None)
                max_sim = max(max_sim, n)
                tc = max([TOOLS[k] for k, v in tools.items() if v] or [0])
                max_tool = max(max_tool, tc)
                f = n
                if kind == "touchpad" and tc > nslots:
                    f = max(n, tc)
                dec_fingers = max(dec_fingers, f)
        protocol = "MT type B (slots)"
        for c in contacts:
            if c["start"] is None:
                checks.append(f"contact tid {c['tid']} (slot {c['slot']}) never gets a position")
            elif c["late"] is not None:
                checks.append(f"contact tid {c['tid']} (slot {c['slot']}) gets its position only after touch-down")
    elif typeA:
        raise Bad(f"{local}: protocol A not handled by this script")
    else:
        touching = False
        x = y = None
        live = None
        for (t, ty, code, val) in events:
            if ty == 3 and code in (0, 1):
                if code == 0:
                    x = val
                else:
                    y = val
            elif ty == 1:
                if code == BTN_TOUCH:
                    touching = val != 0
                elif code in TOOLS:
                    tools[code] = val != 0
                elif code in BUTTONS and val == 1:
                    clicks += 1
            elif ty == 0 and code == 0:
                ts = (t - t0) / 1e6
                if live is not None and not touching:
                    live["up"] = ts
                    live = None
                elif live is None and touching:
                    known = x is not None and y is not None
                    live = {"slot": None, "tid": None, "down": ts, "up": None, "path": 0.0,
                            "start": (x, y) if known else None, "late": None,
                            "last": pos(x, y) if known else None}
                    contacts.append(live)
                if live is not None and x is not None and y is not None:
                    p = pos(x, y)
                    if live["start"] is None:
                        live["start"] = (x, y); live["late"] = t
                    if live["last"] is not None:
                        live["path"] += math.hypot(p[0] - live["last"][0], p[1] - live["last"][1])
                    live["last"] = p
                n = 1 if live is not None else 0
                max_sim = max(max_sim, n)
                tc = max([TOOLS[k] for k, v in tools.items() if v] or [0])
                max_tool = max(max_tool, tc)
                if n:
                    dec_fingers = max(dec_fingers, max(n, tc) if kind == "touchpad" else n)
        protocol = "single-touch (BTN_TOUCH + ABS_X/Y)"
    if dec_fingers != max(max_sim, max_tool):
        checks.append(f"finger count: BTN_TOOL says {max_tool}, tracked {max_sim}; a decoder that "
                      f"uses BTN_TOOL only beyond its slots reports {dec_fingers}")
    out.append(f"  protocol: {protocol}; button clicks: {clicks}")
    slots_used = sorted({c["slot"] for c in contacts if c["slot"] is not None})
    su = f"{slots_used}" if mt else "-"
    units = "mm" if use_mm else "% of axis range (no resolution)"
    out.append(f"  contacts: {len(contacts)}; slots used: {su}; max simultaneous tracked: {max_sim}; "
               f"max BTN_TOOL fingers: {max_tool}; units: {units}")
    for k, c in enumerate(contacts, 1):
        slot = str(c["slot"]) if c["slot"] is not None else "-"
        tid = str(c["tid"]) if c["tid"] is not None else "-"
        up = f"{c['up']:8.3f}" if c["up"] is not None else "still-down"
        end_t = c["up"] if c["up"] is not None else dur
        line = (f"    #{k:<3} slot {slot:<4} tid {tid:<6} down {c['down']:8.3f} up {up:>10} "
                f"dur {end_t - c['down']:6.3f}")
        if c["start"] is None:
            line += f"  path {0.0:7.1f}{unit} net {0.0:7.1f}{unit}  no position"
        else:
            s = pos(*c["start"])
            e = c["last"] if c["last"] is not None else s
            net = math.hypot(e[0] - s[0], e[1] - s[1])
            line += (f"  path {c['path']:7.1f}{unit} net {net:7.1f}{unit}  start ({s[0]:.1f},{s[1]:.1f}) "
                     f"end ({e[0]:.1f},{e[1]:.1f})")
            if c["late"] is not None:
                line += f"  (position known from {(c['late'] - t0) / 1e6:.3f})"
        out.append(line)
    facts = (fmt, desc["name"], len(events), frames, f"{dur:.3f}", max(max_sim, max_tool), kind)
    return out, facts, checks


def main():
    local = sys.argv[1]
    companion = sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] else None
    try:
        out, facts, checks = summarize(local, companion)
    except Bad as e:
        print(f"BAD\t{e}", file=sys.stderr)
        sys.exit(1)
    print("\n".join(out))
    print("FACTS\t" + "\t".join(str(x) for x in facts), file=sys.stderr)
    for c in checks:
        print(f"CHECK\t{local}\t{c}", file=sys.stderr)


if __name__ == "__main__":
    main()
