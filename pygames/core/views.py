"""The typed parts every view shares: the match's own facts, and the open scores most games show.

A page gets `Match.view(seat)`: the game's view (a TypedDict per game, e.g. GobbletView) with the
match's facts (MatchFacts) added beside it. A game's view never uses a key of MatchFacts, so nothing
the game says is overwritten (Match.view refuses a clash; tests/test_views.py checks every game).
"""

from __future__ import annotations

from typing import Any, TypedDict


class PublicResult(TypedDict):
    """The "scores" and "winners" entries of a game whose scores everyone may see."""

    scores: list[float]
    winners: list[int]


class MatchFacts(TypedDict):
    """What the match adds to the game's view."""

    game: str  # the game's id
    seat_count: int  # the number of seats
    options: dict[str, Any]
    seat: int | None  # the viewer (None: a spectator)
    actors: list[int]  # the seats that may act now (CHANCE at a chance node)
    to_move: int | None  # the one seat to move, or None (a chance node, several actors, the end)
    over: bool
    ply: int
    can_undo: bool
    can_redo: bool
    teams: list[list[int]]


MATCH_KEYS = frozenset(MatchFacts.__annotations__)
