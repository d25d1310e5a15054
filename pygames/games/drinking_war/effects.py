"""What happens to a Drinking War position as a fight settles and turns pass: cards drawn, moved and
discarded, sips drunk, life points lost, a seat falling, the next turn (with its epidemics)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core.frozen import replace
from pygames.games.drinking_war import cards
from pygames.games.drinking_war.cards import EPIDEMIC_TURNS
from pygames.games.drinking_war.state import State, set_at, value
from pygames.games.drinking_war.tokens import remove_cards as _remove

if TYPE_CHECKING:
    from pygames.games.drinking_war import DrinkingWar


def settle(game: DrinkingWar, s: State) -> State:
    """Drop chance tasks that cannot happen any more (an empty pile, no country left), then end a turn
    that waited on them (see end_turn)."""
    while s.pending and s.phase != "over" and not game._chance_pool(s):
        s = replace(s, pending=s.pending[1:])
    if s.phase == "over":
        s = replace(s, pending=(), givers=(), joining=())
    if s.phase == "discard" and not (s.pending or s.joining) and not discard_due(game, s):
        return next_turn(game, s)
    return s

def take_card(game: DrinkingWar, s: State, who: int, card: str) -> State:
    """`who` draws `card` from the pile; an emptied pile starts the last turns or is rebuilt."""
    s = replace(s, hands=set_at(s.hands, who, tuple(sorted(s.hands[who] + (card,)))),
                pile=_remove(s.pile, (card,)))
    if s.pile or s.phase == "deal":
        return s
    if s.mode == "survivor":
        return rebuild(game, s)
    if s.last_round is None:  # the drawer plays on, then every other seat has one last turn
        order = [(s.turn + k) % s.seats for k in range(1, s.seats)]
        return replace(s, last_round=tuple(t for t in order if s.lives[t] > 0))
    return s

def rebuild(game: DrinkingWar, s: State) -> State:
    """Survivor: the discard pile but its top card becomes the draw pile; bombs count from 0 again."""
    keep, back = s.discard[-1:], s.discard[:-1]
    return replace(s, pile=tuple(sorted(back)), discard=keep, discard_by=s.discard_by[-1:], bombs=0)

def lift_potion(game: DrinkingWar, s: State, who: int) -> State:
    """The potion in front of `who` (if any) goes to the discard pile, as its placer's card."""
    if not game.slept_on(s, who):
        return s
    return replace(discard(game, s, s.potions[who], ("sleep",)), potions=set_at(s.potions, who, -1))

def move_cards(game: DrinkingWar, s: State, giver: int, taker: int, moved: tuple[str, ...]) -> State:
    hands = set_at(s.hands, giver, _remove(s.hands[giver], moved))
    return replace(s, hands=set_at(hands, taker, tuple(sorted(hands[taker] + moved))))

def discard(game: DrinkingWar, s: State, who: int, played: tuple[str, ...]) -> State:
    return replace(s, discard=s.discard + played, discard_by=s.discard_by + (who,) * len(played))

def drink(game: DrinkingWar, s: State, who: int, amount: int) -> State:
    """`who` drinks `amount` sips, shared out evenly with the fallen seats that joined it."""
    helpers = [h for h in range(s.seats) if s.allies and s.allies[h] == who]
    share = amount // (len(helpers) + 1)
    sips = set_at(s.sips, who, s.sips[who] + amount - share * len(helpers))
    for h in helpers:
        sips = set_at(sips, h, sips[h] + share)
    return replace(s, sips=sips)

def hurt(game: DrinkingWar, s: State, who: int, taker: int) -> State:
    """`who` loses a life point (if it has one), taken by `taker` (-1: nobody)."""
    if s.lives[who] <= 0:
        return s
    s = replace(s, lives=set_at(s.lives, who, s.lives[who] - 1))
    if s.lives[who] == 0:
        s = fall(game, s, who)
    if taker < 0 or taker == who:
        return s
    takes = s.takes + 1
    s = replace(s, taken=set_at(s.taken, taker, s.taken[taker] + 1), takes=takes,
                last_take=set_at(s.last_take, taker, takes))
    if s.pack == 3:
        s = replace(s, pending=s.pending + (("country", taker),))
    return s

def fall(game: DrinkingWar, s: State, who: int) -> State:
    """A seat at zero: its epidemics and potion go; in survivor it will choose a seat to join."""
    if s.epidemics:
        for owner, _done in s.epidemics[who]:
            s = discard(game, s, owner, ("epidemic",))
        s = replace(s, epidemics=set_at(s.epidemics, who, ()))
    s = lift_potion(game, s, who)
    if s.mode == "survivor":
        s = replace(s, joining=s.joining + (who,))
    return s

def end_turn(game: DrinkingWar, s: State) -> State:
    """The fight is over: the player discards down to the hand limit, then the next turn starts.

    What the fight brought arrives first (settle then ends the turn): a country drawn for a life point
    taken may be a China (a limit of six, from the moment it is on the table), and a seat it put out
    may rally to the player with its cards. So the turn waits in the discard phase while one is due.
    """
    s = replace(s, target=-1, attack=(), damage=0, strikes=0, victim=-1)
    rally = bool(s.joining) and len(game.alive(s)) > 1
    if discard_due(game, s) or (s.lives[s.turn] > 0 and rally):
        return replace(s, phase="discard")
    return next_turn(game, s)

