"""Drinking computer players: registered in order and always legal (hard > easy is left to the bench)."""

from __future__ import annotations

from pygames import new_match
from pygames.ai import choose_action, levels
from pygames.games.drinking.ai import _scored


def test_levels_are_easy_then_hard() -> None:
    assert levels("drinking")[:2] == ["easy", "hard"]


def test_both_levels_play_only_legal_actions_to_the_end() -> None:
    wins = {"hard": 0.0, "easy": 0.0}
    for number in range(2):
        seat_levels = ("hard", "easy") if number % 2 == 0 else ("easy", "hard")
        match = new_match("drinking", 2, {"target": 300}, seed=number)
        game = match.game
        while game.actors(match.state):
            seat = game.actors(match.state)[0]
            action = choose_action(match, seat, seat_levels[seat], seed=number)
            assert action in game.legal_actions(match.state, seat)
            match.play(action, seat)
        for w in game.winners(match.state):
            wins[seat_levels[w]] += 1 / len(game.winners(match.state))
    assert sum(wins.values()) == 2


def test_computer_players_never_choose_the_hourglass_timeout() -> None:
    for level in ("easy", "hard"):
        match = new_match("drinking", 2, {"hourglass": 10, "choices": 1}, seed=4)
        for _ in range(30):
            if match.is_over:
                break
            seat = match.actors[0]
            assert "time" in match.legal_actions(seat)
            assert "time" not in {action for _, action, _ in _scored(match.state, seat)}  # never weighed
            action = choose_action(match, seat, level, seed=1)
            assert action != "time"
            match.play(action, seat)
