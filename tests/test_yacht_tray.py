"""The Yacht dice tray drawn from a recorded view (pygames/games/yacht/tray.py): whose roll it is, which
dice are kept, what the Roll button will do, and what a screen that may not play is offered."""

from __future__ import annotations

from markup import Elements

from pygames import new_match
from pygames.games.yacht.tray import Tray

NAMES = ["Ann", "Bo"]


def tray(viewer: int, kept: set[int], computers: bool = False) -> str:
    """The tray of a two-seat match whose first roll has landed (seeded: 2 3 3 4 6), as `viewer` sees it."""
    match = new_match("yacht", 2, seed=1)
    view = match.view(viewer)
    legal = match.legal_actions(viewer) if viewer in match.actors else []
    return Tray(view, legal, NAMES, list(view["dice"]), kept, computers=computers).tray(animate=False)


def dice(markup: str) -> list[dict[str, str]]:
    """The attributes of each die's button, in screen order."""
    return Elements(markup).with_attr("data-die")


def test_the_tray_names_the_seat_rolling_and_marks_the_kept_dice() -> None:
    markup = tray(0, {1, 2})
    assert "Ann · round 1 of 13" in markup and "Roll 1 of 3" in markup
    assert [d["data-face"] for d in dice(markup)] == ["2", "3", "3", "4", "6"]
    assert [d["aria-pressed"] for d in dice(markup)] == ["false", "true", "true", "false", "false"]


def test_the_roll_button_says_which_faces_a_reroll_throws() -> None:
    roll = Elements(tray(0, {1, 2})).with_attr("data-testid")
    button = next(a for a in roll if a["data-testid"] == "roll")
    assert "disabled" not in button
    assert ">Reroll 2 4 6<small>2 rolls left</small>" in tray(0, {1, 2})
    assert ">Release dice to roll<" in tray(0, {0, 1, 2, 3, 4})


def test_a_screen_that_may_not_play_may_not_keep_roll_or_ask_a_hint() -> None:
    markup = tray(1, set())
    assert all("disabled" in d for d in dice(markup))
    buttons = {a["data-testid"]: a for a in Elements(markup).with_attr("data-testid")}
    assert "disabled" in buttons["roll"] and "disabled" in buttons["hint"]


def test_fast_is_offered_only_where_a_computer_plays() -> None:
    assert 'data-testid="fast"' not in tray(0, set())
    assert 'data-testid="fast"' in tray(0, set(), computers=True)
