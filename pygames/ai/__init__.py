"""Computer players: per game, named levels from weakest to strongest.

A policy is a function (known, seat, rng) -> action. For a game without secrets `known` is the Match
itself; for a game with secrets (`hidden_information`) it is a `Sight`: the seat's view, legal actions
and records only, so a computer player can never read another seat's hand. A game's levels live in
the `ai` module of the game's package (pygames/games/<game>/ai.py), which registers them when
imported: adding a game edits no list here.
"""

from __future__ import annotations

import importlib
import random
import sys
from collections.abc import Callable
from typing import Any

from pygames.core.errors import IllegalAction
from pygames.core.game import get_game
from pygames.core.sight import Sight, sight_of

Policy = Callable[[Any, int, random.Random], str]
Stepper = Callable[[Any, int, random.Random], Any]  # -> an object with step(max_seconds) -> done, best
_LEVELS: dict[str, dict[str, Policy]] = {}
_STEPPERS: dict[tuple[str, str], Stepper] = {}


def register_level(game_id: str, level: str, policy: Policy, sliced: Stepper | None = None) -> None:
    """Add `policy` as the next (stronger) level of `game_id`.

    `sliced`, for a level that searches for a while, makes the same choice in slices: it returns an
    object whose `step(max_seconds)` searches a little and says whether it is done, and whose `best` is
    the choice; a page thinking without a worker uses it to stay responsive.
    """
    _LEVELS.setdefault(game_id, {})[level] = policy
    if sliced is not None:
        _STEPPERS[game_id, level] = sliced


def sliced_search(match: Any, seat: int, level: str) -> Any:
    """The sliced search of `level` for `seat` (see register_level), or None if it has none."""
    _load_policies(match.game.id)
    factory = _STEPPERS.get((match.game.id, level))
    if factory is None or seat not in match.actors:
        return None
    return factory(knowledge(match, seat), seat, random.Random(random.SystemRandom().getrandbits(64)))


def levels(game_id: str) -> list[str]:
    """The level names of `game_id`'s computer players, weakest first."""
    get_game(game_id)  # raises for an unknown game
    _load_policies(game_id)
    return list(_LEVELS.get(game_id, {}))


def knowledge(match: Any, seat: int) -> Any:
    """What the computer player of `seat` may read: the match, or for a game with secrets a Sight."""
    return sight_of(match, seat) if match.game.hidden_information else match


def choose_action(match: Any, seat: int, level: str, seed: int | None = None) -> str:
    """Return the action the computer player of `level` picks for `seat` in `match`."""
    if seat not in match.actors:
        raise IllegalAction(f"seat {seat} may not act now")
    return choose_for(knowledge(match, seat), seat, level, seed)


def choose_for(known: Any, seat: int, level: str, seed: int | None = None) -> str:
    """The action of `level` for `seat` from what it may know (a Match, or a Sight)."""
    _load_policies(known.game.id)
    policies = _LEVELS.get(known.game.id, {})
    if level not in policies:
        raise ValueError(f"{known.game.title} has no computer level {level!r}; levels: {', '.join(policies)}")
    # Fresh by default, so a computer player varies among equally good moves; a seed repeats it (tests).
    rng = random.Random(seed) if seed is not None else random.Random(random.SystemRandom().getrandbits(64))
    return policies[level](known, seat, rng)


def worker_payload(match: Any, seat: int) -> dict[str, Any]:
    """What the AI worker gets to choose `seat`'s move: the save, or for a game with secrets the sight."""
    known = knowledge(match, seat)
    return {"sight": known.to_json()} if isinstance(known, Sight) else {"save": match.to_json()}


def choose_from_payload(payload: dict[str, Any], seat: int, level: str) -> str:
    """The worker's side of `worker_payload`."""
    if "sight" in payload:
        return choose_for(Sight.from_json(payload["sight"]), seat, level)
    from pygames.core.saves import load_match

    return choose_action(load_match(payload["save"]), seat, level)


def _load_policies(game_id: str) -> None:
    # A game's computer players live in the ai module of its package; a game may have none.
    package = sys.modules[type(get_game(game_id)).__module__].__package__
    try:
        importlib.import_module(f"{package}.ai")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.ai":
            raise
