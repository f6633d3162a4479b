#!/usr/bin/env python3
"""Checks one rendered plot: plot-check.py FILE.svg FILE.png [ZOOM]

The SVG must parse as XML; the PNG (rsvg-convert's rendering of it) must have the SVG's size,
not be blank, and show each lane where the SVG's plot-layout comment says: the lane's swatch
in its colour at its coordinates, the lane's background, and in every lane with spans some
pixels in its spans' colours (the layout lists them). ZOOM (default 1) is the zoom the PNG was rendered at (rsvg-convert -z):
the layout's coordinates are scaled by it. Prints one line per problem; exits 1 when there is
any."""
import re
import struct
import sys
import xml.etree.ElementTree as ET
import zlib


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise ValueError(f"unsupported PNG (depth {depth}, type {ctype})")
            channels = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def main():
    svg_path, png_path = sys.argv[1], sys.argv[2]
    zoom = float(sys.argv[3]) if len(sys.argv) > 3 else 1.0
    problems = []
    text = open(svg_path, encoding="utf-8").read()
    try:
        root = ET.fromstring(text.encode("utf-8"))
    except ET.ParseError as e:
        print(f"{svg_path}: not well-formed XML: {e}")
        return 1
    if not root.tag.endswith("svg"):
        problems.append(f"root element is {root.tag}")
    m = re.search(r"<!-- plot-layout\n(.*?)-->", text, re.S)
    if not m:
        print(f"{svg_path}: no plot-layout comment")
        return 1
    width, height, ch, rows = read_png(png_path)
    want = (round(float(root.get("width")) * zoom), round(float(root.get("height")) * zoom))
    if abs(width - want[0]) > 1 or abs(height - want[1]) > 1:
        problems.append(f"PNG is {width}x{height}, SVG {root.get('width')}x{root.get('height')}")

    def px(x, y):
        x, y = min(width - 1, int(x * zoom)), min(height - 1, int(y * zoom))
        r = rows[y]
        return tuple(r[x * ch:x * ch + 3])

    def near(a, b, tol=10):
        return all(abs(p - q) <= tol for p, q in zip(a, b))

    def hexrgb(h):
        return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))

    white, background = (255, 255, 255), hexrgb("#f2f4f7")

    def drawn(x, y, w, h, fills):
        """Whether a span shows in the lane: a column of at least 4 PNG pixels (a mark is 18 px
        tall, a label's anti-aliased pixels are not) in one of its spans' colours."""
        x0, x1 = int(x * zoom), min(width, int((x + w) * zoom))
        y0, y1 = int(y * zoom), min(height, int((y + h) * zoom) + 1)
        for f in fills:
            for col in range(x0, x1):
                run = 0
                for row in range(y0, y1):
                    p = tuple(rows[row][col * ch:col * ch + 3])
                    run = run + 1 if near(p, f, 4) else 0
                    if run >= 4:
                        return True
        return False
    full_w, full_h = int(width / zoom), int(height / zoom)
    inked = sum(1 for y in range(0, full_h, 3) for x in range(0, full_w, 3) if px(x, y) != white)
    if inked < (full_w // 3) * (full_h // 3) // 50:
        problems.append(f"blank: only {inked} inked samples")
    for line in m.group(1).splitlines():
        c = line.split("\t")
        if c[0] == "surface":
            x, y, w, h = map(int, c[1:5])
            if not near(px(x + w // 2, y + 2), background) and not near(px(x + 2, y + h - 2), background):
                problems.append("surface panel background not where the layout says")
        if c[0] != "lane":
            continue
        kind, x, y, w, h, sx, sy, colour, spans, name = c[1], *map(int, c[2:8]), c[8], int(c[9]), c[10]
        fills = [hexrgb(f) for f in c[11].split(",") if f] if len(c) > 11 else []
        if sy * zoom >= height or sx * zoom >= width:
            problems.append(f"lane {name}: outside the picture")
            continue
        if not near(px(sx, sy), hexrgb(colour)):
            problems.append(f"lane {name}: swatch at {sx},{sy} is {px(sx, sy)}, want {colour}")
        step = max(1, round(1 / zoom))
        samples = [px(xx, yy) for yy in range(y + 2, min(full_h, y + h - 1), step)
                   for xx in range(x, min(full_w, x + w), step)]
        if not any(near(s, background, 3) for s in samples):
            problems.append(f"lane {name} ({kind}): no lane background at y {y}")
        if spans > 0 and not drawn(x, y, w, h, fills):
            problems.append(f"lane {name} ({kind}): {spans} spans but none drawn at y {y}")
    for p in problems:
        print(f"{svg_path}: {p}")
    return 1 if problems else 0


sys.exit(main())
