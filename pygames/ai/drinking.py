"""Drinking computer players.

"easy": greedy; plays the action that gains it the most points at once (drinking only when forced or
when drinking scores strictly more than any play), first in sorted order on a tie.

"hard": one ply of look-ahead over the next seat. For its best few actions by immediate gain (plus a
penalty for drunkenness), it plays each, lets the next seat answer with its own best immediate gain
from the drinks left on offer (the drink yet to be drawn is ignored), and picks the action with the
best margin: own gain minus that reply's gain. This sees a line the opponent would clear next.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from pygames.ai import register_level
from pygames.core.game import get_game
from pygames.games.drinking import SIZE, Drinking, Table, fits, lines_through, square_name
from pygames.games.drinking import STAIN_POINTS as STAIN

GAME: Drinking = get_game("drinking")  # type: ignore[assignment]
DRUNK_PENALTY = 15
CANDIDATES = 8


def _gain(state: Table, after: Table, seat: int) -> int:
    return sum(after.sheet[seat]) - sum(state.sheet[seat])


def _best_reply(state: Table) -> int:
    """About the most points the seat to move can gain at once with the drinks on offer now.

    Its best drink value plus a stain, or better, the best line it can complete (checked by playing
    the completing drink on the one empty square of each nearly full line)."""
    seat = state.turn
    if state.over or not state.offer:
        return 0
    full = replace_choices(state)
    base = max(v for _, v in state.offer) + STAIN
    best = base
    for square in range(SIZE * SIZE):
        if state.board[square]:
            continue
        if not any(all(state.board[s] for s in line if s != square) for _, line in lines_through(square)):
            continue
        for slot, (code, _) in enumerate(state.offer, 1):
            if code != "H" and fits(state.board, code, square)[0]:
                after = GAME.apply(full, f"{slot} {square_name(square)}", seat)
                best = max(best, _gain(state, after, seat))
    return best


def replace_choices(state: Table) -> Table:
    """The state with the offer counted as full, so the seat may act on what is already there."""
    return replace(state, choices=max(1, len(state.offer))) if len(state.offer) < state.choices else state


def _scored(state: Table, seat: int) -> list[tuple[int, str, Table]]:
    out = []
    for action in GAME.legal_actions(state, seat):
        after = GAME.apply(state, action, seat)
        penalty = DRUNK_PENALTY * after.drunk[seat] if action.startswith("drink") else 0
        out.append((_gain(state, after, seat) - penalty, action, after))
    return out


def easy(match: Any, seat: int, rng: random.Random) -> str:
    state: Table = match.state
    scored = _scored(state, seat)
    best = max(points for points, _, _ in scored)
    return min(action for points, action, _ in scored if points == best)


def hard(match: Any, seat: int, rng: random.Random) -> str:
    state: Table = match.state
    scored = sorted(_scored(state, seat), key=lambda t: (-t[0], t[1]))
    best_value, best_action = None, scored[0][1]
    for points, action, after in scored[:CANDIDATES]:
        reply = 0 if after.over else _best_reply(after)
        value = points - reply
        if best_value is None or value > best_value:
            best_value, best_action = value, action
    return best_action


register_level("drinking", "easy", easy)
register_level("drinking", "hard", hard)
