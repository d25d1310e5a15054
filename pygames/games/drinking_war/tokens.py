"""Small facts of Drinking War that its rules, moves, powers and words all use (no import of the game)."""

from __future__ import annotations


def starting_lives(seats: int) -> int:
    """Life points each seat starts with: 7 for two seats, 5 for three or four, 4 for five or six."""
    return 7 if seats == 2 else 5 if seats <= 4 else 4


def split_token(token: str) -> tuple[str, str]:
    """An attack token "+6x2" as (card, combo); ("bomb", "") for a card without a combo."""
    if token[0] == "+" and "x" in token:
        card, _, combo = token.partition("x")
        return card, "x" + combo
    return token, ""


def token_cards(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """The cards an attack's tokens play (a combo token is two cards)."""
    return tuple(c for t in tokens for c in split_token(t) if c)


def remove_cards(hand: tuple[str, ...], out: tuple[str, ...]) -> tuple[str, ...]:
    """`hand` without the cards of `out` (one copy each)."""
    rest = list(hand)
    for c in out:
        rest.remove(c)
    return tuple(rest)
