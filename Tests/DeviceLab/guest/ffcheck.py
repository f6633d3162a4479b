#!/usr/bin/env python3
"""Checks a haptics run in the device lab (issue 6).

    ffcheck.py FF_LOG CLIENT_JSONL [--render RENDER_JSONL] [--max N] [--latency FILE]
               [--expected JSONL] [--unplugged 1] [--name NAME]

FF_LOG is lab-ff's log (src/lab-ff.c: `T_US upload|play|stop|erase|gain ...` and a `summary`
line), CLIENT_JSONL the client's command log (`haptics play --log --format json`, or the
`"haptics"` lines of `live --haptics-log --format json`). Checks that
  - the server received exactly the client's commands, one for one (same ids, effects, lengths);
  - the timeline they make (what plays when, from the first play) equals the rendered one
    (`haptics render --format json`), when given;
  - the summary: over-max=0, max-slots <= N, nothing playing at the end, every id uploaded
    erased.
With --expected (the `--haptics-log` lines of an offline replay), the client's commands (but the
final erases, sent when the session ends) and timeline must equal the replay's.
For HapticEngine runs (haptics-example --log, haptics-lab; scenario 85), `--engine 1`: the client's
times are absolute CLOCK_MONOTONIC, its commands must be logged in time order (the command
handler is called in the order sent: by_time counts any out of order, a failure), and its log
also holds marker lines
`{"lab":KIND,...,"at_us":N}`; with it:
  --patterns NAME=RENDER,...  each pattern's segments (those started by a command sounding that
                              pattern alone) from its own first play equal its rendered timeline;
                              no segment of any other pattern or mix;
  --voices NAME=RENDER,...    the whole timeline equals the one the `start` markers' players make
                              by HapticPriority's rule (higher pre-empts what plays, equal or
                              lower mixes: rumble levels added, saturated at 0xFFFF);
  --one-write NAME,...        (with --voices) these players' starts send no upload at their
                              time: the change they make (a mix, or the pattern alone when it
                              pre-empts) was uploaded ahead;
  --starts FILE               each `start` marker's player plays at exactly its time with one
                              write (no upload at that time); appends `MS NAME` lines to FILE:
                              the server's time of that play minus the scheduled time;
  --calls FILE                after each `call` marker the first command is a play; appends
                              `MS NAME` lines to FILE: the server's time of it minus the marker's.
Appends to --latency FILE one line per play or change of the playing effect, `first MS NAME#I`
or `later MS NAME#I` (I counts the changes from 0): the server's time of it minus its scheduled time (the client's time from its start,
when it sets the gain, added to the server's time of that gain), in ms. Prints one line `ok ...` or `FAIL ...` reasons; status 0 when ok.
"""
import json
import sys


def server_ops(path):
    ops, summary = [], None
    for line in open(path):
        f = line.split()
        if not f:
            continue
        if f[0] == "summary":
            summary = dict(x.split("=", 1) for x in f[1:])
            continue
        if not f[0].isdigit() or len(f) < 2:
            continue
        t = int(f[0]) / 1e6
        kv = dict(x.split("=", 1) for x in f[2:] if "=" in x)
        op = f[1]
        if op == "upload":
            eff = {"type": kv.get("type")}
            if eff["type"] == "rumble":
                eff.update(strong=int(kv["strong"]), weak=int(kv["weak"]))
            elif eff["type"] == "periodic":
                eff.update(waveform=kv["waveform"], period=int(kv["period"]),
                           magnitude=int(kv["magnitude"]))
            ops.append((t, "upload", int(kv["id"]), "new" in f[2:4], int(kv.get("length", 0)),
                        json.dumps(eff, sort_keys=True)))
        elif op in ("play", "stop", "erase"):
            ops.append((t, op, int(kv["id"])))
        elif op == "gain":
            ops.append((t, "gain", int(f[2])))
    # The kernel stops an effect before erasing it (ff-core's erase_effect calls playback(id, 0)),
    # so uinput hands the server a stop before each erase that the client did not send.
    kept = [o for i, o in enumerate(ops)
            if not (o[1] == "stop" and i + 1 < len(ops) and ops[i + 1][1] == "erase"
                    and ops[i + 1][2] == o[2])]
    return kept, summary


