#!/usr/bin/env python3
"""Lab-only touchpad swipes for 86-actions.sh: 3- and 4-finger swipes and a swipe in from the
left edge, on the InputActions touchpad (Synaptics TM3276-022: 97 x 64 mm, 20 units/mm, 5
slots, BTN_TOOL_DOUBLETAP..QUINTTAP), whose device header is copied from a real recording.

The contacts are straight lines at constant speed, a frame every 8 ms, pressure 55 (what the
real recordings report), all fingers down in the first frame and up in the last: the truth is
simply the geometry below (the desktop scene, Examples/Desktop/desktop.json, binds them to
swipe-3 left -> super+Page_Down, swipe-4 right -> super+shift+Page_Up, edge-swipe-right ->
super+a). Not Recordings/synth: these exist only to drive the desktop scene's swipes in the lab,
and their expectations are the host's offline --actions-log of them (run.sh).

Usage: make-swipes.py HEADER-RECORDING OUTDIR   (writes OUTDIR/swipe-3-left.events, ...)
"""
import os
import sys

RES = 20  # units per mm
FRAME_US = 8000
PRESSURE = 55
TOOL = {1: 0x145, 2: 0x14D, 3: 0x14E, 4: 0x14F, 5: 0x148}  # BTN_TOOL_FINGER..QUINTTAP
BTN_TOUCH = 0x14A

# name: (fingers' start points in mm, displacement in mm, duration in s)
SWIPES = {
    "swipe-3-left": ([(80, 18), (82, 32), (80, 46)], (-66, 0), 0.20),
    "swipe-4-right": ([(18, 12), (20, 24), (20, 36), (18, 48)], (66, 0), 0.20),
    "edge-swipe-right": ([(9.5, 32)], (45, 0), 0.20),
    # Ordinary pointer motion (88-grab.sh): one finger, slowly, far from the edges.
    "move-1": ([(40, 30)], (25, 12), 0.60),
}


def main():
    header_src, outdir = sys.argv[1], sys.argv[2]
    with open(header_src) as f:
        header = [l for l in f if not l.startswith("E:")]
    os.makedirs(outdir, exist_ok=True)
    for name, (starts, (dx, dy), dur) in SWIPES.items():
        n = len(starts)
        frames = int(round(dur * 1e6 / FRAME_US))
        lines = list(header)
        lines.insert(1, "# Lab-only synthesized swipe (Tests/DeviceLab/actions/make-swipes.py): %s\n" % name)

        def ev(t_us, typ, code, value):
            lines.append("E: %d.%06d %04x %04x %d\n" % (t_us // 1000000, t_us % 1000000, typ, code, value))

        for k in range(frames + 1):
            t = k * FRAME_US
            u = k / frames
            for i, (x0, y0) in enumerate(starts):
                x = int(round((x0 + dx * u) * RES))
                y = int(round((y0 + dy * u) * RES))
                ev(t, 3, 0x2F, i)
                if k == 0:
                    ev(t, 3, 0x39, 200 + i)
                ev(t, 3, 0x35, x)
                ev(t, 3, 0x36, y)
                if k == 0:
                    ev(t, 3, 0x3A, PRESSURE)
            if k == 0:
                ev(t, 1, BTN_TOUCH, 1)
                ev(t, 1, TOOL[n], 1)
            x0, y0 = starts[0]
            ev(t, 3, 0x00, int(round((x0 + dx * u) * RES)))
            ev(t, 3, 0x01, int(round((y0 + dy * u) * RES)))
            if k == 0:
                ev(t, 3, 0x18, PRESSURE)
            ev(t, 0, 0, 0)
        t = (frames + 1) * FRAME_US
        for i in range(n):
            ev(t, 3, 0x2F, i)
            ev(t, 3, 0x39, -1)
        ev(t, 1, BTN_TOUCH, 0)
        ev(t, 1, TOOL[n], 0)
        ev(t, 3, 0x18, 0)
        ev(t, 0, 0, 0)
        with open(os.path.join(outdir, name + ".events"), "w") as f:
            f.writelines(lines)


if __name__ == "__main__":
    main()
