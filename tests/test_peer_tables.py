"""The peer page's tables without the browser: host, guest and a guest's copy, as pygames.web.peer does.

Each test wires a HostTable and GuestTables over an in-memory link the way the page wires them over
WebRTC (the table's `send` posts a message, the page hands what arrives to `on_message`), and reads the
page's facts through PeerSide, so what a guest's page would draw and keep is checked here.
"""

from __future__ import annotations

import inspect
import json
import random
from collections.abc import Iterator

import pytest
from cardgame import ANSWER_SECONDS, ATTACK_SECONDS, registered
from kit import Clock, leaks, others_secrets

from pygames import new_match
from pygames.ai import choose_from_payload, worker_payload
from pygames.core import IllegalAction, Match
from pygames.core.table import Table
from pygames.net import HOST, PAUSED, TEAM, UPDATE
from pygames.net.guest_table import GuestTable
from pygames.net.host_table import HostTable
from pygames.net.peer_table import NO_TAKEBACKS
from pygames.net.sync import restore_match
from pygames.web.lesson import LessonTable
from pygames.web.local_table import LocalTable
from pygames.web.peer_tables import (
    COPY_ROLE,
    GUEST_ROLE,
    HOST_ROLE,
    CopyTable,
    PeerSide,
    host_table,
    is_peer,
    new_host_match,
    sort_events,
)

NAMES = ["North", "East", "South", "West"]


@pytest.fixture(autouse=True)
def duel() -> Iterator[None]:
    with registered():
        yield


class Wire:
    """The link between a host's page and its guests' pages: messages in the order they were sent."""

    def __init__(self, match: Match, clock: Clock | None = None):
        self.queue: list[tuple[str, str, str]] = []
        self.clock = clock or Clock()
        self.host = host_table(match, send=lambda peer, text: self.queue.append((HOST, peer, text)),
                               now=self.clock)
        self.guests: dict[str, GuestTable] = {}

    def join(self, peer: str, seat: int, shared: bool = False) -> GuestTable:
        """A friend's browser opens its link for `seat` (the host page calls connect when it opens)."""
        guest = GuestTable(send=lambda _host, text: self.queue.append((peer, HOST, text)), now=self.clock)
        self.guests[peer] = guest
        self.host.connect(peer, [seat], shared)
        self.run()
        return guest

    def run(self) -> None:
        """Deliver every message, and the replies they cause, as the pages hand them to their tables."""
        while self.queue:
            sender, receiver, text = self.queue.pop(0)
            if receiver == HOST:
                self.host.on_message(sender, text)
            else:
                self.guests[receiver].on_message(text)

    def leave(self, peer: str) -> None:
        """`peer`'s page closes: both ends hear of it."""
        guest = self.guests.pop(peer)
        self.queue = [m for m in self.queue if peer not in m[:2]]
        self.host.peer_closed(peer)
        guest.peer_closed()
        self.run()

    def sides(self) -> list[PeerSide]:
        """The host's page facts and every guest's."""
        return [PeerSide(self.host, HOST_ROLE, NAMES)] + [PeerSide(g, GUEST_ROLE, NAMES)
                                                          for g in self.guests.values()]


def duel_of_three(clock: Clock | None = None) -> Wire:
    """North is the host's person, East a friend's browser, South the host's computer."""
    seats = [{"kind": "human"}, {"kind": "remote"}, {"kind": "computer", "level": "easy"}]
    wire = Wire(new_host_match("duel", seats, {}, "Duel · with a friend"), clock)
    wire.join("east", 1)
    return wire


def drawn(side: PeerSide) -> str:
    """Everything the page of `side` draws from its table: status, panel, view, moves and legal actions."""
    table, shown = side.table, side.table.shown_seat
    return json.dumps([side.status(shown, lambda view: "over"), side.panel(shown), table.view(shown),
                       table.records(shown), [table.legal(seat) for seat in table.here],
                       [side.who(seat) for seat in range(table.seat_count)]])


def play(wire: Wire, rng: random.Random, seat: int) -> None:
    """The seat's screen plays one of its legal actions (the host's computer too, as the page does)."""
    table = wire.host if seat in wire.host.session.local_seats else next(
        g for g in wire.guests.values() if seat in g.here)
    table.propose(seat, rng.choice(table.legal(seat)))
    wire.run()


