"""Views keep the match's facts apart from the game's: no game's view uses a key of MatchFacts (so
nothing a game says is overwritten on its way to the page), and Match.view refuses one that does."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pygames.core.game import get_game, list_games
from pygames.core.match import Match
from pygames.core.views import MATCH_KEYS

STEPS = 60  # per game and variant: enough to pass a chance node, a capture and most phases


def game_views(game_id: str) -> list[dict[str, Any]]:
    """The game's own views (before the match adds its facts) for every seat along seeded random play."""
    game = get_game(game_id)
    rng = random.Random(game_id)
    views = []
    for options in game.variants():
        match = biggest_match(game, options, rng.randrange(1 << 30))
        for _ in range(STEPS):
            views += [dict(game.view(match.state, viewer)) for viewer in (*range(match.players), None)]
            if match.is_over or not match.actors:
                break
            seat = match.actors[0]
            match.play(rng.choice(match.legal_actions(seat)), seat)
    return views


def biggest_match(game: Any, options: dict[str, Any], seed: int) -> Match:
    """A match of `options` with as many seats as they allow (a pack may hold fewer than the game)."""
    for seats in range(game.max_seats, game.min_seats - 1, -1):
        try:
            return Match(game, seats, options, seed=seed)
        except ValueError:
            continue
    raise AssertionError(f"no seat count fits {options}")


@pytest.mark.parametrize("game_id", sorted(list_games()))
def test_no_game_view_uses_a_key_of_the_match(game_id: str) -> None:
    for view in game_views(game_id):
        assert not MATCH_KEYS & view.keys(), f"{game_id}'s view says {sorted(MATCH_KEYS & view.keys())}"


def test_the_match_refuses_a_view_that_would_lose_a_game_key() -> None:
    game = get_game("gobblet")
    match = Match(game, 2, None, seed=1)

    class Clashing(type(game)):  # type: ignore[misc]
        def view(self, state: Any, viewer: int | None) -> dict[str, Any]:
            return {**super().view(state, viewer), "to_move": -1}

    match.game = Clashing()
    with pytest.raises(ValueError, match="to_move"):
        match.view(0)


def test_the_match_adds_every_fact_beside_the_game_keys() -> None:
    match = Match(get_game("gobblet"), 2, None, seed=1)
    view = match.view(0)
    assert MATCH_KEYS <= view.keys()
    assert {"squares", "reserves", "turn"} <= view.keys()
