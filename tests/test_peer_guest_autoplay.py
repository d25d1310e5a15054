"""A guest's own computer plays its seat: from the guest's copy of the match, or in a game with secrets from
that seat's sight alone, and its moves reach the host as proposals like a person's."""

from __future__ import annotations

import json
import random

import pytest
from kit import leaks, others_secrets
from test_peer_tables import NAMES, Wire

from pygames.ai import choose_for
from pygames.core import IllegalAction, Match
from pygames.core.sight import Sight
from pygames.web.peer_tables import GUEST_ROLE, PeerSide, new_host_match


def test_a_guests_computer_plays_drinking_war_to_the_end_from_its_seats_sight_alone() -> None:
    seats = [{"kind": "human"}, {"kind": "remote"}, {"kind": "computer", "level": "easy"}]
    wire = Wire(new_host_match("drinking-war", seats, {}, "Drinking War"))
    guest = wire.join("friend", 1)
    host, rng = wire.host, random.Random(5)
    guest.set_level(1, "easy")
    guest.set_kind(1, "computer")
    assert guest.here == () and guest.shown_seat == 1 and guest.is_computer(1)
    assert PeerSide(guest, GUEST_ROLE, NAMES).who(1) == "your computer"
    moved = 0
    for _ in range(3000):
        if host.is_over:
            break
        seat = host.actors()[0]
        assert guest.computers_due() == [s for s in host.actors() if s == 1]
        assert 1 not in guest.people_to_act()
        if seat == 1:
            known = guest.knowledge(1)
            assert isinstance(known, Sight) and known.view == host.match.view(1)
            assert not leaks(known.to_json(), others_secrets(host.match, 1))
            guest.propose(1, choose_for(known, 1, guest.seats[1].level))
            moved += 1
        else:
            host.propose(seat, rng.choice(host.legal(seat)))
        wire.run()
    assert host.is_over and guest.is_over and moved > 3
    assert guest.computers_due() == []


def test_a_guest_switches_only_its_own_seats_and_its_computer_reads_its_copy_without_secrets() -> None:
    seats = [{"kind": "human"}, {"kind": "remote"}]
    wire = Wire(new_host_match("gobblet", seats, {"size": 3}, "Gobblet"))
    guest = wire.join("friend", 1)
    for seat, kind in ((0, "computer"), (1, "robot")):
        with pytest.raises(IllegalAction):
            guest.set_kind(seat, kind)
    with pytest.raises(IllegalAction, match="another browser"):
        guest.set_level(0, "smart")
    guest.set_kind(1, "computer")
    assert isinstance(guest.knowledge(1), Match) and guest.knowledge(1) is guest.match
    wire.host.propose(0, "3b2")
    wire.run()
    assert guest.computers_due() == [1]
    guest.propose(1, choose_for(guest.knowledge(1), 1, "ok"))
    wire.run()
    assert wire.host.ply == 2 and guest.ply == 2 and guest.computers_due() == []
    guest.set_kind(1, "human")
    assert guest.here == (1,) and not guest.is_computer(1)
    wire.host.propose(0, wire.host.legal(0)[0])
    wire.run()
    guest.set_kind(1, "computer")
    wire.leave("friend")
    assert guest.computers_due() == []  # its link closed: nothing is played into the void
    assert json.dumps(guest.copy().meta["peer"]) == (
        '{"role": "guest", "seats": [1]}')
