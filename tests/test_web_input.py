"""Clicks to actions, as a person plays them: pure Python input modules of the Gobblet and Yacht pages."""

from __future__ import annotations

from pygames import new_match
from pygames.games.gobblet import controls as gobblet_input
from pygames.games.yacht import controls as yacht_input


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


def test_dice_kept_by_the_person_stay_in_place_and_new_dice_fill_the_gaps():
    shown = [3, 5, 1, 5, 2]
    # The person kept both 5s (positions 1 and 3) and rolled 1 2 3: the view lists them sorted.
    order, kept = yacht_input.arrange(shown, [2, 4, 5, 5, 6], [2, 4, 6], kept={1, 3})
    assert order == [2, 5, 4, 5, 6] and kept == {1, 3}


def test_dice_kept_by_another_screen_stay_in_place_too():
    order, kept = yacht_input.arrange([3, 5, 1, 5, 2], [1, 1, 5, 5, 6], [1, 1, 6])
    assert [order[i] for i in sorted(kept)] == [5, 5] and kept == {1, 3}
    assert sorted(order) == [1, 1, 5, 5, 6]


def test_a_first_roll_shows_the_dice_as_listed():
    assert yacht_input.arrange([], [1, 2, 3, 4, 6], [1, 2, 3, 4, 6]) == ([1, 2, 3, 4, 6], set())
    assert yacht_input.arrange([6, 6, 6, 6, 6], [1, 2, 3, 4, 6], [1, 2, 3, 4, 6]) == ([1, 2, 3, 4, 6], set())


def test_a_hint_marks_the_dice_it_keeps_and_roll_then_plays_it():
    shown = [1, 5, 1, 5, 5]
    marks = yacht_input.keep_for(shown, "11", kept={0, 2})  # the person kept the 1s; the hint says 5s
    assert marks == {1, 3, 4}
    assert yacht_input.reroll_action(shown, marks) == "11"
    assert yacht_input.keep_for(shown, "all", kept={1}) == set()
    assert yacht_input.keep_for([2, 5, 5, 3, 5], "5", kept={2}) == {0, 1, 2, 3}  # its kept 5 stays marked


def grid(turned: bool = False) -> dict[str, tuple[float, float]]:
    """Centres of a 3x3 board's squares: a1 top left, c3 bottom right; `turned` a quarter clockwise."""
    centres = {f"{col}{row}": (100.0 * i, 100.0 * (row - 1))
               for i, col in enumerate("abc") for row in (1, 2, 3)}
    return {name: (200 - y, x) for name, (x, y) in centres.items()} if turned else centres


def test_arrows_move_between_squares_as_drawn():
    assert gobblet_input.neighbour(grid(), "b2", "ArrowRight") == "c2"
    assert gobblet_input.neighbour(grid(), "b2", "ArrowUp") == "b1"
    assert gobblet_input.neighbour(grid(), "a1", "ArrowLeft") is None  # the edge: focus stays
    assert gobblet_input.neighbour(grid(), "a1", "Enter") is None


def test_arrows_follow_a_turned_board_on_screen():
    # Turned a quarter clockwise, the square drawn right of b2 is the one that was above it.
    assert gobblet_input.neighbour(grid(turned=True), "b2", "ArrowRight") == "b1"


def test_yacht_arrows_walk_a_row_and_stop_at_its_ends():
    step, ROW_KEYS, COLUMN_KEYS = yacht_input.step, yacht_input.ROW_KEYS, yacht_input.COLUMN_KEYS
    assert step(5, 0, "ArrowRight", ROW_KEYS) == 1
    assert step(5, 0, "ArrowLeft", ROW_KEYS) == 0  # at the end the focus stays
    assert step(5, 2, "End", ROW_KEYS) == 4 and step(5, 2, "Home", ROW_KEYS) == 0
    assert step(5, 2, "ArrowDown", ROW_KEYS) is None  # not this row's key: the page may use it
    assert step(13, 12, "ArrowDown", COLUMN_KEYS) == 12 and step(13, 3, "ArrowUp", COLUMN_KEYS) == 2
    assert step(0, 0, "ArrowRight", ROW_KEYS) is None


def test_dice_shown_from_an_older_roll_give_the_new_dice_as_listed():
    """Skipping a computer's turn show (F) jumps over a roll: the dice on screen may lack a die that
    stayed. Then no die can stay in place, and the new dice are shown as listed (it raised StopIteration)."""
    order, kept = yacht_input.arrange([1, 2, 3, 4, 6], [5, 5, 5, 2, 3], [2, 3])
    assert (order, kept) == ([5, 5, 5, 2, 3], set())
