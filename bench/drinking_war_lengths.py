"""Drinking War: how long a game lasts, per pack and option, from seeded computer playouts.

Run: .venv/bin/python bench/drinking_war_lengths.py [--games N] [--seats 2] [--level hard]

For each pack (1, 2, 3), mode (domination, survivor) and drinking (no, yes) it plays --games seeded games
with every seat at --level, and prints the median and range of the moves per game (the seats' own
actions, the deals and draws of the pile left out), the moves per seat, and the life points lost per
game. The default game of the set-up form was chosen from these figures (pygames/games/drinking_war).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames import new_match  # noqa: E402
from pygames.ai import choose_action  # noqa: E402
from pygames.core.game import CHANCE  # noqa: E402
from pygames.games.drinking_war.tokens import starting_lives  # noqa: E402


def playout(options: dict[str, object], seats: int, level: str, seed: int) -> tuple[int, int]:
    """One seeded game: (moves made by the seats, life points lost in all)."""
    match = new_match("drinking-war", seats, options, seed=seed)
    while not match.game.is_over(match.state):
        seat = match.game.actors(match.state)[0]
        match.play(choose_action(match, seat, level, seed=seed * 10_000 + match.ply), seat)
    moves = sum(1 for seat in match.history_seats if seat != CHANCE)
    lost = sum(starting_lives(seats) - lives for lives in match.state.lives)
    return moves, lost


def main() -> None:
    """Print one line per pack and option."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    print(f"{args.seats} seats, {args.level} computers, {args.games} games each")
    print(f"{'pack':>4} {'mode':<11} {'drinking':<8} {'moves median (min-max)':>24} {'per seat':>8} "
          f"{'lives lost':>10}")
    for pack in (1, 2, 3):
        for mode in ("domination", "survivor"):
            for drinking in (False, True):
                options = {"pack": pack, "mode": mode, "drinking": drinking}
                runs = [playout(options, args.seats, args.level, seed) for seed in range(args.games)]
                moves = [m for m, _ in runs]
                lost = statistics.mean(lo for _, lo in runs)
                print(f"{pack:>4} {mode:<11} {'yes' if drinking else 'no':<8} "
                      f"{statistics.median(moves):>10.0f} ({min(moves)}-{max(moves)}){'':>6} "
                      f"{statistics.median(moves) / args.seats:>8.0f} {lost:>10.1f}", flush=True)


if __name__ == "__main__":
    main()
