"""Duel (tests/cardgame.py) played over the loopback: hidden hands, answers out of turn, teams, a clock."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest
from cardgame import ANSWER_SECONDS, ATTACK_SECONDS, registered
from kit import Clock

from pygames.core import IllegalAction, load_match
from pygames.net.guest import GuestSession
from pygames.net.guest_table import GuestTable
from pygames.net.host import HostSession
from pygames.net.host_table import HostTable
from pygames.net.loopback import Loopback
from pygames.net.peer_table import NO_TAKEBACKS
from pygames.net.sync import new_peer_match
from pygames.net.wire import HOST, PROTOCOL, encode

TEAMS = {"teams": [[0, 2], [1, 3]]}


@pytest.fixture(autouse=True)
def duel() -> Iterator[None]:
    with registered():
        yield


class Leaks:
    """A loopback tap that checks every message a guest receives against the other seats' secrets."""

    def __init__(self) -> None:
        self.net: Loopback | None = None
        self.seats: dict[str, tuple[int, ...]] = {}
        self.checked = 0

    def __call__(self, sender: str, receiver: str, text: str) -> str:
        if receiver != HOST and self.net is not None:
            match = self.net.host.match
            mine = self.net.host.peers.get(receiver, ())
            for seat in range(match.seat_count):
                if seat in mine:
                    continue
                for token in match.secrets(seat):
                    assert token not in text, f"{receiver} (seats {mine}) got seat {seat}'s {token}: {text}"
                    self.checked += 1
        return text


def table_of_four(clock: Clock | None = None) -> tuple[Loopback, Leaks]:
    """Host plays seat 0; p1 seat 1, p2 seat 2, and p3 and p4 share seat 3 (teams 0+2 against 1+3)."""
    leaks = Leaks()
    host = HostSession(new_peer_match("duel", 4, TEAMS), now=clock or Clock())
    net = Loopback(host, leaks)
    leaks.net = net
    net.join("p1", [1])
    net.join("p2", [2])
    net.join("p3", [3])
    net.join("p4", [3], shared=True)
    return net, leaks


def guests_of(net: Loopback, seat: int) -> list[str]:
    return [peer for peer, seats in net.host.peers.items() if seat in seats]


def play_one(net: Loopback, rng: random.Random) -> None:
    """Some seat that may act plays a random legal action, from the host or from a guest's own list."""
    seat = rng.choice(net.host.match.actors)
    if seat == 0:
        out = net.local(rng.choice(net.host.match.legal_actions(0)), 0)
    else:
        peer = rng.choice(guests_of(net, seat))
        guest = net.guests[peer]
        out = net.guest_plays(peer, rng.choice(guest.legal_actions(seat)), seat)
    assert not out.errors, out.errors


def test_whole_games_keep_every_hand_secret_and_team_mates_see_the_same() -> None:
    for game in range(6):
        net, leaks = table_of_four()
        rng = random.Random(game)
        answered_together = False
        while not net.host.match.is_over:
            assert net.guests["p3"].views == net.guests["p4"].views  # team-mates on one seat
            assert net.guests["p3"].legal == net.guests["p4"].legal
            answered_together |= set(net.host.match.actors) == {1, 3}
            play_one(net, rng)
        match = net.host.match
        assert answered_together  # the defender and its team-mate could both answer at once
        assert leaks.checked > 100
        for guest in net.guests.values():
            seat = guest.seats[0]
            assert guest.match is None and guest.views[seat] == match.view(seat)
            assert guest.records() == match.records(seat)
            assert guest.views[seat]["winners"] == match.winners()


def test_a_guest_gets_only_its_seats_views_legal_actions_and_records() -> None:
    net, _ = table_of_four()
    for text in [t for s, r, t in net.sent if r == "p1"]:
        message = json.loads(text)
        assert "save" not in message or message["save"] is None
        for key in ("views", "records", "legal"):
            assert set(message.get(key) or {}) <= {"1"}
    assert net.guests["p1"].match is None


def test_the_first_of_two_team_mates_wins_and_the_second_is_told_the_position_changed() -> None:
    net, _ = table_of_four()
    match = net.host.match
    while match.actors != (0,):
        play_one(net, random.Random(1))
    net.local(match.legal_actions(0)[0], 0)  # an attack: the defender's team (1 and 3) may answer
    assert set(match.actors) == {1, 3}
    p3, p4 = net.guests["p3"], net.guests["p4"]
    net.post("p3", p3.propose("take", 3))
    net.post("p4", p4.propose("take", 3))
    net.run()
    assert match.records()[-1][1:] == (3, "seat 4: take")
    assert not [e for e in net.events["p3"] if e[0] == "error"]
    refusals = [text for kind, text in net.events["p4"] if kind == "error"]
    assert refusals and "the match is at move" in refusals[-1]


