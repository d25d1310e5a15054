"""Teams over the peer link: several browsers on one seat, and every guest told who plays each seat.

Yacht (no secrets) with the host's person on seat 0 and a team of two browsers on seat 1, through the
in-memory Loopback; the "people" list a guest gets in its hello and in "people" messages is checked,
and hostile values of it are refused without changing anything.
"""

from __future__ import annotations

import json
import random

import pytest

from pygames.net import (
    CLOSED,
    ERROR,
    HOST,
    JOINED,
    TEAM,
    GuestSession,
    HostSession,
    match_hash,
    new_peer_match,
)
from pygames.net.loopback import Loopback
from pygames.net.wire import FROM_HOST, MAX_HOST_MESSAGE, Refused, decode, encode


def team_of_two() -> Loopback:
    """Yacht for two: the host's person plays seat 0, "ann" and "bob" share seat 1."""
    net = Loopback(HostSession(new_peer_match("yacht", 2, {}), remote_seats=[1]))
    net.join("ann", [1])
    net.join("bob", [1], shared=True)
    return net


def sent_to(net: Loopback, peer: str, kind: str) -> list[dict]:
    return [m for s, r, t in net.sent if r == peer and (m := json.loads(t))["t"] == kind]


def boxes(actions: list[str]) -> list[str]:
    """Yacht's scoring actions (one letter a box); the others ("1", "11", "all", ...) reroll dice."""
    return [a for a in actions if len(a) == 1 and a.isalpha()]


def rerolls(actions: list[str]) -> list[str]:
    return [a for a in actions if a not in boxes(actions)]


def roll_in(net: Loopback) -> None:
    """Let the fair draw finish (Loopback delivers every commit and reveal)."""
    net.run()
    assert not net.host.match.at_chance


def test_the_hello_says_who_plays_every_seat():
    net = Loopback(HostSession(new_peer_match("yacht", 3, {}), remote_seats=[1]))
    net.host.computers = {2}
    ann = net.join("ann", [1])
    hello = sent_to(net, "ann", "hello")[0]
    assert hello["people"] == [{"kind": "human", "browsers": 0}, {"kind": "remote", "browsers": 1},
                               {"kind": "computer", "browsers": 0}]
    assert ann.people == hello["people"] and ann.team_mates(1) == 0


def test_a_teammate_joins_the_same_seat_and_both_are_told():
    net = team_of_two()
    ann, bob = net.guests["ann"], net.guests["bob"]
    assert net.host.peers == {"ann": (1,), "bob": (1,)}
    assert ann.team_mates(1) == bob.team_mates(1) == 1
    assert ann.people[1] == {"kind": "remote", "browsers": 2}
    assert (TEAM, "A teammate joined you on player 2") in net.events["ann"]
    assert any(kind == JOINED and "with a teammate" in text for kind, text in net.events["bob"])
    assert (JOINED, "A teammate joined player 2 from another browser") in net.events[HOST]
    assert net.host.team_mates("ann") == ["bob"]


def test_without_shared_a_played_seat_is_refused():
    net = Loopback(HostSession(new_peer_match("yacht", 2, {}), remote_seats=[1]))
    net.join("ann", [1])
    out = net.host.connect("bob", [1])
    assert "already played" in out.errors[0] and "bob" not in net.host.peers


def test_both_teammates_see_the_same_dice_and_either_may_act():
    net = team_of_two()
    match, ann, bob = net.host.match, net.guests["ann"], net.guests["bob"]
    rng = random.Random(3)
    roll_in(net)
    net.local(boxes(match.legal_actions(0))[0])
    roll_in(net)
    assert match.to_move == 1
    assert ann.view(1) == bob.view(1) == match.view(1)
    out = net.guest_plays("ann", rerolls(ann.legal_actions(1))[0])
    assert not out.errors
    roll_in(net)
    score = rng.choice(boxes(bob.legal_actions(1)))
    assert not net.guest_plays("bob", score).errors
    assert match_hash(ann.match) == match_hash(bob.match) == match_hash(match)
    assert match.records()[-1][1] == 1 and len(match.history) == ann.match.ply


