"""A fast mutable Gobblet board for the computer players: make/unmake over bitmasks.

It mirrors pygames.games.gobblet exactly (the exposure rule, the 4x4 reserve-placement limit, the
repetition draw and the no-legal-move loss); tests cross-check it against the engine on random games.

Representation
- A piece is size * 2 + colour, as in the engine. Stacks always grow in size from bottom to top, so a
  position is fully described by which (piece, square) pairs are on the board plus the colour to move.
  `key` packs exactly that into one int (bit (piece - 2) * cells + square, plus a turn bit), so it is an
  exact, collision-free position key for repetition counting and transposition tables.
- Off-board pieces are counted per size and colour; on 4x4 the count of size s equals the number of
  reserve stacks at least s high, which determines the stacks.
- A move is an int: (source << 5) | destination, where source is a square (a board move) or 16 + size
  (a piece brought in from the reserve).
"""

from __future__ import annotations

from typing import Any

RED, YELLOW, DRAW = 0, 1, 2
PLACE = 16  # sources from PLACE + size up are pieces brought in from the reserve


def line_masks(n: int) -> tuple[int, ...]:
    """Every row, column and diagonal of an n x n board as a bitmask of squares."""
    rows = [sum(1 << (r * n + c) for c in range(n)) for r in range(n)]
    cols = [sum(1 << (r * n + c) for r in range(n)) for c in range(n)]
    diags = [sum(1 << (i * n + i) for i in range(n)), sum(1 << (i * n + n - 1 - i) for i in range(n))]
    return tuple(rows + cols + diags)


