"""The Drinking War page logic, pure (pygames/web/board_logic.py): the table and the hand drawn from a view
and the UI state, and presses on cards, players and the prompt's buttons turned into actions.

The board draws only from the view it is given, never from a match: on a guest's screen there is none.
While the screen waits to be passed to the next person, no hand is drawn at all (Scene.covered), so the
page never holds one seat's cards while another person holds the device. The picked cards and a
Tornade's first seat are UI state (controls.py turns presses into actions) and are dropped on a new
position; the fight and life points shown before are kept, so that what changed is pictured once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from pygames.core.i18n import _
from pygames.games.drinking_war import controls
from pygames.games.drinking_war.drawing import Drawing
from pygames.games.drinking_war.faces import card_info, country_info
from pygames.games.drinking_war.teams import teams_of
from pygames.web.board_logic import BoardLogic, Dialog, Picture, Press, Reply, Scene, keep
from pygames.web.html import esc

TARGETS = ".drinking-war-hit, .drinking-war-peek-card"  # the buttons a picked power (or an attack) aims at
ARROWS = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}
KEYS = {"d": "draw", "h": "hold", "k": "drink", "l": "life", "s": "sleep", "n": "join none"}


@dataclass(frozen=True)
class HandUI:
    """What the person set on the table that no move records, and what the screen showed before."""

    view: Any = None  # the view drawn (None before the first)
    legal: tuple[str, ...] = ()
    picked: frozenset[int] = frozenset()  # the picked cards, by their place in the hand
    first: int | None = None  # a Tornade's first seat, once pressed
    seen_last: Any = None  # the last fight drawn before this position
    seen_lives: tuple[int, ...] | None = None  # the life points drawn before this position


def drawing(ui: HandUI, scene: Scene) -> Drawing:
    """The drawing of the board as it stands."""
    names = list(scene.names)
    lives = list(ui.seen_lives) if ui.seen_lives is not None else None
    return Drawing(ui.view, list(ui.legal), names, ui.picked, ui.first, ui.seen_last, lives,
                   teams_of(dict(scene.options), len(names)), scene.covered)


def info_dialog(what: str) -> Dialog:
    """The panel with the full text of "card:+4" or "country:japan" (French and English)."""
    kind, _colon, code = what.partition(":")
    text = country_info(code) if kind == "country" else card_info(code)
    html = (f'<div class="dialog-body">{text}<div class="form-actions"><form method="dialog">'
            f'<button class="button primary" data-testid="card-info-close">{esc(_("Close"))}</button>'
            "</form></div></div>")
    return Dialog("drinking-war-info-dialog", _("About this card"), html, "drinking-war-info-dialog",
                  "card-info")


class HandLogic(BoardLogic[HandUI]):
    """Drinking War's BoardLogic."""

    focus_key = "key"
    focus_fallback = ".drinking-war-prompt.mine button:not(:disabled), .drinking-war-card"

    def start(self, prefs: Mapping[str, str]) -> HandUI:
        """A board not yet drawn."""
        return HandUI()

    def take(self, ui: HandUI, view: Any, legal: list[str], scene: Scene) -> HandUI:
        """A new view: a new position (or another seat's hand) lets go of the picked cards."""
        old = ui.view or {}
        if view["ply"] != old.get("ply") or view.get("seat") != old.get("seat"):
            ui = replace(ui, picked=frozenset(), first=None)
            if old:  # what the screen showed before this position: its news is pictured once
                ui = replace(ui, seen_last=old.get("last") or {}, seen_lives=tuple(old["lives"]))
        return replace(ui, view=view, legal=tuple(legal))

    def draw(self, ui: HandUI, scene: Scene) -> Picture:
        """The players, the table and the hand."""
        return Picture(drawing(ui, scene).board_html())

    def interpret(self, ui: HandUI, press: Press, scene: Scene) -> Reply[HandUI]:
        """Cards, players, the prompt's buttons and the keys."""
        if ui.view is None:
            return keep(ui)
        act = press.act
        if act == "drinking-war-info":
            return Reply(ui, dialog=info_dialog(press.datum("info")))
        if act == "drinking-war-card":
            return self.pick(ui, int(press.datum("index") or -1), scene)
        if act == "drinking-war-attack":
            return self.press_seat(ui, int(press.datum("seat")), scene)
        if act == "drinking-war-power":
            return taken(ui, controls.power(ui.view, list(ui.legal), ui.picked))
        if act == "drinking-war-peek-card":
            action = f"power hack {press.datum('seat')} {press.datum('card')}"
            return taken(ui, controls.simple(list(ui.legal), ui.picked, action))
        if act == "drinking-war-defend":
            return taken(ui, controls.defend(ui.view, list(ui.legal), ui.picked))
        if act == "drinking-war-stay":
            return taken(ui, controls.simple(list(ui.legal), ui.picked, "join none"))
        if act.startswith("drinking-war-"):
            return taken(ui, controls.simple(list(ui.legal), ui.picked, act.removeprefix("drinking-war-")))
        if press.key:
            return self.key(ui, press, scene)
        return keep(ui)

    def pick(self, ui: HandUI, index: int, scene: Scene) -> Reply[HandUI]:
        """A press on card `index` of the hand."""
        if scene.covered or ui.view.get("seat") is None:
            return keep(ui)
        return taken(ui, controls.press_card(ui.view, list(ui.legal), ui.picked, index))

    def press_seat(self, ui: HandUI, seat: int, scene: Scene) -> Reply[HandUI]:
        """A press on a player: a join, a tornado's seats, a power's target, or an attack."""
        legal = list(ui.legal)
        if controls.picked_power(ui.view, ui.picked) == "tornado" and not controls.join_seats(legal):
            press, first = controls.tornado(ui.view, legal, ui.picked, ui.first, seat)
            moved = first != ui.first
            reply = taken(replace(ui, first=first), press)
            return replace(reply, redraw=reply.redraw or moved) if reply.action is None else reply
        return taken(ui, controls.attack(ui.view, legal, ui.picked, seat))

    def key(self, ui: HandUI, press: Press, scene: Scene) -> Reply[HandUI]:
        """1-9 pick a card; A attack with them; I a card's full text; D draw, S sleep, W play a power, H end
        the turn, F defend, K drink, L lose a life point, N join nobody (a fallen survivor); arrows move
        between a power's targets, Escape lets the picked cards go."""
        key = press.key
        if key in ARROWS:
            return Reply(ui, walk=(TARGETS, ARROWS[key]))
        if key == "Escape" and not scene.covered and (ui.picked or ui.first is not None):
            card = min(ui.picked) if ui.picked else None
            focus = f'[data-key="card{card}"]' if card is not None else None
            return Reply(replace(ui, picked=frozenset(), first=None), redraw=True, used=True, focus=focus,
                         notice="Cancelled: nothing is picked.")
        if len(key) == 1 and key in "123456789":
            return self.pick(ui, int(key) - 1, scene)
        if key.lower() == "i" or key == "?":  # the full text of the focused card or country
            what = self.focused_info(ui, press, scene)
            return Reply(ui, dialog=info_dialog(what)) if what else keep(ui)
        legal = list(ui.legal)
        if not legal or scene.covered:
            return keep(ui)
        lower = key.lower()
        if lower == "a":
            return self.attack_key(ui)
        if lower == "w":
            return taken(ui, controls.power(ui.view, legal, ui.picked))
        if lower == "f":
            return taken(ui, controls.defend(ui.view, legal, ui.picked))
        if lower in KEYS:
            return taken(ui, controls.simple(legal, ui.picked, KEYS[lower]))
        return keep(ui)

    @staticmethod
    def focused_info(ui: HandUI, press: Press, scene: Scene) -> str:
        """What the I key opens: the focused card's or country's full text, else the hand's first card."""
        focus = press.focus or {}
        if focus.get("info"):
            return focus["info"]
        if focus.get("card"):
            return f"card:{focus['card']}"
        hand = controls.hand_cards(ui.view) if not scene.covered and ui.view.get("seat") is not None else []
        return f"card:{hand[0]}" if hand else ""

    @staticmethod
    def attack_key(ui: HandUI) -> Reply[HandUI]:
        """A: attack with the picked cards, at once when one player may be attacked, else by focusing the
        first player's Attack button (arrows choose, Enter attacks)."""
        seats = controls.targets(list(ui.legal))
        if not seats:
            return Reply(ui, hint="There is nobody you can attack now.")
        if len(seats) == 1 or not ui.picked:
            return taken(ui, controls.attack(ui.view, list(ui.legal), ui.picked, seats[0]))
        return Reply(ui, notice="Choose the player to attack: arrows move, Enter attacks.",
                     focus=".drinking-war-hit")


def taken(ui: HandUI, press: controls.Press) -> Reply[HandUI]:
    """What a press on the controls leads to: a message, new picks (the focus on the power's first
    target), or an action for the page to play."""
    hint = press.message or None
    if press.action:
        return Reply(replace(ui, picked=frozenset(), first=None), action=press.action, hint=hint)
    aims = controls.picked_power(ui.view, press.picked) is not None
    focus = f"{TARGETS}, [data-testid=power]:not(:disabled)" if aims else None
    if press.picked != ui.picked:
        return Reply(replace(ui, picked=press.picked), hint=hint, redraw=True, focus=focus)
    if ui.first is not None:  # a Tornade's first seat: on to the second
        return Reply(ui, hint=hint, focus=focus)
    return Reply(ui, hint=hint)


LOGIC = HandLogic()
