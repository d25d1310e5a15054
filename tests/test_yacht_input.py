"""Clicks and keys to actions on the Yacht board (pygames.games.yacht.controls), as a person plays them:
dice kept and released, where each die sits after a roll, a hint's kept dice, the arrows along a row."""

from __future__ import annotations

from pygames.games.yacht import controls


def test_kept_dice_are_rerolled_as_the_pips_of_the_others_sorted():
    dice = [6, 2, 5, 2, 1]
    assert controls.reroll_action(dice, {0, 2}) == "122"
    assert controls.reroll_action(dice, set()) == "all"


def test_pressing_a_die_keeps_or_releases_it():
    dice = [1, 2, 3, 4, 5]
    kept = controls.toggle(set(), 2, dice)
    assert kept == {2}
    assert controls.toggle(kept, 2, dice) == set()
    assert controls.toggle(kept, 7, dice) == {2}


def test_dice_that_stayed_on_the_table_are_shown_kept():
    assert controls.kept_positions([2, 2, 5, 6, 6], [2, 6]) == {0, 2, 3}


def test_dice_kept_by_the_person_stay_in_place_and_new_dice_fill_the_gaps():
    shown = [3, 5, 1, 5, 2]
    # The person kept both 5s (positions 1 and 3) and rolled 1 2 3: the view lists them sorted.
    order, kept = controls.arrange(shown, [2, 4, 5, 5, 6], [2, 4, 6], kept={1, 3})
    assert order == [2, 5, 4, 5, 6] and kept == {1, 3}


def test_dice_kept_by_another_screen_stay_in_place_too():
    order, kept = controls.arrange([3, 5, 1, 5, 2], [1, 1, 5, 5, 6], [1, 1, 6])
    assert [order[i] for i in sorted(kept)] == [5, 5] and kept == {1, 3}
    assert sorted(order) == [1, 1, 5, 5, 6]


def test_a_first_roll_shows_the_dice_as_listed():
    assert controls.arrange([], [1, 2, 3, 4, 6], [1, 2, 3, 4, 6]) == ([1, 2, 3, 4, 6], set())
    assert controls.arrange([6, 6, 6, 6, 6], [1, 2, 3, 4, 6], [1, 2, 3, 4, 6]) == ([1, 2, 3, 4, 6], set())


def test_a_hint_marks_the_dice_it_keeps_and_roll_then_plays_it():
    shown = [1, 5, 1, 5, 5]
    marks = controls.keep_for(shown, "11", kept={0, 2})  # the person kept the 1s; the hint says 5s
    assert marks == {1, 3, 4}
    assert controls.reroll_action(shown, marks) == "11"
    assert controls.keep_for(shown, "all", kept={1}) == set()
    assert controls.keep_for([2, 5, 5, 3, 5], "5", kept={2}) == {0, 1, 2, 3}  # its kept 5 stays marked


def test_yacht_arrows_walk_a_row_and_stop_at_its_ends():
    step, ROW_KEYS, COLUMN_KEYS = controls.step, controls.ROW_KEYS, controls.COLUMN_KEYS
    assert step(5, 0, "ArrowRight", ROW_KEYS) == 1
    assert step(5, 0, "ArrowLeft", ROW_KEYS) == 0  # at the end the focus stays
    assert step(5, 2, "End", ROW_KEYS) == 4 and step(5, 2, "Home", ROW_KEYS) == 0
    assert step(5, 2, "ArrowDown", ROW_KEYS) is None  # not this row's key: the page may use it
    assert step(13, 12, "ArrowDown", COLUMN_KEYS) == 12 and step(13, 3, "ArrowUp", COLUMN_KEYS) == 2
    assert step(0, 0, "ArrowRight", ROW_KEYS) is None


def test_dice_shown_from_an_older_roll_give_the_new_dice_as_listed():
    """Skipping a computer's turn show (F) jumps over a roll: the dice on screen may lack a die that
    stayed. Then no die can stay in place, and the new dice are shown as listed (it raised StopIteration)."""
    order, kept = controls.arrange([1, 2, 3, 4, 6], [5, 5, 5, 2, 3], [2, 3])
    assert (order, kept) == ([5, 5, 5, 2, 3], set())
