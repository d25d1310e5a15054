"""The host's friends on the peer link panel: a link made for each remote seat (and each teammate),
the friend's answer accepted, the link watched until it opens, wavers, fails or closes.

The rows themselves are a Roster (pygames.web.peer_roster); this part makes and binds their links and
hands what they deliver to the host's table through the link panel (pygames.web.peer.PeerLink).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from pyscript import window

from pygames.core.i18n import N_, _
from pygames.net import CLOSED
from pygames.net.paths import host_no_path, kinds
from pygames.net.sdp import BadCode, parse_sdp
from pygames.net.signal import code_in, invitation_code, offer_tag, read_answer
from pygames.web.dom import by_id, data, later, need, switched, toast
from pygames.web.html import sentence
from pygames.web.peer_link import (
    BLOCKED_NOTE,
    DROPPED,
    Link,
    NoWebRTC,
    elsewhere,
    link_servers,
    qr_svg,
    save_elsewhere,
    stun_urls,
    turn_servers,
)
from pygames.web.peer_roster import Friend
from pygames.web.peer_tables import name_seats

CONNECT_TIMEOUT_MS = 20_000  # from the answer to an open channel
# The e2e NAT lab sets this on window to give up sooner (dom.switched); the site never does.
CONNECT_SWITCH = "pygamesTestPeerConnectMs"
WAVERS = N_("The link to your friend wavers: waiting for it to come back…")
BACK = N_("The link is back: play on.")


def connect_timeout_ms() -> int:
    """How long the host waits from a friend's answer to an open channel: CONNECT_TIMEOUT_MS for a person."""
    return int(switched(CONNECT_SWITCH, CONNECT_TIMEOUT_MS))


def site_url() -> str:
    """This page's URL without its fragment: where links point."""
    return str(window.location.href).split("#", 1)[0]


