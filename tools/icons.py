"""The app's PNG icons, drawn by a tiny pure-Python PNG writer."""

from __future__ import annotations

import hashlib
import shutil
import struct
import zlib
from pathlib import Path

from tools.common import CACHE


def png_bytes(size: int, pixel) -> bytes:
    """Encode an RGBA image given by pixel(x, y) -> (r, g, b, a) as PNG."""
    rows = bytearray()
    for y in range(size):
        rows.append(0)  # filter: none
        for x in range(size):
            rows.extend(pixel(x + 0.5, y + 0.5))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
            + chunk(b"IEND", b""))


def die_icon_pixel(size: int):
    """The app icon (same design as site/icons/icon.svg): a white die showing five on green felt."""
    s = size / 512

    def rounded_box(x, y, cx, cy, half, radius):
        qx, qy = abs(x - cx) - half + radius, abs(y - cy) - half + radius
        return (max(qx, 0) ** 2 + max(qy, 0) ** 2) ** 0.5 + min(max(qx, qy), 0) - radius

    pips = [(256 + dx * 88, 256 + dy * 88) for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1))]

    def cover(distance):
        return min(max(0.5 - distance * s, 0.0), 1.0)  # antialiasing from the signed distance

    def pixel(x, y):
        x, y = x / s, y / s
        r, g, b = 0x1F, 0x5C, 0x3A  # felt green, full bleed for maskable icons
        die = cover(rounded_box(x, y, 256, 256, 150, 36))
        r, g, b = (round(c + (255 - c) * die) for c in (r, g, b))
        pip = max(cover(((x - px) ** 2 + (y - py) ** 2) ** 0.5 - 30) for px, py in pips)
        r, g, b = (round(c + (0x3B - c) * pip) for c in (r, g, b))
        return (r, g, b, 255)

    return pixel


def write_icons(out: Path) -> None:
    """Write the PNG icons, cached in .cache/icons/ (rendering in pure Python takes a second)."""
    key = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:12]
    for size in (192, 512):
        cached = CACHE / "icons" / f"icon-{size}-{key}.png"
        if not cached.exists():
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached.write_bytes(png_bytes(size, die_icon_pixel(size)))
        shutil.copyfile(cached, out / "icons" / f"icon-{size}.png")
