"""Answers worked out once per state object: a game's legal actions, asked again of the same position.

A Match asks a game's legal actions of one position several times for one move: the page (or a random
player) lists them, `Match.check` asks `is_legal` (by default a search of that list) and a game's `apply`
checks the action against the list once more. A state is immutable, so the list cannot change: the
first answer is kept, keyed by the state object itself (its identity, not its value: hashing a whole
position would cost about as much as listing its moves). The memo holds the states it answers for, so an
id is never reused while it is kept; it is emptied when full, which bounds it in a long game.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar, cast

LIMIT = 4096  # positions kept: a long game's history while a save loads and its move list is described

F = TypeVar("F", bound=Callable[..., list[str]])
MISSING = object()  # what ByState.find says of an answer it does not hold


class ByState:
    """Answers kept per game and state object (their identities) and a plain key, bounded by LIMIT."""

    def __init__(self) -> None:
        self.kept: dict[tuple[int, int, Any], tuple[Any, Any, Any]] = {}

    def find(self, game: Any, state: Any, key: Any) -> Any:
        """The answer kept for `game`, `state` and `key`, else MISSING."""
        kept = self.kept.get((id(game), id(state), key))
        if kept is not None and kept[0] is game and kept[1] is state:
            return kept[2]
        return MISSING

    def keep(self, game: Any, state: Any, key: Any, answer: Any) -> None:
        """Keep `answer` (and the objects it answers for, so their ids are not reused while it is kept)."""
        if len(self.kept) >= LIMIT:
            self.kept.clear()
        self.kept[id(game), id(state), key] = (game, state, answer)


def legal_once(method: F) -> F:
    """`method(game, state, seat)`, worked out once per game, state object and seat (each call: new list)."""
    memo = ByState()

    @functools.wraps(method)
    def listed(game: Any, state: Any, seat: int | None = None) -> list[str]:
        if seat is not None and type(seat) is not int:  # odd input: asked of the game itself, as before
            return method(game, state, seat)
        kept = memo.find(game, state, seat)
        if kept is not MISSING:
            return list(kept)
        actions = method(game, state, seat)
        memo.keep(game, state, seat, list(actions))  # a copy: the caller may change the list it gets
        return actions

    listed.memo = memo.kept  # type: ignore[attr-defined]  # tests look inside
    return cast(F, listed)
