"""The Gobblet board's one Tab stop (web/gobblet_input.home_square): the grid is entered once, then arrows."""

from __future__ import annotations

from pygames.games.gobblet.controls import home_square
from pygames.games.gobblet.view_settings import DEFAULT_VIEW, view_from

SQUARES = ["a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"]  # as drawn, top row first


def test_with_a_piece_picked_up_tab_lands_on_a_square_it_may_go_to():
    goes = {"b2": "3b2", "c1": "3c1"}
    assert home_square(SQUARES, "r3", goes, {"r3"}, None) == "b2"
    assert home_square(SQUARES, "r3", goes, {"r3"}, "c1") == "c1"  # where the keyboard was, if allowed
    assert home_square(SQUARES, "r3", goes, {"r3"}, "a3") == "b2"


def test_otherwise_tab_comes_back_to_the_square_last_visited():
    assert home_square(SQUARES, None, {}, {"b2"}, "c3") == "c3"


def test_on_a_fresh_visit_tab_lands_on_the_first_piece_that_may_move_else_the_first_square():
    assert home_square(SQUARES, None, {}, {"r3", "c2"}, None) == "c2"
    assert home_square(SQUARES, None, {}, {"r3"}, None) == "a3"


def test_a_stored_view_setting_is_read_back_within_its_bounds() -> None:
    assert view_from('{"quarter": 5, "tilt": 90, "zoom": 0.1, "grow": 1.2}') == {
        "quarter": 1, "tilt": 60, "zoom": 0.6, "grow": 1.2}
    assert view_from("not json") == DEFAULT_VIEW == view_from("{}")
