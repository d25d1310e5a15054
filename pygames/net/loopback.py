"""A host and its guests wired together in one process: messages delivered in order, events kept.

For tests and demos, and a model of what the page does with a real link: send every message of an
Outbox to its peer, hand every reply back, show every event.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from pygames.net.guest import GuestSession
from pygames.net.host import HostSession
from pygames.net.wire import HOST, Outbox

# A tap sees (sender, receiver, text) and returns the text to deliver, or None to drop the message.
Tap = Callable[[str, str, str], "str | None"]


class Loopback:
    """Delivers the messages between `host` and guests in the order they were sent."""

    def __init__(self, host: HostSession, tap: Tap | None = None):
        self.host = host
        self.guests: dict[str, GuestSession] = {}
        self.events: dict[str, list[tuple[str, str]]] = {HOST: []}
        self.sent: list[tuple[str, str, str]] = []  # (sender, receiver, text) of every delivered message
        self.tap = tap
        self._queue: deque[tuple[str, str, str]] = deque()

    def join(self, peer_id: str, seats: list[int] | None = None,
             guest: GuestSession | None = None, shared: bool = False) -> GuestSession:
        """Open a link to a (new) guest session for `peer_id` and deliver until all is quiet."""
        self.guests[peer_id] = guest or GuestSession()
        self.events.setdefault(peer_id, [])
        self.post(HOST, self.host.connect(peer_id, seats, shared))
        self.run()
        return self.guests[peer_id]

    def close(self, peer_id: str) -> None:
        """Close the link to `peer_id` on both sides."""
        guest = self.guests.pop(peer_id)
        self._queue = deque(m for m in self._queue if peer_id not in m[:2])
        self.post(HOST, self.host.peer_closed(peer_id))
        self.post(peer_id, guest.peer_closed())
        self.run()

    def post(self, sender: str, outbox: Outbox) -> None:
        """Keep the events of `sender`'s outbox and queue its messages."""
        self.events[sender].extend(outbox.events)
        for receiver, text in outbox.messages:
            if sender != HOST:
                receiver = HOST
            self._queue.append((sender, receiver, text))

    def run(self, limit: int = 100_000) -> None:
        """Deliver queued messages, and the replies they cause, until none is left."""
        for _ in range(limit):
            if not self._queue:
                return
            sender, receiver, text = self._queue.popleft()
            if self.tap is not None:
                tapped = self.tap(sender, receiver, text)
                if tapped is None:
                    continue
                text = tapped
            self.sent.append((sender, receiver, text))
            if receiver == HOST:
                self.post(HOST, self.host.on_message(sender, text))
            elif receiver in self.guests:
                self.post(receiver, self.guests[receiver].on_message(text))
        raise RuntimeError("the peers kept messaging each other without end")

    def local(self, action: str, seat: int | None = None) -> Outbox:
        """The host's own player plays `action` (for `seat`, by default its one seat that may act)."""
        out = self.host.propose_local(action, seat)
        self.post(HOST, out)
        self.run()
        return out

    def guest_plays(self, peer_id: str, action: str, seat: int | None = None) -> Outbox:
        """The guest `peer_id` proposes `action` (for `seat`, by default its one seat that may act)."""
        out = self.guests[peer_id].propose(action, seat)
        self.post(peer_id, out)
        self.run()
        return out

    def tick(self) -> Outbox:
        """The host's timer fires: play the timeouts that are due."""
        out = self.host.tick()
        self.post(HOST, out)
        self.run()
        return out
