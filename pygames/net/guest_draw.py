"""A guest's share of the fair draw: commit to a secret, reveal it once every commitment is in, check it.

In a perfect-information game the guest checks that the host's outcome follows from all the secrets, and
never reveals twice for a roll with the same players. GuestSession takes these methods from GuestShares.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pygames.core import Match
from pygames.core.i18n import _
from pygames.net import fair
from pygames.net.wire import HOST, INFO, PAUSED, UPDATE, Outbox, Refused


@dataclass
class Share:
    """This guest's part in the fair draw at `ply`."""

    ply: int
    parties: frozenset[str]
    host_commit: str
    secret: str
    commits: dict[str, str] | None = None  # every party's commitment, once the host has sent them


class GuestShares:
    """The fair-draw part of GuestSession: this browser's share of every roll, and the roll's check."""

    match: Match | None
    match_id: str | None
    _link: str | None
    _share: Share | None
    _revealed: dict[int, frozenset[str]]
    _out_of_sync: bool

    if TYPE_CHECKING:  # GuestSession's, used here
        @property
        def ply(self) -> int | None: ...
        def _perfect_copy(self) -> Match | None: ...
        def _lost_step(self, out: Outbox, why: str) -> None: ...
        def _take_clock(self, message: dict) -> None: ...
        def _check_hash(self, expected: str, out: Outbox) -> None: ...
        def _message(self, kind: str, **fields: Any) -> str: ...

    def on_timeout(self) -> Outbox:
        """The page's timer ran out waiting on the host during a roll: report the pause."""
        out = Outbox()
        if self._share is None:
            out.event(INFO, _("nothing is awaited from the host"))
        else:
            out.event(PAUSED, _("The host did not finish the roll; the game is paused until it does. "
                                "The roll is never made without you."))
        return out

    def _on_commit(self, message: dict, out: Outbox) -> None:
        ply, parties = message["ply"], frozenset(message["parties"])
        if self._link not in parties:
            raise Refused(_("the host asked for a share of a roll this browser is not part of"))
        if self._out_of_sync:
            return  # the host sends the roll again with its copy
        if ply != self.ply or (self.match is not None and not self.match.at_chance):
            self._lost_step(out, f"the host rolls at move {ply}")
            return
        share = self._share
        if share and (share.ply, share.parties, share.host_commit) == (ply, parties, message["commit"]):
            out.send(HOST, self._commit_message(share))  # asked again (after a resync): the same answer
            return
        earlier = self._revealed.get(ply)
        if earlier is not None and earlier <= parties:
            raise Refused(_("the host asked to redo a roll you had already revealed your share of, with the "
                            "same players; a roll is never made twice"))
        if earlier is not None:
            out.event(INFO, _("The roll starts again because a player left"))
        self._share = Share(ply, parties, message["commit"], fair.new_secret())
        out.send(HOST, self._commit_message(self._share))

    def _on_commits(self, message: dict, out: Outbox) -> None:
        share, commits = self._share, message["commits"]
        if share is None or message["ply"] != share.ply:
            raise Refused(_("the host sent the commitments of a roll this browser is not part of"))
        if set(commits) != share.parties | {HOST}:
            raise Refused(_("the commitments do not list the players of the roll"))
        if commits[HOST] != share.host_commit or commits[self._link] != fair.commitment(share.secret):
            raise Refused(_("the commitments of the roll are not the ones made"))
        if share.commits is not None and share.commits != commits:
            raise Refused(_("the commitments of the roll changed"))
        share.commits = dict(commits)
        self._revealed[share.ply] = share.parties
        out.send(HOST, self._message("reveal", link=self._link, ply=share.ply, secret=share.secret))

    def _on_chance(self, message: dict, out: Outbox) -> None:
        match = self._perfect_copy()
        if match is None:
            return
        ply, commits, reveals = message["ply"], message["commits"], message["reveals"]
        if ply != match.ply or not match.at_chance:
            self._lost_step(out, f"the host rolled at move {ply}")
            return
        if set(commits) != set(reveals) or HOST not in commits or len(commits) < 2:
            raise Refused(_("the roll was not made by the host and a guest together"))
        if not all(fair.opens(commits[party], reveals[party]) for party in commits):
            raise Refused(_("a secret of the roll does not match its commitment"))
        share = self._share
        if share is not None and share.ply == ply and share.commits != commits:
            raise Refused(_("the roll was finished without this browser's share"))
        outcomes = match.game.chance_outcomes(match.state)
        outcome = fair.fair_outcome(outcomes, reveals.values(), self.match_id or "", ply)
        if outcome != message["outcome"]:
            raise Refused(_("the host's roll does not follow from the shared secrets"))
        before = match.state
        match.play_chance(outcome)
        self._take_clock(message)
        self._share = None
        out.event(UPDATE, match.game.describe(before, outcome))
        self._check_hash(message["hash"], out)

    def _commit_message(self, share: Share) -> str:
        return self._message("commit", link=self._link, ply=share.ply, commit=fair.commitment(share.secret))
