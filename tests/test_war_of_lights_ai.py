"""Computer players of War of Lights: legal, quick, and hard beats easy."""

from __future__ import annotations

import random

import pytest

from pygames import new_match
from pygames.ai import choose_action, levels
from pygames.games.war_of_lights import EMPTY, State
from pygames.games.war_of_lights import WAR_OF_LIGHTS as G
from pygames.games.war_of_lights.ai import best_of


def test_levels_registered_easy_then_hard() -> None:
    assert levels("war-of-lights")[:2] == ["easy", "hard"]


@pytest.mark.parametrize("seats", [2, 6])
def test_players_choose_legal_actions(seats: int) -> None:
    # How long a choice takes is bench/war_of_lights_tournament.py's figure, not a unit test's bound.
    m = new_match("war-of-lights", seats, seed=3)
    for i in range(60):
        if m.is_over:
            break
        seat = m.to_move
        a = choose_action(m, seat, "hard" if i % 2 else "easy", seed=i)
        assert a in m.game.legal_actions(m.state, seat)
        m.play(a, seat)


def test_hard_beats_easy_in_a_small_sample() -> None:
    wins = 0
    for g in range(6):
        lv = ("hard", "easy") if g % 2 == 0 else ("easy", "hard")
        m = new_match("war-of-lights", 2, seed=100 + g)
        while not m.is_over:
            s = m.to_move
            m.play(choose_action(m, s, lv[s], seed=g * 1000 + m.ply), s)
        w = m.winners()
        wins += len(w) == 1 and lv[w[0]] == "hard"
    assert wins >= 4


def test_hard_stakes_on_a_risky_spawn_the_gelt_whose_loss_keeps_a_safe_spawn() -> None:
    # Blue has gelt on b, d and h round an empty spawn point: losing d on shin keeps the b/h pair, so a
    # later safe spawn stays possible; losing b or h would not.
    state = State(2, tuple(EMPTY if ch == "." else int(ch) for ch in ".0.0...0." + "111111111"), 9,
                  "turn", 0)
    risks = [a for a in G.legal_actions(state, 0) if a.startswith("risk")]
    assert risks == ["risk 1b", "risk 1d", "risk 1h"]
    assert {best_of(state, 0, risks, random.Random(seed)) for seed in range(5)} == {"risk 1d"}
