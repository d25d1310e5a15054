"""What the War of Lights page says and where it puts things: pure Python, tested by pytest.

The spin log's sentences, the end of the game in words, the places the last move touched, and the
place of each napkin around the table on a wide screen (seats go round clockwise: along the top left to
right, back along the bottom).
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import _, ngettext
from pygames.games.war_of_lights import COLOUR_NAMES as SEAT_NAMES
from pygames.games.war_of_lights import spin_result

# seats -> (columns, [(row, column) of each napkin]); the dreidel sits in row 2, or between the napkins
# (two seats; four, where two rows of napkins fit a 1280x800 screen and three would not)
PLACES: dict[int, tuple[int, list[tuple[int, int]]]] = {
    2: (3, [(1, 1), (1, 3)]),
    3: (3, [(1, 1), (1, 2), (1, 3)]),
    4: (3, [(1, 1), (1, 3), (2, 3), (2, 1)]),  # the dreidel in the middle column, across both rows
    5: (3, [(1, 1), (1, 2), (1, 3), (3, 3), (3, 2)]),
    6: (3, [(1, 1), (1, 2), (1, 3), (3, 3), (3, 2), (3, 1)]),
}


def seat_names(seats: int) -> list[str]:
    """The seats' names: their gelt's colours."""
    return [_(name) for name in SEAT_NAMES[:seats]]


def places(seats: int) -> tuple[int, list[tuple[int, int]], tuple[int, int]]:
    """(columns, napkin places, the dreidel's place) of the wide-screen table, rows and columns from 1."""
    columns, spots = PLACES[seats]
    dreidel = (1, 2) if seats in (2, 4) else (2, 1)
    return columns, spots, dreidel


NOWHERE = "[data-nowhere]"  # a selector that matches nothing: marks the squares between it, no glide


def _square(name: str) -> str:
    return f'[data-square="{name}"]'


def last_places(view: dict[str, Any], seat: int, action: str) -> tuple[str, ...]:
    """The squares `seat`'s `action` touched, as selectors for the page's marks (web/motion.py), read
    against `view`, the position after it (and its spin).

    A gelt that went somewhere is (from, to) and glides there; an attack the attacker did not win, or
    one still waiting for its spin, marks the attacker's square as "from" and the attacked one plainly
    (nothing glides: the attacker did not move); a risky spawn marks the staked gelt and the spawn point.
    """
    spawn = f"{seat + 1}e"
    if action in ("spawn", "stay"):
        return (_square(spawn),)
    if action.startswith("risk "):
        return NOWHERE, _square(action.split()[1]), _square(spawn), NOWHERE
    if "-" in action:
        start, target = action.split("-")
        napkin, letter = int(target[0]) - 1, "abcdefghi".index(target[1])
        if view["napkins"][napkin][letter] == seat:
            return _square(start), _square(target)
        return _square(start), _square(target), NOWHERE
    if len(action) == 2:  # the gelt a gimel spawned steps off the spawn point
        return _square(spawn), _square(action)
    return ()  # a pass


def spin_text(entry: dict[str, Any], names: list[str]) -> str:
    """One spin of the view's log in words, as the move list words it (war_of_lights.spin_result)."""
    return spin_result(entry["face"], entry["for"], names, entry["seat"], entry.get("defender"))


def result_text(view: dict[str, Any], names: list[str]) -> str:
    """How the finished game ended, in words."""
    winners = [names[s] for s in view.get("winners", [])]
    if not winners:
        return _("Game over")
    n = len(winners)
    who = winners[0] if n == 1 else f"{', '.join(winners[:-1])}{_(' and ')}{winners[-1]}"
    reason = view.get("reason", "")  # the engine's words, never shown as they are
    if reason == "holds the spawn points":
        text = ngettext("{who} wins, holding the spawn points",
                        "{who} share the win, holding the spawn points", n)
    elif reason == "last with gelt":
        text = ngettext("{who} wins, the last with gelt", "{who} share the win, the last with gelt", n)
    elif reason == "no capture limit":
        text = ngettext("{limit} turns without a capture: {who} wins with most gelt",
                        "{limit} turns without a capture: {who} share the win with most gelt", n)
    else:
        text = ngettext("{who} wins", "{who} share the win", n)
    return text.format(who=who, limit=view.get("quiet_limit", 300))
