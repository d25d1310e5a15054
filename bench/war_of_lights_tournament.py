#!/usr/bin/env python3
"""Hard against easy at War of Lights (two players, seats alternated): win rate and time per move.

Usage:  python3 bench/war_of_lights_tournament.py [--games 100]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames import new_match  # noqa: E402
from pygames.ai import choose_action  # noqa: E402


def play_game(number: int, seed: int, times: dict[str, list[float]]) -> str:
    """Play one game; hard sits first in even games. Return the winning level or "draw"."""
    levels = ("hard", "easy") if number % 2 == 0 else ("easy", "hard")
    match = new_match("war-of-lights", 2, seed=seed + number)
    while not match.is_over:
        seat = match.to_move
        start = time.perf_counter()
        action = choose_action(match, seat, levels[seat], seed=seed * 7919 + number * 1000 + match.ply)
        times[levels[seat]].append(time.perf_counter() - start)
        match.play(action, seat)
    winners = match.winners()
    return levels[winners[0]] if len(winners) == 1 else "draw"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    times: dict[str, list[float]] = {"hard": [], "easy": []}
    results = [play_game(n, args.seed, times) for n in range(args.games)]
    wins = results.count("hard")
    n = len(results)
    p = wins / n
    half = 1.96 * math.sqrt(p * (1 - p) / n) if n else 0.0
    print(f"hard vs easy, {n} two-player games: hard {wins}, easy {results.count('easy')}, "
          f"draws {results.count('draw')}")
    print(f"hard win rate {p:.1%} (95% interval {max(0.0, p - half):.1%} - {min(1.0, p + half):.1%})")
    for level, ts in times.items():
        ts.sort()
        print(f"{level}: {len(ts)} moves, median {statistics.median(ts) * 1000:.2f} ms, "
              f"p95 {ts[int(0.95 * (len(ts) - 1))] * 1000:.2f} ms, max {ts[-1] * 1000:.2f} ms")


if __name__ == "__main__":
    main()
