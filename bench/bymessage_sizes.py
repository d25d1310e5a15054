#!/usr/bin/env python3
"""Games by message: how long the links are (pygames.net.post), and how long a page takes to read one.

Usage:  .venv/bin/python bench/bymessage_sizes.py [--games 5]

Plays seeded random games of Gobblet (3x3 and 4x4), Yacht (2 seats), War of Lights (3 seats) and
Drinking (2 seats, no hourglass) by passing links from page to page, each to the seat the game waits on,
and prints per game: the characters of the link with the set-up (the first one), of one move's link
(median and largest), of a link with the whole finished game, and the full URL of the largest move
with a typical static host's address and "#post=" (the page flow is not built yet: the prefix is a
guess of its form). ms/link is CPython's time here per link of the whole loop (a move chosen and played,
its link written, read, checked, the reader's reveal and outcomes added), not Pyodide's.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from post_kit import pass_until, set_up  # noqa: E402

from pygames.net.post import write  # noqa: E402
from pygames.net.post.record import _KEPT  # noqa: E402

PREFIX = "https://someone.github.io/pygames/#post="
CASES = [("gobblet", 2, {"size": 3}), ("gobblet", 2, {"size": 4}), ("yacht", 2, None),
         ("war-of-lights", 3, None), ("drinking", 2, {"hourglass": 0})]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    print(f"{'game':<22}{'set-up':>8}{'move med':>10}{'move max':>10}{'whole':>8}{'links':>7}"
          f"{'URL max':>9}{'ms/link':>9}")
    for game, seats, options in CASES:
        firsts, moves, wholes, counts, reads = [], [], [], [], []
        for number in range(args.games):
            pages = set_up(game, seats, options)
            firsts.append(len(write(pages[0], 1)))
            sizes: list[int] = []
            start = time.perf_counter()
            holder = pass_until(pages, seats - 1, rng=random.Random(number), sizes=sizes)
            reads.append((time.perf_counter() - start) / max(1, len(sizes)) * 1000)
            moves.extend(sizes)
            counts.append(len(sizes))
            wholes.append(len(write(pages[holder])))
            _KEPT.clear()
        label = f"{game} {seats}" + (f" {options['size']}x{options['size']}" if game == "gobblet" and options
                                     else "")
        print(f"{label:<22}{statistics.median(firsts):>8.0f}{statistics.median(moves):>10.0f}{max(moves):>10}"
              f"{statistics.median(wholes):>8.0f}{statistics.median(counts):>7.0f}"
              f"{len(PREFIX) + max(moves):>9}{statistics.median(reads):>9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
