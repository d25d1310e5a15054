"""Turning presses on a Gobblet board into actions: pure Python, so pytest drives it as a person would.

A press names a reserve piece ("r3": a size-3 piece of the seat to move) or a square ("b2"). The first
press picks up a piece that may move, the second puts it on a square it may go to (the action), a press
on the picked piece again lets go, and a press anywhere else picks that up instead or lets go.
"""

from __future__ import annotations


def sources(legal: list[str]) -> set[str]:
    """Everything the person to move can pick up: reserve sizes ("r3") and squares ("b2")."""
    return {("r" + a[0]) if len(a) == 3 else a[:2] for a in legal}


def targets(legal: list[str], source: str | None) -> dict[str, str]:
    """Square name -> action, for every square the piece picked at `source` may go to."""
    if source is None:
        return {}
    if source.startswith("r"):
        return {a[1:]: a for a in legal if len(a) == 3 and a[0] == source[1:]}
    return {a[2:]: a for a in legal if len(a) == 4 and a[:2] == source}


def press(legal: list[str], selected: str | None, key: str) -> tuple[str | None, str | None]:
    """(what is picked up after pressing `key`, the action it plays or None)."""
    goes = targets(legal, selected)
    if selected and key in goes:
        return None, goes[key]
    return (None if key == selected or key not in sources(legal) else key), None


ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def neighbour(centres: dict[str, tuple[float, float]], start: str, key: str) -> str | None:
    """The square next to `start` in the arrow `key`'s direction on screen, whatever the board's turn.

    `centres` holds every square's centre as drawn (screen x right, y down); the nearest square that
    lies mostly in that direction wins, so a turned or tilted board moves as the person sees it.
    """
    if key not in ARROWS or start not in centres:
        return None
    dx, dy = ARROWS[key]
    x0, y0 = centres[start]
    best, best_cost = None, float("inf")
    for name, (x, y) in centres.items():
        along = (x - x0) * dx + (y - y0) * dy
        across = abs((x - x0) * dy - (y - y0) * dx)
        if name == start or along <= across:  # not within 45 degrees of the arrow
            continue
        cost = along + 2 * across
        if cost < best_cost:
            best, best_cost = name, cost
    return best


def home_square(squares: list[str], selected: str | None, goes: dict[str, str], movable: set[str],
                last: str | None) -> str:
    """The one square of the board in the Tab order (a grid is one stop; the arrows move inside it).

    With a piece picked up: the square last visited if the piece may go there, else the first it may go
    to. Otherwise the square last visited, else the first piece that may move, else the first square.
    """
    if goes:
        return last if last in goes else next(name for name in squares if name in goes)
    if last in squares:
        return last
    if selected in squares:
        return selected
    return next((name for name in squares if name in movable), squares[0])
