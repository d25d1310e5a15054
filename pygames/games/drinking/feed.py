"""What the last turn of Drinking scored, in words and squares: pure Python, tested by pytest.

The view lists the last seat move's events (the time running out, drink points, a stain, cleared lines
and who won them, drinking, sobering, passing out, waking). The page shows them as sentences and
animates the squares of a cleared line.
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, _
from pygames.games.drinking.names import code_named, mug_name, the_drink

FILES = "abcdefg"
# The engine's drunkenness words (state.STATES), as the feed and the coasters say them.
STATE_NAMES = {"sober": N_("sober"), "tipsy": N_("tipsy"), "drunk": N_("drunk"),
               "passed out": N_("passed out")}


def last_places(action: str) -> tuple[str, ...]:
    """The square a move put a drink on or hooked, as a selector for the page's mark (none for a drink)."""
    head, _space, square = action.partition(" ")
    return (f'[data-square="{square}"]',) if head.isdigit() else ()


def line_squares(name: str) -> list[str]:
    """The squares of a cleared line named like "row 3" or "column c"."""
    kind, _space, which = name.partition(" ")
    if kind == "row":
        return [f"{f}{which}" for f in FILES]
    return [f"{which}{r}" for r in range(1, 8)]


def cleared_lines(events: list[dict[str, Any]]) -> dict[str, list[tuple[int, int]]]:
    """Each line cleared by the last turn -> [(seat, points)] of the seats that won it (several: a split)."""
    out: dict[str, list[tuple[int, int]]] = {}
    for event in events:
        if event["type"] == "line":
            out.setdefault(event["detail"], []).append((event["seat"], event["points"]))
    return out


def _names(seats: list[int], names: list[str]) -> str:
    who = [names[s] for s in seats]
    return who[0] if len(who) == 1 else _("{some} and {last}").format(some=", ".join(who[:-1]), last=who[-1])


def gains(events: list[dict[str, Any]], seats: int) -> list[int]:
    """The points each seat gained in the last turn."""
    out = [0] * seats
    for event in events:
        if 0 <= event["seat"] < seats:
            out[event["seat"]] += event["points"]
    return out


def line_name(line: str) -> str:
    """A line the engine names "row 3" or "column c", in words."""
    kind, _space, which = line.partition(" ")
    return (_("row {n}") if kind == "row" else _("column {n}")).format(n=which)


def state_name(state: str) -> str:
    """A drunkenness the engine names ("sober" .. "passed out"), in words."""
    return _(STATE_NAMES.get(state, state))


def _drink_points(points: int, detail: str) -> str:
    code = code_named(detail)
    return _("+{points} for {the_drink}").format(points=points,
                                                the_drink=the_drink(code) if code else detail)


def feed(events: list[dict[str, Any]], names: list[str]) -> list[str]:
    """The last turn as short sentences, scoring first ("+20 stain on d4"), in the order it happened."""
    lines: list[str] = []
    cleared = cleared_lines(events)
    for event in events:
        kind, seat, points, detail = event["type"], event["seat"], event["points"], event["detail"]
        name = names[seat] if 0 <= seat < len(names) else "?"
        if kind == "line":
            if detail in cleared:  # told once, when its first winner comes up
                lines.append(_line_sentence(detail, cleared.pop(detail), names))
        elif kind == "time ran out":
            lines.append(_("Time ran out for {name}").format(name=name))
        elif kind == "drink points":
            lines.append(_drink_points(points, detail))
        elif kind == "stain":
            lines.append(_("+{points} stain on {square}").format(points=points, square=detail))
        elif kind == "drank":
            lines.append(_("{name} drinks: now {state}").format(name=name, state=state_name(detail)))
        elif kind == "sobered":
            lines.append(_("{name} sobers up a little: now {state}").format(name=name,
                                                                            state=state_name(detail)))
        elif kind == "hooked":
            lines.append(_("{name} hooks the drink off {square}").format(name=name, square=detail))
        elif kind == "passed out":
            lines.append(_("{name} passes out and will miss a turn").format(name=name))
        elif kind == "woke":
            lines.append(_("{name} misses this turn and wakes up {state}").format(name=name,
                                                                                state=state_name(detail)))
        elif kind == "mug":
            lines.append(_("{points} to {name} from the {mug}").format(points=f"{points:+d}", name=name,
                                                                       mug=mug_name(detail)))
        elif kind == "extra play":
            # never 0: one play, or several (the English one has no number to say)
            plays = (_("{name} has an extra play ({mug})") if points == 1
                     else _("{name} has {n} extra plays ({mug})"))
            lines.append(plays.format(name=name, n=points, mug=mug_name(detail)))
        elif kind == "board bonus":
            lines.append(_("+{points} to {name} for the most stains on the board").format(points=points,
                                                                                        name=name))
    return lines


def _line_sentence(line: str, winners: list[tuple[int, int]], names: list[str]) -> str:
    seats, each = [seat for seat, _points in winners], winners[0][1]
    said = line_name(line)
    said = said[:1].upper() + said[1:]
    if len(seats) == 1:
        return _("{line} cleared: +{points} to {name}").format(line=said, points=each, name=names[seats[0]])
    return _("{line} cleared and split: +{points} each to {names}").format(line=said, points=each,
                                                                         names=_names(seats, names))
