"""Drinking's moves in words, as the move list says them ("Player 2 puts the red mug on d4: ...")."""

from __future__ import annotations

from pygames.core.i18n import _
from pygames.games.drinking.feed import feed
from pygames.games.drinking.names import drink_name, the_drink
from pygames.games.drinking.state import TIME_ACTION, State


def describe(state: State, action: str, at_chance: bool) -> str:
    """`action` in words, in `state` (`at_chance`: a drink drawn for the offer, or who goes first)."""
    if action.startswith("first "):
        return _("Player {n} goes first").format(n=int(action.split()[1]) + 1)
    if at_chance:
        return _("A {drink} is offered").format(drink=drink_name(action))
    who = _("Player {n}").format(n=state.turn + 1)
    if action == TIME_ACTION:
        return _("{who} drinks {the_drink} (time ran out)").format(who=who,
                                                                   the_drink=the_drink(state.offer[0][0]))
    head, tail = action.split()
    if head == "drink":
        drunk = state.offer[int(tail) - 1][0]
        return _("{who} drinks {the_drink}").format(who=who, the_drink=the_drink(drunk))
    code = state.offer[int(head) - 1][0]
    if code == "H":
        return _("{who} hooks the drink on {square}").format(who=who, square=tail)
    return _("{who} puts {the_drink} on {square}").format(who=who, the_drink=the_drink(code), square=tail)


def describe_played(state: State, action: str, after: State, at_chance: bool) -> str:
    """`action` in words with everything it scored or changed (`after`: the state it led to)."""
    said = describe(state, action, at_chance)
    if at_chance or not after.events:
        return said
    names = [_("Player {n}").format(n=s + 1) for s in range(state.seats)]
    events = [{"type": t, "seat": s, "points": p, "detail": d} for t, s, p, d in after.events
              if t != "time ran out"]  # the description says it already
    return _("{move}: {scored}").format(move=said, scored=_("; ").join(feed(events, names)))
