"""A guest's side of a peer match: a copy that follows the host, and the guest's share of every roll.

In a perfect-information game the guest keeps a full Match, applies the host's actions and compares
state hashes; a mismatch asks the host for its save. In a game with secrets the guest keeps only the
views of its own seats, as the host sends them. At a chance node the guest commits to a secret, reveals
it once every commitment is in, and checks (perfect information) that the host's outcome follows from
all the secrets.
"""

from __future__ import annotations

from typing import Any

from pygames.core import BadSave, Game, IllegalAction, Match, get_game
from pygames.core.i18n import _
from pygames.net.again import offer_words
from pygames.net.guest_draw import GuestShares, Share
from pygames.net.guest_views import people_of, records_of, views_digest, views_of
from pygames.net.sync import is_hidden, match_hash, restore_match
from pygames.net.wire import (
    AGAIN,
    CLOSED,
    ERROR,
    FROM_HOST,
    HOST,
    INFO,
    JOINED,
    MAX_HOST_MESSAGE,
    RESYNCED,
    TEAM,
    UPDATE,
    VERSION,
    Outbox,
    Refused,
    decode,
    encode,
    players,
    short,
    teammates,
)


class GuestSession(GuestShares):
    """A guest of a peer match: feed it the host's messages and its player's moves, send what it returns.

    `match_id`, if given, is the match the invitation was for: a hello for another match is refused,
    except a rematch: once the match is over, the host may start a new one of the same game over the same
    link (a hello with a new link id and match id; the seats may have moved), which this guest then plays.
    """

    def __init__(self, match_id: str | None = None):
        self.expected_match_id = match_id
        self.match: Match | None = None  # perfect-information games
        # games with secrets: what each of our seats sees (a spectator's view under None)
        self.views: dict[int | None, dict[str, Any]] = {}
        self.legal: dict[int, list[str]] = {}
        self.records_by_seat: dict[int | None, list[tuple[int, int, str]]] = {}  # games with secrets
        self.hidden_actors: tuple[int, ...] = ()  # games with secrets: who may act, as the host said
        self.clock: dict[int, float] = {}  # seconds left per acting seat, as of the host's last message
        # who plays each seat, as the host last said ({"kind": ..., "browsers": ...}; [] from an old host)
        self.people: list[dict[str, Any]] = []
        self.seats: tuple[int, ...] = ()
        # the next game on offer once the match is over, as the host last said (pygames.net.again)
        self.again: dict[str, Any] | None = None
        self.seat_count = 0
        self._version = VERSION  # the protocol version of the host's hello
        self.options: dict[str, Any] = {}
        self.match_id: str | None = None
        self.game: Game | None = None
        self.hidden = False
        self.closed = False
        self._link: str | None = None
        self._old_links: set[str] = set()
        self._last_n = 0
        self._n = 0
        self._share: Share | None = None
        self._revealed: dict[int, frozenset[str]] = {}  # ply -> the parties of the draw we revealed in
        self._out_of_sync = False

    # -- what the page reads ---------------------------------------------------------------------------
    @property
    def joined(self) -> bool:
        """True once the host's hello has been accepted."""
        return self._link is not None

    @property
    def ply(self) -> int | None:
        """The move number of the guest's copy."""
        if self.match is not None:
            return self.match.ply
        first = self.views.get(self.seats[0] if self.seats else None)  # a spectator's under None
        return first.get("ply") if first else None

    @property
    def to_move(self) -> int | None:
        """The seat to act when exactly one may (None at a chance node, at the end, or before joining)."""
        actors = self.actors
        return actors[0] if len(actors) == 1 else None

    @property
    def actors(self) -> tuple[int, ...]:
        """The seats that may act now."""
        if self.match is not None:
            return self.match.actors
        return self.hidden_actors

    def team_mates(self, seat: int) -> int:
        """How many other browsers play `seat` with this one (0 if it plays alone, or not at all)."""
        if seat not in self.seats or seat >= len(self.people):
            return 0
        return max(0, self.people[seat]["browsers"] - 1)

    def records(self, seat: int | None = None) -> list[tuple[int, int, str]]:
        """(ply, seat, description) of every seat's action, as `seat` (default: our first) reads them."""
        seat = self.seats[0] if seat is None and self.seats else seat
        if self.match is not None:
            return self.match.records(seat)
        return list(self.records_by_seat.get(seat, []))

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What `seat` sees (default: this guest's first seat), for rendering."""
        seat = self.seats[0] if seat is None and self.seats else seat
        if self.match is not None:
            return self.match.view(seat)
        return self.views.get(seat, {})

    def legal_actions(self, seat: int | None = None) -> list[str]:
        """The legal actions of `seat` (default: the one seat to move) if this guest plays it, else []."""
        seat = self.to_move if seat is None else seat
        if seat not in self.seats or seat not in self.actors:
            return []
        return self.match.legal_actions(seat) if self.match is not None else list(self.legal.get(seat, []))

    # -- what the page tells ---------------------------------------------------------------------------
    def propose(self, action: str, seat: int | None = None) -> Outbox:
        """Ask the host to play `action` for our `seat` (default: our one seat that may act).

        The copy changes when the host confirms it.
        """
        out = Outbox()
        try:
            seat = self._check_proposal(action, seat)
            out.send(HOST, self._message("propose", link=self._link, ply=self.ply, action=action, seat=seat))
        except Refused as refusal:
            out.event(ERROR, str(refusal))
        return out

    def want_again(self, swap: bool) -> Outbox:
        """Propose the next game (a swap: everyone one seat on), or accept the one on offer."""
        out = Outbox()
        if not self.joined or self.closed:
            out.event(ERROR, _("the link to the host is closed") if self.closed
                      else _("not connected to a match yet"))
        elif not self.view().get("over"):
            out.event(ERROR, _("the next game can be agreed once this one is over"))
        else:
            out.send(HOST, self._message("again", link=self._link, match_id=self.match_id, swap=swap))
        return out

    def on_message(self, text: str) -> Outbox:
        """Handle a message from the host; a refused one changes nothing and yields an error event."""
        out = Outbox()
        try:
            message = decode(text, MAX_HOST_MESSAGE, FROM_HOST)
            self._check_order(message)
            handled = Outbox()
            getattr(self, "_on_" + message["t"])(message, handled)
            self._last_n = message["n"]
            out.extend(handled)
        except Refused as refusal:
            out.event(ERROR, _("refused a message from the host: {reason}").format(reason=refusal))
        except Exception as error:  # a bug must not take the page down; report it instead
            out.event(ERROR, _("internal error on a message from the host: {error}").format(
                error=short(error, 200)))
        return out

    def peer_closed(self, dropped: bool = False) -> Outbox:
        """The link to the host closed (`dropped`: its path gave up): the copy stays as it is."""
        self.closed = True
        out = Outbox()
        if dropped:
            out.event(CLOSED, _("The connection to the host dropped. Your copy of the match is kept: open a "
                                "new link from the host to carry on."))
        else:
            out.event(CLOSED, _("The host left. Your copy of the match is kept: open a new link from the "
                                "host to carry on."))
        return out

    # -- host messages ---------------------------------------------------------------------------------
    def _check_order(self, message: dict) -> None:
        if message["t"] == "hello" and message["link"] != self._link:
            if message["link"] in self._old_links:
                raise Refused(_("the hello belongs to an earlier link"))
            return  # a new link numbers its messages afresh
        if self._link is None:
            raise Refused(_("the host has not said hello yet"))
        if message["n"] <= self._last_n:
            raise Refused(_("message {n} was already received (replayed or out of order)").format(
                n=message["n"]))
        if message["t"] == "sync" and message["link"] != self._link:
            raise Refused(_("the copy belongs to another link"))

    def _on_hello(self, message: dict, out: Outbox) -> None:
        rematch = self.is_rematch(message)
        self._adopt(message)
        title = self.game.title if self.game is not None else message["game"]
        if rematch:
            out.event(JOINED, _("A new game of {game}: you play {players}").format(
                game=title, players=players(self.seats)))
            return
        mates = max((self.team_mates(seat) for seat in self.seats), default=0)
        said = (_("Joined a match of {game} as {players} with {teammates}, at move {ply}") if mates
                else _("Joined a match of {game} as {players}, at move {ply}"))
        out.event(JOINED, said.format(game=title, players=players(self.seats),
                                      teammates=teammates(mates) if mates else "", ply=self.ply))

    def _on_sync(self, message: dict, out: Outbox) -> None:
        if message["match_id"] != self.match_id:
            raise Refused(_("the host sent a copy of another match"))
        self._adopt(message)
        out.event(RESYNCED, _("Your copy of the match was out of step; it now matches the host's"))

    def is_rematch(self, message: dict) -> bool:
        """True if `message` is a hello that starts a new match of the same game after this one ended."""
        if not self.joined or self.game is None or message["match_id"] == self.match_id:
            return False
        if message["game"] != self.game.id or message["link"] == self._link:
            return False
        return bool(self.view().get("over"))

    def _adopt(self, message: dict) -> None:
        """Replace the copy with the host's (hello and sync), after checking every part of it."""
        try:
            game = get_game(message["game"])
        except ValueError:
            raise Refused(_("this page does not know the game {game}").format(
                game=short(message["game"]))) from None
        if self.expected_match_id is not None and message["match_id"] != self.expected_match_id:
            if message["t"] != "hello" or not self.is_rematch(message):
                raise Refused(_("the link is for another match"))
        if message["hidden"] != is_hidden(game):
            raise Refused(_("the host and this page disagree on whether the game has secrets"))
        seats = tuple(message["seats"])
        if seats and max(seats) >= message["seat_count"]:
            raise Refused(_("the host gave this browser a seat the match does not have"))
        people = [] if message.get("people") is None else people_of(message, message["seat_count"], seats)
        match, views, legal, records, actors = None, {}, {}, {}, ()
        if message["hidden"]:
            if message["views"] is None or set(message["views"]) != {str(s) for s in seats}:
                raise Refused(_("the host did not send the views of this browser's seats"))
            if views_digest(message, seats) != message["hash"]:
                raise Refused(_("the host's views do not match their hash"))
            views = views_of(message, seats)
            legal = {int(k): v for k, v in (message["legal"] or {}).items()}
            records = records_of(message, seats)
            actors = tuple(message["actors"] or ())
        else:
            match = self._load(message)
        self.game, self.hidden, self.seats, self.options = game, message["hidden"], seats, message["options"]
        self.match_id = message["match_id"]
        if self.expected_match_id is not None:
            self.expected_match_id = self.match_id  # after a rematch, the new match is the link's
        self.seat_count = message["seat_count"]
        self._version = message["v"]  # this guest answers in the version its host speaks
        self.match, self.views, self.legal = match, views, legal
        self.records_by_seat, self.hidden_actors = records, actors
        self.people = people
        self.again = None  # a new match (or a fresh copy): any offer is for the host to repeat
        self._take_clock(message)
        if message["link"] != self._link:
            if self._link is not None:
                self._old_links.add(self._link)
            self._link, self._share = message["link"], None
        self.closed = self._out_of_sync = False

    def _load(self, message: dict) -> Match:
        if message["save"] is None:
            raise Refused(_("the host did not send the match"))
        try:
            match = restore_match(message["save"])
        except (BadSave, ValueError, TypeError) as error:
            raise Refused(_("the host's save cannot be loaded: {error}").format(
                error=short(str(error), 200))) from None
        if (match.game.id != message["game"] or match.seat_count != message["seat_count"]
                or match.options != message["options"] or match.meta.get("match_id") != message["match_id"]):
            raise Refused(_("the host's save is not of the match it announced"))
        if match.ply != message["ply"] or match_hash(match, message["v"]) != message["hash"]:
            raise Refused(_("the host's save does not give the position it announced"))
        return match

    def _on_action(self, message: dict, out: Outbox) -> None:
        match = self._perfect_copy()
        if match is None:
            return  # out of step: the host's copy is on its way
        if message["ply"] != match.ply or message["seat"] not in match.actors:
            self._lost_step(out, f"the host played move {message['ply']} for seat {message['seat']}")
            return
        try:
            match.check(message["action"], message["seat"])
        except IllegalAction:
            self._lost_step(out, f"the host's move {short(message['action'])} is illegal in this copy")
            return
        before = match.state
        match.play(message["action"], message["seat"])
        self._take_clock(message)
        out.event(UPDATE, match.game.describe(before, message["action"], message["seat"]))
        self._check_hash(message["hash"], out)

    def _on_state(self, message: dict, out: Outbox) -> None:
        if not self.hidden:
            raise Refused(_("views are sent only in games with secrets"))
        views = message["views"]
        if views is None or set(views) != {str(s) for s in self.seats}:
            raise Refused(_("the host did not send the views of this browser's seats"))
        if views_digest(message, self.seats) != message["hash"]:
            self._lost_step(out, "the views do not match their hash")
            return
        self.views = views_of(message, self.seats)
        self.legal = {int(k): v for k, v in (message["legal"] or {}).items()}
        self.records_by_seat = records_of(message, self.seats)
        self.hidden_actors = tuple(message["actors"] or ())
        self._take_clock(message)
        if self._share is not None and message["ply"] > self._share.ply:
            self._share = None
        self._out_of_sync = False
        out.event(UPDATE, _("Move {ply}").format(ply=message["ply"]))

    def _on_people(self, message: dict, out: Outbox) -> None:
        before = {seat: self.team_mates(seat) for seat in self.seats}
        self.people = people_of(message, self.seat_count, self.seats)
        for seat, mates in before.items():
            now = self.team_mates(seat)
            if now > mates:
                out.event(TEAM, _("A teammate joined you on {player}").format(player=players((seat,))))
            elif now < mates:
                out.event(TEAM, _("A teammate on {player} left; you play on").format(player=players((seat,))))

    def _on_again(self, message: dict, out: Outbox) -> None:
        if message["match_id"] != self.match_id:
            raise Refused(_("the host offered the next game of another match"))
        if message["swap"] is None:
            self.again = None
            return
        fresh = self.again is None or self.again["swap"] != message["swap"]
        self.again = {name: message[name] for name in ("swap", "agreed", "waiting", "by_host")}
        if fresh and not message["agreed"]:
            who = _("The host") if message["by_host"] else _("A friend")
            out.event(AGAIN, _("{who} asks for {offer}").format(
                who=who, offer=offer_words(message["swap"], self.seat_count)))

    def _on_error(self, message: dict, out: Outbox) -> None:
        out.event(ERROR, _("The host refused: {reason}").format(reason=message["text"]))

    # -- helpers ---------------------------------------------------------------------------------------
    def _take_clock(self, message: dict) -> None:
        self.clock = {int(k): float(v) for k, v in (message.get("clock") or {}).items()}

    def _check_proposal(self, action: Any, seat: int | None = None) -> int:
        """Return the seat `action` is proposed for, or raise Refused saying why it cannot be."""
        if not self.joined:
            raise Refused(_("not connected to a match yet"))
        if self.closed:
            raise Refused(_("the link to the host is closed"))
        if self._out_of_sync:
            raise Refused(_("waiting for the host's copy of the match"))
        if not isinstance(action, str):
            raise Refused(_("an action is a text"))
        if seat is None:
            mine = [s for s in self.actors if s in self.seats]
            seat = mine[0] if len(mine) == 1 else self.to_move
        if seat is None:
            raise Refused(_("no one can move now (the game is over, or a roll is being made)"))
        if seat not in self.seats:
            said = (_("it is {player}'s turn") if seat == self.to_move
                    else _("this browser does not play {player}"))
            raise Refused(said.format(player=players((seat,))))
        if seat not in self.actors:
            raise Refused(_("{player} may not act now").format(player=players((seat,)).capitalize()))
        if self.match is not None:
            try:
                self.match.check(action, seat)
            except ValueError as error:  # IllegalAction, or a game that tripped over a strange action
                reason = (str(error) if isinstance(error, IllegalAction)
                          else _("{action} is not a move").format(action=short(action)))
                raise Refused(reason) from None
        elif action not in self.legal.get(seat, []):
            raise Refused(_("{action} is not a legal move here").format(action=short(action)))
        return seat

    def _perfect_copy(self) -> Match | None:
        if self.match is None:
            raise Refused(_("moves are sent as actions only in games without secrets"))
        return None if self._out_of_sync else self.match

    def _check_hash(self, expected: str, out: Outbox) -> None:
        if self.match is None or match_hash(self.match, self._version) != expected:
            self._lost_step(out, "the state hash differs")

    def _lost_step(self, out: Outbox, why: str) -> None:
        self._out_of_sync = True
        out.send(HOST, self._message("resync", link=self._link, reason=why[:200]))
        out.event(INFO, _("Your copy of the match is out of step with the host's; asking for the host's "
                          "copy"))

    def _message(self, kind: str, **fields: Any) -> str:
        self._n += 1
        return encode(kind, self._n, self._version, **fields)

