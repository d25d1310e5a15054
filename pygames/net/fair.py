"""Fair chance by commit-reveal: every party adds a secret, and the outcome follows from all of them.

Each party draws a 256-bit secret and first publishes only its sha256 (the commitment). Once every
commitment is known, the secrets are revealed and checked against them. The outcome is then drawn with
`pygames.core.chance.draw` from a seed hashed out of all the secrets, the match id and the ply, so no
party can choose it (its secret was fixed before it saw the others') and none can learn it early (the
others' secrets stay hidden until every commitment is in).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable

from pygames.core import chance


def new_secret() -> str:
    """Return a fresh secret: 64 hex digits from the system's entropy."""
    return secrets.token_hex(32)


def commitment(secret: str) -> str:
    """Return the commitment that binds a party to `secret` without showing it."""
    return hashlib.sha256(secret.encode("ascii")).hexdigest()


def opens(commit: str, secret: str) -> bool:
    """True if `secret` is the one `commit` was made to."""
    return hmac.compare_digest(commitment(secret), commit)


def shared_seed(reveals: Iterable[str], match_id: str, ply: int) -> int:
    """The seed all the revealed secrets make together (their order does not matter)."""
    material = "|".join([match_id, str(ply), *sorted(reveals)])
    return int(hashlib.sha256(material.encode("ascii")).hexdigest(), 16)


def fair_outcome(outcomes: list[tuple[str, float]], reveals: Iterable[str], match_id: str, ply: int) -> str:
    """The chance outcome at `ply` drawn from the parties' revealed secrets."""
    return chance.draw(outcomes, shared_seed(reveals, match_id, ply), ply)
