"""Perfect play for red on the 3x3 board: the symmetry-reduced strategy table from scripts/gobblet_solve.py.

The table maps each red-to-move position of red's winning strategy (red's chosen move against every
yellow defence, positions one move from a win left out) to red's move. Positions are reduced by the
eight symmetries of the board: a key is the smallest of the eight transformed Board keys.

File format of pygames/games/gobblet/data/gobblet3_book.bin (zlib-compressed):
    b"GB3\\x01", entry count (4 bytes, big-endian), then per entry, keys ascending:
    the key's difference from the previous key as a base-128 varint, then one move byte
    (source * 16 + destination, where a source of 9 + size is a piece brought in from the reserve).
"""

from __future__ import annotations

import zlib
from pathlib import Path

from pygames.games.gobblet.ai_fast import PLACE, Board

BOOK_PATH = Path(__file__).resolve().parent / "data" / "gobblet3_book.bin"
MAGIC = b"GB3\x01"
CELLS = 9


def _symmetries() -> tuple[tuple[int, ...], ...]:
    """The eight square permutations of the 3x3 board (identity first)."""
    def index(r: int, c: int) -> int:
        return r * 3 + c
    maps = []
    for transpose in (False, True):
        for flip_r in (False, True):
            for flip_c in (False, True):
                perm = []
                for sq in range(CELLS):
                    r, c = divmod(sq, 3)
                    if transpose:
                        r, c = c, r
                    if flip_r:
                        r = 2 - r
                    if flip_c:
                        c = 2 - c
                    perm.append(index(r, c))
                maps.append(tuple(perm))
    return tuple(maps)


SYMMETRIES = _symmetries()
# MASK_MAPS[s][m]: the 9-bit square mask m moved by symmetry s.
MASK_MAPS = tuple(
    tuple(sum(1 << perm[sq] for sq in range(CELLS) if m >> sq & 1) for m in range(1 << CELLS))
    for perm in SYMMETRIES)
TURN_BIT = 1 << (6 * CELLS)


def canonical(key: int) -> tuple[int, int]:
    """The smallest symmetric image of a 3x3 Board key, and the symmetry that gives it."""
    masks = [(key >> (CELLS * i)) & 511 for i in range(6)]
    best, best_sym = -1, 0
    for s, table in enumerate(MASK_MAPS):
        value = (table[masks[0]] | table[masks[1]] << 9 | table[masks[2]] << 18 | table[masks[3]] << 27
                 | table[masks[4]] << 36 | table[masks[5]] << 45)
        if best < 0 or value < best:
            best, best_sym = value, s
    return best | (key & TURN_BIT), best_sym


def map_move(move: int, sym: int) -> int:
    """`move` carried by symmetry `sym`."""
    perm = SYMMETRIES[sym]
    src, dst = move >> 5, move & 31
    return ((src if src >= PLACE else perm[src]) << 5) | perm[dst]


def unmap_move(move: int, sym: int) -> int:
    """`move` carried back by the inverse of symmetry `sym`."""
    perm = SYMMETRIES[sym]
    inverse = [0] * CELLS
    for sq, image in enumerate(perm):
        inverse[image] = sq
    src, dst = move >> 5, move & 31
    return ((src if src >= PLACE else inverse[src]) << 5) | inverse[dst]


def move_byte(move: int) -> int:
    """The one-byte form of a 3x3 move used in the book file."""
    src, dst = move >> 5, move & 31
    return ((src - PLACE + CELLS) if src >= PLACE else src) * 16 + dst


def byte_move(byte: int) -> int:
    """The move int of a book byte."""
    src, dst = divmod(byte, 16)
    return ((src - CELLS + PLACE) if src >= CELLS else src) << 5 | dst


def encode(book: dict[int, int]) -> bytes:
    """The compressed file bytes of a book {canonical key: canonical move}."""
    out = bytearray(MAGIC) + len(book).to_bytes(4, "big")
    previous = 0
    for key in sorted(book):
        delta = key - previous
        previous = key
        while True:
            low = delta & 127
            delta >>= 7
            if delta:
                out.append(low | 128)
            else:
                out.append(low)
                break
        out.append(move_byte(book[key]))
    return zlib.compress(bytes(out), 9)


def decode(data: bytes) -> dict[int, int]:
    """The book {canonical key: canonical move} of compressed file bytes."""
    raw = zlib.decompress(data)
    if raw[:4] != MAGIC:
        raise ValueError("not a Gobblet 3x3 book")
    count = int.from_bytes(raw[4:8], "big")
    book: dict[int, int] = {}
    pos, key = 8, 0
    for _ in range(count):
        delta, shift = 0, 0
        while True:
            byte = raw[pos]
            pos += 1
            delta |= (byte & 127) << shift
            shift += 7
            if byte < 128:
                break
        key += delta
        book[key] = byte_move(raw[pos])
        pos += 1
    return book


_BOOK: dict[int, int] | None = None


def book() -> dict[int, int]:
    """The shipped strategy table, loaded once (empty if the data file is missing)."""
    global _BOOK
    if _BOOK is None:
        _BOOK = decode(BOOK_PATH.read_bytes()) if BOOK_PATH.exists() else {}
    return _BOOK


def book_move(board: Board) -> int | None:
    """Red's strategy move in `board` (a 3x3 board, red to move), or None if the book lacks it."""
    key, sym = canonical(board.key)
    move = book().get(key)
    return None if move is None else unmap_move(move, sym)
