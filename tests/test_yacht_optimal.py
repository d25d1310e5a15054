"""Tests of the optimal solitaire Yacht tables and evaluator (pygames.games.yacht.ai_optimal)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pygames.games.yacht import ai_optimal, scoring
from pygames.games.yacht.optimal_values import optimal_values

DATA = Path(ai_optimal.__file__).resolve().parent / "data"
ALL = "abcdeftrhslyx"


def only_open(*cats):
    """Used categories so that exactly ``cats`` remain open."""
    return [c for c in ALL if c not in cats]


# --- shipped tables -------------------------------------------------------


def test_table_files_exist_and_total_under_3mb():
    files = [DATA / f"yacht_{v}.bin" for v in ai_optimal.VARIANTS]
    assert all(f.is_file() for f in files)
    assert sum(f.stat().st_size for f in files) < 3_000_000


@pytest.mark.parametrize(
    "variant,digits,value",
    [
        ("free", 4, 254.5896),  # Verhoeff, free-choice joker
        ("forced", 4, 254.5877),  # Hasbro forced joker
        ("none", 2, 245.87),  # Glenn 2006, no Yacht bonus
        ("original", 4, 254.5953),  # the seed server's rule (computed here)
    ],
)
def test_start_optimum_from_shipped_table(variant, digits, value):
    assert round(ai_optimal.expected_start_score(variant), digits) == value
    # the stored value agrees with the full-precision one in the header ...
    assert abs(optimal_values(variant).exact_start - ai_optimal.expected_start_score(variant)) < 5e-5
    # ... and with a first-turn expectimax over the stored successor values
    assert round(ai_optimal.turn_start_value(variant, (), 0, False), digits) == value


@pytest.mark.parametrize("variant", ai_optimal.VARIANTS)
def test_turn_recomputation_matches_table(variant):
    for used, upper, ok in [
        ("abc", 12, False),
        ("ytrh", 0, True),
        ("ytrh", 0, False),
        ("abcdefx", 63, False),
        ("abcdefthslyr", 40, True),
    ]:
        stored = ai_optimal.state_value(variant, used, upper, ok)
        assert abs(ai_optimal.turn_start_value(variant, used, upper, ok) - stored) < 1e-3


def test_last_turn_values_are_exact():
    # only Chance left: expected sum of 5 dice with optimal rerolls, 3 rolls
    ev1 = 4.25  # one die, one reroll left: keep 4-6
    ev2 = (4 * ev1 + 5 + 6) / 6  # two rerolls left: keep 5, 6
    assert abs(ai_optimal.state_value("original", only_open("x"), 0, False) - 5 * ev2) < 1e-4
    # only Yacht left (bonus earned only with a prior 50, Y box open -> no bonus)
    p = ai_optimal.state_value("none", only_open("y"), 63, False) / 50
    assert 0.04 < p < 0.05  # probability of a Yacht in 3 rolls: 0.04603
    assert abs(p - 0.046029) < 1e-4


# --- decisions --------------------------------------------------------------


@pytest.mark.parametrize("variant", ai_optimal.VARIANTS)
@pytest.mark.parametrize("rolls_left", [0, 1, 2])
def test_yacht_rolled_with_y_open_scores_y(variant, rolls_left):
    choice, values = ai_optimal.best_choice(variant, (), 0, False, [4, 4, 4, 4, 4], rolls_left)
    assert choice == ai_optimal.Choice("y")
    assert max(values.values()) == values[choice]


def test_last_turn_obvious_decisions():
    ch, _ = ai_optimal.best_choice("original", only_open("x"), 0, False, [6, 5, 4, 2, 1], 2)
    assert ch.is_reroll and ch.keep == (5, 6)
    ch, _ = ai_optimal.best_choice("original", only_open("x"), 0, False, [6, 5, 4, 2, 1], 1)
    assert ch.keep == (4, 5, 6)
    assert ch.reroll_positions([6, 5, 4, 2, 1]) == (3, 4)
    ch, _ = ai_optimal.best_choice("original", only_open("x"), 0, False, [6, 5, 4, 2, 1], 0)
    assert ch == ai_optimal.Choice("x")
    ch, _ = ai_optimal.best_choice("original", only_open("y"), 0, False, [3, 1, 3, 2, 3], 2)
    assert ch.keep == (3, 3, 3) and ch.reroll_positions([3, 1, 3, 2, 3]) == (1, 3)
    ch, _ = ai_optimal.best_choice("original", only_open("l"), 0, False, [2, 3, 4, 5, 6], 2)
    assert ch == ai_optimal.Choice("l")
    ch, _ = ai_optimal.best_choice("original", only_open("l"), 0, False, [1, 2, 3, 4, 6], 1)
    assert ch.is_reroll and len(ch.keep) == 4 and {2, 3, 4} <= set(ch.keep)
    ch, _ = ai_optimal.best_choice("original", only_open("f"), 0, False, [6, 1, 6, 2, 3], 2)
    assert ch.keep == (6, 6)


def test_values_are_current_total_plus_future():
    used, upper, dice = only_open("x", "f"), 50, [6, 6, 6, 1, 2]
    _, vals = ai_optimal.best_choice("original", used, upper, False, dice, 0, current_total=200)
    # Sixes: 18 points, reaches 63 -> +35 bonus, then Chance still to play
    future_x = ai_optimal.state_value("original", only_open("x"), 68, False)
    assert vals[ai_optimal.Choice("f")] == pytest.approx(200 + 18 + 35 + future_x, abs=1e-9)
    future_f = ai_optimal.state_value("original", only_open("f"), 50, False)
    assert vals[ai_optimal.Choice("x")] == pytest.approx(200 + 21 + future_f, abs=1e-9)
    assert set(vals) == {ai_optimal.Choice("f"), ai_optimal.Choice("x")}


def test_keep_choices_enumerated_and_ranked():
    ch, vals = ai_optimal.best_choice("original", (), 0, False, [1, 2, 3, 4, 6], 2)
    keeps = [c for c in vals if c.is_reroll]
    assert len(keeps) == 31  # distinct proper sub-multisets of 5 distinct dice
    assert ai_optimal.Choice(None, ()) in vals
    assert len([c for c in vals if not c.is_reroll]) == 13
    assert vals[ch] == max(vals.values())
    # a small straight in hand on turn 1 with two rolls left: go for the large one
    assert ch.keep == (1, 2, 3, 4)


@pytest.mark.parametrize("variant", ["original", "forced", "free"])
def test_extra_yacht_gets_bonus(variant):
    used = ["y", "c"]
    _, vals = ai_optimal.best_choice(variant, used, 9, True, [3, 3, 3, 3, 3], 0)
    nb = ai_optimal.best_choice("none", used, 9, False, [3, 3, 3, 3, 3], 0)[1]
    for c, v in vals.items():
        if c.category == "x":
            assert v - ai_optimal.state_value(variant, used + ["x"], 9, True) == pytest.approx(115)
    if variant == "forced":
        assert set(c.category for c in vals) == set("trhslx")
    assert ai_optimal.Choice("l") in vals and ai_optimal.Choice("l") in nb


def test_forced_joker_must_use_upper_box():
    ch, vals = ai_optimal.best_choice("forced", ["y"], 0, True, [5, 5, 5, 5, 5], 0)
    assert list(vals) == [ai_optimal.Choice("e")] and ch == ai_optimal.Choice("e")
    # Y box holds 0: no bonus, but the forced joker still applies
    ch, vals = ai_optimal.best_choice("forced", ["y"], 0, False, [5, 5, 5, 5, 5], 0)
    assert list(vals) == [ai_optimal.Choice("e")]


def test_card_state_and_wrapper():
    card = {"a": 3, "f": 30, "y": 50, "x": 22, "b": None}
    used, upper, ok, total = ai_optimal.card_state(card, yacht_bonuses=100)
    assert used == frozenset("afyx") and upper == 33 and ok and total == 205
    ch, vals = ai_optimal.best_choice_for_card("original", card, [2, 2, 2, 2, 2], 0, yacht_bonuses=100)
    assert vals[ch] == max(vals.values()) and ch.category is not None
    later = ai_optimal.state_value("original", "afyxl", 33, True)
    assert vals[ai_optimal.Choice("l")] == pytest.approx(205 + 100 + 40 + later)


def test_bad_input():
    with pytest.raises(ValueError):
        ai_optimal.best_choice("original", (), 0, False, [1, 2, 3], 2)
    with pytest.raises(ValueError):
        ai_optimal.best_choice("original", (), 0, False, [1, 2, 3, 4, 7], 2)
    with pytest.raises(ValueError):
        ai_optimal.expected_start_score("bogus")
    with pytest.raises(ValueError):
        ai_optimal.best_choice("original", ALL, 0, False, [1, 2, 3, 4, 5], 0)


# --- scoring module -----------------------------------------------------------


def test_normal_scores():
    s = scoring.score
    assert s("c", [3, 3, 1, 3, 6]) == 9
    assert s("t", [3, 3, 1, 3, 6]) == 16 and s("r", [3, 3, 1, 3, 6]) == 0
    assert s("r", [2, 2, 2, 2, 6]) == 14
    assert s("h", [2, 3, 2, 3, 3]) == 25 and s("h", [3, 3, 3, 3, 3]) == 0
    assert s("s", [1, 2, 3, 4, 6]) == 30 and s("s", [3, 4, 5, 6, 6]) == 30 and s("s", [1, 2, 3, 5, 6]) == 0
    assert s("l", [5, 4, 3, 2, 1]) == 40 and s("l", [1, 2, 3, 4, 6]) == 0
    assert s("y", [6] * 5) == 50 and s("y", [6, 6, 6, 6, 5]) == 0
    assert s("x", [6, 6, 6, 6, 5]) == 29


def test_joker_rules_per_variant():
    y3 = [3] * 5
    seed50 = scoring.JokerContext("original", frozenset("y"), 50)
    assert scoring.options(y3, seed50)["h"] == 25 and scoring.options(y3, seed50)["l"] == 40
    assert scoring.yacht_bonus(y3, seed50) == 100
    seed0 = scoring.JokerContext("original", frozenset("y"), 0)
    assert scoring.options(y3, seed0)["h"] == 0 and scoring.yacht_bonus(y3, seed0) == 0
    free = scoring.JokerContext("free", frozenset("y"), 50)
    assert scoring.options(y3, free)["s"] == 0 and "c" in scoring.options(y3, free)
    free_c = scoring.JokerContext("free", frozenset("yc"), 0)
    assert scoring.options(y3, free_c)["s"] == 30 and scoring.yacht_bonus(y3, free_c) == 0
    forced = scoring.JokerContext("forced", frozenset("yc"), 50)
    assert scoring.options(y3, forced) == {"t": 15, "r": 15, "h": 25, "s": 30, "l": 40, "x": 15}
    forced_full = scoring.JokerContext("forced", frozenset("ctrhslyx"), 50)
    assert scoring.options(y3, forced_full) == {"a": 0, "b": 0, "d": 0, "e": 0, "f": 0}
    none = scoring.JokerContext("none", frozenset("yc"), 50)
    assert scoring.options(y3, none)["h"] == 0 and scoring.yacht_bonus(y3, none) == 0
    # Y box open: a Yacht is just a Yacht
    assert scoring.options(y3, scoring.JokerContext("original"))["h"] == 0
