"""Match.records keeps each described line while the states around it stay the same."""

from __future__ import annotations

import random

from kit import play_randomly, random_step

from pygames import Match, load_match
from pygames.core import get_game


def _counted(match: Match) -> list[int]:
    """Count the game's describe_played calls made for `match` (one entry per call)."""
    calls: list[int] = []
    describe = match.game.describe_played

    def counting(*args, **kwargs):
        calls.append(1)
        return describe(*args, **kwargs)

    match.game = type(match.game)()  # a game object of its own, so the wrapper touches no other test
    match.game.describe_played = counting  # type: ignore[method-assign]
    return calls


def test_a_line_is_described_once_and_a_new_move_adds_one():
    match = Match(get_game("gobblet"), 2, {}, seed=1)
    rng = random.Random(1)
    for _ in range(6):
        random_step(match, rng)
    calls = _counted(match)
    first = match.records(0)
    assert len(calls) == len(first) == 6
    assert match.records(0) == first and len(calls) == 6  # nothing described again
    match.records(1)
    assert len(calls) == 12  # another reader's lines are its own
    random_step(match, rng)
    assert match.records(0)[:6] == first and len(calls) == 13


def test_after_a_takeback_and_another_move_the_lines_are_those_of_the_new_game():
    game = get_game("drinking-war")  # chance after moves, descriptions that read the state
    for seed in range(3):
        match = Match(get_game("gobblet"), 2, {}, seed=seed)
        rng = random.Random(seed)
        for _ in range(8):
            random_step(match, rng)
        before = match.records(None)
        match.undo()
        match.undo()
        undone = match.history[match.ply]
        match.play(next(a for a in match.legal_actions() if a != undone))  # another move there
        fresh = load_match(match.to_json())
        assert match.records(None) == fresh.records(None) and match.records(0) == fresh.records(0)
        assert match.records(None)[:6] == before[:6]
    match = Match(game, 3, {}, seed=4)
    play_randomly(match, random.Random(4))
    fresh = load_match(match.to_json())
    for viewer in (None, 0, 1, 2):
        assert match.records(viewer) == fresh.records(viewer)
