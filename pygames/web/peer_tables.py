"""The peer page's game without the browser: its Table, what the page says of it, and what a guest keeps.

Pure Python (no browser import), so pytest drives it as the page does (tests/test_peer_tables.py).

A peer match carries `meta["peer"]`: {"role": "host"} in the host's book, {"role": "guest", "seats":
[...]} in a guest's saved copy. The page holds one Table per role:
- "host": a HostTable (pygames.net.host_table) over the host's Match; its seats are "human" (a person at the
  host's screen), "computer" (played by the host's browser) or "remote" (a friend's browser);
- "guest": a GuestTable over the link's GuestSession; in a game with secrets it holds only the views,
  legal actions and records the host sent for its seats, never a Match;
- "copy": a CopyTable over a guest's saved copy (games without secrets), opened without a link: it shows
  the position and plays nothing.

What a guest keeps: in a game without secrets its copy of the match, marked as a guest's; in a game with
secrets nothing at all, so neither its storage nor its page ever holds another seat's hand.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pygames.core import IllegalAction, Match
from pygames.core.i18n import N_, _
from pygames.core.table import REMOTE
from pygames.net import AGAIN, CLOSED, ERROR, JOINED, PAUSED, RESYNCED, TEAM, UPDATE, HostSession, is_hidden
from pygames.net.again import offer_words
from pygames.net.host_table import HostTable, new_host_match, rematch_seat, rematch_seats
from pygames.net.peer_table import COPY_ROLE, GUEST_ROLE, HOST_ROLE, NO_TAKEBACKS, PEER, Send
from pygames.net.sync import digest, match_hash
from pygames.net.wire import teammates
from pygames.web.board import CHANCE_WORDS
from pygames.web.local_table import MatchTable

NOT_LIVE = N_("this is a copy of a match hosted in another browser: ask the host for a new link to play on")


HOST_HOLDS_HANDS = N_("The host's browser deals the cards and decides every move, so it holds every "
                      "player's hand: play with friends you trust.")


def trust_note(game_id: str) -> str:
    """The one plain sentence a linked game with hidden cards shows its host and its guests: the host's
    browser deals, so it holds every hand (until a protocol removes the need); "" for other games."""
    from pygames.core.game import get_game
    return _(HOST_HOLDS_HANDS) if get_game(game_id).hidden_information else ""


def is_peer(match: Match) -> bool:
    """True if `match` is played over peer links (as host or guest)."""
    return isinstance(match.meta.get(PEER), dict)


def host_table(match: Match, send: Send | None = None,
               now: Callable[[], float] = time.monotonic) -> HostTable:
    """The host's table of a peer match: its "remote" seats are linked to friends, the rest play here."""
    seats = match.meta.get("seats") or []
    remote = [seat for seat, info in enumerate(seats)
              if isinstance(info, dict) and info.get("kind") == REMOTE]
    return HostTable(HostSession(match, remote_seats=remote, now=now), send)


class CopyTable(MatchTable):
    """A guest's saved copy of a match hosted elsewhere, opened without a link: it shows, never plays (no
    clock, no takebacks, no Auto-play: the Table's defaults)."""

    events: tuple[tuple[str, str], ...] | list[tuple[str, str]] = ()  # no link: nothing to report
    no_takebacks = NO_TAKEBACKS

    @property
    def here(self) -> tuple[int, ...]:
        """Nobody plays from a copy."""
        return ()

    @property
    def match_id(self) -> str:
        """The id both sides knew the match by."""
        return str(self.match.meta.get("match_id", ""))

    def propose(self, seat: int, action: str) -> None:
        """Refused: only the host's match moves on."""
        raise IllegalAction(_(NOT_LIVE))

    def computers_due(self, resume: bool = False) -> list[int]:
        """None: the host's browser plays its computer seats."""
        return []

    def set_kind(self, seat: int, kind: str) -> None:
        """Refused: a copy plays nothing."""
        raise IllegalAction(_(NOT_LIVE))

    def set_level(self, seat: int, level: str) -> None:
        """Refused: a copy plays nothing."""
        raise IllegalAction(_(NOT_LIVE))

    @property
    def keeps(self) -> bool:
        """A copy opened without a link is not written, nor does it offer the next game (the host does)."""
        return False

    def next_match(self, swap: bool, title: str) -> Match:
        """Refused: only the host starts the next game."""
        raise IllegalAction(_(NOT_LIVE))


@dataclass
class Heard:
    """What the link reported, sorted for the page: did the match change, what to tell the person."""

    changed: bool = False
    toasts: list[tuple[str, str]] = field(default_factory=list)  # (text, "error" | "warn")
    note: str | None = None  # the latest word about the link, for the panel
    errors: list[str] = field(default_factory=list)  # also for the console


