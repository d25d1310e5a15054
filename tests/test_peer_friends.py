"""The host's friends (pygames.web.peer_friends) when a link ends, without a browser: the page's own
Friends and PeerLink, imported against stand-ins, over in-process links to real GuestTables.

A link that opened and then ends while its path wavers is reported by the browser in two ways: by an
older peer.js as one that never opened (`was_open` false, its state was "unsteady"), by today's as
DROPPED. Either way the friend had connected, so the seat is freed and the row names the drop.
"""

from __future__ import annotations

import random
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from browser_stand_ins import web_modules

from pygames.net.guest_table import GuestTable
from pygames.web.peer_roster import Friend, Roster
from pygames.web.peer_tables import HOST_ROLE, PeerSide, new_host_match

SDP = (Path(__file__).parent / "data" / "sdp" / "chromium-offer-ip.sdp").read_text()
NAMES = ["Red", "Yellow"]


class StandInLink:
    """A friend's open data channel: what the host sends waits in `queue` for the friend's table."""

    sdp = SDP
    open_ms = 12.0

    def __init__(self) -> None:
        self.queue: list[str] = []
        self.closed = False

    def send(self, text: str) -> bool:
        if not self.closed:
            self.queue.append(text)
        return not self.closed

    def close(self) -> None:
        self.closed = True

    def bind(self, *handlers: Any) -> None:
        """The page routes the link's events (the tests call the handlers themselves)."""

    def watch(self, on_state: Any) -> None:
        """As bind."""


class Home:
    """The host's page of a Yacht match (Red here, Yellow a friend's seat) and its friends' browsers."""

    def __init__(self) -> None:
        peer = web_modules("peer")[0]
        self.part = part = peer.PeerLink(HOST_ROLE, NAMES)
        # The page's background tasks (finding the route of an open link) need the browser: not run here.
        not_run = SimpleNamespace(ensure_future=lambda job: job.close())
        type(part.friends).friend_open.__globals__["asyncio"] = not_run
        match = new_host_match("yacht", [{"kind": "human"}, {"kind": "remote"}], {}, "Yacht · with a friend")
        part.table = peer.host_table(match, send=part.friends.send)
        part.page = SimpleNamespace(closed=False, shown=0, names=NAMES, changed=lambda: None,
                                    save=lambda: None, render=lambda: None, schedule_computer=lambda: None)
        part.render = lambda: None  # the panel's markup is tested elsewhere
        part.roster = Roster(part.table.session.remote_seats)
        self.guests: dict[str, tuple[StandInLink, GuestTable]] = {}

    @property
    def table(self) -> Any:
        return self.part.table

    def open_link(self) -> Friend:
        """A new link for seat 1 (the page's "New link"), answered, and its channel open."""
        friend, _old = self.part.roster.invite(1)
        link = StandInLink()
        guest = GuestTable(send=lambda _host, text: self.from_guest(friend, text))
        friend.link, friend.state = link, "connecting"
        self.guests[friend.peer_id] = (link, guest)
        self.part.friends.friend_open(friend)
        self.run()
        return friend

    def from_guest(self, friend: Friend, text: str) -> None:
        if not self.guests[friend.peer_id][0].closed:
            self.part.friends.friend_message(friend, text)

    def run(self) -> None:
        """Deliver what the host sent to every friend still linked, and their replies, until all is quiet."""
        while any(link.queue and not link.closed for link, _ in self.guests.values()):
            for link, guest in self.guests.values():
                while link.queue and not link.closed:
                    guest.on_message(link.queue.pop(0))

    def drop(self, friend: Friend, reason: str, was_open: bool) -> None:
        """`friend`'s path gives up while it wavers: its browser hears nothing more, the host's link ends."""
        link = self.guests[friend.peer_id][0]
        link.close()
        self.part.friends.friend_closed(friend, reason, was_open)
        self.run()

    def play_to_a_roll(self, rng: random.Random) -> None:
        """Play (Red here, Yellow from its browser) until a move brings a roll of the dice: the host's page
        has started the fair draw, and what it sent for it waits to be delivered."""
        table = self.table
        for _ in range(20):
            (seat,) = table.actors()
            here = table if seat == 0 else next(g for link, g in self.guests.values() if not link.closed)
            here.propose(seat, rng.choice(here.legal(seat)))
            self.part.heard()
            if table.session.match.at_chance:
                return
            self.run()
        raise AssertionError("no roll came")


def test_a_link_that_ends_while_it_wavers_frees_the_seat_and_says_the_connection_dropped():
    peer_link = web_modules("peer_link")[0]
    for reason, was_open in ((peer_link.DROPPED, True), (peer_link.DROPPED, False)):  # today's, an older page
        home = Home()
        friend = home.open_link()
        assert home.table.session.peers == {friend.peer_id: (1,)}
        home.drop(friend, reason, was_open)
        assert home.table.session.peers == {}
        assert home.table.session.people()[1]["browsers"] == 0
        assert friend.state == "closed"
        assert friend.note.startswith("The connection to your friend (Yellow) dropped.")
        assert "symmetric NAT" not in friend.note and "TURN" not in friend.note


def test_a_friend_who_leaves_is_said_to_have_left():
    home = Home()
    friend = home.open_link()
    home.drop(friend, "the link closed", True)
    assert friend.state == "closed" and "left" in friend.note and "dropped" not in friend.note


def test_after_a_link_ends_while_it_wavers_a_new_link_plays_the_seat_alone_and_rolls_without_the_gone_one():
    """The issue's Yacht repro: Yellow's first friend drops while the link wavers (reported as never open),
    a second friend joins seat 1 over a new link (shared, as the page connects every link): no phantom
    teammate, and the next roll waits on the new friend only, and is drawn."""
    home = Home()
    rng = random.Random(5)
    first = home.open_link()
    home.play_to_a_roll(rng)
    home.run()
    home.drop(first, "the connection dropped", False)
    second = home.open_link()
    session = home.table.session
    assert session.peers == {second.peer_id: (1,)}
    assert PeerSide(home.table, HOST_ROLE, NAMES).who(1) == "your friend"  # not "a team of 2 friends"
    guest = home.guests[second.peer_id][1]
    assert PeerSide(guest, "guest", NAMES).who(1) == "you"  # not "you and a teammate"
    home.play_to_a_roll(rng)
    assert session.awaited() == [second.peer_id]  # never the gone friend
    assert set(home.part.timers) == {second.peer_id}  # no 20 s timer that would pause the game for good
    ply = session.match.ply
    home.run()
    assert not session.match.at_chance and session.match.ply > ply, "the roll waits on a gone friend"


def test_a_guests_link_to_the_host_that_drops_says_so():
    peer, peer_link = web_modules("peer", "peer_link")
    home = Home()
    friend = home.open_link()
    guest_part = peer.PeerLink("guest", NAMES, StandInLink())
    guest_part.table = home.guests[friend.peer_id][1]
    guest_part.page = home.part.page
    guest_part.render = lambda: None
    guest_part.linked_match = guest_part.table.match_id  # as attach sets it
    guest_part.on_guest_closed(peer_link.DROPPED, True)
    assert guest_part.side.link_closed
    assert guest_part.note.startswith("The connection to the host dropped.")
