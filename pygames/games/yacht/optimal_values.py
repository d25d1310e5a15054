"""The optimal Yacht player's table: the expected points still to come at every turn-start state.

The tables `data/yacht_<variant>.bin` (made by `scripts/yacht_solve.py`) are read on first use, through
`pygames.lazydata` so the site fetches them only then; `pygames.games.yacht.ai_optimal` explains the
format's accuracy and does the within-turn search over these values.
"""

from __future__ import annotations

import struct
import sys
import zlib
from array import array
from itertools import accumulate
from pathlib import Path
from typing import Any

from pygames.games.yacht.scoring import CATEGORIES, VARIANTS

FULL = (1 << 13) - 1  # every category used
Y_BIT = 1 << CATEGORIES.index("y")
MAGIC = b"YCHT"


def _reachable_uppers() -> list:
    res = []
    for um in range(64):
        sums = {0}
        for f in range(6):
            if um >> f & 1:
                sums = {min(63, a + n * (f + 1)) for a in sums for n in range(6)}
        res.append(sorted(sums))
    return res


class OptimalValues:
    """Decoded values of one variant: ``value(mask, upper, flag)``."""

    def __init__(self, variant: str, blob: bytes):
        if blob[:4] != MAGIC:
            raise ValueError("not a yacht table")
        _ver, qbits, nflags, _pad, n, exact = struct.unpack("<BBBBId", blob[4:20])
        self.variant = variant
        self.exact_start = exact  # full-precision optimum recorded by the solver
        self.nflags = nflags
        raw = zlib.decompress(blob[20:])
        if len(raw) != 4 * n:
            raise ValueError("corrupt yacht table")
        buf = bytearray(4 * n)
        for i in range(4):
            buf[i::4] = raw[i * n : (i + 1) * n]
        z = array("I") if array("I").itemsize == 4 else array("L")
        z.frombytes(bytes(buf))
        if sys.byteorder == "big":
            z.byteswap()
        sc = 1.0 / (1 << qbits)
        self.vals = array("d", map(sc.__mul__, accumulate((x >> 1) ^ -(x & 1) for x in z)))
        ru = _reachable_uppers()
        # index of the largest reachable upper sum <= u, per upper-used mask
        self.upos = []
        for um in range(64):
            ups = ru[um]
            j = 0
            row = []
            for u in range(64):
                while j + 1 < len(ups) and ups[j + 1] <= u:
                    j += 1
                row.append(j)
            self.upos.append(row)
        self.row_off = [-1] * (2 << 13)
        pos = 0
        for m in range(FULL):
            flags = (0, 1) if (nflags == 2 and m & Y_BIT) else (0,)
            for f in flags:
                self.row_off[2 * m + f] = pos
                pos += len(ru[m & 63])
            if len(flags) == 1:
                self.row_off[2 * m + 1] = self.row_off[2 * m]
        if pos != n:
            raise ValueError("yacht table size mismatch")

    def value(self, mask: int, upper: int, flag: int) -> float:
        """Expected points to come at the start of a turn in this state."""
        if mask == FULL:
            return 0.0
        up = upper if upper < 63 else 63
        return self.vals[self.row_off[2 * mask + flag] + self.upos[mask & 63][up]]


LOADED: dict[Any, Any] = {}


def optimal_values(variant: str) -> OptimalValues:
    """The decoded table of `variant`, read on first use and kept."""
    t = LOADED.get(variant)
    if t is None:
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        t = LOADED[variant] = OptimalValues(variant, _read_data(f"yacht_{variant}.bin"))
    return t


def _read_data(name: str) -> bytes:
    from pygames.lazydata import read_data  # the site fetches the tables on first use

    return read_data(Path(__file__).resolve().parent / "data" / name)