# The link's words for seats, in English and in French (pygames.net.wire.players).
_PLAYERS = re.compile(r"\b(?:players?|joueurs?) (\d+(?:(?:, | and | et )\d+)*)")


def name_seats(text: str, names: list[str]) -> str:
    """`text` of the link (which counts seats as "player 2", "players 1 and 3") with the page's seat names."""

    def named(found: re.Match[str]) -> str:
        numbers = [int(n) for n in re.findall(r"\d+", found.group(1))]
        if not all(0 < n <= len(names) for n in numbers):
            return found.group(0)
        words = [names[n - 1] for n in numbers]
        return words[0] if len(words) == 1 else f"{', '.join(words[:-1])}{_(' and ')}{words[-1]}"

    return _PLAYERS.sub(named, text)


def sentence_end(text: str) -> str:
    """`text` ending with a full stop."""
    return text if text.endswith((".", "?", "!")) else text + "."


def offer_text(offer: dict[str, Any] | None, role: str, seats: int) -> str:
    """What the end panel says of the next game on offer (`offer` as the table has it), or ""."""
    if not offer:
        return ""
    kind = offer_words(bool(offer["swap"]), seats)
    if offer["agreed"]:
        waiting = offer["waiting"]
        if not waiting:
            return ""
        if waiting == 1:
            return _("You asked for {offer}: waiting for your friend to accept.").format(offer=kind)
        return _("You asked for {offer}: waiting for {n} friends to accept.").format(offer=kind, n=waiting)
    if role == GUEST_ROLE:
        who = _("The host") if offer["by_host"] else _("A friend")
    else:
        who = _("Your friend")
    return _("{who} asks for {offer}.").format(who=who, offer=kind)


def sort_events(events: list[tuple[str, str]], names: list[str] | None = None) -> Heard:
    """Sort the events of a peer table's calls into what the page shows (seats called by `names`)."""
    heard = Heard()
    for kind, text in events:
        heard.changed |= kind in (UPDATE, RESYNCED, JOINED)
        text = name_seats(text, names or [])
        if kind == ERROR:
            heard.toasts.append((text, "error"))
            heard.errors.append(text)
        elif kind in (PAUSED, CLOSED):
            heard.note = text
            heard.toasts.append((text, "warn"))
        elif kind == TEAM:
            heard.note = text
            heard.toasts.append((text, "info"))
        elif kind == AGAIN:  # the end panel shows the offer too, with its Accept button
            heard.toasts.append((sentence_end(text), "info"))
    return heard