def test_a_clash_between_teammates_plays_the_first_move_and_refuses_the_second_saying_why():
    net = team_of_two()
    match, ann, bob = net.host.match, net.guests["ann"], net.guests["bob"]
    roll_in(net)
    net.local(boxes(match.legal_actions(0))[0])
    roll_in(net)
    open_boxes = boxes(ann.legal_actions(1))
    first = ann.propose(open_boxes[0], 1)  # both press at once: neither has heard of the other's move
    second = bob.propose(open_boxes[1], 1)
    net.post("ann", first)
    net.post("bob", second)
    net.run()
    assert open_boxes[0] in match.history[-2:] and open_boxes[1] not in match.history
    refusals = sent_to(net, "bob", "error")
    assert refusals and "your teammate moved first" in refusals[-1]["text"]
    assert any(kind == ERROR and "teammate moved first" in text for kind, text in net.events["bob"])
    assert match_hash(bob.match) == match_hash(ann.match) == match_hash(match)


def test_a_teammate_who_leaves_does_not_end_the_seat():
    net = team_of_two()
    match, bob = net.host.match, net.guests["bob"]
    roll_in(net)
    net.close("ann")
    assert (CLOSED, "A teammate on player 2 left; their team plays on.") in net.events[HOST]
    assert (TEAM, "A teammate on player 2 left; you play on") in net.events["bob"]
    assert bob.people[1]["browsers"] == 1 and bob.team_mates(1) == 0
    net.local(boxes(match.legal_actions(0))[0])
    roll_in(net)  # the roll is drawn with the browser that stayed
    assert not net.guest_plays("bob", boxes(bob.legal_actions(1))[0]).errors
    assert match_hash(bob.match) == match_hash(match)
    net.close("bob")
    assert any(kind == CLOSED and "send a new link" in text for kind, text in net.events[HOST])


def test_switching_the_hosts_seat_to_the_computer_tells_the_guests():
    net = team_of_two()
    out = net.host.set_computer(0, True)
    net.post(HOST, out)
    net.run()
    assert net.guests["ann"].people[0]["kind"] == "computer"
    assert net.host.set_computer(1, True).errors  # a friend's seat is not the host's to switch


# -- hostile values of the list ----------------------------------------------------------------------------
BAD_PEOPLE = [
    "everyone", [{"kind": "alien", "browsers": 1}], [{"kind": "remote", "browsers": -1}],
    [{"kind": "remote", "browsers": True}], [{"kind": "remote", "browsers": 99}],
    [{"kind": "remote"}], [{"kind": "remote", "browsers": 1, "name": "<b>x</b>"}], [["remote", 1]],
    [{"kind": "human", "browsers": 0}] * 19,
]


@pytest.mark.parametrize("people", BAD_PEOPLE)
def test_a_malformed_list_of_who_plays_is_refused_by_the_wire(people):
    with pytest.raises(Refused, match="people"):
        decode(encode("people", 1, people=people), MAX_HOST_MESSAGE, FROM_HOST)


@pytest.mark.parametrize("people", [
    [{"kind": "human", "browsers": 0}],  # too short for two seats
    [{"kind": "human", "browsers": 0}] * 3,  # too long
    [{"kind": "human", "browsers": 0}, {"kind": "human", "browsers": 0}],  # leaves this browser out
    [{"kind": "human", "browsers": 0}, {"kind": "remote", "browsers": 0}],  # no browser on our seat
])
def test_a_list_that_does_not_fit_the_match_is_refused_and_changes_nothing(people):
    net = team_of_two()
    ann = net.guests["ann"]
    before, last_n = list(ann.people), ann._last_n
    out = ann.on_message(encode("people", last_n + 1, people=people))
    assert out.errors and "who plays each seat" in out.errors[0]
    assert ann.people == before and ann._last_n == last_n


def test_a_hello_with_a_list_that_does_not_fit_is_refused():
    net = Loopback(HostSession(new_peer_match("yacht", 2, {}), remote_seats=[1]))
    net.join("ann", [1])
    hello = sent_to(net, "ann", "hello")[0]
    hello["people"] = hello["people"][:1]
    fresh = GuestSession()
    out = fresh.on_message(json.dumps(hello))
    assert out.errors and "who plays each seat" in out.errors[0] and not fresh.joined


def test_a_hello_from_a_host_without_teams_is_still_accepted():
    net = Loopback(HostSession(new_peer_match("yacht", 2, {}), remote_seats=[1]))
    net.join("ann", [1])
    hello = sent_to(net, "ann", "hello")[0]
    del hello["people"]
    fresh = GuestSession()
    assert not fresh.on_message(json.dumps(hello)).errors
    assert fresh.joined and fresh.people == [] and fresh.team_mates(1) == 0
