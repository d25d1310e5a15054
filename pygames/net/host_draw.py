"""The host's side of the fair draw: a commit-reveal roll with every connected guest, never alone.

The host reveals its own secret last, after every guest's reveal is in, and finishes the draw in the
same call, so a draw that loses a guest can start again with fresh secrets and nobody gets a second
chance at a known roll. HostSession takes these methods from FairDraws.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pygames.core import Match
from pygames.core.i18n import _
from pygames.net import fair
from pygames.net.host_link import Link
from pygames.net.sync import match_hash
from pygames.net.wire import HOST, INFO, PAUSED, UPDATE, Outbox, Refused, players, short


@dataclass
class Draw:
    """A commit-reveal draw for the chance node at `ply`, with the links taking part."""

    ply: int
    parties: tuple[str, ...]  # link ids of the guests
    secret: str  # the host's; revealed only when the draw finishes
    commits: dict[str, str] = field(default_factory=dict)  # party -> commitment, the host's under HOST
    reveals: dict[str, str] = field(default_factory=dict)
    revealing: bool = False  # every commitment is in and has been sent to the parties
    paused: bool = False

    def owed_by(self, link: str) -> str | None:
        """What the draw waits for from `link`: "commit", "reveal" or None."""
        if link not in self.parties:
            return None
        if link not in self.commits:
            return "commit"
        if self.revealing and link not in self.reveals:
            return "reveal"
        return None


class FairDraws:
    """The fair-draw part of HostSession: start a roll, take commitments and reveals, finish it."""

    match: Match
    match_id: str
    hidden: bool
    _links: dict[str, Link]
    _draw: Draw | None

    if TYPE_CHECKING:  # HostSession's, used here
        def _message(self, kind: str, **fields) -> str: ...
        def _send_states(self, out: Outbox) -> None: ...
        def _clock(self) -> dict[str, float]: ...
        def _clock_for_position(self) -> None: ...

    def awaited(self) -> list[str]:
        """The peers whose share of the current fair draw is awaited (start a timer for these)."""
        if self._draw is None:
            return []
        return [link.peer for link in self._links.values() if self._draw.owed_by(link.link)]

    def on_timeout(self, peer_id: str) -> Outbox:
        """The page's timer ran out waiting on `peer_id`: pause a draw it holds up (never draw without it)."""
        out = Outbox()
        link = self._links.get(peer_id) if isinstance(peer_id, str) else None
        draw = self._draw
        owed = draw.owed_by(link.link) if link and draw else None
        if owed is None or link is None or draw is None:
            out.event(INFO, _("nothing is awaited from {peer}").format(peer=short(peer_id)))
            return out
        draw.paused = True
        said = (_("Your friend ({players}) did not commit their share of the roll; the game is paused. It "
                  "goes on when they answer or reconnect: the roll is never made without them.")
                if owed == "commit" else
                _("Your friend ({players}) did not reveal their share of the roll; the game is paused. It "
                  "goes on when they answer or reconnect: the roll is never made without them."))
        out.event(PAUSED, said.format(players=players(link.seats)))
        return out

    def _on_commit(self, link: Link, message: dict, out: Outbox) -> None:
        draw = self._current_draw(link, message)
        if link.link in draw.commits:
            if draw.commits[link.link] == message["commit"]:
                return  # the same commitment again: nothing to do
            raise Refused(_("you have already committed to this roll, and a commitment cannot change"))
        if draw.revealing:
            raise Refused(_("the commitments for this roll are closed"))
        draw.commits[link.link] = message["commit"]
        if all(party in draw.commits for party in draw.parties):
            draw.revealing = True
            for party in self._party_links(draw):
                out.send(party.peer, self._message("commits", ply=draw.ply, commits=draw.commits))
        self._resume(draw, out)

    def _on_reveal(self, link: Link, message: dict, out: Outbox) -> None:
        draw = self._current_draw(link, message)
        if not draw.revealing:
            raise Refused(_("secrets are revealed only once every commitment is in"))
        if link.link in draw.reveals:
            if draw.reveals[link.link] == message["secret"]:
                return
            raise Refused(_("you have already revealed your secret for this roll"))
        if not fair.opens(draw.commits[link.link], message["secret"]):
            raise Refused(_("this secret does not match your commitment: a secret cannot change once "
                            "committed"))
        draw.reveals[link.link] = message["secret"]
        self._resume(draw, out)
        if all(party in draw.reveals for party in draw.parties):
            self._finish_draw(draw, out)

    def _start_draw_if_due(self, out: Outbox) -> None:
        if not self.match.at_chance or self._draw is not None:
            return
        if not self._links:
            out.event(PAUSED, _("The roll waits for your friend: rolls are made by both browsers together."))
            return
        secret = fair.new_secret()
        draw = Draw(self.match.ply, tuple(link.link for link in self._links.values()), secret,
                     {HOST: fair.commitment(secret)})
        self._draw = draw
        for link in self._links.values():
            self._draw_messages_for(link, out)

    def _draw_messages_for(self, link: Link, out: Outbox) -> None:
        """Send `link` what the open draw needs from it next (after a hello or a resync too)."""
        draw = self._draw
        if draw is None:
            return
        owed = draw.owed_by(link.link)
        if owed == "commit":
            out.send(link.peer, self._message("commit", ply=draw.ply, commit=draw.commits[HOST],
                                              parties=list(draw.parties)))
        elif owed == "reveal":
            out.send(link.peer, self._message("commits", ply=draw.ply, commits=draw.commits))

    def _current_draw(self, link: Link, message: dict) -> Draw:
        draw = self._draw
        if draw is None:
            raise Refused(_("no roll is being made"))
        if message["ply"] != draw.ply:
            raise Refused(_("that is for a roll at move {made}; the roll now is at move {ply}").format(
                made=message["ply"], ply=draw.ply))
        if link.link not in draw.parties:
            raise Refused(_("you joined after this roll began; you take part in the next one"))
        return draw

    def _resume(self, draw: Draw, out: Outbox) -> None:
        if draw.paused:
            draw.paused = False
            out.event(INFO, _("Your friend answered: the roll goes on."))

    def _finish_draw(self, draw: Draw, out: Outbox) -> None:
        reveals = {HOST: draw.secret, **draw.reveals}
        outcomes = self.match.game.chance_outcomes(self.match.state)
        outcome = fair.fair_outcome(outcomes, reveals.values(), self.match_id, draw.ply)
        before = self.match.state
        self.match.play_chance(outcome)
        self._clock_for_position()
        self._draw = None
        if self.hidden:
            self._send_states(out)
            out.event(UPDATE, _("The roll is made"))
        else:
            for link in self._links.values():
                out.send(link.peer, self._message("chance", ply=draw.ply, outcome=outcome,
                                                  commits=draw.commits, reveals=reveals, clock=self._clock(),
                                                  hash=match_hash(self.match)))
            out.event(UPDATE, self.match.game.describe(before, outcome))
        self._start_draw_if_due(out)

    def _party_links(self, draw: Draw) -> list[Link]:
        return [link for link in self._links.values() if link.link in draw.parties]
