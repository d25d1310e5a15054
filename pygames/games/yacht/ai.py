"""Yacht computer players: "easy" (plain greedy) and "optimal" (maximises the expected final score).

"easy": scores at once when the dice make a Full House, a straight or a Yacht worth points, or when no
roll is left, in the box that gives the most points now (the first such box on a tie); otherwise keeps
the dice of its most common face (the higher face on a tie) and rerolls the others.

"optimal": the solitaire-optimal strategy of pygames.games.yacht.ai_optimal (precomputed tables of expected
future points, plus an exact expectimax over the current turn). It maximises its own expected grand
total and ignores the other seats' scores.

`ranked_choices` lists every choice of the seat to move with its expected final score, for the page's
hint.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from pygames.ai import register_level
from pygames.games.yacht import REROLL_ALL, ROLLS, Table, box_options
from pygames.games.yacht.scoring import CATEGORIES, NAMES

MADE_HANDS = "hsly"  # boxes the easy player takes as soon as the dice fill them


def easy(match: Any, seat: int, rng: random.Random) -> str:
    """Take a made hand or the best box on the last roll; otherwise chase the most common face."""
    table: Table = match.state
    points = box_options(table)
    best = max(points, key=lambda box: (points[box], -CATEGORIES.index(box)))
    if table.rolls >= ROLLS or any(points.get(box) for box in MADE_HANDS):
        return best
    counts = Counter(table.dice)
    face = max(counts, key=lambda f: (counts[f], f))
    reroll = [die for die in table.dice if die != face]
    return "".join(map(str, reroll)) if reroll else best


def _card(table: Table, seat: int) -> dict[str, int | None]:
    return dict(zip(CATEGORIES, table.cards[seat]))


def choice_action(choice: Any, dice: tuple[int, ...]) -> str:
    """The action string of a yacht_optimal Choice: a box letter, the pips to reroll, or "all"."""
    if not choice.is_reroll:
        return choice.category
    if not choice.keep:
        return REROLL_ALL
    rolled = list(dice)
    for die in choice.keep:
        rolled.remove(die)
    return "".join(map(str, sorted(rolled)))


def ranked_choices(table: Table) -> list[tuple[str, float]]:
    """(action, expected final score) of every choice of the seat to move, best first."""
    from pygames.games.yacht import ai_optimal as yacht_optimal

    best, values = yacht_optimal.best_choice(*_optimal_args(table, table.turn))
    ranked = sorted(values.items(), key=lambda item: (item[0] != best, -item[1]))
    return [(choice_action(choice, table.dice), value) for choice, value in ranked]


def _optimal_args(table: Table, seat: int) -> tuple:
    from pygames.games.yacht import ai_optimal as yacht_optimal

    used, upper, yacht_ok, total = yacht_optimal.card_state(_card(table, seat), 100 * table.yachts[seat])
    return table.joker, used, upper, yacht_ok, table.dice, ROLLS - table.rolls, total


def optimal(match: Any, seat: int, rng: random.Random) -> str:
    """The choice with the highest expected final score (solitaire-optimal)."""
    from pygames.games.yacht import ai_optimal as yacht_optimal

    table: Table = match.state
    choice, _ = yacht_optimal.best_choice(*_optimal_args(table, seat))
    return choice_action(choice, table.dice)


def describe_choice(action: str, dice: tuple[int, ...] | list[int]) -> str:
    """A hint's words for an action: "Score Fives", "Keep 4 4 4, reroll 1 2", "Reroll all five"."""
    if action == REROLL_ALL:
        return "Reroll all five"
    if action in NAMES:
        return f"Score {NAMES[action]}"
    kept = list(dice)
    for pip in action:
        kept.remove(int(pip))
    return f"Keep {' '.join(map(str, kept))}, reroll {' '.join(action)}"


def load_tables(joker: str) -> None:
    """Decode the optimal player's table for `joker` now (the first decision would otherwise do it)."""
    from pygames.games.yacht import ai_optimal as yacht_optimal

    yacht_optimal.expected_start_score(joker)


register_level("yacht", "easy", easy)
register_level("yacht", "optimal", optimal)
