"""The page keeps keyboard focus on the same control across a redraw (pygames.web.focus)."""

from __future__ import annotations

from pygames.web.focus import selector_for


def test_a_square_is_found_again_by_its_name():
    assert selector_for({"data-square": "b2", "class": "square movable"}) == '#board-area [data-square="b2"]'


def test_a_reserve_piece_is_found_by_size_and_colour():
    assert (selector_for({"data-reserve": "r3", "data-colour": "red"})
            == '#board-area [data-reserve="r3"][data-colour="red"]')


def test_an_id_wins_and_quotes_are_escaped():
    assert selector_for({"id": "roll", "data-act": "roll"}) == '[id="roll"]'
    assert selector_for({"data-action": 'say "hi"'}) == '#board-area [data-action="say \\"hi\\""]'


def test_a_control_that_nothing_names_is_not_chased():
    assert selector_for({"class": "die"}) is None
