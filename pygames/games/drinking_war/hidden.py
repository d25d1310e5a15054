"""What a Drinking War seat keeps to itself: the cards only it can know, and a position with the hands a
viewer cannot see dealt again (for a computer player's sampling)."""

from __future__ import annotations

import random

from pygames.core.frozen import replace
from pygames.games.drinking_war.cards import NAMES
from pygames.games.drinking_war.state import State
from pygames.games.drinking_war.tokens import token_cards


def secrets(state: State, seat: int) -> list[str]:
    """The names of `seat`'s cards that nobody else can know: not public, and held by no other seat.

    Cards have no identity beyond their name, so a name in the discard pile, in the attack on the
    table or in another hand says nothing about this hand; the other names are its secrets. They are
    given as the English card names a view shows ("Attack +4"), since the bare codes ("+4") read
    like numbers that any count in a view could match. A spy's secrets add those of the hand its
    satellite still watches, which it knows as well as their holder.
    """
    if state.phase == "over":
        return []
    out = own_secrets(state, seat)
    if state.peek and state.peek[0] == seat and not state.peek_seen:
        out |= own_secrets(state, state.peek[1])
    return sorted(out)

def own_secrets(state: State, seat: int) -> set[str]:
    """The names of `seat`'s own cards that are in no other hand, not discarded and not in the attack."""
    known = set(state.discard) | set(token_cards(state.attack))
    known |= {card for other, hand in enumerate(state.hands) if other != seat for card in hand}
    return {NAMES[card][1] for card in set(state.hands[seat]) - known}

def sample_hidden(state: State, viewer: int | None, rng: random.Random) -> State:
    """`state` with the hands `viewer` cannot see dealt again from them and the pile, at random."""
    # A watched hand is known only while the satellite still watches it: once a Tornade swapped it,
    # the seat holds cards the spy never saw, and they are dealt again like any other hidden hand.
    watching = state.peek and state.peek[0] == viewer and not state.peek_seen
    seen = {viewer} | ({state.peek[1]} if watching else set())
    pool = list(state.pile)
    for i, h in enumerate(state.hands):
        if i not in seen:
            pool += h
    rng.shuffle(pool)
    hands = list(state.hands)
    for i, h in enumerate(state.hands):
        if i not in seen:
            hands[i] = tuple(sorted(pool[:len(h)]))
            pool = pool[len(h):]
    return replace(state, hands=tuple(hands), pile=tuple(sorted(pool)))