def client_ops(path):
    ops = []
    for line in open(path):
        line = line.strip()
        if not line.startswith("{"):
            continue
        c = json.loads(line)
        op = c.get("haptics")
        if op is None:
            continue
        t = c["time"]
        if op == "upload":
            e = c["effect"]
            eff = {"type": e["type"]}
            if e["type"] == "rumble":
                eff.update(strong=e["strong"], weak=e["weak"])
            elif e["type"] == "periodic":
                eff.update(waveform=e["waveform"], period=e["period"], magnitude=e["magnitude"])
            ops.append((t, "upload", c["slot"], c["new"], c["length"],
                        json.dumps(eff, sort_keys=True)))
        elif op in ("play", "stop", "erase"):
            ops.append((t, op, c["slot"]))
        elif op == "gain":
            ops.append((t, "gain", c.get("gain", c.get("value"))))
    return ops


def client_log(path):
    """The client's commands (as client_ops) in time order (see by_time), the patterns sounding
    at each (its "patterns"), and the marker lines."""
    ops, owners, marks = client_ops(path), [], []
    for line in open(path):
        line = line.strip()
        if not line.startswith("{"):
            continue
        c = json.loads(line)
        if "lab" in c:
            marks.append(c)
        elif c.get("haptics") is not None:
            owners.append("+".join(c.get("patterns", [])))
    order = sorted(range(len(ops)), key=lambda i: ops[i][0])
    return [ops[i] for i in order], [owners[i] for i in order], marks


def by_time(ops):
    """The commands in the order of their times (stable), and how many came after a later one.
    A HapticEngine's command handler is called after the engine's lock is released, by one
    thread at a time in the order the commands were queued, so the log's order must be the
    order sent (an engine before that fix once logged a stop before its play). The times are: each command is
    sent under the lock at a time never earlier than the one before."""
    late, latest = 0, None
    for o in ops:
        if latest is not None and o[0] < latest:
            late += 1
        latest = o[0] if latest is None else max(latest, o[0])
    return sorted(ops, key=lambda o: o[0]), late


def timeline(ops, owners=None):
    """[(start s, end s, effect)] of what plays, and the times at which it changes. With owners
    (one per op), each segment also has the owner of the command that started it."""
    effect, playing, segs, changes = {}, None, [], []
    cur = None  # (start, effect[, owner])

    def switch(t, eff, owner=None):
        nonlocal cur
        if cur is not None and (eff is None or eff != cur[1]):
            if t > cur[0]:
                segs.append((cur[0], t) + cur[1:])
            cur = None
        if eff is not None and cur is None:
            cur = (t, eff) if owners is None else (t, eff, owner)
            changes.append(t)

    for i, op in enumerate(ops):
        t, kind = op[0], op[1]
        owner = owners[i] if owners is not None else None
        if kind == "upload":
            effect[op[2]] = op[5]
            if playing == op[2]:
                switch(t, None)
                switch(t, op[5], owner)
        elif kind == "play":
            playing = op[2]
            switch(t, None)
            switch(t, effect.get(op[2]), owner)
        elif kind in ("stop", "erase") and playing == op[2]:
            playing = None
            switch(t, None)
    return segs, changes


def merge(segs):
    out = []
    for s in segs:
        if out and out[-1][2:] == s[2:] and abs(out[-1][1] - s[0]) < 1e-6:
            out[-1] = (out[-1][0], s[1]) + s[2:]
        else:
            out.append(s)
    return out


