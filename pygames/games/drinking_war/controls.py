"""Turning presses on the Drinking War page into actions: pure Python, so pytest drives it as a person would.

A person picks cards of their hand (by their place in the hand the view lists) and then presses an
opponent to attack, or Defend to answer an attack; in the discard phase a press on a card discards it.
Which cards are picked is UI state: it lives in the board and is dropped on every new position. A press
that cannot be played gives a message and leaves everything as it was.

Packs 2-3: in the power phase attack cards, combos and powers may be picked. Picked combos ride on the
biggest picked numbered attack cards (the x3 on the biggest); a picked power is played by pressing the
player it aims at (or Play power, for a power that needs nobody), and a postcard is answered by
pressing the card to give, a fall in survivor by pressing the player to join.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.core.i18n import _, ngettext
from pygames.games.drinking_war.cards import NUMBERED, STARS, kind


@dataclass(frozen=True)
class Press:
    """What a press leads to: the picked cards now, an action to play (or None), a message to show."""

    picked: frozenset[int]
    action: str | None = None
    message: str = ""


def hand_cards(view: dict[str, Any]) -> list[str]:
    """The card codes of the hand in the view ("+4", "-3"), in the order shown."""
    return [str(card["card"]) for card in view.get("hand", [])]


def is_attack(card: str) -> bool:
    """True for an attack card (red: "+n", the bomb, the Carte Bleue), False for the others."""
    return kind(card) == "attack"


def picked_cards(view: dict[str, Any], picked: frozenset[int]) -> list[str]:
    """The codes of the picked cards, sorted as actions list them."""
    hand = hand_cards(view)
    return sorted(hand[i] for i in picked if 0 <= i < len(hand))


def total(cards: list[str]) -> int:
    """The sips the numbered cards of a list add up to (bombs, combos and countries left aside)."""
    return sum(abs(int(card)) for card in cards if card[0] in "+-" and card[1:].isdigit())


def attack_tokens(cards: list[str]) -> list[str]:
    """Picked attack cards and combos as an attack's tokens: each combo on the biggest free numbered card."""
    numbered = sorted((c for c in cards if c in NUMBERED), key=lambda c: -int(c))
    combos = sorted((c for c in cards if kind(c) == "combo"), reverse=True)
    tokens = [card + combos[i] if i < len(combos) else card for i, card in enumerate(numbered)]
    tokens += [c for c in cards if is_attack(c) and c not in NUMBERED]
    return sorted(tokens)


NO_DRINK_LIMIT = 13  # without drinking, what is left of an attack costs a life point from here up


def attack_outcome(drinking: bool, sips: int, strikes: int) -> str:
    """What an attack worth `sips` (and `strikes` bomb life points) will do if the target does not defend,
    said before it is sent: without drinking, under 13 sips it does nothing."""
    lives = ngettext("{n} life point", "{n} life points", strikes).format(n=strikes) if strikes else ""
    if drinking:
        hit = ngettext("{n} sip to drink or a life point", "{n} sips to drink or a life point", sips).format(
            n=sips) if sips else ""
    elif sips >= NO_DRINK_LIMIT:
        hit = _("a life point unless defended below {limit}").format(limit=NO_DRINK_LIMIT)
    else:
        hit = _("does nothing (under {limit})").format(limit=NO_DRINK_LIMIT) if sips and not strikes else ""
    if hit and lives:
        return _("{lives}, then {hit}").format(lives=lives, hit=hit)
    return hit or lives


def targets(legal: list[str]) -> list[int]:
    """The seats that may be attacked now."""
    return sorted({int(action.split(" ")[1]) for action in legal if action.startswith("attack ")})


def press_card(view: dict[str, Any], legal: list[str], picked: frozenset[int], index: int) -> Press:
    """A press on card `index` of the hand: pick it or let it go, discard it, or say why not."""
    hand = hand_cards(view)
    if not 0 <= index < len(hand):
        return Press(picked)
    if not legal:
        return Press(picked, message="Wait for your turn.")
    card, phase = hand[index], view["phase"]
    if phase == "discard":
        return Press(frozenset(), f"discard {card}")
    if phase == "draw":
        return Press(picked, message="First draw a card.")
    if phase == "choose":
        return Press(picked, message="Choose first: drink the sips or lose a life point.")
    if any(a.startswith("give ") for a in legal):
        return Press(frozenset(), f"give {card}")
    if phase in ("attack", "power") and kind(card) == "defence":
        return Press(picked, message="Defence cards (blue) only answer an attack: pick red attack cards.")
    if phase == "attack" and not is_attack(card):
        return Press(picked, message="Pick red attack cards.")
    if phase == "defend" and kind(card) != "defence":
        return Press(picked, message="Only defence cards (blue) can stop an attack.")
    return Press(picked ^ {index})


