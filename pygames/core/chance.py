"""Seeded chance: the outcome at ply n depends only on the match seed and n.

Tying each draw to its ply (rather than to a stream consumed in order) means undo and redo can never
re-roll: the same action at the same ply meets the same chance. Python seeds a Random from a str through
SHA-512, which is stable across versions, so a saved game replays the same on 3.11 and in Pyodide.
"""

from __future__ import annotations

import random


def new_seed() -> int:
    """Return a fresh 63-bit seed from the system's entropy."""
    return random.SystemRandom().getrandbits(63)


def draw(outcomes: list[tuple[str, float]], seed: int, ply: int) -> str:
    """Pick one of `outcomes` for the chance node at `ply` of the match seeded with `seed`."""
    point = random.Random(f"{seed}:{ply}").random() * sum(p for _, p in outcomes)
    for outcome, probability in outcomes:
        point -= probability
        if point < 0:
            return outcome
    return outcomes[-1][0]