class Friends:
    """The host's links to its friends (the rows are the link panel's roster)."""

    def __init__(self, part: Any) -> None:
        self.part = part  # the link panel (pygames.web.peer.PeerLink): its table, roster, note and page

    def send(self, peer: str, text: str) -> None:
        """A host's message to the friend linked as `peer`."""
        friend = self.part.roster.by_peer(peer)
        if friend is not None and friend.link is not None:
            friend.link.send(text)

    def invite(self, seat: int, slot: int = 1) -> None:
        """Make a new link for `seat`'s `slot` (a friend already there is let go: the link is for a new
        browser)."""
        self.start_link(*self.part.roster.invite(seat, slot))

    def invite_teammate(self, seat: int) -> None:
        """Make a link for another browser on `seat`: a teammate who shares its view and plays it too."""
        try:
            friend, old = self.part.roster.invite_teammate(seat)
        except ValueError as error:
            toast(sentence(_("No teammate can join: {error}").format(error=error)), "warn")
            return
        self.start_link(friend, old)

    def start_link(self, friend: Friend, old: Friend | None) -> None:
        """Let `old` go (its link closes) and make `friend`'s link."""
        if old is not None and old.link is not None:
            old.link.close()
            if old.state == "connected":
                self.part.table.peer_closed(old.peer_id)
                self.part.heard()
        self.part.render()
        asyncio.ensure_future(self.make_link(friend))

    async def make_link(self, friend: Friend) -> None:
        friend.away = elsewhere()
        try:
            link = await Link.offer(link_servers(friend.away))
            if not parse_sdp(link.sdp).candidates:  # no address at all: WebRTC is held to a proxy
                link.close()
                raise NoWebRTC()
        except NoWebRTC:
            self.friend_failed(friend, BLOCKED_NOTE)
            return
        except Exception as error:  # noqa: BLE001 - the browser refused: say so
            self.friend_failed(friend, _("Could not make a link: {error}").format(error=error))
            return
        if self.part.closed or not self.part.roster.is_current(friend):
            link.close()
            return
        try:
            table = self.part.table
            code = invitation_code(link.sdp, table.match_id, [friend.seat], table.game.id, table.seat_count,
                                   friend.away, stun_urls() if friend.away else ())
        except (BadCode, ValueError) as error:
            link.close()
            self.friend_failed(friend, _("Could not make a link: {error}").format(error=error))
            return
        friend.link, friend.tag, friend.state = link, offer_tag(link.sdp), "waiting"
        friend.made, friend.turn = time.monotonic(), friend.away and bool(turn_servers())
        friend.url = f"{site_url()}#join={code}"
        friend.qr = qr_svg(friend.url)
        self.bind_friend(friend)
        self.part.render()

    def bind_friend(self, friend: Friend) -> None:
        """Route `friend`'s link to this page."""
        friend.link.bind(lambda: self.friend_open(friend), lambda text: self.friend_message(friend, text),
                         lambda reason, was_open: self.friend_closed(friend, reason, was_open))
        friend.link.watch(lambda state: self.friend_path(friend, state))

    def friend_path(self, friend: Friend, state: str) -> None:
        """`friend`'s path stalled before opening (no path: say why), or wavers and comes back."""
        if self.part.closed or not self.part.roster.is_current(friend):
            return
        if state == "stalled" and friend.state == "connecting":
            friend.link.close()
            self.friend_failed(friend, self.no_path(friend))
        elif state == "unsteady" and friend.state == "connected":
            friend.note = WAVERS
            self.part.render()
        elif state == "open" and friend.state == "connected":
            friend.note = BACK
            self.part.render()

    def no_path(self, friend: Friend) -> str:
        """Why `friend`'s answer led to no connection, and what to do."""
        mine = kinds(parse_sdp(friend.link.sdp)) if friend.link is not None else frozenset()
        return host_no_path(friend.away, mine, friend.theirs, friend.waited, friend.turn)

    async def say_route(self, friend: Friend) -> None:
        """Find out whether `friend`'s open link goes through a relay, and say so in its row."""
        local, remote = await friend.link.route()
        if self.part.roster.is_current(friend) and friend.state == "connected":
            friend.route = "relay" if "relay" in (local, remote) else "direct"
            self.part.render()

    async def accept_answer(self, text: str) -> None:
        """Connect the friend whose link `text` (an answer code, or its link) answers."""
        note = by_id("peer-answer-note")
        try:
            answer = read_answer(code_in(text))
        except BadCode as error:
            self.answer_note(sentence(_("That is not an answer code: {error}").format(error=error)))
            return
        friend = self.part.roster.by_tag(answer.tag)
        if friend is None:
            self.answer_note(_("That answer code is for an older link (each link works once). Send your "
                               "friend the link shown now and paste the answer they get from it."))
            return
        if friend.state != "waiting":
            self.answer_note(_("That answer code was already used."))
            return
        if note is not None:
            note.textContent = ""
            by_id("peer-answer").value = ""
        friend.state, friend.theirs = "connecting", kinds(answer.description)
        friend.waited = time.monotonic() - friend.made
        self.part.render()
        try:
            await friend.link.accept(answer.sdp)
        except Exception as error:  # noqa: BLE001 - the browser refused the description
            self.friend_failed(friend, _("Your friend's answer could not be used ({error}). Make a new "
                                         "link.").format(error=error))
            return
        later(lambda: self.connect_timed_out(friend), connect_timeout_ms())

    def answer_note(self, text: str) -> None:
        note = by_id("peer-answer-note")
        if note is not None:
            note.textContent = text
        toast(text, "error")

    def connect_timed_out(self, friend: Friend) -> None:
        if not self.part.closed and self.part.roster.is_current(friend) and friend.state == "connecting":
            reason = self.no_path(friend)
            friend.link.close()
            self.friend_failed(friend, reason)

    def friend_failed(self, friend: Friend, text: str) -> None:
        if self.part.roster.is_current(friend):
            friend.state, friend.note = "failed", text
            self.part.render()

    def friend_open(self, friend: Friend) -> None:
        if self.part.closed or not self.part.roster.is_current(friend):
            return
        friend.state, friend.open_ms = "connected", friend.link.open_ms
        self.part.note = ""
        asyncio.ensure_future(self.say_route(friend))
        # Each link is made for one seat, so the page decides who shares it: a teammate joins a played seat.
        self.part.table.connect(friend.peer_id, [friend.seat], shared=True)
        self.part.heard()

    def friend_message(self, friend: Friend, text: str) -> None:
        if not self.part.closed and self.part.roster.is_current(friend):
            self.part.timers.pop(friend.peer_id, None)
            self.part.table.on_message(friend.peer_id, text)
            self.part.heard()

    def friend_closed(self, friend: Friend, reason: str, was_open: bool) -> None:
        if self.part.closed or not self.part.roster.is_current(friend):
            return
        # A friend who connected had a link that opened, whatever the link said of its last state (it may
        # end while it wavers): its end frees the seat, and is no answer that found no path.
        if was_open or friend.state == "connected":
            out = self.part.table.peer_closed(friend.peer_id, dropped=reason == DROPPED)
            friend.state = "closed"
            text = next((text for kind, text in out.events if kind == CLOSED), _("Your friend left."))
            friend.note = name_seats(text, self.part.side.names)
            # Said once, in the friend's row (announced there): not again as a toast and a panel note.
            self.part.table.events = [event for event in self.part.table.events if event[0] != CLOSED]
            self.part.heard()
        else:
            self.friend_failed(friend, self.no_path(friend))

    def cancel(self, peer_id: str) -> None:
        """Cancel the link of the friend row `peer_id` (a teammate's row goes away)."""
        friend = self.part.roster.by_peer(peer_id)
        if friend is not None and friend.state in ("preparing", "waiting", "connecting"):
            if friend.link is not None:
                friend.link.close()
            self.part.roster.cancel(friend)
            self.part.render()

    def relink_waiting(self) -> None:
        """Saved settings: every link not yet answered is made anew with them (the shown link changes)."""
        for friend in list(self.part.roster.friends):
            if friend.state == "waiting" and friend.away:
                self.invite(friend.seat, friend.slot)

    def choose_where(self, element: Any) -> None:
        """The host picked whom a waiting link is for: keep the choice and make that link anew."""
        seat, slot = int(need(element, "seat")), int(data(element, "slot") or 1)
        friend = self.part.roster.at(seat, slot)
        away = str(element.value) == "away"
        save_elsewhere(away)
        if friend is not None and friend.state == "waiting" and friend.away != away:
            self.invite(seat, slot)

    def on_submit(self, event: Any) -> None:
        """The answer form was sent: connect the friend it answers."""
        event.preventDefault()
        event.stopPropagation()  # the app's own submit handler is for the set-up form
        asyncio.ensure_future(self.accept_answer(str(by_id("peer-answer").value)))
