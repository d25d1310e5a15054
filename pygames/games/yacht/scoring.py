"""Yacht (Yahtzee) category scoring, Yacht bonus and joker rules (stdlib only).

Category letters (also the bit order used by ``pygames.games.yacht.ai_optimal``)::

    a b c d e f   Aces .. Sixes       sum of the dice showing that face
    t             3 of a Kind         sum of all dice if >= 3 alike
    r             4 of a Kind         sum of all dice if >= 4 alike
    h             Full House          25 for three of one face + two of another
                                      (five alike is NOT a full house, except
                                      through the joker rule)
    s             Small Straight      30 for 4 in sequence
    l             Large Straight      40 for 5 in sequence
    y             Yacht               50 for five alike
    x             Chance              sum of all dice

Upper bonus: 35 once the upper section (a-f) totals >= 63.

Extra Yachts (``variant``; a roll of five alike when the Yacht box is filled):

``"original"`` (default, the play-by-mail server's rule)
    Yacht box holds 50: +100 bonus, then score in any unused category; it is
    scored normally except Full House / Small / Large Straight score 25/30/40.
    Yacht box holds 0: no bonus, no joker, scored normally.
``"forced"`` (Hasbro)
    +100 bonus if the Yacht box holds 50.  If the Yacht box is filled (50 *or*
    0): must score in the matching upper box if it is open; else in any open
    lower box, with FH/SS/LS scoring in full; else in any open upper box
    (scoring 0).
``"free"`` (Verhoeff's "free choice" joker)
    +100 bonus if the Yacht box holds 50.  Any open box; if the Yacht box is
    filled (50 or 0) FH/SS/LS score in full provided the matching upper box
    is already filled.
``"none"``
    No Yacht bonus and no joker.

Typical engine use::

    ctx = JokerContext(variant, used=frozenset(card_letters_filled), yacht_box=card.get("y"))
    for cat, pts in options(dice, ctx).items(): ...      # legal boxes and their points
    bonus = yacht_bonus(dice, ctx)                         # 0 or 100, added on scoring
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from pygames.core.i18n import N_, _

CATEGORIES = "abcdeftrhslyx"
UPPER = "abcdef"
LOWER = "trhslyx"
# The boxes' names, shown through _() where they are drawn (French: As, Brelan, Carré, Full, ...).
NAMES = {
    "a": N_("Aces"),
    "b": N_("Twos"),
    "c": N_("Threes"),
    "d": N_("Fours"),
    "e": N_("Fives"),
    "f": N_("Sixes"),
    "t": N_("3 of a Kind"),
    "r": N_("4 of a Kind"),
    "h": N_("Full House"),
    "s": N_("Small Straight"),
    "l": N_("Large Straight"),
    "y": N_("Yacht"),
    "x": N_("Chance"),
}


def box_name(box: str) -> str:
    """The name of box `box` in the current language ("Fives", "Cinq")."""
    return _(NAMES[box])


VARIANTS = ("original", "forced", "free", "none")
UPPER_BONUS = 35
UPPER_BONUS_THRESHOLD = 63
YACHT_BONUS = 100
JOKER_FULL = {"h": 25, "s": 30, "l": 40}


@dataclass(frozen=True)
class JokerContext:
    """Scorecard facts the Yacht bonus / joker rules depend on."""

    variant: str = "original"
    used: frozenset = field(default_factory=frozenset)  # category letters already scored
    yacht_box: int | None = None  # value in the Yacht box (50 or 0), None if open


def is_yacht(dice: Iterable[int]) -> bool:
    """True if all five dice show the same face."""
    d = list(dice)
    return len(d) == 5 and len(set(d)) == 1


def normal_score(category: str, dice: Iterable[int]) -> int:
    """Points for the dice in a category under the plain (non-joker) rules."""
    d = list(dice)
    if category in UPPER:
        face = UPPER.index(category) + 1
        return face * d.count(face)
    counts = [d.count(f) for f in range(1, 7)]
    top = max(counts)
    total = sum(d)
    if category == "t":
        return total if top >= 3 else 0
    if category == "r":
        return total if top >= 4 else 0
    if category == "h":
        return 25 if sorted(c for c in counts if c) == [2, 3] else 0
    if category == "s":
        faces = set(d)
        return 30 if any({a, a + 1, a + 2, a + 3} <= faces for a in (1, 2, 3)) else 0
    if category == "l":
        return 40 if set(d) in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0
    if category == "y":
        return 50 if top == 5 else 0
    if category == "x":
        return total
    raise ValueError(f"unknown category {category!r}")


def joker_active(dice: Iterable[int], ctx: JokerContext | None) -> bool:
    """True if the roll is an extra Yacht to which the variant's joker rule applies."""
    if ctx is None or ctx.variant == "none" or not is_yacht(dice):
        return False
    if ctx.variant == "original":
        return ctx.yacht_box == 50
    if ctx.variant in ("forced", "free"):
        return ctx.yacht_box is not None  # 50 or 0
    raise ValueError(f"unknown variant {ctx.variant!r}")


def yacht_bonus(dice: Iterable[int], ctx: JokerContext | None) -> int:
    """Extra-Yacht bonus (100 or 0) earned by scoring these dice in this context."""
    if ctx is None or ctx.variant == "none" or ctx.yacht_box != 50:
        return 0
    return YACHT_BONUS if is_yacht(dice) else 0


def score(category: str, dice: Iterable[int], joker_context: JokerContext | None = None) -> int:
    """Points for the dice in a category (joker FH/SS/LS applied if the context says so)."""
    d = list(dice)
    if category in JOKER_FULL and joker_active(d, joker_context):
        assert joker_context is not None  # joker_active is False without a context
        v = joker_context.variant
        if v == "original" or UPPER[d[0] - 1] in joker_context.used:
            return JOKER_FULL[category]
    return normal_score(category, d)


def allowed_categories(dice: Iterable[int], ctx: JokerContext | None) -> tuple:
    """Categories the dice may be scored in (only the forced joker restricts the open ones)."""
    d = list(dice)
    used = ctx.used if ctx is not None else frozenset()
    open_c = tuple(c for c in CATEGORIES if c not in used)
    if ctx is not None and ctx.variant == "forced" and joker_active(d, ctx):
        upper = UPPER[d[0] - 1]
        if upper not in used:
            return (upper,)
        lower = tuple(c for c in open_c if c in LOWER)
        return lower if lower else open_c
    return open_c


def options(dice: Iterable[int], ctx: JokerContext | None = None) -> dict:
    """Map each allowed category to its points for these dice (Yacht bonus not included)."""
    d = list(dice)
    return {c: score(c, d, ctx) for c in allowed_categories(d, ctx)}