def render_ms(path):
    """A rendered timeline (`haptics render --format json`): [(start ms, end ms, effect)]."""
    exp = []
    for line in open(path):
        if not line.startswith("{"):
            continue
        r = json.loads(line)
        eff = {k: v for k, v in r.items() if k not in ("start", "length")}
        exp.append((r["start"], r["start"] + r["length"], json.dumps(eff, sort_keys=True)))
    return merge(exp)


def us(seconds):
    return round(seconds * 1e6)


PRIORITY = {"background": 0, "gesture": 1, "notification": 2, "alert": 3}


def voices_timeline(starts, renders):
    """The timeline (µs, absolute) the started players make by HapticPriority's rule, and the
    mixed segments as (start µs, [effect of each voice], mix)."""
    voices = []
    for m in sorted(starts, key=lambda m: m["at_us"]):
        at = m["at_us"]
        segs = [(at + a * 1000, at + b * 1000, json.loads(e)) for a, b, e in
                render_ms(renders[m["player"]])]
        v = {"start": at, "end": max(b for _, b, _ in segs), "prio": PRIORITY[m["priority"]],
             "segs": segs}
        present = [u for u in voices if u["start"] <= at < u["end"]]
        if present and v["prio"] > max(u["prio"] for u in present):
            for u in present:
                u["end"] = at
        voices.append(v)
    cuts = sorted({t for v in voices for a, b, _ in v["segs"] for t in (a, b, v["end"])})
    out, mixes = [], []
    for a, b in zip(cuts, cuts[1:]):
        parts = [e for v in voices if v["start"] <= a < v["end"] for s, t, e in v["segs"]
                 if s <= a < t]
        if not parts:
            continue
        if any(e["type"] != "rumble" for e in parts):
            raise ValueError("only rumble voices are mixed here")
        mix = {"type": "rumble", "strong": min(0xFFFF, sum(e["strong"] for e in parts)),
               "weak": min(0xFFFF, sum(e["weak"] for e in parts))}
        if len(parts) > 1:
            mixes.append((a, parts, mix))
        out.append((a, b, json.dumps(mix, sort_keys=True)))
    return merge(out), mixes


