#!/usr/bin/env python3
"""Generate the synthesized evemu traces in Recordings/synth/.

These traces cover cases that no real recording in Recordings/ covers: pinch, rotate,
long press, tap and double-tap on a touchscreen with known resolution, MT protocol A,
SYN_DROPPED, single-touch devices, 2-slot touchpads with extra fingers, and a device
without resolution. They are synthesized, not recorded.

Usage:
  scripts/synthesize-traces.py                 write Recordings/synth/* (default out dir)
  scripts/synthesize-traces.py --out DIR       write into DIR
  scripts/synthesize-traces.py --check         regenerate into a temp dir and compare with
                                               the committed files; exit 1 on any difference
  scripts/synthesize-traces.py --big PATH --bytes N
                                               stream a huge trace of exactly N bytes
                                               (repeated two-finger drags) to PATH

Python 3 standard library only. Output is deterministic: every random number comes from
random.Random(fixed seed), so rerunning produces byte-identical files.

The event stream imitates the Linux input core:
  * MT protocol B: ABS_MT_SLOT is sent only when the slot changes (initial slot 0 is implicit).
    ABS_MT_* values are sent only when they differ from the slot's stored value. The stored
    value survives a lift, so a new contact may not repeat an unchanged X or Y.
  * ABS_X/ABS_Y and BTN_TOUCH are pointer emulation of the oldest active contact, sent only on change.
  * A frame whose only event would be SYN_REPORT is not emitted.
  * Line format is evemu 1.3 (evemu-record): "E: %lu.%06u %04x %04x %04d\\t# description".
    Timestamps are relative to the first event, which is 0.000001.
"""

import argparse
import math
import os
import random
import sys
import tempfile

# ---------------------------------------------------------------------------
# Linux input constants and names (linux/input-event-codes.h, libevdev names)

EV_SYN, EV_KEY, EV_ABS = 0x00, 0x01, 0x03
SYN_REPORT, SYN_CONFIG, SYN_MT_REPORT, SYN_DROPPED = 0, 1, 2, 3

BTN_LEFT = 0x110
BTN_TOOL_FINGER = 0x145
BTN_TOOL_QUINTTAP = 0x148
BTN_TOUCH = 0x14A
BTN_TOOL_DOUBLETAP = 0x14D
BTN_TOOL_TRIPLETAP = 0x14E
BTN_TOOL_QUADTAP = 0x14F

ABS_X, ABS_Y = 0x00, 0x01
ABS_MT_SLOT = 0x2F
ABS_MT_POSITION_X, ABS_MT_POSITION_Y = 0x35, 0x36
ABS_MT_TRACKING_ID = 0x39

INPUT_PROP_POINTER, INPUT_PROP_DIRECT, INPUT_PROP_BUTTONPAD = 0, 1, 2

TYPE_NAMES = {EV_SYN: "EV_SYN", EV_KEY: "EV_KEY", EV_ABS: "EV_ABS"}
SYN_NAMES = {0: "SYN_REPORT", 1: "SYN_CONFIG", 2: "SYN_MT_REPORT", 3: "SYN_DROPPED", 15: "SYN_MAX"}
KEY_NAMES = {
    BTN_LEFT: "BTN_LEFT", BTN_TOOL_FINGER: "BTN_TOOL_FINGER", BTN_TOOL_QUINTTAP: "BTN_TOOL_QUINTTAP",
    BTN_TOUCH: "BTN_TOUCH", BTN_TOOL_DOUBLETAP: "BTN_TOOL_DOUBLETAP",
    BTN_TOOL_TRIPLETAP: "BTN_TOOL_TRIPLETAP", BTN_TOOL_QUADTAP: "BTN_TOOL_QUADTAP",
    0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE",
}
ABS_NAMES = {
    ABS_X: "ABS_X", ABS_Y: "ABS_Y", ABS_MT_SLOT: "ABS_MT_SLOT",
    ABS_MT_POSITION_X: "ABS_MT_POSITION_X", ABS_MT_POSITION_Y: "ABS_MT_POSITION_Y",
    ABS_MT_TRACKING_ID: "ABS_MT_TRACKING_ID",
    # not used by the synthesized devices; needed to re-render the real recordings in --check
    0x18: "ABS_PRESSURE", 0x1c: "ABS_TOOL_WIDTH", 0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR",
    0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR", 0x34: "ABS_MT_ORIENTATION",
    0x37: "ABS_MT_TOOL_TYPE", 0x3a: "ABS_MT_PRESSURE",
}
PROP_NAMES = {INPUT_PROP_POINTER: "INPUT_PROP_POINTER", INPUT_PROP_DIRECT: "INPUT_PROP_DIRECT",
              INPUT_PROP_BUTTONPAD: "INPUT_PROP_BUTTONPAD"}
CODE_NAMES = {EV_SYN: SYN_NAMES, EV_KEY: KEY_NAMES, EV_ABS: ABS_NAMES}

SYNTH_COMMENT = "# Synthesized by scripts/synthesize-traces.py \u2014 not a real recording"
FRAME_US = 8000          # 125 Hz
JITTER_US = 400          # frame time jitter, +-400 us


def code_name(ev_type, code):
    return CODE_NAMES[ev_type].get(code, "(null)")


def c_hex04(v):
    """C printf("%#04x", v): 0 prints as 0000 (no 0x prefix for zero)."""
    return "%04x" % v if v == 0 else "%#04x" % v


# ---------------------------------------------------------------------------
# Device description (evemu 1.3 header, as evemu-record writes it)