def attack(view: dict[str, Any], legal: list[str], picked: frozenset[int], target: int) -> Press:
    """A press on an opponent: attack them with the picked cards, or say what is missing."""
    cards = picked_cards(view, picked)
    if f"join {target}" in legal:
        return Press(frozenset(), f"join {target}")
    if view["phase"] == "power" and any(c in STARS for c in cards):
        return power(view, legal, picked, target)
    if view["phase"] not in ("attack", "power") or not legal:
        return Press(picked, message="You can only attack during your own turn, after drawing.")
    if not cards:
        return Press(picked, message="Pick one or more red attack cards first, then the player to attack.")
    if target not in targets(legal):
        return Press(picked, message="That player cannot be attacked.")
    action = f"attack {target} {','.join(attack_tokens(cards))}"
    if action not in legal:
        return Press(picked, message="Only attack cards can attack.")
    return Press(frozenset(), action)


def defend(view: dict[str, Any], legal: list[str], picked: frozenset[int]) -> Press:
    """Defend with the picked cards (with none picked: take the whole attack)."""
    cards = picked_cards(view, picked)
    action = f"defend {','.join(cards)}" if cards else "defend none"
    if view["phase"] != "defend" or action not in legal:
        return Press(picked, message="Defence cards answer an attack only when you are attacked.")
    return Press(frozenset(), action)


def simple(legal: list[str], picked: frozenset[int], action: str) -> Press:
    """Draw, hold, drink, life or join none: played if legal now, else a message (the picks are kept)."""
    if action in legal:
        return Press(frozenset(), action)
    reasons = {"draw": "You cannot draw now.", "join none": "Nobody is choosing whom to join now.",
               "hold": "You cannot end your turn now.", "drink": "There is nothing to drink now.",
               "life": "There is no life point to give now."}
    return Press(picked, message=reasons.get(action, "That cannot be played now."))


def power(view: dict[str, Any], legal: list[str], picked: frozenset[int], target: int | None = None) -> Press:
    """Play the picked power (three picked unicorns together) on `target`, or with None as it stands."""
    cards = picked_cards(view, picked)
    powers = sorted(set(c for c in cards if c in STARS))
    if len(powers) != 1 or len(cards) != (3 if powers == ["unicorn"] else 1):
        return Press(picked, message="Pick one power card (or the three unicorns) to play it.")
    name = "unicorns" if powers == ["unicorn"] else powers[0]
    action = f"power {name}" + ("" if target is None else f" {target}")
    if action in legal:
        return Press(frozenset(), action)
    if any(a.startswith(action + " ") for a in legal):
        return Press(picked, message="Now press the player (or the card) it is for.")
    if not any(a.startswith(f"power {name}") for a in legal):
        return Press(picked, message="That power cannot be played now (stars used, or nobody to play it on).")
    return Press(picked, message="That power cannot be played on that player.")


def plays_alone(view: dict[str, Any], legal: list[str], picked: frozenset[int]) -> bool:
    """Whether the picked power is played as it stands (the Play power button), needing nobody pressed."""
    return power(view, legal, picked).action is not None


def picked_power(view: dict[str, Any], picked: frozenset[int]) -> str | None:
    """The power the picked cards play ("unicorns" for unicorns), or None when no power is picked."""
    powers = sorted(set(c for c in picked_cards(view, picked) if c in STARS))
    if len(powers) != 1:
        return None
    return "unicorns" if powers == ["unicorn"] else powers[0]


def power_seats(legal: list[str], name: str, first: int | None = None) -> list[int]:
    """The seats a press may aim power `name` at now (a tornado's second seat once `first` is chosen)."""
    out: set[int] = set()
    for action in legal:
        if action.startswith(f"power {name} "):
            seats = {int(w) for w in action.split(" ")[2:] if w.isdigit()}
            if first is None:
                out |= seats
            elif first in seats:
                out |= seats - {first}
    return sorted(out)


def join_seats(legal: list[str]) -> list[int]:
    """The seats a fallen survivor may join."""
    return sorted(int(a.split(" ")[1]) for a in legal if a.startswith("join ") and a != "join none")


def tornado(view: dict[str, Any], legal: list[str], picked: frozenset[int], first: int | None,
            target: int) -> tuple[Press, int | None]:
    """A press on a seat with the tornado picked: the first seat chosen, then the swap (and the new first)."""
    if picked_power(view, picked) != "tornado":
        return Press(picked, message="Pick the tornado first."), None
    if first is None or first == target:
        if target not in power_seats(legal, "tornado"):
            return Press(picked, message="That hand cannot be swapped."), first
        return Press(picked, message="Now press the other player whose hand it swaps with."), target
    a, b = sorted((first, target))
    action = f"power tornado {a} {b}"
    if action in legal:
        return Press(frozenset(), action), None
    return Press(picked, message="Those two hands cannot be swapped."), first
