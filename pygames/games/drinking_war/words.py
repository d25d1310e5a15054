"""Drinking War's move descriptions for the log: codes and French names only, so a description never holds
an English card name (those are the secrets the leak check looks for), and hidden cards are named only to
the seats that know them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core.game import CHANCE
from pygames.games.drinking_war.cards import COUNTRIES, EPIDEMIC_TURNS, NAMES

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
    """`action` in `s` in words, as `viewer` may read it (what it will do is not said: a seat's hand as
    `viewer` imagines it may not even hold the cards)."""
    if game.actors(s) == (CHANCE,):
        return _chance(game, s, action, viewer)
    return _action(game, s, action, seat if seat is not None else game.actors(s)[0], viewer)


def describe_played(game: DrinkingWar, s: State, action: str, seat: int | None, viewer: int | None) -> str:
    """One log line for `action`, played in `s`, with what it led to (public facts only: a fight's
    outcome, life points, sips, water, hands discarded by count, epidemics ticking)."""
    text = describe(game, s, action, seat, viewer)
    if game.actors(s) == (CHANCE,):
        return text
    try:
        after = game.apply(s, action, seat if seat is not None else game.actors(s)[0])
    except ValueError:  # a record of an action that is not legal here: say only what was asked
        return text
    effects = _effects(s, after, action)
    return f"{text}: {'; '.join(effects)}" if effects else text


def _sips(amount: int) -> str:
    return f"{amount} sip{'s' if amount != 1 else ''}"


def _lives(amount: int) -> str:
    return f"{amount} life point{'s' if amount != 1 else ''}"


def _effects(s: State, after: State, action: str) -> list[str]:
    """What an action did that its own words do not say: every change anyone at the table can see."""
    out: list[str] = []
    verb = action.partition(" ")[0]
    if verb == "defend":
        fight = after.last
        victim, result, damage = fight[6], fight[5], fight[4]
        if victim != s.target:
            out.append(f"{damage} sent back to {_p(victim)} by Miroir")
        if fight[7]:
            out.append(f"{_p(victim)} loses {_lives(fight[7])} to bombs")
        words = {"blocked": "nothing gets through", "spared": "under 13, no life point lost",
                 "water": f"Chimiste turns {_sips(damage) if s.drinking else damage} to water"
                          + (f", drunk by {_p(victim)}" if s.drinking else ", harmless"),
                 "choosing": f"{_p(victim)} drinks {_sips(damage)} or loses a life point",
                 "life": f"{_p(victim)} loses a life point",
                 "out": f"{_p(victim)} is out"}
        out.append(words.get(result, ""))
    if verb == "draw" and s.potions and s.potions[s.turn] >= 0:
        out.append(f"the sleeping potion makes {_p(s.turn)} discard the whole hand "
                   f"({len(s.hands[s.turn])} cards)")
    if verb == "power":
        played = action.split(" ")
        if played[1] == "meteor":
            target = int(played[2])
            out.append(f"{_p(target)} discards the whole hand ({len(s.hands[target])} cards)"
                       + (" and every epidemic" if s.epidemics and s.epidemics[target] else ""))
        for seat in range(s.seats):
            lost = s.lives[seat] - after.lives[seat]
            if lost > 0:
                out.append(f"{_p(seat)} loses {_lives(lost)}")
            elif lost < 0:
                out.append(f"{_p(seat)} wins back {_lives(-lost)}")
    nxt = after.turn
    if nxt != s.turn and s.epidemics and s.epidemics[nxt]:
        ticks = [done + 1 for _owner, done in s.epidemics[nxt]]
        cost = _sips(sum(ticks)) if s.drinking else (
            "a life point" if any(t >= EPIDEMIC_TURNS for t in ticks) else "nothing yet")
        out.append(f"{_p(nxt)}'s epidemic{'s' if len(ticks) > 1 else ''} tick "
                   f"({', '.join(map(str, ticks))} of {EPIDEMIC_TURNS}): {cost}")
    return [effect for effect in out if effect]


def _action(game: DrinkingWar, s: State, action: str, who: int, viewer: int | None) -> str:
    """The action itself in words, as `viewer` may read it."""
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
