"""The Drinking table drawn from a recorded view (pygames/games/drinking/drawing.py): whose turn it is,
where the picked drink may go, what the last turn did, the scores, and the final score sheet, read off
the HTML."""

from __future__ import annotations

import re

from markup import Elements

from pygames import new_match
from pygames.core.match import Match
from pygames.games.drinking import controls
from pygames.games.drinking.drawing import Drawing, result_text

NAMES = ["Ann", "Bo"]


def started(**options: object) -> Match:
    """A two-seat match whose first drinks are on offer (seeded), the hourglass off."""
    return new_match("drinking", 2, {"hourglass": 0, **options}, seed=4)


def drawn(match: Match, viewer: int, picked: int | None = None) -> str:
    """The table as `viewer`'s screen draws it."""
    legal = match.legal_actions(viewer) if viewer in match.actors else []
    return Drawing(match.view(viewer), legal, NAMES, picked, acting=viewer if legal else None).table_html()


def coaster_classes(markup: str) -> dict[str, list[str]]:
    """Seat -> the classes of its coaster."""
    return {a["data-seat"]: a["class"].split() for a in Elements(markup).with_attr("data-seat")}


def test_the_seat_to_move_has_its_coaster_marked_and_its_head_is_the_drink_button() -> None:
    match = started()
    seat = match.to_move
    assert seat is not None
    markup = drawn(match, seat)
    coasters = coaster_classes(markup)
    assert "to-move" in coasters[str(seat)] and "to-move" not in coasters[str(1 - seat)]
    assert Elements(markup).with_attr("data-turn")[0]["data-turn"] == str(seat)
    assert 'data-act="drink-head"' in markup
    assert 'data-act="drink-head"' not in drawn(match, 1 - seat)


def test_a_picked_drink_lights_exactly_the_squares_it_fits() -> None:
    match = started()
    seat = match.to_move
    assert seat is not None
    legal = match.legal_actions(seat)
    lit = Elements(drawn(match, seat, picked=1)).squares_with("target")
    assert lit == controls.targets(legal, 1) and lit
    assert not Elements(drawn(match, seat)).squares_with("target")


def test_a_screen_that_may_not_play_offers_disabled_drinks() -> None:
    match = started()
    seat = match.to_move
    assert seat is not None
    offered = Elements(drawn(match, 1 - seat)).with_attr("data-slot")
    assert offered and all("disabled" in a for a in offered)


def test_the_last_turn_says_what_it_did_and_the_square_holds_the_drink_and_its_stain() -> None:
    match = started()
    seat = match.to_move
    assert seat is not None
    square = sorted(controls.targets(match.legal_actions(seat), 1))[0]
    name = match.view(seat)["offer"][0]["name"]
    match.play(f"1 {square}", seat)
    markup = drawn(match, 1 - seat)
    assert f"Last turn: {NAMES[seat]}" in markup
    labels = {a["data-square"]: a["aria-label"] for a in Elements(markup).with_attr("data-square")}
    assert labels[square] == f"{square}, {name}, stained by {NAMES[seat]}"
    total = match.view(seat)["sheet"][seat]["total"]
    assert total > 0
    assert re.search(rf'data-testid="total{seat}">{total}<', markup)


def test_a_finished_game_shows_the_score_sheet_best_first_and_names_the_winner() -> None:
    match = started(end="points", target=1)  # the first drink's points pass the target
    seat = match.to_move
    assert seat is not None
    match.play(f"1 {sorted(controls.targets(match.legal_actions(seat), 1))[0]}", seat)
    view = match.view(0)
    assert view["over"] and view["winners"] == [seat]
    markup = drawn(match, 0)
    rows = re.findall(r'<tr class="seat(\d)( winner)?">', markup)
    assert rows[0] == (str(seat), " winner") and rows[1] == (str(1 - seat), "")
    assert 'data-testid="score-sheet"' in markup and not Elements(markup).with_attr("data-slot")
    top = view["sheet"][seat]["total"]
    assert result_text(view, NAMES) == f"{NAMES[seat]} wins with {top} points"
