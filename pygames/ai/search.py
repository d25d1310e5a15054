"""Generic alpha-beta (negamax) search: iterative deepening, a transposition table, a time budget.

It works on any two-seat, perfect-information, alternating game through a small adapter: a mutable
position with make/unmake (see `Position`). The search is a generator that pauses every few hundred
nodes, so the caller owns the clock: `run(seconds)` searches to a deadline, while `step(max_seconds)`
searches in slices, which lets a browser page stay responsive between slices:

    search = Search(position)
    while not search.done:
        search.step(max_seconds=0.03)   # or stop() once the move's time is up
    search.best                         # the best move of the deepest finished iteration

Scores are from the point of view of the side to move. A win found `p` plies from the root scores
WIN - p, so faster wins and slower losses are preferred; |score| > WIN - MAX_PLY means proven.
"""

from __future__ import annotations

import random
import time
from collections.abc import Generator, Hashable
from typing import Any, Protocol

WIN = 1_000_000
MAX_PLY = 1000
EXACT, LOWER, UPPER = 0, 1, 2
PAUSE_EVERY = 255  # moves made between pauses (a power of two minus one)


class Position(Protocol):
    """What the search needs of a game: a mutable position with make/unmake."""

    def moves(self) -> list[Any]:
        """The legal moves of the side to move (may be empty only if outcome() is not None)."""

    def make(self, move: Any) -> None:
        """Play `move`."""

    def unmake(self) -> None:
        """Take back the last move."""

    def outcome(self) -> int | None:
        """After a move: None while the game goes on, else +1/0/-1 for the side now to move."""

    def evaluate(self) -> int:
        """A heuristic score of a position that is not over, for the side to move."""

    def key(self) -> Hashable:
        """A key equal for equal positions (for the transposition table)."""


def is_proven(score: float) -> bool:
    """True if `score` is a proven win or loss rather than an estimate."""
    return abs(score) > WIN - MAX_PLY


class Search:
    """An iterative-deepening negamax over `position`; drive it with `run` or `step`."""

    def __init__(self, position: Position, max_depth: int = 64, table: dict | None = None,
                 rng: random.Random | None = None):
        self.position = position
        self.rng = rng  # shuffles the root moves, so a search varies among equally good moves
        self.max_depth = max_depth
        self.table: dict = {} if table is None else table
        self.best: Any = None
        self.score: float = 0
        self.depth = 0  # deepest finished iteration
        self.nodes = 0
        self.done = False
        self._killers: list[list[Any]] = [[None, None] for _ in range(MAX_PLY)]
        self._history: dict[Any, int] = {}
        self._root_best: Any = None
        self._root_score: float = 0
        self._steps = self._deepen()

    # -- driving -------------------------------------------------------------------------------------
    def step(self, max_seconds: float = 0.03) -> bool:
        """Search for about `max_seconds` more; return True once the search is done."""
        if self.done:
            return True
        deadline = time.perf_counter() + max_seconds
        try:
            while time.perf_counter() < deadline:
                next(self._steps)
        except StopIteration:
            self.done = True
        return self.done

    def run(self, seconds: float) -> Any:
        """Search until done or until `seconds` have passed; return the best move."""
        deadline = time.perf_counter() + seconds
        while not self.done and time.perf_counter() < deadline:
            self.step(min(0.05, max(0.0, deadline - time.perf_counter())))
        self.stop()
        return self.best

    def stop(self) -> None:
        """End the search now, keeping the best move found so far (the position is restored)."""
        if not self.done:
            self._steps.close()  # unwinds the generators, whose finally clauses unmake their moves
            self.done = True
        if self._root_best is not None:
            # The unfinished iteration searched the previous best first, so its best so far is at
            # least as well founded.
            self.best, self.score = self._root_best, self._root_score

    # -- the search ----------------------------------------------------------------------------------
    def _deepen(self) -> Generator[None, None, None]:
        moves = self.position.moves()
        if not moves:
            return
        self.best = moves[0]
        if len(moves) == 1:
            return
        for depth in range(1, self.max_depth + 1):
            self._root_best, self._root_score = None, -WIN - 1
            score = yield from self._negamax(depth, -WIN - 1, WIN + 1, 0)
            self.best, self.score, self.depth = self._root_best, score, depth
            if is_proven(score):
                return

    def _negamax(self, depth: int, alpha: float, beta: float, ply: int) -> Generator[None, None, float]:
        pos = self.position
        key = pos.key()
        entry = self.table.get(key)
        tt_move = None
        if entry is not None:
            e_depth, e_flag, e_score, tt_move = entry
            if ply and e_depth >= depth:
                e_score = _from_table(e_score, ply)
                if (e_flag == EXACT or (e_flag == LOWER and e_score >= beta)
                        or (e_flag == UPPER and e_score <= alpha)):
                    return e_score
        moves = self._ordered(pos.moves(), tt_move, ply)
        alpha0 = alpha
        best_score: float = -WIN - 1
        best_move = None
        for move in moves:
            self.nodes += 1
            if not self.nodes & PAUSE_EVERY:
                yield
            pos.make(move)
            score: float
            try:
                result = pos.outcome()
                if result is not None:
                    score = -result * (WIN - ply - 1)
                elif depth <= 1:
                    score = -pos.evaluate()
                else:
                    score = -(yield from self._negamax(depth - 1, -beta, -alpha, ply + 1))
            finally:
                pos.unmake()
            if score > best_score:
                best_score, best_move = score, move
                if ply == 0:
                    self._root_best, self._root_score = move, score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self._reward(move, depth, ply)
                        break
        flag = EXACT if alpha0 < best_score < beta else (LOWER if best_score >= beta else UPPER)
        self.table[key] = (depth, flag, _to_table(best_score, ply), best_move)
        return best_score

    def _ordered(self, moves: list[Any], tt_move: Any, ply: int) -> list[Any]:
        killers = self._killers[ply]
        history = self._history
        if ply == 0 and self.rng is not None:
            self.rng.shuffle(moves)  # the sort below is stable: equal ranks keep this random order

        def rank(move: Any) -> int:
            if move == tt_move:
                return -(1 << 40)
            if move == killers[0] or move == killers[1]:
                return -(1 << 30)
            return -history.get(move, 0)

        moves.sort(key=rank)
        return moves

    def _reward(self, move: Any, depth: int, ply: int) -> None:
        killers = self._killers[ply]
        if killers[0] != move:
            killers[1], killers[0] = killers[0], move
        self._history[move] = self._history.get(move, 0) + depth * depth


def _to_table(score: float, ply: int) -> float:
    """A proven score made relative to the node, so it can be reused at another ply."""
    if score > WIN - MAX_PLY:
        return score + ply
    if score < -WIN + MAX_PLY:
        return score - ply
    return score


def _from_table(score: float, ply: int) -> float:
    if score > WIN - MAX_PLY:
        return score - ply
    if score < -WIN + MAX_PLY:
        return score + ply
    return score


def search(position: Position, seconds: float, max_depth: int = 64) -> tuple[Any, float, int]:
    """Search `position` for up to `seconds`; return (best move, its score, depth reached)."""
    s = Search(position, max_depth)
    s.run(seconds)
    return s.best, s.score, s.depth
