"""The hard computer player of Drinking War packs 2 and 3: rules of thumb over its own Sight only.

It rates cards by what they are worth in its hand, plays the powers that pay most (a life point back,
unicorns, a meteor on the richest hand, a spy then a chosen theft...), attacks the opponent it can hurt
most, judging what that opponent may hold by its hand size and the cards not yet seen, and answers an
attack with the defence that costs it least: a life point weighs more than any number of sips.
"""

from __future__ import annotations

import random
from typing import Any

from pygames.games.drinking_war import cards, split_token
from pygames.games.drinking_war.cards import BOMB_SIPS, PACK2

WORTH = {"+2": 2, "+3": 3, "+4": 4, "+6": 6, "+8": 8, "+12": 12, "bomb": 25, "blue": 10, "-1": 3, "-3": 5,
         "-6": 8, "chemist": 14, "mirror": 16, "sabotage": 9, "x2": 6, "x3": 9, "sleep": 4, "shovel": 3,
         "syringe": 2, "unicorn": 7, "satellite": 4, "hack": 6, "draw2": 7, "tornado": 3, "epidemic": 6,
         "postcard": 9, "meteor": 10, "transplant": 12}
LIFE = 40  # a life point, in sips


def _hand(view: dict[str, Any]) -> list[str]:
    return [c["card"] for c in view["hand"]]


def _opponents(view: dict[str, Any], seat: int) -> list[int]:
    return [t for t, life in enumerate(view["lives"]) if life > 0 and t != seat]


def _leader(view: dict[str, Any], seat: int) -> int:
    """The opponent to slow down: most life points, then most cards."""
    return max(_opponents(view, seat), key=lambda t: (view["lives"][t], view["hand_counts"][t], -t))


def _unseen_defence(view: dict[str, Any], seat: int) -> float:
    """The share of the cards this seat has not seen that are defences (a guess at an opponent's hand)."""
    seen = _hand(view) + list(view["discard"])
    left = dict(PACK2)
    for card in seen:
        if left.get(card, 0):
            left[card] -= 1
    total = sum(left.values()) or 1
    return sum(n for c, n in left.items() if cards.kind(c) == "defence") / total


def _strength(view: dict[str, Any], seat: int, action: str) -> tuple[int, int]:
    """(sips, life points) of an attack action, as the rules count them (countries included)."""
    own = view["countries"][seat]
    bombs = view["bombs_down"]
    sips = strikes = 0
    combo = False
    for token in action.split(" ")[2].split(","):
        card, mult = split_token(token)
        if card == "bomb":
            if bombs < len(BOMB_SIPS):
                sips += BOMB_SIPS[bombs] + 5 * cards.count(own, "bomb")
            else:
                strikes += 1
            bombs += 1
        elif card == "blue":
            sips += 10 + 5 * cards.count(own, "blue")
        else:
            sips += (abs(int(card)) + cards.card_boost(own, card)) * (cards.COMBOS[mult] if mult else 1)
            combo = combo or bool(mult)
    if sips:
        sips += cards.count(own, "attack") + 2 * cards.count(own, "combo") * combo
    return sips, strikes


def _cost(action: str) -> int:
    part = action.split(" ")[2] if action.startswith("attack") else action.split(" ")[1]
    if part == "none":
        return 0
    return sum(WORTH[c] for token in part.split(",") for c in split_token(token) if c)


def _attack(view: dict[str, Any], seat: int, legal: list[str]) -> str:
    attacks = [a for a in legal if a.startswith("attack ")]
    if not attacks:
        return "hold"
    guard = 3 + 6 * _unseen_defence(view, seat)  # the sips an opponent's cards may take off, on average
    need = 1 if view["drinking"] else 13
    full = len(view["hand"]) >= 5

    def gain(action: str) -> float:
        target = int(action.split(" ")[1])
        sips, strikes = _strength(view, seat, action)
        hand = view["hand_counts"][target]
        left = sips - guard * min(hand, 2) / 2 - cards.count(view["countries"][target], "shield")
        hurt: float = strikes * LIFE
        if left >= need:
            hurt += LIFE * (0.5 if view["drinking"] else 1) + (left if view["drinking"] else 0)
        lead = view["lives"][target] - min(view["lives"][t] for t in _opponents(view, seat))
        return hurt + 2 * lead - _cost(action) * (0.2 if full else 0.6)

    best = max(attacks, key=lambda a: (gain(a), a))
    return best if gain(best) > 0 else "hold"


