"""Computer players of Drinking War: they decide from their Sight only.

easy: a random legal action. hard, pack 1: draws, attacks the weakest opponent with its whole attack hand,
defends with the fewest defence cards that save a life point, keeps defences when discarding. Without
drinking it attacks only when 13 can get through: it deals the target hands from the cards it has not
seen to rate its chance, and keeps one defence and its biggest attacks when discarding. Packs 2-3
(and any seat choosing a card to give or a seat to join): pygames/games/drinking_war/ai_packs.py.
"""

from __future__ import annotations

import random
from typing import Any

from pygames.ai import register_level
from pygames.games.drinking_war.ai_packs import hard_packs
from pygames.games.drinking_war.cards import PACK1

NO_DRINK_LIMIT = 13  # without drinking, what is left of an attack costs a life point from here up
SAMPLES = 200  # hands dealt to the target to guess its defences
BOLD = 0.5  # the chance of a life point worth spending the attack cards on
KEEP_GUARDS = 1  # defences kept when discarding without drinking
ENDGAME_PILE = 2  # with this few cards left to draw, any chance is taken

GAME = "drinking-war"


def _cards(action: str) -> list[int]:
    part = action.split(" ")[-1]
    if part in ("none", "hold"):
        return []
    return [abs(int(c)) for c in part.split(",")]


def easy(known: Any, seat: int, rng: random.Random) -> str:
    return str(rng.choice(known.legal))


def hard(known: Any, seat: int, rng: random.Random) -> str:
    legal: list[str] = known.legal
    view: dict[str, Any] = known.view
    if view.get("pack", 1) > 1 or legal[0].startswith(("give ", "join ")):
        return hard_packs(known, seat, rng)
    phase = view["phase"]
    if phase == "draw":
        return "draw" if "draw" in legal else legal[0]
    if phase == "attack":
        attacks = [a for a in legal if a.startswith("attack")]
        if not attacks:
            return "hold"
        if not view["drinking"]:
            return _strike(view, seat, attacks, rng)
        lives = view["lives"]
        if view["hand_counts"][seat] < 5 and max(sum(_cards(a)) for a in attacks) < 7:
            return "hold"
        return max(attacks, key=lambda a: (sum(_cards(a)), -lives[int(a.split(" ")[1])],
                                           -view["hand_counts"][int(a.split(" ")[1])]))
    if phase == "defend":
        total = sum(abs(int(c)) for c in view["attack"])
        threshold = 13 if not view["drinking"] else 1
        saving = [a for a in legal if total - sum(_cards(a)) < threshold]
        if saving:
            return min(saving, key=lambda a: (len(_cards(a)), sum(_cards(a))))
        return "defend none"
    if phase == "choose":
        return "drink" if view["damage"] < 10 else "life"
    if phase == "discard":
        if not view["drinking"]:  # attacks must add up to 13: keep one defence, then the big attacks
            return _drop(view, legal)
        return min(legal, key=lambda a: (a.split(" ")[1][0] == "-", abs(int(a.split(" ")[1]))))
    return legal[0]


def _drop(view: dict[str, Any], legal: list[str]) -> str:
    """The card to discard without drinking: a spare defence (one is kept), else the smallest card."""
    hand = [c["card"] for c in view["hand"]]
    guards = sorted((c for c in hand if c[0] == "-"), key=lambda c: abs(int(c)))
    if len(guards) > KEEP_GUARDS:
        return f"discard {guards[0]}"
    return min(legal, key=lambda a: (a.split(" ")[1][0] == "-", abs(int(a.split(" ")[1]))))


def _unseen(view: dict[str, Any]) -> list[str]:
    """The pack 1 cards this seat has not seen: in the pile or in other hands."""
    left = dict(PACK1)
    for card in [c["card"] for c in view["hand"]] + list(view["discard"]):
        left[card] -= 1
    return [card for card, n in left.items() for _ in range(max(0, n))]


def _strike(view: dict[str, Any], seat: int, attacks: list[str], rng: random.Random) -> str:
    """Without drinking only 13 or more after the defence costs a life point, and an attack that cannot
    reach it just throws cards away. So: guess the target's defences by dealing it hands from the cards
    not yet seen, and attack when the chance of a life point is good, or the game is about to end."""
    lives = view["lives"]
    # The weakest opponent, and of those the one with fewest cards to defend with.
    target = min({int(a.split(" ")[1]) for a in attacks}, key=lambda t: (lives[t], view["hand_counts"][t], t))
    mine = [a for a in attacks if int(a.split(" ")[1]) == target and sum(_cards(a)) >= NO_DRINK_LIMIT]
    if not mine:
        return "hold"
    unseen, count = _unseen(view), view["hand_counts"][target]
    guards = [sum(abs(int(c)) for c in rng.sample(unseen, min(count, len(unseen))) if c[0] == "-")
              for _ in range(SAMPLES)]

    def chance(action: str) -> float:
        hit = sum(_cards(action))
        return sum(hit - guard >= NO_DRINK_LIMIT for guard in guards) / SAMPLES

    rated = {a: chance(a) for a in mine}
    best = max(rated.values())
    ending = view["last_turns"] >= 0 or view["pile_count"] <= ENDGAME_PILE
    if best < (0.0 if ending else BOLD):
        return "hold"
    # As likely to land, fewer cards: the rest stays in hand for the next strike.
    likely = [a for a, p in rated.items() if p >= best - 0.03]
    return min(likely, key=lambda a: (len(_cards(a)), sum(_cards(a))))


register_level(GAME, "easy", easy)
register_level(GAME, "hard", hard)
