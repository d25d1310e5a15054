"""Computer players of Drinking War: they decide from their Sight only.

easy: a random legal action. hard, pack 1: draws, attacks the weakest opponent with its whole attack hand,
defends with the fewest defence cards that save a life point, keeps defences when discarding; packs 2-3
(and any seat choosing a card to give or a seat to join): pygames/ai/drinking_war_packs.py.
"""

from __future__ import annotations

import random
from typing import Any

from pygames.ai import register_level
from pygames.ai.drinking_war_packs import hard_packs

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
        return "draw" if "draw" in legal else "pass"
    if phase == "attack":
        attacks = [a for a in legal if a.startswith("attack")]
        if not attacks:
            return "hold"
        lives = view["lives"]
        need = 1 if view["drinking"] else 13
        if view["hand_counts"][seat] < 5 and max(sum(_cards(a)) for a in attacks) < need + 6:
            return "hold"
        best = max(attacks, key=lambda a: (sum(_cards(a)), -lives[int(a.split(" ")[1])],
                                           -view["hand_counts"][int(a.split(" ")[1])]))
        return best
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
        return min(legal, key=lambda a: (a.split(" ")[1][0] == "-", abs(int(a.split(" ")[1]))))
    return legal[0]


register_level(GAME, "easy", easy)
register_level(GAME, "hard", hard)
