"""The one interface between a page and a game in progress: a Table.

A page renders and acts only through a Table, never through a Match, so the same page code serves a
game at this screen (`pygames.web.local_table.LocalTable`: a Match, computer seats, the clock, undo)
and a game over the peer link (`pygames.net.host_table.HostTable` and
`pygames.net.guest_table.GuestTable`). A guest's Table holds no Match of a game with secrets: it knows
only the views the host sent it.

Who plays each seat is a `SeatInfo`; `here` lists the seats that people at this screen play (the page
lets them act for those seats only, and covers a hand between two of them in a game with secrets).

`Table` is the one base of every table: it holds the defaults (the position read from the Match it
keeps, what a Table derives from who plays where, no clock, no takebacks, what is saved and shown beyond
the position), so each table (`LocalTable`, a lesson, a guest's copy, the host's and a guest's tables)
overrides only what differs.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from typing import Any

from pygames.core.errors import IllegalAction
from pygames.core.game import CHANCE, Game
from pygames.core.i18n import _
from pygames.core.match import Match
from pygames.core.savebook import sealed
from pygames.core.sight import Sight

HUMAN, COMPUTER, REMOTE = "human", "computer", "remote"
SET_UP = "set_up"  # the meta key of the seats as the set-up form chose them (see next_game_seats)


@dataclass
class SeatInfo:
    """Who plays a seat: a person here, a computer player (with its level), or a friend elsewhere."""

    kind: str = HUMAN
    name: str = ""
    level: str = ""  # the computer level (kept while auto-play is off)
    people: list[str] = field(default_factory=list)  # everyone sharing the seat (a team), if named


def seats_of(saved: Any, seat_count: int) -> list[SeatInfo]:
    """The seats as a match's meta keeps them ([{"kind": ..., "level": ...}, ...]); people by default."""
    saved = saved if isinstance(saved, list) and len(saved) == seat_count else [{}] * seat_count
    return [SeatInfo(kind=str(info.get("kind", HUMAN)), level=str(info.get("level", "")))
            if isinstance(info, dict) else SeatInfo() for info in saved]


def saved_seats(seats: list[SeatInfo]) -> list[dict[str, str]]:
    """The seats as a match's meta keeps them (a level only where one was chosen)."""
    return [{"kind": info.kind, **({"level": info.level} if info.level else {})} for info in seats]


def next_game_seats(meta: dict[str, Any]) -> Any:
    """Who plays each seat in the next game of this set-up (Rematch, New game), as a meta keeps them.

    Each seat is played as it was set up (`meta[SET_UP]`): a person who let the computer play their
    seat mid-game plays it again, and a computer seat a person took over goes back to the computer. A
    level chosen during the game is kept. A match saved without its set-up keeps its seats as they are.
    """
    seats, set_up = meta.get("seats"), meta.get(SET_UP)
    if not (isinstance(seats, list) and isinstance(set_up, list) and len(seats) == len(set_up)):
        return seats
    chosen = seats_of(seats, len(seats))
    return saved_seats([SeatInfo(kind=planned.kind, level=now.level or planned.level)
                        for planned, now in zip(seats_of(set_up, len(set_up)), chosen)])


