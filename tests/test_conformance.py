"""The engine contract, checked by random play over every registered game and each of its option sets.

A new game gets this whole suite for free: games missing from OPTION_SETS are played with their default
options, at every seat count they allow. Two test games from tests/conftest.py ride along, Pig with
chance and High card with hidden cards and no undo, so those paths of the contract are exercised even
before a real game has them.

A game with `hidden_information = True` may provide `secrets(state, seat) -> list[str]`: every string
only `seat` may know (card names, a hidden roll). No other seat's view may then contain one of them.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from conftest import PIG, TEST_GAMES, decisions, play_randomly
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygames import IllegalAction, Match, list_games, load_match
from pygames.core import get_game

OPTION_SETS: dict[str, list[dict[str, Any]]] = {
    "gobblet": [{"size": 3}, {"size": 4}],
    "yacht": [{"joker": "seed"}, {"joker": "forced"}, {"joker": "free"}, {"joker": "none"}],
    PIG.id: [{}, {"target": 12}],
}
PLAYOUTS = 200  # random playouts per case for the cheap checks
DEEP_PLAYOUTS = 12  # playouts per case for the checks made at every step (saves, undo, illegal actions)
FEWER_PLAYOUTS = {"gobblet size=4 2p": (100, 6)}  # (playouts, deep playouts) of the cases that are slow
# Yacht for 3-4 seats runs ~200-260 plies a game, and the deep checks grow with the square of that.
FEWER_PLAYOUTS.update({f"yacht joker={joker} {players}p": (100, 4)
                       for joker in ("seed", "forced", "free", "none") for players in (3, 4)})
MAX_PLIES = 5_000
HYPOTHESIS = settings(max_examples=40, deadline=None,
                      suppress_health_check=[HealthCheck.function_scoped_fixture])

GARBAGE = ["", " ", "\x00", "None", "pass", "-1", "0", "zz99", "a1-b2", "A1B2", "²b2", "٣b2", "🎲",
           "x" * 1000]


@dataclass(frozen=True)
class Case:
    game_id: str
    options: dict[str, Any]
    players: int

    @property
    def id(self) -> str:
        options = " ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return " ".join(filter(None, [self.game_id, options, f"{self.players}p"]))

    def match(self, seed: int) -> Match:
        return Match(get_game(self.game_id), self.players, self.options, seed)

    @property
    def playouts(self) -> int:
        return FEWER_PLAYOUTS.get(self.id, (PLAYOUTS, DEEP_PLAYOUTS))[0]

    @property
    def deep_playouts(self) -> int:
        return FEWER_PLAYOUTS.get(self.id, (PLAYOUTS, DEEP_PLAYOUTS))[1]


def _cases() -> list[Case]:
    games = {game_id: get_game(game_id) for game_id in list_games()}
    games.update((game.id, game) for game in TEST_GAMES)
    cases = []
    for game_id, game in games.items():
        for options in OPTION_SETS.get(game_id) or [game.normalize_options(None)]:
            for players in range(game.min_seats, game.max_seats + 1):
                cases.append(Case(game_id, options, players))
    return cases


CASES = _cases()
each_case = pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])


@pytest.fixture(autouse=True)
def _reference_games(test_games):
    """The test games are registered while these tests run."""


def positions(case: Case, seed: int) -> Iterator[Match]:
    """Yield the match of one seeded random playout at every position, the final one included.

    The consumer may look around (play and undo, save and load) but must leave the match as it found it.
    """
    rng, match = random.Random(seed), case.match(seed)
    while True:
        yield match
        if match.is_over:
            return
        assert match.ply < MAX_PLIES, f"{case.id} seed {seed} did not end within {MAX_PLIES} plies"
        match.play(rng.choice(match.legal_actions()))


def snapshot(match: Match) -> tuple:
    """What a player sees of the current position: move list, whose turn, and every seat's game view."""
    seats = [None, *range(match.players)]
    return match.ply, match.actions, match.to_move, [match.game.view(match.state, s) for s in seats]


def json_round_trip(value: Any) -> Any:
    return json.loads(json.dumps(value, allow_nan=False))


