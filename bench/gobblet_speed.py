#!/usr/bin/env python3
"""Time per move of each Gobblet computer level: median and 95th percentile, per board size.

Usage:  python3 bench/gobblet_speed.py [--games 4] [--budget 1.0]

Importable: `move_times(size, level, games, budget_s)` returns the list of seconds per move, so the
same measurement can run in the browser (Pyodide) and be compared with these native figures.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames import new_match  # noqa: E402
from pygames.ai import choose_action  # noqa: E402

MAX_PLIES = 60


def move_times(size: int, level: str, games: int = 4, budget_s: float = 1.0, seed: int = 1) -> list[float]:
    """Seconds per move of `level` over `games` games on a size x size board (the other seat is ok)."""
    times = []
    rng = random.Random(seed)
    for number in range(games):
        match = new_match("gobblet", 2, {"size": size}, seed=rng.randrange(1 << 30),
                          meta={"ai_budget_s": budget_s})
        timed_seat = number % 2
        while not match.is_over and match.ply < MAX_PLIES:
            seat = match.to_move
            if seat == timed_seat:
                start = time.perf_counter()
                action = choose_action(match, seat, level)
                times.append(time.perf_counter() - start)
            else:
                action = choose_action(match, seat, "ok")
            match.play(action)
    return times


def percentile(values: list[float], fraction: float) -> float:
    """The `fraction` quantile of `values` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--budget", type=float, default=1.0, help="Smart's seconds per move")
    args = parser.parse_args()
    print(f"Smart budget {args.budget} s/move, {args.games} games per row (Python {sys.version.split()[0]})")
    print(f"{'size':>4} {'level':6} {'moves':>5} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    for size in (3, 4):
        for level in ("ok", "smart"):
            times = move_times(size, level, args.games, args.budget)
            print(f"{size:>4} {level:6} {len(times):>5} {1000 * statistics.median(times):>10.1f} "
                  f"{1000 * percentile(times, 0.95):>8.1f} {1000 * max(times):>8.1f}", flush=True)


if __name__ == "__main__":
    main()
