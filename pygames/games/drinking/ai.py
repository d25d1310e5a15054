"""Drinking computer players.

Neither level ever plays "time" (the hourglass's own action): drinking the same drink is "drink 1".

"easy": greedy; plays the action that gains it the most points at once (drinking only when forced or
when drinking scores strictly more than any play), first in sorted order on a tie.

"hard": two plies. For its best few actions by immediate gain, it lets the next seat answer as a greedy
player would, from the drinks left on offer (the drink yet to be drawn is ignored), and scores the
position after that answer: its own total against the best other total, how drunk each side is, and
every line's stain majority weighted by how full the line is (a nearly full line clears soon, and its
points go to whoever holds most stains in it). So it avoids handing the next seat a line to complete,
fills lines it leads, and over-stains squares in lines another seat leads.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from pygames.ai import register_level
from pygames.core.game import get_game
from pygames.games.drinking import LINE_BASE, SIZE, TIME_ACTION, Drinking, State

GAME: Drinking = get_game("drinking")  # type: ignore[assignment]
DRUNK_PENALTY = 15  # per level of drunkenness after a drink, in the greedy choice
CANDIDATES = 10  # own actions looked at two plies deep
DRUNK_COST = (0, 10, 30, 90)  # what being sober .. passed out is worth in the position (a lost turn)
LINES = ([tuple(r * SIZE + c for c in range(SIZE)) for r in range(SIZE)]
         + [tuple(r * SIZE + c for r in range(SIZE)) for c in range(SIZE)])


def _gain(state: State, after: State, seat: int) -> int:
    return sum(after.sheet[seat]) - sum(state.sheet[seat])


def _scored(state: State, seat: int) -> list[tuple[int, str, State]]:
    out = []
    for action in GAME.legal_actions(state, seat):
        if action == TIME_ACTION:  # the clock's move: "drink 1" drinks the same drink by choice
            continue
        after = GAME.apply(state, action, seat)
        penalty = DRUNK_PENALTY * after.drunk[seat] if action.startswith("drink") else 0
        out.append((_gain(state, after, seat) - penalty, action, after))
    return out


def _greedy_reply(state: State) -> State:
    """The position after the seat to move answers greedily with the drinks on offer now."""
    if state.over or not state.offer:
        return state
    # Before the next drink is drawn the engine waits on chance; an extra play of 1 lets the seat act
    # on the drinks already there, with the usual points, and then passes the turn as usual.
    ready = state if GAME.actors(state) == (state.turn,) else replace(state, extra=1)
    scored = _scored(ready, ready.turn)
    return max(scored, key=lambda t: t[0])[2] if scored else state


def _line_worth(state: State, seat: int) -> float:
    """Every line's stain majority for `seat` (+1 ahead, -1 behind) times its points, by fullness squared."""
    worth = 0.0
    for line in LINES:
        filled = sum(1 for s in line if state.board[s])
        if not filled:
            continue
        counts = [0] * state.seats
        for s in line:
            if state.stains[s] >= 0:
                counts[state.stains[s]] += 1
        best_other = max(c for other, c in enumerate(counts) if other != seat)
        lead = (counts[seat] > best_other) - (best_other > counts[seat])
        worth += lead * LINE_BASE * (filled / SIZE) ** 2
    return worth


def _position(state: State, seat: int) -> float:
    """How good `state` is for `seat`: points ahead of the best other seat, drunkenness and lines."""
    totals = [sum(row) for row in state.sheet]
    others = [other for other in range(state.seats) if other != seat]
    value = totals[seat] - max(totals[other] for other in others)
    value -= DRUNK_COST[min(state.drunk[seat], 3)]
    value += max(DRUNK_COST[min(state.drunk[other], 3)] for other in others)
    return value + _line_worth(state, seat)


def easy(match: Any, seat: int, rng: random.Random) -> str:
    state: State = match.state
    scored = _scored(state, seat)
    best = max(points for points, _, _ in scored)
    return min(action for points, action, _ in scored if points == best)


def hard(match: Any, seat: int, rng: random.Random) -> str:
    state: State = match.state
    scored = sorted(_scored(state, seat), key=lambda t: (-t[0], t[1]))
    best_value, best_action = None, scored[0][1]
    for _, action, after in scored[:CANDIDATES]:
        value = _position(_greedy_reply(after), seat)
        if best_value is None or value > best_value:
            best_value, best_action = value, action
    return best_action


register_level("drinking", "easy", easy)
register_level("drinking", "hard", hard)
