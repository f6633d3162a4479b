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


def timeline(ops):
    """[(start s, end s, effect)] of what plays, and the times at which it changes."""
    effect, playing, segs, changes = {}, None, [], []
    cur = None  # (start, effect)

    def switch(t, eff):
        nonlocal cur
        if cur is not None and (eff is None or eff != cur[1]):
            if t > cur[0]:
                segs.append((cur[0], t, cur[1]))
            cur = None
        if eff is not None and cur is None:
            cur = (t, eff)
            changes.append(t)

    for op in ops:
        t, kind = op[0], op[1]
        if kind == "upload":
            effect[op[2]] = op[5]
            if playing == op[2]:
                switch(t, None)
                switch(t, op[5])
        elif kind == "play":
            playing = op[2]
            switch(t, None)
            switch(t, effect.get(op[2]))
        elif kind in ("stop", "erase") and playing == op[2]:
            playing = None
            switch(t, None)
    return segs, changes


def merge(segs):
    out = []
    for s in segs:
        if out and out[-1][2] == s[2] and abs(out[-1][1] - s[0]) < 1e-6:
            out[-1] = (out[-1][0], s[1], s[2])
        else:
            out.append(s)
    return out


def main(argv):
    ff, client = argv[0], argv[1]
    opts = dict(zip(argv[2::2], argv[3::2]))
    bad = []
    sops, summary = server_ops(ff)
    cops = client_ops(client)
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
    if bad:
        print("FAIL " + "; ".join(bad) + " [" + info + "]")
        return 1
    print("ok " + info)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
