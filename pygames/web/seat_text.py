"""Who sits where, in words, and the move list laid out by turn (pure Python, tested by pytest).

A seat's name is the game's ("Red", "Player 2"); who plays it is said apart: "You" for the one person
at this screen, "Computer (Smart)" for a computer seat, "Friend" for a seat played over the link.
With two or more people at one screen nobody is "You": the seat's own name says whose turn it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pygames.core.i18n import N_, _
from pygames.core.table import COMPUTER, HUMAN, REMOTE

# The computer levels' names (pygames.ai's level ids, capitalized), translated where they are shown.
LEVEL_NAMES = {"easy": N_("Easy"), "hard": N_("Hard"), "ok": N_("Ok"), "optimal": N_("Optimal"),
               "smart": N_("Smart")}
YOUR_TURN = N_("Your turn ({who})")


def level_name(level: str) -> str:
    """A computer level's name in the current language ("smart" -> "Smart")."""
    return _(LEVEL_NAMES.get(level, level.capitalize()))


def is_you(seats: Sequence[Any], seat: int) -> bool:
    """True when `seat` is played by the one person at this screen."""
    return seats[seat].kind == HUMAN and sum(s.kind == HUMAN for s in seats) == 1


def who_plays(seats: Sequence[Any], seat: int) -> str:
    """"You", "Computer (Smart)", "Friend" or "" (one of several people here) for `seat`."""
    info = seats[seat]
    if info.kind == COMPUTER:
        return _("Computer ({level})").format(level=level_name(info.level)) if info.level else _("Computer")
    if info.kind == REMOTE:
        return _("Friend")
    return _("You") if is_you(seats, seat) else ""


def setup_default(seat: int, min_seats: int, computers: list[str]) -> str:
    """The set-up form's first choice for `seat`: you against the computer (its strongest level)."""
    if seat == 0 or (seat < min_seats and not computers):
        return "human"
    return computers[-1] if seat < min_seats else "none"


def seat_label(names: Sequence[str], seats: Sequence[Any], seat: int) -> str:
    """"Red · You", "Yellow · Computer (Smart)", or just "Red" when several people share the screen."""
    who = who_plays(seats, seat)
    return f"{names[seat]} · {who}" if who else names[seat]


def turn_text(names: Sequence[str], seats: Sequence[Any], actors: Sequence[int], thinking: bool,
              paused: bool) -> str:
    """The status line while a game goes on: "Your turn (Red)" to the one person here, "Red's turn" when
    several people share the screen, or what the computer does."""
    if not actors:
        return _("Waiting for the dice…")
    who = _(" and ").join(names[seat] for seat in actors)
    if thinking:
        player = who_plays(seats, actors[0]) or _("Computer")
        return _("{who}: {player} is thinking…").format(who=who, player=player)
    if paused:
        return _("{who} to move · auto-play paused in a rewound game").format(who=who)
    if all(is_you(seats, seat) for seat in actors):
        return _(YOUR_TURN).format(who=who)
    if all(seats[seat].kind == COMPUTER for seat in actors):
        return _("{who} to move ({player})").format(who=who, player=who_plays(seats, actors[0]))
    if len(actors) == 1 and seats[actors[0]].kind == HUMAN:
        return _("{who}'s turn").format(who=who)  # one of several people here: the seat's name says who
    return _("{who} to move").format(who=who)


def your_turn(status: str) -> bool:
    """True when the status line tells the person at this screen that it is their move."""
    return status.startswith(_(YOUR_TURN).partition("{")[0])


@dataclass(frozen=True)
class Placed:
    """One move of the move list and its place in the by-turn grid (columns: number, seat 0, seat 1)."""

    ply: int
    seat: int
    text: str
    row: int  # 1-based grid row
    column: int  # 2 for the first seat, 3 for the second
    turn: int | None  # the turn number shown before this move (on the first move of a turn's row)


def by_turn(records: Sequence[tuple[int, int, str]]) -> list[Placed]:
    """Lay a two-seat game's moves out as "1. Red a1  Yellow b2": a row per turn, a column per seat.

    A turn is the first seat's run of moves and the second seat's run after it; a seat that acts
    several times in a row (dice rolls, an extra move) fills several rows of its column.
    """
    placed: list[Placed] = []
    turn, row, runs = 0, 1, [0, 0]  # runs: how many moves each seat has in the current turn
    last_seat = None
    for ply, seat, text in records:
        seat = 1 if seat else 0
        if last_seat is None or (seat == 0 and last_seat == 1):
            row += max(runs)
            turn, runs = turn + 1, [0, 0]
        first = not any(runs)
        placed.append(Placed(ply, seat, text, row + runs[seat], 2 + seat, turn if first else None))
        runs[seat] += 1
        last_seat = seat
    return placed


def move_text(text: str, name: str) -> str:
    """A record without its "Red: " opening (the column already says whose move it is), in either
    language's typography (French puts a no-break space before the colon: "Rouge\u00a0: ")."""
    for prefix in (f"{name}: ", f"{name}\u00a0: "):
        if text.startswith(prefix):
            return text[len(prefix):]
    return text
