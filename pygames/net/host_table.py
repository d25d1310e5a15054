"""The host's Table over the peer link: its Match decides, and its guests are served through a HostSession.

Computer seats and the clock live at the host: its computer seats are local seats (the page works out
their moves and `propose`s them), and its `tick()`, called from the page's timer, plays the timeouts due
on the host's clock. A new peer match, and the seats of a rematch, are made here too.
"""

from __future__ import annotations

from typing import Any

from pygames.core import CHANCE, IllegalAction, Match
from pygames.core.i18n import _
from pygames.core.table import COMPUTER, HUMAN, REMOTE, SET_UP, next_game_seats, seats_of
from pygames.net.host import HostSession
from pygames.net.peer_table import HOST_ROLE, PEER, PeerTable, Send
from pygames.net.sync import new_peer_match
from pygames.net.wire import HOST, Outbox


def new_host_match(game_id: str, seats: list[dict[str, str]], options: dict[str, Any], title: str) -> Match:
    """A new peer match hosted here, with `seats` as the set-up form chose them."""
    match = new_peer_match(game_id, len(seats), options)
    match.meta.update({"seats": seats, SET_UP: list(seats), "title": title, PEER: {"role": HOST_ROLE}})
    return match


def rematch_seat(seat: int, seats: int) -> int:
    """Where the player of `seat` sits in a rematch: everyone moves one seat on (in two, they swap)."""
    return (seat + 1) % seats


def rematch_seats(seats: list[dict[str, str]]) -> list[dict[str, str]]:
    """The set-up of a rematch: who played seat s plays seat s + 1 (the last plays seat 0)."""
    moved: list[dict[str, str]] = list(seats)
    for seat, info in enumerate(seats):
        moved[rematch_seat(seat, len(seats))] = info
    return moved


class HostTable(PeerTable):
    """The host's Table: its Match decides; guests are served through `session`.

    Its seats are those of the match's meta (`kind` and `level`, as LocalTable keeps them), with the
    session's remote seats played elsewhere and `computers` ({seat: level}) played by this browser.
    """

    def __init__(self, session: HostSession, send: Send | None = None,
                 computers: dict[int, str] | None = None) -> None:
        super().__init__(send)
        self.session = session
        match = session.match
        computers = computers or {}
        self._seats = seats_of(match.meta.get("seats"), match.seat_count)
        for seat, info in enumerate(self._seats):
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

    def legal(self, seat: int) -> list[str]:
        """`seat`'s actions if it is played in this browser (by a person or the computer), else []."""
        return self.session.match.legal_actions(seat) if seat in self.session.local_seats else []

    def propose(self, seat: int, action: str) -> None:
        """Play `action` for local `seat` (a person's or the computer's) and tell the guests.

        IllegalAction says why not, and the match is unchanged.
        """
        if seat not in self.session.local_seats:
            raise IllegalAction(_("seat {seat} is not played at this screen").format(seat=repr(seat)))
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

    def next_match(self, swap: bool, title: str) -> Match:
        """The next peer match: each seat as set up (auto-play off again); with `swap` one seat on."""
        seats = next_game_seats(self.session.match.meta) or []
        if swap:
            seats = rematch_seats(seats)
        return new_host_match(self.game.id, seats, self.options, title)

    # -- who plays the local seats ---------------------------------------------------------------------
    def set_kind(self, seat: int, kind: str) -> None:
        """Make a local `seat` the person's or the computer's (its level is kept, and saved in the meta)."""
        self._may_set(seat, self.session.local_seats, kind)
        super().set_kind(seat, kind)
        self._dispatch(self.session.set_computer(seat, kind == COMPUTER), asked=True)

    def set_level(self, seat: int, level: str) -> None:
        """The computer level of a local `seat`, used from its next move."""
        self._may_set(seat, self.session.local_seats)
        super().set_level(seat, level)

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

    # -- what the page hands on ------------------------------------------------------------------------
    def connect(self, peer: str, seats: list[int] | None = None, shared: bool = False) -> Outbox:
        """A link to `peer` opened (see HostSession.connect)."""
        out = self._dispatch(self.session.connect(peer, seats, shared))
        self._name_remote_seats()
        return out

    def on_message(self, peer: str, text: str) -> Outbox:
        """A message arrived from `peer`."""
        return self._dispatch(self.session.on_message(peer, text))

    def peer_closed(self, peer: str, dropped: bool = False) -> Outbox:
        """The link to `peer` closed (`dropped`: its path gave up)."""
        out = self._dispatch(self.session.peer_closed(peer, dropped))
        self._name_remote_seats()
        return out

    def on_timeout(self, peer: str) -> Outbox:
        """The page's wait for `peer`'s share of a roll ran out."""
        return self._dispatch(self.session.on_timeout(peer))

    def _name_remote_seats(self) -> None:
        for seat in self.session.remote_seats:
            self.seats[seat].people = [peer for peer, seats in self.session.peers.items() if seat in seats]

