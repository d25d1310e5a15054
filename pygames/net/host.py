"""The host's side of a peer match: the one Match that decides, and the guests it serves.

The host's Match is the authority. A guest proposes an action for a seat it is bound to; the host checks
it with the engine, plays it and tells every guest (the action itself in perfect-information games,
each guest's own views in games with secrets). At a chance node the host runs a commit-reveal draw with
every connected guest and never draws alone: without a guest the game waits.

The host reveals its own secret last, after every guest's reveal is in, and finishes the draw in the
same call. So until a draw is finished no one knows its outcome, and a draw that loses a guest can be
started again with fresh secrets without giving anyone a second chance at a known roll.

Seats: a guest proposes `(seat, action)` for a seat its link is bound to; several seats may act at once
(`match.actors`), so proposals from any bound seat that may act are played in arrival order, and a
proposal made for a position that has since changed is refused as stale. Several links may bind the same
seat (`connect(..., shared=True)`: a team sharing a seat); each sees that seat's view, the first valid
proposal wins; a proposal that comes after a team-mate's move is refused as stale, saying so. Every
guest is told who plays each seat (`people()`, in the hello and in a "people" message whenever a link
opens or closes or a local seat changes hands), so team-mates know of each other.

Clock: where `match.deadline(seat)` gives a Timeout, the host's clock (`now`, injectable) decides. A
seat's time starts when the position it must answer is reached; `due()` says when each actor's time
runs out, `tick()` plays the timeout actions that are due as ordinary recorded actions, and every state
message tells guests the seconds left for each acting seat (`clock`). A guest proposing one of the game's
`clock_actions` is refused: only the host's clock plays those.

The next game: once the match is over, the host (`want_again(HOST, swap)`) or a guest (an "again"
message) proposes or accepts the next one (pygames.net.again); `agreed` says which kind every browser
has agreed to, and the page then starts it over the same links.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import Any

from pygames.core import IllegalAction, Match
from pygames.core.i18n import _
from pygames.net.again import Again
from pygames.net.host_again import NextGameOffers
from pygames.net.host_draw import Draw, FairDraws
from pygames.net.host_link import Link
from pygames.net.sync import digest, is_hidden, match_hash, match_id_of, seat_views
from pygames.net.wire import (
    CLOSED,
    ERROR,
    FROM_GUEST,
    HOST,
    INFO,
    JOINED,
    MAX_GUEST_MESSAGE,
    MAX_GUESTS,
    UPDATE,
    Outbox,
    Refused,
    decode,
    encode,
    players,
    short,
)


class HostSession(FairDraws, NextGameOffers):
    """The host of a peer match: feed it what the link and the local player do, send what it returns."""

    def __init__(self, match: Match, remote_seats: tuple[int, ...] | list[int] | None = None,
                 now: Callable[[], float] = time.monotonic):
        match.auto_chance = False  # every chance outcome comes from the fair draw
        self.match = match
        self.hidden = is_hidden(match.game)
        self.match_id = match_id_of(match)
        seats = range(1, match.seat_count) if remote_seats is None else remote_seats
        self.remote_seats = frozenset(s for s in seats if isinstance(s, int) and 0 <= s < match.seat_count)
        self._links: dict[str, Link] = {}
        self._draw: Draw | None = None
        self._n = 0
        self.now = now
        self._clock_ply = match.ply  # the position the clock runs for, and since when
        self.computers: set[int] = set()  # local seats the host's computer plays (the rest: its person)
        self._clock_since = now()
        self.again = Again()  # the next game on offer, once this one is over

    # -- what the page asks ----------------------------------------------------------------------------
    @property
    def peers(self) -> dict[str, tuple[int, ...]]:
        """The connected guests and the seats each plays."""
        return {peer: link.seats for peer, link in self._links.items()}

    @property
    def local_seats(self) -> list[int]:
        """The seats played in this browser (by the host or its AI)."""
        return [s for s in range(self.match.seat_count) if s not in self.remote_seats]

    def people(self) -> list[dict[str, Any]]:
        """Who plays each seat: {"kind": "human" | "computer" | "remote", "browsers": guests linked to it}."""
        return [{"kind": "remote" if seat in self.remote_seats else "computer" if seat in self.computers
                 else "human", "browsers": sum(seat in link.seats for link in self._links.values())}
                for seat in range(self.match.seat_count)]

    def team_mates(self, peer_id: str) -> list[str]:
        """The other guests that play a seat of `peer_id`'s (its team-mates)."""
        link = self._links.get(peer_id)
        if link is None:
            return []
        return [peer for peer, other in self._links.items()
                if peer != peer_id and set(other.seats) & set(link.seats)]

    def set_computer(self, seat: int, on: bool) -> Outbox:
        """Say that the host's computer (`on`) or its person plays local `seat`, and tell the guests."""
        out = Outbox()
        if seat in self.remote_seats or not 0 <= seat < self.match.seat_count:
            out.event(ERROR, _("{player} is not played in this browser").format(player=players((seat,))))
            return out
        if (seat in self.computers) != on:
            (self.computers.add if on else self.computers.discard)(seat)
            self._tell_people(out)
        return out

    def due(self) -> dict[int, float]:
        """When (on the `now` clock) each acting seat with a time limit runs out of time."""
        self._clock_for_position()
        return {seat: self._clock_since + limit.seconds for seat in self.match.actors
                if (limit := self.match.deadline(seat)) is not None}

    def seconds_left(self) -> dict[int, float]:
        """The seconds left for each acting seat with a time limit (never below 0)."""
        now = self.now()
        return {seat: max(0.0, round(at - now, 3)) for seat, at in self.due().items()}

    def tick(self) -> Outbox:
        """Play the timeout action of every acting seat whose time has run out (call it from a timer)."""
        out = Outbox()
        now = self.now()
        for seat, at in sorted(self.due().items(), key=lambda item: item[1]):
            if at > now or seat not in self.match.actors or self.match.is_over:
                continue
            limit = self.match.deadline(seat)
            try:
                self._play(seat, limit.action, out)
            except Refused as refusal:  # a game whose timeout action is not legal: say so, change nothing
                out.event(ERROR, _("the timeout of {player} cannot be played: {reason}").format(
                    player=players((seat,)), reason=refusal))
                continue
            out.event(INFO, _("{player} ran out of time").format(player=players((seat,)).capitalize()))
        return out

    def _clock_for_position(self) -> None:
        if self._clock_ply != self.match.ply:
            self._clock_ply, self._clock_since = self.match.ply, self.now()

    # -- what the page tells ---------------------------------------------------------------------------
    def connect(self, peer_id: str, seats: list[int] | tuple[int, ...] | None = None,
                shared: bool = False) -> Outbox:
        """A link to `peer_id` opened: bind it to `seats` (default: the first free remote seat), say hello.

        With `shared`, the seats may already be played from other links (team-mates sharing a seat).
        """
        out = Outbox()
        try:
            chosen = self._check_connect(peer_id, seats, shared)
        except Refused as refusal:
            out.event(ERROR, _("cannot connect {peer}: {reason}").format(peer=short(peer_id), reason=refusal))
            return out
        if peer_id in self._links:
            self._drop(peer_id, out)
        link = Link(peer_id, chosen, secrets.token_hex(8))
        self._links[peer_id] = link
        out.send(peer_id, self._welcome(link, "hello"))
        self._tell_people(out, but=peer_id)
        if self.again.offer is not None:
            self._tell_again(out)
        if self.team_mates(peer_id):
            out.event(JOINED, _("A teammate joined {players} from another browser").format(
                players=players(chosen)))
        else:
            out.event(JOINED, _("{players} joined from another browser").format(
                players=players(chosen).capitalize()))
        self._start_draw_if_due(out)
        return out

    def on_message(self, peer_id: str, text: str) -> Outbox:
        """Handle a message from `peer_id`; a refused one changes nothing and yields an error event."""
        out = Outbox()
        link = self._links.get(peer_id) if isinstance(peer_id, str) else None
        try:
            if link is None:
                raise Refused(_("the message comes from a browser that is not connected"))
            message = decode(text, MAX_GUEST_MESSAGE, FROM_GUEST)
            if message["link"] != link.link:
                raise Refused(_("the message belongs to an earlier link"))
            if message["n"] <= link.last_n:
                raise Refused(_("message {n} was already received (replayed or out of order)").format(
                    n=message["n"]))
            handled = Outbox()
            getattr(self, "_on_" + message["t"])(link, message, handled)
            link.last_n = message["n"]
            out.extend(handled)
        except Refused as refusal:
            out.event(ERROR, _("refused a message from {peer}: {reason}").format(peer=short(peer_id),
                                                                                  reason=refusal))
            if link is not None:
                out.send(link.peer, self._message("error", text=str(refusal)[:300]))
        except Exception as error:  # a bug must not take the page down; report it instead
            out.event(ERROR, _("internal error on a message from {peer}: {error}").format(
                peer=short(peer_id), error=short(error, 200)))
        return out

    def propose_local(self, action: str, seat: int | None = None) -> Outbox:
        """Play `action` for local `seat` (default: the one local seat that may act); refusals are events."""
        out = Outbox()
        try:
            if seat is None:
                mine = [s for s in self.match.actors if s not in self.remote_seats]
                seat = mine[0] if len(mine) == 1 else self.match.to_move
            if seat is not None and seat in self.remote_seats:
                raise Refused(_("it is {player}'s turn, played from another browser").format(
                    player=players((seat,))))
            self._play(seat, action, out)
        except Refused as refusal:
            out.event(ERROR, str(refusal))
        return out

    def peer_closed(self, peer_id: str, dropped: bool = False) -> Outbox:
        """The link to `peer_id` closed (`dropped`: its path gave up, rather than the friend leaving): the
        match stays as it is, saved, ready for a new link."""
        out = Outbox()
        if isinstance(peer_id, str) and peer_id in self._links:
            seats = self._links[peer_id].seats
            self._drop(peer_id, out)
            self._tell_people(out)
            still = {s for link in self._links.values() for s in link.seats}
            if seats and set(seats) <= still:
                said = (_("The connection to a teammate on {players} dropped; their team plays on.")
                        if dropped else _("A teammate on {players} left; their team plays on."))
            elif dropped:
                said = _("The connection to your friend ({players}) dropped. The match is saved: send a new "
                         "link to carry on.")
            else:
                said = _("Your friend ({players}) left. The match is saved: send a new link to carry on.")
            out.event(CLOSED, said.format(players=players(seats)))
            self._start_draw_if_due(out)
        return out

    # -- guest messages --------------------------------------------------------------------------------
    def _on_propose(self, link: Link, message: dict, out: Outbox) -> None:
        if message["ply"] != self.match.ply:
            if message["ply"] < self.match.ply and self.team_mates(link.peer):
                raise Refused(_("your teammate moved first (the match is at move {ply} now), so your move "
                                "was not played").format(ply=self.match.ply))
            raise Refused(_("the move was made at move {made}, but the match is at move {ply}").format(
                made=message["ply"], ply=self.match.ply))
        seat = message.get("seat")
        if seat is None:  # a seat-less proposal: the one seat of this link that may act
            acting = [s for s in self.match.actors if s in link.seats]
            seat = acting[0] if len(acting) == 1 else self.match.to_move
        if seat is not None and seat not in link.seats:
            said = (_("it is {player}'s turn, not yours") if seat == self.match.to_move
                    else _("this browser does not play {player}"))
            raise Refused(said.format(player=players((seat,))))
        if message["action"] in self.match.game.clock_actions:
            # An action only a clock plays (Drinking's "time", listed among the legal actions as the
            # contract asks): a guest cannot claim it early.
            raise Refused(_("only the host's clock plays a timeout"))
        self._play(seat, message["action"], out)

    def _on_resync(self, link: Link, message: dict, out: Outbox) -> None:
        out.send(link.peer, self._welcome(link, "sync"))
        self._draw_messages_for(link, out)
        out.event(INFO, _("sent a fresh copy of the match to {players}").format(players=players(link.seats)))

    # -- playing ---------------------------------------------------------------------------------------
    def _check_turn(self, action: str, seat: int | None = None) -> int:
        """Return the acting seat if it can play `action` now, else raise Refused."""
        match = self.match
        if match.is_over:
            raise Refused(_("the game is over"))
        if match.at_chance:
            raise Refused(_("the dice are being rolled; wait for the result"))
        if seat is not None and seat not in match.actors:
            raise Refused(_("{player} may not act now").format(player=players((seat,)).capitalize()))
        try:
            return match.check(action, seat)
        except ValueError as error:  # IllegalAction, or a game that tripped over a strange action
            reason = str(error) if isinstance(error, IllegalAction) else f"{short(action)} is not a move"
            raise Refused(reason) from None

    def _play(self, seat: int | None, action: str, out: Outbox) -> None:
        """Check and play `action` for `seat`, then tell every guest; Refused changes nothing."""
        seat = self._check_turn(action, seat)
        before = self.match.state
        self.match.play(action, seat)
        self._clock_for_position()  # the next decision's time starts now, whether or not anyone asks
        if self.hidden:
            self._send_states(out)
            out.event(UPDATE, _("{player} moved").format(player=players((seat,)).capitalize()))
        else:
            clock = self._clock()
            for link in self._links.values():
                out.send(link.peer, self._message("action", ply=self.match.ply - 1, seat=seat, action=action,
                                                  hash=match_hash(self.match), clock=clock))
            out.event(UPDATE, self.match.game.describe(before, action, seat))
        self._start_draw_if_due(out)

    def _send_states(self, out: Outbox) -> None:
        for link in self._links.values():
            out.send(link.peer, self._message("state", **self._hidden_state(link)))

    def _hidden_state(self, link: Link) -> dict:
        """Everything a guest of a game with secrets gets: its seats' views, legal actions and records."""
        match = self.match
        views = seat_views(match, link.seats)
        legal = {str(seat): match.legal_actions(seat) for seat in link.seats if seat in match.actors}
        records = {str(seat): self._records(seat) for seat in link.seats}
        state = {"ply": match.ply, "hash": digest(views), "views": views, "legal": legal, "records": records,
                 "actors": list(match.actors), "clock": self._clock()}
        if not link.seats:  # a spectator: what no seat in particular sees
            state.update(view=match.view(None), record=self._records(None))
            state["hash"] = digest(state["view"])
        return state

    def _records(self, viewer: int | None) -> list[list[Any]]:
        return [[ply, who, text[:300]] for ply, who, text in self.match.records(viewer)]

    def _clock(self) -> dict[str, float]:
        return {str(seat): left for seat, left in self.seconds_left().items()}

    # -- links -----------------------------------------------------------------------------------------
    def _check_connect(self, peer_id: str, seats: list[int] | tuple[int, ...] | None,
                       shared: bool = False) -> tuple[int, ...]:
        if not isinstance(peer_id, str) or not 0 < len(peer_id) <= 64 or peer_id == HOST:
            raise Refused(_("a peer id is a short text other than 'host'"))
        taken = {s for p, link in self._links.items() if p != peer_id for s in link.seats}
        if isinstance(seats, (list, tuple)) and not seats:
            seats = ()  # a spectator: sees view(None), plays no seat
        elif seats is None:
            free = sorted(self.remote_seats - taken)
            if not free:
                raise Refused(_("every remote seat is taken"))
            seats = free[:1]
        if (not isinstance(seats, (list, tuple))
                or not all(type(s) is int and s in self.remote_seats for s in seats)):
            raise Refused(_("the seats {seats} are not all remote seats of this match").format(
                seats=short(seats)))
        if taken & set(seats) and not shared:
            raise Refused(_("{players} is already played from another link").format(
                players=players(tuple(sorted(taken & set(seats))))))
        if peer_id not in self._links and len(self._links) >= MAX_GUESTS:
            raise Refused(_("a match links at most {n} guests").format(n=MAX_GUESTS))
        return tuple(sorted(set(seats)))

    def _tell_people(self, out: Outbox, but: str | None = None) -> None:
        """Tell every guest (`but` one, just welcomed with it) who plays each seat now."""
        people = self.people()
        for link in self._links.values():
            if link.peer != but:
                out.send(link.peer, self._message("people", people=people))

    def _drop(self, peer_id: str, out: Outbox) -> None:
        link = self._links.pop(peer_id)
        if self.again.offer is not None:  # its agreement goes; the others hear how many are left
            self.again.leave(peer_id)
            self._tell_again(out)
        if self._draw is not None and link.link in self._draw.parties:
            # Nobody knows the outcome yet (the host reveals last), so starting afresh is fair.
            self._draw = None
            out.event(INFO, _("The roll starts again without the browser that left."))

    def _welcome(self, link: Link, kind: str) -> str:
        match = self.match
        fields = {"match_id": self.match_id, "game": match.game.id, "seat_count": match.seat_count,
                  "options": match.options, "seats": list(link.seats), "link": link.link,
                  "hidden": self.hidden, "people": self.people()}
        if self.hidden:
            fields.update(self._hidden_state(link))
        else:
            fields.update(ply=match.ply, hash=match_hash(match), save=match.to_json(), clock=self._clock())
        return self._message(kind, **fields)

    def _message(self, kind: str, **fields) -> str:
        self._n += 1
        return encode(kind, self._n, **fields)