LINE_MASKS = {n: line_masks(n) for n in (3, 4)}
LINES_AT = {n: tuple(tuple(m for m in LINE_MASKS[n] if m >> sq & 1) for sq in range(n * n)) for n in (3, 4)}
NAMES = {n: tuple("abcd"[i % n] + str(i // n + 1) for i in range(n * n)) for n in (3, 4)}


def move_text(n: int, move: int) -> str:
    """The engine's action string for `move`."""
    src, dst = move >> 5, move & 31
    if src >= PLACE:
        return f"{src - PLACE}{NAMES[n][dst]}"
    return NAMES[n][src] + NAMES[n][dst]


def parse_move(n: int, action: str) -> int:
    """The move int of the engine action string `action` (assumed well formed)."""
    names = NAMES[n]
    if len(action) == 3:
        return ((PLACE + int(action[0])) << 5) | names.index(action[1:])
    return (names.index(action[:2]) << 5) | names.index(action[2:])


class Board:
    """A Gobblet position with make/unmake; `result` is None, RED, YELLOW or DRAW after a move."""

    __slots__ = ("size", "cells", "stacks", "top", "off", "vis", "turn", "key", "result", "reps",
                 "undo", "lines", "lines_at", "turn_bit")

    def __init__(self, size: int = 3):
        n = size
        self.size, self.cells = n, n * n
        self.stacks: list[list[int]] = [[] for _ in range(n * n)]
        self.top = [0] * (n * n)
        per_size = 2 if n == 3 else 3
        self.off = [[0] + [per_size] * n + [0], [0] + [per_size] * n + [0]]
        self.vis = [0, 0]
        self.turn = RED
        self.turn_bit = 1 << (2 * n * n * n)
        self.key = 0
        self.result: int | None = None
        self.reps: dict[int, int] = {0: 1}
        self.undo: list[tuple] = []
        self.lines = LINE_MASKS[n]
        self.lines_at = LINES_AT[n]

    @classmethod
    def from_position(cls, state: Any) -> Board:
        """A board equal to the engine's Position `state`, its repetition history included."""
        n = state.size
        board = cls(n)
        for sq, stack in enumerate(state.squares):
            for piece in stack:
                board.stacks[sq].append(piece)
                board.key |= 1 << ((piece - 2) * board.cells + sq)
            board._refresh(sq)
        for colour in (RED, YELLOW):
            reserve = state.reserves[colour]
            for s in range(1, n + 1):
                board.off[colour][s] = reserve.count(s) if n == 3 else sum(1 for h in reserve if h >= s)
        board.turn = state.turn
        if state.turn:
            board.key |= board.turn_bit
        board.reps = {}
        for seen in state.seen:
            k = key_of(seen[0], seen[2], n)
            board.reps[k] = board.reps.get(k, 0) + 1
        board.reps[board.key] = board.reps.get(board.key, 0) + 1
        if state.result is not None:
            board.result = {"red": RED, "yellow": YELLOW, "draw": DRAW}[state.result]
        return board

    def copy(self) -> Board:
        """An independent copy (undo history not included)."""
        other = Board(self.size)
        other.stacks = [list(s) for s in self.stacks]
        other.top = list(self.top)
        other.off = [list(self.off[0]), list(self.off[1])]
        other.vis = list(self.vis)
        other.turn, other.key, other.result = self.turn, self.key, self.result
        other.reps = dict(self.reps)
        return other

    def _refresh(self, sq: int) -> None:
        stack = self.stacks[sq]
        t = stack[-1] if stack else 0
        self.top[sq] = t
        bit = 1 << sq
        vis = self.vis
        vis[0] &= ~bit
        vis[1] &= ~bit
        if t:
            vis[t & 1] |= bit

    # -- move generation -----------------------------------------------------------------------------
    def placement_sizes(self, colour: int) -> list[int]:
        """The sizes `colour` can bring in from the reserve."""
        off = self.off[colour]
        if self.size == 3:
            return [s for s in (1, 2, 3) if off[s]]
        return [s for s in (1, 2, 3, 4) if off[s] > off[s + 1]]

    def threatened(self, colour: int) -> int:
        """Mask of `colour`'s visible pieces that are one of size - 1 of its visible pieces in a line."""
        vis = self.vis[colour]
        need = self.size - 1
        mask = 0
        for line in self.lines:
            if (vis & line).bit_count() >= need:
                mask |= line
        return mask & vis

    def moves(self) -> list[int]:
        """Every legal move of the colour to move (not sorted)."""
        me = self.turn
        top = self.top
        cells = self.cells
        out = []
        sizes = self.placement_sizes(me)
        if sizes:
            four = self.size == 4
            threat = self.threatened(1 - me) if four else 0
            for s in sizes:
                base = (PLACE + s) << 5
                for sq in range(cells):
                    t = top[sq]
                    if not t or (t >> 1 < s and (not four or threat >> sq & 1)):
                        out.append(base | sq)
        for src in range(cells):
            t = top[src]
            if t and t & 1 == me:
                sz = t >> 1
                base = src << 5
                for dst in range(cells):
                    if dst != src and top[dst] >> 1 < sz:
                        out.append(base | dst)
        return out

    def has_move(self) -> bool:
        """True if the colour to move has a legal move."""
        me, n = self.turn, self.size
        if self.off[me][n] or self.key >> ((2 * n + me - 2) * self.cells) & ((1 << self.cells) - 1):
            return True
        return bool(self.moves())

    # -- make / unmake -------------------------------------------------------------------------------
    def make(self, move: int) -> None:
        """Play `move` (legal, game not over) and settle `result` as the engine does."""
        src, dst = move >> 5, move & 31
        me = self.turn
        opp = 1 - me
        cells = self.cells
        saved = None
        if src >= PLACE:
            piece = (src - PLACE) * 2 + me
            self.off[me][src - PLACE] -= 1
        else:
            piece = self.stacks[src].pop()
            self.key ^= 1 << ((piece - 2) * cells + src)
            self._refresh(src)
        self.stacks[dst].append(piece)
        self.key ^= (1 << ((piece - 2) * cells + dst)) | self.turn_bit
        self._refresh(dst)
        self.turn = opp
        key = self.key
        if src >= PLACE:
            saved = self.reps
            self.reps = {key: 1}
        else:
            count = self.reps.get(key, 0)
            self.reps[key] = count + 1
        self.undo.append((move, piece, saved))
        # The opponent's line first (the exposure rule), then the mover's, as the engine does.
        vis_opp, vis_me = self.vis[opp], self.vis[me]
        if src < PLACE:
            for line in self.lines_at[src]:
                if vis_opp & line == line:
                    self.result = opp
                    return
        for line in self.lines_at[dst]:
            if vis_me & line == line:
                self.result = me
                return
        if src < PLACE:
            for line in self.lines_at[src]:
                if vis_me & line == line:
                    self.result = me
                    return
            if count >= 2:
                self.result = DRAW
                return
        if not self.has_move():
            self.result = me

    def unmake(self) -> None:
        """Take back the last `make`."""
        move, piece, saved = self.undo.pop()
        src, dst = move >> 5, move & 31
        cells = self.cells
        if saved is None:
            key = self.key
            count = self.reps[key] - 1
            if count:
                self.reps[key] = count
            else:
                del self.reps[key]
        else:
            self.reps = saved
        self.turn = me = 1 - self.turn
        self.result = None
        self.stacks[dst].pop()
        self.key ^= (1 << ((piece - 2) * cells + dst)) | self.turn_bit
        self._refresh(dst)
        if src >= PLACE:
            self.off[me][src - PLACE] += 1
        else:
            self.stacks[src].append(piece)
            self.key ^= 1 << ((piece - 2) * cells + src)
            self._refresh(src)

    def winning_move(self) -> int | None:
        """A move that wins at once for the colour to move, or None."""
        me = self.turn
        vis = self.vis[me]
        need = self.size - 1
        # Only a square that completes a line of size - 1 visible pieces can be a winning destination.
        targets = 0
        for line in self.lines:
            if (vis & line).bit_count() == need:
                targets |= line & ~vis
        if not targets:
            return None
        for move in self.moves():
            if targets >> (move & 31) & 1:
                self.make(move)
                won = self.result == me
                self.unmake()
                if won:
                    return move
        return None

    def text(self, move: int) -> str:
        """The engine action string of `move`."""
        return move_text(self.size, move)


def key_of(squares: tuple[tuple[int, ...], ...], turn: int, n: int) -> int:
    """The Board key of an engine position's squares and turn."""
    cells = n * n
    key = (1 << (2 * n * cells)) if turn else 0
    for sq, stack in enumerate(squares):
        for piece in stack:
            key |= 1 << ((piece - 2) * cells + sq)
    return key
