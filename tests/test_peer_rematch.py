"""A rematch over the same link: once a match is over the host starts the next one, the friend keeps its
link, everyone moves one seat on (two players swap), and both browsers play the new match."""

from __future__ import annotations

import random

from pygames.net import GuestSession
from pygames.net.guest_table import GuestTable
from pygames.web.peer_roster import Friend, Roster
from pygames.web.peer_tables import host_table, new_host_match, rematch_seat, rematch_seats

SEATS = [{"kind": "human"}, {"kind": "remote"}]


class Link:
    """One link between the host's page and a friend's: messages in the order they were sent."""

    def __init__(self) -> None:
        self.queue: list[tuple[str, str]] = []
        self.guest: GuestTable | None = None

    def run(self, host) -> None:
        while self.queue:
            to, text = self.queue.pop(0)
            if to == "host":
                host.on_message("yellow", text)
            else:
                self.guest.on_message(text)

    def host(self, seats: list[dict[str, str]]):
        """A new host table over this same link (the page passes its send on to the rematch's table)."""
        match = new_host_match("gobblet", seats, {"size": 3}, "Gobblet")
        table = host_table(match, send=lambda _peer, text: self.queue.append(("guest", text)))
        if self.guest is None:  # the friend's page opens the link of this first match, as its join page does
            session = GuestSession(table.match_id)
            self.guest = GuestTable(session, send=lambda _host, text: self.queue.append(("host", text)))
        return table


def play_to_the_end(link: Link, host, rng: random.Random) -> None:
    while not host.is_over and host.ply < 400:
        (seat,) = host.actors()
        table = link.guest if seat in link.guest.here else host
        table.propose(seat, rng.choice(table.legal(seat)))
        link.run(host)


def over_match(rng: random.Random) -> tuple[Link, object]:
    """A finished match between the host (Red) and a friend (Yellow)."""
    for _ in range(50):
        link = Link()
        host = link.host(SEATS)
        host.connect("yellow", [1])
        link.run(host)
        play_to_the_end(link, host, rng)
        if host.is_over:
            return link, host
    raise AssertionError("no game ended")


def test_in_a_rematch_two_players_swap_seats_and_more_move_one_on() -> None:
    assert rematch_seats(SEATS) == [{"kind": "remote"}, {"kind": "human"}]
    three = [{"kind": "human"}, {"kind": "remote"}, {"kind": "computer", "level": "easy"}]
    assert rematch_seats(three) == [three[2], three[0], three[1]]
    assert [rematch_seat(seat, 3) for seat in range(3)] == [1, 2, 0]


def test_the_friend_keeps_its_link_and_plays_the_other_seat_of_the_new_match() -> None:
    rng = random.Random(3)
    link, first = over_match(rng)
    old_id = link.guest.match_id
    assert link.guest.here == (1,) and link.guest.session.view()["over"]
    second = link.host(rematch_seats(SEATS))
    second.connect("yellow", [rematch_seat(1, 2)])
    link.run(second)
    assert link.guest.match_id == second.match_id != old_id
    assert link.guest.here == (0,) and link.guest.ply == 0
    assert any("A new game of Gobblet: you play player 1" in text for _, text in link.guest.events)
    play_to_the_end(link, second, rng)  # the friend moves first now, and both play it out
    assert second.is_over and link.guest.session.view()["over"]


def test_no_other_match_comes_over_the_link_while_this_one_is_on() -> None:
    link = Link()
    host = link.host(SEATS)
    host.connect("yellow", [1])
    link.run(host)
    other = link.host(rematch_seats(SEATS))
    other.connect("yellow", [0])
    link.run(other)
    assert link.guest.match_id == host.match_id
    assert any("another match" in text for _, text in link.guest.events)


def test_the_hosts_rows_of_a_rematch_keep_the_connected_friends_links() -> None:
    roster = Roster((1, 2))
    yellow, _ = roster.invite(1)
    yellow.state, yellow.link = "connected", "the link"
    waiting, _ = roster.invite(2)
    moved = roster.rematch((0, 2), lambda seat: rematch_seat(seat, 3))
    assert moved.friends == [Friend(2, 1, yellow.peer_id, "connected", "the link")]
    assert waiting.state == "preparing"  # a link nobody answered is not carried over
