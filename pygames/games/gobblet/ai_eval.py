"""The Gobblet search adapter (pygames.ai.search.Position over a fast Board) and its evaluation."""

from __future__ import annotations

from pygames.games.gobblet.ai_fast import DRAW, Board

# Value of a line holding k visible pieces of one colour and none of the other, by board size.
LINE_VALUE = {3: (0, 4, 20, 0), 4: (0, 2, 10, 40, 0)}
MIXED_LINE = 1  # per piece of difference in a line both colours hold
SIZE_VALUE = 2  # per size step of each visible piece: big pieces are hard to gobble
THREAT_TO_MOVE = 3000  # the side to move can (very likely) complete a line at once
DOUBLE_THREAT = 1500  # the opponent has two lines to complete: one move rarely stops both
THREAT = 60


def evaluate(board: Board) -> int:
    """A heuristic score of `board` (not over) for the side to move: lines, threats, big visible pieces."""
    n = board.size
    me = board.turn
    opp = 1 - me
    vis_me, vis_opp = board.vis[me], board.vis[opp]
    top = board.top
    values = LINE_VALUE[n]
    reach_me, reach_opp = _reach(board, me), _reach(board, opp)
    score = 0
    threats_opp = 0
    need = n - 1
    for line in board.lines:
        a = (vis_me & line).bit_count()
        b = (vis_opp & line).bit_count()
        if not b:
            score += values[a]
        elif not a:
            score -= values[b]
        else:
            score += (a - b) * MIXED_LINE
        if a == need:
            gap = (line & ~vis_me).bit_length() - 1
            if top[gap] >> 1 < reach_me:
                score += THREAT_TO_MOVE
        elif b == need:
            gap = (line & ~vis_opp).bit_length() - 1
            if top[gap] >> 1 < reach_opp:
                threats_opp += 1
    if threats_opp:
        score -= DOUBLE_THREAT if threats_opp > 1 else THREAT
    key, cells, full = board.key, board.cells, (1 << board.cells) - 1
    for s in range(2, n + 1):
        score += SIZE_VALUE * (s - 1) * (
            ((key >> ((s * 2 + me - 2) * cells)) & full & vis_me).bit_count()
            - ((key >> ((s * 2 + opp - 2) * cells)) & full & vis_opp).bit_count())
    return score


def _reach(board: Board, colour: int) -> int:
    """The largest size `colour` could put on a square: its biggest visible piece or reserve top."""
    sizes = board.placement_sizes(colour)
    best = sizes[-1] if sizes else 0
    n = board.size
    key, cells, full, vis = board.key, board.cells, (1 << board.cells) - 1, board.vis[colour]
    for s in range(n, best, -1):
        if (key >> ((s * 2 + colour - 2) * cells)) & full & vis:
            return s
    return best


class GobbletPosition:
    """A Board seen through the search's Position protocol."""

    __slots__ = ("board",)

    def __init__(self, board: Board):
        self.board = board

    def moves(self) -> list[int]:
        """The legal moves of the side to move."""
        return self.board.moves()

    def make(self, move: int) -> None:
        """Play `move`."""
        self.board.make(move)

    def unmake(self) -> None:
        """Take back the last move."""
        self.board.unmake()

    def outcome(self) -> int | None:
        """None while playing, else +1/0/-1 for the side now to move."""
        result = self.board.result
        if result is None:
            return None
        if result == DRAW:
            return 0
        return 1 if result == self.board.turn else -1

    def evaluate(self) -> int:
        """The heuristic score for the side to move."""
        return evaluate(self.board)

    def key(self) -> int:
        """The board's exact position key."""
        return self.board.key
