"""Computer players: per game, named levels from weakest to strongest.

A policy is a function (match, seat, rng) -> action. It may read only what `seat` can see: for games
with secrets it must use `match.view(seat)`, never `match.state`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from pygames.core.errors import IllegalAction
from pygames.core.game import get_game

Policy = Callable[[Any, int, random.Random], str]
_LEVELS: dict[str, dict[str, Policy]] = {}


def register_level(game_id: str, level: str, policy: Policy) -> None:
    """Add `policy` as the next (stronger) level of `game_id`."""
    _LEVELS.setdefault(game_id, {})[level] = policy


def levels(game_id: str) -> list[str]:
    """The level names of `game_id`'s computer players, weakest first."""
    get_game(game_id)  # raises for an unknown game
    _load_policies()
    return list(_LEVELS.get(game_id, {}))


def choose_action(match: Any, seat: int, level: str, seed: int | None = None) -> str:
    """Return the action the computer player of `level` picks for `seat` in `match`."""
    _load_policies()
    policies = _LEVELS.get(match.game.id, {})
    if level not in policies:
        raise ValueError(f"{match.game.title} has no computer level {level!r}; levels: {', '.join(policies)}")
    if match.to_move != seat:
        raise IllegalAction(f"it is not seat {seat}'s turn")
    # Seeded from the match by default, so a replayed game gets the same computer moves.
    rng = random.Random(f"{match.seed}:{match.ply}:ai" if seed is None else seed)
    return policies[level](match, seat, rng)


def _load_policies() -> None:
    # Importing registers every game's levels; lazily, so the engines load without the AI.
    import pygames.ai.gobblet  # noqa: F401
    import pygames.ai.yacht  # noqa: F401