class Table(ABC):
    """A game in progress as one screen may see it and act on it.

    The defaults are those of a table over a Match it keeps (`match`), whose people here play the
    "human" seats, with no clock, no takebacks (refused with `no_takebacks`), no Auto-play boxes, and
    that writes its match to the saves and offers the next game at the end. Each table overrides only
    what differs: a guest without a Match of its own says everything about the position itself.
    """

    on_change: Callable[[], None] | None = None  # called after every change the page did not ask for itself
    _seats: list[SeatInfo]  # who plays each seat, where the table holds them (see `seats`)
    no_takebacks = ""  # why undo, redo and goto are refused (a table with takebacks overrides them)

    # -- the match and who plays it -----------------------------------------------------------------------
    @property
    def match(self) -> Match | None:
        """The Match kept here (None where a guest holds only the views the host sent)."""
        return None

    def _kept(self) -> Match:
        match = self.match
        assert match is not None, "a table without a Match of its own answers this itself"
        return match

    @property
    def game(self) -> Game:
        """The game played."""
        return self._kept().game

    @property
    def seat_count(self) -> int:
        """The number of seats."""
        return self._kept().seat_count

    @property
    def options(self) -> dict[str, Any]:
        """The match's options."""
        return self._kept().options

    @property
    def seats(self) -> list[SeatInfo]:
        """Who plays each seat (a person here, this browser's computer, or a friend elsewhere)."""
        return self._seats

    @property
    def here(self) -> tuple[int, ...]:
        """The seats people at this screen play."""
        return tuple(seat for seat, info in enumerate(self.seats) if info.kind == HUMAN)

    # -- the position ---------------------------------------------------------------------------------
    @property
    def ply(self) -> int:
        """The number of actions (chance outcomes included) that led to the position shown."""
        return self._kept().ply

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now."""
        return self._kept().actors

    def view(self, viewer: int | None) -> dict[str, Any]:
        """What `viewer` may see now (a JSON-able dict with the match facts; see Match.view)."""
        return self._kept().view(viewer)

    def legal(self, seat: int) -> list[str]:
        """The actions `seat` may play now (empty if it may not act, or not from this screen)."""
        return self._kept().legal_actions(seat)

    def records(self, viewer: int | None) -> list[tuple[int, int, str]]:
        """(ply, seat, description) of every seat's action so far, as `viewer` may read them."""
        return self._kept().records(viewer)

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._kept().is_over

    # -- acting -------------------------------------------------------------------------------------------
    @abstractmethod
    def propose(self, seat: int, action: str) -> None:
        """Play `action` for `seat` (at a guest: send it to the host); raise IllegalAction saying why not."""

    def deadline(self, seat: int) -> float | None:
        """Seconds left for `seat`'s current decision, or None when it has no clock (none by default)."""
        return None

    def tick(self) -> list[tuple[int, str]]:
        """Play the timeouts that are due on this screen's clock; return (seat, action) of each played
        (no clock here by default: nothing is ever due)."""
        return []

    # -- takebacks: refused with `no_takebacks` unless a table has them -----------------------------------
    @property
    def can_undo(self) -> bool:
        """True if this screen may take back a move."""
        return False

    @property
    def can_redo(self) -> bool:
        """True if this screen may replay an undone move."""
        return False

    def refusal(self) -> IllegalAction:
        """The error a refused takeback raises: `no_takebacks`, in the reader's language."""
        return IllegalAction(_(self.no_takebacks))

    def undo(self) -> None:
        """Take back the last seat's action (IllegalAction if not allowed here)."""
        raise self.refusal()

    def redo(self) -> None:
        """Replay the next undone action (IllegalAction if not allowed here)."""
        raise self.refusal()

    def goto(self, ply: int) -> None:
        """Show the position after `ply` actions (IllegalAction if not allowed here)."""
        raise self.refusal()

    # -- what the page derives from who plays where -------------------------------------------------------
    @property
    def paused(self) -> bool:
        """True when a computer seat waits in a rewound game rather than wipe out the rest (never here)."""
        return False

    def is_computer(self, seat: int | None) -> bool:
        """True if `seat` is played by this browser's computer."""
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].kind == COMPUTER

    @property
    def has_person(self) -> bool:
        """True if at least one seat is played by a person at this screen."""
        return bool(self.here)

    def people_to_act(self) -> list[int]:
        """The seats a person here may act for now (a paused computer seat too)."""
        return [seat for seat in self.actors()
                if seat in self.here or (self.paused and self.is_computer(seat))]

    def computers_due(self, resume: bool = False) -> list[int]:
        """The seats this browser's computer should work out a move for now: its seats that may act."""
        return [seat for seat in self.actors() if self.is_computer(seat)]

    @property
    def shown_seat(self) -> int | None:
        """Whose view the screen may show: the person here who acts, else the only person here."""
        acting = [seat for seat in self.people_to_act() if seat in self.here]
        if acting:
            return acting[0]
        here = self.here
        return here[0] if len(here) == 1 else None

    @property
    def needs_cover(self) -> bool:
        """True where a hand must be hidden between two people sharing this screen."""
        return bool(self.game.hidden_information) and len(self.here) > 1

    def set_kind(self, seat: int, kind: str) -> None:
        """Make `seat` a person's or the computer's (its level is kept, and both are saved in the meta)."""
        self.seats[seat].kind = kind
        self._kept().meta["seats"] = saved_seats(self.seats)

    def set_level(self, seat: int, level: str) -> None:
        """The computer level of `seat`, used from its next move (saved in the meta)."""
        self.seats[seat].level = level
        self._kept().meta["seats"] = saved_seats(self.seats)

    # -- what the page shows and keeps beyond the position -----------------------------------------------
    @property
    def title(self) -> str:
        """The match's title as its set-up named it ("" for none: the page then uses the game's)."""
        match = self.match
        return str((match.meta.get("title") if match is not None else None) or "")

    @property
    def moves(self) -> int:
        """How many actions are kept (a rewound game keeps those past the position shown)."""
        return len(self.match.history) if self.match is not None else self.ply

    @property
    def switchable(self) -> tuple[int, ...]:
        """The seats whose computer player this screen may switch on and off (Auto-play): none here."""
        return ()

    @property
    def swappable(self) -> bool:
        """True where the end panel offers the next game with the seats moved round (Swap): every match
        of more than one seat can move its players one seat on (two swap colours)."""
        return self.seat_count > 1

    @property
    def keeps(self) -> bool:
        """True where this screen writes the match to its saves (`save`)."""
        return True

    @property
    def offers_next_game(self) -> bool:
        """True where the end panel offers a next game (Play again, Swap): where the match is kept."""
        return self.keeps

    @property
    def withheld(self) -> bool:
        """True while Export is withheld: a kept match that hides cards and is not over (nothing kept:
        nothing to export)."""
        return self.match is not None and sealed(self.match)

    @property
    def played(self) -> bool:
        """True once a seat (not chance) has acted in the match kept here."""
        return self.match is not None and any(seat != CHANCE for seat in self.match.history_seats)

    def knowledge(self, seat: int) -> Match | Sight:
        """All that this browser's computer may read to play `seat`: the match kept here."""
        return self._kept()

    def last_action(self) -> tuple[int, str] | None:
        """The seat and action of the last seat's move before the position shown (chance outcomes touch
        no place)."""
        match = self.match
        if match is None:
            return None
        seats = match.history_seats
        for ply in range(self.ply - 1, -1, -1):
            if seats[ply] != CHANCE:
                return seats[ply], match.actions[ply]
        return None

    def end_view(self) -> dict[str, Any] | None:
        """Nobody's view of the end of a finished game rewound to an earlier position, else None."""
        return end_view(self.match)

    def finished_moves(self) -> tuple[str, ...] | None:
        """Every action of the game kept here if it ends finished (looked back at or not), else None."""
        match = self.match
        if match is None or (not match.is_over and end_view(match) is None):
            return None
        return tuple(match.history)

    def save(self, book: Any, save_id: str, title: str, status: str, revision: int | None) -> int:
        """Write what this screen keeps to `book` (a SaveBook), a finished game looked back at at its end;
        return the new revision (SaveConflict if `revision` is stale)."""
        match = self._kept()
        with at_the_end(match) if end_view(match) is not None else nullcontext():
            return int(book.put(save_id, match, title, status, revision))

    @abstractmethod
    def next_match(self, swap: bool, title: str) -> Match:
        """A new match of this game, options and set-up (with `swap`, the seats moved round), named
        `title` (IllegalAction where this screen may not start one)."""

    def lesson(self) -> Any:
        """The step of the lesson this table plays (a pygames.web.lesson.Coaching), or None for a game."""
        return None


@contextmanager
def at_the_end(match: Match) -> Iterator[Match]:
    """Let `match` stand at the end of its history for a moment (to save or read a rewound game's end)."""
    ply = match.ply
    match.ply = len(match.history)
    try:
        yield match
    finally:
        match.ply = ply


def end_view(match: Match | None) -> dict[str, Any] | None:
    """Nobody's view of the end of `match` if it is a finished game rewound to an earlier position."""
    if match is None or not match.can_redo:
        return None
    with at_the_end(match):
        return match.view(None) if match.is_over else None
