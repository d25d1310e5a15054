"""Drinking War's move descriptions for the log: codes and French names only, so a description never holds
an English card name (those are the secrets the leak check looks for), and hidden cards are named only to
the seats that know them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core.game import CHANCE
from pygames.core.i18n import _, ngettext
from pygames.core.per_state import MISSING, ByState
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
    return _("Player {n}").format(n=seat + 1)


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
    # A card's draw stays secret; a country is drawn face up, and may end the turn (a China: see end_turn).
    face_up = bool(s.pending) and s.pending[0][0] == "country"
    if game.actors(s) == (CHANCE,) and not face_up:
        return text
    after = _applied(game, s, action, seat if seat is not None else game.actors(s)[0])
    if after is None:  # a record of an action that is not legal here: say only what was asked
        return text
    effects = _effects(s, after, action)
    return _("{action}: {effects}").format(action=text, effects=_("; ").join(effects)) if effects else text


# A move list describes each ply once per reader (spectator and every seat), and again on a loaded copy
# of the same states: the state after the action is worked out once per state object, action and seat.
_AFTER = ByState()


def _applied(game: DrinkingWar, s: State, action: str, seat: int) -> State | None:
    """`game.apply(s, action, seat)`, worked out once per state object (None: the action is not legal)."""
    kept = _AFTER.find(game, s, (action, seat))
    if kept is not MISSING:
        return kept
    try:
        after: State | None = game.apply(s, action, seat)
    except ValueError:
        after = None
    _AFTER.keep(game, s, (action, seat), after)
    return after


def _sips(amount: int) -> str:
    return ngettext("{n} sip", "{n} sips", amount).format(n=amount)


def _cards(amount: int) -> str:
    return ngettext("{n} card", "{n} cards", amount).format(n=amount)


def _lives(amount: int) -> str:
    return ngettext("{n} life point", "{n} life points", amount).format(n=amount)


def _effects(s: State, after: State, action: str) -> list[str]:
    """What an action did that its own words do not say: every change anyone at the table can see."""
    out: list[str] = []
    verb = action.partition(" ")[0]
    if verb == "defend":
        fight = after.last
        victim, result, damage = fight[6], fight[5], fight[4]
        if victim != s.target:
            out.append(_("{amount} sent back to {player} by Miroir").format(amount=damage, player=_p(victim)))
        if fight[7]:
            out.append(_("{player} loses {lives} to bombs").format(player=_p(victim), lives=_lives(fight[7])))
        water = _sips(damage) if s.drinking else str(damage)
        words = {"blocked": _("nothing gets through"), "spared": _("under 13, no life point lost"),
                 "water": (_("Chimiste turns {amount} to water, drunk by {player}") if s.drinking
                           else _("Chimiste turns {amount} to water, harmless")).format(
                               amount=water, player=_p(victim)),
                 "choosing": _("{player} drinks {sips} or loses a life point").format(
                     player=_p(victim), sips=_sips(damage)),
                 "life": _("{player} loses a life point").format(player=_p(victim)),
                 "out": _("{player} is out").format(player=_p(victim))}
        out.append(words.get(result, ""))
    if verb == "draw" and s.potions and s.potions[s.turn] >= 0:
        out.append(_("the sleeping potion makes {player} discard the whole hand ({cards})").format(
            player=_p(s.turn), cards=_cards(len(s.hands[s.turn]))))
    if verb == "power":
        played = action.split(" ")
        if played[1] == "meteor":
            target = int(played[2])
            out.append((_("{player} discards the whole hand ({cards}) and every epidemic")
                        if s.epidemics and s.epidemics[target]
                        else _("{player} discards the whole hand ({cards})")).format(
                            player=_p(target), cards=_cards(len(s.hands[target]))))
        for seat in range(s.seats):
            lost = s.lives[seat] - after.lives[seat]
            if lost > 0:
                out.append(_("{player} loses {lives}").format(player=_p(seat), lives=_lives(lost)))
            elif lost < 0:
                out.append(_("{player} wins back {lives}").format(player=_p(seat), lives=_lives(-lost)))
    nxt = after.turn
    if nxt != s.turn and s.epidemics and s.epidemics[nxt]:
        ticks = [done + 1 for _owner, done in s.epidemics[nxt]]
        cost = _sips(sum(ticks)) if s.drinking else (
            _("a life point") if any(t >= EPIDEMIC_TURNS for t in ticks) else _("nothing yet"))
        out.append(ngettext("{player}'s epidemic ticks ({ticks} of {turns}): {cost}",
                            "{player}'s epidemics tick ({ticks} of {turns}): {cost}", len(ticks)).format(
            player=_p(nxt), ticks=", ".join(map(str, ticks)), turns=EPIDEMIC_TURNS, cost=cost))
    return [effect for effect in out if effect]


def _action(game: DrinkingWar, s: State, action: str, who: int, viewer: int | None) -> str:
    """The action itself in words, as `viewer` may read it."""
    name = _p(who)
    verb, _space, rest = action.partition(" ")
    if verb == "attack":
        target, _space, listed = rest.partition(" ")
        tokens = tuple(listed.split(","))
        sips, strikes = game.attack_strength(s, who, tokens, game.bombs_down(s))
        hits = _("{amount} and {lives}").format(amount=sips, lives=_lives(strikes)) if strikes else str(sips)
        return _("{player} attacks {target} with {cards} ({hits})").format(
            player=name, target=_p(int(target)), cards=" ".join(_token(t) for t in tokens), hits=hits)
    if verb == "defend":
        if rest == "none":
            return _("{player} plays no defence ({left} left)").format(player=name, left=s.damage)
        played = rest.split(",")
        if all(c[0] == "-" for c in played):
            left = max(0, s.damage - sum(abs(int(c)) for c in played))
            return _("{player} defends with {cards} ({left} left)").format(
                player=name, cards=" ".join(played), left=left)
        return _("{player} defends with {cards}").format(player=name, cards=" ".join(_fr(c) for c in played))
    if verb == "power":
        return _power(s, name, rest.split(" "), who, viewer)
    fixed = {"draw": _("{player} draws a card"), "hold": _("{player} does not attack"),
             "drink": _("{player} drinks {sips}"), "life": _("{player} loses a life point"),
             "sleep": _("{player} sleeps through the turn")}
    if verb in fixed:
        return fixed[verb].format(player=name, sips=_sips(s.damage))
    if verb == "give":
        card = _fr(rest) if viewer in (who, s.turn) else _("a card")
        return _("{player} gives {card} to {other}").format(player=name, card=card, other=_p(s.turn))
    if verb == "join":
        return (_("{player} joins nobody").format(player=name) if rest == "none"
                else _("{player} joins {other}").format(player=name, other=_p(int(rest))))
    return _("{player} discards {card}").format(player=name, card=_fr(rest))


def _chance(game: DrinkingWar, s: State, action: str, viewer: int | None) -> str:
    task = s.pending[0] if s.pending else ("card", game._dealee(s) if s.phase == "deal" else s.turn)
    if task[0] == "country":
        return _("{player} gets the country {country}").format(player=_p(task[1]),
                                                                country=COUNTRIES[action][0])
    if task[0] == "hack":
        card = _fr(action) if viewer in (task[1], task[2]) else _("a card")
        return _("{player} steals {card} from {other}").format(player=_p(task[1]), card=card,
                                                               other=_p(task[2]))
    card = NAMES[action][1] if viewer == task[1] and action in NAMES else _("a card")
    return _("{player} draws {card}").format(player=_p(task[1]), card=card)


def _power(s: State, name: str, words: list[str], who: int, viewer: int | None) -> str:
    power = words[0]
    card = NAMES["unicorn"][0] + " x3" if power == "unicorns" else NAMES[power][0]
    seats = [_p(int(w)) for w in words[1:] if w.isdigit()]
    text = (_("{player} plays {card} on {targets}") if seats else _("{player} plays {card}")).format(
        player=name, card=card, targets=_(" and ").join(seats))
    if power == "hack" and len(words) > 2:
        taken = _fr(words[2]) if viewer in (who, int(words[1])) else _("a card")
        text += _(", taking {card}").format(card=taken)
    if power == "shovel" and s.discard:
        text += _(", taking back {card}").format(card=_fr(s.discard[-1]))
    return text