def _power(view: dict[str, Any], seat: int, legal: list[str]) -> str | None:
    """The most useful power now, or None to move on to the attack."""
    powers = [a for a in legal if a.startswith("power ")]
    if not powers:
        return None
    hand = _hand(view)
    lead = _leader(view, seat) if _opponents(view, seat) else -1
    counts = view["hand_counts"]

    def rate(action: str) -> float:
        words = action.split(" ")
        name, seats = words[1], [int(w) for w in words[2:] if w.isdigit()]
        target = seats[0] if seats else -1
        if name == "transplant":
            return 90
        if name == "unicorns":
            return 30 * len(_opponents(view, seat))
        if name == "hack" and len(words) > 3:
            return 20 + WORTH[words[3]]
        if name == "satellite":
            return 22 if "hack" in hand and view["stars"] + 3 <= view["star_limit"] else 0
        if name == "meteor":
            return 8 * counts[target] + 10 * len(view["epidemics"][target])
        if name == "epidemic":
            return 25 + 5 * (target == lead)
        if name == "hack":
            return 15 + 2 * counts[target]
        if name == "draw2":
            return 18 if len(hand) <= 4 else 0
        if name == "postcard":
            return 10 * len(_opponents(view, seat))
        if name == "sleep":
            return 12 + 4 * (target == lead)
        if name == "syringe":
            return 30 + 3 * (target == lead)
        if name == "shovel":
            top = view["discard"][-1]
            return WORTH.get(top, 0) - 3
        if name == "tornado":
            if seat in seats:
                other = seats[1] if seats[0] == seat else seats[0]
                return 4 * (counts[other] - len(hand) + 1)
            return 0
        return 0

    best = max(powers, key=lambda a: (rate(a), a))
    return best if rate(best) > 0 else None


def _defend(view: dict[str, Any], seat: int, legal: list[str]) -> str:
    own = view["countries"][seat]
    drinking = view["drinking"]

    def loss(action: str) -> float:
        played = [] if action == "defend none" else action.split(" ")[1].split(",")
        sips = view["damage"] - sum(abs(int(c)) + cards.card_boost(own, c) for c in played if c[0] == "-")
        sips = max(0, sips - (cards.count(own, "shield") if view["damage"] else 0))
        for _ in range(played.count("sabotage")):
            sips = sips // 2 if cards.count(own, "sabotage") else (sips + 1) // 2
        price = sum(WORTH[c] for c in played) * 0.3
        if "mirror" in played:
            return price - LIFE * (view["strikes"] + (sips >= 13 or drinking and sips > 0)) * 0.5
        hurt = view["strikes"] * LIFE
        if "chemist" not in played:
            hurt += (min(sips, LIFE // 3) if drinking else LIFE * (sips >= 13))
        return hurt + price

    return min(legal, key=lambda a: (loss(a), a))


def hard_packs(known: Any, seat: int, rng: random.Random) -> str:
    """The hard player's choice in packs 2 and 3."""
    legal: list[str] = known.legal
    view: dict[str, Any] = known.view
    if legal[0].startswith("give "):
        return min(legal, key=lambda a: (WORTH[a.split(" ")[1]], a))
    if legal[0].startswith("join "):  # it helps the strongest seat drink ("join none" is never chosen)
        joins = [a for a in legal if a != "join none"]
        return max(joins, key=lambda a: (view["lives"][int(a.split(" ")[1])], a)) if joins else legal[0]
    phase = view["phase"]
    if phase == "draw":
        if "sleep" in legal and len(view["hand"]) >= 2:
            return "sleep"
        return "draw" if "draw" in legal else legal[0]
    if phase == "power":
        return _power(view, seat, legal) or _attack(view, seat, legal)
    if phase == "attack":
        return _attack(view, seat, legal)
    if phase == "defend":
        return _defend(view, seat, legal)
    if phase == "choose":
        # Sips never decide the game and life points do: give one only for a huge attack, with lives to spare.
        spare = view["lives"][seat] >= 3
        return "life" if spare and view["damage"] >= 35 else "drink"
    if phase == "discard":
        return min(legal, key=lambda a: (WORTH[a.split(" ")[1]], a))
    return legal[0]