# -- a game with secrets: the guest's page draws from views alone ------------------------------------------
def test_a_guest_of_a_game_with_secrets_draws_every_position_from_its_views_and_keeps_nothing() -> None:
    for game in range(4):
        wire = duel_of_three()
        host, east = wire.host, wire.guests["east"]
        match, rng = host.match, random.Random(game)
        host_side, east_side = wire.sides()
        while not host.is_over:
            assert east.match is None and not east.keeps and east.copy() is None
            assert not leaks(json.loads(drawn(east_side)), others_secrets(match, 1))  # no other hand
            assert east.view(1) == match.view(1) and east.records(1) == match.records(1)
            assert east.actors() == host.actors() and east.ply == host.ply and east.is_over == host.is_over
            assert json.loads(drawn(host_side))  # the host's page draws every position too
            play(wire, rng, rng.choice(host.actors()))
        assert east.is_over and east.view(1)["winners"] == match.winners()
        assert east_side.status(1, lambda view: f"won by {view['winners']}") == f"won by {match.winners()}"


def test_in_a_game_with_secrets_every_panel_shares_the_public_hash_but_not_the_view_hash() -> None:
    wire = duel_of_three()
    host, rng = wire.host, random.Random(7)
    host_side, east_side = wire.sides()
    publics = set()
    while not host.is_over:
        ours, theirs = host_side.panel(host.shown_seat), east_side.panel(1)
        assert ours["public"] == theirs["public"] and ours["ply"] == theirs["ply"]
        publics.add(ours["public"])
        play(wire, rng, rng.choice(host.actors()))
    assert host_side.panel(None)["hash"] != east_side.panel(1)["hash"]  # each hashes the view it may see
    assert host_side.panel(None)["public"] == east_side.panel(1)["public"]
    assert len(publics) > 3  # it changes with every move


def test_a_guest_of_a_game_with_secrets_sees_only_its_own_seat() -> None:
    wire = duel_of_three()
    east = wire.guests["east"]
    side = PeerSide(east, GUEST_ROLE, NAMES)
    assert east.here == (1,) and east.shown_seat == 1 and not east.needs_cover
    for viewer in (0, 2, None):
        with pytest.raises(IllegalAction, match="own seats"):
            east.view(viewer)
    # The host's hello names who plays the other seats, though this guest sees no save.
    assert [side.who(seat) for seat in range(3)] == ["the host", "you", "the host's computer"]
    assert side.welcome() == "Connected: you play East. North: the host; South: the host's computer."
    assert east.computers_due() == [] and east.tick() == []
    with pytest.raises(IllegalAction, match="another browser"):  # its own seat it may auto-play
        east.set_kind(0, "computer")
    with pytest.raises(IllegalAction, match="another browser"):
        east.set_level(2, "hard")
    with pytest.raises(IllegalAction, match="a person or the computer, not 'remote'"):
        east.set_kind(1, "remote")
    assert east.seats[1].kind == "human" and east.here == (1,)


def test_a_team_shares_a_seat_sees_its_view_and_plays_on_when_one_leaves() -> None:
    wire = duel_of_three()
    west = wire.join("west", 1, shared=True)
    host, east, match = wire.host, wire.guests["east"], wire.host.match
    host_side, east_side, west_side = wire.sides()
    assert [host_side.who(seat) for seat in range(3)] == ["you", "a team of 2 friends", "computer"]
    assert east_side.who(1) == west_side.who(1) == "you and a teammate"
    assert host.seats[1].people == ["east", "west"]
    assert west_side.welcome() == ("Connected: you play East with a teammate. North: the host; "
                                   "South: the host's computer.")
    rng, moves = random.Random(5), 0
    while not host.is_over and moves < 40:
        if moves == 6:
            wire.leave("east")
            west_side = PeerSide(west, GUEST_ROLE, NAMES)
            assert west_side.who(1) == "you" and host_side.who(1) == "your friend"
            assert 1 in host.session.remote_seats and host.session.peers == {"west": (1,)}
            east, east_side = west, west_side  # the one who stayed plays on for the seat
        assert east.view(1) == west.view(1) == match.view(1)
        assert drawn(east_side) == drawn(west_side)  # both screens draw the same
        seat = rng.choice(host.actors())
        table = host if seat != 1 else rng.choice([east, west])
        table.propose(seat, rng.choice(table.legal(seat)))
        wire.run()
        moves += 1
    assert moves > 6 and host.session.peers == {"west": (1,)}
    assert west.ply == host.ply and west.view(1) == match.view(1)


def test_the_hosts_switch_to_its_computer_reaches_the_guests() -> None:
    wire = duel_of_three()
    east_side = PeerSide(wire.guests["east"], GUEST_ROLE, NAMES)
    assert east_side.who(0) == "the host"
    wire.host.set_kind(0, "computer")
    wire.run()
    assert east_side.who(0) == "the host's computer"


