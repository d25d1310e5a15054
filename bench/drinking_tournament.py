#!/usr/bin/env python3
"""Hard against easy at two-player Drinking, seats alternated: win rate (95% interval), time per move.

Usage:  python3 bench/drinking_tournament.py [--games 40]
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames import new_match  # noqa: E402
from pygames.ai import choose_action  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    wins = {"hard": 0.0, "easy": 0.0}
    times: dict[str, list[float]] = {"hard": [], "easy": []}
    for number in range(args.games):
        levels = ("hard", "easy") if number % 2 == 0 else ("easy", "hard")
        match = new_match("drinking", 2, {}, seed=1000 + number)
        game = match.game
        while game.actors(match.state):
            seat = game.actors(match.state)[0]
            start = time.perf_counter()
            action = choose_action(match, seat, levels[seat], seed=number)
            times[levels[seat]].append(time.perf_counter() - start)
            match.play(action, seat)
        winners = game.winners(match.state)
        for w in winners:
            wins[levels[w]] += 1 / len(winners)
    n = args.games
    p = wins["hard"] / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    print(f"hard vs easy, {n} two-player games: hard wins {wins['hard']:.1f} ({p:.0%}, "
          f"95% interval {max(0, p - half):.0%}-{min(1, p + half):.0%}), easy wins {wins['easy']:.1f}")
    for level, spent in times.items():
        spent.sort()
        print(f"time per {level} move: median {spent[len(spent) // 2] * 1000:.1f} ms, "
              f"p95 {spent[int(len(spent) * 0.95)] * 1000:.1f} ms, max {spent[-1] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
