"""Gobblet computer players.

"ok": looks one move ahead for itself and for the reply, else plays a random move; weak on purpose.
"""

from __future__ import annotations

import random
from typing import Any

from pygames.ai import register_level
from pygames.games.gobblet import GOBBLET, Position


def _wins(state: Position, action: str, colour: int) -> bool:
    after = GOBBLET.apply(state, action)
    return after.result == ("red", "yellow")[colour]


def ok(match: Any, seat: int, rng: random.Random) -> str:
    """Win at once if possible, avoid moves that let the opponent win at once, else play at random."""
    state = match.state
    actions = GOBBLET.legal_actions(state)
    winning = [a for a in actions if _wins(state, a, seat)]
    if winning:
        return rng.choice(winning)
    safe = []
    for action in actions:
        after = GOBBLET.apply(state, action)
        if after.result is not None:
            continue  # it ended the game without winning: a loss or a draw
        if not any(_wins(after, reply, 1 - seat) for reply in GOBBLET.legal_actions(after)):
            safe.append(action)
    return rng.choice(safe or actions)


register_level("gobblet", "ok", ok)
