"""Optimal solitaire Yacht (Yahtzee) player: precomputed-table loader and evaluator.

Stdlib only (runs on CPython 3.11+ and in Pyodide).  The tables
``pygames/games/yacht/data/yacht_<variant>.bin`` are produced by ``scripts/yacht_solve.py``
(backward induction over every turn-start state) and hold, for each reachable
turn-start state, the expected score still to come under optimal play.  Within
a turn this module redoes the exact expectimax over the 252 dice outcomes and
462 keeps, so every decision is the optimal one (up to the table's 2**-14
quantisation, see below).

Variants (rules in ``pygames/games/yacht/scoring.py``) and their optimum
expected final score from the start of a game:

=========  ===========  ===================================================
variant    optimum      extra-Yacht rule
=========  ===========  ===================================================
"original"     254.5953     +100 if Y holds 50, then any open box, FH/SS/LS full
"forced"   254.5877     Hasbro: +100 if Y holds 50; joker (Y box 50 *or* 0):
                        matching upper box if open, else a lower box with
                        FH/SS/LS full, else an upper box for 0
"free"     254.5896     +100 if Y holds 50; any open box; joker (Y box 50 or
                        0): FH/SS/LS full only if the matching upper is used
"none"     245.8708     no Yacht bonus, no joker
=========  ===========  ===================================================

State conventions
-----------------
* ``used``: the categories already scored, either an iterable of letters from
  ``"abcdeftrhslyx"`` (Aces..Sixes, 3/4 of a kind, full house, small/large
  straight, yacht, chance) or an int bit mask (bit i = ``CATEGORIES[i]``).
* ``upper``: total of the upper boxes scored so far (capped at 63 internally).
* ``yacht_bonus_ok``: True iff the Yacht box holds 50 (so a further Yacht
  earns 100).  With ``"y"`` in ``used`` and ``yacht_bonus_ok`` False the Yacht
  box holds 0.  Ignored by variant ``"none"``.
* ``dice``: the five current dice values (any order), ``rolls_left``: 2 after
  the first roll of a turn, 1 after the second, 0 after the third.
* ``current_total``: points already banked (category scores + Yacht bonuses +
  the 35 upper bonus *if already reached*).  Expected values returned are
  ``current_total + expected points still to come`` = expected final score.

API
---
``expected_start_score(variant)``
    Expected final score of a new game under optimal play (from the table).
``state_value(variant, used, upper, yacht_bonus_ok)``
    Expected points still to come at the start of a turn.
``evaluate(variant, used, upper, yacht_bonus_ok, dice, rolls_left, current_total=0)``
    ``{Choice: expected final score}`` for every legal choice: scoring in each
    allowed category and (if ``rolls_left`` > 0) every distinct keep.
``best_choice(...same arguments...)``
    ``(best Choice, the evaluate() dict)``.
``card_state(card, yacht_bonuses=0)``
    ``(used, upper, yacht_bonus_ok, current_total)`` from a scorecard mapping
    ``letter -> points or None``; ``best_choice_for_card(variant, card, dice,
    rolls_left, yacht_bonuses=0)`` wraps it.

``Choice`` is a NamedTuple ``(category, keep)``: a scoring choice has
``category`` = letter and ``keep`` = (); a reroll has ``category`` None and
``keep`` = sorted tuple of the dice values kept (``()`` = reroll everything).
``choice.reroll_positions(dice)`` gives the indices of the dice to roll again.

Example::

    choice, values = best_choice("original", "", 0, False, [6, 6, 3, 2, 6], 2)
    if choice.is_reroll:
        reroll = choice.reroll_positions(dice)      # e.g. (2, 3)
    for ch, ev in sorted(values.items(), key=lambda kv: -kv[1]): print(ch, ev)

Cost: the first call per variant decodes the table (~0.15 s natively, ~4 MB
of memory); the per-turn-state expectimax (~0.7 ms) is cached (LRU), so the
three decisions of a turn cost one evaluation.

Interpretation notes: the published optima (Verhoeff: free-choice joker
254.5896, Hasbro forced joker 254.5877) are reproduced only when the joker
applies whenever the Yacht box is *filled*, with 50 or with 0 (the bonus needs
50); applying it only when the box holds 50 gives 254.4865 / 254.4848.  The
seed server's text grants its joker only with 50 (254.5953).

Table accuracy: values are stored as multiples of 2**-14 (|error| <= 3.1e-5
per state); ``scripts/yacht_solve.py --check`` compares decisions with the
full-precision values.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from typing import NamedTuple

from pygames.games.yacht import scoring
from pygames.games.yacht.optimal_values import FULL, Y_BIT, optimal_values

CATEGORIES = scoring.CATEGORIES  # "abcdeftrhslyx"
VARIANTS = scoring.VARIANTS
_CI = {c: i for i, c in enumerate(CATEGORIES)}


class Choice(NamedTuple):
    """A decision: score in ``category`` or (category None) reroll all dice not in ``keep``."""

    category: str | None
    keep: tuple = ()

    @property
    def is_reroll(self) -> bool:
        """True for a reroll choice."""
        return self.category is None

    def reroll_positions(self, dice: Iterable[int]) -> tuple:
        """Indices of the dice to roll again so that the kept values remain."""
        want = list(self.keep) if self.is_reroll else list(dice)
        out = []
        for i, v in enumerate(dice):
            if v in want:
                want.remove(v)
            else:
                out.append(i)
        return tuple(out)

    def __str__(self) -> str:
        if self.is_reroll:
            return "keep " + ("".join(map(str, self.keep)) or "nothing")
        return "score " + scoring.NAMES[self.category or ""]  # not a re-roll: a category is named


# ---------------------------------------------------------------------------
# dice / keep combinatorics (same orders as scripts/yacht_solve.py)
# ---------------------------------------------------------------------------
DICE = list(combinations_with_replacement(range(1, 7), 5))  # 252 sorted tuples
_DIDX = {d: i for i, d in enumerate(DICE)}
_KEEPS = [k for s in range(5, -1, -1) for k in combinations_with_replacement(range(1, 7), s)]
_KIDX = {k: i for i, k in enumerate(_KEEPS)}  # 0..251 == DICE, then sizes 4..0
_NK = len(_KEEPS)
# children (keep + one die) of each keep of size < 5, for i in 252..461
_CHILD = [tuple(_KIDX[tuple(sorted(k + (f,)))] for f in range(1, 7)) for k in _KEEPS[252:]]
# distinct parents (keep - one die) of every keep, and the size-0 keep has none
_PARENT = [tuple(sorted({_KIDX[k[:j] + k[j + 1 :]] for j in range(len(k))})) for k in _KEEPS]
_SCORE = [[scoring.normal_score(c, d) for d in DICE] for c in CATEGORIES]
_COUNT = [[d.count(f) for d in DICE] for f in range(1, 7)]
_YROWS = [_DIDX[(k,) * 5] for k in range(1, 7)]
_SUBKEEPS: dict[tuple, list] = {}  # sorted dice -> distinct sub-keep indices (size 5 .. 0)


def _subkeeps(d: tuple) -> list:
    r = _SUBKEEPS.get(d)
    if r is None:
        seen: dict[tuple, int] = {}
        for s in range(5, -1, -1):
            for pos in combinations(range(5), s):
                k = tuple(d[i] for i in pos)
                seen.setdefault(k, _KIDX[k])
        r = _SUBKEEPS[d] = list(seen.items())
    return r


# ---------------------------------------------------------------------------
# within-turn expectimax
# ---------------------------------------------------------------------------
def _mask_of(used: int | Iterable[str]) -> int:
    if isinstance(used, int):
        return used & FULL
    m = 0
    for c in used:
        m |= 1 << _CI[c]
    return m


def _flag(variant: str, mask: int, ok: bool) -> int:
    return 1 if (ok and variant != "none" and mask & Y_BIT) else 0


def _ctx(variant: str, mask: int, flag: int) -> scoring.JokerContext:
    used = frozenset(c for i, c in enumerate(CATEGORIES) if mask >> i & 1)
    box = (50 if flag else 0) if mask & Y_BIT else None
    return scoring.JokerContext(variant, used, box)


def _score_options(variant: str, mask: int, upper: int, flag: int, dice: tuple) -> dict:
    """{category: points scored now + expected future} for the allowed categories."""
    tab = optimal_values(variant)
    ctx = _ctx(variant, mask, flag)
    bonus = scoring.yacht_bonus(dice, ctx)
    out = {}
    for c, s in scoring.options(dice, ctx).items():
        i = _CI[c]
        nf = 1 if (c == "y" and s == 50 and tab.nflags == 2) else flag
        if i < 6:
            nu = upper + s
            v = s + bonus + (35 if upper < 63 <= nu else 0) + tab.value(mask | 1 << i, nu, nf)
        else:
            v = s + bonus + tab.value(mask | 1 << i, upper, nf)
        out[c] = v
    return out


class _Turn:
    """Values of every dice outcome / keep for one turn-start state."""

    __slots__ = ("v0", "ev1", "ev2")

    def __init__(self, variant: str, mask: int, upper: int, flag: int):
        tab = optimal_values(variant)
        value = tab.value
        up = upper if upper < 63 else 63
        v0: list[float] | None = None
        for i, c in enumerate(CATEGORIES):
            bit = 1 << i
            if mask & bit:
                continue
            nm = mask | bit
            if i < 6:
                k = i + 1
                g = []
                for n in range(6):
                    s = n * k
                    nu = up + s
                    g.append(s + (35 if up < 63 <= nu else 0) + value(nm, nu, flag))
                col = [g[n] for n in _COUNT[i]]
            else:
                base = value(nm, up, 0 if c == "y" else flag)
                col = [s + base for s in _SCORE[i]]
            v0 = col if v0 is None else list(map(max, v0, col))
        assert v0 is not None  # at least one category is open in a turn to play
        if variant != "none":
            for k in range(1, 7):
                v0[_YROWS[k - 1]] = max(_score_options(variant, mask, up, flag, (k,) * 5).values())
        self.v0 = v0
        ev1 = self._expect(v0)
        best = self._best(ev1)
        self.ev1 = ev1
        self.ev2 = self._expect(best[:252])

    @staticmethod
    def _expect(v: list) -> list:
        ev = v + [0.0] * (_NK - 252)
        for j, ch in enumerate(_CHILD, 252):
            a, b, c, d, e, f = ch
            ev[j] = (ev[a] + ev[b] + ev[c] + ev[d] + ev[e] + ev[f]) * (1.0 / 6.0)
        return ev

    @staticmethod
    def _best(ev: list) -> list:
        best = list(ev)
        for j in range(_NK - 2, -1, -1):  # sizes 1..5: parents come later in _KEEPS
            m = best[j]
            for p in _PARENT[j]:
                if best[p] > m:
                    m = best[p]
            best[j] = m
        return best


@lru_cache(maxsize=4096)
def _turn(variant: str, mask: int, upper: int, flag: int) -> _Turn:
    return _Turn(variant, mask, upper, flag)


# ---------------------------------------------------------------------------
# public API
# ---------------------------------------------------------------------------
def expected_start_score(variant: str = "original") -> float:
    """Expected final score of a new game under optimal play (stored table value)."""
    return optimal_values(variant).value(0, 0, 0)


def state_value(variant: str, used: int | Iterable[str], upper: int, yacht_bonus_ok: bool) -> float:
    """Expected points still to come at the start of a turn in this state."""
    mask = _mask_of(used)
    return optimal_values(variant).value(mask, max(0, upper), _flag(variant, mask, yacht_bonus_ok))


def turn_start_value(variant: str, used: int | Iterable[str], upper: int, yacht_bonus_ok: bool) -> float:
    """Same as state_value but recomputed by expectimax over the turn from the successors."""
    mask = _mask_of(used)
    if mask == FULL:
        return 0.0
    t = _turn(variant, mask, min(63, max(0, upper)), _flag(variant, mask, yacht_bonus_ok))
    return _Turn._expect(_Turn._best(t.ev2)[:252])[_NK - 1]


def evaluate(
    variant: str,
    used: int | Iterable[str],
    upper: int,
    yacht_bonus_ok: bool,
    dice: Iterable[int],
    rolls_left: int,
    current_total: float = 0.0,
) -> dict:
    """{Choice: expected final score} for every legal choice in this position."""
    mask = _mask_of(used)
    if mask == FULL:
        raise ValueError("no category left")
    d = tuple(sorted(dice))
    if len(d) != 5 or not all(1 <= x <= 6 for x in d):
        raise ValueError(f"bad dice {dice!r}")
    if rolls_left not in (0, 1, 2):
        raise ValueError("rolls_left must be 0, 1 or 2")
    up = min(63, max(0, upper))
    flag = _flag(variant, mask, yacht_bonus_ok)
    out = {}
    for c, v in _score_options(variant, mask, up, flag, d).items():
        out[Choice(c)] = current_total + v
    if rolls_left:
        t = _turn(variant, mask, up, flag)
        ev = t.ev1 if rolls_left == 1 else t.ev2
        for k, j in _subkeeps(d):
            if len(k) < 5:
                out[Choice(None, k)] = current_total + ev[j]
    return out


def best_choice(
    variant: str,
    used: int | Iterable[str],
    upper: int,
    yacht_bonus_ok: bool,
    dice: Iterable[int],
    rolls_left: int,
    current_total: float = 0.0,
) -> tuple:
    """(optimal Choice, {Choice: expected final score}); ties go to scoring, then bigger keeps."""
    values = evaluate(variant, used, upper, yacht_bonus_ok, dice, rolls_left, current_total)
    best = None
    bv = float("-inf")
    for ch, v in values.items():  # scoring choices first, then keeps by decreasing size
        if v > bv + 1e-9:
            best, bv = ch, v
    return best, values


def card_state(card: Mapping[str, int | None], yacht_bonuses: int = 0) -> tuple:
    """(used letters, upper sum, yacht_bonus_ok, current total) from a scorecard dict."""
    used = frozenset(c for c in CATEGORIES if card.get(c) is not None)
    upper = sum(card.get(c) or 0 for c in scoring.UPPER)
    total = sum(card.get(c) or 0 for c in used) + yacht_bonuses + (scoring.UPPER_BONUS if upper >= 63 else 0)
    return used, upper, card.get("y") == 50, total


def best_choice_for_card(
    variant: str, card: Mapping[str, int | None], dice: Iterable[int], rolls_left: int, yacht_bonuses: int = 0
) -> tuple:
    """best_choice() for a scorecard dict ``letter -> points or None`` (+ Yacht bonus points)."""
    used, upper, ok, total = card_state(card, yacht_bonuses)
    return best_choice(variant, used, upper, ok, dice, rolls_left, total)
