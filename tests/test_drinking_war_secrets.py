"""Drinking War's secrets, issue 20 item 8: a Satellite shows a hand at one moment; a Tornade that then
moves that hand does not let the spy (or its computer player) see the seat's new hand."""

from __future__ import annotations

import random

from kit import ScriptedMatch

from pygames.core.sight import sight_of
from pygames.games.drinking_war import DrinkingWar

G = DrinkingWar()
DEAL = ["satellite", "+4", "bomb", "tornado", "-3", "sleep", "+2", "-1", "x2"]


def satellite_then_tornado() -> ScriptedMatch:
    """The issue's repro: 3 seats, pack 2; seat 0 draws +6, watches seat 1, then swaps seats 1 and 2."""
    match = ScriptedMatch("drinking-war", 3, DEAL + ["+6"], {"pack": 2})
    for action in ("draw", "power satellite 1", "power tornado 1 2"):
        match.play(action, 0)
    return match


def test_a_satellite_peek_does_not_follow_the_watched_seat_after_a_tornade() -> None:
    match = satellite_then_tornado()
    assert match.state.hands[1] == ("bomb", "sleep", "x2")  # seat 2's old hand, never seen by seat 0
    peek = match.view(0)["peek"]
    assert peek["seat"] == 1 and peek["swapped"] is True
    assert [c["card"] for c in peek["hand"]] == ["+4", "-1", "-3"]  # what the satellite showed


def test_a_satellite_peek_before_any_tornade_shows_the_watched_hand() -> None:
    match = ScriptedMatch("drinking-war", 3, DEAL + ["+6"], {"pack": 2})
    match.play("draw", 0)
    match.play("power satellite 1", 0)
    peek = match.view(0)["peek"]
    assert [c["card"] for c in peek["hand"]] == ["+4", "-1", "-3"] and peek["swapped"] is False


def test_the_computer_player_does_not_keep_the_swapped_hand_fixed() -> None:
    """sample_hidden deals seat 1's new hand again: the spy never saw it."""
    match = satellite_then_tornado()
    rng = random.Random(4)
    hands = {G.sample_hidden(match.state, 0, rng).hands[1] for _ in range(40)}
    assert len(hands) > 1, "seat 1's new hand stays fixed in every sample: the computer cheats"
    assert all(G.view(G.sample_hidden(match.state, 0, rng), 0) == G.view(match.state, 0) for _ in range(10))


def test_piratage_cannot_choose_from_a_hand_the_tornade_brought() -> None:
    """Stars allowing (a state built for it), Piratage on the swapped seat takes a random card."""
    from dataclasses import replace
    s = satellite_then_tornado().state
    s = replace(s, hands=(s.hands[0] + ("hack",),) + s.hands[1:], stars=0)
    hacks = [a for a in G.legal_actions(s, 0) if a.startswith("power hack 1")]
    assert hacks == ["power hack 1"]


def test_the_swapped_hand_reaches_no_ai_input() -> None:
    match = satellite_then_tornado()
    sight = sight_of(match, 0).to_json()
    assert "bomb" not in str(sight["view"]["peek"]) and "x2" not in str(sight["view"]["peek"])
