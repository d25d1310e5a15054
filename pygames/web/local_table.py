"""The Table of a game at this screen: a Match, who plays each seat, the per-move clock, and takebacks.

Pure Python (no browser import), so pytest drives it exactly as the page does.

Who plays a seat is saved with the match as `match.meta["seats"][i]` = {"kind": "human" | "computer" |
"remote", "level": ...}; the level of a computer seat is kept while its auto-play is off.

Rewinding and the computer: a computer seat never plays on its own in a rewound position (one with
moves left to replay), since its move would wipe out the rest of the old game. There the person may
play a move for any seat, replay, or resume (`computers_due(resume=True)`) to let the computer go on.

The clock: where the game gives a seat a `Timeout`, the seat's time runs from the moment its decision
came up at this screen (a reload starts it afresh), and `tick()` plays the timeout action once it has
run out, as an ordinary recorded action. The clock only runs at the live end of a game, never while a
person looks back through a rewound one.

Hidden hands at one screen: in a game with secrets played by two or more people here, `shown_seat` is
the seat whose view the screen may show, and the page covers the board whenever it changes, until the
next person says they hold the device.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from pygames.core.errors import IllegalAction
from pygames.core.i18n import _
from pygames.core.match import Match, new_match
from pygames.core.table import SET_UP, Table, next_game_seats, seats_of


class MatchTable(Table):
    """A match held at this screen with its seats named: what a game here, a lesson and a guest's copy
    share (the position, who plays, what is saved: the Table's defaults over `match`)."""

    def __init__(self, match: Match, names: list[str] | None = None):
        self._held = match
        self._seats = seats_of(match.meta.get("seats"), match.seat_count)
        for seat, name in enumerate(names or [f"Player {seat + 1}" for seat in range(match.seat_count)]):
            self._seats[seat].name = name

    @property
    def match(self) -> Match:
        """The match held here."""
        return self._held


class LocalTable(MatchTable):
    """A match played at this screen, with its people, computer seats, clock and takebacks."""

    def __init__(self, match: Match, names: list[str] | None = None,
                 clock: Callable[[], float] = time.monotonic):
        super().__init__(match, names)
        self.clock = clock
        self._clock_at: tuple[int, int] | None = None  # (ply, history length) the clock was started for
        self._started = 0.0
        self._restart_clock()

    # -- who plays ------------------------------------------------------------------------------------
    @property
    def paused(self) -> bool:
        """True when a computer seat may act in a rewound game: it waits rather than wipe the rest."""
        return self.match.can_redo and any(self.is_computer(seat) for seat in self.actors())

    def computers_due(self, resume: bool = False) -> list[int]:
        """The computer seats that should work out a move now (in a rewound game only on `resume`)."""
        if self.match.can_redo and not resume:
            return []
        return super().computers_due(resume)

    # -- what the page offers ------------------------------------------------------------------------
    @property
    def switchable(self) -> tuple[int, ...]:
        """Every seat's computer player may be switched on and off at this screen."""
        return tuple(range(self.seat_count))

    @property
    def swappable(self) -> bool:
        """"Swap seats" (or colours) is offered for a two-seat game."""
        return self.seat_count == 2

    def next_match(self, swap: bool, title: str) -> Match:
        """The next game of this set-up, each seat played as set up; with `swap` the two seats swapped."""
        seats = next_game_seats(self.match.meta)
        if swap and isinstance(seats, list):
            seats = list(reversed(seats))
        set_up = list(seats) if isinstance(seats, list) else seats
        return new_match(self.game.id, self.seat_count, self.options,
                         meta={"seats": seats, SET_UP: set_up, "title": self.match.meta.get("title")})

    # -- acting ---------------------------------------------------------------------------------------
    def propose(self, seat: int, action: str) -> None:
        """Play `action` for `seat`, or raise IllegalAction saying why not (the match is unchanged)."""
        self.match.play(action, seat)
        self._restart_clock()

    def deadline(self, seat: int) -> float | None:
        """Seconds left for `seat`'s current decision, or None when it has no clock (or in a rewind)."""
        timeout = self.match.deadline(seat)
        if timeout is None or self.match.can_redo:
            return None
        self._restart_clock()
        return max(0.0, timeout.seconds - (self.clock() - self._started))

    def tick(self) -> list[tuple[int, str]]:
        """Play the timeout action of every seat whose time has run out; return what was played."""
        played = []
        for seat in self.actors():
            left = self.deadline(seat)
            if left is not None and left <= 0 and seat in self.actors():
                action = self.match.deadline(seat).action
                self.propose(seat, action)
                played.append((seat, action))
        return played

    def _restart_clock(self) -> None:
        # The clock belongs to a position: a new position (a move, a takeback) starts it again.
        position = (self.match.ply, len(self.match.history))
        if position != self._clock_at:
            self._clock_at, self._started = position, self.clock()

    # -- takebacks ------------------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """True if a move can be taken back."""
        return self.match.can_undo

    @property
    def can_redo(self) -> bool:
        """True if an undone move can be replayed."""
        return self.match.can_redo

    def undo(self) -> None:
        """Rewind one turn; with a person playing, rewind on to the last position where one acts."""
        self._turn(lambda: self.match.can_undo, self.match.undo, _("there is nothing to take back"))

    def redo(self) -> None:
        """Replay one turn; with a person playing, replay on until one acts again."""
        self._turn(lambda: self.match.can_redo, self.match.redo, _("there is nothing to replay"))

    def _turn(self, can: Callable[[], bool], step: Callable[[], None], nothing: str) -> None:
        # One turn back or on: past the computer's moves too while a person plays (they act again there).
        if not can():
            raise IllegalAction(nothing)
        step()
        while self.has_person and self._computers_only() and can():
            step()
        self._restart_clock()

    def _computers_only(self) -> bool:
        actors = self.actors()
        return bool(actors) and all(self.is_computer(seat) for seat in actors)

    def goto(self, ply: int) -> None:
        """Show the position after `ply` actions."""
        self.match.goto(ply)
        self._restart_clock()