class Device:
    def __init__(self, name, bustype, props, keys, absinfo, vendor=0, product=0, version=0):
        self.name = name
        self.bustype, self.vendor, self.product, self.version = bustype, vendor, product, version
        self.props = sorted(props)
        self.keys = sorted(keys)
        self.absinfo = dict(sorted(absinfo.items()))   # code -> (min, max, fuzz, flat, res)

    def res(self, code):
        return self.absinfo[code][4]

    def has_abs(self, code):
        return code in self.absinfo

    def has_key(self, code):
        return code in self.keys

    def header(self, comments):
        out = ["# EVEMU 1.3", SYNTH_COMMENT]
        out += ["# " + c if c else "#" for c in comments]
        out.append('# Input device name: "%s"' % self.name)
        out.append("# Input device ID: bus %s vendor %s product %s version %s" % (
            c_hex04(self.bustype), c_hex04(self.vendor), c_hex04(self.product), c_hex04(self.version)))
        if self.has_abs(ABS_X) and self.has_abs(ABS_Y):
            w = h = 0
            mn, mx, _, _, r = self.absinfo[ABS_X]
            if r:
                w = (mx - mn) // r
            mn, mx, _, _, r = self.absinfo[ABS_Y]
            if r:
                h = (mx - mn) // r
            if w and h:
                out.append("# Size in mm: %dx%d" % (w, h))
        out.append("# Supported events:")
        # EV_SYN as a real kernel/libevdev lists it (all codes 0..SYN_MAX)
        out.append("#   Event type 0 (EV_SYN)")
        for c in range(16):
            out.append("#     Event code %d (%s)" % (c, SYN_NAMES.get(c, "(null)")))
        if self.keys:
            out.append("#   Event type 1 (EV_KEY)")
            for c in self.keys:
                out.append("#     Event code %d (%s)" % (c, KEY_NAMES[c]))
        out.append("#   Event type 3 (EV_ABS)")
        for c, (mn, mx, fz, fl, r) in self.absinfo.items():
            out.append("#     Event code %d (%s)" % (c, ABS_NAMES[c]))
            out.append("#       Value   %6d" % 0)
            out.append("#       Min     %6d" % mn)
            out.append("#       Max     %6d" % mx)
            out.append("#       Fuzz    %6d" % fz)
            out.append("#       Flat    %6d" % fl)
            out.append("#       Resolution %3d" % r)
        out.append("# Properties:")
        for p in self.props:
            out.append("#   Property  type %d (%s)" % (p, PROP_NAMES[p]))
        out.append("N: %s" % self.name)
        out.append("I: %04x %04x %04x %04x" % (self.bustype, self.vendor, self.product, self.version))
        pmask = bytearray(8)
        for p in self.props:
            pmask[p // 8] |= 1 << (p % 8)
        out.append("P: " + " ".join("%02x" % b for b in pmask))
        out.append("B: 00 0b 00 00 00 00 00 00 00")
        # (type, number of 8-byte lines) exactly as evemu 1.3 + libevdev write them
        for ev_type, nlines in ((0x01, 12), (0x02, 1), (0x03, 1), (0x04, 1), (0x05, 1),
                                (0x11, 1), (0x12, 1), (0x14, 1), (0x15, 2)):
            mask = bytearray(8 * nlines)
            codes = self.keys if ev_type == EV_KEY else (self.absinfo if ev_type == EV_ABS else ())
            for c in codes:
                mask[c // 8] |= 1 << (c % 8)
            for i in range(0, len(mask), 8):
                out.append("B: %02x " % ev_type + " ".join("%02x" % b for b in mask[i:i + 8]))
        for c, (mn, mx, fz, fl, r) in self.absinfo.items():
            out.append("A: %02x %d %d %d %d %d" % (c, mn, mx, fz, fl, r))
        out.append("################################")
        out.append("#      Waiting for events      #")
        out.append("################################")
        return "".join(line + "\n" for line in out)


def touchscreen(name="Gestures Synthetic Touchscreen", res=15, slots=True):
    """16:10 panel, 256 x 160 mm at 15 units/mm (X 0..3839, Y 0..2399)."""
    absinfo = {
        ABS_X: (0, 3839, 0, 0, res), ABS_Y: (0, 2399, 0, 0, res),
        ABS_MT_POSITION_X: (0, 3839, 0, 0, res), ABS_MT_POSITION_Y: (0, 2399, 0, 0, res),
    }
    if slots:
        absinfo[ABS_MT_SLOT] = (0, 9, 0, 0, 0)
        absinfo[ABS_MT_TRACKING_ID] = (0, 65535, 0, 0, 0)
    return Device(name, 0x0003, [INPUT_PROP_DIRECT], [BTN_TOUCH], absinfo)


def touchscreen_protocol_a():
    """MT protocol A, MT axes only: no slots, no tracking ids, no BTN_TOUCH/ABS_X/ABS_Y."""
    absinfo = {ABS_MT_POSITION_X: (0, 3839, 0, 0, 15), ABS_MT_POSITION_Y: (0, 2399, 0, 0, 15)}
    return Device("Gestures Synthetic Touchscreen (MT protocol A)", 0x0003, [INPUT_PROP_DIRECT], [], absinfo)


def single_touch_screen():
    absinfo = {ABS_X: (0, 3839, 0, 0, 15), ABS_Y: (0, 2399, 0, 0, 15)}
    return Device("Gestures Synthetic Single-Touch Screen", 0x0003, [INPUT_PROP_DIRECT], [BTN_TOUCH], absinfo)


def touchpad():
    """2-slot clickpad, 100 x 60 mm at 42 units/mm."""
    absinfo = {
        ABS_X: (0, 4200, 0, 0, 42), ABS_Y: (0, 2520, 0, 0, 42),
        ABS_MT_SLOT: (0, 1, 0, 0, 0),
        ABS_MT_POSITION_X: (0, 4200, 0, 0, 42), ABS_MT_POSITION_Y: (0, 2520, 0, 0, 42),
        ABS_MT_TRACKING_ID: (0, 65535, 0, 0, 0),
    }
    keys = [BTN_LEFT, BTN_TOOL_FINGER, BTN_TOUCH, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP, BTN_TOOL_QUADTAP]
    return Device("Gestures Synthetic Touchpad", 0x0011, [INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD], keys, absinfo)


# ---------------------------------------------------------------------------
# Event line writer (evemu 1.3 evemu_write_event + write_event_desc)

class EventWriter:
    def __init__(self):
        self.lines = []
        self.last_ms = 0          # static in evemu: ms of the previous SYN (not SYN_MT_REPORT)
        self.last_t = 0
        self.n_events = 0

    def event(self, t_us, ev_type, code, value):
        assert t_us >= self.last_t, "timestamps must not decrease"
        self.last_t = t_us
        sec, usec = divmod(t_us, 1000000)
        head = "E: %d.%06d %04x %04x %04d\t" % (sec, usec, ev_type, code, value)
        if ev_type == EV_SYN:
            if code == SYN_MT_REPORT:
                desc = "# ++++++++++++ %s (%d) ++++++++++" % (code_name(ev_type, code), value)
            else:
                ms = sec * 1000 + usec // 1000
                dt = ms - self.last_ms
                self.last_ms = ms
                desc = "# ------------ %s (%d) ---------- %+dms" % (code_name(ev_type, code), value, dt)
        else:
            desc = "# %s / %-20s %d" % (TYPE_NAMES[ev_type], code_name(ev_type, code), value)
        self.lines.append(head + desc + "\n")
        self.n_events += 1

    def text(self):
        return "".join(self.lines)


# ---------------------------------------------------------------------------
# Kernel-like emitters

class Finger:
    """A contact. path(k) -> (x, y) in device units for frame k, down_frame <= k < up_frame.
    At up_frame the contact lifts. slot=None for protocol A / single touch."""

    def __init__(self, down, up, path, slot=None):
        self.down, self.up, self.path, self.slot = down, up, path, slot
        self.tid = None
        self.cancel_frame = None


class FrameClock:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.jit = [0]

    def t(self, k):
        """Timestamp (us, absolute in file) of frame k; frame 0 is 0.000001."""
        while len(self.jit) <= k:
            self.jit.append(self.rng.randint(-JITTER_US, JITTER_US))
        return 1 + k * FRAME_US + self.jit[k]


class MTBEmitter:
    """MT protocol B with pointer emulation, input-core style value filtering."""

    def __init__(self, dev, writer, first_tid=100, touchpad_order=False):
        self.dev, self.w = dev, writer
        self.cur_slot = 0
        nslots = dev.absinfo[ABS_MT_SLOT][1] + 1
        self.slot_tid = [-1] * nslots
        self.slot_xy = [[None, None] for _ in range(nslots)]
        self.slot_age = [None] * nslots
        self.age = 0
        self.next_tid = first_tid
        self.key = {}
        self.absv = {}
        self.touchpad_order = touchpad_order

    def _abs(self, t, code, v, out):
        if self.absv.get(code) != v:
            self.absv[code] = v
            out.append((EV_ABS, code, v))

    def _key(self, t, code, v, out):
        if self.dev.has_key(code) and self.key.get(code, 0) != v:
            self.key[code] = v
            out.append((EV_KEY, code, v))

    def frame(self, t, contacts, finger_count=None, drop_after=None):
        """contacts: {slot: (x, y)} for every active contact this frame (absent = lifted).
        Returns {slot: tid} of contacts that went down in this frame."""
        out = []
        started = {}
        for s in range(len(self.slot_tid)):
            active = self.slot_tid[s] >= 0
            want = s in contacts
            if not active and not want:
                continue
            evs = []
            if active and not want:
                evs.append((ABS_MT_TRACKING_ID, -1))
            else:
                x, y = contacts[s]
                if not active:
                    tid = self.next_tid
                    self.next_tid = (self.next_tid + 1) % 65536
                    evs.append((ABS_MT_TRACKING_ID, tid))
                    started[s] = tid
                sx, sy = self.slot_xy[s]
                if x != sx:
                    evs.append((ABS_MT_POSITION_X, x))
                if y != sy:
                    evs.append((ABS_MT_POSITION_Y, y))
            if not evs:
                continue
            if s != self.cur_slot:
                out.append((EV_ABS, ABS_MT_SLOT, s))
                self.cur_slot = s
            for code, v in evs:
                out.append((EV_ABS, code, v))
                if code == ABS_MT_TRACKING_ID:
                    self.slot_tid[s] = v
                    if v >= 0:
                        self.slot_age[s] = self.age
                        self.age += 1
                elif code == ABS_MT_POSITION_X:
                    self.slot_xy[s][0] = v
                else:
                    self.slot_xy[s][1] = v
        active = [s for s in range(len(self.slot_tid)) if self.slot_tid[s] >= 0]
        n = finger_count if finger_count is not None else len(active)
        # pointer emulation: BTN_TOUCH, [finger count], ABS_X/ABS_Y of the oldest contact
        self._key(t, BTN_TOUCH, 1 if active else 0, out)
        tools = ((BTN_TOOL_FINGER, 1), (BTN_TOOL_DOUBLETAP, 2), (BTN_TOOL_TRIPLETAP, 3),
                 (BTN_TOOL_QUADTAP, 4), (BTN_TOOL_QUINTTAP, 5))
        if not self.touchpad_order:
            for code, cnt in tools:
                self._key(t, code, 1 if n == cnt else 0, out)
        if active:
            oldest = min(active, key=lambda s: self.slot_age[s])
            if self.dev.has_abs(ABS_X):
                self._abs(t, ABS_X, self.slot_xy[oldest][0], out)
                self._abs(t, ABS_Y, self.slot_xy[oldest][1], out)
        if self.touchpad_order:   # Synaptics PS/2: pointer emulation, then finger count
            for code, cnt in tools:
                self._key(t, code, 1 if n == cnt else 0, out)
        if not out:
            return started         # the input core drops frames that contain only SYN_REPORT
        if drop_after is not None:
            # SYN_DROPPED lands before event #drop_after of this packet; the rest of the
            # packet follows, up to and including its SYN_REPORT.
            out.insert(drop_after, (EV_SYN, SYN_DROPPED, 0))
        for ev_type, code, v in out:
            self.w.event(t, ev_type, code, v)
        self.w.event(t, EV_SYN, SYN_REPORT, 0)
        return started


def run_protocol_b(dev, fingers, nframes, seed, first_tid=100, finger_count=None,
                   touchpad_order=False, drop=None):
    """fingers: list of Finger with slots. finger_count(k) optionally overrides BTN_TOOL count.
    drop: (frame, index) - insert SYN_DROPPED in that frame's packet before event #index."""
    w = EventWriter()
    clock = FrameClock(seed)
    em = MTBEmitter(dev, w, first_tid, touchpad_order)
    for k in range(nframes):
        contacts = {}
        for f in fingers:
            if f.down <= k < f.up:
                contacts[f.slot] = f.path(k)
        fc = finger_count(k) if finger_count else None
        started = em.frame(clock.t(k), contacts, fc, drop[1] if drop and drop[0] == k else None)
        for f in fingers:
            if f.down == k:
                f.tid = started[f.slot]
    return w, clock


# ---------------------------------------------------------------------------
# Geometry helpers

def units(mm, res=15):
    return int(round(mm * res))


def lerp(a, b, u):
    return a + (b - a) * u


def smooth(u):
    """Ease in/out (smoothstep), 0..1 -> 0..1."""
    u = min(max(u, 0.0), 1.0)
    return u * u * (3 - 2 * u)


def progress(k, k0, k1):
    return 0.0 if k <= k0 else 1.0 if k >= k1 else (k - k0) / (k1 - k0)


# ---------------------------------------------------------------------------
# Ground truth

class Truth:
    def __init__(self):
        self.rows = []       # per contact
        self.gestures = []   # per file (markdown description + facts)

    def add_contacts(self, fname, fingers, clock, res, kinds=None):
        for i, f in enumerate(fingers, 1):
            t0 = clock.t(f.down) - 1
            if f.path(f.down) is None:        # finger seen only through BTN_TOOL_*
                x0 = y0 = x1 = y1 = None
            else:
                x0, y0 = f.path(f.down)
                x1, y1 = f.path(f.up - 1)
            if f.cancel_frame is not None:
                up = "cancelled@%.3f" % ((clock.t(f.cancel_frame) - 1) / 1e6)
            else:
                up = "%.3f" % ((clock.t(f.up) - 1) / 1e6)
            mm = (lambda v: "%.2f" % (v / res)) if res else (lambda v: "NA")
            raw = str
            if x0 is None:
                mm = raw = (lambda v: "NA")
            self.rows.append([fname, str(i), "-" if f.slot is None else str(f.slot),
                              "-" if f.tid is None else str(f.tid),
                              "%.3f" % (t0 / 1e6), up, mm(x0), mm(y0), mm(x1), mm(y1),
                              raw(x0), raw(y0), raw(x1), raw(y1),
                              (kinds[i - 1] if kinds else "tracked")])

    def tsv(self):
        head = ["file", "contact", "slot", "tracking_id", "down_s", "up_s",
                "start_x_mm", "start_y_mm", "end_x_mm", "end_y_mm",
                "start_x", "start_y", "end_x", "end_y", "kind"]
        return "".join("\t".join(r) + "\n" for r in [head] + self.rows)


def dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def fmt_mm(p, res=15):
    return "(%.2f, %.2f)" % (p[0] / res, p[1] / res)


# ---------------------------------------------------------------------------
# Trace definitions. Each returns (filename, text, description_lines, fingers, clock, res, kinds)

CX, CY = 128.0, 80.0   # screen centre in mm


def write_trace(dev, w, comments):
    return dev.header(comments) + w.text()


def two_finger_geom_trace(fname, seed, spread0, spread1, ang0, ang1, move_ms, title):
    """Two fingers symmetric about the screen centre; spread in mm, angle in degrees
    (screen coordinates, y down, positive = clockwise). Both land in frame 0, hold 3 frames,
    move for move_ms with smoothstep easing, hold 2 frames, lift together."""
    dev = touchscreen()
    hold0 = 3
    nmove = int(round(move_ms / 8.0))
    k_end = hold0 + nmove
    up = k_end + 3

    def geom(k):
        u = smooth(progress(k, hold0, k_end))
        d = lerp(spread0, spread1, u) / 2.0
        a = math.radians(lerp(ang0, ang1, u))
        return d * math.cos(a), d * math.sin(a)

    fa = Finger(0, up, lambda k: (units(CX - geom(k)[0]), units(CY - geom(k)[1])), slot=0)
    fb = Finger(0, up, lambda k: (units(CX + geom(k)[0]), units(CY + geom(k)[1])), slot=1)
    w, clock = run_protocol_b(dev, [fa, fb], up + 1, seed)
    a0, b0 = fa.path(0), fb.path(0)
    a1, b1 = fa.path(up - 1), fb.path(up - 1)
    ang_s = math.degrees(math.atan2(b0[1] - a0[1], b0[0] - a0[0]))
    ang_e = math.degrees(math.atan2(b1[1] - a1[1], b1[0] - a1[0]))
    facts = ["%s" % title,
             "2 contacts (slot 0 = finger A, slot 1 = finger B), both down at 0.000 s, both up at %.3f s"
             % ((clock.t(up) - 1) / 1e6),
             "motion from %.3f s to %.3f s (smoothstep easing); centre (%.1f, %.1f) mm"
             % ((clock.t(hold0) - 1) / 1e6, (clock.t(k_end) - 1) / 1e6, CX, CY),
             "spread (distance A-B): %.2f mm -> %.2f mm (scale %.3f)"
             % (dist(a0, b0) / 15, dist(a1, b1) / 15, dist(a1, b1) / dist(a0, b0)),
             "angle of A->B (atan2(dy, dx), y down, + = clockwise): %.2f deg -> %.2f deg (rotation %+.2f deg)"
             % (ang_s, ang_e, ang_e - ang_s)]
    return fname, dev, w, facts, [fa, fb], clock, 15, None


def trace_long_press():
    dev = touchscreen()
    rng = random.Random(1005)
    x0, y0 = units(CX), units(CY)
    up = 150  # 150 frames * 8 ms = 1.2 s
    jit = [(0, 0)] + [(rng.randint(-3, 3), rng.randint(-3, 3)) for _ in range(up)]
    f = Finger(0, up, lambda k: (x0 + jit[k][0], y0 + jit[k][1]), slot=0)
    w, clock = run_protocol_b(dev, [f], up + 1, 1005)
    maxd = max(dist(f.path(k), f.path(0)) for k in range(up)) / 15
    facts = ["1 finger at (128.00, 80.00) mm, held still then lifted",
             "down 0.000 s, up %.3f s (held %.3f s)" % ((clock.t(up) - 1) / 1e6, (clock.t(up) - 1) / 1e6),
             "jitter: each frame +-3 units (0.2 mm) per axis around the start; max distance from start %.3f mm"
             % maxd]
    return "touchscreen-long-press.events", dev, w, facts, [f], clock, 15, None


def trace_two_finger_drag():
    dev = touchscreen()
    nmove = 87   # 0.7 s / 8 ms ~ 87 frames
    def path(y_mm, k0):
        def p(k):
            u = smooth(progress(k, k0 + 2, k0 + 2 + nmove))
            return units(lerp(78.0, 178.0, u)), units(y_mm)
        return p
    fa = Finger(0, 2 + nmove + 3, path(65.0, 0), slot=0)
    fb = Finger(1, 2 + nmove + 4, path(95.0, 0), slot=1)
    w, clock = run_protocol_b(dev, [fa, fb], fb.up + 1, 1006)
    facts = ["2 fingers 30 mm apart (vertically), moving together 100 mm to the right in 0.7 s (smoothstep)",
             "finger A (slot 0) down at 0.000 s, finger B (slot 1) lands one frame later and lifts one frame later",
             "motion from %.3f s to %.3f s; translation (+100.00, 0.00) mm; spread constant 30.00 mm"
             % ((clock.t(2) - 1) / 1e6, (clock.t(2 + nmove) - 1) / 1e6)]
    return "touchscreen-two-finger-drag.events", dev, w, facts, [fa, fb], clock, 15, None


def trace_one_finger_drag():
    dev = touchscreen()
    nmove = 100  # 0.8 s
    L = 120.0
    ux = uy = 1 / math.sqrt(2)
    sx, sy = 60.0, 30.0

    def p(k):
        u = progress(k, 0, nmove)
        s = L * (0.2 * u + 0.8 * u ** 3)       # accelerating: release at full speed (fling)
        return units(sx + ux * s), units(sy + uy * s)
    f = Finger(0, nmove + 1, p, slot=0)
    w, clock = run_protocol_b(dev, [f], nmove + 2, 1007)
    # end velocity over the last 50 ms / 100 ms of contact
    def vel(dt_frames):
        a, b = f.path(nmove - dt_frames), f.path(nmove)
        return dist(a, b) / 15 / ((clock.t(nmove) - clock.t(nmove - dt_frames)) / 1e6)
    facts = ["1 finger, 120 mm diagonal down-right (45 deg) from (60.00, 30.00) mm to (144.85, 114.85) mm in 0.8 s",
             "accelerating profile s(u) = 120 mm * (0.2u + 0.8u^3); the finger lifts while moving at full speed (fling)",
             "speed at start ~30 mm/s; mean speed over the last 50 ms %.0f mm/s, over the last 100 ms %.0f mm/s; "
             "instantaneous end speed 390 mm/s" % (vel(6), vel(12)),
             "down 0.000 s, last motion %.3f s, up %.3f s" % ((clock.t(nmove) - 1) / 1e6, (clock.t(nmove + 1) - 1) / 1e6)]
    return "touchscreen-one-finger-drag.events", dev, w, facts, [f], clock, 15, None


def tap_fingers(rng, spec):
    """spec: list of (down_frame, up_frame, x_mm, y_mm, slot). +-1 unit jitter per frame."""
    fingers = []
    for down, up, x, y, slot in spec:
        j = {k: (rng.randint(-1, 1), rng.randint(-1, 1)) if k != down else (0, 0) for k in range(down, up)}
        fingers.append(Finger(down, up, (lambda x, y, j: lambda k: (units(x) + j[k][0], units(y) + j[k][1]))(x, y, j),
                              slot=slot))
    return fingers


def trace_tap(fname="touchscreen-tap.events", dev=None, seed=1008):
    dev = dev or touchscreen()
    f = tap_fingers(random.Random(seed), [(0, 9, 128.0, 80.0, 0)])
    w, clock = run_protocol_b(dev, f, 10, seed)
    facts = ["1 finger tap at (128.00, 80.00) mm (jitter +-1 unit), down 0.000 s, up %.3f s"
             % ((clock.t(9) - 1) / 1e6)]
    return fname, dev, w, facts, f, clock, 15, None


def trace_double_tap():
    dev = touchscreen()
    f = tap_fingers(random.Random(1009), [(0, 9, 128.0, 80.0, 0), (28, 36, 130.0, 81.0, 0)])
    w, clock = run_protocol_b(dev, f, 37, 1009)
    t = lambda k: (clock.t(k) - 1) / 1e6
    facts = ["2 taps in slot 0 (new tracking id each), tap 1 at (128.00, 80.00) mm, tap 2 at (130.00, 81.00) mm",
             "tap 1: down %.3f s, up %.3f s (%.0f ms); gap %.0f ms; tap 2: down %.3f s, up %.3f s (%.0f ms)"
             % (t(0), t(9), (t(9) - t(0)) * 1000, (t(28) - t(9)) * 1000, t(28), t(36), (t(36) - t(28)) * 1000),
             "distance between the taps 2.24 mm"]
    return "touchscreen-double-tap.events", dev, w, facts, f, clock, 15, None


def trace_three_finger_tap():
    dev = touchscreen()
    f = tap_fingers(random.Random(1010), [(0, 9, 108.0, 82.0, 0), (0, 10, 128.0, 76.0, 1), (1, 10, 148.0, 82.0, 2)])
    w, clock = run_protocol_b(dev, f, 11, 1010)
    t = lambda k: (clock.t(k) - 1) / 1e6
    facts = ["3 fingers, 20 mm apart horizontally, at (108, 82), (128, 76), (148, 82) mm",
             "downs at %.3f, %.3f, %.3f s; ups at %.3f, %.3f, %.3f s; 3 fingers down together from %.3f to %.3f s"
             % (t(0), t(0), t(1), t(9), t(10), t(10), t(1), t(9))]
    return "touchscreen-three-finger-tap.events", dev, w, facts, f, clock, 15, None


def trace_no_resolution():
    fname, dev, w, facts, f, clock, _, kinds = trace_tap(
        "no-resolution-touchscreen.events", touchscreen("Gestures Synthetic Touchscreen (no resolution)", res=0), 1011)
    facts = ["same device as the tap trace but resolution 0 on every axis: positions are only known in device units "
             "(X 0..3839, Y 0..2399); a decoder must not invent mm",
             "1 finger tap at (1920, 1200) units (50%% / 50%% of the axis range, +-1 unit jitter), down 0.000 s, up %.3f s"
             % ((clock.t(9) - 1) / 1e6)]
    return fname, dev, w, facts, f, clock, 0, kinds


def trace_protocol_a():
    """Two fingers crossing: A left->right along y=75 mm, B right->left along y=85 mm.
    Contacts are reported sorted by x, so the report order swaps when they pass."""
    dev = touchscreen_protocol_a()
    w = EventWriter()
    clock = FrameClock(1012)
    nmove = 75   # 0.6 s
    pa = lambda k: (units(lerp(88.0, 168.0, smooth(progress(k, 2, 2 + nmove)))), units(75.0))
    pb = lambda k: (units(lerp(168.0, 88.0, smooth(progress(k, 2, 2 + nmove)))), units(85.0))
    fa = Finger(0, nmove + 5, pa)
    fb = Finger(0, nmove + 6, pb)
    last_n = 0
    swap_frame = None
    for k in range(nmove + 8):
        t = clock.t(k)
        cs = [f.path(k) for f in (fa, fb) if f.down <= k < f.up]
        cs.sort()
        if fa.down <= k < fa.up and fb.down <= k < fb.up and pa(k)[0] > pb(k)[0] and swap_frame is None:
            swap_frame = k
        if not cs and not last_n:
            continue
        for x, y in cs:
            w.event(t, EV_ABS, ABS_MT_POSITION_X, x)
            w.event(t, EV_ABS, ABS_MT_POSITION_Y, y)
            w.event(t, EV_SYN, SYN_MT_REPORT, 0)
        if not cs:
            w.event(t, EV_SYN, SYN_MT_REPORT, 0)
        w.event(t, EV_SYN, SYN_REPORT, 0)
        last_n = len(cs)
    tt = lambda k: (clock.t(k) - 1) / 1e6
    facts = ["MT protocol A device (MT axes only; no slots, tracking ids, BTN_TOUCH or ABS_X/ABS_Y)",
             "every frame lists all contacts (ABS_MT_POSITION_X, ABS_MT_POSITION_Y, SYN_MT_REPORT), sorted by x; "
             "the empty frame after the last lift is SYN_MT_REPORT then SYN_REPORT",
             "finger A: (88, 75) -> (168, 75) mm; finger B: (168, 85) -> (88, 85) mm; both move %.3f-%.3f s "
             "(smoothstep), passing 10 mm apart at x = 128 mm" % (tt(2), tt(2 + nmove)),
             "report order swaps at %.3f s (A is listed first before, second after): matching by list index is wrong, "
             "nearest-neighbour matching is right" % tt(swap_frame),
             "A lifts at %.3f s (frame lists only B), B lifts at %.3f s (empty frame)" % (tt(fa.up), tt(fb.up))]
    return "protocol-a-two-finger-drag.events", dev, w, facts, [fa, fb], clock, 15, None


def trace_syn_dropped():
    dev = touchscreen()
    n1 = 40          # finger 1 drags for 40 frames; the lift packet (frame 40) overflows
    k2 = 65          # finger 2 lands at frame 65
    f1 = Finger(0, n1, lambda k: (units(lerp(60.0, 140.0, k / 50.0)), units(lerp(60.0, 80.0, k / 50.0))), slot=0)
    f2 = Finger(k2, k2 + 25, lambda k: (units(lerp(200.0, 160.0, (k - k2) / 24.0)), units(120.0)), slot=0)
    # frame n1 is the lift packet: [ABS_MT_TRACKING_ID -1, BTN_TOUCH 0, SYN_REPORT]
    # SYN_DROPPED lands before its first event, so all of it is discarded.
    w, clock = run_protocol_b(dev, [f1, f2], k2 + 26, 1013, drop=(n1, 0))
    f1.cancel_frame = n1
    t = lambda k: (clock.t(k) - 1) / 1e6
    facts = ["1-finger drag; at %.3f s the stream has SYN_DROPPED (0000 0003 0000)" % t(n1),
             "the events after it up to and including the next SYN_REPORT (same timestamp) must be discarded: "
             "they are ABS_MT_TRACKING_ID -1 (the lift of contact 1) and BTN_TOUCH 0",
             "a file cannot be re-synced with EVIOCG* ioctls, so a correct decoder reports: contact 1 "
             "(slot 0, tracking id 100) down 0.000 s, CANCELLED at %.3f s (not a normal up), last position %s mm"
             % (t(n1), fmt_mm(f1.path(n1 - 1))),
             "then contact 2 (slot 0, tracking id 101) down at %.3f s at %s mm, drags 40 mm left, up at %.3f s "
             "at %s mm" % (t(k2), fmt_mm(f2.path(k2)), t(f2.up), fmt_mm(f2.path(f2.up - 1))),
             "a decoder that ignores SYN_DROPPED reports contact 1 as a normal lift at %.3f s instead" % t(n1)]
    return "syn-dropped-mid-drag.events", dev, w, facts, [f1, f2], clock, 15, None


def trace_single_touch():
    dev = single_touch_screen()
    w = EventWriter()
    clock = FrameClock(1014)
    tap = Finger(0, 9, lambda k: (units(60.0), units(50.0)))
    k0 = 45
    drag = Finger(k0, k0 + 64, lambda k: (units(lerp(80.0, 180.0, smooth(progress(k, k0 + 1, k0 + 63)))), units(100.0)))
    state = {"x": None, "y": None, "touch": 0}
    for k in range(k0 + 65):
        t = clock.t(k)
        cur = [f for f in (tap, drag) if f.down <= k < f.up]
        evs = []
        if cur:
            x, y = cur[0].path(k)
            if x != state["x"]:
                evs.append((EV_ABS, ABS_X, x)); state["x"] = x
            if y != state["y"]:
                evs.append((EV_ABS, ABS_Y, y)); state["y"] = y
        touch = 1 if cur else 0
        if touch != state["touch"]:
            evs.append((EV_KEY, BTN_TOUCH, touch)); state["touch"] = touch
        if evs:
            for e in evs:
                w.event(t, *e)
            w.event(t, EV_SYN, SYN_REPORT, 0)
    tt = lambda k: (clock.t(k) - 1) / 1e6
    facts = ["single-touch device: BTN_TOUCH + ABS_X/ABS_Y only (no MT axes); order per frame ABS_X, ABS_Y, BTN_TOUCH",
             "tap at (60.00, 50.00) mm: down 0.000 s, up %.3f s" % tt(9),
             "drag (80.00, 100.00) -> (180.00, 100.00) mm: down %.3f s, moves %.3f-%.3f s (smoothstep), up %.3f s"
             % (tt(k0), tt(k0 + 1), tt(k0 + 63), tt(k0 + 64))]
    return "single-touch-tap-drag.events", dev, w, facts, [tap, drag], clock, 15, None


def trace_touchpad_extra_fingers():
    dev = touchpad()
    R = 42
    u = lambda mm: units(mm, R)
    # fingers 1/2 in slots 0/1; 3 and 4 exist only as BTN_TOOL_TRIPLETAP / QUADTAP
    drift = lambda k: min(k, 60) * 0.05   # slow 3 mm downward drift over the hold
    f1 = Finger(0, 70, lambda k: (u(40.0), u(25.0 + drift(k))), slot=0)
    f2 = Finger(5, 65, lambda k: (u(55.0), u(22.0 + drift(k))), slot=1)
    downs3, ups3 = 10, 55
    downs4, ups4 = 15, 50

    def count(k):
        return sum(1 for a, b in ((f1.down, f1.up), (f2.down, f2.up), (downs3, ups3), (downs4, ups4)) if a <= k < b)
    w, clock = run_protocol_b(dev, [f1, f2], 71, 1015, finger_count=count, touchpad_order=True)
    tt = lambda k: (clock.t(k) - 1) / 1e6
    f3 = Finger(downs3, ups3, lambda k: None)
    f4 = Finger(downs4, ups4, lambda k: None)
    facts = ["2-slot clickpad (INPUT_PROP_POINTER + INPUT_PROP_BUTTONPAD, 100 x 60 mm at 42 units/mm); "
             "per frame: MT events, BTN_TOUCH, ABS_X/ABS_Y, then BTN_TOOL_* (Synaptics PS/2 order)",
             "finger 1 (slot 0) down %.3f s, finger 2 (slot 1) down %.3f s; finger 3 lands %.3f s "
             "(BTN_TOOL_DOUBLETAP 0 -> BTN_TOOL_TRIPLETAP 1), finger 4 lands %.3f s (TRIPLETAP 0 -> QUADTAP 1)"
             % (tt(0), tt(5), tt(downs3), tt(downs4)),
             "fingers 3 and 4 have no slot, tracking id or position: only the BTN_TOOL_* count shows them",
             "lift in reverse: finger 4 %.3f s (QUADTAP -> TRIPLETAP), finger 3 %.3f s (TRIPLETAP -> DOUBLETAP), "
             "finger 2 %.3f s (DOUBLETAP -> FINGER), finger 1 %.3f s (FINGER 0, BTN_TOUCH 0)"
             % (tt(ups4), tt(ups3), tt(f2.up), tt(f1.up)),
             "maximum finger count 4 from %.3f to %.3f s; the two tracked contacts drift 3 mm down while held"
             % (tt(downs4), tt(ups4))]
    return ("touchpad-extra-fingers.events", dev, w, facts, [f1, f2, f3, f4], clock, R,
            ["tracked", "tracked", "btn_tool_only", "btn_tool_only"])


def all_traces():
    return [
        two_finger_geom_trace("touchscreen-pinch-out.events", 1001, 40.0, 120.0, 0.0, 0.0, 600,
                              "pinch out: two fingers on a horizontal line spread 40 mm -> 120 mm in 0.6 s"),
        two_finger_geom_trace("touchscreen-pinch-in.events", 1002, 120.0, 40.0, 0.0, 0.0, 600,
                              "pinch in: two fingers on a horizontal line close 120 mm -> 40 mm in 0.6 s"),
        two_finger_geom_trace("touchscreen-rotate-cw.events", 1003, 80.0, 80.0, 0.0, 90.0, 800,
                              "rotate clockwise on screen (y down): two fingers 80 mm apart turn +90 deg in 0.8 s"),
        two_finger_geom_trace("touchscreen-rotate-ccw.events", 1004, 80.0, 80.0, 0.0, -90.0, 800,
                              "rotate counter-clockwise on screen (y down): two fingers 80 mm apart turn -90 deg in 0.8 s"),
        trace_long_press(),
        trace_two_finger_drag(),
        trace_one_finger_drag(),
        trace_tap(),
        trace_double_tap(),
        trace_three_finger_tap(),
        trace_protocol_a(),
        trace_syn_dropped(),
        trace_single_touch(),
        trace_touchpad_extra_fingers(),
        trace_no_resolution(),
    ]


# ---------------------------------------------------------------------------
# Output

README_HEAD = """\
# Synthesized traces

**These files are synthesized, not recorded.** `scripts/synthesize-traces.py` generates them
(Python 3, standard library only, fixed seeds). Rerunning the script produces byte-identical files,
and `scripts/synthesize-traces.py --check` verifies that. Do not edit the files by hand: change the
script and regenerate. They cover cases that no real recording in `Recordings/` covers.

All files are evemu 1.3 as `evemu-record` writes it. Each has a `# EVEMU 1.3` line, a
`# Synthesized by ...` line, a comment block with the ground truth, the evtest-like device
comment block, N/I/P/B/A lines, the "Waiting for events" banner and then `E:` lines with evemu's
own trailing `# ...` descriptions. The first event is at `0.000001`. Frames are about 8 ms apart
(125 Hz) with up to 0.4 ms of deterministic jitter. Each frame ends in `SYN_REPORT`.
The streams imitate the kernel input core:
- MT protocol B with implicit initial slot 0. `ABS_MT_SLOT` is sent only when the slot changes.
- An axis value is sent only when it changes. A slot keeps its last X/Y after a lift, so a new
  contact can omit an unchanged `ABS_MT_POSITION_X`/`Y`.
- `BTN_TOUCH`, `ABS_X` and `ABS_Y` are pointer emulation of the oldest active contact.
- Frames that would contain only `SYN_REPORT` are not written.

Devices:
- **Gestures Synthetic Touchscreen**: bus 0x0003, INPUT_PROP_DIRECT, BTN_TOUCH,
  ABS_X/ABS_Y and ABS_MT_POSITION_X/Y 0..3839 x 0..2399 at 15 units/mm (a 256 x 160 mm 16:10 panel;
  evemu's `# Size in mm` comment computes (max - min) / res = 255x159),
  ABS_MT_SLOT 0..9 and ABS_MT_TRACKING_ID 0..65535. Tracking ids start at 100 in every file.
  mm = units / 15, with the origin at the top-left and y pointing down.
- The other devices (protocol A, single touch, 2-slot touchpad, no resolution) are described
  with their trace below.

`GROUND-TRUTH.tsv` has one row per contact:
`file, contact, slot, tracking_id, down_s, up_s, start_x_mm, start_y_mm, end_x_mm, end_y_mm,
start_x, start_y, end_x, end_y, kind`.
- Times are in seconds from the first event, with 3 decimals. `down_s` is the frame where the
  contact appears. `up_s` is the frame where it is gone, or `cancelled@t` when a correct decoder
  must cancel it.
- Start and end positions are in mm (`NA` without resolution) and in raw device units. End is
  the last position before the lift.
- `slot` and `tracking_id` are `-` where the protocol has none.
- `kind` is `tracked`, or `btn_tool_only` for touchpad fingers seen only through BTN_TOOL_*. Those
  rows have `NA` for every position.

A huge trace for memory tests can be streamed with
`scripts/synthesize-traces.py --big PATH --bytes N`. It contains repeated two-finger drags on the
same touchscreen, with one drag per second of trace time and exactly N bytes (padded with comment
lines at the end). It is not committed.

"""


def generate(outdir):
    os.makedirs(outdir, exist_ok=True)
    truth = Truth()
    readme = [README_HEAD]
    for fname, dev, w, facts, fingers, clock, res, kinds in all_traces():
        comments = ["Ground truth (times in s from the first event; mm = units / resolution, y down):"]
        comments += ["  " + f for f in facts]
        text = write_trace(dev, w, comments)
        with open(os.path.join(outdir, fname), "w", encoding="utf-8", newline="\n") as fp:
            fp.write(text)
        truth.add_contacts(fname, fingers, clock, res, kinds)
        nframes = sum(1 for line in w.lines if " 0000 0000 0000\t" in line)
        readme.append("## `%s`\n\n" % fname)
        readme.append("Device: \"%s\" (%s). %d events, %d frames, duration %.3f s.\n\n"
                      % (dev.name, describe_axes(dev), w.n_events, nframes, (w.last_t - 1) / 1e6))
        readme += ["- %s\n" % f for f in facts]
        readme.append("\n| contact | slot | tid | down s | up s | start mm | end mm | start units | end units |\n")
        readme.append("|---|---|---|---|---|---|---|---|---|\n")
        for r in truth.rows:
            if r[0] == fname:
                readme.append("| %s | %s | %s | %s | %s | (%s, %s) | (%s, %s) | (%s, %s) | (%s, %s) |\n"
                              % tuple(r[1:14]))
        readme.append("\n")
    with open(os.path.join(outdir, "GROUND-TRUTH.tsv"), "w", encoding="utf-8", newline="\n") as fp:
        fp.write(truth.tsv())
    with open(os.path.join(outdir, "README.md"), "w", encoding="utf-8", newline="\n") as fp:
        fp.write("".join(readme))


def describe_axes(dev):
    parts = []
    if dev.has_abs(ABS_MT_SLOT):
        parts.append("MT protocol B, %d slots" % (dev.absinfo[ABS_MT_SLOT][1] + 1))
    elif dev.has_abs(ABS_MT_POSITION_X):
        parts.append("MT protocol A")
    else:
        parts.append("single touch")
    code = ABS_MT_POSITION_X if dev.has_abs(ABS_MT_POSITION_X) else ABS_X
    mn, mx, _, _, r = dev.absinfo[code]
    ycode = code + 1
    parts.append("X %d..%d, Y %d..%d, resolution %d units/mm" % (mn, mx, dev.absinfo[ycode][0], dev.absinfo[ycode][1], r))
    parts.append("props " + "+".join(PROP_NAMES[p] for p in dev.props))
    return "; ".join(parts)


# ---------------------------------------------------------------------------
# --big: stream a huge trace without holding it in memory

BIG_CYCLE_US = 1000000    # one two-finger drag per second of trace time


def big_cycle_events(em, clock_jit, base_us):
    """Emit one two-finger drag (frames 0..88 of a 125-frame second) into em."""
    nmove = 87
    for k in range(nmove + 3):
        u = smooth(progress(k, 1, 1 + nmove))
        x = units(lerp(78.0, 178.0, u))
        contacts = {} if k == nmove + 2 else {0: (x, units(65.0)), 1: (x, units(95.0))}
        em.frame(base_us + 1 + k * FRAME_US + clock_jit[k], contacts)


def big_reference(nbytes):
    """Slow path: the same trace rendered event by event (used by --check to test the fast path)."""
    dev = touchscreen("Gestures Synthetic Touchscreen (big trace)")
    header = dev.header(["Huge synthesized trace for peak-memory tests: repeated two-finger drags, "
                         "one per second of trace time"]).encode()
    rng = random.Random(4242)
    jit = [0] + [rng.randint(-JITTER_US, JITTER_US) for _ in range(124)]
    w = EventWriter()
    em = MTBEmitter(dev, w, 100)
    out = bytearray(header)
    c = 0
    while True:
        w.lines = []
        big_cycle_events(em, jit, c * BIG_CYCLE_US)
        chunk = w.text().encode()
        if not fits(len(out) + len(chunk), nbytes):
            break
        out += chunk
        c += 1
    out += pad_comment(nbytes - len(out))
    return bytes(out)


def fits(total, nbytes):
    """A chunk may end at total bytes if the rest can still be padded (never exactly 1 byte)."""
    return total <= nbytes and nbytes - total != 1


def pad_comment(n):
    """n bytes of comment lines ('#...\\n', at most 80 bytes each)."""
    if n == 0:
        return b""
    assert n >= 2, "cannot pad 1 byte"
    lines = []
    while n > 0:
        take = n if n <= 80 else (80 if n - 80 >= 2 else n - 2)
        lines.append(b"#" + b" " * (take - 2) + b"\n")
        n -= take
    return b"".join(lines)


def big(path, nbytes):
    """Fast path: every cycle after the first is identical except for the seconds field of
    each timestamp and the two tracking ids, so each cycle is one bytes.join()."""
    dev = touchscreen("Gestures Synthetic Touchscreen (big trace)")
    header = dev.header(["Huge synthesized trace for peak-memory tests: repeated two-finger drags, "
                         "one per second of trace time"]).encode()
    if nbytes < len(header) + 2:
        sys.exit("--bytes must be at least %d" % (len(header) + 2))
    rng = random.Random(4242)
    jit = [0] + [rng.randint(-JITTER_US, JITTER_US) for _ in range(124)]
    w = EventWriter()
    em = MTBEmitter(dev, w, 100)
    big_cycle_events(em, jit, 0)
    first = w.text().encode()
    # template from cycle 1 (its first SYN_REPORT delta is the steady-state one)
    w.lines = []
    tid0 = em.next_tid
    big_cycle_events(em, jit, BIG_CYCLE_US)
    lines = w.lines
    tid_lines = [i for i, l in enumerate(lines) if " 0003 0039 " in l and not l.split()[4].startswith("-")]
    assert len(tid_lines) == 2 and all(l.startswith("E: 1.") for l in lines)
    head_n = tid_lines[-1] + 1
    head_tpl = "".join(lines[:head_n])
    for i, tid in enumerate((tid0, tid0 + 1)):
        head_tpl = head_tpl.replace("%04d\t# EV_ABS / ABS_MT_TRACKING_ID   %d\n" % (tid, tid),
                                    "{t%d:04d}\t# EV_ABS / ABS_MT_TRACKING_ID   {t%d}\n" % (i, i))
    head_tpl = head_tpl.replace("E: 1.", "E: {s}.")
    tail_parts = [p.encode() for p in "".join(lines[head_n:]).split("E: 1.")]
    tail_parts = [tail_parts[0]] + [b"E: " + b"\0" + b"." + p for p in tail_parts[1:]]
    tail_tpl = b"".join(tail_parts).split(b"\0")
    total = 0
    buf = []
    buflen = 0
    with open(path, "wb") as fp:
        def put(b):
            nonlocal buflen
            buf.append(b)
            buflen += len(b)
            if buflen >= 1 << 23:
                fp.write(b"".join(buf))
                buf.clear()
                buflen = 0
        put(header)
        total = len(header)
        if fits(total + len(first), nbytes):
            put(first)
            total += len(first)
            c = 1
            tid = tid0
            while True:
                t0, t1 = tid % 65536, (tid + 1) % 65536
                s = str(c)
                chunk = head_tpl.format(s=s, t0=t0, t1=t1).encode() + s.encode().join(tail_tpl)
                if not fits(total + len(chunk), nbytes):
                    break
                put(chunk)
                total += len(chunk)
                c += 1
                tid = (tid + 2) % 65536
        put(pad_comment(nbytes - total))
        fp.write(b"".join(buf))
    return nbytes


# ---------------------------------------------------------------------------

def repo_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def check(outdir):
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        generate(tmp)
        want = sorted(os.listdir(tmp))
        # Golden transition logs (X.events.transitions) live beside the traces; they are the
        # replay tests' business, not this script's.
        have = sorted(n for n in os.listdir(outdir) if not n.endswith(".transitions")) \
            if os.path.isdir(outdir) else []
        for name in sorted(set(want) | set(have)):
            a, b = os.path.join(tmp, name), os.path.join(outdir, name)
            if name not in have:
                print("missing: %s" % b); ok = False
            elif name not in want:
                print("not generated by the script: %s" % b); ok = False
            else:
                with open(a, "rb") as fa, open(b, "rb") as fb:
                    if fa.read() != fb.read():
                        print("differs: %s" % b); ok = False
        # the --big fast path must equal the event-by-event rendering
        for n in (5000, 300000):
            p = os.path.join(tmp, "big.events")
            big(p, n)
            with open(p, "rb") as fp:
                if fp.read() != big_reference(n):
                    print("--big fast path differs from reference rendering (%d bytes)" % n); ok = False
        ok = check_line_format() and ok
    print("OK: %s matches the script" % outdir if ok else "FAILED")
    return ok


def check_line_format():
    """Re-render the E: lines of every real evemu 1.3 recording under Recordings/ with
    EventWriter. They must come out byte-identical to what evemu-record wrote."""
    import re
    pat = re.compile(r"E: (\d+)\.(\d{6}) ([0-9a-f]{4}) ([0-9a-f]{4}) (-?\d+)\t")
    root = os.path.join(repo_root(), "Recordings")
    n_files = n_lines = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != "synth")
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            with open(path, "rb") as fp:
                if fp.read(12) != b"# EVEMU 1.3\n":
                    continue
            with open(path, encoding="utf-8") as fp:
                orig = [line for line in fp if line.startswith("E: ")]
            w = EventWriter()
            for line in orig:
                s, us, t, c, v = pat.match(line).groups()
                w.event(int(s) * 1000000 + int(us), int(t, 16), int(c, 16), int(v))
            for a, b in zip(orig, w.lines):
                if a != b:
                    print("event line format differs from evemu in %s:\n  %r\n  %r" % (path, a, b))
                    return False
            n_files += 1
            n_lines += len(orig)
    print("event line format: %d E: lines of %d real evemu 1.3 recordings re-rendered byte-identically"
          % (n_lines, n_files))
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.path.join(repo_root(), "Recordings", "synth"))
    ap.add_argument("--check", action="store_true", help="regenerate into a temp dir and compare")
    ap.add_argument("--big", metavar="PATH", help="stream a huge two-finger-drag trace to PATH")
    ap.add_argument("--bytes", type=int, default=1000000000, help="size of the --big trace in bytes")
    args = ap.parse_args()
    if args.big:
        big(args.big, args.bytes)
        return 0
    if args.check:
        return 0 if check(args.out) else 1
    generate(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
