"""Turning presses on the Drinking page into actions: pure Python, so pytest drives it as a person would.

A person picks an offered drink (its slot, 1-3), then presses a square to lay it there, or presses their
own head to drink it; when a single drink is on offer, pressing a square is enough. What is picked is
UI state: it lives on the page, never in the match. A press that the rules refuse still becomes an
action, so the engine says why it is refused; a press that means nothing yet (a square with no drink
picked) only gets a hint.

Keyboard: 1-3 pick a drink, the arrow keys move over the board, Enter or Space lays the drink on the
square under the cursor, D drinks the picked drink, Escape lets go.
"""

from __future__ import annotations

from typing import NamedTuple

from pygames.core.i18n import _

SIZE = 7
FILES = "abcdefg"
ARROWS = {"ArrowUp": (1, 0), "ArrowDown": (-1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}


class Press(NamedTuple):
    """What a press leads to: the drink picked afterwards, an action to play, and a hint to show."""

    picked: int | None
    action: str | None = None
    hint: str = ""


def slots(legal: list[str]) -> list[int]:
    """The offered drinks the person may take now (each can always be drunk)."""
    return sorted(int(a.split()[1]) for a in legal if a.startswith("drink "))


def only_slot(legal: list[str]) -> int | None:
    """The one offered drink when just one is offered (the page picks it at once), else None."""
    offered = slots(legal)
    return offered[0] if len(offered) == 1 else None


def targets(legal: list[str], picked: int | None) -> set[str]:
    """The squares the picked drink may go to."""
    if picked is None:
        return set()
    prefix = f"{picked} "
    return {a[len(prefix):] for a in legal if a.startswith(prefix)}


def press_drink(legal: list[str], picked: int | None, slot: int) -> Press:
    """A press on offered drink `slot`: pick it, or let go of it if it was picked."""
    if slot not in slots(legal):
        return Press(picked, hint=_("It is not your turn to take a drink.") if not legal else "")
    if slot == picked:
        return Press(None)
    if not targets(legal, slot):
        return Press(slot, hint=_("This drink fits nowhere on the board: drink it (press your head or D)."))
    return Press(slot)


def press_square(legal: list[str], picked: int | None, square: str) -> Press:
    """A press on `square`: lay the picked drink there (the rules judge it), or a hint when none is picked."""
    if not legal:
        return Press(picked)
    if picked is None:
        picked = only_slot(legal)  # with a single drink on offer, a square press is enough
    if picked is None:
        return Press(None, hint=_("First pick a drink from the offer (1-3), then a square."))
    return Press(None, action=f"{picked} {square}")


def press_head(legal: list[str], picked: int | None) -> Press:
    """A press on the person's own head: drink the picked drink (the only one, if just one is offered)."""
    offered = slots(legal)
    if not offered:
        return Press(picked)
    if picked is None and len(offered) == 1:
        picked = offered[0]
    if picked is None:
        return Press(None, hint=_("Pick the drink to drink first, then press your head (or D)."))
    return Press(None, action=f"drink {picked}")


def moved(square: str, key: str) -> str:
    """The square the cursor reaches from `square` with arrow `key` (it stops at the edge)."""
    if key not in ARROWS or len(square) != 2:
        return square
    dr, dc = ARROWS[key]
    row = min(SIZE, max(1, int(square[1]) + dr))
    col = min(SIZE - 1, max(0, FILES.index(square[0]) + dc))
    return f"{FILES[col]}{row}"
