#!/usr/bin/env python3
"""Benchmark of the optimal solitaire Yacht player (pygames.games.yacht.ai_optimal).

Plays N games with the shipped tables and a seeded random.Random, prints the
mean final score with its 95% confidence interval (and whether it contains
the computed optimum), then the time per decision: over all decisions of the
simulation (per-turn-state cache warm within a turn) and for "cold" first-roll
decisions of fresh turn states (the worst case: a whole-turn expectimax).

Usage: python bench/yacht_optimal.py [N=20000] [--variant seed] [--workers 2] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from pygames.games.yacht import ai_optimal as yo  # noqa: E402
from pygames.games.yacht import scoring as ys  # noqa: E402


def play_game(variant: str, rng: random.Random, times: list) -> int:
    """One game of the optimal player; appends each decision's time to ``times``."""
    used: set = set()
    upper = 0
    ybox = None  # value in the Yacht box
    total = 0
    clock = time.perf_counter
    for _turn in range(13):
        dice = [rng.randint(1, 6) for _ in range(5)]
        rolls_left = 2
        while True:
            t0 = clock()
            choice, _ = yo.best_choice(variant, used, upper, ybox == 50, dice, rolls_left)
            times.append(clock() - t0)
            if choice.is_reroll and rolls_left:
                for i in choice.reroll_positions(dice):
                    dice[i] = rng.randint(1, 6)
                rolls_left -= 1
                continue
            break
        cat = choice.category
        ctx = ys.JokerContext(variant, frozenset(used), ybox)
        assert cat in ys.allowed_categories(dice, ctx)
        pts = ys.score(cat, dice, ctx)
        total += pts + ys.yacht_bonus(dice, ctx)
        if cat in ys.UPPER:
            if upper < 63 <= upper + pts:
                total += ys.UPPER_BONUS
            upper += pts
        if cat == "y":
            ybox = pts
        used.add(cat)
    return total


def worker(args):
    variant, seed, n = args
    rng = random.Random(seed)
    times: list = []
    scores = [play_game(variant, rng, times) for _ in range(n)]
    return scores, times


def cold_times(variant: str, n: int = 200, seed: int = 7) -> list:
    """Times of first-roll decisions in random fresh turn states (turn cache cleared)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        cats = rng.sample(yo.CATEGORIES, rng.randrange(13))
        upper = sum(yo.CATEGORIES.index(c) + 1 for c in cats if c in ys.UPPER) * 3
        dice = [rng.randint(1, 6) for _ in range(5)]
        yo._turn.cache_clear()
        t0 = time.perf_counter()
        yo.best_choice(variant, cats, upper, "y" in cats, dice, 2)
        out.append(time.perf_counter() - t0)
    return out


def pct(xs: list, p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("n", nargs="?", type=int, default=20000, help="number of games")
    ap.add_argument("--variant", default="original", choices=yo.VARIANTS)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)

    t0 = time.perf_counter()
    yo.expected_start_score(a.variant)
    load = time.perf_counter() - t0
    optimum = yo.expected_start_score(a.variant)
    print(f"variant {a.variant}: table load {load * 1000:.0f} ms, optimum {optimum:.4f}")

    workers = max(1, min(a.workers, a.n))
    sizes = [a.n // workers + (i < a.n % workers) for i in range(workers)]
    tasks = [(a.variant, a.seed * 1000 + i, k) for i, k in enumerate(sizes)]
    t0 = time.perf_counter()
    if workers > 1:
        with Pool(workers) as pool:
            results = pool.map(worker, tasks)
    else:
        results = [worker(t) for t in tasks]
    wall = time.perf_counter() - t0
    scores = [s for r in results for s in r[0]]
    times = [t for r in results for t in r[1]]

    mean = statistics.fmean(scores)
    sd = statistics.stdev(scores) if len(scores) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(scores))
    inside = mean - half <= optimum <= mean + half
    print(
        f"{len(scores)} games in {wall:.1f} s ({workers} workers): mean {mean:.3f} "
        f"+- {half:.3f} (95% CI [{mean - half:.3f}, {mean + half:.3f}]), sd {sd:.2f}, "
        f"min {min(scores)}, max {max(scores)}"
    )
    print(f"CI contains the optimum {optimum:.4f}: {'yes' if inside else 'NO'}")
    ms = [t * 1000 for t in times]
    print(
        f"decisions ({len(ms)}): median {statistics.median(ms):.3f} ms, p95 {pct(ms, 0.95):.3f} ms, "
        f"max {max(ms):.2f} ms"
    )
    cold = [t * 1000 for t in cold_times(a.variant)]
    print(
        f"cold first-roll decisions ({len(cold)}): median {statistics.median(cold):.2f} ms, "
        f"p95 {pct(cold, 0.95):.2f} ms, max {max(cold):.2f} ms"
    )
    return 0 if inside else 1


if __name__ == "__main__":
    sys.exit(main())
