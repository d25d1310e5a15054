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
