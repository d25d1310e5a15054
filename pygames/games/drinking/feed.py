"""What the last turn of Drinking scored, in words and squares: pure Python, tested by pytest.

The view lists the last seat move's events (the time running out, drink points, a stain, cleared lines
and who won them, drinking, sobering, passing out, waking). The page shows them as sentences and
animates the squares of a cleared line.
"""

from __future__ import annotations

from typing import Any

FILES = "abcdefg"


def last_places(action: str) -> tuple[str, ...]:
    """The square a move put a drink on or hooked, as a selector for the page's mark (none for a drink)."""
    head, _, square = action.partition(" ")
    return (f'[data-square="{square}"]',) if head.isdigit() else ()


def line_squares(name: str) -> list[str]:
    """The squares of a cleared line named like "row 3" or "column c"."""
    kind, _, which = name.partition(" ")
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
    return who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]


def gains(events: list[dict[str, Any]], seats: int) -> list[int]:
    """The points each seat gained in the last turn."""
    out = [0] * seats
    for event in events:
        if 0 <= event["seat"] < seats:
            out[event["seat"]] += event["points"]
    return out


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
            lines.append(f"Time ran out for {name}")
        elif kind == "drink points":
            lines.append(f"+{points} for the {detail}")
        elif kind == "stain":
            lines.append(f"+{points} stain on {detail}")
        elif kind == "drank":
            lines.append(f"{name} drinks: now {detail}")
        elif kind == "sobered":
            lines.append(f"{name} sobers up a little: now {detail}")
        elif kind == "hooked":
            lines.append(f"{name} hooks the drink off {detail}")
        elif kind == "passed out":
            lines.append(f"{name} passes out and will miss a turn")
        elif kind == "woke":
            lines.append(f"{name} misses this turn and wakes up {detail}")
        elif kind == "mug":
            lines.append(f"{points:+d} to {name} from the {detail}")
        elif kind == "extra play":
            plays = "an extra play" if points == 1 else f"{points} extra plays"
            lines.append(f"{name} has {plays} ({detail})")
        elif kind == "board bonus":
            lines.append(f"+{points} to {name} for the most stains on the board")
    return lines


def _line_sentence(line: str, winners: list[tuple[int, int]], names: list[str]) -> str:
    seats, each = [seat for seat, _ in winners], winners[0][1]
    if len(seats) == 1:
        return f"{line.capitalize()} cleared: +{each} to {names[seats[0]]}"
    return f"{line.capitalize()} cleared and split: +{each} each to {_names(seats, names)}"
