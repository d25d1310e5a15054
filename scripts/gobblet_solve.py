#!/usr/bin/env python3
"""Solve Gobblet 3x3 (Gobblet Jr) for red and write red's winning strategy to pygames/games/gobblet/data/.

Build-time only. A depth-first proof search answers "can red force a win within d plies?" for
d = 1, 3, 5, ... with transposition tables (keyed by the symmetry-reduced Board key) of proven wins
(with the winning move) and of proven failures. The repetition draw is ignored while proving: a strategy
that always plays a move of the shortest forced win can never meet a position twice, because the
distance to the win strictly falls, so the engine's repetition rule never comes into play.

Then the strategy is extracted: from the start, red plays a move of the shortest win; every yellow
reply is followed. Every red-to-move position met where red cannot win at once goes into the book
(symmetry-reduced), which `pygames.games.gobblet.ai_book` reads. Finally every line is replayed through the
real engine and must end in a red win.

Usage:  python3 scripts/gobblet_solve.py [--no-write]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames.games.gobblet.ai_book import BOOK_PATH, canonical, encode, map_move, unmap_move  # noqa: E402
from pygames.games.gobblet.ai_fast import DRAW, RED, Board  # noqa: E402

WINS: dict[int, tuple[int, int]] = {}  # canonical key -> (d, canonical move): red wins within d plies
FAILS: dict[int, int] = {}  # canonical key -> d: red cannot force a win within d plies
HISTORY: dict[int, int] = {}
KILLERS: dict[int, int] = {}
NODES = [0]


def outcome(board: Board) -> int | None:
    """The result of the last move with repetition ignored (see the module docstring)."""
    result = board.result
    if result == DRAW:
        return None if board.has_move() else 1 - board.turn
    return result


def red_wins(board: Board, d: int) -> bool:
    """True if red (to move) can force a win within `d` plies."""
    NODES[0] += 1
    key, sym = canonical(board.key)
    known = WINS.get(key)
    if known is not None and known[0] <= d:
        return True
    if FAILS.get(key, -1) >= d:
        return False
    move = board.winning_move()
    if move is not None:
        WINS[key] = (1, map_move(move, sym))
        return True
    if d < 3:
        FAILS[key] = d
        return False
    moves = board.moves()
    hint = unmap_move(known[1], sym) if known is not None else -1
    moves.sort(key=lambda m: (m != hint, -HISTORY.get(m, 0)))
    for move in moves:
        board.make(move)
        if outcome(board) is None and yellow_lost(board, d - 1):
            board.unmake()
            WINS[key] = (d, map_move(move, sym))
            HISTORY[move] = HISTORY.get(move, 0) + d * d
            return True
        board.unmake()
    FAILS[key] = d
    return False


def yellow_lost(board: Board, d: int) -> bool:
    """True if every yellow reply (yellow to move) leaves red a win within `d` - 1 plies."""
    if board.winning_move() is not None:
        return False
    replies = board.moves()
    killer = KILLERS.get(d, -1)
    red_vis = board.vis[RED]
    block = 0
    for line in board.lines:
        if (red_vis & line).bit_count() >= 2:
            block |= line
    replies.sort(key=lambda m: (m != killer, not block >> (m & 31) & 1))
    for reply in replies:
        board.make(reply)
        result = outcome(board)
        if result == RED:
            board.unmake()
            continue
        ok = result is None and red_wins(board, d - 1)
        board.unmake()
        if not ok:
            KILLERS[d] = reply
            return False
    return True


def shortest_win(board: Board, limit: int = 15) -> int | None:
    """The least d within which red (to move) forces a win, or None if not within `limit`."""
    for d in range(1, limit + 1, 2):
        if red_wins(board, d):
            return d
    return None


def strategy_move(board: Board, d: int) -> int:
    """A red move of a shortest win: one after which every yellow reply leaves a win within d - 2."""
    move = board.winning_move()
    if move is not None:
        return move
    for move in board.moves():
        board.make(move)
        ok = outcome(board) is None and yellow_lost(board, d - 1)
        board.unmake()
        if ok:
            return move
    raise AssertionError("no move keeps the proven distance")


def extract(board: Board, book: dict[int, int]) -> None:
    """Add red's strategy from `board` (red to move) against every yellow reply to `book`."""
    key, sym = canonical(board.key)
    if key in book or board.winning_move() is not None:
        return
    d = shortest_win(board)
    assert d is not None, "red's win was lost"
    move = strategy_move(board, d)
    book[key] = map_move(move, sym)
    board.make(move)
    for reply in board.moves():
        board.make(reply)
        if board.result is None:
            extract(board, book)
        else:
            assert board.result == RED, "a yellow reply escaped"
        board.unmake()
    board.unmake()


def verify(book: dict[int, int]) -> int:
    """Play the book through the real engine against every yellow reply; return the lines checked."""
    from pygames.games.gobblet import GOBBLET
    from pygames.games.gobblet.ai_book import canonical as canon

    seen: set[int] = set()
    lines = 0

    def walk(state) -> None:
        nonlocal lines
        board = Board.from_position(state)
        key, sym = canon(board.key)
        if key in seen:
            return
        seen.add(key)
        move = board.winning_move()
        if move is None:
            move = unmap_move(book[key], sym)
        after = GOBBLET.apply(state, board.text(move))
        if after.result is not None:
            assert after.result == "red", after
            lines += 1
            return
        for reply in GOBBLET.legal_actions(after):
            final = GOBBLET.apply(after, reply)
            if final.result is not None:
                assert final.result == "red", (reply, final)
                lines += 1
            else:
                walk(final)

    walk(GOBBLET.initial_state(2, {"size": 3}))
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-write", action="store_true", help="solve and check, but do not write the book")
    args = parser.parse_args()
    start = time.time()
    board = Board(3)
    for d in range(1, 16, 2):
        won = red_wins(board, d)
        print(f"depth {d:2}: {'win' if won else 'no win'}  nodes {NODES[0]:,}  wins {len(WINS):,}  "
              f"fails {len(FAILS):,}  {time.time() - start:.1f}s", flush=True)
        if won:
            break
    book: dict[int, int] = {}
    extract(board, book)
    data = encode(book)
    print(f"book: {len(book):,} positions, {len(data):,} bytes  {time.time() - start:.1f}s")
    print(f"verified through the engine: {verify(book):,} lines end in a red win  {time.time() - start:.1f}s")
    if not args.no_write:
        BOOK_PATH.parent.mkdir(parents=True, exist_ok=True)
        BOOK_PATH.write_bytes(data)
        print(f"wrote {BOOK_PATH}")


if __name__ == "__main__":
    main()
