"""Views keep the match's facts apart from the game's: no game's view uses a key of MatchFacts (so
nothing a game says is overwritten on its way to the page), and Match.view refuses one that does."""

from __future__ import annotations

import random
import sys
from types import UnionType
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

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
            views += [dict(game.view(match.state, viewer)) for viewer in (*range(match.seat_count), None)]
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


def declared_view(game_id: str) -> Any:
    """The TypedDict a game's `view` says it returns."""
    game = get_game(game_id)
    return get_type_hints(type(game).view, vars(sys.modules[type(game).__module__]))["return"]


def misfits(value: Any, hint: Any, where: str = "view") -> list[str]:
    """Where `value` does not have the type `hint` (TypedDicts, lists, dicts, unions, literals of JSON)."""
    if is_typeddict(hint):
        if not isinstance(value, dict):
            return [f"{where} is {type(value).__name__}, not a {hint.__name__}"]
        hints = get_type_hints(hint)
        if not hint.__required_keys__ <= value.keys() <= hints.keys():
            return [f"{where} has keys {sorted(value.keys() - hints.keys())} undeclared and "
                    f"{sorted(hint.__required_keys__ - value.keys())} missing ({hint.__name__})"]
        return [m for key, item in value.items() for m in misfits(item, hints[key], f"{where}[{key!r}]")]
    origin, args = get_origin(hint), get_args(hint)
    if hint is Any:
        return []
    if origin in (Union, UnionType):
        fits = [misfits(value, arm, where) for arm in args]
        return [] if any(not found for found in fits) else min(fits, key=len)
    if origin is list:
        if not isinstance(value, list):
            return [f"{where} is {type(value).__name__}, not a list"]
        return [m for i, item in enumerate(value) for m in misfits(item, args[0], f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where} is {type(value).__name__}, not a dict"]
        return [m for key, item in value.items() for m in misfits(item, args[1], f"{where}[{key!r}]")]
    if hint is type(None):
        return [] if value is None else [f"{where} is {value!r}, not None"]
    if hint is float:
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        return [] if number else [f"{where} is {value!r}, not a number"]
    if hint is int and isinstance(value, bool):
        return [f"{where} is a bool, not an int"]
    return [] if isinstance(value, hint) else [f"{where} is {value!r}, not {hint.__name__}"]


@pytest.mark.parametrize("game_id", sorted(list_games()))
def test_every_game_declares_its_whole_view_as_a_typed_dict_apart_from_the_match(game_id: str) -> None:
    declared = declared_view(game_id)
    assert is_typeddict(declared), f"{game_id}'s view returns {declared}, not a TypedDict"
    assert not MATCH_KEYS & get_type_hints(declared).keys()
    for view in game_views(game_id):
        assert not misfits(view, declared), misfits(view, declared)[:3]


def test_a_war_of_lights_spin_reaches_the_page_with_no_seat_to_move() -> None:
    # The match says who moves; the game's view once said "to_move": -1 for a spin, which the match's
    # None replaced on its way to the page. Now the page reads one value, the match's, as the view says.
    match = Match(get_game("war-of-lights"), 2, None, seed=3, auto_chance=False)
    match.play_chance("gimel")  # the spin-off: seat 0 starts
    match.play_chance("shin")
    match.play("1a-2a", 0)  # onto seat 1's gelt: an attack, so the dreidel spins
    view = match.view(0)
    assert view["phase"] == "spin" and match.at_chance
    assert view["to_move"] is None and view["actors"] == []
