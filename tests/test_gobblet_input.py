"""Clicks and keys to actions on the Gobblet board (pygames.games.gobblet.controls), as a person plays
them: a piece then a square, the arrows over the squares as drawn, the board's one Tab stop; and the
board's stored view setting (view_settings)."""

from __future__ import annotations

from pygames import new_match
from pygames.games.gobblet import controls
from pygames.games.gobblet.view_settings import DEFAULT_VIEW, view_from

SQUARES = ["a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"]  # as drawn, top row first


def gobblet_legal(*actions):
    match = new_match("gobblet", 2, {"size": 3}, seed=1)
    for action in actions:
        match.play(action)
    return match.legal_actions()


def test_a_reserve_piece_then_a_square_brings_it_in():
    legal = gobblet_legal()
    picked, action = controls.press(legal, None, "r3")
    assert (picked, action) == ("r3", None)
    assert controls.press(legal, picked, "b2") == (None, "3b2")


def test_a_piece_on_the_board_then_a_square_moves_it():
    legal = gobblet_legal("3b2", "1a1")
    picked, _ = controls.press(legal, None, "b2")
    assert controls.press(legal, picked, "a1") == (None, "b2a1")  # gobbles the small yellow piece


def test_pressing_the_picked_piece_again_lets_go_and_a_dead_square_does_nothing():
    legal = gobblet_legal()
    assert controls.press(legal, "r3", "r3") == (None, None)
    assert controls.press(legal, None, "b2") == (None, None)  # an empty square: nothing to pick


def test_pressing_another_movable_piece_picks_it_instead():
    legal = gobblet_legal()
    assert controls.press(legal, "r3", "r1") == ("r1", None)


def test_only_squares_a_piece_may_reach_are_targets():
    legal = gobblet_legal("3b2")
    assert "b2" not in controls.targets(legal, "r3")  # a large piece cannot cover a large one
    assert set(controls.targets(legal, "r3")) == {"a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"}


def grid(turned: bool = False) -> dict[str, tuple[float, float]]:
    """Centres of a 3x3 board's squares: a1 top left, c3 bottom right; `turned` a quarter clockwise."""
    centres = {f"{col}{row}": (100.0 * i, 100.0 * (row - 1))
               for i, col in enumerate("abc") for row in (1, 2, 3)}
    return {name: (200 - y, x) for name, (x, y) in centres.items()} if turned else centres


def test_arrows_move_between_squares_as_drawn():
    assert controls.neighbour(grid(), "b2", "ArrowRight") == "c2"
    assert controls.neighbour(grid(), "b2", "ArrowUp") == "b1"
    assert controls.neighbour(grid(), "a1", "ArrowLeft") is None  # the edge: focus stays
    assert controls.neighbour(grid(), "a1", "Enter") is None


def test_arrows_follow_a_turned_board_on_screen():
    # Turned a quarter clockwise, the square drawn right of b2 is the one that was above it.
    assert controls.neighbour(grid(turned=True), "b2", "ArrowRight") == "b1"


def test_with_a_piece_picked_up_tab_lands_on_a_square_it_may_go_to():
    goes = {"b2": "3b2", "c1": "3c1"}
    assert controls.home_square(SQUARES, "r3", goes, {"r3"}, None) == "b2"
    assert controls.home_square(SQUARES, "r3", goes, {"r3"}, "c1") == "c1"  # where the keys were, if allowed
    assert controls.home_square(SQUARES, "r3", goes, {"r3"}, "a3") == "b2"


def test_otherwise_tab_comes_back_to_the_square_last_visited():
    assert controls.home_square(SQUARES, None, {}, {"b2"}, "c3") == "c3"


def test_on_a_fresh_visit_tab_lands_on_the_first_piece_that_may_move_else_the_first_square():
    assert controls.home_square(SQUARES, None, {}, {"r3", "c2"}, None) == "c2"
    assert controls.home_square(SQUARES, None, {}, {"r3"}, None) == "a3"


def test_a_stored_view_setting_is_read_back_within_its_bounds() -> None:
    assert view_from('{"quarter": 5, "tilt": 90, "zoom": 0.1, "grow": 1.2}') == {
        "quarter": 1, "tilt": 60, "zoom": 0.6, "grow": 1.2}
    assert view_from("not json") == DEFAULT_VIEW == view_from("{}")
