"""Gobblet computer players: the 3x3 forced win, tactics, variety, the fast board and the search."""

from __future__ import annotations

import random
import types

import pytest

import pygames.games.gobblet.ai as gobblet_ai
from pygames import new_match
from pygames.ai import choose_action, levels
from pygames.ai.search import WIN, Search, is_proven
from pygames.games.gobblet import GOBBLET
from pygames.games.gobblet.ai import SmartSearch, budget_for, instant_move, ok, set_budget, smart
from pygames.games.gobblet.ai_book import BOOK_PATH, book, canonical, decode, encode
from pygames.games.gobblet.ai_fast import DRAW, Board, move_text, parse_move

RESULTS = {None: None, "red": 0, "yellow": 1, "draw": DRAW}


def play(size: int, actions: list[str]):
    match = new_match("gobblet", 2, {"size": size}, seed=7)
    for action in actions:
        match.play(action)
    return match


def test_levels_are_ok_then_smart():
    assert levels("gobblet") == ["ok", "smart"]


# -- 3x3 perfect play --------------------------------------------------------------------------------
def test_smart_red_wins_3x3_against_every_defence():
    """Walk every yellow reply to Smart red from the start (positions reduced by the 8 symmetries)."""
    assert BOOK_PATH.exists(), "run scripts/gobblet_solve.py to build the book"
    match = new_match("gobblet", 2, {"size": 3}, seed=1)
    seen: set[int] = set()
    ends = []

    def walk() -> None:
        key, _ = canonical(Board.from_position(match.state).key)
        if key in seen:
            return
        seen.add(key)
        # Smart must know its move without searching here (a win at once or the book).
        assert instant_move(Board.from_position(match.state)) is not None, match.actions
        match.play(choose_action(match, 0, "smart"))
        if match.is_over:
            ends.append(match.ply)
            assert match.winners() == [0], match.actions
        else:
            for reply in match.legal_actions():
                match.play(reply)
                if match.is_over:
                    ends.append(match.ply)
                    assert match.winners() == [0], match.actions
                else:
                    walk()
                match.undo()
        match.undo()

    walk()
    assert max(ends) == 13  # the longest defence lasts 13 plies, as the solved game says
    assert len(seen) > 500


def test_book_round_trips_through_its_file_format():
    table = book()
    assert decode(encode(table)) == table


def test_smart_yellow_wins_when_red_has_blundered():
    # After red's weak b1c1, yellow forces a win in 3 plies; Smart as yellow wins against every reply.
    match = play(3, ["3b3", "2b1", "b3b1", "3c2", "b1c1"])
    match.play(smart(match, 1, random.Random(0), budget_s=2.0))
    assert not match.is_over
    for reply in match.legal_actions():
        match.play(reply)
        assert not match.is_over
        match.play(smart(match, 1, random.Random(0), budget_s=2.0))
        assert match.winners() == [1], match.actions
        match.goto(6)


def test_smart_prefers_the_fastest_proven_win():
    # Yellow to move wins in 5 plies at best (and the search proves it well inside the budget).
    match = play(3, ["1c3", "1b3", "3c3", "1c1", "c3a3"])
    search = SmartSearch(match.state, budget_s=5.0)
    search.run()
    assert search.search.score == WIN - 5


# -- tactics -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("size, actions", [
    (3, ["3a1", "1c3", "3b1", "1c2"]),  # red completes a1-b1-c1
    (3, ["1a1", "3a3", "1b1", "3b3", "2c2"]),  # yellow completes a3-b3-c3 before red can
    (4, ["4a1", "4d4", "4b1", "4a4", "4c1", "4c4"]),  # red completes a1-b1-c1-d1 before yellow b4
])
def test_smart_takes_an_immediate_win(size, actions):
    match = play(size, actions)
    seat = match.to_move
    match.play(smart(match, seat, random.Random(0), budget_s=0.3))
    assert match.winners() == [seat]


@pytest.mark.parametrize("size, actions", [
    (3, ["3a1", "1c3", "3b1"]),  # yellow must stop c1
    (4, ["4a1", "4d4", "4b1", "4d3", "4c1"]),  # yellow must stop d1
    (4, ["4a1", "4d4", "4b1", "4d3", "3c1", "4c4", "3b2"]),  # yellow must stop d1 (or gobble c1)
])
def test_smart_blocks_an_immediate_loss(size, actions):
    match = play(size, actions)
    seat = match.to_move
    assert Board.from_position(match.state).winning_move() is None
    match.play(smart(match, seat, random.Random(0), budget_s=0.3))
    assert not match.is_over
    assert Board.from_position(match.state).winning_move() is None, match.actions


# -- ok ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [3, 4])
def test_ok_varies_with_the_seed(size):
    match = play(size, [])
    picks = {choose_action(match, 0, "ok", seed=seed) for seed in range(20)}
    assert len(picks) >= 3


@pytest.mark.parametrize("size", [3, 4])
def test_ok_plays_whole_games_without_fail(size):
    rng = random.Random(size)
    for _ in range(3):
        match = new_match("gobblet", 2, {"size": size}, seed=rng.randrange(1 << 30))
        while not match.is_over and match.ply < 150:
            match.play(ok(match, match.to_move, rng))


def test_ok_takes_an_immediate_win():
    match = play(3, ["3a1", "1c3", "3b1", "1c2"])
    for seed in range(5):
        action = choose_action(match, 0, "ok", seed=seed)
        assert GOBBLET.apply(match.state, action).result == "red"