def main(argv):
    ff, client = argv[0], argv[1]
    opts = dict(zip(argv[2::2], argv[3::2]))
    bad = []
    sops, summary = server_ops(ff)
    cops = client_ops(client)
    if "--engine" in opts:
        cops, late = by_time(cops)
        if late:
            bad.append("%d commands logged after a later one: the command handler's order is "
                       "not the order sent" % late)
    strip = lambda ops: [o[1:] if o[1] != "gain" else ("gain",) for o in ops]
    if strip(sops) != strip(cops):
        n = next((i for i, (a, b) in enumerate(zip(strip(sops), strip(cops))) if a != b),
                 min(len(sops), len(cops)))
        bad.append("server got %d commands, client sent %d; first difference at %d: %s vs %s" % (
            len(sops), len(cops), n, sops[n][1:] if n < len(sops) else "-",
            cops[n][1:] if n < len(cops) else "-"))
    csegs, cchanges = timeline(cops)
    ssegs, schanges = timeline(sops)
    if "--render" in opts:
        exp = []
        for line in open(opts["--render"]):
            if not line.startswith("{"):
                continue
            r = json.loads(line)
            eff = {k: v for k, v in r.items() if k not in ("start", "length")}
            exp.append((r["start"] / 1000, (r["start"] + r["length"]) / 1000,
                        json.dumps(eff, sort_keys=True)))
        t0 = csegs[0][0] if csegs else 0
        got = [(round((a - t0) * 1000), round((b - t0) * 1000), e) for a, b, e in merge(csegs)]
        want = [(round(a * 1000), round(b * 1000), e) for a, b, e in merge(exp)]
        if got != want:
            bad.append("timeline %s differs from the rendered %s" % (got[:4], want[:4]))
    if "--expected" in opts:
        eops = client_ops(opts["--expected"])
        kinds = lambda ops: [o[1:] for o in ops if o[1] != "erase"]
        esegs, _ = timeline(eops)
        rel = lambda segs: [(round((a - segs[0][0]) * 1000), round((b - segs[0][0]) * 1000), e)
                            for a, b, e in merge(segs)] if segs else []
        if kinds(cops) != kinds(eops):
            bad.append("commands differ from the replay's: %s vs %s" % (
                kinds(cops)[:3], kinds(eops)[:3]))
        elif rel(csegs) != rel(esegs):
            bad.append("timeline %s differs from the replay's %s" % (rel(csegs)[:4],
                                                                     rel(esegs)[:4]))
    bad += engine_checks(opts, client, sops, cops)
    lat = []
    if len(schanges) == len(cchanges) and schanges:
        # The client's times are its deadlines from its start, when it sets the gain: the gain's
        # arrival at the server is the reference (else the first play's).
        sg = [o[0] for o in sops if o[1] == "gain"]
        cg = [o[0] for o in cops if o[1] == "gain"]
        sref, cref = (sg[0], cg[0]) if sg and cg else (schanges[0], cchanges[0])
        for i, (s, c) in enumerate(zip(schanges, cchanges)):
            if sref == schanges[0] and i == 0:
                continue
            lat.append(("first" if i == 0 else "later", (s - sref - (c - cref)) * 1000))
    elif not bad:
        bad.append("%d effect changes on the server, %d in the client" % (
            len(schanges), len(cchanges)))
    if "--latency" in opts:
        name = opts.get("--name", "-")
        with open(opts["--latency"], "a") as f:
            for i, (k, v) in enumerate(lat):
                f.write("%s %.3f %s#%d\n" % (k, v, name, i))
    if summary is None:
        bad.append("no summary from lab-ff")
    else:
        if summary.get("over-max") != "0":
            bad.append("over the maximum")
        if "--max" in opts and int(summary.get("max-slots", 99)) > int(opts["--max"]):
            bad.append("max-slots %s > %s" % (summary.get("max-slots"), opts["--max"]))
        if "--unplugged" not in opts and summary.get("playing-at-end") != "-":
            bad.append("left playing: %s" % summary.get("playing-at-end"))
    if "--unplugged" not in opts:
        uploaded = {o[2] for o in sops if o[1] == "upload"}
        erased = {o[2] for o in sops if o[1] == "erase"}
        if uploaded - erased:
            bad.append("not erased: %s" % sorted(uploaded - erased))
    plays = sum(1 for o in sops if o[1] == "play")
    ups = sum(1 for o in sops if o[1] == "upload")
    info = "%d commands (%d uploads, %d plays), %d segments, max-slots %s" % (
        len(sops), ups, plays, len(merge(ssegs)), summary and summary.get("max-slots"))
    if NOTES:
        info += "; " + "; ".join(NOTES)
    if bad:
        print("FAIL " + "; ".join(bad) + " [" + info + "]")
        return 1
    print("ok " + info)
    return 0


NOTES = []


