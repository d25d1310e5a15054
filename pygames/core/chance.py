"""Seeded chance: the outcome at ply n depends only on the match seed and n.

Tying each draw to its ply (rather than to a stream consumed in order) means undo and redo can never
re-roll: the same action at the same ply meets the same chance. Python seeds a Random from a str through
SHA-512, which is stable across versions, so a saved game replays the same on 3.11 and in Pyodide.
"""

from __future__ import annotations

import random
from functools import lru_cache


def new_seed() -> int:
    """Return a fresh 63-bit seed from the system's entropy."""
    return random.SystemRandom().getrandbits(63)


def draw(outcomes: list[tuple[str, float]], seed: int, ply: int) -> str:
    """Pick one of `outcomes` for the chance node at `ply` of the match seeded with `seed`."""
    point = _uniform(seed, ply) * sum(p for _, p in outcomes)
    for outcome, probability in outcomes:
        point -= probability
        if point < 0:
            return outcome
    return outcomes[-1][0]


@lru_cache(maxsize=1 << 14, typed=True)  # typed: a seed of True is not a seed of 1 (str() differs)
def _uniform(seed: int, ply: int) -> float:
    """The number in [0, 1) that decides the chance node at `ply` of the match seeded with `seed`.

    Kept: seeding a Random from a string hashes it, and a seeded match (a test's, a bench's) replayed
    from its moves meets the same nodes again."""
    return random.Random(f"{seed}:{ply}").random()
