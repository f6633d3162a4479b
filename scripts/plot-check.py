#!/usr/bin/env python3
"""Checks one rendered plot: plot-check.py FILE.svg FILE.png

The SVG must parse as XML; the PNG (rsvg-convert's rendering of it) must have the SVG's size,
not be blank, and show each lane where the SVG's plot-layout comment says: the lane's swatch
in its colour at its coordinates, the lane's background, and a span drawn in every lane the
layout says has spans. Prints one line per problem; exits 1 when there is any."""
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
    if (width, height) != (round(float(root.get("width"))), round(float(root.get("height")))):
        problems.append(f"PNG is {width}x{height}, SVG {root.get('width')}x{root.get('height')}")

    def px(x, y):
        r = rows[y]
        return tuple(r[x * ch:x * ch + 3])

    def near(a, b, tol=10):
        return all(abs(p - q) <= tol for p, q in zip(a, b))

    def hexrgb(h):
        return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))

    white, background, grid = (255, 255, 255), hexrgb("#f2f4f7"), hexrgb("#dde1e6")
    inked = sum(1 for y in range(0, height, 3) for x in range(0, width, 3) if px(x, y) != white)
    if inked < (width // 3) * (height // 3) // 50:
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
        if sy >= height or sx >= width:
            problems.append(f"lane {name}: outside the picture")
            continue
        if not near(px(sx, sy), hexrgb(colour)):
            problems.append(f"lane {name}: swatch at {sx},{sy} is {px(sx, sy)}, want {colour}")
        samples = [px(xx, yy) for yy in range(y + 1, min(height, y + h), 2)
                   for xx in range(x, min(width, x + w), 2)]
        if not any(near(s, background, 3) for s in samples):
            problems.append(f"lane {name} ({kind}): no lane background at y {y}")
        if spans > 0 and not any(not near(s, background, 6) and not near(s, white, 6)
                                 and not near(s, grid, 6) for s in samples):
            problems.append(f"lane {name} ({kind}): {spans} spans but none drawn at y {y}")
    for p in problems:
        print(f"{svg_path}: {p}")
    return 1 if problems else 0


sys.exit(main())
