"""Fair chance over the link: commit-reveal draws, pauses, and games that keep secrets."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pygames.core.game as core_game
from pygames.core import CHANCE, Game, Match, chance
from pygames.net import (
    ERROR,
    HOST,
    PAUSED,
    HostSession,
    commitment,
    fair_outcome,
    new_peer_match,
    new_secret,
    restore_match,
)
from pygames.net.fair import shared_seed
from pygames.net.loopback import Loopback
from pygames.net.wire import encode

D6 = [(str(face), 1 / 6) for face in range(1, 7)]


@dataclass(frozen=True)
class Roll:
    turn: int
    totals: tuple[int, ...]
    roll: int | None  # None: the die is to be rolled
    turns_left: int


class Dice(Game):
    """Roll a die, then keep it (add it to your total) or toss it; most points after two turns each wins."""

    id = "test-net-dice"
    title = "Test dice"
    min_seats, max_seats = 2, 7

    def initial_state(self, seats, options):
        return Roll(0, (0,) * seats, None, 2 * seats)

    def to_move(self, state):
        return None if state.turns_left == 0 else CHANCE if state.roll is None else state.turn

    def legal_actions(self, state, seat=None):
        if seat not in (None, self.to_move(state)):
            return []
        return [face for face, _ in D6] if state.roll is None else ["keep", "toss"]

    def apply(self, state, action, seat=None):
        if state.roll is None:
            return replace(state, roll=int(action))
        totals = list(state.totals)
        totals[state.turn] += state.roll if action == "keep" else 0
        return Roll((state.turn + 1) % len(totals), tuple(totals), None, state.turns_left - 1)

    def chance_outcomes(self, state):
        return D6

    def scores(self, state):
        # Final scores only: Match.view shows scores to every seat, and the hidden variant hides totals.
        return [float(t) for t in state.totals] if state.turns_left == 0 else [0.0] * len(state.totals)

    def winners(self, state):
        best = max(state.totals)
        return [seat for seat, total in enumerate(state.totals) if total == best]

    def view(self, state, seat):
        return {"totals": list(state.totals), "roll": state.roll, **self.public_result(state)}


class HiddenDice(Dice):
    """The same, but each player sees only their own total and their own roll."""

    id = "test-net-hidden-dice"
    hidden_information = True

    def view(self, state, seat):
        return {"totals": [t if i == seat else None for i, t in enumerate(state.totals)],
                "roll": state.roll if seat == state.turn else None, **self.public_result(state)}


@pytest.fixture(scope="module", autouse=True)
def dice_games():
    """Register the test games for this module only (so other modules' sweeps never meet them)."""
    with pytest.MonkeyPatch.context() as patch:
        for game in (Dice(), HiddenDice()):
            patch.setitem(core_game._REGISTRY, game.id, game)
        yield


def messages(net: Loopback, kind: str, receiver: str | None = None) -> list[dict]:
    return [json.loads(t) for s, r, t in net.sent
            if json.loads(t)["t"] == kind and (receiver is None or r == receiver)]


def play_out(net: Loopback, match: Match, rng: random.Random) -> None:
    """Play a whole game: each seat's move from its own browser; rolls happen by themselves."""
    owner = {seat: peer for peer, seats in net.host.peers.items() for seat in seats}
    while not match.is_over:
        assert not match.at_chance, "a roll was left unfinished"
        action = rng.choice(match.legal_actions())
        seat = match.to_move
        out = net.guest_plays(owner[seat], action) if seat in owner else net.local(action)
        assert not out.errors


def dice_link(game_id: str = "test-net-dice", seats: int = 2, tap=None) -> tuple[Match, Loopback]:
    match = new_peer_match(game_id, seats)
    net = Loopback(HostSession(match), tap)
    for seat in range(1, seats):
        net.join(f"p{seat}", [seat])
    return match, net


def drop(kind: str, sender: str | None = None):
    """A tap that keeps (instead of delivering) the messages of `kind`."""
    kept = []

    def tap(s, r, text):
        if json.loads(text)["t"] == kind and (sender is None or s == sender):
            kept.append((s, r, text))
            return None
        return text
    tap.kept = kept
    return tap


# -- the draw itself -----------------------------------------------------------------------------------
def test_the_outcome_depends_on_every_secret():
    host, guest = new_secret(), new_secret()
    by_guest = {fair_outcome(D6, [host, new_secret()], "ab" * 8, 3) for _ in range(60)}
    by_host = {fair_outcome(D6, [new_secret(), guest], "ab" * 8, 3) for _ in range(60)}
    assert len(by_guest) > 1 and len(by_host) > 1


def test_the_outcome_is_the_cores_draw_seeded_by_all_secrets_whatever_their_order():
    secrets = [new_secret() for _ in range(3)]
    expected = chance.draw(D6, shared_seed(secrets, "cd" * 8, 5), 5)
    assert fair_outcome(D6, secrets, "cd" * 8, 5) == fair_outcome(D6, secrets[::-1], "cd" * 8, 5) == expected


def test_a_whole_dice_game_is_rolled_fairly_and_ends_the_same_on_both_sides():
    match, net = dice_link()
    play_out(net, match, random.Random(1))
    guest = net.guests["p1"]
    assert guest.match == match and guest.match.winners() == match.winners()
    rolls = messages(net, "chance", "p1")
    assert len(rolls) == 4
    for roll in rolls:  # each follows from the host's and the guest's secrets, which open their commitments
        assert set(roll["reveals"]) == {HOST, link_of(net, "p1")}
        assert all(commitment(roll["reveals"][p]) == roll["commits"][p] for p in roll["reveals"])
        assert match.history[roll["ply"]] == roll["outcome"] == fair_outcome(
            D6, roll["reveals"].values(), match.meta["match_id"], roll["ply"])


def test_with_several_guests_every_roll_takes_a_secret_from_each():
    match, net = dice_link(seats=4)
    play_out(net, match, random.Random(2))
    for peer in ("p1", "p2", "p3"):
        assert net.guests[peer].match == match
    # The first roll was made as soon as p1 linked; every roll after p3 linked took all four secrets.
    assert all(len(roll["reveals"]) == 4 for roll in messages(net, "chance", "p3"))
    assert len(messages(net, "chance", "p3")) == 7


def test_the_host_reveals_its_secret_only_after_every_guest_has_revealed():
    match, net = dice_link()
    roll = messages(net, "chance", "p1")[0]
    host_secret = roll["reveals"][HOST]
    sent = [(s, json.loads(t)["t"], t) for s, r, t in net.sent]
    first_reveal = next(i for i, (s, kind, _) in enumerate(sent) if kind == "reveal")
    assert not any(host_secret in text for _, _, text in sent[: first_reveal + 1])


def test_a_peer_match_is_not_rolled_by_the_host_alone():
    match = new_peer_match("test-net-dice", 2)
    host = HostSession(match)
    assert match.at_chance and match.history == []
    out = host.propose_local("keep")
    assert out.errors and match.at_chance
    out = host.on_timeout("p1")
    assert match.at_chance and match.history == []


def test_a_secret_cannot_change_after_its_commitment():
    tap = drop("reveal")
    match, net = dice_link(tap=tap)
    assert match.at_chance and len(tap.kept) == 1
    honest = json.loads(tap.kept[0][2])
    forged = encode("reveal", honest["n"], link=honest["link"], ply=honest["ply"], secret=new_secret())
    out = net.host.on_message("p1", forged)
    assert "does not match your commitment" in out.errors[0]
    assert match.at_chance and match.history == []
    out = net.host.on_message("p1", tap.kept[0][2])
    assert not out.errors and not match.at_chance


def test_a_commitment_cannot_change():
    tap = drop("reveal")
    match, net = dice_link(tap=tap)
    commit = next(json.loads(t) for s, r, t in net.sent if s == "p1" and json.loads(t)["t"] == "commit")
    other = encode("commit", 1000, link=commit["link"], ply=0, commit=commitment(new_secret()))
    out = net.host.on_message("p1", other)
    assert "cannot change" in out.errors[0]


def test_a_guest_that_does_not_reveal_pauses_the_game_and_the_host_cannot_force_the_roll():
    tap = drop("reveal")
    match, net = dice_link(tap=tap)
    assert net.host.awaited() == ["p1"]
    out = net.host.on_timeout("p1")
    kind, text = out.events[0]
    assert kind == PAUSED and "did not reveal" in text and "paused" in text
    assert match.at_chance and match.history == []
    assert net.host.propose_local("keep").errors and match.at_chance
    out = net.host.on_message("p1", tap.kept[0][2])  # the late reveal: the roll goes on
    assert not match.at_chance and "goes on" in out.events[0][1]


def test_a_guest_that_leaves_mid_roll_pauses_it_and_a_new_link_rolls_afresh():
    tap = drop("reveal")
    match, net = dice_link(tap=tap)
    net.close("p1")
    assert PAUSED in [kind for kind, _ in net.events[HOST]] and match.at_chance
    net.tap = None
    guest = net.join("p2", [1])
    assert not match.at_chance and guest.match == match
    assert len(messages(net, "commit", "p2")) == 1


def test_a_guest_whose_host_does_not_finish_the_roll_reports_the_pause():
    match, net = dice_link(tap=drop("chance"))
    guest = net.guests["p1"]
    kind, text = guest.on_timeout().events[0]
    assert kind == PAUSED and "paused" in text
    assert guest.match.at_chance and guest.propose("keep").errors


def test_a_guest_refuses_a_roll_that_does_not_follow_from_the_secrets():
    def cheat(sender, receiver, text):
        message = json.loads(text)
        if message["t"] == "chance":
            message["outcome"] = "6" if message["outcome"] != "6" else "1"
            return json.dumps(message)
        return text

    match, net = dice_link(tap=cheat)
    guest = net.guests["p1"]
    assert "does not follow" in guest_errors(net)[0]
    assert guest.match.at_chance and guest.match.history == []


def test_a_guest_refuses_to_redo_a_roll_it_has_revealed_its_share_of():
    tap = drop("chance")
    match, net = dice_link(tap=tap)
    guest = net.guests["p1"]
    parties = messages(net, "commit", "p1")[0]["parties"]
    redo = encode("commit", 10**6, ply=0, commit=commitment(new_secret()), parties=parties)
    out = guest.on_message(redo)
    assert "never made twice" in out.errors[0] and not out.messages


def test_restoring_a_save_that_waits_on_a_roll_does_not_roll_from_the_seed():
    match = new_peer_match("test-net-dice", 2)
    restored = restore_match(match.to_json())
    assert restored.at_chance and restored == match


def test_a_link_holds_at_most_five_guests():
    host = HostSession(new_peer_match("test-net-dice", 7))
    for seat in range(1, 6):
        assert not host.connect(f"p{seat}", [seat]).errors
    assert "at most 5" in host.connect("p6", [6]).errors[0]


# -- games with secrets --------------------------------------------------------------------------------
def test_a_guest_never_receives_another_seats_secrets():
    match, net = dice_link("test-net-hidden-dice")
    play_out(net, match, random.Random(3))
    to_guest = [json.loads(t) for s, r, t in net.sent if r == "p1"]
    assert {m["t"] for m in to_guest} <= {"hello", "state", "commit", "commits"}
    for message in to_guest:
        assert "save" not in message and "reveals" not in message
        if "views" in message:
            assert set(message["views"]) == {"1"}
            view = message["views"]["1"]
            assert view["totals"][0] is None
            assert view["roll"] is None or view["to_move"] == 1
    guest = net.guests["p1"]
    assert guest.match is None and guest.options == {} and guest.view()["winners"] == match.winners()
    assert guest.view()["totals"][1] == match.state.totals[1]


def test_a_guest_of_a_game_with_secrets_plays_from_its_views():
    match, net = dice_link("test-net-hidden-dice")
    guest = net.guests["p1"]
    net.local("keep")
    assert guest.to_move == 1  # seat 1's die was rolled fairly as soon as seat 0 moved
    assert guest.legal_actions() == ["keep", "toss"] and guest.view()["roll"] == match.state.roll
    assert not net.guest_plays("p1", "toss").errors and match.ply == 5  # the toss, then seat 0's roll


# -- hostile messages in the middle of a roll ----------------------------------------------------------
def link_of(net: Loopback, peer: str) -> str:
    return next(m["link"] for m in messages(net, "hello", peer))


def guest_errors(net: Loopback, peer: str = "p1") -> list[str]:
    return [text for kind, text in net.events[peer] if kind == ERROR]


junk = st.one_of(st.none(), st.booleans(), st.integers(-3, 10**20), st.text(max_size=70),
                 st.just("0" * 64), st.sampled_from(["LINK", "SECRET", "COMMIT"]))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.fixed_dictionaries(
    {"t": st.sampled_from(["commit", "reveal", "propose", "resync"]), "n": st.integers(-1, 60)},
    optional={"link": junk, "ply": st.integers(-1, 3) | junk, "commit": junk, "secret": junk,
              "action": junk}),
    min_size=1, max_size=12))
def test_hostile_messages_during_a_roll_change_nothing_and_never_raise(attempts):
    tap = drop("reveal")
    match, net = dice_link(tap=tap)
    honest = json.loads(tap.kept[0][2])
    before = match.to_json()
    for attempt in attempts:
        real = {"LINK": honest["link"], "SECRET": new_secret(), "COMMIT": commitment(new_secret())}
        fields = {k: real.get(v, v) if isinstance(v, str) else v
                  for k, v in attempt.items() if k not in ("t", "n")}
        text = json.dumps({"p": "pygames-peer", "v": 1, "t": attempt["t"], "n": attempt["n"], **fields})
        out = net.host.on_message("p1", text)
        assert match.to_json() == before
        # Only a well-formed resync is answered with something else than a refusal: the save and the roll.
        assert out.errors or {json.loads(t)["t"] for _, t in out.messages} <= {"sync", "commit", "commits"}
    out = net.host.on_message("p1", tap.kept[0][2])  # the honest reveal still finishes the roll
    assert match.history or out.errors  # refused only if a hostile resync took a higher number first
