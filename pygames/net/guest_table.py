"""A guest's Table over the peer link: the host decides; this screen shows what the host sent for its seats.

A GuestTable never holds a Match of a game with secrets: it renders from the views, legal actions and
records the host sent for its seats, and can show no other seat's view. A guest may let its own
browser's computer play one of its seats (auto-play): `computers_due()` lists such seats, and
`knowledge(seat)` is all that computer may read (the guest's copy of the match, or the seat's Sight in a
game with secrets); its moves go to the host as proposals like a person's. A guest's `tick()` plays
nothing: it shows the host's countdown (`deadline`) and waits for the host's timeout to arrive.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from pygames.core import Game, IllegalAction, Match
from pygames.core.i18n import _
from pygames.core.sight import Sight
from pygames.core.table import HUMAN, REMOTE, SeatInfo
from pygames.net.guest import GuestSession
from pygames.net.peer_table import GUEST_ROLE, ONLY_THE_HOST, PEER, PeerTable, Send
from pygames.net.sync import is_hidden
from pygames.net.wire import Outbox


class GuestTable(PeerTable):
    """A guest's Table: the host decides; this screen shows what the host sent for its seats."""

    def __init__(self, session: GuestSession | None = None, send: Send | None = None,
                 now: Callable[[], float] = time.monotonic) -> None:
        super().__init__(send)
        self.session = session or GuestSession()
        self.now = now
        self._clock_at = now()  # when the host's last clock reading arrived
        self._mine: dict[int, SeatInfo] = {}  # this browser's seats: its person's, or its computer's

    @property
    def match(self) -> Match | None:
        """The guest's copy of the match in a game without secrets; None in a game with secrets."""
        return self.session.match

    @property
    def match_id(self) -> str:
        """The id both sides know the match by ("" before the host's hello)."""
        return self.session.match_id or ""

    # -- the Table -------------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game (IllegalAction before the host's hello)."""
        if self.session.game is None:
            raise IllegalAction(_("not connected to a match yet"))
        return self.session.game

    @property
    def seat_count(self) -> int:
        """The number of seats."""
        return self.session.seat_count

    @property
    def options(self) -> dict[str, Any]:
        """The match's options."""
        return self.session.options

    @property
    def seats(self) -> list[SeatInfo]:
        """This browser's seats are its person's or its computer's; every other seat is played elsewhere."""
        mine = self.session.seats
        return [self._mine.setdefault(seat, SeatInfo(HUMAN)) if seat in mine else SeatInfo(REMOTE)
                for seat in range(self.seat_count)]

    @property
    def here(self) -> tuple[int, ...]:
        """The seats the host bound this browser to that its person plays (not its computer)."""
        seats = self.seats
        return tuple(seat for seat in self.session.seats if seats[seat].kind == HUMAN)

    @property
    def shown_seat(self) -> int | None:
        """Whose view the screen shows: the person's seat that acts, else this browser's first seat."""
        acting = [seat for seat in self.people_to_act() if seat in self.here]
        if acting:
            return acting[0]
        return self.session.seats[0] if self.session.seats else None

    @property
    def ply(self) -> int:
        """The move number of the last position the host sent."""
        return self.session.ply or 0

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now."""
        return self.session.actors

    @property
    def is_over(self) -> bool:
        """True once the game has ended (as the host's last message said)."""
        if self.session.match is not None:
            return self.session.match.is_over
        return bool(self.session.view().get("over"))

    def view(self, viewer: int | None) -> dict[str, Any]:
        """`viewer`'s view; in a game with secrets only this browser's seats can be viewed."""
        if self.session.match is not None:
            return self.session.match.view(viewer)
        if viewer not in self.session.views:
            raise IllegalAction(_("this browser sees only the views of its own seats"))
        return self.session.views[viewer]

    def legal(self, seat: int) -> list[str]:
        """`seat`'s actions if this browser plays it and it may act, else []."""
        return self.session.legal_actions(seat)

    def records(self, viewer: int | None) -> list[tuple[int, int, str]]:
        """The records as `viewer` reads them (in a game with secrets: only this browser's seats)."""
        if self.session.match is None and viewer not in self.session.records_by_seat:
            raise IllegalAction(_("this browser reads the moves only as its own seats see them"))
        return self.session.records(viewer)

    def propose(self, seat: int, action: str) -> None:
        """Send `action` for `seat` to the host; IllegalAction if it is clearly not allowed.

        The position changes when the host's answer arrives (on_message); a refusal by the host then
        comes as an error event.
        """
        self._refused(self._dispatch(self.session.propose(action, seat), asked=True))

    def deadline(self, seat: int) -> float | None:
        """Seconds left for `seat`, from the host's last reading less the time since it arrived."""
        left = self.session.clock.get(seat)
        if left is None:
            return None
        return max(0.0, left - (self.now() - self._clock_at))

    def computers_due(self, resume: bool = False) -> list[int]:
        """This browser's auto-played seats that may act now (none once the link has closed)."""
        if self.session.closed or self.is_over:
            return []
        return [seat for seat in self.actors() if self.is_computer(seat)]

    def set_kind(self, seat: int, kind: str) -> None:
        """Let this browser's person (HUMAN) or its computer (COMPUTER) play `seat`, one of its own."""
        self._may_set(seat, self.session.seats, kind)
        self.seats[seat].kind = kind

    def set_level(self, seat: int, level: str) -> None:
        """The computer level of this browser's `seat`, used from its next move."""
        self._may_set(seat, self.session.seats)
        self.seats[seat].level = level

    @property
    def switchable(self) -> tuple[int, ...]:
        """This browser's seats: its computer may play them (auto-play)."""
        return tuple(self.session.seats)

    @property
    def offers_next_game(self) -> bool:
        """The next game is offered over an open link."""
        return not self.session.closed

    @property
    def keeps(self) -> bool:
        """A guest keeps its copy of a game without secrets; of a game with secrets nothing at all."""
        return self.session.match is not None and not is_hidden(self.game)

    def copy(self) -> Match | None:
        """What the guest keeps: its copy (marked as a guest's) in a game without secrets, else nothing."""
        match = self.session.match
        if match is None or not self.keeps:
            return None
        match.meta[PEER] = {"role": GUEST_ROLE, "seats": list(self.session.seats)}
        return match

    def save(self, book: Any, save_id: str, title: str, status: str, revision: int | None) -> int:
        """Write the guest's copy under its own title (a guest of a game with secrets writes nothing)."""
        match = self.copy()
        if match is None:
            raise IllegalAction(_("a guest of a game with secrets keeps nothing"))
        return int(book.put(save_id, match, f"{title} (guest copy)", status))

    def next_match(self, swap: bool, title: str) -> Match:
        """Refused: the host starts the next game."""
        raise IllegalAction(_(ONLY_THE_HOST))

    def knowledge(self, seat: int) -> Match | Sight:
        """What this browser's computer may read to play `seat`: the copy of the match, or its Sight."""
        if self.session.match is not None:
            return self.session.match
        return Sight(self.game, seat, self.seat_count, dict(self.options), self.ply, self.view(seat),
                     self.legal(seat), self.records(seat))

    # -- the next game ---------------------------------------------------------------------------------
    def want_again(self, swap: bool) -> None:
        """Propose the next game to the host (a swap: everyone one seat on), or accept the one on offer."""
        self._refused(self._dispatch(self.session.want_again(swap), asked=True))

    @property
    def again(self) -> dict[str, Any] | None:
        """The next game on offer as the host last said ({swap, agreed, waiting, by_host}), or None."""
        return self.session.again

    # -- what the page hands on ------------------------------------------------------------------------
    def on_message(self, text: str) -> Outbox:
        """A message arrived from the host."""
        before = self.session.clock
        out = self.session.on_message(text)
        if self.session.clock is not before:
            self._clock_at = self.now()
        return self._dispatch(out)

    def peer_closed(self, dropped: bool = False) -> Outbox:
        """The link to the host closed (`dropped`: its path gave up)."""
        return self._dispatch(self.session.peer_closed(dropped))

    def on_timeout(self) -> Outbox:
        """The page's wait for the host during a roll ran out."""
        return self._dispatch(self.session.on_timeout())

