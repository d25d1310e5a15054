"""Drinking War: hard vs easy tournament (two seats, seats alternated) and time per decision.

Run: /work/main/.venv/bin/python bench/drinking_war_tournament.py [--games N]
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    wins = ties = 0
    times: list[float] = []
    for game in range(args.games):
        m = new_match("drinking-war", 2, {}, seed=game)
        hard = game % 2
        while not m.game.is_over(m.state):
            seat = m.game.actors(m.state)[0]
            t0 = time.perf_counter()
            act = choose_action(m, seat, "hard" if seat == hard else "easy", seed=game)
            times.append(time.perf_counter() - t0)
            m.play(act, seat)
        won = m.game.winners(m.state)
        wins += won == [hard]
        ties += len(won) == 2
    n = args.games
    p = wins / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    print(f"hard vs easy: {n} games, hard wins {wins} ({p:.1%} +/- {half:.1%}), ties {ties}, "
          f"hard loses {n - wins - ties}")
    times.sort()
    print(f"time per decision: median {statistics.median(times) * 1e3:.3f} ms, "
          f"p95 {times[int(0.95 * len(times))] * 1e3:.3f} ms, max {times[-1] * 1e3:.3f} ms")


if __name__ == "__main__":
    main()
