"""Whole Drinking games over the in-process link: every browser ends with the host's match, every drink is
drawn fairly with each linked guest, and the host's clock drinks for an idle friend until they pass out.

The browser tests open linked Drinking games late from a save (e2e/test_drinking.py,
e2e/test_drinking_peer.py); the whole games from their first draw are played here."""

from __future__ import annotations

import json
import random

from pygames.core import Match
from pygames.net import HostSession, new_peer_match
from pygames.net.loopback import Loopback


class Clock:
    """The host's clock, moved by hand."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def linked(seats: int, guests: dict[str, int], options: dict) -> tuple[Match, Loopback, Clock]:
    """A Drinking match hosted for `seats` seats, a guest linked per entry of `guests` (peer -> seat)."""
    clock = Clock()
    match = new_peer_match("drinking", seats, options)
    net = Loopback(HostSession(match, remote_seats=list(guests.values()), now=clock))
    for peer, seat in guests.items():
        net.join(peer, [seat])
    return match, net, clock


def play_out(match: Match, net: Loopback, clock: Clock, guests: dict[str, int], idle: int | None,
             rng: random.Random) -> None:
    """Each seat moves from its own browser (never "time"); the idle seat's moves are the host clock's."""
    owner = {seat: peer for peer, seat in guests.items()}
    for _ in range(5000):
        if match.is_over:
            return
        assert not match.at_chance, "a draw was left unfinished"
        seat = match.actors[0]
        if seat == idle:
            clock.t += match.deadline(seat).seconds
            assert not net.tick().errors
            continue
        action = rng.choice([a for a in match.legal_actions(seat) if a != "time"])
        out = net.guest_plays(owner[seat], action, seat) if seat in owner else net.local(action, seat)
        assert not out.errors
    raise AssertionError("the game did not end")


def draws(net: Loopback, receiver: str) -> list[dict]:
    return [json.loads(t) for s, r, t in net.sent if r == receiver and json.loads(t)["t"] == "chance"]


def test_a_whole_two_seat_game_ends_the_same_in_both_browsers_with_every_drink_drawn_together():
    guests = {"p1": 1}
    match, net, clock = linked(2, guests, {"target": 300, "hourglass": 12})
    play_out(match, net, clock, guests, None, random.Random(1))
    guest = net.guests["p1"]
    assert guest.match == match and guest.match.winners() == match.winners()
    rolls = draws(net, "p1")
    assert len(rolls) == sum(seat < 0 for seat in match.history_seats) > 10
    assert all(len(roll["reveals"]) == 2 for roll in rolls)  # the host's secret and the friend's


def test_six_seats_two_friends_and_an_idle_friend_who_passes_out_end_the_same_everywhere():
    guests = {"p2": 2, "p3": 3}
    match, net, clock = linked(6, guests, {"target": 400, "hourglass": 6})
    play_out(match, net, clock, guests, 3, random.Random(2))
    for peer in guests:
        assert net.guests[peer].match == match
    played = [(seat, action) for seat, action in zip(match.history_seats, match.history) if seat >= 0]
    idle = [action for seat, action in played if seat == 3]
    assert len(idle) >= 3 and set(idle) == {"time"}  # only the host's clock played the idle seat
    seats = [seat for seat, _ in played]
    assert any(pair == (2, 4) for pair in zip(seats, seats[1:])), "Player 4, passed out, never missed a turn"
    assert all(len(roll["reveals"]) == 3 for roll in draws(net, "p3"))  # every draw after both linked
