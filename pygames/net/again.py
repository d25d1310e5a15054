"""Another game over the same links, agreed by every browser: one proposes, the others accept.

Once a match is over, any browser may propose the next one: a rematch with the same seats, or a swap
(everyone moves one seat on; two players swap colours). Proposing the kind on offer accepts it; proposing
the other kind replaces the offer, so that only its proposer has agreed to it. When the host and every
connected guest agree, the host starts the new match over the same links (a new hello, see GuestSession).
A browser that leaves takes its agreement with it.

On the wire: guest -> host `again {link, match_id, swap}` (propose or accept); host -> each guest
`again {match_id, swap, agreed, waiting, by_host}`: the offer (swap None: there is none), whether this
guest agreed, how many browsers have yet to, and whether the host proposed it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames.core.i18n import _


@dataclass
class Offer:
    """The next game on offer: a swap or not, who proposed it, and every party that agreed."""

    swap: bool
    by: str
    agreed: set[str] = field(default_factory=set)


class Again:
    """The host's record of the next game on offer, and of who agreed to it."""

    def __init__(self) -> None:
        self.offer: Offer | None = None

    def want(self, party: str, swap: bool) -> Offer:
        """`party` proposes the next game (or accepts it, if that kind is on offer)."""
        if self.offer is None or self.offer.swap != swap:
            self.offer = Offer(swap, party, {party})
        else:
            self.offer.agreed.add(party)
        return self.offer

    def leave(self, party: str) -> None:
        """`party` left: its agreement goes; an offer nobody agrees to any more is withdrawn."""
        if self.offer is not None:
            self.offer.agreed.discard(party)
            if not self.offer.agreed:
                self.offer = None

    def settled(self, parties: set[str]) -> bool | None:
        """The kind agreed (True: swap) once every one of `parties` agrees, else None."""
        if self.offer is not None and parties <= self.offer.agreed:
            return self.offer.swap
        return None


def offer_words(swap: bool, seats: int) -> str:
    """What an offer is called: "a rematch" or "a rematch with colours swapped" (seats moved one on)."""
    if not swap:
        return _("a rematch")
    return _("a rematch with colours swapped") if seats == 2 else _("a rematch with everyone one seat on")
