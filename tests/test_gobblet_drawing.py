"""The Gobblet board drawn from a recorded view (pygames/games/gobblet/drawing.py): whose turn it is,
where a picked piece may go, the last move's places, the winning line and the result, read off the HTML."""

from __future__ import annotations

from markup import Elements

from pygames import new_match
from pygames.games.gobblet.drawing import board_html, last_move, result_text


def played(*actions: str):
    """A 3x3 match after `actions`."""
    match = new_match("gobblet", 2, {"size": 3}, seed=1)
    for action in actions:
        match.play(action)
    return match


def test_the_colour_to_move_has_its_reserve_marked_and_the_other_not() -> None:
    match = played("3a1")
    page = Elements(board_html(match.view(1), match.legal_actions(1)))
    assert "to-move" in page.reserve("yellow")["class"].split()
    assert "to-move" not in page.reserve("red")["class"].split()


def test_a_picked_reserve_piece_marks_exactly_the_squares_it_may_go_to() -> None:
    match = played("3a1")
    legal = match.legal_actions(1)
    page = Elements(board_html(match.view(1), legal, selected="r1"))
    assert page.squares_with("target") == {action[1:] for action in legal if action.startswith("1")}
    assert "a1" not in page.squares_with("target")  # a small piece cannot gobble the big one on a1


def test_a_screen_with_nothing_to_play_offers_no_piece() -> None:
    match = played("3a1")
    page = Elements(board_html(match.view(0), []))
    assert page.squares_with("movable") == set()
    assert all("disabled" in a for _, a in page.found if "data-reserve" in a)


def test_the_last_move_names_the_reserve_it_came_from_and_the_square_it_went_to() -> None:
    assert last_move(1, "2b2") == ('.gobblet-reserve [data-reserve="r2"][data-colour="yellow"]',
                                   '[data-square="b2"]')
    assert last_move(0, "a1b2") == ('[data-square="a1"]', '[data-square="b2"]')


def test_a_won_game_marks_the_line_and_says_who_won() -> None:
    match = played("3a1", "3a2", "2b1", "2b2", "1c1")
    view = match.view(0)
    page = Elements(board_html(view, []))
    assert page.squares_with("win") == {"a1", "b1", "c1"}
    assert result_text(view) == "Red wins with a line (a1, b1, c1)"


def test_a_square_says_its_whole_stack_top_first() -> None:
    match = played("1a1", "3a1")
    page = Elements(board_html(match.view(0), match.legal_actions(0)))
    label = next(a["aria-label"] for _, a in page.found if a.get("data-square") == "a1")
    assert label == "a1: yellow large, over red small, 2 pieces"