def test_the_hosts_computer_seat_is_due_at_its_turn_and_plays_through_the_table() -> None:
    wire = duel_of_three()
    host, rng = wire.host, random.Random(1)
    assert host.here == (0,) and host.is_computer(2) and not host.is_computer(1)
    seen_due = False
    while not host.is_over:
        actors = host.actors()
        assert host.computers_due() == [seat for seat in actors if seat == 2]
        if host.computers_due():
            seen_due = True
            assert host.legal(2) and 2 not in host.people_to_act()
        play(wire, rng, rng.choice(actors))
    assert seen_due


def test_the_host_switches_its_own_seats_only_and_keeps_the_choice_in_the_save() -> None:
    wire = duel_of_three()
    host = wire.host
    host.set_level(0, "hard")
    host.set_kind(0, "computer")
    assert host.here == () and host.computers_due() == ([0] if 0 in host.actors() else [])
    assert host.match.meta["seats"] == [{"kind": "computer", "level": "hard"}, {"kind": "remote"},
                                        {"kind": "computer", "level": "easy"}]
    with pytest.raises(IllegalAction, match="another browser"):
        host.set_kind(1, "computer")
    with pytest.raises(IllegalAction, match="another browser"):
        host.set_level(1, "hard")
    with pytest.raises(IllegalAction, match="a person or the computer, not 'remote'"):
        host.set_kind(0, "remote")
    assert host.seats[0].kind == "computer" and host.seats[1].level == ""  # refusals change nothing
    with pytest.raises(IllegalAction, match="not played at this screen"):
        host.propose(1, "pass")
    again = host_table(restore_match(json.loads(json.dumps(host.match.to_json()))))
    assert [info.kind for info in again.seats] == ["computer", "remote", "computer"]
    assert again.seats[0].level == "hard"


def test_the_hosts_clock_decides_and_the_guest_counts_down_with_it() -> None:
    clock = Clock()
    wire = duel_of_three(clock)
    host, east, rng = wire.host, wire.guests["east"], random.Random(2)
    while host.actors() != (0,):
        play(wire, rng, rng.choice(host.actors()))
    assert host.deadline(0) == east.deadline(0) == ATTACK_SECONDS
    clock.t += 10
    assert host.deadline(0) == east.deadline(0) == ATTACK_SECONDS - 10
    assert host.tick() == [] and east.tick() == []
    clock.t += ATTACK_SECONDS
    ply = host.ply
    assert host.tick() == [(0, "pass")]  # what the page's timer plays, as an ordinary recorded action
    wire.run()
    assert host.match.records()[-1] == (ply, 0, "seat 1: pass") and east.ply == host.ply
    while host.actors() != (0,):
        play(wire, rng, rng.choice(host.actors()))
    host.propose(0, next(action for action in host.legal(0) if action.startswith("attack")))
    wire.run()
    assert host.actors() == east.actors() == (1,) and east.deadline(1) == ANSWER_SECONDS
    clock.t += ANSWER_SECONDS
    assert host.tick() == [(1, "take")]  # a friend's seat times out on the host's clock too
    wire.run()
    assert east.records(1)[-1][1:] == (1, "seat 2: take")


def test_a_roll_waits_for_the_friend_and_the_host_says_so() -> None:
    seats = [{"kind": "human"}, {"kind": "remote"}]
    wire = Wire(new_host_match("duel", seats, {}, "Duel"))
    side = PeerSide(wire.host, HOST_ROLE, NAMES)
    assert side.rolling and side.awaited() == []
    assert side.status(0, lambda view: "") == ("The next roll or card waits for your friend: both browsers "
                                                "draw it together")
    wire.host.connect("east", [1])  # the hello and the first deal's commitment wait on the link
    assert side.awaited() == ["east"] and "with your friend" in side.status(0, lambda view: "")
    wire.guests["east"] = GuestTable(send=lambda _host, text: wire.queue.append(("east", HOST, text)))
    wire.run()
    assert not side.rolling and side.awaited() == []


def test_the_events_of_the_link_are_sorted_for_the_page() -> None:
    heard = sort_events([(UPDATE, "moved"), ("error", "refused"), (PAUSED, "paused"), ("info", "fyi")])
    assert heard.changed and heard.toasts == [("refused", "error"), ("paused", "warn")]
    assert heard.note == "paused" and heard.errors == ["refused"]
    team = sort_events([(TEAM, "A teammate joined you on player 2")])
    assert team.toasts == [("A teammate joined you on player 2", "info")] and not team.changed
    assert not sort_events([("info", "fyi")]).changed