def discard_due(game: DrinkingWar, s: State) -> bool:
    """True while the seat whose turn it is holds more cards than its hand limit (and is still in)."""
    return s.lives[s.turn] > 0 and len(s.hands[s.turn]) > game.hand_limit(s, s.turn)

def next_turn(game: DrinkingWar, s: State) -> State:
    s = replace(s, stars=0, peek=(), peek_seen=())
    if len(game.alive(s)) <= 1:
        return settle(game, replace(s, phase="over"))
    if s.last_round is not None:  # one last turn per seat: a seat that fell meanwhile has none
        owed = [t for t in s.last_round if s.lives[t] > 0]
        if not owed:
            return settle(game, replace(s, phase="over"))
        nxt, s = owed[0], replace(s, last_round=tuple(owed[1:]))
    else:
        nxt = (s.turn + 1) % s.seats
        while s.lives[nxt] <= 0:
            nxt = (nxt + 1) % s.seats
    s = fever(game, replace(s, turn=nxt, phase="draw"), nxt)
    if s.lives[nxt] <= 0:  # the epidemic took its last life point
        return next_turn(game, s)
    if not s.pile and s.mode == "survivor" and len(s.discard) > 1:
        s = rebuild(game, s)  # an emptied pile that had too little to rebuild from is rebuilt now
    if not s.pile and not game.slept_on(s, nxt):  # nothing to draw: the turn starts after the draw
        s = replace(s, phase="attack" if s.pack == 1 else "power")
    return settle(game, s)

def fever(game: DrinkingWar, s: State, who: int) -> State:
    """The epidemics in front of `who` tick at the start of its turn."""
    if not s.epidemics or not s.epidemics[who]:
        return s
    kept: list[tuple[int, int]] = []
    ended: list[int] = []  # who placed each epidemic that ends now
    for owner, done in s.epidemics[who]:
        if s.drinking:
            s = drink(game, s, who, done + 1)
        if done + 1 < EPIDEMIC_TURNS:
            kept.append((owner, done + 1))
        else:
            ended.append(owner)
    # The ended cards leave the seat before any life point goes, so that a seat put out by one
    # (its other epidemics then discarded) never discards an ended card a second time.
    s = replace(s, epidemics=set_at(s.epidemics, who, tuple(kept)))
    for owner in ended:
        s = discard(game, s, owner, ("epidemic",))
    for owner in ended if not s.drinking else ():
        s = hurt(game, s, who, owner)
    return s

# -- results and views ----------------------------------------------------------------------------


def taker(game: DrinkingWar, s: State) -> int:
    """Who takes a life point the attack costs its victim: the other side of the fight."""
    return s.target if s.victim == s.turn else s.turn

def defend(game: DrinkingWar, s: State, defence: tuple[str, ...]) -> State:
    target = s.target
    s = replace(s, hands=set_at(s.hands, target, _remove(s.hands[target], defence)))
    s = discard(game, s, target, defence)
    own = game._c(s, target)
    sips = s.damage - sum(value(c) + cards.card_boost(own, c) for c in defence if c[0] == "-")
    if s.damage:
        sips -= cards.count(own, "shield")
    sips = max(0, sips)
    for _ in range(defence.count("sabotage")):
        sips = sips // 2 if cards.count(own, "sabotage") else (sips + 1) // 2
    victim = s.turn if "mirror" in defence else target
    water = "chemist" in defence
    s = replace(s, damage=sips, victim=victim)
    fight = (s.turn, target, s.attack, defence, sips)
    for _ in range(s.strikes):
        s = hurt(game, s, victim, taker(game, s))
    if s.lives[victim] == 0:  # the bombs put the victim out: nothing is left to drink or lose
        return end_turn(game, replace(s, last=fight + ("out", victim, s.strikes)))
    if sips == 0 or (water and not s.drinking):
        return end_turn(game, replace(s, last=fight + ("water" if sips and water else "blocked",
                                                       victim, s.strikes)))
    if water:
        water_sips = set_at(s.water, victim, s.water[victim] + sips)
        watered = replace(s, water=water_sips, last=fight + ("water", victim, s.strikes))
        return end_turn(game, watered)
    if s.drinking:
        return replace(s, phase="choose", last=fight + ("choosing", victim, s.strikes))
    if sips >= 13:
        lost = replace(s, last=fight + ("life", victim, s.strikes))
        return end_turn(game, hurt(game, lost, victim, taker(game, s)))
    return end_turn(game, replace(s, last=fight + ("spared", victim, s.strikes)))

def draw_chance(game: DrinkingWar, s: State, outcome: str) -> State:
    task, s = s.pending[0], replace(s, pending=s.pending[1:])
    if task[0] == "country":
        owned = tuple(sorted(s.countries[task[1]] + (outcome,)))
        return replace(s, country_pile=_remove(s.country_pile, (outcome,)),
                       countries=set_at(s.countries, task[1], owned))
    if task[0] == "hack":
        return move_cards(game, s, task[2], task[1], (outcome,))
    return take_card(game, s, task[1], outcome)
