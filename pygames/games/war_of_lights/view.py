"""What everyone sees of a War of Lights position (the game hides nothing): the typed view a page draws.

Who moves is not here: it is the match's fact (`to_move`, None while the dreidel spins).
"""

from __future__ import annotations

from typing import TypedDict

from pygames.core.views import PublicResult
from pygames.games.war_of_lights.state import COLOURS, EMPTY, HEBREW, NO_CAPTURE_LIMIT, State


class SpinView(TypedDict):
    """The latest spin: its face, its Hebrew letter, both as a label, and who spun."""

    face: str
    letter: str
    label: str  # "ג gimel"
    seat: int


# "for" is a Python keyword, so this one is declared in the functional form.
LoggedSpinView = TypedDict("LoggedSpinView", {
    "seat": int,  # who spun
    "face": str,
    "letter": str,
    "for": str,  # "" a spin-off, "risk 1b" a risky spawn, "2c-1c" an attack
    "defender": int | None,  # whose gelt the attack landed on
})


class SpinOffView(TypedDict):
    """The spin-off's round so far: who is still in it and the faces spun this round."""

    contenders: list[int]
    spins: list[str]


class WarOfLightsView(PublicResult):
    """What everyone sees of a War of Lights position (the match adds its own facts beside these)."""

    seats: int
    napkins: list[list[int | None]]  # per seat its 9 squares a..i: the owner seat of the gelt there, or None
    colours: list[str]  # per seat its CSS colour
    counts: list[int]  # gelt per seat
    start_count: int
    eliminated: list[bool]  # per seat: out of the game (only once the spin-off is over)
    phase: str  # "spinoff", "turn", "spin", "step" or "over"
    pending: str  # the action waiting for a spin
    last_spin: SpinView | None
    spin_count: int  # spins so far, so a page knows a spin is new
    spins: list[LoggedSpinView]  # the latest spins, oldest first
    spinoff: SpinOffView
    quiet: int  # turns since the last capture
    quiet_limit: int
    reason: str  # how the game ended ("" while playing)


def view_of(state: State, result: PublicResult) -> WarOfLightsView:
    """The view of `state`, with its scores and winners (`result`)."""
    napkins = [[None if v == EMPTY else v for v in state.board[s * 9:(s + 1) * 9]]
               for s in range(state.seats)]
    last: SpinView | None = None
    if state.last_spin:
        face = state.last_spin
        last = {"face": face, "letter": HEBREW[face], "label": f"{HEBREW[face]} {face}",
                "seat": state.last_spinner}
    started = state.phase != "spinoff"
    spins: list[LoggedSpinView] = [
        {"seat": who, "face": face, "letter": HEBREW[face], "for": what,
         "defender": None if defender == EMPTY else defender}
        for who, face, what, defender in state.spin_log]
    return {
        "seats": state.seats, "napkins": napkins, "colours": list(COLOURS[:state.seats]),
        "counts": [state.count(s) for s in range(state.seats)], "start_count": state.start_count,
        "eliminated": [started and state.count(s) == 0 for s in range(state.seats)],
        "phase": state.phase, "pending": state.pending, "last_spin": last, "spin_count": state.spin_count,
        "spins": spins, "spinoff": {"contenders": list(state.contenders), "spins": list(state.spins)},
        "quiet": state.quiet, "quiet_limit": NO_CAPTURE_LIMIT, "reason": state.reason,
        **result,
    }
