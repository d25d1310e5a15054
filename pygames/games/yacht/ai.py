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
from pygames.core.i18n import _
from pygames.games.yacht import REROLL_ALL, ROLLS, State, box_options
from pygames.games.yacht.scoring import CATEGORIES, NAMES, box_name

MADE_HANDS = "hsly"  # boxes the easy player takes as soon as the dice fill them


def easy(match: Any, seat: int, rng: random.Random) -> str:
    """Take a made hand or the best box on the last roll; otherwise chase the most common face."""
    state: State = match.state
    points = box_options(state)
    best = max(points, key=lambda box: (points[box], -CATEGORIES.index(box)))
    if state.rolls >= ROLLS or any(points.get(box) for box in MADE_HANDS):
        return best
    counts = Counter(state.dice)
    face = max(counts, key=lambda f: (counts[f], f))
    reroll = [die for die in state.dice if die != face]
    return "".join(map(str, reroll)) if reroll else best


def _card(state: State, seat: int) -> dict[str, int | None]:
    return dict(zip(CATEGORIES, state.cards[seat]))


def choice_action(choice: Any, dice: tuple[int, ...]) -> str:
    """The action string of an ai_optimal Choice: a box letter, the pips to reroll, or "all"."""
    if not choice.is_reroll:
        return choice.category
    if not choice.keep:
        return REROLL_ALL
    rolled = list(dice)
    for die in choice.keep:
        rolled.remove(die)
    return "".join(map(str, sorted(rolled)))


def ranked_choices(state: State) -> list[tuple[str, float]]:
    """(action, expected final score) of every choice of the seat to move, best first."""
    from pygames.games.yacht import ai_optimal

    best, values = ai_optimal.best_choice(*_optimal_args(state, state.turn))
    ranked = sorted(values.items(), key=lambda item: (item[0] != best, -item[1]))
    return [(choice_action(choice, state.dice), value) for choice, value in ranked]


def _optimal_args(state: State, seat: int) -> tuple:
    from pygames.games.yacht import ai_optimal

    used, upper, yacht_ok, total = ai_optimal.card_state(_card(state, seat), 100 * state.yachts[seat])
    return state.joker, used, upper, yacht_ok, state.dice, ROLLS - state.rolls, total


def optimal(match: Any, seat: int, rng: random.Random) -> str:
    """The choice with the highest expected final score (solitaire-optimal)."""
    from pygames.games.yacht import ai_optimal

    state: State = match.state
    choice, _value = ai_optimal.best_choice(*_optimal_args(state, seat))
    return choice_action(choice, state.dice)


def describe_choice(action: str, dice: tuple[int, ...] | list[int]) -> str:
    """A hint's words for an action: "Score Fives", "Keep 4 4 4, reroll 1 2", "Reroll all five"."""
    if action == REROLL_ALL:
        return _("Reroll all five")
    if action in NAMES:
        return _("Score {box}").format(box=box_name(action))
    kept = list(dice)
    for pip in action:
        kept.remove(int(pip))
    return _("Keep {kept}, reroll {dice}").format(kept=" ".join(map(str, kept)), dice=" ".join(action))


def load_tables(joker: str) -> None:
    """Decode the optimal player's state for `joker` now (the first decision would otherwise do it)."""
    from pygames.games.yacht import ai_optimal

    ai_optimal.expected_start_score(joker)


register_level("yacht", "easy", easy)
register_level("yacht", "optimal", optimal)