def strings_in(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings_in(key)
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def clone(match: Match) -> Match:
    return load_match(match.to_json())


# -- random play -------------------------------------------------------------------------------------

@each_case
def test_random_playouts_end_with_a_result(case):
    for seed in range(case.playouts):
        match = case.match(seed)
        play_randomly(match, random.Random(seed), MAX_PLIES)
        assert match.is_over and match.to_move is None and match.legal_actions() == []
        scores = match.scores()
        assert len(scores) == case.players and all(isinstance(s, (int, float)) for s in scores)
        assert set(match.winners()) <= set(range(case.players))
        assert match.winners() == sorted(set(match.winners()))
        with pytest.raises(IllegalAction):
            match.play(match.history[-1])


@each_case
def test_legal_actions_are_sorted_unique_strings_and_each_one_plays(case):
    for seed in range(case.deep_playouts):
        for match in positions(case, seed):
            legal = match.legal_actions()
            if match.is_over:
                assert legal == []
                continue
            assert legal, f"{case.id}: seat {match.to_move} has no legal action but the game is not over"
            assert all(isinstance(a, str) and a for a in legal)
            assert legal == sorted(set(legal))
            assert match.to_move in range(case.players) and not match.at_chance
            for action in legal:
                trial = match if match.game.undoable else clone(match)
                before = snapshot(trial)
                trial.play(action)
                assert trial.ply > before[0]
                if trial is match:
                    match.undo()
                    assert snapshot(match) == before


def _bad_actions(match: Match, rng: random.Random, elsewhere: set[str]) -> list[str]:
    legal = match.legal_actions() or ["a"]
    mutations = (lambda a: a + " ", lambda a: " " + a, str.upper, lambda a: a[:-1], lambda a: a * 2,
                 lambda a: "²" + a[1:], lambda a: "٣" + a[1:])
    mutated = [mutate(rng.choice(legal)) for mutate in mutations]
    noise = ["".join(rng.choice("abcdz0123459-_ ²٣é") for _ in range(rng.randint(1, 6))) for _ in range(5)]
    foreign = rng.sample(sorted(elsewhere), min(5, len(elsewhere)))
    return [a for a in GARBAGE + mutated + noise + foreign if a not in legal]


@each_case
def test_an_illegal_action_raises_a_clear_error_and_changes_nothing(case):
    for seed in range(case.deep_playouts):
        rng, elsewhere = random.Random(-seed), set()
        for match in positions(case, seed):
            before = match.to_json()
            for bad in _bad_actions(match, rng, elsewhere) + [None, 3, b"x", ["a"]]:
                with pytest.raises(IllegalAction) as raised:
                    match.play(bad)
                assert isinstance(raised.value, ValueError)
                assert str(raised.value).strip(), f"{case.id}: no message for {bad!r}"
                assert match.to_json() == before, f"{case.id}: {bad!r} changed the match"
            elsewhere.update(match.legal_actions())


@each_case
def test_the_same_seed_gives_the_same_game(case):
    for seed in range(case.deep_playouts):
        first, second = case.match(seed), case.match(seed)
        play_randomly(first, random.Random(seed), MAX_PLIES)
        play_randomly(second, random.Random(seed), MAX_PLIES)
        assert first == second and snapshot(first) == snapshot(second)
        # The seat's choices alone replay the game: chance comes from the seed, not from the move order.
        replayed = case.match(seed)
        for action in decisions(first):
            replayed.play(action)
        assert replayed.history == first.history and replayed == first


# -- saves, views, undo -------------------------------------------------------------------------------

@each_case
def test_a_save_at_every_step_loads_as_an_equal_match(case):
    for seed in range(case.deep_playouts):
        previous = None
        for match in positions(case, seed):
            if previous is not None:
                # A loaded match plays on exactly like the original when it meets the same outcomes.
                for action in match.actions[previous.ply:]:
                    previous.play_chance(action) if previous.at_chance else previous.play(action)
                assert previous == match
            save = match.to_json()
            assert json_round_trip(save) == save
            for loaded in (load_match(save), load_match(json.dumps(save))):
                assert loaded == match
                assert snapshot(loaded) == snapshot(match)
                assert loaded.legal_actions() == match.legal_actions()
                assert loaded.view(0) == match.view(0)
            previous = load_match(save, auto_chance=False)


@each_case
def test_views_are_json_and_hold_no_other_seats_secret(case):
    game = get_game(case.game_id)
    hidden = getattr(game, "hidden_information", False)
    secrets = getattr(game, "secrets", None)
    views_differ = False
    for seed in range(case.deep_playouts):
        for match in positions(case, seed):
            views = {}
            for seat in [None, *range(case.players)]:
                view = match.view(seat)
                assert isinstance(view, dict) and json_round_trip(view) == view, f"{case.id}: view not JSON"
                assert view["seat"] == seat and view["ply"] == match.ply and view["game"] == case.game_id
                views[seat] = {k: v for k, v in view.items() if k != "seat"}
                if secrets is not None:
                    own = set(secrets(match.state, seat)) if seat is not None else set()
                    others = {x for s in range(case.players) if s != seat for x in secrets(match.state, s)}
                    leaked = (others - own) & set(strings_in(view))
                    assert not leaked, f"{case.id}: seat {seat} sees {sorted(leaked)}"
            seat_views = [views[s] for s in range(case.players)]
            views_differ |= any(v != seat_views[0] for v in seat_views)
    if hidden and case.players > 1:
        assert views_differ, f"{case.id} has hidden information but every seat sees the same"


@each_case
def test_undo_then_redo_returns_to_an_equal_match(case):
    if not get_game(case.game_id).undoable:
        match = case.match(0)
        play_randomly(match, random.Random(0), MAX_PLIES)
        with pytest.raises(IllegalAction):
            match.undo()
        return
    for seed in range(case.deep_playouts):
        match = case.match(seed)
        with pytest.raises(IllegalAction):
            match.undo()
        for match in positions(case, seed):
            if match.can_undo:
                before = match.to_json()
                match.undo()
                assert match.ply < before["ply"] and match.can_redo
                match.redo()
                assert match.to_json() == before
        final, start = match.to_json(), snapshot(case.match(seed))
        while match.can_undo:
            match.undo()
        assert snapshot(match) == start and match.history == final["actions"]
        while match.can_redo:
            match.redo()
        assert match.to_json() == final


# -- properties over any sequence of moves ---------------------------------------------------------------

def _play_by_index(match: Match, index: int) -> None:
    legal = match.legal_actions()
    match.play(legal[index % len(legal)])


@each_case
@HYPOTHESIS
@given(choices=st.lists(st.integers(0, 10_000), max_size=60))
def test_any_sequence_of_moves_round_trips_through_a_save(case, choices):
    match = case.match(7)
    for index in choices:
        if match.is_over:
            break
        _play_by_index(match, index)
    loaded = load_match(json.dumps(match.to_json()))
    assert loaded == match and snapshot(loaded) == snapshot(match)


OPS = st.lists(st.tuples(st.sampled_from(["play", "play", "undo", "redo"]), st.integers(0, 10_000)),
               max_size=50)


@each_case
@HYPOTHESIS
@given(ops=OPS)
def test_undo_after_play_restores_the_position_and_a_new_move_drops_the_redo_tail(case, ops):
    match = case.match(11)
    undoable = match.game.undoable
    for op, index in ops:
        if op == "play":
            if match.is_over:
                with pytest.raises(IllegalAction):
                    match.play(match.history[-1])
                continue
            before = snapshot(match)
            _play_by_index(match, index)
            after = snapshot(match)
            assert not match.can_redo and match.history == match.actions  # the redo tail is gone
            if undoable:
                match.undo()
                assert snapshot(match) == before  # `history` still holds the move: compare what is seen
                match.redo()
                assert snapshot(match) == after
        elif op == "undo" and undoable and match.can_undo:
            match.undo()
        elif op == "redo" and match.can_redo:
            match.redo()
        else:
            with pytest.raises(IllegalAction):
                match.undo() if op == "undo" else match.redo()
        assert load_match(match.to_json()) == match
