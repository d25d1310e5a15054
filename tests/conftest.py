"""Two tiny test games and their fixtures, and `french` (the site's words in French for one test); the
helpers a game's tests import live in kit.py.

Pig has dice (chance between a seat's decisions); High card deals hidden cards and cannot be undone.
They are registered only for the tests that ask for them (the `pig` and `test_games` fixtures), so
`list_games()` stays the real list everywhere else.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import pytest
from kit import decisions, play_randomly  # noqa: F401  (older tests import them from here)

from pygames.core import CHANCE, Game, i18n, register
from pygames.core.game import _REGISTRY
from tools.catalogue import compile_catalogues

compile_catalogues()  # the .mo files pygames.core.i18n reads (the build makes them for the site)

@pytest.fixture
def french() -> Iterator[None]:
    """The site's words in French for one test (English again after it)."""
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


FACES = tuple(str(face) for face in range(1, 7))


@dataclass(frozen=True)
class PigState:
    banked: tuple[int, ...]
    turn: int
    turn_total: int = 0
    rolling: bool = False  # a die is in the air: the next action is a chance outcome
    last_roll: int = 0
    target: int = 20
    winner: int | None = None


class Pig(Game):
    """Pig: roll a die as often as you like; a 1 loses the turn's total; "hold" banks it."""

    id = "test-pig"
    title = "Pig (test game)"
    min_seats, max_seats = 1, 4

    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        options = dict(options or {})
        target = options.pop("target", 20)
        if options:
            raise ValueError(f"unknown Pig option(s): {', '.join(sorted(options))}")
        if type(target) is not int or not 2 <= target <= 100:
            raise ValueError(f"a Pig target is a whole number from 2 to 100, not {target!r}")
        return {"target": target}

    def variants(self) -> list[dict[str, Any]]:
        """The default target and a short game."""
        return [{"target": 20}, {"target": 12}]

    def initial_state(self, seats: int, options: dict[str, Any]) -> PigState:
        return PigState((0,) * seats, 0, target=options["target"])

    def to_move(self, state: PigState) -> int | None:
        if state.winner is not None:
            return None
        return CHANCE if state.rolling else state.turn

    def legal_actions(self, state: PigState, seat: int | None = None) -> list[str]:
        if state.winner is not None or seat not in (None, self.to_move(state)):
            return []
        if state.rolling:
            return list(FACES)
        return ["hold", "roll"] if state.turn_total else ["roll"]

    def chance_outcomes(self, state: PigState) -> list[tuple[str, float]]:
        return [(face, 1 / 6) for face in FACES]

    def apply(self, state: PigState, action: str, seat: int | None = None) -> PigState:
        self.check_seat(state, seat)
        seats = len(state.banked)
        if action == "roll":
            return replace(state, rolling=True)
        if action == "hold":
            banked = list(state.banked)
            banked[state.turn] += state.turn_total
            return replace(state, banked=tuple(banked), turn=(state.turn + 1) % seats, turn_total=0)
        face = int(action)
        if face == 1:
            return replace(state, rolling=False, last_roll=1, turn=(state.turn + 1) % seats, turn_total=0)
        total = state.turn_total + face
        winner = state.turn if state.banked[state.turn] + total >= state.target else None
        return replace(state, rolling=False, last_roll=face, turn_total=total, winner=winner)

    def scores(self, state: PigState) -> list[float]:
        return [float(b) for b in state.banked]

    def winners(self, state: PigState) -> list[int]:
        return [] if state.winner is None else [state.winner]

    def view(self, state: PigState, seat: int | None) -> dict[str, Any]:
        return {"banked": list(state.banked), "turn_total": state.turn_total, "last_roll": state.last_roll,
                **self.public_result(state)}


PIG = Pig()

CARDS = tuple(f"card-{rank}" for rank in range(2, 10))


@dataclass(frozen=True)
class HighCardState:
    seats: int
    cards: tuple[str, ...] = ()  # dealt so far, in seat order
    stayed: tuple[bool, ...] = ()  # the choice of each seat that has acted, in seat order


class HighCard(Game):
    """High card: each seat is dealt a hidden card, then stays or folds; the best card that stayed wins."""

    id = "test-high-card"
    title = "High card (test game)"
    min_seats, max_seats = 2, 3
    undoable = False
    hidden_information = True

    def initial_state(self, seats: int, options: dict[str, Any]) -> HighCardState:
        return HighCardState(seats)

    def to_move(self, state: HighCardState) -> int | None:
        if len(state.cards) < state.seats:
            return CHANCE
        return len(state.stayed) if len(state.stayed) < state.seats else None

    def legal_actions(self, state: HighCardState, seat: int | None = None) -> list[str]:
        if seat not in (None, self.to_move(state)):
            return []
        seat = self.to_move(state)
        if seat == CHANCE:
            return [card for card, _ in self.chance_outcomes(state)]
        return [] if seat is None else ["fold", "stay"]

    def chance_outcomes(self, state: HighCardState) -> list[tuple[str, float]]:
        left = [card for card in CARDS if card not in state.cards]
        return [(card, 1 / len(left)) for card in left]

    def apply(self, state: HighCardState, action: str, seat: int | None = None) -> HighCardState:
        self.check_seat(state, seat)
        if self.to_move(state) == CHANCE:
            return replace(state, cards=state.cards + (action,))
        return replace(state, stayed=state.stayed + (action == "stay",))

    def winners(self, state: HighCardState) -> list[int]:
        stayed = [(state.cards[seat], seat) for seat, stays in enumerate(state.stayed) if stays]
        return [max(stayed)[1]] if self.to_move(state) is None and stayed else []

    def scores(self, state: HighCardState) -> list[float]:
        won = self.winners(state)
        return [float(seat in won) for seat in range(state.seats)]

    def view(self, state: HighCardState, seat: int | None) -> dict[str, Any]:
        over = self.to_move(state) is None
        return {"cards": [card if over or i == seat else None for i, card in enumerate(state.cards)],
                "stayed": list(state.stayed), "scores": self.scores(state), "winners": self.winners(state)}

    def sample_hidden(self, state: HighCardState, viewer: int | None, rng: random.Random) -> HighCardState:
        """The cards `viewer` has not seen dealt again from those it cannot rule out."""
        if self.to_move(state) is None:
            return state  # every card is shown
        own = [i for i in range(len(state.cards)) if i == viewer]
        pool = [card for card in CARDS if card not in {state.cards[i] for i in own}]
        rng.shuffle(pool)
        cards = tuple(card if i in own else pool.pop() for i, card in enumerate(state.cards))
        return replace(state, cards=cards)

    def secrets(self, state: HighCardState, seat: int) -> list[str]:
        """The card only `seat` may see (none once the game is over and every card is shown)."""
        over = self.to_move(state) is None
        return [] if over or seat >= len(state.cards) else [state.cards[seat]]


HIGH_CARD = HighCard()
TEST_GAMES = (PIG, HIGH_CARD)


@pytest.fixture
def pig() -> Game:
    """Pig, registered for the duration of one test."""
    register(PIG)
    yield PIG
    _REGISTRY.pop(PIG.id, None)


@pytest.fixture
def test_games() -> tuple[Game, ...]:
    """Every test game (Pig, High card), registered for the duration of one test."""
    for game in TEST_GAMES:
        register(game)
    yield TEST_GAMES
    for game in TEST_GAMES:
        _REGISTRY.pop(game.id, None)
