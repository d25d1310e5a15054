"""What both ends' peer Tables share: sending and events, no takebacks, and the peer meta of a match.

A page holds a HostTable (`pygames.net.host_table`) or a GuestTable (`pygames.net.guest_table`) instead of
a Match (see `pygames.core.table.Table`). Both keep the browser out: the page hands them what the link
delivers (`on_message`, `connect`, `peer_closed`, `tick`) and they send what the sessions produce through
`send(peer, text)` (HOST is the peer of a guest's messages), or, without a `send`, keep it in `outbox`
for the page to `drain()`. Every event is kept in `events` ((kind, text), for a log or a toast);
`on_change` is called when the match changed for a reason the page did not cause itself (a friend's
move, a roll, a timeout, a fresh copy).

Undo, redo and goto are not available during peer play: the host's match is the one both sides agreed
on, and a takeback could re-roll or show a hidden card. They raise IllegalAction saying so (NO_TAKEBACKS,
the Table's refusal: a guest's saved copy, pygames.web.peer_tables.CopyTable, says it too).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from pygames.core import IllegalAction
from pygames.core.i18n import N_, _
from pygames.core.table import COMPUTER, HUMAN, Table
from pygames.net.wire import JOINED, RESYNCED, UPDATE, Outbox

Send = Callable[[str, str], None]
_CHANGES = {UPDATE, JOINED, RESYNCED}
NO_TAKEBACKS = N_("moves cannot be taken back or replayed during a game with a friend")
ONLY_THE_HOST = N_("only the host can start a new game: ask them for a new link")

# A peer match carries meta[PEER]: {"role": HOST_ROLE} at the host, {"role": GUEST_ROLE, "seats": [...]}
# in a guest's saved copy.
PEER = "peer"
HOST_ROLE, GUEST_ROLE, COPY_ROLE = "host", "guest", "copy"


class PeerTable(Table):
    """What HostTable and GuestTable share: sending and events, and no takebacks."""

    no_takebacks = NO_TAKEBACKS

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
        if not asked and self.on_change is not None and any(kind in _CHANGES for kind, _text in out.events):
            self.on_change()
        return out

    def _refused(self, out: Outbox) -> None:
        if out.errors:
            raise IllegalAction(out.errors[0])

    def _may_set(self, seat: int, own: Iterable[int], kind: str = HUMAN) -> None:
        """Refuse to set who plays `seat` unless this browser plays it (`own`): a person or its computer."""
        if seat not in own:
            raise IllegalAction(_("seat {seat} is played from another browser").format(seat=repr(seat)))
        if kind not in (HUMAN, COMPUTER):
            raise IllegalAction(_("a seat here is played by a person or the computer, not {kind}").format(
                kind=repr(kind)))
