"""The one interface between a page and a game in progress: a Table.

A page renders and acts only through a Table, never through a Match, so the same page code serves a
game at this screen (`pygames.web.local_table.LocalTable`: a Match, computer seats, the clock, undo)
and a game over the peer link (`pygames.net.table.HostTable` and `GuestTable`). A guest's Table holds
no Match of a game with secrets: it knows only the views the host sent it.

Who plays each seat is a `SeatInfo`; `here` lists the seats that people at this screen play (the page
lets them act for those seats only, and covers a hand between two of them in a game with secrets).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from pygames.core.game import Game

HUMAN, COMPUTER, REMOTE = "human", "computer", "remote"


@dataclass
class SeatInfo:
    """Who plays a seat: a person here, a computer player (with its level), or a friend elsewhere."""

    kind: str = HUMAN
    name: str = ""
    level: str = ""  # the computer level (kept while auto-play is off)
    people: list[str] = field(default_factory=list)  # everyone sharing the seat (a team), if named


class Table(Protocol):
    """A game in progress as one screen may see it and act on it."""

    game: Game
    players: int
    options: dict[str, Any]
    seats: list[SeatInfo]
    on_change: Callable[[], None] | None  # called after every change the page did not ask for itself

    @property
    def here(self) -> tuple[int, ...]:
        """The seats people at this screen play."""
        ...

    @property
    def ply(self) -> int:
        """The number of actions (chance outcomes included) that led to the position shown."""
        ...

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now."""
        ...

    def view(self, viewer: int | None) -> dict[str, Any]:
        """What `viewer` may see now (a JSON-able dict with the match facts; see Match.view)."""
        ...

    def legal(self, seat: int) -> list[str]:
        """The actions `seat` may play now (empty if it may not act, or not from this screen)."""
        ...

    def records(self, viewer: int | None) -> list[tuple[int, int, str]]:
        """(ply, seat, description) of every seat's action so far, as `viewer` may read them."""
        ...

    def propose(self, seat: int, action: str) -> None:
        """Play `action` for `seat` (at a guest: send it to the host); raise IllegalAction saying why not."""
        ...

    def deadline(self, seat: int) -> float | None:
        """Seconds left for `seat`'s current decision, or None when it has no clock."""
        ...

    @property
    def can_undo(self) -> bool:
        """True if this screen may take back a move."""
        ...

    @property
    def can_redo(self) -> bool:
        """True if this screen may replay an undone move."""
        ...

    def undo(self) -> None:
        """Take back the last seat's action (IllegalAction if not allowed here)."""
        ...

    def redo(self) -> None:
        """Replay the next undone action."""
        ...

    def goto(self, ply: int) -> None:
        """Show the position after `ply` actions."""
        ...
