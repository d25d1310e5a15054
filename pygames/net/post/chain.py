"""Hash chains of secrets, and the chance outcome a run's reveals make, exactly as the rules weigh it.

A chain starts from a secret seed s: value k is sha256 applied LENGTH - k times to s (cut to 16 bytes),
so value 0, the head, is what a seat commits to, and each later value hashes to the one before it.
Revealing value k therefore proves it came from the chain (it hashes to value k - 1, already known), and
tells nothing of value k + 1 (that would need a preimage). Values are written in unpadded base64url,
22 characters for 16 bytes, so they fit a URL as they are.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from fractions import Fraction
from functools import lru_cache
from math import lcm

VALUE_BYTES = 16  # 128 bits: nobody finds a preimage of a value, so nobody computes the next one
LENGTH = 2048  # values in a chain: chance runs a game may use (Drinking's 400-turn end needs about 401)
VALUE_CHARS = 22  # unpadded base64url of VALUE_BYTES


def _h(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()[:VALUE_BYTES]


def text_of(raw: bytes) -> str:
    """`raw` in unpadded base64url."""
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def raw_of(text: str) -> bytes:
    """The bytes of a value written by `text_of` (ValueError if it is not one)."""
    if len(text) != VALUE_CHARS or not text.isascii():
        raise ValueError("not a chain value")
    raw = base64.urlsafe_b64decode(text + "==")
    if text_of(raw) != text:  # one spelling only: trailing bits that decode the same are refused
        raise ValueError("not a chain value")
    return raw


def is_value(text: object) -> bool:
    """True if `text` is a chain value as links and records write it."""
    if not isinstance(text, str):
        return False
    try:
        raw_of(text)
    except ValueError:
        return False
    return True


def new_seed(entropy: bytes | None = None) -> str:
    """A fresh secret seed for a seat's chain (`entropy`: a test's fixed bytes, else the system's)."""
    return text_of(_h(entropy) if entropy is not None else secrets.token_bytes(VALUE_BYTES))


def value(seed: str, index: int, length: int = LENGTH) -> str:
    """Value `index` of the chain grown from `seed` (0 is the head)."""
    if not 0 <= index <= length:
        raise ValueError(f"a chain of {length} values has no value {index}")
    raw = raw_of(seed)
    for _ in range(length - index):
        raw = _h(raw)
    return text_of(raw)


def head(seed: str, length: int = LENGTH) -> str:
    """The commitment to the chain grown from `seed`: its value 0."""
    return value(seed, 0, length)


def previous(value_text: str) -> str:
    """The value before `value_text` in its chain: its hash."""
    return text_of(_h(raw_of(value_text)))


def follows(value_text: str, before: str) -> bool:
    """True if `value_text` is the value that comes after `before` in a chain."""
    return hmac.compare_digest(previous(value_text), before)


def pick(outcomes: list[tuple[str, float]], material: bytes) -> str:
    """The outcome `material` (the run's reveals and the history) picks, with the rules' own odds.

    Each probability is read as the exact fraction it stands for (1/6, 6/108: denominators up to 10^9),
    and a whole number below their common denominator is drawn from sha256 blocks, redrawing the rare
    block that would favour small numbers, so no outcome is even slightly likelier than its weight."""
    names, counts, total = _weights(tuple(outcomes))
    limit = (1 << 256) // total * total
    block = 0
    while True:
        number = int.from_bytes(hashlib.sha256(material + block.to_bytes(4, "big")).digest(), "big")
        if number < limit:
            break
        block += 1  # about once in 2^200 draws
    point = number % total
    for name, count in zip(names, counts, strict=True):
        if point < count:
            return name
        point -= count
    raise AssertionError("unreachable: point < total")


@lru_cache(maxsize=256)  # a game has few distinct chance nodes (Yacht: one per number of dice rolled)
def _weights(outcomes: tuple[tuple[str, float], ...]) -> tuple[tuple[str, ...], tuple[int, ...], int]:
    """The outcomes' names, their whole-number weights over a common denominator, and that total."""
    weights = [Fraction(p).limit_denominator(10**9) for _, p in outcomes]
    if not outcomes or any(w < 0 for w in weights) or sum(weights) <= 0:
        raise ValueError("a chance node needs outcomes of positive total weight")
    scale = lcm(*(w.denominator for w in weights))
    counts = tuple(int(w * scale) for w in weights)
    return tuple(name for name, _ in outcomes), counts, sum(counts)


def run_material(match_id: str, run: int, path: str, reveals: list[str]) -> bytes:
    """What decides a chance node: the match, the run's number, the moves so far, every seat's reveal
    (in seat order, so the order in which they arrived changes nothing)."""
    return "|".join(["pygames-post", match_id, str(run), path, *reveals]).encode("ascii")
