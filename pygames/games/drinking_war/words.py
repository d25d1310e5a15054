"""Drinking War's move descriptions for the log: codes and French names only, so a description never holds
an English card name (those are the secrets the leak check looks for), and hidden cards are named only to
the seats that know them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core.game import CHANCE
from pygames.games.drinking_war.cards import COUNTRIES, NAMES

if TYPE_CHECKING:
    from pygames.games.drinking_war import DrinkingWar, State


def _fr(card: str) -> str:
    return card if card[0] in "+-" else NAMES[card][0]


def _token(token: str) -> str:
    from pygames.games.drinking_war.tokens import split_token
    card, combo = split_token(token)
    return f"{card} {combo}" if combo else _fr(card)


def _p(seat: int) -> str:
    return f"Player {seat + 1}"


def describe(game: DrinkingWar, s: State, action: str, seat: int | None, viewer: int | None) -> str:
    """One log line for `action` in `s` as `viewer` may read it."""
    if game.actors(s) == (CHANCE,):
        return _chance(game, s, action, viewer)
    who = seat if seat is not None else game.actors(s)[0]
    name = _p(who)
    verb, _, rest = action.partition(" ")
    if verb == "attack":
        target, _, listed = rest.partition(" ")
        tokens = tuple(listed.split(","))
        sips, strikes = game.attack_strength(s, who, tokens, game.bombs_down(s))
        hits = f"{sips}" + (f" and {strikes} life point{'s' if strikes > 1 else ''}" if strikes else "")
        return f"{name} attacks {_p(int(target))} with {' '.join(_token(t) for t in tokens)} ({hits})"
    if verb == "defend":
        if rest == "none":
            return f"{name} plays no defence ({s.damage} left)"
        played = rest.split(",")
        if all(c[0] == "-" for c in played):
            left = max(0, s.damage - sum(abs(int(c)) for c in played))
            return f"{name} defends with {' '.join(played)} ({left} left)"
        return f"{name} defends with {' '.join(_fr(c) for c in played)}"
    if verb == "power":
        return _power(s, name, rest.split(" "), who, viewer)
    amount = f"{s.damage} sip{'s' if s.damage != 1 else ''}"
    fixed = {"draw": "draws a card", "hold": "does not attack",
             "drink": f"drinks {amount}", "life": "loses a life point", "sleep": "sleeps through the turn"}
    if verb in fixed:
        return f"{name} {fixed[verb]}"
    if verb == "give":
        card = _fr(rest) if viewer in (who, s.turn) else "a card"
        return f"{name} gives {card} to {_p(s.turn)}"
    if verb == "join":
        return f"{name} joins nobody" if rest == "none" else f"{name} joins {_p(int(rest))}"
    return f"{name} discards {_fr(rest)}"


def _chance(game: DrinkingWar, s: State, action: str, viewer: int | None) -> str:
    task = s.pending[0] if s.pending else ("card", game._dealee(s) if s.phase == "deal" else s.turn)
    if task[0] == "country":
        return f"{_p(task[1])} gets the country {COUNTRIES[action][0]}"
    if task[0] == "hack":
        card = _fr(action) if viewer in (task[1], task[2]) else "a card"
        return f"{_p(task[1])} steals {card} from {_p(task[2])}"
    card = NAMES[action][1] if viewer == task[1] and action in NAMES else "a card"
    return f"{_p(task[1])} draws {card}"


def _power(s: State, name: str, words: list[str], who: int, viewer: int | None) -> str:
    power = words[0]
    card = NAMES["unicorn"][0] + " x3" if power == "unicorns" else NAMES[power][0]
    seats = [_p(int(w)) for w in words[1:] if w.isdigit()]
    text = f"{name} plays {card}" + (f" on {' and '.join(seats)}" if seats else "")
    if power == "hack" and len(words) > 2:
        text += f", taking {_fr(words[2]) if viewer in (who, int(words[1])) else 'a card'}"
    if power == "shovel" and s.discard:
        text += f", taking back {_fr(s.discard[-1])}"
    return text
