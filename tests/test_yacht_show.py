"""What the Yacht board shows between two positions: a computer's decision as a step, a Yacht, the
move list grouped by turn (pygames.games.yacht.show)."""

from __future__ import annotations

from kit import scripted as played

from pygames import Match
from pygames.games.yacht.show import REROLL, SCORE, Step, fresh_yacht, is_yacht, step_between, turn_rows


def scripted(*steps: str, seats: int = 1) -> Match:
    """A Yacht match (jokers by the seed's rule) after `steps`: dice outcomes and decisions."""
    return played("yacht", {"joker": "seed"}, *steps, seats=seats)


def views(*steps: str, seats: int = 2) -> tuple[dict, dict]:
    """The view before the last seat action of `steps` and the view once its dice (if any) landed."""
    before = scripted(*steps[:-2], seats=seats).view(None)
    return before, scripted(*steps, seats=seats).view(None)


def test_a_reroll_of_the_same_turn_is_one_step():
    before, after = views("13556", "13", "24")
    assert step_between(before, after) == Step(REROLL)


def test_scoring_a_box_is_a_step_that_names_the_box():
    before, after = views("13556", "e", "22345")
    assert step_between(before, after) == Step(SCORE, "e")


def test_scoring_alone_is_a_step_too():
    before, after = views("13556", "x", "22345", seats=1)
    assert step_between(before, after) == Step(SCORE, "x")


def test_a_jump_of_several_decisions_is_no_step():
    before = scripted("13556", seats=2).view(None)
    after = scripted("13556", "13", "24", "e", "22345", seats=2).view(None)
    assert step_between(before, after) is None
    assert step_between(after, before) is None  # a takeback


def test_no_step_from_a_finished_game_or_before_the_dice_land():
    before, after = views("13556", "13", "24")
    assert step_between({**before, "over": True}, after) is None
    assert step_between({**before, "dice": []}, after) is None


def test_five_of_a_kind_just_rolled_is_a_yacht():
    assert is_yacht([4, 4, 4, 4, 4]) and not is_yacht([4, 4, 4, 4, 5]) and not is_yacht([])
    assert fresh_yacht(scripted("44445", "5", "4", seats=2).view(None))
    assert not fresh_yacht(scripted("44445", seats=2).view(None))


def test_the_move_list_has_a_heading_where_each_turn_starts():
    match = scripted("13556", "13", "24", "e", "22345", "x", "11111", "a", seats=2)
    rows = turn_rows(match.records(), ["You", "Computer"])
    assert [(row.heading, row.text) for row in rows] == [
        ("Round 1 · You", "roll 1: 1 3 5 5 6, keeps 5 5 6"),
        ("", "roll 2: 2 4 5 5 6, scores 10 in Fives"),
        ("Round 1 · Computer", "roll 1: 2 2 3 4 5, scores 16 in Chance"),
        ("Round 2 · You", "roll 1: 1 1 1 1 1, scores 5 in Aces"),
    ]


def test_alone_a_score_ends_the_turn():
    match = scripted("13556", "e", "22345", "x", seats=1)
    assert [row.heading for row in turn_rows(match.records(), ["You"])] == ["Round 1 · You", "Round 2 · You"]
