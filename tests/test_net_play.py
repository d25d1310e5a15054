"""The peer protocol with Gobblet: a whole game over a link, the handshake, resync, rejoin, refusals."""

from __future__ import annotations

import json
import random

import pytest

from pygames.core import Match
from pygames.net import (
    CLOSED,
    ERROR,
    HOST,
    JOINED,
    RESYNCED,
    GuestSession,
    HostSession,
    match_hash,
    new_peer_match,
)
from pygames.net.loopback import Loopback
from pygames.net.wire import PROTOCOL, VERSION, encode


def linked(tap=None) -> tuple[Match, Loopback, GuestSession]:
    """A 3x3 Gobblet match hosted for seat 0, with a guest linked for seat 1."""
    match = new_peer_match("gobblet", 2, {"size": 3})
    net = Loopback(HostSession(match, remote_seats=[1]), tap)
    return match, net, net.join("p1", [1])


def play_random(net: Loopback, match: Match, rng: random.Random, moves: int = 10_000,
                peer: str = "p1") -> None:
    """Play random legal moves, each from the browser of the seat to move."""
    for _ in range(moves):
        if match.is_over:
            return
        action = rng.choice(match.legal_actions())
        out = net.local(action) if match.to_move == 0 else net.guest_plays(peer, action)
        assert not out.errors


def link_of(net: Loopback, peer: str) -> str:
    hello = next(json.loads(t) for s, r, t in net.sent if r == peer and json.loads(t)["t"] == "hello")
    return hello["link"]


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_a_whole_game_over_the_link_ends_the_same_on_both_sides(seed):
    match, net, guest = linked()
    play_random(net, match, random.Random(seed))
    assert match.is_over
    assert guest.match == match
    assert guest.match.winners() == match.winners()
    assert match_hash(guest.match) == match_hash(match)
    assert not [e for events in net.events.values() for e in events if e[0] == ERROR]


def test_the_hello_carries_the_match_id_the_save_and_the_hash():
    match, net, guest = linked()
    hello = json.loads(net.sent[0][2])
    assert (hello["p"], hello["v"], hello["t"]) == (PROTOCOL, VERSION, "hello")
    assert hello["match_id"] == match.meta["match_id"] == guest.match_id
    assert len(hello["match_id"]) == 16
    assert hello["seats"] == [1] and guest.seats == (1,)
    assert hello["save"] == match.to_json() and hello["hash"] == match_hash(match)
    assert net.events[HOST][0][0] == JOINED and net.events["p1"][0][0] == JOINED


def test_a_new_link_resumes_the_same_match_at_the_same_move():
    match, net, guest = linked()
    play_random(net, match, random.Random(7), moves=5)
    net.close("p1")
    assert net.events[HOST][-1][0] == CLOSED and net.events["p1"][-1][0] == CLOSED
    assert guest.match == match  # both copies stay intact after the link closes
    again = net.join("p2", [1])
    assert again.match_id == match.meta["match_id"]
    assert (again.ply, match_hash(again.match)) == (5, match_hash(match))
    play_random(net, match, random.Random(8), peer="p2")
    assert again.match == match


def test_the_same_peer_reconnecting_gets_a_new_link_and_carries_on():
    match, net, guest = linked()
    play_random(net, match, random.Random(3), moves=3)
    again = net.join("p1", [1])  # the page opened a new channel before it noticed the old one close
    assert again is not guest and again.match == match
    play_random(net, match, random.Random(4))
    assert again.match == match


def test_a_hash_mismatch_asks_for_the_hosts_save_and_replaces_the_copy():
    def corrupt_hash(sender, receiver, text):
        message = json.loads(text)
        if message["t"] == "action" and message["ply"] == 2:
            message["hash"] = "0" * 16
            return json.dumps(message)
        return text

    match, net, guest = linked(corrupt_hash)
    play_random(net, match, random.Random(5), moves=4)
    assert [t for s, r, t in net.sent if json.loads(t)["t"] == "resync"]
    assert RESYNCED in [kind for kind, _ in net.events["p1"]]
    assert guest.match == match


