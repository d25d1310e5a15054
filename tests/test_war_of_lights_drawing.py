"""The War of Lights table drawn from a recorded view (pygames/games/war_of_lights/drawing.py): whose turn
it is, where a picked gelt may go (and which targets are attacks), the latest spin, and each seat's gelt
count and the winner, read off the HTML."""

from __future__ import annotations

import re

from markup import Elements

from pygames.core.game import get_game
from pygames.core.match import Match
from pygames.games.war_of_lights import EMPTY, State
from pygames.games.war_of_lights.drawing import Drawing
from pygames.games.war_of_lights.text import seat_names

NAMES = seat_names(2)


def begun(*faces: str) -> Match:
    """A two-seat match after its spin-off (seat 0 spins `faces[0]`, seat 1 `faces[1]`); chance by hand."""
    match = Match(get_game("war-of-lights"), 2, None, seed=1, auto_chance=False)
    for face in faces or ("gimel", "shin"):
        match.play_chance(face)
    return match


def drawn(match: Match, viewer: int, selected: str | None = None) -> str:
    """The table as `viewer`'s screen draws it."""
    return Drawing(match.view(viewer), match.legal_actions(viewer) if viewer in match.actors else [], NAMES,
                   selected).board_html()


def test_the_napkin_of_the_seat_to_move_is_marked_and_named_so() -> None:
    markup = drawn(begun("gimel", "shin"), 0)
    table = Elements(markup).with_attr("data-to-move")[0]
    assert table["data-to-move"] == "0" and table["data-phase"] == "turn"
    napkins = {a["data-napkin"]: a for a in Elements(markup).with_attr("data-napkin")}
    assert "to-move" in napkins["0"]["class"].split() and "to-move" not in napkins["1"]["class"].split()
    assert napkins["0"]["aria-label"] == "Blue's napkin, 9 gelt, to move"


def test_a_picked_gelt_lights_exactly_its_moves_and_marks_an_attack() -> None:
    match = begun("gimel", "shin")
    elements = Elements(drawn(match, 0, selected="1a"))
    assert elements.squares_with("selected") == {"1a"}
    # With every square of its own napkin full, the corner gelt can only cross to the other napkin's
    # corner, which holds Red's gelt: an attack.
    assert elements.squares_with("target") == {"2a"} == elements.squares_with("attack")
    assert elements.squares_with("movable") == {"1c", "1g", "1i"}


def test_a_screen_that_may_not_play_offers_no_gelt_and_no_button() -> None:
    markup = drawn(begun("gimel", "shin"), 1)
    elements = Elements(markup)
    assert not elements.squares_with("movable") and not elements.squares_with("target")
    assert not elements.with_attr("data-action")
    assert "Waiting for the other players." in markup


def test_the_dreidel_shows_the_latest_spin_and_what_it_did() -> None:
    match = begun("gimel", "shin")
    match.play("1a-2a", 0)
    match.play_chance("hey")  # Red's gelt on 2a is removed; Blue stays on 1a
    markup = drawn(match, 1)
    last = next(a for a in Elements(markup).with_attr("data-face") if a.get("data-testid") == "last-spin")
    assert last["data-face"] == "hey"
    words = re.search(r'data-testid="last-spin"[^>]*>(.*?)</p>', markup).group(1)  # type: ignore[union-attr]
    assert "Blue attacks Red on 2a from 1a" in words and "removed" in words
    napkins = {a["data-napkin"]: a for a in Elements(markup).with_attr("data-napkin")}
    assert napkins["1"]["aria-label"].startswith("Red's napkin, 8 gelt")
    assert '<span class="count">8/9</span>' in markup and '<span class="count">9/9</span>' in markup


def test_a_won_game_names_the_winner_and_offers_nothing_to_play() -> None:
    # Red has no gelt left: Blue is the last with gelt. The match's facts are those of a finished game.
    over = State(2, (0,) * 9 + (EMPTY,) * 9, 9, "over", 0, winners=(0,), reason="last with gelt")
    view = {**get_game("war-of-lights").view(over, 0), "to_move": None, "over": True, "ply": 40}
    markup = Drawing(view, [], NAMES).board_html()
    napkins = {a["data-napkin"]: a for a in Elements(markup).with_attr("data-napkin")}
    assert "won" in napkins["0"]["class"].split() and napkins["0"]["aria-label"].endswith("wins")
    assert "out" in napkins["1"]["class"].split()
    assert Elements(markup).with_attr("data-to-move")[0]["data-over"] == "yes"
    assert not Elements(markup).with_attr("data-action")
