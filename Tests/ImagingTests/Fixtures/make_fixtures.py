#!/usr/bin/env python3
"""Writes the ImagingTests fixtures (run from this folder). PNGs are written byte by byte with
zlib, so their pixels are exactly known; the JPEGs are encoded from PPM by libjpeg-turbo's
`cjpeg` (Debian: libjpeg-turbo-progs)."""
import struct, subprocess, zlib

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

def png(width, height, color_type, rows, bit_depth=8, extra=b""):
    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))

def write(name, data):
    with open(name, "wb") as f:
        f.write(data)

# 2×2 RGB: red, green / blue, white.
write("rgb-2x2.png", png(2, 2, 2, [[255, 0, 0, 0, 255, 0], [0, 0, 255, 255, 255, 255]]))
# 2×1 RGBA: opaque red, half-transparent blue (alpha 128).
write("rgba-2x1.png", png(2, 1, 6, [[255, 0, 0, 255, 0, 0, 255, 128]]))
# 3×1 palette (PLTE + tRNS): yellow, magenta, fully transparent cyan.
palette = chunk(b"PLTE", bytes([255, 255, 0, 255, 0, 255, 0, 255, 255])) + chunk(b"tRNS", bytes([255, 255, 0]))
write("palette-3x1.png", png(3, 1, 3, [[0, 1, 2]], extra=palette))
# 2×1 grayscale: black, mid grey (128).
write("gray-2x1.png", png(2, 1, 0, [[0, 128]]))
# 64×64 gradient, then cut in half: a truncated PNG.
gradient = png(64, 64, 2, [[v for x in range(64) for v in (x * 4, y * 4, 128)] for y in range(64)])
write("gradient-64x64.png", gradient)
write("truncated.png", gradient[: len(gradient) // 2])
# A valid header claiming 20000×20000, a tiny IDAT and IEND: must be refused from the header.
huge = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 20000, 20000, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(b"\x00" * 16)) + chunk(b"IEND", b""))
write("huge-20000.png", huge)
write("not-an-image.txt", b"<html><body>404 Not Found</body></html>\n")

def cjpeg(name, width, height, pixel, quality):
    ppm = b"P6 %d %d 255\n" % (width, height) + bytes(v for y in range(height) for x in range(width) for v in pixel(x, y))
    jpeg = subprocess.run(["cjpeg", "-quality", str(quality), "-sample", "1x1"], input=ppm, capture_output=True, check=True).stdout
    write(name, jpeg)

# JPEG: 16×8, left half red, right half blue (8×8 blocks, so each block is one flat colour).
cjpeg("red-blue-16x8.jpg", 16, 8, lambda x, y: (255, 0, 0) if x < 8 else (0, 0, 255), 95)
cjpeg("gradient-64x64.jpg", 64, 64, lambda x, y: (x * 4, y * 4, 128), 90)
jpeg = open("gradient-64x64.jpg", "rb").read()
write("truncated.jpg", jpeg[: len(jpeg) // 2])
# The same JPEG with its frame header (SOF0/SOF2) claiming 20000×20000.
data = bytearray(jpeg)
i = 2
while i < len(data):
    marker = data[i + 1]
    length = struct.unpack(">H", data[i + 2 : i + 4])[0]
    if marker in (0xC0, 0xC1, 0xC2):
        data[i + 5 : i + 9] = struct.pack(">HH", 20000, 20000)
        break
    i += 2 + length
write("huge-20000.jpg", bytes(data))
