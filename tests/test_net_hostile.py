"""Hostile input: thousands of malformed, oversized, replayed and out-of-turn messages change nothing."""

from __future__ import annotations

import functools
import itertools
import json
import random

import pytest
from cardgame import registered
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygames import list_games
from pygames.net import HostSession, new_peer_match
from pygames.net.loopback import Loopback
from pygames.net.wire import FROM_GUEST, FROM_HOST, PROTOCOL

SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def game_in_progress():
    """Gobblet after four moves: seat 0 (the host's) is to move; the guest plays seat 1."""
    match = new_peer_match("gobblet", 2)
    net = Loopback(HostSession(match, [1]))
    guest = net.join("p1", [1])
    rng = random.Random(11)
    for _ in range(4):
        action = rng.choice(match.legal_actions())
        assert not (net.local(action) if match.to_move == 0 else net.guest_plays("p1", action)).errors
    link = json.loads(net.sent[0][2])["link"]
    return match, net, guest, link


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20)
junk = st.one_of(json_values, st.text(max_size=80), st.integers(-(2**70), 2**70), st.sampled_from(
    ["LINK", "NEXT", "PLY", "3b2", "a1b2", "0" * 64, "f" * 16, "", "\ud800", "9" * 5000]))


def envelopes(types: list[str], fields: list[str]):
    """Message-shaped objects: a (mostly) right envelope with random or borrowed fields."""
    return st.fixed_dictionaries(
        {"p": st.sampled_from([PROTOCOL, PROTOCOL, "other", None]),
         "v": st.sampled_from([1, 1, 1, 2, 0, "1", True, 1.0, None]),
         "t": st.sampled_from(types + ["hello", "bogus", ""]),
         "n": st.sampled_from(["NEXT", "NEXT", 0, -1, 1, 2**53, 2**64, "3", None, True, 1.5])},
        optional={name: junk for name in fields}).map(json.dumps)


def mostly(value, otherwise):
    """`value` three times in four, else something from `otherwise`."""
    return st.integers(0, 3).flatmap(lambda i: st.just(value) if i else otherwise)


def right_envelopes(types: list[str], fields: list[str]):
    """Messages whose envelope is right (so that each field and its meaning get checked), fields at random."""
    plausible = st.one_of(junk, st.sampled_from(["LINK", "PLY", "PLY", "0" * 64, "ab" * 32, "3a1", "b1b2"]),
                          st.integers(0, 8), st.lists(st.integers(0, 3), max_size=3))
    return st.fixed_dictionaries(
        {"p": st.just(PROTOCOL), "v": st.just(1), "t": st.sampled_from(types), "n": st.just("NEXT"),
         "link": mostly("LINK", plausible), "ply": mostly("PLY", plausible)},
        optional={name: plausible for name in fields if name not in ("link", "ply")}).map(json.dumps)


def fill(text: str, link: str, next_n: int, ply: int) -> str:
    """Put the real link id, the next sequence number and the current move where the strategy asked."""
    return (text.replace('"LINK"', json.dumps(link)).replace('"NEXT"', str(next_n))
            .replace('"PLY"', str(ply)))


def hostile(types, fields):
    return st.one_of(
        json_values.map(json.dumps),
        envelopes(types, fields),
        right_envelopes(types, fields),
        right_envelopes(types, fields),
        st.text(max_size=200),
        st.binary(max_size=100),
        st.integers(64 * 1024 - 64, 300_000).map(lambda k: f'{{"p":"{PROTOCOL}","v":1,"x":"{"a" * k}"}}'),
        st.integers(1, 50_000).map(lambda k: "[" * k + "]" * k),
        st.sampled_from([None, 5, 1.5, [], {}, b"\xff\xfe", "null", "NaN",
                         '{"p":"pygames-peer","v":1,"t":NaN}']),
        st.tuples(st.sampled_from(["REPLAY", "TRUNCATE", "OUT_OF_TURN"]), st.integers(0, 10_000)),
    )


def borrowed(attempt: tuple[str, int], real_messages: list[str], match, link: str, next_n: int) -> str:
    """A real message replayed whole or cut short, or a well-formed move for a seat not the sender's."""
    kind, number = attempt
    if kind == "OUT_OF_TURN":
        action = match.legal_actions()[number % len(match.legal_actions())]
        return json.dumps({"p": PROTOCOL, "v": 1, "t": "propose", "n": next_n, "link": link, "ply": match.ply,
                           "action": action})
    real = real_messages[number % len(real_messages)]
    return real if kind == "REPLAY" else real[: number % len(real)]


def _guest_fields():
    return sorted({name for schema in FROM_GUEST.values() for name in schema})


def _host_fields():
    return sorted({name for schema in FROM_HOST.values() for name in schema})


@SETTINGS
@given(st.lists(hostile(list(FROM_GUEST), _guest_fields()), min_size=1, max_size=10))
def test_hostile_messages_to_the_host_change_nothing_and_never_raise(attempts):
    match, net, guest, link = game_in_progress()
    sent_by_guest = [t for s, r, t in net.sent if s == "p1"]
    before = match.to_json()
    next_n = len(sent_by_guest) + 1
    for attempt in attempts:
        if isinstance(attempt, tuple):
            attempt = borrowed(attempt, sent_by_guest, match, link, next_n)
        elif isinstance(attempt, str):
            attempt = fill(attempt, link, next_n, match.ply)
        out = net.host.on_message("p1", attempt)
        assert match.to_json() == before
        kinds = {json.loads(text)["t"] for _, text in out.messages}
        assert out.errors or kinds <= {"sync"}
    assert not net.local(match.legal_actions()[0]).errors  # the match plays on


