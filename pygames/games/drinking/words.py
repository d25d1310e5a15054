"""Drinking's moves in words, as the move list says them ("Player 2 puts the red mug on d4: ...")."""

from __future__ import annotations

from pygames.games.drinking.feed import feed
from pygames.games.drinking.state import TIME_ACTION, State, drink_name


def describe(state: State, action: str, at_chance: bool) -> str:
    """`action` in words, in `state` (`at_chance`: a drink drawn for the offer, or who goes first)."""
    if action.startswith("first "):
        return f"Player {int(action.split()[1]) + 1} goes first"
    if at_chance:
        return f"A {drink_name(action)} is offered"
    who = f"Player {state.turn + 1}"
    if action == TIME_ACTION:
        return f"{who} drinks the {drink_name(state.offer[0][0])} (time ran out)"
    head, tail = action.split()
    if head == "drink":
        return f"{who} drinks the {drink_name(state.offer[int(tail) - 1][0])}"
    code = state.offer[int(head) - 1][0]
    if code == "H":
        return f"{who} hooks the drink on {tail}"
    return f"{who} puts the {drink_name(code)} on {tail}"


def describe_played(state: State, action: str, after: State, at_chance: bool) -> str:
    """`action` in words with everything it scored or changed (`after`: the state it led to)."""
    said = describe(state, action, at_chance)
    if at_chance or not after.events:
        return said
    names = [f"Player {s + 1}" for s in range(state.seats)]
    events = [{"type": t, "seat": s, "points": p, "detail": d} for t, s, p, d in after.events
              if t != "time ran out"]  # the description says it already
    return f"{said}: {'; '.join(feed(events, names))}"