# -- a game without secrets: the guest keeps its copy ----------------------------------------------------
def gobblet_pair() -> Wire:
    wire = Wire(new_host_match("gobblet", [{"kind": "human"}, {"kind": "remote"}], {"size": 3}, "Gobblet"))
    wire.join("yellow", 1)
    return wire


def test_a_guest_without_secrets_keeps_a_marked_copy_and_both_panels_agree() -> None:
    wire = gobblet_pair()
    host_side, guest_side = wire.sides()
    guest = wire.guests["yellow"]
    for action, table, seat in (("3b2", wire.host, 0), ("3a1", guest, 1), ("2c3", wire.host, 0)):
        table.propose(seat, action)
        wire.run()
        assert host_side.panel(host_side.table.shown_seat)["hash"] == guest_side.panel(1)["hash"]
    host_facts, guest_facts = host_side.panel(0), guest_side.panel(1)
    assert {k: v for k, v in host_facts.items() if k != "role"} == {
        k: v for k, v in guest_facts.items() if k != "role"}
    assert guest_facts == {"role": "guest", "ply": "3", "to-move": "1", "match-id": wire.host.match_id,
                           "hash": guest_facts["hash"], "public": guest_facts["public"]}
    copy = guest.copy()
    assert guest.keeps and copy is guest.match and is_peer(copy)
    assert copy.meta["peer"] == {"role": "guest", "seats": [1]}
    assert guest_side.status(1, str) == f"{NAMES[1]} to move (you)"
    assert guest_side.who(0) == "the host" and host_side.who(1) == "your friend"
    assert guest.title == "Gobblet"


def test_a_guests_saved_copy_opens_without_a_link_and_plays_nothing() -> None:
    wire = gobblet_pair()
    wire.host.propose(0, "3b2")
    wire.run()
    saved = restore_match(json.loads(json.dumps(wire.guests["yellow"].copy().to_json())))
    copy = CopyTable(saved, NAMES[:2])
    copy_side = PeerSide(copy, COPY_ROLE, NAMES)
    assert copy.here == () and copy.people_to_act() == [] and copy.computers_due() == []
    assert copy_side.own_seats() == (1,) and copy_side.who(1) == "you" and copy_side.who(0) == "the host"
    assert copy_side.panel(None)["match-id"] == wire.host.match_id and copy_side.awaited() == []
    with pytest.raises(IllegalAction, match="new link"):
        copy.propose(1, "3a1")
    for takeback in (copy.undo, copy.redo, lambda: copy.goto(0)):
        with pytest.raises(IllegalAction, match=NO_TAKEBACKS):
            takeback()
    assert copy.deadline(1) is None and copy.tick() == [] and copy.ply == 1


# -- one interface -------------------------------------------------------------------------------------------
def test_every_table_the_pages_hold_is_a_table_that_says_what_the_base_leaves_to_it() -> None:
    # The base holds the defaults; a table that left out what only it can say (propose, next_match)
    # could not be made.
    for cls in (LocalTable, LessonTable, HostTable, GuestTable, CopyTable):
        assert issubclass(cls, Table) and not inspect.isabstract(cls), cls.__name__
    assert inspect.isabstract(Table)


# -- a real game with secrets: Drinking War with the host's computer ----------------------------------------
def test_drinking_war_with_the_hosts_computer_and_a_guest_plays_to_the_end_from_views() -> None:
    seats = [{"kind": "computer", "level": "hard"}, {"kind": "remote"}, {"kind": "human"}]
    wire = Wire(new_host_match("drinking-war", seats, {}, "Drinking War"))
    guest = wire.join("friend", 1)
    host, match, rng = wire.host, wire.host.match, random.Random(3)
    side = PeerSide(guest, GUEST_ROLE, NAMES)
    steps = 0
    while not host.is_over and steps < 2000:
        seat = host.actors()[0]
        if seat in host.computers_due():
            # What the page sends the AI worker for a game with secrets: the seat's sight, never the save.
            payload = worker_payload(match, seat)
            assert set(payload) == {"sight"}
            host.propose(seat, choose_from_payload(json.loads(json.dumps(payload)), seat, "hard"))
            wire.run()
        else:
            play(wire, rng, seat)
        assert guest.match is None and guest.copy() is None and not guest.keeps
        assert guest.view(1) == match.view(1)
        assert not leaks(json.loads(drawn(side)), others_secrets(match, 1))
        steps += 1
    assert host.is_over and guest.is_over
    assert guest.view(1)["winners"] == match.view(1)["winners"]


def test_a_local_match_is_no_peer_match() -> None:
    assert not is_peer(new_match("gobblet", 2, {"size": 3}))