def engine_checks(opts, client, sops, cops):
    """--patterns, --voices, --starts, --calls (HapticEngine runs); their reasons to fail."""
    if "--engine" not in opts:
        return []
    bad = []
    cops, owners, marks = client_log(client)
    # The server's commands are the client's one for one (checked before): the same index.
    aligned = [o[1:] if o[1] != "gain" else ("gain",) for o in sops] == \
        [o[1:] if o[1] != "gain" else ("gain",) for o in cops]
    segs, _ = timeline(cops, owners)
    if "--patterns" in opts:
        groups = {}
        for a, b, e, owner in merge(segs):
            groups.setdefault(owner, []).append((a, b, e))
        for item in opts["--patterns"].split(","):
            name, render = item.split("=", 1)
            got = groups.pop(name, [])
            t0 = got[0][0] if got else 0
            got = [(round((a - t0) * 1000), round((b - t0) * 1000), e) for a, b, e in got]
            want = render_ms(render)
            if got != want:
                bad.append("%s: timeline %s differs from the rendered %s" % (
                    name, got[:4], want[:4]))
        if groups:
            bad.append("segments of other patterns: %s" % sorted(groups))
    starts = [m for m in marks if m.get("lab") == "start"]
    if "--voices" in opts:
        renders = dict(x.split("=", 1) for x in opts["--voices"].split(","))
        want, mixes = voices_timeline(starts, renders)
        t0 = min(m["at_us"] for m in starts)
        want = [(round((a - t0) / 1000), round((b - t0) / 1000), e) for a, b, e in want]
        got = [(round((us(a) - t0) / 1000), round((us(b) - t0) / 1000), e)
               for a, b, e, _ in merge(segs)]
        got = merge([(a, b, e) for a, b, e in got])
        if got != want:
            bad.append("timeline %s differs from the mixed %s" % (got, want))
        for a, parts, mix in mixes:
            NOTES.append("mixed at %d ms: strong %s = %d, weak %s = %d" % (
                round((a - t0) / 1000), "+".join(str(e["strong"]) for e in parts), mix["strong"],
                "+".join(str(e["weak"]) for e in parts), mix["weak"]))
        # What each start sent at its time: one play write, or an upload first (a mix the
        # engine could not upload ahead).
        for m in sorted(starts, key=lambda m: m["at_us"]):
            at = m["at_us"]
            here = [i for i, o in enumerate(cops) if us(o[0]) == at]
            late = ""
            p = next((i for i in here if cops[i][1] == "play"), None)
            if aligned and p is not None:
                late = ", played %.1f ms late" % ((us(sops[p][0]) - at) / 1000)
            NOTES.append("at %s's start: %s%s" % (
                m["player"], "+".join(cops[i][1] for i in here) or "nothing", late))
            if m["player"] in opts.get("--one-write", "").split(",") and any(
                    cops[i][1] == "upload" for i in here):
                bad.append("%s's start uploaded at its time: its change was not uploaded ahead"
                           % m["player"])
    if "--starts" in opts:
        lines, leads, ahead = [], [], 0
        for m in starts:
            at, name = m["at_us"], m["player"]
            i = next((i for i, o in enumerate(cops) if o[1] == "play" and us(o[0]) == at
                      and name in owners[i].split("+")), None)
            if i is None:
                bad.append("%s: no play at its time %d" % (name, at))
                continue
            if any(o[1] == "upload" and us(o[0]) == at for o in cops):
                bad.append("%s: an upload at its start (not one write)" % name)
            up = next((j for j in range(i - 1, -1, -1) if cops[j][1] == "upload"
                       and cops[j][2] == cops[i][2]), None)
            if up is not None and us(cops[up][0]) < at:
                ahead += 1
                leads.append((at - us(cops[up][0])) / 1000)
            if aligned:
                lines.append("%.3f %s\n" % ((us(sops[i][0]) - at) / 1000, name))
        with open(opts["--starts"], "a") as f:
            f.writelines(lines)
        if leads:
            NOTES.append("%d of %d starts' effects uploaded ahead, %.1f-%.1f ms before" % (
                ahead, len(starts), min(leads), max(leads)))
    if "--calls" in opts:
        lines = []
        for m in marks:
            if m.get("lab") != "call":
                continue
            name = m["preset"]
            # The call's commands are the first at or after its marker's time.
            pos = next((i for i, o in enumerate(cops) if us(o[0]) >= m["at_us"]), len(cops))
            if pos >= len(cops) or cops[pos][1] != "play":
                bad.append("%s: the call's first command is %s, not a play" % (
                    name, cops[pos][1] if pos < len(cops) else "none"))
            elif aligned:
                lines.append("%.3f %s\n" % ((us(sops[pos][0]) - m["at_us"]) / 1000, name))
        with open(opts["--calls"], "a") as f:
            f.writelines(lines)
    return bad


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
