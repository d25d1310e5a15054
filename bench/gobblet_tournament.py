#!/usr/bin/env python3
"""Smart against Ok at Gobblet: many games with colours alternating, then the win rates.

Usage:  python3 bench/gobblet_tournament.py [--games 100] [--size 4] [--budget 0.3] [--jobs 2]

The budget is Smart's search time per move in seconds; natively 0.3 s is about what 1 s buys in the
browser (Pyodide runs this code 2-4x slower).
"""

from __future__ import annotations

import argparse
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames import new_match  # noqa: E402
from pygames.ai import choose_action  # noqa: E402

MAX_PLIES = 300


def play_game(args: tuple[int, int, float, int]) -> tuple[str, int, str]:
    """Play game `number`; Smart is red in even games. Return (winner level or "draw", plies, reason)."""
    number, size, budget, seed = args
    levels = ("smart", "ok") if number % 2 == 0 else ("ok", "smart")
    match = new_match("gobblet", 2, {"size": size}, seed=seed + number, meta={"ai_budget_s": budget})
    while not match.is_over and match.ply < MAX_PLIES:
        seat = match.to_move
        match.play(choose_action(match, seat, levels[seat]))
    winners = match.winners()
    winner = levels[winners[0]] if winners else "draw"
    return winner, match.ply, match.state.reason or "move limit"


def tournament(games: int, size: int, budget: float, jobs: int, seed: int = 2024) -> dict[str, int]:
    """Play `games` games of Smart against Ok and return how many each side won (and the draws)."""
    tally = {"smart": 0, "ok": 0, "draw": 0}
    tasks = [(i, size, budget, seed) for i in range(games)]
    with Pool(jobs) as pool:
        for i, (winner, plies, reason) in enumerate(pool.imap(play_game, tasks), 1):
            tally[winner] += 1
            print(f"game {i:3}: {winner:5} in {plies:3} plies ({reason})", flush=True)
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--size", type=int, default=4, choices=(3, 4))
    parser.add_argument("--budget", type=float, default=0.3, help="Smart's seconds per move")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    start = time.time()
    tally = tournament(args.games, args.size, args.budget, args.jobs)
    n = args.games
    elapsed = time.time() - start
    print(f"\n{args.size}x{args.size}, {n} games, Smart budget {args.budget} s/move, {elapsed:.0f} s")
    for who in ("smart", "ok", "draw"):
        print(f"  {who:5}: {tally[who]:3}  ({100 * tally[who] / n:.0f}%)")


if __name__ == "__main__":
    main()
