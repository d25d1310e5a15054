"""Drinking War's power cards (packs 2-3): what each does once its action is known to be legal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core.frozen import replace
from pygames.games.drinking_war import effects
from pygames.games.drinking_war.cards import STARS
from pygames.games.drinking_war.state import set_at

if TYPE_CHECKING:
    from pygames.games.drinking_war import DrinkingWar, State


def play_power(game: DrinkingWar, s: State, words: list[str]) -> State:
    """`s.turn` plays the power `words` ("hack", "1"): its cards go to the discard pile, then the effect."""
    from pygames.games.drinking_war.tokens import remove_cards as _remove
    name = words[0]
    me = s.turn
    played = ("unicorn",) * 3 if name == "unicorns" else (name,)
    s = replace(s, hands=set_at(s.hands, me, _remove(s.hands[me], played)),
                stars=s.stars + sum(STARS[c] for c in played))
    if name == "shovel":  # the top card comes back before the shovel itself is discarded
        top = s.discard[-1]
        s = replace(s, discard=s.discard[:-1], discard_by=s.discard_by[:-1],
                    hands=set_at(s.hands, me, tuple(sorted(s.hands[me] + (top,)))))
    keeps = name in ("sleep", "epidemic")  # these stay in front of their target
    if not keeps:
        s = effects.discard(game, s, me, played)
    return power_effect(game, s, words)


def power_effect(game: DrinkingWar, s: State, words: list[str]) -> State:
    """The effect of the power `words` that `s.turn` has just paid for (its cards are already played)."""
    name, args = words[0], [int(w) for w in words[1:] if w.isdigit()]
    me = s.turn
    if name == "sleep":
        return replace(s, potions=set_at(s.potions, args[0], me))  # the potion stays its placer's card
    if name == "epidemic":
        return replace(s, epidemics=set_at(s.epidemics, args[0], s.epidemics[args[0]] + ((me, 0),)))
    if name == "syringe":
        mine = sorted(s.epidemics[me], key=lambda e: (e[1], e[0]))
        moved = mine[0]
        rest = list(s.epidemics[me])
        rest.remove(moved)
        eps = set_at(s.epidemics, me, tuple(rest))
        return replace(s, epidemics=set_at(eps, args[0], eps[args[0]] + (moved,)))
    if name == "unicorns":
        for t in game.alive(s):
            if t != me:
                s = effects.hurt(game, s, t, me)
        return s
    if name == "satellite":
        return replace(s, peek=(me, args[0]))
    if name == "hack":
        if len(words) > 2:
            return effects.move_cards(game, s, args[0], me, (words[2],))
        return replace(s, pending=s.pending + (("hack", me, args[0]),))
    if name == "draw2":
        return replace(s, pending=s.pending + (("card", me),) * 2)
    if name == "tornado":
        a, b = args
        if s.peek and s.peek[1] in (a, b) and not s.peek_seen:  # the spy keeps what it saw, not the seat
            s = replace(s, peek_seen=s.hands[s.peek[1]])
        return replace(s, hands=set_at(set_at(s.hands, a, s.hands[b]), b, s.hands[a]))
    if name == "postcard":
        givers = []
        for t in game.alive(s):
            if t == me or game_immune(game, s, t):
                continue
            if s.hands[t]:
                givers.append(t)
            else:
                s = effects.hurt(game, s, t, me)
        return replace(s, givers=tuple(givers))
    if name == "meteor":
        t = args[0]
        for owner, _done in s.epidemics[t]:
            s = effects.discard(game, s, owner, ("epidemic",))
        s = effects.discard(game, replace(s, hands=set_at(s.hands, t, ())), t, s.hands[t])
        return replace(s, epidemics=set_at(s.epidemics, t, ()))
    if name == "transplant":
        return replace(s, lives=set_at(s.lives, me, s.lives[me] + 1))
    return s  # the shovel: done above


def game_immune(game: DrinkingWar, s: State, seat: int) -> bool:
    """True if `seat`'s countries keep it out of a postcard."""
    from pygames.games.drinking_war import cards
    return cards.immune(game._c(s, seat), "postcard")
