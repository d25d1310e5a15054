"""Tables over the peer link: HostTable (the host's Match and its guests) and GuestTable (views only).

A page holds one of these instead of a Match (see `pygames.core.table.Table`). Both keep the browser
out: the page hands them what the link delivers (`on_message`, `connect`, `peer_closed`, `tick`) and
they send what the sessions produce through `send(peer, text)` (HOST is the peer of a guest's messages),
or, without a `send`, keep it in `outbox` for the page to `drain()`. Every event is kept in `events`
((kind, text), for a log or a toast); `on_change` is called when the match changed for a reason the page
did not cause itself (a friend's move, a roll, a timeout, a fresh copy).

Undo, redo and goto are not available during peer play: the host's match is the one both sides agreed
on, and a takeback could re-roll or show a hidden card. They raise IllegalAction saying so.

Computer seats and the clock live at the host: its computer seats are local seats (`computers_due()`
lists those that may act; the page works out their moves and `propose`s them), and its `tick()`, called
from the page's timer, plays the timeouts due on the host's clock. A guest's `tick()` plays nothing: it
shows the host's countdown (`deadline`) and waits for the host's timeout to arrive.

A GuestTable never holds a Match of a game with secrets: it renders from the views, legal actions and
records the host sent for its seats, and can show no other seat's view. A guest may let its own
browser's computer play one of its seats (auto-play): `computers_due()` lists such seats, and
`knowledge(seat)` is all that computer may read (the guest's copy of the match, or the seat's Sight in a
game with secrets); its moves go to the host as proposals like a person's.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from pygames.core import CHANCE, Game, IllegalAction, Match
from pygames.core.sight import Sight
from pygames.core.table import (
    COMPUTER,
    HUMAN,
    REMOTE,
    SET_UP,
    KeptMatch,
    SeatInfo,
    Seating,
    next_game_seats,
    saved_seats,
    seats_of,
)
from pygames.net.guest import GuestSession
from pygames.net.host import HostSession
from pygames.net.sync import is_hidden, new_peer_match
from pygames.net.wire import ERROR, HOST, JOINED, RESYNCED, UPDATE, Outbox

Send = Callable[[str, str], None]
_CHANGES = {UPDATE, JOINED, RESYNCED}
NO_TAKEBACKS = "moves cannot be taken back or replayed during a game with a friend"
ONLY_THE_HOST = "only the host can start a new game: ask them for a new link"

# A peer match carries meta[PEER]: {"role": HOST_ROLE} at the host, {"role": GUEST_ROLE, "seats": [...]}
# in a guest's saved copy.
PEER = "peer"
HOST_ROLE, GUEST_ROLE, COPY_ROLE = "host", "guest", "copy"


def new_host_match(game_id: str, seats: list[dict[str, str]], options: dict[str, Any], title: str) -> Match:
    """A new peer match hosted here, with `seats` as the set-up form chose them."""
    match = new_peer_match(game_id, len(seats), options)
    match.meta.update({"seats": seats, SET_UP: list(seats), "title": title, PEER: {"role": HOST_ROLE}})
    return match


def rematch_seat(seat: int, players: int) -> int:
    """Where the player of `seat` sits in a rematch: everyone moves one seat on (in two, they swap)."""
    return (seat + 1) % players


def rematch_seats(seats: list[dict[str, str]]) -> list[dict[str, str]]:
    """The set-up of a rematch: who played seat s plays seat s + 1 (the last plays seat 0)."""
    moved: list[dict[str, str]] = list(seats)
    for seat, info in enumerate(seats):
        moved[rematch_seat(seat, len(seats))] = info
    return moved


class _PeerTable:
    """What HostTable and GuestTable share: sending and events (and NoTakebacks)."""

    on_change: Callable[[], None] | None = None

    def __init__(self, send: Send | None) -> None:
        self.send = send
        self.outbox = Outbox()  # messages kept for the page to drain when there is no `send`
        self.events: list[tuple[str, str]] = []

    def drain(self) -> list[tuple[str, str]]:
        """The (peer, text) messages waiting to be sent, removed from the outbox."""
        messages, self.outbox.messages = self.outbox.messages, []
        return messages

    def _dispatch(self, out: Outbox, asked: bool = False) -> Outbox:
        """Send `out`'s messages, keep its events, and tell the page of a change it did not ask for."""
        for peer, text in out.messages:
            if self.send is not None:
                self.send(peer, text)
            else:
                self.outbox.send(peer, text)
        self.events.extend(out.events)
        if not asked and self.on_change is not None and any(kind in _CHANGES for kind, _ in out.events):
            self.on_change()
        return out

    def _refused(self, out: Outbox) -> None:
        if out.errors:
            raise IllegalAction(out.errors[0])


