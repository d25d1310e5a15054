"""What both ends' peer Tables share: sending and events, no takebacks, and the peer meta of a match.

A page holds a HostTable (`pygames.net.host_table`) or a GuestTable (`pygames.net.guest_table`) instead of
a Match (see `pygames.core.table.Table`). Both keep the browser out: the page hands them what the link
delivers (`on_message`, `connect`, `peer_closed`, `tick`) and they send what the sessions produce through
`send(peer, text)` (HOST is the peer of a guest's messages), or, without a `send`, keep it in `outbox`
for the page to `drain()`. Every event is kept in `events` ((kind, text), for a log or a toast);
`on_change` is called when the match changed for a reason the page did not cause itself (a friend's
move, a roll, a timeout, a fresh copy).

Undo, redo and goto are not available during peer play: the host's match is the one both sides agreed
on, and a takeback could re-roll or show a hidden card. They raise IllegalAction saying so.
"""

from __future__ import annotations

from collections.abc import Callable

from pygames.core import IllegalAction
from pygames.core.i18n import N_, _
from pygames.net.wire import JOINED, RESYNCED, UPDATE, Outbox

Send = Callable[[str, str], None]
_CHANGES = {UPDATE, JOINED, RESYNCED}
NO_TAKEBACKS = N_("moves cannot be taken back or replayed during a game with a friend")
ONLY_THE_HOST = N_("only the host can start a new game: ask them for a new link")

# A peer match carries meta[PEER]: {"role": HOST_ROLE} at the host, {"role": GUEST_ROLE, "seats": [...]}
# in a guest's saved copy.
PEER = "peer"
HOST_ROLE, GUEST_ROLE, COPY_ROLE = "host", "guest", "copy"


class PeerTable:
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
        if not asked and self.on_change is not None and any(kind in _CHANGES for kind, _text in out.events):
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
        raise IllegalAction(_(NO_TAKEBACKS))

    def redo(self) -> None:
        """Not available during peer play."""
        raise IllegalAction(_(NO_TAKEBACKS))

    def goto(self, ply: int) -> None:
        """Not available during peer play."""
        raise IllegalAction(_(NO_TAKEBACKS))