def test_every_move_proposed_for_the_hosts_seat_is_refused():
    match, net, guest, link = game_in_progress()
    before = match.to_json()
    for number, action in enumerate(match.legal_actions(), start=100):
        out = net.host.on_message("p1", json.dumps({"p": PROTOCOL, "v": 1, "t": "propose", "n": number,
                                                    "link": link, "ply": match.ply, "action": action}))
        assert "not yours" in out.errors[0]
    assert match.to_json() == before


@SETTINGS
@given(st.lists(hostile(list(FROM_HOST), _host_fields()), min_size=1, max_size=10))
def test_hostile_messages_to_a_guest_change_nothing_and_never_raise(attempts):
    match, net, guest, link = game_in_progress()
    sent_by_host = [t for s, r, t in net.sent if r == "p1"]
    before = guest.match.to_json()
    for attempt in attempts:
        if isinstance(attempt, tuple) and attempt[0] != "OUT_OF_TURN":
            attempt = borrowed(attempt, sent_by_host, match, link, 10**6)
        elif isinstance(attempt, str):
            # No real link: a forged hello or sync would then be a new link, which must still be refused.
            attempt = fill(attempt, "0123456789abcdef", 10**6, guest.match.ply)
        out = guest.on_message(attempt)
        assert guest.match.to_json() == before
        assert out.errors or out.messages  # refused, or (out of step) asked the host for its copy
    assert guest.match == match


def test_every_move_proposed_naming_a_seat_not_the_guests_is_refused():
    match, net, guest, link = game_in_progress()
    before = match.to_json()
    for number, action in enumerate(match.legal_actions(), start=100):
        for seat in (0, 1, 2, 17):
            text = json.dumps({"p": PROTOCOL, "v": 1, "t": "propose", "n": number * 4 + seat, "link": link,
                               "ply": match.ply, "action": action, "seat": seat})
            out = net.host.on_message("p1", text)
            expected = {0: "not yours", 1: "Player 2 may not act now"}.get(seat, "does not play")
            assert out.errors and expected in out.errors[0]
    assert match.to_json() == before


def duel_in_progress():
    """Duel for three after the deal: the host plays seat 0, the guest seat 1, a spectator watches."""
    net = Loopback(HostSession(new_peer_match("duel", 3), [1, 2]))
    guest = net.join("p1", [1])
    net.join("p2", [2])
    return net, guest


@SETTINGS
@given(st.lists(hostile(list(FROM_HOST), _host_fields()), min_size=1, max_size=10))
def test_hostile_messages_to_a_guest_of_a_game_with_secrets_change_nothing(attempts):
    with registered():
        net, guest = duel_in_progress()
        sent_by_host = [t for s, r, t in net.sent if r == "p1"]
        link = json.loads(sent_by_host[0])["link"]
        before = (guest.views, guest.legal, guest.records(), guest.actors, guest.clock)
        for attempt in attempts:
            if isinstance(attempt, tuple) and attempt[0] != "OUT_OF_TURN":
                attempt = borrowed(attempt, sent_by_host, net.host.match, link, 10**6)
            elif isinstance(attempt, str):
                attempt = fill(attempt, "0123456789abcdef", 10**6, guest.ply)
            out = guest.on_message(attempt)
            assert (guest.views, guest.legal, guest.records(), guest.actors, guest.clock) == before
            assert out.errors or out.messages
        assert guest.views[1] == net.host.match.view(1)


@functools.cache
def _guest_to_move(game_id: str):
    """Two seats of `game_id`, the guest's seat 1 to move after a few seeded moves of the host's seat 0."""
    match = new_peer_match(game_id, 2)
    net = Loopback(HostSession(match, [1]))
    net.join("p1", [1])
    rng = random.Random(3)
    while match.to_move != 1:
        assert not net.local(rng.choice(match.legal_actions())).errors
    link = json.loads(next(t for s, r, t in net.sent if r == "p1"))["link"]
    return match, net, link


lone_surrogate = st.integers(0xD800, 0xDFFF).map(chr)
numbers = itertools.count(10**6)  # each proposal its own sequence number, so none is refused as a replay


@pytest.mark.parametrize("game_id", sorted(list_games()))
@settings(max_examples=25, deadline=None, derandomize=True)
@given(head=st.text(max_size=6), lone=lone_surrogate, tail=st.sampled_from(["", "1b", "-1b", " d4", "a1"]))
def test_a_move_with_a_lone_surrogate_is_refused_in_words_a_page_can_show(game_id, head, lone, tail):
    """Issue 34 (2c): the host's refusal echoes the guest's text, no lone surrogate (JSON carries one)."""
    match, net, link = _guest_to_move(game_id)
    before, action, number = match.to_json(), head + lone + tail, next(numbers)
    out = net.host.on_message("p1", json.dumps({"p": PROTOCOL, "v": 1, "t": "propose", "n": number,
                                                "link": link, "ply": match.ply, "action": action}))
    assert out.errors and "already received" not in out.errors[0] and match.to_json() == before
    for said in out.errors + [text for _, text in out.messages]:
        assert said.encode("utf-8"), said