class NoTakebacks:
    """Undo, redo and goto refused with a reason (peer play, and a guest's copy of it)."""

    @property
    def can_undo(self) -> bool:
        """Never during peer play."""
        return False

    @property
    def can_redo(self) -> bool:
        """Never during peer play."""
        return False

    def undo(self) -> None:
        """Not available during peer play."""
        raise IllegalAction(NO_TAKEBACKS)

    def redo(self) -> None:
        """Not available during peer play."""
        raise IllegalAction(NO_TAKEBACKS)

    def goto(self, ply: int) -> None:
        """Not available during peer play."""
        raise IllegalAction(NO_TAKEBACKS)


class HostTable(KeptMatch, Seating, NoTakebacks, _PeerTable):
    """The host's Table: its Match decides; guests are served through `session`.

    Its seats are those of the match's meta (`kind` and `level`, as LocalTable keeps them), with the
    session's remote seats played elsewhere and `computers` ({seat: level}) played by this browser.
    """

    def __init__(self, session: HostSession, send: Send | None = None,
                 computers: dict[int, str] | None = None) -> None:
        super().__init__(send)
        self.session = session
        match = session.match
        self.game: Game = match.game
        self.players: int = match.players
        self.options: dict[str, Any] = match.options
        computers = computers or {}
        self.seats: list[SeatInfo] = seats_of(match.meta.get("seats"), match.players)
        for seat, info in enumerate(self.seats):
            if seat in session.remote_seats:
                info.kind = REMOTE
            elif seat in computers:
                info.kind, info.level = COMPUTER, computers[seat]
            elif info.kind != COMPUTER:
                info.kind = HUMAN
        session.computers = {seat for seat, info in enumerate(self.seats) if info.kind == COMPUTER}

    @property
    def match(self) -> Match:
        """The host's match (to save it, and for its computer players)."""
        return self.session.match

    @property
    def match_id(self) -> str:
        """The id both sides know the match by."""
        return self.session.match_id

    # -- the Table -------------------------------------------------------------------------------------
    @property
    def here(self) -> tuple[int, ...]:
        """The host's local seats that a person plays (not its computer's)."""
        return tuple(seat for seat in self.session.local_seats if self.seats[seat].kind == HUMAN)

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.session.match.is_over

    @property
    def ply(self) -> int:
        """The match's move number."""
        return self.session.match.ply

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now."""
        return self.session.match.actors

    def view(self, viewer: int | None) -> dict[str, Any]:
        """What `viewer` may see (the host's screen should ask for its own seats or None)."""
        return self.session.match.view(viewer)

    def legal(self, seat: int) -> list[str]:
        """`seat`'s actions if it is played in this browser (by a person or the computer), else []."""
        return self.session.match.legal_actions(seat) if seat in self.session.local_seats else []

    def records(self, viewer: int | None) -> list[tuple[int, int, str]]:
        """The records as `viewer` reads them."""
        return self.session.match.records(viewer)

    def propose(self, seat: int, action: str) -> None:
        """Play `action` for local `seat` (a person's or the computer's) and tell the guests.

        IllegalAction says why not, and the match is unchanged.
        """
        if seat not in self.session.local_seats:
            raise IllegalAction(f"seat {seat!r} is not played at this screen")
        out = self._dispatch(self.session.propose_local(action, seat), asked=True)
        self._refused(out)

    def deadline(self, seat: int) -> float | None:
        """Seconds left for `seat` on the host's clock."""
        return self.session.seconds_left().get(seat)

    def tick(self) -> list[tuple[int, str]]:
        """Call from the page's timer: play the timeouts due on the host's clock and tell the guests."""
        match = self.session.match
        start = len(match.history)
        self._dispatch(self.session.tick(), asked=True)
        return [(seat, action) for seat, action in zip(match.history_seats[start:], match.history[start:])
                if seat != CHANCE]

    # -- what the page offers and keeps -----------------------------------------------------------------
    @property
    def switchable(self) -> tuple[int, ...]:
        """The host's own seats: its computer may play any of them."""
        return tuple(self.session.local_seats)

    @property
    def swappable(self) -> bool:
        """Every peer match can move its players one seat on (two swap colours)."""
        return self.players > 1

    @property
    def offers_next_game(self) -> bool:
        """The host offers (and starts) the next game."""
        return True

    @property
    def keeps(self) -> bool:
        """The host saves its match."""
        return True

    def knowledge(self, seat: int) -> Match:
        """The host's computer reads the host's match."""
        return self.session.match

    def save(self, book: Any, save_id: str, title: str, status: str, revision: int | None) -> int:
        """Write the host's match."""
        return self.write(book, save_id, title, status, revision)

    def next_match(self, swap: bool, title: str) -> Match:
        """The next peer match: each seat as set up (auto-play off again); with `swap` one seat on."""
        seats = next_game_seats(self.session.match.meta) or []
        if swap:
            seats = rematch_seats(seats)
        return new_host_match(self.game.id, seats, self.options, title)

    # -- who plays the local seats ---------------------------------------------------------------------
    def set_kind(self, seat: int, kind: str) -> None:
        """Make a local `seat` the person's or the computer's (its level is kept, and saved in the meta)."""
        self._local(seat)
        if kind not in (HUMAN, COMPUTER):
            raise IllegalAction(f"a seat here is played by a person or the computer, not {kind!r}")
        self.seats[seat].kind = kind
        self.session.match.meta["seats"] = saved_seats(self.seats)
        self._dispatch(self.session.set_computer(seat, kind == COMPUTER), asked=True)

    def set_level(self, seat: int, level: str) -> None:
        """The computer level of a local `seat`, used from its next move."""
        self._local(seat)
        self.seats[seat].level = level
        self.session.match.meta["seats"] = saved_seats(self.seats)

    # -- the next game ---------------------------------------------------------------------------------
    def want_again(self, swap: bool) -> None:
        """The host proposes the next game (a swap: everyone one seat on), or accepts the one on offer."""
        self._refused(self._dispatch(self.session.want_again(HOST, swap), asked=True))

    @property
    def agreed(self) -> bool | None:
        """The next game every browser agreed to (True: a swap), else None: the page then starts it."""
        return self.session.agreed

    @property
    def again(self) -> dict[str, Any] | None:
        """The next game on offer as the host sees it ({swap, agreed, waiting, by_host}), or None."""
        return self.session.offer_for(HOST)

    def _local(self, seat: int) -> None:
        if seat not in self.session.local_seats:
            raise IllegalAction(f"seat {seat!r} is played from another browser")

    # -- what the page hands on ------------------------------------------------------------------------
    def connect(self, peer: str, seats: list[int] | None = None, shared: bool = False) -> Outbox:
        """A link to `peer` opened (see HostSession.connect)."""
        out = self._dispatch(self.session.connect(peer, seats, shared))
        self._name_remote_seats()
        return out

    def on_message(self, peer: str, text: str) -> Outbox:
        """A message arrived from `peer`."""
        return self._dispatch(self.session.on_message(peer, text))

    def peer_closed(self, peer: str) -> Outbox:
        """The link to `peer` closed."""
        out = self._dispatch(self.session.peer_closed(peer))
        self._name_remote_seats()
        return out

    def on_timeout(self, peer: str) -> Outbox:
        """The page's wait for `peer`'s share of a roll ran out."""
        return self._dispatch(self.session.on_timeout(peer))

    def _name_remote_seats(self) -> None:
        for seat in self.session.remote_seats:
            self.seats[seat].people = [peer for peer, seats in self.session.peers.items() if seat in seats]


class GuestTable(KeptMatch, Seating, NoTakebacks, _PeerTable):
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
            raise IllegalAction("not connected to a match yet")
        return self.session.game

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.session.players

    @property
    def options(self) -> dict[str, Any]:
        """The match's options."""
        return self.session.options

    @property
    def seats(self) -> list[SeatInfo]:
        """This browser's seats are its person's or its computer's; every other seat is played elsewhere."""
        mine = self.session.seats
        return [self._mine.setdefault(seat, SeatInfo(HUMAN)) if seat in mine else SeatInfo(REMOTE)
                for seat in range(self.players)]

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
            raise IllegalAction("this browser sees only the views of its own seats")
        return self.session.views[viewer]

    def legal(self, seat: int) -> list[str]:
        """`seat`'s actions if this browser plays it and it may act, else []."""
        return self.session.legal_actions(seat)

    def records(self, viewer: int | None) -> list[tuple[int, int, str]]:
        """The records as `viewer` reads them (in a game with secrets: only this browser's seats)."""
        if self.session.match is None and viewer not in self.session.records_by_seat:
            raise IllegalAction("this browser reads the moves only as its own seats see them")
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

    def tick(self) -> list[tuple[int, str]]:
        """Nothing: the host's clock decides, and its timeouts arrive as moves."""
        return []

    def computers_due(self, resume: bool = False) -> list[int]:
        """This browser's auto-played seats that may act now (none once the link has closed)."""
        if self.session.closed or self.is_over:
            return []
        return [seat for seat in self.actors() if self.is_computer(seat)]

    def set_kind(self, seat: int, kind: str) -> None:
        """Let this browser's person (HUMAN) or its computer (COMPUTER) play `seat`, one of its own."""
        if seat not in self.session.seats:
            raise IllegalAction(f"seat {seat!r} is played from another browser")
        if kind not in (HUMAN, COMPUTER):
            raise IllegalAction(f"a seat here is played by a person or the computer, not {kind!r}")
        self.seats[seat].kind = kind

    def set_level(self, seat: int, level: str) -> None:
        """The computer level of this browser's `seat`, used from its next move."""
        if seat not in self.session.seats:
            raise IllegalAction(f"seat {seat!r} is played from another browser")
        self.seats[seat].level = level

    @property
    def switchable(self) -> tuple[int, ...]:
        """This browser's seats: its computer may play them (auto-play)."""
        return tuple(self.session.seats)

    @property
    def swappable(self) -> bool:
        """Every peer match can move its players one seat on (two swap colours)."""
        return self.players > 1

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
            raise IllegalAction("a guest of a game with secrets keeps nothing")
        return int(book.put(save_id, match, f"{title} (guest copy)", status))

    def next_match(self, swap: bool, title: str) -> Match:
        """Refused: the host starts the next game."""
        raise IllegalAction(ONLY_THE_HOST)

    def knowledge(self, seat: int) -> Match | Sight:
        """What this browser's computer may read to play `seat`: the copy of the match, or its Sight."""
        if self.session.match is not None:
            return self.session.match
        return Sight(self.game, seat, self.players, dict(self.options), self.ply, self.view(seat),
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

    def peer_closed(self) -> Outbox:
        """The link to the host closed."""
        return self._dispatch(self.session.peer_closed())

    def on_timeout(self) -> Outbox:
        """The page's wait for the host during a roll ran out."""
        return self._dispatch(self.session.on_timeout())


__all__ = ["HOST", "ERROR", "HostTable", "GuestTable", "NO_TAKEBACKS", "NoTakebacks", "PEER", "HOST_ROLE",
           "GUEST_ROLE", "COPY_ROLE", "new_host_match", "rematch_seat", "rematch_seats"]
