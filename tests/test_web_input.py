"""Clicks to actions, as a person plays them: pure Python input modules of the Gobblet and Yacht pages."""

from __future__ import annotations

from pygames import new_match
from pygames.web import gobblet_input, yacht_input


def gobblet_legal(*actions):
    match = new_match("gobblet", 2, {"size": 3}, seed=1)
    for action in actions:
        match.play(action)
    return match.legal_actions()


def test_a_reserve_piece_then_a_square_brings_it_in():
    legal = gobblet_legal()
    picked, action = gobblet_input.press(legal, None, "r3")
    assert (picked, action) == ("r3", None)
    assert gobblet_input.press(legal, picked, "b2") == (None, "3b2")


def test_a_piece_on_the_board_then_a_square_moves_it():
    legal = gobblet_legal("3b2", "1a1")
    picked, _ = gobblet_input.press(legal, None, "b2")
    assert gobblet_input.press(legal, picked, "a1") == (None, "b2a1")  # gobbles the small yellow piece


def test_pressing_the_picked_piece_again_lets_go_and_a_dead_square_does_nothing():
    legal = gobblet_legal()
    assert gobblet_input.press(legal, "r3", "r3") == (None, None)
    assert gobblet_input.press(legal, None, "b2") == (None, None)  # an empty square: nothing to pick


def test_pressing_another_movable_piece_picks_it_instead():
    legal = gobblet_legal()
    assert gobblet_input.press(legal, "r3", "r1") == ("r1", None)


def test_only_squares_a_piece_may_reach_are_targets():
    legal = gobblet_legal("3b2")
    assert "b2" not in gobblet_input.targets(legal, "r3")  # a large piece cannot cover a large one
    assert set(gobblet_input.targets(legal, "r3")) == {"a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"}


def test_kept_dice_are_rerolled_as_the_pips_of_the_others_sorted():
    dice = [6, 2, 5, 2, 1]
    assert yacht_input.reroll_action(dice, {0, 2}) == "122"
    assert yacht_input.reroll_action(dice, set()) == "all"


def test_pressing_a_die_keeps_or_releases_it():
    dice = [1, 2, 3, 4, 5]
    kept = yacht_input.toggle(set(), 2, dice)
    assert kept == {2}
    assert yacht_input.toggle(kept, 2, dice) == set()
    assert yacht_input.toggle(kept, 7, dice) == {2}


def test_dice_that_stayed_on_the_table_are_shown_kept():
    assert yacht_input.kept_positions([2, 2, 5, 6, 6], [2, 6]) == {0, 2, 3}
