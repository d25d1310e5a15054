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


def legal_once(method: F) -> F:
    """`method(game, state, seat)`, worked out once per game, state object and seat (each call: new list)."""
    memo: dict[tuple[int, int, int | None], tuple[Any, Any, list[str]]] = {}

    @functools.wraps(method)
    def listed(game: Any, state: Any, seat: int | None = None) -> list[str]:
        if seat is not None and type(seat) is not int:  # odd input: asked of the game itself, as before
            return method(game, state, seat)
        key = (id(game), id(state), seat)
        kept = memo.get(key)
        if kept is not None and kept[0] is game and kept[1] is state:
            return list(kept[2])
        actions = method(game, state, seat)
        if len(memo) >= LIMIT:
            memo.clear()
        memo[key] = (game, state, list(actions))  # a copy: the caller may change the list it gets
        return actions

    listed.memo = memo  # type: ignore[attr-defined]  # tests look inside
    return cast(F, listed)