class PeerSide:
    """The peer page's facts about its table: who plays what, the status line, the panel, the save."""

    def __init__(self, table: Any, role: str, names: list[str]):
        self.table, self.role, self.names = table, role, names

    @property
    def link_closed(self) -> bool:
        """True for a guest whose link to the host has closed."""
        return self.role == GUEST_ROLE and bool(self.table.session.closed)

    def own_seats(self) -> tuple[int, ...]:
        """The seats the person at this screen plays (for a copy: the ones it played as a guest)."""
        if self.role == COPY_ROLE:
            info = self.table.match.meta.get(PEER) or {}
            return tuple(seat for seat in info.get("seats") or [] if isinstance(seat, int))
        if self.role == GUEST_ROLE:  # its person's seats and its computer's (auto-play)
            return tuple(self.table.session.seats)
        return tuple(self.table.here)

    def who(self, seat: int) -> str:
        """Who plays `seat`, as this screen sees it (a team of friends sharing a seat included)."""
        if seat in self.own_seats():
            if self.role == GUEST_ROLE and self.table.is_computer(seat):
                return _("your computer")
            mates = self.table.session.team_mates(seat) if self.role == GUEST_ROLE else 0
            return _("you") if not mates else _("you and {teammates}").format(teammates=teammates(mates))
        if self.role == HOST_ROLE:
            if self.table.is_computer(seat):
                return _("computer")
            linked = sum(seat in seats for seats in self.table.session.peers.values())
            return _("a team of {n} friends").format(n=linked) if linked > 1 else _("your friend")
        people = self.table.session.people if self.role == GUEST_ROLE else []
        if seat < len(people):  # as the host said (every game, secrets or not)
            kind, linked = people[seat]["kind"], people[seat]["browsers"]
        else:  # an older host, or a copy: the host's match tells (games without secrets)
            match = self.table.match
            seats = match.meta.get("seats") if match is not None else None
            kind = seats[seat].get("kind") if isinstance(seats, list) and seat < len(seats) else None
            linked = 1
        if kind == REMOTE:
            if linked in (0, 1):
                return _("a friend (not connected)") if linked == 0 else _("another friend")
            return _("a team of {n} friends").format(n=linked)
        return {"computer": _("the host's computer"), "human": _("the host")}.get(str(kind),
                                                                                   _("another player"))

    def welcome(self, rematch: bool = False) -> str:
        """A guest's first word once the host's match is here (or a `rematch` began): its seats, its team,
        who plays the rest."""
        mine = self.own_seats()
        if not mine:
            return _("Connected: you watch the match.")
        mates = max(self.table.session.team_mates(seat) for seat in mine)
        seats = _(" and ").join(self.names[seat] for seat in mine)
        if mates:
            said = (_("A new game: you play {seats} with {teammates}.") if rematch
                    else _("Connected: you play {seats} with {teammates}."))
        else:
            said = _("A new game: you play {seats}.") if rematch else _("Connected: you play {seats}.")
        others = _("; ").join(_("{seat}: {who}").format(seat=self.names[seat], who=self.who(seat))
                           for seat in range(self.table.seat_count) if seat not in mine)
        return said.format(seats=seats, teammates=teammates(mates) if mates else "") + (
            f" {others}." if others else "")

    @property
    def rolling(self) -> bool:
        """True while chance is being drawn (nobody may act and the game is not over)."""
        return not self.table.actors() and not self.table.is_over

    def awaited(self) -> list[str]:
        """The peers whose share of a roll this browser waits for (a timer runs for each)."""
        if self.role == HOST_ROLE:
            return list(self.table.session.awaited())
        if self.role == GUEST_ROLE and self.rolling and not self.link_closed:
            return ["host"]
        return []

    def status(self, shown: int | None, result_text: Callable[[dict[str, Any]], str],
               thinking: bool = False, covered_for: int | None = None,
               chance: tuple[str, str] = CHANCE_WORDS) -> str:
        """Whose turn it is (and who that is), the chance being drawn (`chance`: what the board calls
        drawing it, and the thing drawn, e.g. ("Spinning the dreidel", "The spin")), or how it ended."""
        view = self.table.view(shown)
        if view["over"]:
            return result_text(view)
        if covered_for is not None:
            return _("Pass the device to {name}").format(name=self.names[covered_for])
        actors = self.table.actors()
        if not actors:
            if self.role == HOST_ROLE and not self.table.session.peers:
                return _("{chance} waits for your friend: both browsers draw it together").format(
                    chance=_(chance[1]))
            return _("{chance} with your friend…").format(chance=_(chance[0]))
        if thinking:
            return _("{names} (computer) is thinking…").format(
                names=_(" and ").join(self.names[seat] for seat in actors))
        closed = _(" · the link is closed") if self.link_closed else ""
        if len(actors) == 1:
            name, who = self.names[actors[0]], self.who(actors[0])
            return _("{who} to move ({player})").format(who=name, player=who) + closed
        who = _(" and ").join(f"{self.names[seat]} ({self.who(seat)})" for seat in actors)
        return _("{who} to move").format(who=who) + closed

    def panel(self, shown: int | None) -> dict[str, str]:
        """The state attributes of #peer-panel (data-role, data-ply, data-to-move, data-match-id, data-hash,
        data-public).

        data-hash is the hash of the spectator's view in a game without secrets, the same in every
        browser; in a game with secrets no browser but the host can see that, so it is the hash of the
        view this screen shows. data-public is the same in every browser of any game once they show the
        same position: it hashes the move number, who acts, the end and who made each move.
        """
        table, actors = self.table, self.table.actors()
        match = table.match
        if match is not None and not is_hidden(table.game):
            state_hash = match_hash(match)
        else:
            state_hash = digest(table.view(shown))
        to_move = str(actors[0]) if len(actors) == 1 else ""
        # What every browser knows alike, secrets or not: the move number, who acts, the end, and who
        # made each move of the list (not what it was: in a game with secrets each seat reads it its way).
        moves = [[ply, seat] for ply, seat, _move in table.records(shown)]
        public = digest({"ply": table.ply, "actors": list(actors), "over": table.is_over, "moves": moves})
        return {"role": self.role, "ply": str(table.ply), "to-move": to_move, "match-id": table.match_id,
                "hash": state_hash, "public": public}


__all__ = ["COPY_ROLE", "GUEST_ROLE", "HOST_ROLE", "NOT_LIVE", "PEER", "CopyTable", "Heard", "PeerSide",
           "host_table", "is_peer", "name_seats", "new_host_match", "offer_text", "rematch_seat",
           "rematch_seats", "sort_events", "trust_note"]