# -- smart on 4x4 ----------------------------------------------------------------------------------------
def test_smart_4x4_returns_a_legal_move_within_its_budget():
    match = play(4, ["4a1", "4b2", "3c3", "4d4"])
    action = smart(match, 0, random.Random(0), budget_s=0.3)
    assert action in match.legal_actions()


def test_smart_budget_comes_from_the_call_then_the_match_meta_then_the_module(monkeypatch):
    monkeypatch.setattr(gobblet_ai, "BUDGET_S", 1.0)
    plain = new_match("gobblet", 2, {"size": 4}, seed=3)
    quick = new_match("gobblet", 2, {"size": 4}, seed=3, meta={"ai_budget_s": 0.1})
    assert budget_for(plain) == 1.0 and budget_for(quick) == 0.1 and budget_for(quick, 0.2) == 0.2
    set_budget(0.05)
    assert budget_for(plain) == 0.05
    assert choose_action(quick, 0, "smart") in quick.legal_actions()


def test_smart_search_runs_in_slices_and_restores_the_board(monkeypatch):
    match = play(4, ["4b2", "4c3", "3b3"])
    # The budget is counted on a clock that moves 0.05 s per reading: each slice costs 0.05 s of the 0.3 s
    # however slowly a loaded machine runs it (on the wall clock one slice once took the whole budget).
    ticks = iter(range(1_000_000))
    monkeypatch.setattr(gobblet_ai, "time", types.SimpleNamespace(perf_counter=lambda: next(ticks) * 0.05))
    search = SmartSearch(match.state, budget_s=0.3)
    key = search.board.key
    steps = 0
    while not search.step(max_seconds=0.02):
        steps += 1
    assert steps >= 2
    assert search.best in match.legal_actions()
    assert search.board.key == key and not search.board.undo


# -- the fast board mirrors the engine -------------------------------------------------------------
@pytest.mark.parametrize("size, games", [(3, 20), (4, 8)])
def test_fast_board_agrees_with_the_engine(size, games):
    """Legal moves and every move's result agree with the engine on random games (with repetitions)."""
    rng = random.Random(size * 101)
    positions = results = draws = 0
    for _ in range(games):
        state = GOBBLET.initial_state(2, {"size": size})
        board = Board(size)
        while state.result is None:
            assert Board.from_position(state).key == board.key
            actions = GOBBLET.legal_actions(state)
            assert sorted(board.text(m) for m in board.moves()) == actions
            for action in actions:
                board.make(parse_move(size, action))
                assert board.result == RESULTS[GOBBLET.apply(state, action).result], action
                results += board.result is not None
                draws += board.result == DRAW
                board.unmake()
            positions += 1
            # Mostly board moves, so that positions repeat and the draw rule is exercised.
            moving = [a for a in actions if len(a) == 4]
            action = rng.choice(moving if moving and rng.random() < 0.95 else actions)
            state = GOBBLET.apply(state, action)
            board.make(parse_move(size, action))
    assert positions > 300 and results > 100 and draws > 0


def test_fast_board_draws_on_the_third_repetition():
    board = Board(3)
    state = GOBBLET.initial_state(2, {"size": 3})
    for action in ["3a1", "3c3", "a1a2", "c3c2", "a2a1", "c2c3", "a1a2", "c3c2", "a2a1", "c2c3"]:
        state = GOBBLET.apply(state, action)
        board.make(parse_move(3, action))
    assert state.result == "draw" and board.result == DRAW


def test_move_text_round_trips():
    for size in (3, 4):
        for action in GOBBLET.legal_actions(play(size, ["3b2" if size == 3 else "4b2"]).state):
            assert move_text(size, parse_move(size, action)) == action


# -- the generic search ----------------------------------------------------------------------------
class Nim:
    """One pile, take 1-3, taking the last stone wins: a loss exactly when the pile is a multiple of 4."""

    def __init__(self, stones: int):
        self.stones, self.taken = stones, []

    def moves(self):
        return [n for n in (1, 2, 3) if n <= self.stones]

    def make(self, move):
        self.stones -= move
        self.taken.append(move)

    def unmake(self):
        self.stones += self.taken.pop()

    def outcome(self):
        return -1 if self.stones == 0 else None

    def evaluate(self):
        return 0

    def key(self):
        return self.stones


@pytest.mark.parametrize("stones", [5, 6, 7, 9, 10, 11])
def test_search_proves_nim_wins_by_the_fastest_route(stones):
    search = Search(Nim(stones))
    search.run(5.0)
    assert search.best == stones % 4 and is_proven(search.score)
    assert search.score == WIN - (2 * (stones // 4) + 1)


def test_search_delays_a_proven_loss():
    search = Search(Nim(8))
    search.run(5.0)
    assert search.score == -(WIN - 4)


def test_smart_varies_among_equally_good_moves():
    # Many 4x4 openings search equally well; a shuffled root makes Smart pick among them, so a person
    # does not meet the identical game every time.
    match = new_match("gobblet", 2, {"size": 4}, seed=1, meta={"ai_budget_s": 0.05})
    picks = {choose_action(match, 0, "smart", seed=seed) for seed in range(12)}
    assert len(picks) > 1


def test_smart_has_a_sliced_search_for_a_page_without_a_worker():
    from pygames.ai import sliced_search

    match = new_match("gobblet", 2, {"size": 4}, seed=2, meta={"ai_budget_s": 0.05})
    search = sliced_search(match, 0, "smart")
    while not search.step(max_seconds=0.01):
        pass
    assert search.best in match.legal_actions()
    assert sliced_search(match, 0, "ok") is None and sliced_search(match, 1, "smart") is None
