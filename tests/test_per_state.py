"""pygames.core.per_state.legal_once: a game's legal actions worked out once per state object."""

from __future__ import annotations

import dataclasses

from pygames.core import per_state
from pygames.core.per_state import legal_once


@dataclasses.dataclass(frozen=True)
class Position:
    moves: tuple[str, ...]


class Counting:
    """A game whose legal actions count how often they are worked out."""

    def __init__(self) -> None:
        self.asked = 0

    @legal_once
    def legal_actions(self, state: Position, seat: int | None = None) -> list[str]:
        self.asked += 1
        return [f"{move}{'' if seat is None else seat}" for move in state.moves]


def test_the_same_state_object_is_listed_once_and_every_caller_gets_its_own_list():
    game, state = Counting(), Position(("a", "b"))
    first = game.legal_actions(state, 0)
    first.append("changed by the caller")
    assert game.legal_actions(state, 0) == ["a0", "b0"] and game.asked == 1
    assert game.legal_actions(state, 0) is not game.legal_actions(state, 0)


def test_another_seat_an_equal_state_or_another_game_is_worked_out_anew():
    game, state = Counting(), Position(("a",))
    assert game.legal_actions(state) == ["a"] and game.legal_actions(state, 1) == ["a1"]
    assert game.legal_actions(Position(("a",)), 1) == ["a1"]  # equal, not the same object
    other = Counting()
    assert other.legal_actions(state, 1) == ["a1"] and other.asked == 1
    assert game.asked == 3


def test_a_seat_that_is_not_a_whole_number_is_never_answered_from_the_memo():
    game, state = Counting(), Position(("a",))
    game.legal_actions(state, 1)
    assert game.legal_actions(state, True) == ["aTrue"] and game.asked == 2  # type: ignore[arg-type]


def test_the_memo_is_bounded(monkeypatch):
    monkeypatch.setattr(per_state, "LIMIT", 3)
    game = Counting()
    states = [Position((str(i),)) for i in range(10)]
    for state in states:
        game.legal_actions(state, 0)
    assert len(Counting.legal_actions.memo) <= 3  # type: ignore[attr-defined]
    assert game.legal_actions(states[-1], 0) == ["90"] and game.asked == 10
