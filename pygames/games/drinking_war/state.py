"""Drinking War's position: the State a game holds (lives, hands, piles, the fight on the table, powers)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

HAND_LIMIT = 5


def value(card: str) -> int:
    """The number of sips a numbered card adds (attack) or takes off (defence)."""
    return abs(int(card))


@dataclass(frozen=True)
class State:
    seats: int
    lives: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]
    discard: tuple[str, ...]
    turn: int
    phase: str  # deal, draw, drawcard, power, attack, defend, choose, discard, over
    drinking: bool
    target: int = -1
    attack: tuple[str, ...] = ()
    damage: int = 0
    # domination, once the pile is empty: the seats still owed their last turn, in turn order
    last_round: tuple[int, ...] | None = None
    sips: tuple[int, ...] = ()
    # the last fight: (attacker, target, attack, defence, damage, result[, victim, strikes])
    last: tuple[Any, ...] = ()
    pack: int = 1
    mode: str = "domination"
    discard_by: tuple[int, ...] = ()  # who put each discard card there (-1: nobody)
    stars: int = 0  # stars of powers played this turn
    strikes: int = 0  # life points the attack's bombs take
    victim: int = -1  # who takes what is left of the attack (the attacker after a Miroir)
    water: tuple[int, ...] = ()
    taken: tuple[int, ...] = ()  # life points each seat took from others
    last_take: tuple[int, ...] = ()  # when each seat last took one (a running count)
    takes: int = 0
    countries: tuple[tuple[str, ...], ...] = ()
    country_pile: tuple[str, ...] = ()
    # chance to settle first: ("card", seat), ("country", seat), ("hack", thief, victim)
    pending: tuple[tuple[Any, ...], ...] = ()
    epidemics: tuple[tuple[tuple[int, int], ...], ...] = ()  # per seat: (placed by, turns done)
    potions: tuple[int, ...] = ()  # per seat: who placed the sleeping potion in front of it, or -1
    peek: tuple[int, ...] = ()  # (spy, watched seat) for the rest of the spy's turn
    # The watched hand as the spy last saw it, once a Tornade moved it away: from then on the peek is that
    # snapshot, never the watched seat's new hand (empty while the satellite still watches the seat's hand).
    peek_seen: tuple[str, ...] = ()
    givers: tuple[int, ...] = ()  # seats still to give a card for a postcard
    joining: tuple[int, ...] = ()  # survivor: seats at zero still to choose whom to join
    allies: tuple[int, ...] = ()  # survivor: the seat each fallen seat helps, or -1
    names: tuple[str, ...] = ()  # with teams: each seat's name in the move list ("Reds"), else "Player n"
    bombs: int = 0  # bombs played in attacks since the draw pile was last built
    # the fights (and holds) of the last round, oldest first, each settled as `last` ended it: the page
    # keeps a seat's own fight on the table until that seat fights again (issue 23 item 1)
    fights: tuple[tuple[Any, ...], ...] = ()


def set_at(values: tuple[Any, ...], index: int, item: Any) -> tuple[Any, ...]:
    """`values` with `item` at `index`."""
    return values[:index] + (item,) + values[index + 1:]
