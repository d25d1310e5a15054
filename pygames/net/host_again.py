"""The host's side of the next game: proposals and acceptances from every browser (pygames.net.again).

HostSession takes these methods from NextGameOffers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pygames.core import Match
from pygames.core.i18n import _
from pygames.net.again import Again, offer_words
from pygames.net.host_link import Link
from pygames.net.wire import AGAIN, ERROR, HOST, Outbox, Refused, players


class NextGameOffers:
    """The next-game part of HostSession: who asked for which next game, and who has agreed."""

    match: Match
    match_id: str
    again: Again
    _links: dict[str, Link]

    if TYPE_CHECKING:  # HostSession's, used here
        def _message(self, kind: str, **fields) -> str: ...

    @property
    def agreed(self) -> bool | None:
        """The next game every browser agreed to (True: a swap, False: the same seats), else None."""
        if not self.match.is_over:
            return None
        return self.again.settled({HOST, *self._links})

    def want_again(self, party: str, swap: bool) -> Outbox:
        """`party` (HOST, or a guest's peer id) proposes the next game, or accepts the one on offer."""
        out = Outbox()
        if not self.match.is_over:
            out.event(ERROR, _("the next game can be agreed once this one is over"))
            return out
        offer = self.again.want(party, swap)
        if party != HOST and HOST not in offer.agreed:
            seats = self._links[party].seats if party in self._links else ()
            words = offer_words(swap, self.match.seat_count)
            out.event(AGAIN, _("Your friend ({players}) asks for {offer}").format(players=players(seats),
                                                                                 offer=words))
        self._tell_again(out)
        return out

    def _on_again(self, link: Link, message: dict, out: Outbox) -> None:
        if message["match_id"] != self.match_id:
            raise Refused(_("that next game was offered for another match"))
        if not self.match.is_over:
            raise Refused(_("the next game can be agreed once this one is over"))
        out.extend(self.want_again(link.peer, message["swap"]))

    def offer_for(self, party: str) -> dict[str, Any] | None:
        """The next game on offer as `party` sees it ({swap, agreed, waiting, by_host}), or None."""
        offer = self.again.offer
        if offer is None:
            return None
        return {"swap": offer.swap, "agreed": party in offer.agreed,
                "waiting": len({HOST, *self._links} - offer.agreed), "by_host": offer.by == HOST}

    def _tell_again(self, out: Outbox) -> None:
        """Tell every guest the next game on offer: whether it agreed and how many have yet to."""
        none = {"swap": None, "agreed": False, "waiting": 0, "by_host": False}
        for link in self._links.values():
            offer = self.offer_for(link.peer) or none
            out.send(link.peer, self._message("again", match_id=self.match_id, **offer))