def test_bad_proposals_leave_the_match_unchanged_with_a_clear_error() -> None:
    net, _ = table_of_four()
    match = net.host.match
    while 1 not in match.actors:
        play_one(net, random.Random(2))
    before = match.to_json()
    link = net.host._links["p2"].link
    action = match.legal_actions(1)[0]
    wrong_seat = encode("propose", 90, link=link, ply=match.ply, action=action, seat=1)
    assert "does not play player 2" in net.host.on_message("p2", wrong_seat).errors[0]
    stale = encode("propose", 91, link=link, ply=match.ply - 1, action=action, seat=2)
    assert "the match is at move" in net.host.on_message("p2", stale).errors[0]
    stranger = encode("propose", 92, link=link, ply=match.ply, action=action, seat=1)
    assert "not connected" in net.host.on_message("p9", stranger).errors[0]
    not_acting = encode("propose", 93, link=link, ply=match.ply, action="pass", seat=2)
    if 2 not in match.actors:
        assert "may not act" in net.host.on_message("p2", not_acting).errors[0]
    bad_seat = json.dumps({"p": PROTOCOL, "v": 1, "t": "propose", "n": 94, "link": link, "ply": match.ply,
                           "action": action, "seat": "1"})
    assert "seat" in net.host.on_message("p2", bad_seat).errors[0]
    assert net.guests["p2"].propose(action, 1).errors  # the guest's page refuses it before sending
    assert match.to_json() == before


def test_a_timeout_fires_on_the_hosts_clock_is_recorded_and_replays_from_the_save() -> None:
    clock = Clock()
    net, _ = table_of_four(clock)
    match = net.host.match
    while match.actors != (0,):
        play_one(net, random.Random(3))
    assert net.host.due() == {0: clock.t + ATTACK_SECONDS}
    assert net.guests["p1"].clock == {0: ATTACK_SECONDS}  # the guests show the countdown
    clock.t += ATTACK_SECONDS - 1
    assert net.tick().events == [] and match.actors == (0,)
    clock.t += 1
    ply = match.ply
    net.tick()
    assert match.records()[-1] == (ply, 0, "seat 1: pass")
    # an answer has its own clock, for every seat that may answer: this seed plays to one (a game that
    # ended first would leave the answer clock unchecked, so it fails rather than skips)
    while not (match.actors and match.actors[0] != 0 and net.host.match.state.attack):
        play_one(net, random.Random(4))
        assert not match.is_over, "the game ended before anyone had an attack to answer"
    acting = match.actors
    clock.t += ANSWER_SECONDS
    net.tick()
    assert match.records()[-1][2].endswith("take") and match.records()[-1][1] in acting
    copy = load_match(json.loads(json.dumps(match.to_json())), auto_chance=False)
    assert copy.state == match.state and copy.records() == match.records()


def test_a_guest_leaving_mid_draw_and_coming_back_carries_the_game_on() -> None:
    held: list[tuple[str, str, str]] = []

    def hold_p2(sender: str, receiver: str, text: str) -> str | None:
        if receiver == "p2" and json.loads(text)["t"] == "commit":
            held.append((sender, receiver, text))
            return None
        return text

    host = HostSession(new_peer_match("duel", 3), remote_seats=[1, 2])
    net = Loopback(host, hold_p2)
    net.join("p2", [2])  # the deal starts with p2, whose share never arrives
    net.join("p1", [1])
    assert host.match.at_chance and host.match.ply == 0 and host.awaited() == ["p2"] and held
    net.close("p2")
    assert host.match.ply > 0  # the deal went on with the host and p1
    net.tap = None
    net.join("p2", [2])
    rng = random.Random(5)
    while not host.match.is_over:
        seat = rng.choice(host.match.actors)
        if seat == 0:
            net.local(rng.choice(host.match.legal_actions(0)), 0)
        else:
            peer = f"p{seat}"
            net.guest_plays(peer, rng.choice(net.guests[peer].legal_actions(seat)), seat)
    assert net.guests["p2"].views[2] == host.match.view(2)