def test_a_copy_that_went_its_own_way_is_replaced_by_the_hosts():
    match, net, guest = linked()
    play_random(net, match, random.Random(6), moves=2)
    guest.match.play(guest.match.legal_actions()[0])  # a move the host never saw
    net.local(match.legal_actions()[-1])
    assert RESYNCED in [k for k, _ in net.events["p1"]]
    assert guest.match == match


def test_a_guest_cannot_move_for_the_hosts_seat():
    match, net, guest = linked()
    out = guest.propose("3b2")  # seat 0 is to move
    assert out.errors == ["it is player 1's turn"] and not out.messages
    forged = encode("propose", 99, link=link_of(net, "p1"), ply=0, action="3b2")
    before = match.to_json()
    out = net.host.on_message("p1", forged)
    assert "not yours" in out.errors[0]
    assert json.loads(out.messages[0][1])["t"] == "error"
    assert match.to_json() == before


def test_the_host_cannot_move_for_a_guests_seat():
    match, net, guest = linked()
    net.local("3b2")
    out = net.local("3a1")
    assert "another browser" in out.errors[0] and match.ply == 1


def test_a_replayed_proposal_is_refused():
    match, net, guest = linked()
    net.local("3b2")
    net.guest_plays("p1", "3a1")
    proposal = next(t for s, r, t in net.sent if s == "p1")
    net.local("1c3")
    before = match.to_json()
    out = net.host.on_message("p1", proposal)
    assert "already received" in out.errors[0]
    assert match.to_json() == before


def test_a_proposal_made_at_an_older_move_is_refused():
    match, net, guest = linked()
    net.local("3b2")
    stale = encode("propose", 50, link=link_of(net, "p1"), ply=0, action="3a1")
    out = net.host.on_message("p1", stale)
    assert "at move 0" in out.errors[0] and match.ply == 1


def test_an_action_the_game_cannot_even_read_is_refused():
    match, net, guest = linked()
    net.local("3b2")
    before = match.to_json()
    for number, action in enumerate(("\u00b2b2", "\u0663a1", "", "x" * 64), start=100):
        proposal = encode("propose", number, link=link_of(net, "p1"), ply=1, action=action)
        out = net.host.on_message("p1", proposal)
        assert out.errors and "internal" not in out.errors[0]
        assert guest.propose(action).errors
    assert match.to_json() == before


def test_a_message_of_another_version_is_refused_saying_so():
    match, net, guest = linked()
    text = json.dumps({"p": PROTOCOL, "v": VERSION + 1, "t": "propose", "n": 5})
    out = net.host.on_message("p1", text)
    assert f"version {VERSION + 1}" in out.errors[0] and "load the latest page on both sides" in out.errors[0]


def test_an_oversized_message_is_refused():
    match, net, guest = linked()
    out = net.host.on_message("p1", '{"p":"pygames-peer","x":"' + "a" * 70_000 + '"}')
    assert "too large" in out.errors[0]


def test_a_message_from_an_unknown_browser_is_refused():
    match, net, guest = linked()
    out = net.host.on_message("stranger", encode("resync", 1, link="0" * 16, reason=""))
    assert "not connected" in out.errors[0] and not out.messages


def test_a_guest_refuses_a_hello_for_another_match():
    match = new_peer_match("gobblet", 2)
    net = Loopback(HostSession(match))
    guest = net.join("p1", guest=GuestSession(match_id="0123456789abcdef"))
    assert not guest.joined and "another match" in net.events["p1"][0][1]


def test_a_guest_refuses_replayed_host_messages():
    match, net, guest = linked()
    net.local("3b2")
    old = [t for s, r, t in net.sent if r == "p1"]
    before = guest.match.to_json()
    for text in old:
        assert guest.on_message(text).errors
    assert guest.match.to_json() == before


def test_a_seat_is_played_from_one_link_at_a_time():
    match, net, guest = linked()
    out = net.host.connect("p2", [1])
    assert "already played" in out.errors[0] and "p2" not in net.host.peers


def test_closing_the_link_keeps_the_match_saved_and_intact():
    match, net, guest = linked()
    play_random(net, match, random.Random(9), moves=4)
    before = match.to_json()
    net.close("p1")
    assert match.to_json() == before and net.host.peers == {}
    assert "saved" in net.events[HOST][-1][1]
