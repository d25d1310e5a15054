"""What the person at a Drinking War screen is asked to do: the prompt with its buttons, or what is going
on while they wait (pure; drawing.py draws the rest of the board on the same Scene)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pygames.core.i18n import _, ngettext
from pygames.games.drinking_war.cards import attack_strength
from pygames.games.drinking_war.controls import (
    join_seats,
    picked_cards,
    picked_power,
    plays_alone,
    targets,
    total,
)
from pygames.web.html import attrs, esc


@dataclass
class Scene:
    """What a drawing of the board draws from: the view, what the screen may play, the seats' names, and
    the UI state (the picked cards, a tornado's first seat, the last fight and life points drawn before,
    the teams, whether the screen is covered)."""

    view: dict[str, Any]
    legal: list[str]
    names: list[str]
    picked: frozenset[int] = frozenset()
    first: int | None = None
    seen_last: dict[str, Any] | None = None
    seen_lives: list[int] | None = None
    teams: list[Any] = field(default_factory=list)
    covered: bool = False

    def strength(self, tokens: list[str]) -> tuple[int, int]:
        """What the attack `tokens` of the seat to move is worth now (the engine's own count)."""
        view = self.view
        own = tuple(view["countries"][view["turn"]]) if view.get("countries") else ()
        return attack_strength(own, tuple(tokens), view.get("bombs_down", 0)) if tokens else (0, 0)

    @staticmethod
    def hit_words(sips: int, strikes: int) -> str:
        """"12", "1 life point" or "15 + 1 life point"."""
        lives = ngettext("{n} life point", "{n} life points", strikes).format(n=strikes) if strikes else ""
        return " + ".join(x for x in (str(sips) if sips or not strikes else "", lives) if x)

    def amount(self, sips: int, strikes: int = 0) -> str:
        """An attack's strength: "7 sips" drinking, a bare "7" without (and the bombs' life points)."""
        drinking = self.view["drinking"]
        text = ngettext("{n} sip", "{n} sips", sips).format(n=sips) if drinking else str(sips)
        if strikes:
            return f"{text} + {ngettext('{n} life point', '{n} life points', strikes).format(n=strikes)}"
        return text

    def prompt_html(self) -> str:
        """What the person at the screen may do now, with its buttons."""
        view, legal = self.view, self.legal
        if not legal or self.covered:
            return f'<div class="drinking-war-prompt"><p>{esc(self.waiting_text())}</p></div>'
        phase = view["phase"]
        buttons: list[str] = []
        keys = ""  # a keyboard hint after the text (touch screens hide it: .key-hint in play.css)
        if join_seats(legal):
            text = _("You are out of life points: press the player you join (you drink with them from now "
                     "on), or join nobody.")
            buttons = [self.button("stay", _("Join nobody"), "N")]
        elif any(a.startswith("give ") for a in legal):
            text = _("Carte Postale: press a card of your hand to give it to {player}. You must give one: "
                     "only a player with no card to give loses a life point instead.").format(
                         player=self.names[view["turn"]])
        elif phase == "draw":
            text = _("Your turn: draw a card (after it you may end your turn without attacking).")
            buttons = [self.button("draw", _("Draw a card"), "D", "draw" in legal, primary=True)]
            if "sleep" in legal:
                text = _("A sleeping potion lies in front of you: sleep through this turn, or play on and "
                         "discard your whole hand.")
                buttons.insert(0, self.button("sleep", _("Sleep"), "S", primary=True))
        elif phase == "power":
            text, buttons, keys = self.power_prompt()
        elif phase == "attack":
            text = _("Pick red attack cards (keys 1-9), then press the player to attack (A). Or end your "
                     "turn without attacking.") if targets(legal) else \
                _("You hold no attack card: end your turn.")
            buttons = [self.button("hold", _("End turn without attacking"), "H")]
        elif phase == "defend":
            text, buttons = self.defend_prompt()
        elif phase == "choose":
            damage = view["damage"]
            sips = self.amount(damage)
            text = _("{left} left after your defence: drink {sips}, or lose a life point instead.").format(
                left=damage, sips=sips)
            buttons = [self.button("drink", _("Drink {sips}").format(sips=sips), "K", primary=True),
                       self.button("life", _("Lose a life point"), "L")]
        else:
            text = _("You hold more than five cards: press a card to discard it.")
        keys = f' <span class="key-hint">{esc(keys)}</span>' if keys else ""
        return (f'<div class="drinking-war-prompt mine" data-testid="prompt"><p>{esc(text)}{keys}</p>'
                f'<div class="drinking-war-buttons">{"".join(buttons)}</div></div>')

    def power_prompt(self) -> tuple[str, list[str], str]:
        """The prompt's words, buttons and key hint while powers may be played."""
        view, legal = self.view, self.legal
        keys = ""
        used, limit = view.get("stars", 0), view.get("star_limit", 3)
        name = picked_power(view, self.picked)
        # Only a power that needs nobody is played by the button: a Tornade or a targeted power
        # is played by pressing players, so the button stays off rather than answer with a hint.
        alone = plays_alone(view, legal, self.picked)
        if name is None:
            text = _("Powers: {used} of {limit} stars used. Pick a power card and press its target, or pick "
                     "red attack cards (and combos) and press the player to attack.").format(
                         used=used, limit=limit)
        else:
            if name == "tornado":
                text = (_("Tornade: press the second player.") if self.first is not None
                        else _("Tornade: press the two players whose hands swap (you may be one)."))
            else:
                text = _("It needs nobody: press Play power.") if alone else _("Press the player it is for.")
            keys = _("Keys: arrows choose, Enter plays, Escape lets the card go.")
        buttons = [self.button("power", _("Play power"), "W", enabled=alone),
                   self.button("hold", _("End turn without attacking"), "H")]
        return text, buttons, keys

    def defend_prompt(self) -> tuple[str, list[str]]:
        """The prompt's words and button while the person here is attacked."""
        view = self.view
        hit, mine = view["damage"], picked_cards(view, self.picked)
        left = max(0, hit - total(mine))
        strength = self.amount(hit, view.get("strikes", 0))
        text = _("You are attacked with {strength}. Pick blue defence cards to take some off, then "
                 "defend.").format(strength=strength)
        if not mine:
            label = _("No defence: take {hit}").format(hit=hit)
        elif all(c[0] == "-" for c in mine):
            label = _("Defend ({left} left)").format(left=left)
        else:
            label = _("Defend")
        buttons = [self.button("defend", label, "F", primary=True)]
        return text, buttons

    @staticmethod
    def button(act: str, label: str, key: str, enabled: bool = True, primary: bool = False) -> str:
        """A button of the prompt, with its keyboard shortcut shown."""
        button = attrs(class_="button" + (" primary" if primary else ""), data_act=f"drinking-war-{act}",
                       data_key=act, data_testid=act, disabled=not enabled, aria_keyshortcuts=key)
        return f'<button {button}>{esc(label)} <kbd aria-hidden="true">{key}</kbd></button>'

    def waiting_text(self) -> str:
        """What is going on while the person here waits."""
        view, names = self.view, self.names
        if self.covered:
            return _("Hands are hidden until the next player takes the device.")
        phase, who = view["phase"], names[view["turn"]]
        if phase == "defend":
            return _("{target} is choosing a defence against {hit}.").format(
                target=names[view["target"]], hit=view["damage"])
        if phase == "choose":
            return _("{target} chooses: drink {sips} or lose a life point.").format(
                target=names[view["target"]], sips=self.amount(view["damage"]))
        # A fallen seat chooses whom to join before the player's turn ends (and any discard is made).
        if view.get("givers"):
            return _("Carte Postale: the others choose a card to give {player}.").format(player=who)
        if view.get("joining"):
            return _("{player} chooses whom to join.").format(player=names[view["joining"][0]])
        if phase == "discard":
            return _("{player} is discarding down to the hand limit.").format(player=who)
        if phase == "power":
            return _("{player} may play powers, then attack.").format(player=who)
        return _("{player}'s turn.").format(player=who)