def test_tables_over_the_link_render_from_views_and_refuse_takebacks() -> None:
    clock = Clock()
    wire: list[tuple[str, str, str]] = []  # (from, to, text)
    host = HostSession(new_peer_match("duel", 2), remote_seats=[1], now=clock)
    host_table = HostTable(host, send=lambda peer, text: wire.append((HOST, peer, text)))
    guest_table = GuestTable(send=lambda peer, text: wire.append(("p1", peer, text)), now=clock)
    changes: list[int] = []
    guest_table.on_change = lambda: changes.append(guest_table.ply)

    def deliver() -> None:
        while wire:
            sender, receiver, text = wire.pop(0)
            if receiver == HOST:
                host_table.on_message(sender, text)
            else:
                guest_table.on_message(text)

    host_table.connect("p1", [1])
    deliver()
    assert guest_table.here == (1,) and host_table.here == (0,) and guest_table.game.id == "duel"
    assert guest_table.session.match is None and changes
    with pytest.raises(IllegalAction):
        guest_table.view(0)  # a guest sees only its own seat
    with pytest.raises(IllegalAction):
        host_table.propose(1, "pass")  # seat 1 is played elsewhere
    for table in (host_table, guest_table):
        assert not table.can_undo and not table.can_redo
        for takeback in (table.undo, table.redo, lambda t=table: t.goto(0)):
            with pytest.raises(IllegalAction, match=NO_TAKEBACKS):
                takeback()
    rng = random.Random(6)
    while host_table.actors():
        seat = rng.choice(host_table.actors())
        assert guest_table.actors() == host_table.actors() and guest_table.ply == host_table.ply
        assert guest_table.view(1) == host_table.view(1) and guest_table.records(1) == host_table.records(1)
        table = host_table if seat in host_table.here else guest_table
        assert guest_table.deadline(seat) == host_table.deadline(seat)
        clock.t += 5
        assert guest_table.deadline(seat) == host_table.deadline(seat) < ATTACK_SECONDS
        table.propose(seat, rng.choice(table.legal(seat)))
        deliver()
    assert guest_table.view(1)["over"] and guest_table.view(1)["winners"] == host.match.winners()
    with pytest.raises(IllegalAction):
        guest_table.propose(1, "pass")


def test_a_hostile_guest_cannot_name_a_seat_out_of_range() -> None:
    net, _ = table_of_four()
    before = net.host.match.to_json()
    link = net.host._links["p1"].link
    for seat in (-1, 18, 99, True, 1.0, None):
        text = json.dumps({"p": PROTOCOL, "v": 1, "t": "propose", "n": 100, "link": link,
                           "ply": net.host.match.ply, "action": "take", "seat": seat})
        out = net.host.on_message("p1", text)
        assert out.errors
    assert net.host.match.to_json() == before
    assert GuestSession().propose("take", 1).errors


def test_a_spectator_gets_view_none_and_sees_no_hand() -> None:
    net, leaks = table_of_four()
    watcher = net.join("w", [])
    assert net.host.peers["w"] == () and watcher.seats == ()
    rng = random.Random(7)
    while not net.host.match.is_over:
        assert watcher.view() == net.host.match.view(None) and watcher.view()["hand"] == []
        assert watcher.records() == net.host.match.records(None)
        assert watcher.legal_actions() == [] and watcher.propose("take").errors
        play_one(net, rng)
    assert len([r for s, r, t in net.sent if r == "w"]) > 10  # every one checked by the Leaks tap
    table = GuestTable(watcher)
    assert table.here == () and table.view(None)["over"] and table.records(None) == watcher.records()
    with pytest.raises(IllegalAction):
        table.view(1)


def test_a_guest_cannot_play_the_hourglass_timeout_itself() -> None:
    clock = Clock()
    host = HostSession(new_peer_match("drinking", 2, {"hourglass": 30}), now=clock)
    net = Loopback(host)
    net.join("p1", [1])
    match = host.match
    while match.actors != (1,):  # seat 0 drinks until seat 1 is to move (the fair draws run on the net)
        assert not net.local(match.legal_actions(0)[0], 0).errors
    assert match.deadline(1).action == "time" and "time" in match.legal_actions(1)
    before = match.to_json()
    text = json.dumps({"p": PROTOCOL, "v": 1, "t": "propose", "n": 100, "link": host._links["p1"].link,
                       "ply": match.ply, "action": "time", "seat": 1})
    out = host.on_message("p1", text)
    assert match.to_json() == before
    assert any("only the host's clock plays a timeout" in str(error) for error in out.errors), out.errors
    clock.t += 30  # the host's own clock still plays it when the time is up
    net.tick()
    assert match.records()[-1][1] == 1 and "time ran out" in match.records()[-1][2]
