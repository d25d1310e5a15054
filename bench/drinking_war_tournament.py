"""Drinking War: hard vs easy tournament per pack (two seats, seats alternated) and time per decision.

Run: /work/main/.venv/bin/python bench/drinking_war_tournament.py [--games N] [--packs 1,2,3] [--drinking]
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


def tournament(pack: int, games: int, drinking: bool, mode: str) -> None:
    """Play `games` two-seat games of hard against easy in `pack` and print the result and the timings."""
    wins = ties = 0
    times: list[float] = []
    for game in range(games):
        m = new_match("drinking-war", 2, {"pack": pack, "drinking": drinking, "mode": mode}, seed=game)
        hard = game % 2
        while not m.game.is_over(m.state):
            seat = m.game.actors(m.state)[0]
            t0 = time.perf_counter()
            # A seed per decision: one seed for a whole game made easy pick the same way every time
            # (with the same choices, always the first or always the second, e.g. always drink).
            act = choose_action(m, seat, "hard" if seat == hard else "easy", seed=game * 10_000 + m.ply)
            times.append(time.perf_counter() - t0)
            m.play(act, seat)
        won = m.game.winners(m.state)
        wins += won == [hard]
        ties += len(won) == 2
    p = wins / games
    half = 1.96 * math.sqrt(p * (1 - p) / games)
    label = f"pack {pack} {mode}{' drinking' if drinking else ''}"
    print(f"{label}: hard vs easy, {games} games, hard wins {wins} "
          f"({p:.1%} +/- {half:.1%}), ties {ties}, hard loses {games - wins - ties}")
    times.sort()
    print(f"  time per decision: median {statistics.median(times) * 1e3:.3f} ms, "
          f"p95 {times[int(0.95 * len(times))] * 1e3:.3f} ms, max {times[-1] * 1e3:.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--packs", default="1,2,3")
    parser.add_argument("--drinking", action="store_true")
    parser.add_argument("--mode", default="domination", choices=["domination", "survivor"])
    args = parser.parse_args()
    for pack in (int(p) for p in args.packs.split(",")):
        tournament(pack, args.games, args.drinking, args.mode)


if __name__ == "__main__":
    main()
