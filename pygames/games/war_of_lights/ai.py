"""Computer players for War of Lights: "easy" (random, prefers quiet safety) and "hard" (expectimax)."""

from __future__ import annotations

import random
from typing import Any

from pygames.ai import register_level
from pygames.games.war_of_lights import CENTRE, OPPOSITE_PAIRS, WAR_OF_LIGHTS, State

GAME = WAR_OF_LIGHTS


def easy(match: Any, seat: int, rng: random.Random) -> str:
    """Pick a legal action at random."""
    return rng.choice(GAME.legal_actions(match.state, seat))


def has_spawn_pair(state: State, seat: int) -> bool:
    """True if two of `seat`'s gelt stand on opposite sides of its spawn point (what a safe spawn needs)."""
    base = seat * 9
    return any(state.board[base + x] == seat and state.board[base + y] == seat for x, y in OPPOSITE_PAIRS)


def evaluate(state: State, seat: int) -> float:
    """Score a position for `seat`: own gelt against the strongest opponent, spawn-point pressure, and a
    pair kept round its own spawn point (so a risky spawn stakes a gelt whose loss leaves a safe spawn)."""
    if state.phase == "over":
        return 1000.0 if seat in state.winners and len(state.winners) == 1 else (
            100.0 if seat in state.winners else -1000.0)
    own = state.count(seat)
    opps = [s for s in range(state.seats) if s != seat and state.count(s) > 0]
    worst = max((state.count(s) for s in opps), default=0)
    held = sum(1 for o in opps if state.board[o * 9 + CENTRE] == seat)
    lost_home = 1 if state.board[seat * 9 + CENTRE] not in (seat, -1) else 0
    return 10.0 * own - 8.0 * worst - 2.0 * sum(state.count(s) for s in opps) / max(1, len(opps)) \
        + 15.0 * held - 12.0 * lost_home + 3.0 * has_spawn_pair(state, seat)


def _value(state: State, seat: int, depth: int) -> float:
    """Expectimax value of `state` for `seat`, resolving chance nodes; opponents assumed greedy-paranoid."""
    if state.phase == "over" or depth <= 0:
        return evaluate(state, seat)
    if state.phase in ("spin", "spinoff"):
        return sum(p * _value(GAME.apply(state, f), seat, depth) for f, p in GAME.chance_outcomes(state))
    acts = GAME.legal_actions(state)
    vals = [_value(GAME.apply(state, a), seat, depth - 1) for a in acts]
    return max(vals) if state.turn == seat else min(vals)


def hard(match: Any, seat: int, rng: random.Random) -> str:
    """Expectimax over the dreidel's four faces: depth 2 (own move and the reply) when few moves, else 1."""
    return best_of(match.state, seat, GAME.legal_actions(match.state, seat), rng)


def best_of(state: State, seat: int, acts: list[str], rng: random.Random) -> str:
    """The best of `acts` for `seat` by expectimax (ties broken at random)."""
    if len(acts) == 1:
        return acts[0]
    depth = 2 if len(acts) * (state.seats - 1) <= 40 else 1
    best, best_v = acts[0], float("-inf")
    for a in acts:
        v = _value(GAME.apply(state, a, seat), seat, depth - 1) + rng.random() * 1e-3
        if v > best_v:
            best, best_v = a, v
    return best


register_level(GAME.id, "easy", easy)
register_level(GAME.id, "hard", hard)
