"""What everyone sees of a Drinking position (the game hides nothing): the typed view a page draws."""

from __future__ import annotations

from typing import TypedDict

from pygames.core.views import PublicResult
from pygames.games.drinking.state import SIZE, STATES, State, colour_of, drink_name, mug_of


class CellView(TypedDict):
    """A drink on the board or on offer."""

    code: str  # the drink's code in the actions ("N23", "C", "B1", "H")
    kind: str  # "normal", "chip", "barrel" or "hook"
    colour: int | None  # index into COLOUR_NAMES (a chip, a hook and a plain barrel have none)
    shape: int | None  # index into SHAPE_NAMES (normal drinks only)


class OfferedView(CellView):
    """A drink on offer: its slot (1 first), its name and what it would score now."""

    slot: int
    name: str
    value: int


class DrunkennessView(TypedDict):
    """How drunk a seat is."""

    level: int
    state: str  # "sober", "tipsy", "drunk" or "passed out"


class SheetView(TypedDict):
    """One seat's points by source, and their total."""

    drinks: int
    stains: int
    lines: int
    board: int
    mug: int
    total: int


class EventView(TypedDict):
    """One thing the last move did (its points, what it was about)."""

    type: str  # "time ran out", "drink points", "stain", "line", "mug", "drank", "sobered", "hooked", ...
    seat: int
    points: int
    detail: str


class DrinkingView(PublicResult):
    """What everyone sees of a Drinking position (the match adds its own facts beside these)."""

    board: list[list[CellView | None]]  # 7 rows, row 1 first, of 7 squares (a..g)
    stains: list[list[int]]  # 7x7: the seat that stained the square, -1 unstained
    offer: list[OfferedView]
    turn: int  # the seat to move, or -1 while a drink is being drawn
    drunkenness: list[DrunkennessView]
    sheet: list[SheetView]
    events: list[EventView]  # what the last move did
    turns: int
    mugs: list[str]  # per seat its mug, or ""
    extra: int  # the extra plays left to the seat to move, this one included


def drink(code: str) -> CellView:
    """The drink of `code`."""
    kind = {"N": "normal", "C": "chip", "B": "barrel", "H": "hook"}[code[0]]
    shape = int(code[2]) if code.startswith("N") else None
    return {"code": code, "kind": kind, "colour": colour_of(code), "shape": shape}


def cell(code: str) -> CellView | None:
    """What stands on a square ("" an empty one: None)."""
    return drink(code) if code else None


def offered(slot: int, code: str, value: int) -> OfferedView:
    """The drink of `code` on offer in `slot`, worth `value`."""
    return {**drink(code), "slot": slot, "name": drink_name(code), "value": value}


def view_of(state: State, result: PublicResult) -> DrinkingView:
    """The view of `state`, with its scores and winners (`result`)."""
    sheet: list[SheetView] = [{"drinks": row[0], "stains": row[1], "lines": row[2], "board": row[3],
                               "mug": row[4], "total": sum(row)} for row in state.sheet]
    return {
        "board": [[cell(state.board[r * SIZE + c]) for c in range(SIZE)] for r in range(SIZE)],
        "stains": [list(state.stains[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)],
        "offer": [offered(slot, code, value) for slot, (code, value) in enumerate(state.offer, 1)],
        "turn": state.turn,
        "drunkenness": [{"level": d, "state": STATES[min(d, 3)]} for d in state.drunk],
        "sheet": sheet,
        "events": [{"type": t, "seat": s, "points": p, "detail": d} for t, s, p, d in state.events],
        "turns": state.turns,
        "mugs": [mug_of(state, seat) for seat in range(state.seats)],
        "extra": state.extra,
        **result,
    }
