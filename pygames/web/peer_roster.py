"""The host's friends on the peer page: one link per browser, and up to three browsers on a seat (a team).

Pure Python (no browser import), so pytest drives it as the page does (tests/test_peer_roster.py).

Each friend row is one link for one browser, and each link works once. A remote seat's first friend is
slot 1; "Invite a teammate" adds slot 2, then 3 (issue #8: teams of one to three people share a seat and
its view). A new link for a slot replaces the friend there; a teammate who leaves ends only their own
row, the seat plays on while another friend on it stays connected.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pygames.core.i18n import N_, _
from pygames.net.wire import MAX_GUESTS

MAX_TEAM = 3  # browsers sharing one seat
LIVE = ("preparing", "waiting", "connecting", "connected")  # a row whose link may still carry a friend
# What a friend row's state is called on the panel (the data-state attribute keeps the English word).
STATE_WORDS = {"preparing": N_("preparing"), "waiting": N_("waiting"), "connecting": N_("connecting"),
               "connected": N_("connected"), "closed": N_("closed"), "failed": N_("failed"),
               "cancelled": N_("cancelled")}
CANCELLED = N_("The link was cancelled: it no longer works.")


@dataclass
class Friend:
    """One browser invited to a remote seat of the host, and the link that invites (or connects) it."""

    seat: int
    slot: int  # 1 for the seat's first friend, 2 and 3 for teammates
    peer_id: str
    state: str = "preparing"  # preparing, waiting, connecting, connected, closed, failed, cancelled
    link: Any = None  # the page's WebRTC Link
    url: str = ""
    tag: str = ""
    qr: str = ""
    note: str = ""
    open_ms: float | None = None  # from the answer to the open channel
    away: bool = True  # the link is for a friend on another network (else on the host's own)
    theirs: frozenset[str] = frozenset()  # the candidate types of the friend's answer
    route: str = ""  # "relay" when the open link goes through a TURN server, else "direct"
    turn: bool = False  # the link was made with this person's TURN server
    made: float = 0.0  # when the link was shown (time.monotonic())
    waited: float = 0.0  # seconds from then to the answer's paste: at least the answer's age

    @property
    def live(self) -> bool:
        """True while the link may still carry (or carries) a friend."""
        return self.state in LIVE

    @property
    def key(self) -> str:
        """The row's name in test ids: "1" for seat 1's first friend, "1-2" for its first teammate."""
        return str(self.seat) if self.slot == 1 else f"{self.seat}-{self.slot}"


class Roster:
    """The host's friend rows, by seat and slot."""

    def __init__(self, remote_seats: list[int] | tuple[int, ...] | frozenset[int]) -> None:
        self.remote_seats = tuple(sorted(remote_seats))
        self.friends: list[Friend] = []
        self._made = 0

    def invite(self, seat: int, slot: int = 1) -> tuple[Friend, Friend | None]:
        """A new row for `seat`'s `slot` (the page makes its link); returns it and the row it replaces."""
        if seat not in self.remote_seats:
            raise ValueError(f"seat {seat} is not played from another browser")
        if not 1 <= slot <= MAX_TEAM:
            raise ValueError(f"a seat is shared by at most {MAX_TEAM} browsers")
        old = self.at(seat, slot)
        if old is not None:
            self.friends.remove(old)
        self._made += 1
        friend = Friend(seat, slot, f"seat{seat}-{self._made}")
        self.friends.append(friend)
        self.friends.sort(key=lambda f: (f.seat, f.slot))
        return friend, old

    def rematch(self, remote_seats: list[int] | tuple[int, ...], move: Callable[[int], int]) -> Roster:
        """The rows of a rematch: each connected friend keeps its link and moves to seat `move(seat)`."""
        roster = Roster(remote_seats)
        roster._made = self._made
        for friend in self.friends:
            if friend.state == "connected" and move(friend.seat) in roster.remote_seats:
                roster.friends.append(Friend(move(friend.seat), friend.slot, friend.peer_id, "connected",
                                             friend.link, open_ms=friend.open_ms))
        roster.friends.sort(key=lambda f: (f.seat, f.slot))
        return roster

    def invite_teammate(self, seat: int) -> tuple[Friend, Friend | None]:
        """A new row for another browser on `seat`, in its first slot without a live friend."""
        if not self.can_invite_teammate(seat):
            raise ValueError(self.why_no_teammate(seat))
        slot = next(slot for slot in range(1, MAX_TEAM + 1) if not self._live_at(seat, slot))
        return self.invite(seat, slot)

    def can_invite_teammate(self, seat: int) -> bool:
        """True if `seat` has a friend (or a link waiting for one) and room for another browser."""
        return not self.why_no_teammate(seat)

    def why_no_teammate(self, seat: int) -> str:
        """Why no teammate can be invited to `seat` now ("" if one can)."""
        live = [f for f in self.on_seat(seat) if f.live]
        if not live:
            return _("invite a friend to this seat first")
        if len(live) >= MAX_TEAM:
            return _("a seat is shared by at most {n} browsers").format(n=MAX_TEAM)
        if sum(f.live for f in self.friends) >= MAX_GUESTS:
            return _("a match links at most {n} browsers").format(n=MAX_GUESTS)
        return ""

    def cancel(self, friend: Friend) -> None:
        """Cancel `friend`'s link: a teammate's row goes, a seat's first row stays to make a new link."""
        friend.state, friend.note = "cancelled", CANCELLED
        if friend.slot > 1 and friend in self.friends:
            self.friends.remove(friend)

    def label(self, friend: Friend) -> str:
        """What the panel calls `friend`'s row: "Friend" alone on its seat, else "Friend 1", "Friend 2"..."""
        if len(self.on_seat(friend.seat)) == 1:
            return _("Friend")
        return _("Friend {n}").format(n=friend.slot)

    def on_seat(self, seat: int) -> list[Friend]:
        """The rows of `seat`, first friend first."""
        return [f for f in self.friends if f.seat == seat]

    def at(self, seat: int, slot: int) -> Friend | None:
        """The row of `seat`'s `slot`, if any."""
        return next((f for f in self.friends if (f.seat, f.slot) == (seat, slot)), None)

    def by_peer(self, peer_id: str) -> Friend | None:
        """The row whose link has `peer_id`."""
        return next((f for f in self.friends if f.peer_id == peer_id), None)

    def by_tag(self, tag: str) -> Friend | None:
        """The row whose link an answer code with `tag` answers."""
        return next((f for f in self.friends if f.tag == tag), None)

    def is_current(self, friend: Friend) -> bool:
        """True if `friend` is still a row (not replaced by a newer link)."""
        return any(f is friend for f in self.friends)

    def connected(self, seat: int) -> int:
        """How many browsers are connected to `seat`."""
        return sum(f.state == "connected" for f in self.on_seat(seat))

    def _live_at(self, seat: int, slot: int) -> bool:
        friend = self.at(seat, slot)
        return friend is not None and friend.live

    @property
    def waiting(self) -> bool:
        """True if a link waits for its friend's answer code (the answer form is shown)."""
        return any(f.state == "waiting" for f in self.friends)

    def peer_state(self) -> str:
        """One word for the links: connected (every remote seat has a friend), waiting, or closed."""
        if self.remote_seats and all(self.connected(seat) for seat in self.remote_seats):
            return "connected"
        if any(f.state in ("preparing", "waiting", "connecting") for f in self.friends):
            return "waiting"
        return "closed"

