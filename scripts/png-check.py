#!/usr/bin/env python3
"""Fails when a screenshot (8-bit RGB or RGBA PNG, not interlaced) looks blank.

Usage: png-check.py FILE [MIN-COLOURS] [MIN-INK-PERCENT]

Decodes the PNG with the standard library (zlib and the five row filters) and counts the
distinct colours and the pixels that differ from the most common one, the background. A blank
or all-one-colour page has a handful of colours and almost no such pixels; a rendered DocC page
has text, links and rules: by default at least 32 colours and 1 % of pixels off the background.
"""
import collections
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 1:
            for i in range(channels, stride):
                row[i] = (row[i] + row[i - channels]) & 255
        elif kind == 2:
            row = bytearray((a + b) & 255 for a, b in zip(row, prev))
        elif kind == 3:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                row[i] = (row[i] + ((left + prev[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = row[i - channels] if i >= channels else 0
                b = prev[i]
                c = prev[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(row))
        prev = row
    return width, height, channels, rows


def main():
    path = sys.argv[1]
    min_colours = int(sys.argv[2]) if len(sys.argv) > 2 else 32
    min_ink = float(sys.argv[3]) if len(sys.argv) > 3 else 1.0
    width, height, channels, rows = decode(path)
    counts = collections.Counter()
    for row in rows:
        counts.update(row[i:i + 3] for i in range(0, len(row), channels))
    total = width * height
    ink = 100.0 * (total - counts.most_common(1)[0][1]) / total
    ok = len(counts) >= min_colours and ink >= min_ink
    verdict = "ok" if ok else "looks blank"
    print(f"png-check: {path}: {width}x{height}, {len(counts)} colours, {ink:.1f} % off the "
          f"background: {verdict}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
