"""Drinking War's action lists: the attacks (with combos) and the powers a seat may play now."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from pygames.games.drinking_war import cards
from pygames.games.drinking_war.cards import ATTACKS, COMBOS, NUMBERED, STARS

if TYPE_CHECKING:
    from pygames.games.drinking_war import DrinkingWar, State


def multisets(hand: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every non-empty sub-multiset of `hand`, each sorted (cards of one name are alike)."""
    found: set[tuple[str, ...]] = set()
    ordered = sorted(hand)
    for k in range(1, len(ordered) + 1):
        found.update(combinations(ordered, k))
    return sorted(found)


def _with_combos(chosen: tuple[str, ...], combos: list[str]) -> set[tuple[str, ...]]:
    """`chosen` attack cards with the held combos laid on distinct numbered cards, every way."""
    if not chosen:
        return {()}
    first, rest = chosen[0], chosen[1:]
    out = {(first,) + tail for tail in _with_combos(rest, combos)}
    if first in NUMBERED:
        for combo in sorted(set(combos)):
            left = list(combos)
            left.remove(combo)
            out |= {(first + combo,) + tail for tail in _with_combos(rest, left)}
    return out


def fight_actions(game: DrinkingWar, s: State, who: int) -> list[str]:
    """"hold" and every "attack T tokens" of `who` on a living opponent."""
    hand = s.hands[who]
    atk = tuple(c for c in hand if c in ATTACKS)
    combos = [c for c in hand if c in COMBOS]
    bodies: set[str] = set()
    for sub in multisets(atk):
        bodies |= {",".join(sorted(tokens)) for tokens in _with_combos(sub, combos)}
    out = ["hold"]
    for t in game.alive(s):
        if t != who:
            out += [f"attack {t} {body}" for body in bodies]
    return sorted(out)


def _targets(game: DrinkingWar, s: State, who: int, power: str) -> list[int]:
    """Living opponents `power` may be played on (their countries may make them immune)."""
    return [t for t in game.alive(s) if t != who and not cards.immune(game._c(s, t), power)]


def power_actions(game: DrinkingWar, s: State, who: int) -> list[str]:
    """Every "power ..." action `who` may play now, within its stars."""
    hand = s.hands[who]
    room = game.star_limit(s, who) - s.stars
    out: list[str] = []
    for power in sorted(set(hand) & set(STARS)):
        if STARS[power] > room:
            continue
        out += _power(game, s, who, power, hand, room)
    return out


def _power(game: DrinkingWar, s: State, who: int, power: str, hand: tuple[str, ...], room: int) -> list[str]:
    p = f"power {power}"
    targets = _targets(game, s, who, power)
    if power == "sleep":
        return [f"{p} {t}" for t in targets if not game.slept_on(s, t)]
    if power == "shovel":
        by: Any = s.discard_by[-1] if s.discard and len(s.discard_by) == len(s.discard) else -1
        return [p] if s.discard and by != who else []
    if power == "syringe":
        if not s.epidemics[who]:
            return []
        return [f"{p} {t}" for t in _targets(game, s, who, "epidemic") if len(s.epidemics[t]) < 2]
    if power == "unicorn":
        return ["power unicorns"] if hand.count("unicorn") >= 3 and room >= 3 else []
    if power == "satellite":
        return [f"{p} {t}" for t in targets if s.hands[t]]
    if power == "hack":
        out = []
        for t in targets:
            if not s.hands[t]:
                continue
            if s.peek == (who, t) and not s.peek_seen:  # a swapped hand was never seen: no choosing
                out += [f"{p} {t} {c}" for c in sorted(set(s.hands[t]))]
            else:
                out.append(f"{p} {t}")
        return out
    if power == "draw2":
        return [p] if s.pile else []
    if power == "tornado":
        seats = [who] + targets
        count = {t: len(s.hands[t]) - (t == who) for t in seats}
        pairs = [(a, b) for a in seats for b in seats if a < b and count[a] and count[b]]
        return [f"{p} {a} {b}" for a, b in pairs]
    if power == "epidemic":
        return [f"{p} {t}" for t in targets if len(s.epidemics[t]) < 2]
    if power == "postcard":
        return [p] if targets else []
    if power == "meteor":
        return [f"{p} {t}" for t in targets if s.hands[t] or s.epidemics[t]]
    if power == "transplant":
        return [p] if s.lives[who] < _start(s) else []
    return []


def _start(s: State) -> int:
    from pygames.games.drinking_war.tokens import starting_lives
    return starting_lives(s.seats)

