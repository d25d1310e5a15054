"""The Yacht scorecard and ranking drawn from a recorded view (pygames/games/yacht/drawing.py): whose turn
it is, the boxes the person may score and what each would score, the box just scored, the totals and
the final places, read off the HTML."""

from __future__ import annotations

import re

from pygames import new_match
from pygames.games.yacht.drawing import ending, result_text, scorecard

NAMES = ["Ann", "Bo"]


def started():
    """A two-seat match whose first roll has landed (seeded: 2 3 3 4 6)."""
    return new_match("yacht", 2, seed=1)


def score_buttons(markup: str) -> dict[str, str]:
    """Box -> the points on its button, for every box the screen offers to score."""
    return dict(re.findall(r'<button [^>]*data-act="score" data-box="(\w)"[^>]*>(\d+)</button>', markup))


def test_the_seat_to_move_heads_its_column() -> None:
    match = started()
    markup = scorecard(match.view(0), NAMES, match.legal_actions(0))
    heads = re.findall(r'<th scope="col" class="([^"]*)"><span class="long">(\w+)</span>', markup)
    assert heads == [("to-move", "Ann"), ("", "Bo")]


def test_every_open_box_offers_what_the_dice_would_score_there() -> None:
    match = started()
    view = match.view(0)
    offered = score_buttons(scorecard(view, NAMES, match.legal_actions(0)))
    boxes = {action for action in match.legal_actions(0) if action.isalpha() and action != "all"}
    assert set(offered) == boxes
    assert offered["c"] == "6" and offered["x"] == "18"  # threes: 3 + 3; chance: the sum of 2 3 3 4 6


def test_a_screen_that_may_not_play_offers_no_box() -> None:
    match = started()
    assert score_buttons(scorecard(match.view(1), NAMES, [])) == {}


def test_the_box_just_scored_is_lit_and_counts_in_the_totals() -> None:
    match = started()
    match.play("x")
    view = match.view(0)
    markup = scorecard(view, NAMES, [], scored="x")
    assert '<td class="filled" data-seat="0" data-box="x">18</td>' in markup  # the turn has passed to Bo
    grand = re.search(r'<tr class="sum grand">.*?</tr>', markup)
    assert grand is not None and re.findall(r"<td data-seat=\"\d\">(\d+)</td>", grand.group()) == ["18", "0"]


def test_the_ranking_lists_places_best_first_and_the_result_names_the_winner() -> None:
    view = {"cards": [{"total": 120}, {"total": 180}], "winners": [1]}
    places = re.findall(r'<span class="place">(\w+)</span><span class="name">(\w+)</span>'
                        r'<span class="points">(\d+)</span>', ending(view, NAMES))
    assert places == [("1st", "Bo", "180"), ("2nd", "Ann", "120")]
    assert result_text(view, NAMES) == "Bo wins with 180 points"
    assert result_text({"cards": [{"total": 90}, {"total": 90}], "winners": [0, 1]}, NAMES) == \
        "Ann and Bo share the win with 90 points"
