"""Gobblet computer players: "ok" (weak, varied) and "smart" (perfect on 3x3 as red, searches otherwise).

"ok": wins at once when it can, avoids moves that let the opponent win at once, then picks at random
among the moves that look nearly as good as the best one on a one-move evaluation.

"smart" (varies among moves that search equally well: its root moves are shuffled by its rng):
- 3x3, red to move, in the strategy book (pygames/games/gobblet/data/gobblet3_book.bin, built by
  scripts/gobblet_solve.py): plays the book. From the start this wins against any defence (Gobblet Jr
  is a first-player win in 13 plies).
- Otherwise: iterative-deepening alpha-beta (pygames.ai.search) on the fast board, within a time
  budget. It plays a proven win whenever it finds one, the fastest first, and delays proven losses.

Time budget of "smart", in seconds of search per move, the first of:
    the policy's `budget_s` keyword argument,
    match.meta["ai_budget_s"],
    the module setting BUDGET_S (change it with `set_budget`).

For a page that must stay responsive, `SmartSearch` runs the same search in slices:

    search = SmartSearch(match.state)
    while not search.done:
        search.step(max_seconds=0.03)
    action = search.best
"""

from __future__ import annotations

import random
import time
from typing import Any

from pygames.ai import register_level
from pygames.ai.search import Search
from pygames.games.gobblet.ai_book import book_move
from pygames.games.gobblet.ai_eval import GobbletPosition, evaluate
from pygames.games.gobblet.ai_fast import DRAW, RED, Board

BUDGET_S = 1.0
OK_MARGIN = 40  # "ok" picks at random among moves scoring within this much of its best
OK_NOISE = 15


def set_budget(seconds: float) -> None:
    """Set the default search time per move of "smart", in seconds."""
    global BUDGET_S
    BUDGET_S = float(seconds)


def budget_for(match: Any, budget_s: float | None = None) -> float:
    """The search time per move for `match`: `budget_s`, else match.meta["ai_budget_s"], else BUDGET_S."""
    if budget_s is not None:
        return float(budget_s)
    return float(getattr(match, "meta", {}).get("ai_budget_s", BUDGET_S))


# -- ok ------------------------------------------------------------------------------------------------
def ok(match: Any, seat: int, rng: random.Random) -> str:
    """Win at once if possible, avoid giving the opponent a win at once, else a random good-looking move."""
    board = Board.from_position(match.state)
    win = board.winning_move()
    if win is not None:
        return board.text(win)
    moves = board.moves()
    scored, draws = [], []
    for move in moves:
        board.make(move)
        result = board.result
        if result is None:
            if board.winning_move() is None:
                scored.append((-evaluate(board) + rng.randint(0, OK_NOISE), move))
        elif result == DRAW:
            draws.append(move)
        elif result == seat:
            board.unmake()
            return board.text(move)
        board.unmake()
    if scored:
        best = max(score for score, _ in scored)
        return board.text(rng.choice([move for score, move in scored if score >= best - OK_MARGIN]))
    return board.text(rng.choice(draws or moves))


# -- smart ---------------------------------------------------------------------------------------------
def instant_move(board: Board) -> int | None:
    """A move that needs no search: a win at once, or red's 3x3 book move."""
    win = board.winning_move()
    if win is not None:
        return win
    if board.size == 3 and board.turn == RED:
        move = book_move(board)
        if move is not None:
            board.make(move)
            fine = board.result is None
            board.unmake()
            if fine:
                return move
    return None


class SmartSearch:
    """Smart's choice for one position (an engine State), computed in slices of search time."""

    def __init__(self, state: Any, budget_s: float | None = None, rng: random.Random | None = None):
        self.board = Board.from_position(state)
        self.budget_s = BUDGET_S if budget_s is None else float(budget_s)
        self.spent = 0.0
        self.search: Search | None = None
        move = instant_move(self.board)
        self.done = move is not None
        self.best: str | None = self.board.text(move) if move is not None else None
        if not self.done:
            self.search = Search(GobbletPosition(self.board), rng=rng)

    def step(self, max_seconds: float = 0.03) -> bool:
        """Search a little more (at most `max_seconds`, within the budget); return True once done."""
        if self.done:
            return True
        search = self.search
        assert search is not None  # not done, so __init__ started a search
        start = time.perf_counter()
        search.step(max(0.0, min(max_seconds, self.budget_s - self.spent)))
        self.spent += time.perf_counter() - start
        if search.done or self.spent >= self.budget_s:
            search.stop()
            self.done = True
        if search.best is not None:
            self.best = self.board.text(search.best)
        return self.done

    def run(self) -> str:
        """Search to the end of the budget and return the chosen action."""
        while not self.step(self.budget_s):
            pass
        assert self.best is not None, "the search ended without a move"
        return self.best


def smart(match: Any, seat: int, rng: random.Random, budget_s: float | None = None) -> str:
    """The book move on 3x3 as red, else the best move of an alpha-beta search within the budget."""
    return SmartSearch(match.state, budget_for(match, budget_s), rng).run()


register_level("gobblet", "ok", ok)
register_level("gobblet", "smart", smart,
               sliced=lambda match, seat, rng: SmartSearch(match.state, budget_for(match), rng))
