"""The engine contract, checked by random play over every registered game and each of its option sets.

A new game gets this whole suite for free: each option set of its `variants()` is played at every seat
count it allows. Two test games from tests/conftest.py ride along, Pig with chance and High card with
hidden cards and no undo, so those paths of the contract are exercised even before a real game has them.

The suite samples under a budget instead of trying everything: a case plays about PLY_BUDGET plies of
random playouts (so a long game gets fewer playouts, never fewer than MIN_PLAYOUTS), and the checks
made at a position (every actor's legal actions, illegal actions, saves, views, undo) run at
DEEP_POSITIONS sampled positions of DEEP_PLAYOUTS playouts, trying at most ACTION_SAMPLE legal actions
there. Every sample is seeded, so a failure repeats.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from conftest import TEST_GAMES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kit import Steps, decisions, fork, leaked_to, play_randomly, playout, random_step
from kit import positions as sampled_positions

from pygames import IllegalAction, Match, list_games, load_match
from pygames.core import CHANCE, get_game

PLY_BUDGET = 1_500  # plies of random play per case for the cheap checks
MIN_PLAYOUTS, MAX_PLAYOUTS = 8, 150
DEEP_PLAYOUTS = 4  # playouts per case whose sampled positions get the checks made at a position
DEEP_POSITIONS = 8  # sampled positions per deep playout (the first and the last come on top)
ACTION_SAMPLE = 6  # legal actions tried per seat at a sampled position (the first and last among them)
MAX_PLIES = 5_000
HYPOTHESIS = settings(max_examples=15, deadline=None, derandomize=True,
                      suppress_health_check=[HealthCheck.function_scoped_fixture])

GARBAGE = ["", " ", "\x00", "None", "pass", "-1", "0", "zz99", "a1-b2", "A1B2", "²b2", "٣b2", "🎲",
           "x" * 1000]


@dataclass(frozen=True)
class Case:
    game_id: str
    options: tuple[tuple[str, Any], ...]
    seat_count: int

    @property
    def id(self) -> str:
        options = " ".join(f"{k}={v}" for k, v in self.options)
        return " ".join(filter(None, [self.game_id, options, f"{self.seat_count}p"]))

    def match(self, seed: int) -> Match:
        return Match(get_game(self.game_id), self.seat_count, dict(self.options), seed)

    @functools.cached_property
    def playouts(self) -> int:
        """As many playouts as fit PLY_BUDGET, judged by the first one's length."""
        first = self.match(0)
        play_randomly(first, random.Random(0), MAX_PLIES)
        return max(MIN_PLAYOUTS, min(MAX_PLAYOUTS, PLY_BUDGET // max(1, first.ply)))

    def positions(self, seed: int) -> Iterator[Match]:
        return sampled_positions(self.match, seed, DEEP_POSITIONS, _playout(self, seed))


@functools.cache
def _playout(case: Case, seed: int) -> tuple[Steps, int]:
    """One seeded playout of `case`, played once for every check that samples its positions."""
    return playout(case.match, seed)


@functools.cache
def _end_of(case: Case, seed: int) -> Match:
    """The match at the end of `_playout(case, seed)`, its steps replayed without choosing."""
    match = case.match(seed)
    for seat, action in _playout(case, seed)[0]:
        match.play(action, seat)
    return match


@functools.cache
def _lines_of(case: Case, seed: int, reader: int | None) -> tuple:
    """`reader`'s move list at the end of `_playout(case, seed)`, made once for every check that reads it."""
    return tuple(_end_of(case, seed).records(reader))


def _lines_before(case: Case, seed: int, reader: int | None, ply: int) -> list:
    """`reader`'s lines of the moves played before `ply` in `_playout(case, seed)` (a line never changes)."""
    return [line for line in _lines_of(case, seed, reader) if line[0] < ply]


GAMES = {game_id: get_game(game_id) for game_id in list_games()} | {game.id: game for game in TEST_GAMES}


def _has_chance(case: Case) -> bool:
    game = GAMES[case.game_id]
    match = Match(game, case.seat_count, dict(case.options), seed=0)
    play_randomly(match, random.Random(0), MAX_PLIES)
    return CHANCE in match.history_seats


def _cases() -> list[Case]:
    cases = []
    for game_id, game in GAMES.items():
        for options in game.variants():
            options = game.normalize_options(options)
            for seat_count in range(game.min_seats, game.max_seats + 1):
                try:
                    game.initial_state(seat_count, options)
                except ValueError:  # this option set is not for that many seats (a small pack)
                    continue
                cases.append(Case(game_id, tuple(sorted(options.items())), seat_count))
    return cases


CASES = _cases()
each_case = pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
SECRET_CASES = [case for case in CASES if GAMES[case.game_id].hidden_information]
# The chance checks need undo and several draws: one case per game (two seats if it can) that has chance.
CHANCE_CASES = []
for _game_id, _game in GAMES.items():
    _pick = min((c for c in CASES if c.game_id == _game_id), key=lambda c: (c.seat_count != 2, c.seat_count))
    if _game.undoable and _has_chance(_pick):
        CHANCE_CASES.append(_pick)


@pytest.fixture(autouse=True)
def _reference_games(test_games):
    """The test games are registered while these tests run."""


def snapshot(match: Match) -> tuple:
    """What a player sees of the current position: move list, who acts, and every seat's game view."""
    seats = [None, *range(match.seat_count)]
    return match.ply, match.actions, match.actors, [match.game.view(match.state, s) for s in seats]


def json_round_trip(value: Any) -> Any:
    return json.loads(json.dumps(value, allow_nan=False))


def some(actions: list[str], rng: random.Random) -> list[str]:
    """At most ACTION_SAMPLE of `actions`: the first, the last and a random sample between."""
    if len(actions) <= ACTION_SAMPLE:
        return actions
    return [actions[0], *rng.sample(actions[1:-1], ACTION_SAMPLE - 2), actions[-1]]


# -- random play -------------------------------------------------------------------------------------

@each_case
def test_random_playouts_keep_legal_actions_sorted_and_end_with_a_result(case):
    """The contract's "sorted action strings" at every state of every playout, not only at the sampled
    ones: an order that breaks in one rare phase (a fallen seat choosing whom to join) shows up nowhere
    else. Then each playout ends with a result."""
    game = GAMES[case.game_id]
    for seed in range(case.playouts):
        match, rng = case.match(seed), random.Random(seed)
        while True:
            for seat in range(case.seat_count):
                legal = game.legal_actions(match.state, seat)
                assert legal == sorted(set(legal)), f"{case.id} seed {seed} ply {match.ply} seat {seat}"
            if match.is_over:
                break
            assert match.ply < MAX_PLIES, f"{case.id} did not end within {MAX_PLIES} plies"
            random_step(match, rng)
        assert match.is_over and match.actors == () and match.to_move is None
        assert match.legal_actions() == []
        assert all(match.legal_actions(s) == [] for s in range(case.seat_count))
        scores = match.scores()
        assert len(scores) == case.seat_count and all(isinstance(s, (int, float)) for s in scores)
        assert set(match.winners()) <= set(range(case.seat_count))
        assert match.winners() == sorted(set(match.winners()))
        with pytest.raises(IllegalAction):
            match.play(match.history[-1])


@each_case
def test_every_actor_has_sorted_unique_legal_actions_and_each_one_plays(case):
    for seed in range(DEEP_PLAYOUTS):
        rng = random.Random(seed)
        for match in case.positions(seed):
            if match.is_over:
                assert match.legal_actions() == []
                continue
            assert match.actors and not match.at_chance
            assert set(match.actors) <= set(range(case.seat_count))
            assert list(match.actors) == sorted(set(match.actors))
            for seat in range(case.seat_count):
                if seat not in match.actors:
                    assert match.legal_actions(seat) == [], f"{case.id}: idle seat {seat} has moves"
            for seat in match.actors:
                legal = match.legal_actions(seat)
                assert legal, f"{case.id}: seat {seat} may act but has no legal action"
                assert all(isinstance(a, str) and a for a in legal)
                assert legal == sorted(set(legal))
                # A game's quick legality test agrees with its list, both ways.
                assert all(match.game.is_legal(match.state, a, seat) for a in legal), case.id
                for wrong in _bad_actions(match, rng, set()):
                    assert not match.game.is_legal(match.state, wrong, seat), f"{case.id}: {wrong!r}"
                for action in some(legal, rng):
                    # A game without undo tries each action on a copy (a fork: a load would replay it all).
                    trial = match if match.game.undoable else fork(match)
                    before = snapshot(match)
                    trial.play(action, seat)
                    assert trial.ply > before[0] and trial.history_seats[before[0]] == seat
                    if trial is match:
                        match.undo()
                    else:  # the fork shares nothing the original goes on with: not even a redo tail
                        assert match.history == match.actions and len(match.history) == before[0]
                    assert snapshot(match) == before


def _bad_actions(match: Match, rng: random.Random, elsewhere: set[str]) -> list[str]:
    legal = [a for seat in match.actors for a in match.legal_actions(seat)] or ["a"]
    mutations = (lambda a: a + " ", lambda a: " " + a, str.upper, lambda a: a[:-1], lambda a: a * 2,
                 lambda a: "²" + a[1:], lambda a: "٣" + a[1:])
    mutated = [mutate(rng.choice(legal)) for mutate in mutations]
    noise = ["".join(rng.choice("abcdz0123459-_ ²٣é") for _ in range(rng.randint(1, 6))) for _ in range(5)]
    foreign = rng.sample(sorted(elsewhere), min(5, len(elsewhere)))
    return [a for a in GARBAGE + mutated + noise + foreign if a not in legal]


@each_case
def test_an_illegal_action_raises_a_clear_error_and_changes_nothing(case):
    # Actions legal somewhere in another game of this case are the likeliest to slip through.
    elsewhere: set[str] = set()
    other, rng = case.match(1000), random.Random(1000)
    while not other.is_over:
        elsewhere.update(a for s in other.actors for a in other.legal_actions(s))
        random_step(other, rng)
    for seed in range(DEEP_PLAYOUTS):
        rng = random.Random(-seed)
        for match in case.positions(seed):
            state, length = match.state, len(match.history)
            before = match.to_json()
            bad = [(a, seat) for a in _bad_actions(match, rng, elsewhere) for seat in (None, *match.actors)]
            bad += [(a, None) for a in (None, 3, b"x", ["a"])]
            # A legal action of an actor, played by a seat that may not act (or is no seat at all).
            idle = [s for s in range(case.seat_count) if s not in match.actors]
            idle += [case.seat_count, -1, CHANCE]
            bad += [(a, rng.choice(idle)) for seat in match.actors for a in match.legal_actions(seat)[:3]]
            for action, seat in bad:
                with pytest.raises(IllegalAction) as raised:
                    match.play(action, seat)
                assert isinstance(raised.value, ValueError)
                assert str(raised.value).strip(), f"{case.id}: no message for {action!r}"
                # Cheap to ask after each try (states are immutable): the same state, ply and move list.
                assert match.state is state and (match.ply, len(match.history)) == (before["ply"], length), \
                    f"{case.id}: {action!r} by {seat} changed the match"
            assert match.to_json() == before, f"{case.id}: a refused action changed the match"


@each_case
def test_the_same_seed_gives_the_same_game(case):
    for seed in range(DEEP_PLAYOUTS):
        # The first game with this seed is the one every deep check shares (played once, cached).
        steps, length = _playout(case, seed)
        second = case.match(seed)
        play_randomly(second, random.Random(seed), MAX_PLIES)
        seats = [s for s in second.history_seats if s != CHANCE]
        assert list(zip(seats, decisions(second))) == list(steps) and second.ply == length
        # The seat's choices alone replay the game: chance comes from the seed, not from the move order.
        replayed = case.match(seed)
        for seat, action in steps:
            replayed.play(action, seat)
        assert replayed.history == second.history and replayed == second
        assert snapshot(replayed) == snapshot(second)


# -- saves, views, undo -------------------------------------------------------------------------------

def check_chance_node(match: Match, drawn: str) -> None:
    """The outcomes at a chance node are sorted, unique, positive, sum to 1 and hold the one drawn."""
    outcomes = match.game.chance_outcomes(match.state)
    names = [name for name, _ in outcomes]
    assert names == sorted(set(names)) and drawn in names
    assert all(p > 0 for _, p in outcomes) and abs(sum(p for _, p in outcomes) - 1) < 1e-9


@each_case
def test_a_save_at_sampled_steps_loads_as_an_equal_match(case):
    kept: list[int] = []
    for seed in range(DEEP_PLAYOUTS):
        previous = None
        for match in case.positions(seed):
            if previous is not None:
                # A loaded match plays on exactly like the original when it meets the same outcomes.
                for ply in range(previous.ply, match.ply):
                    action, seat = match.actions[ply], match.history_seats[ply]
                    if seat == CHANCE:
                        check_chance_node(previous, action)
                        previous.play_chance(action)
                    else:
                        previous.play(action, seat)
                assert previous == match
            save = match.to_json()
            assert json_round_trip(save) == save
            assert not {"seed", "rng", "random"} & set(save), f"{case.id}: a save holds a seed"
            # Loaded from its JSON text, as the browser stores it (the dict form parses to the same).
            loaded = load_match(json.dumps(save))
            assert loaded == match
            assert snapshot(loaded) == snapshot(match)
            for seat in range(case.seat_count):
                assert loaded.legal_actions(seat) == match.legal_actions(seat)
                assert loaded.view(seat) == match.view(seat)
            # The move list of one seat per position (each seat in turn): it reads the whole history.
            # Checked against the original game's list (described once per seed, see _lines_of).
            reader = len(kept) % (case.seat_count + 1) - 1
            assert loaded.records(reader) == _lines_before(case, seed, reader, match.ply)
            kept.append(match.ply)
            # No chance is due at a sampled position, so the loaded match, with the draws left to the
            # caller, is what load_match(save, auto_chance=False) gives (one replay instead of two).
            assert not loaded.at_chance
            previous, loaded.auto_chance = loaded, False


@each_case
def test_views_and_records_are_json_and_hold_no_other_seats_secret(case):
    hidden = get_game(case.game_id).hidden_information
    views_differ = False
    readers = [None, *range(case.seat_count)]
    for seed in range(DEEP_PLAYOUTS):
        # A line of the move list never changes once played (it reads the states around its ply), so
        # each reader's list at a sampled position is the start of its list at the end: described once
        # per seed, not at every position (describing replays each move); one reader per position is
        # still asked for its list there, each reader in turn, and must get that start.
        for turn, match in enumerate(case.positions(seed)):
            views = {}
            asked = readers[turn % len(readers)]
            for seat in readers:
                view = match.view(seat)
                assert isinstance(view, dict) and json_round_trip(view) == view, f"{case.id}: view not JSON"
                assert view["seat"] == seat and view["ply"] == match.ply and view["game"] == case.game_id
                assert "scores" in view and "winners" in view, f"{case.id}: the view carries no results"
                records = _lines_before(case, seed, seat, match.ply)
                if seat == asked:
                    assert match.records(seat) == records, f"{case.id}: a played move's line changed"
                assert json_round_trip([list(r) for r in records]) == [list(r) for r in records]
                assert all(isinstance(d, str) and d for _, _, d in records)
                views[seat] = {k: v for k, v in view.items() if k != "seat"}
                leaked = leaked_to(match, seat, records)
                assert not leaked, f"{case.id} seed {seed} ply {match.ply}: seat {seat} reads {leaked}"
            seat_views = [views[s] for s in range(case.seat_count)]
            views_differ |= any(v != seat_views[0] for v in seat_views)
    if hidden and case.seat_count > 1:
        assert views_differ, f"{case.id} has hidden information but every seat sees the same"


@each_case
def test_undo_redo_and_goto_return_to_equal_matches(case):
    if not get_game(case.game_id).undoable:
        match = case.match(0)
        play_randomly(match, random.Random(0), MAX_PLIES)
        with pytest.raises(IllegalAction):
            match.undo()
        with pytest.raises(IllegalAction):
            match.goto(0)
        return
    for seed in range(DEEP_PLAYOUTS):
        match = case.match(seed)
        with pytest.raises(IllegalAction):
            match.undo()
        saves = {}
        for match in case.positions(seed):
            saves[match.ply] = (snapshot(match), match.actions)
            if match.can_undo:
                before = match.to_json()
                match.undo()
                assert match.ply < before["ply"] and match.can_redo
                match.redo()
                assert match.to_json() == before
        final, start = match.to_json(), snapshot(case.match(seed))
        for ply, (seen, actions) in saves.items():
            match.goto(ply)
            assert match.actions == actions and snapshot(match) == seen
        match.goto(len(match.history))
        assert match.to_json() == final
        while match.can_undo:
            match.undo()
        assert snapshot(match) == start and match.history == final["actions"]
        while match.can_redo:
            match.redo()
        assert match.to_json() == final


# -- secrets --------------------------------------------------------------------------------------------

secret_case = pytest.mark.parametrize("case", SECRET_CASES, ids=[case.id for case in SECRET_CASES])


@secret_case
def test_a_sampled_hidden_state_looks_the_same_to_its_viewer(case):
    from pygames.ai import worker_payload

    game, resampled = get_game(case.game_id), 0
    for seed in range(DEEP_PLAYOUTS):
        rng = random.Random(seed)
        for match in case.positions(seed):
            for viewer in [None, *range(case.seat_count)]:
                for _ in range(3):
                    other = game.sample_hidden(match.state, viewer, rng)
                    assert game.view(other, viewer) == game.view(match.state, viewer)
                    assert game.actors(other) == game.actors(match.state)
                    for seat in match.actors:
                        legal = game.legal_actions(match.state, seat)
                        assert [game.describe(other, a, seat, viewer) for a in legal] == \
                            [game.describe(match.state, a, seat, viewer) for a in legal]
                    resampled += other != match.state
            for seat in match.actors:
                payload = worker_payload(match, seat)
                assert set(payload) == {"sight"}, f"{case.id}: the AI worker would get {sorted(payload)}"
                assert payload["sight"]["view"] == match.view(seat)
    assert resampled, f"{case.id}: sample_hidden never changed a hidden card"


@secret_case
def test_the_leak_check_finds_a_leak(case):
    """The leak checker itself: a view that shows every card is caught."""
    game = get_game(case.game_id)
    for match in case.positions(0):
        if any(match.secrets(s) for s in range(case.seat_count)):
            # Everything: the state's repr and what every seat sees of its own hand, in one view.
            every_hand = [json_round_trip(game.view(match.state, seat)) for seat in range(case.seat_count)]
            truth = json_round_trip(game.view(match.state, None)) | {"all": [repr(match.state)],
                                                                       "hands": every_hand}
            original, game.view = game.view, lambda state, viewer, truth=truth: truth
            try:
                assert leaked_to(match, None), f"{case.id}: the leak check missed a view showing all"
            finally:
                del game.view
                assert game.view == original
            return
    pytest.fail(f"{case.id}: no sampled position holds a secret")


# -- chance ----------------------------------------------------------------------------------------------

chance_case = pytest.mark.parametrize("case", CHANCE_CASES, ids=[case.id for case in CHANCE_CASES])


@chance_case
def test_an_outcome_once_drawn_is_met_again_after_undo(case):
    for seed in range(DEEP_PLAYOUTS):
        match = Match(get_game(case.game_id), case.seat_count, dict(case.options))  # fresh entropy
        rng = random.Random(seed)
        for _ in range(40):
            if match.is_over:
                break
            random_step(match, rng)
            if match.can_undo and rng.random() < 0.5:
                line, seats = match.actions, match.history_seats[: match.ply]
                while match.can_undo and rng.random() < 0.7:
                    match.undo()
                mine = [(a, s) for a, s in zip(line[match.ply:], seats[match.ply:]) if s != CHANCE]
                for action, seat in mine:
                    match.play(action, seat)  # the same moves again, not a redo: chance must not re-roll
                assert match.actions == line, f"{case.id}: replaying the same moves re-rolled"


@chance_case
def test_a_save_does_not_decide_future_draws(case):
    """Two loads of one save play on with independent draws: the save holds no seed."""
    match = Match(get_game(case.game_id), case.seat_count, dict(case.options))
    rng = random.Random(5)
    while match.at_chance or len(match.actions) < 3:
        random_step(match, rng)
    save, tails = match.to_json(), set()
    for _ in range(12):
        loaded = load_match(save)
        for _ in range(6):
            if loaded.is_over:
                break
            seat = loaded.actors[0]
            loaded.play(loaded.legal_actions(seat)[0], seat)
        tails.add(tuple(loaded.actions))
    # With at least 6 outcomes per draw, 12 equal tails by chance is below 1e-8.
    assert len(tails) > 1, f"{case.id}: every load of a save drew the same outcomes"


# -- properties over any sequence of moves ---------------------------------------------------------------

def _play_by_index(match: Match, index: int) -> None:
    seat = match.actors[index % len(match.actors)]
    legal = match.legal_actions(seat)
    match.play(legal[index % len(legal)], seat)


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
        # A save with a redo tail or remembered draws must load too; a plain move list is the property
        # above's (each load replays the whole game, so it is not asked after every plain move).
        if match.can_redo or match.drawn:
            assert load_match(match.to_json()) == match
    assert load_match(match.to_json()) == match


@functools.cache
def _stops(case: Case) -> tuple[Match, ...]:
    """The sampled positions of the first seeded playout, each a match of its own (forks, not replays)."""
    return tuple(fork(match) for match in case.positions(0))


LONE_SURROGATES = st.one_of(st.integers(0xD800, 0xDFFF).map(chr), st.just("\udfb2\ud83c"))


@st.composite
def _hostile_actions(draw: Any, legal: list[str]) -> str:
    """A legal-looking action (or any text) with a lone surrogate put somewhere in it."""
    base = draw(st.one_of(st.sampled_from(legal or ["a"]), st.text(max_size=12)))
    at = draw(st.integers(0, len(base)))
    return base[:at] + draw(LONE_SURROGATES) + base[at:]


@each_case
@HYPOTHESIS
@given(data=st.data())
def test_a_refusal_never_echoes_a_lone_surrogate_and_changes_nothing(case, data):
    """Refusals reach the page (and a guest's page): hostile text comes back fit to encode as UTF-8."""
    match = data.draw(st.sampled_from(_stops(case)))
    seats = [None, *match.actors] if match.actors else [None]
    seat = data.draw(st.sampled_from(seats))
    legal = [a for s in match.actors for a in match.legal_actions(s)]
    action = data.draw(_hostile_actions(legal))
    state, before = match.state, (match.ply, list(match.history))
    with pytest.raises(IllegalAction) as raised:
        match.play(action, seat)
    said = str(raised.value)
    assert said.strip() and said.encode("utf-8"), f"{case.id}: {action!r}"
    assert match.state is state and (match.ply, list(match.history)) == before


# -- the contract on seats, legality and deadlines ---------------------------------------------------------

@each_case
def test_a_seat_that_may_not_act_has_no_legal_actions_and_apply_refuses_its_action(case):
    """Asked of the game itself, not through a Match (which filters idle seats out before the game)."""
    for seed in range(DEEP_PLAYOUTS):
        rng = random.Random(seed)
        for match in case.positions(seed):
            game, state = match.game, match.state
            idle = [seat for seat in range(case.seat_count) if seat not in match.actors]
            tried = [a for seat in match.actors for a in some(game.legal_actions(state, seat), rng)]
            for seat in idle:
                assert game.legal_actions(state, seat) == [], f"{case.id}: idle seat {seat} has actions"
                for action in tried:
                    assert not game.is_legal(state, action, seat), f"{case.id}: {seat} may play {action!r}"
                    with pytest.raises(ValueError):  # IllegalAction is one
                        game.apply(state, action, seat)
                    assert game.actors(state) == match.actors


def _unlisted(match: Match, seat: int, rng: random.Random) -> list[str]:
    """Strings that are not `seat`'s legal actions: garbage, mutations, and other seats' actions."""
    legal = set(match.legal_actions(seat))
    others = {a for s in match.actors if s != seat for a in match.legal_actions(s)}
    return [a for a in _bad_actions(match, rng, others) if a not in legal]


def test_some_case_runs_a_clock_so_the_timeout_checks_check_something():
    """A game with a clock (Drinking's hourglass) runs it in a variant of its own `variants()`."""
    assert any(GAMES[case.game_id].clock_actions and any(
        match.game.deadline(match.state, seat) for match in case.positions(0) for seat in match.actors)
        for case in CASES), "no case has a deadline: give a clocked game's variants() a set-up with its clock"


@each_case
def test_is_legal_agrees_with_legal_actions_for_listed_timeout_and_unlisted_actions(case):
    for seed in range(DEEP_PLAYOUTS):
        rng = random.Random(seed)
        for match in case.positions(seed):
            game, state = match.game, match.state
            for seat in match.actors:
                legal = game.legal_actions(state, seat)
                for action in legal + _unlisted(match, seat, rng):
                    assert game.is_legal(state, action, seat) == (action in legal), f"{case.id}: {action!r}"
                timeout = game.deadline(state, seat)
                if timeout is not None:
                    assert game.is_legal(state, timeout.action, seat), f"{case.id}: {timeout.action!r}"
                    assert timeout.action in legal, \
                        f"{case.id}: the timeout of seat {seat} plays {timeout.action!r}, which is not listed"
