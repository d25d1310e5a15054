"""The Drinking War page (packs 1-3): the players' life points and tallies (with their countries, epidemics
and sleeping potions), the table (draw pile, the fight, the discard pile), the hand as a fan of cards, the
hand a satellite shows its spy, and the final summary.

The board draws only from the view it is given, never from a match: on a guest's screen there is none.
While the screen waits to be passed to the next person ("pass the device"), no hand is drawn at all, so
the page never holds one seat's cards while another person holds the device. The picked cards are UI
state (pygames.games.drinking_war.controls turns presses into actions) and are dropped on a new position.
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import _, ngettext
from pygames.games.drinking_war.controls import (
    Press,
    attack,
    defend,
    join_seats,
    picked_power,
    power,
    press_card,
    simple,
    targets,
    tornado,
)
from pygames.games.drinking_war.drawing import Drawing
from pygames.games.drinking_war.faces import (
    card_info,
    country_info,
)
from pygames.games.drinking_war.summary import result_text
from pygames.games.drinking_war.teams import teams_of
from pygames.web.board import Board
from pygames.web.dom import body_child, on, toast
from pygames.web.seat_text import your_turn

TARGETS = ".drinking-war-hit, .drinking-war-peek-card"  # the buttons a picked power (or an attack) aims at
ARROWS = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}



class DrinkingWarBoard(Board):
    """Draws the table and the hand, and turns presses and keys into actions."""

    def __init__(self, page: Any):
        self.page = page
        self.view: dict[str, Any] = {}
        self.legal: list[str] = []
        self.area: Any = None
        self.picked: frozenset[int] = frozenset()
        self.ply: int | None = None
        self.first: int | None = None  # a tornado's first seat, once pressed
        # The last fight and life points drawn before: a change is new, and is pictured once (UI state).
        self.seen_last: dict[str, Any] | None = None
        self.seen_lives: list[int] | None = None
        self.teams = teams_of(page.table.options or {}, len(page.names))
        if any(self.teams):  # a team's name stands for its seat everywhere: status, moves, cover, result
            page.names = [team["name"] if team else name for team, name in zip(self.teams, page.names)]

    def attach(self, area: Any) -> None:
        """Take over the board area (clicks arrive through the page's [data-act] handler); a long press
        (or a right click) on a card or a country opens its full text."""
        self.area = area
        on(area, "contextmenu", self.on_long_press)

    def on_long_press(self, event: Any) -> None:
        """A touch screen's long press (a context menu) on a card or a country: show its full text."""
        held = ".drinking-war-hold, .drinking-war-country"
        target = event.target.closest(held) if hasattr(event.target, "closest") else None
        mark = target.querySelector("[data-info]") if target else None
        if mark:  # querySelector's null is falsy
            event.preventDefault()
            self.show_info(str(mark.getAttribute("data-info")))

    def show_info(self, what: str) -> None:
        """Open the panel with the full text of "card:+4" or "country:japan" (French and English)."""
        kind, _colon, code = what.partition(":")
        # one panel for the page, outside the board (a redraw leaves it open)
        dialog = body_child("dialog", "drinking-war-info-dialog", "options-dialog drinking-war-info-dialog",
                            {"aria-label": _("About this card"), "data-testid": "card-info"})
        text = country_info(code) if kind == "country" else card_info(code)
        dialog.innerHTML = (f'<div class="dialog-body">{text}<div class="form-actions"><form method="dialog">'
                            '<button class="button primary" data-testid="card-info-close">'
                            f'{_("Close")}</button>'
                            "</form></div></div>")
        dialog.showModal()

    @property
    def names(self) -> list[str]:
        """The seats' names."""
        return list(self.page.names)

    @property
    def covered(self) -> bool:
        """True while the screen waits to be handed to the next person: no hand may be drawn."""
        return self.page.covered_for is not None

    # -- drawing ------------------------------------------------------------------------------------
    def render(self, view: dict[str, Any], legal: list[str]) -> None:
        """Redraw for `view`; `legal` holds what the person at the screen may play now."""
        if view["ply"] != self.ply or view.get("seat") != self.view.get("seat"):
            self.picked = frozenset()
            self.first = None
            self.ply = view["ply"]
            if self.view:  # what the screen showed before this position: its news is pictured once
                self.seen_last, self.seen_lives = self.view.get("last") or {}, list(self.view["lives"])
        self.view, self.legal = view, legal
        self.draw()

    def draw(self) -> None:
        """Write the board's HTML, keeping the focus on the same control."""
        focused = self.focused_key()
        self.area.innerHTML = self.drawing().board_html()
        self.refocus(focused)

    def status_text(self, view: dict[str, Any], text: str) -> str:
        """Who is choosing what, for the phases where that is not the player whose turn it is: a Carte
        Postale's givers ("Player 2 is choosing a card to give"), and a defence ("Your turn: defend")."""
        if view["over"] or self.page.table.paused or self.page.covered_for is not None:
            return text
        names, yours = self.names, your_turn(text)
        if view.get("givers"):
            if yours:
                return _("Your turn: choose a card to give {player}").format(player=names[view["turn"]])
            givers = [names[g] for g in view["givers"]]
            return ngettext("{givers} is choosing a card to give {player}",
                            "{givers} are choosing a card to give {player}", len(givers)).format(
                givers=_(" and ").join(givers), player=names[view["turn"]])
        if view["phase"] == "defend" and view["target"] is not None:
            hit = Drawing.hit_words(view["damage"], view.get("strikes", 0))
            if yours:
                return _("Your turn: defend against {player}'s attack of {hit}").format(
                    player=names[view["turn"]], hit=hit)
            return _("{target} is choosing a defence against {player}'s attack of {hit}").format(
                target=names[view["target"]], player=names[view["turn"]], hit=hit)
        return text

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view, self.names)

    @property
    def shown_seat(self) -> int | None:
        """The seat whose hand the screen shows (None for a spectator or while covered)."""
        return self.drawing().shown_seat

    def drawing(self) -> Drawing:
        """The drawing of the board as it stands (view, picked cards, what the screen saw before)."""
        return Drawing(self.view, self.legal, self.names, self.picked, self.first, self.seen_last,
                       self.seen_lives, self.teams, self.covered)

    # -- input --------------------------------------------------------------------------------------
    def focused_key(self) -> str | None:
        """The data-key of the focused control inside the board, to focus it again after a redraw."""
        if self.area is None:
            return None
        from pyscript import document

        active = document.activeElement
        if active is None or not self.area.contains(active):
            return None
        key = active.getAttribute("data-key")
        return str(key) if key else None

    def refocus(self, key: str | None) -> None:
        """Focus the control with data-key `key` again, or, if it is gone, the next thing to press."""
        if key:
            element = (self.area.querySelector(f'[data-key="{key}"]')
                       or self.area.querySelector(".drinking-war-prompt.mine button:not(:disabled), "
                                                  ".drinking-war-card"))
            if element:  # querySelector's null is falsy
                element.focus()

    def take(self, press: Press) -> None:
        """Apply a press: a message, new picks, or an action for the page to play."""
        if press.message:
            toast(press.message, "warn")
        if press.action:
            self.picked, self.first = frozenset(), None
            self.page.play(press.action)
            return
        if press.picked == self.picked and self.first is not None:  # a Tornade's first seat: on to the second
            self.focus_target()
        if press.picked != self.picked:
            self.picked = press.picked
            self.draw()
            self.focus_target()

    def focus_target(self) -> None:
        """With a power picked, put the focus on its first target (a player, a watched card, or Play), so
        the keyboard needs no Tab hunting; arrows then move between the targets."""
        if self.area is None or picked_power(self.view, self.picked) is None:
            return
        first = self.area.querySelector(f"{TARGETS}, [data-testid=power]:not(:disabled)")
        if first:  # querySelector's null is falsy
            first.focus()

    def step_target(self, step: int) -> bool:
        """Arrow keys on a target: focus the next (or previous) one, round the row. True if one moved."""
        from pyscript import document

        active = document.activeElement
        targets = list(self.area.querySelectorAll(TARGETS)) if self.area is not None else []
        if active is None or len(targets) < 2 or not active.matches(TARGETS):
            return False
        index = next((i for i, element in enumerate(targets) if element.isSameNode(active)), 0)
        targets[(index + step) % len(targets)].focus()
        return True

    def cancel(self) -> bool:
        """Escape: let go of the picked cards (a power and its first Tornade seat); focus its card again."""
        if not self.picked and self.first is None:
            return False
        card = min(self.picked) if self.picked else None
        self.picked, self.first = frozenset(), None
        self.draw()
        toast("Cancelled: nothing is picked.")
        if card is not None and self.area is not None:
            element = self.area.querySelector(f'[data-key="card{card}"]')
            if element:
                element.focus()
        return True

    def pick(self, index: int) -> None:
        """A press on card `index` of the hand."""
        if self.covered or self.shown_seat is None:
            return
        self.take(press_card(self.view, self.legal, self.picked, index))

    def press_seat(self, seat: int) -> None:
        """A press on a player: a join, a tornado's seats, a power's target, or an attack."""
        if picked_power(self.view, self.picked) == "tornado" and not join_seats(self.legal):
            press, first = tornado(self.view, self.legal, self.picked, self.first, seat)
            if first != self.first:
                self.first = first
                self.draw()
            self.take(press)
            return
        self.take(attack(self.view, self.legal, self.picked, seat))

    def on_action(self, act: str, element: Any) -> None:
        """Cards, opponents and the prompt's buttons."""
        if act == "drinking-war-info":
            self.show_info(str(element.getAttribute("data-info")))
        elif act == "drinking-war-card":
            self.pick(int(element.getAttribute("data-index")))
        elif act == "drinking-war-attack":
            self.press_seat(int(element.getAttribute("data-seat")))
        elif act == "drinking-war-power":
            self.take(power(self.view, self.legal, self.picked))
        elif act == "drinking-war-peek-card":
            seat, card = element.getAttribute("data-seat"), element.getAttribute("data-card")
            self.take(simple(self.legal, self.picked, f"power hack {seat} {card}"))
        elif act == "drinking-war-defend":
            self.take(defend(self.view, self.legal, self.picked))
        elif act == "drinking-war-stay":
            self.take(simple(self.legal, self.picked, "join none"))
        elif act.startswith("drinking-war-"):
            self.take(simple(self.legal, self.picked, act.removeprefix("drinking-war-")))

    def info_key(self) -> None:
        """I (or ?): the full text of the focused card (the first of the hand if none has focus)."""
        from pyscript import document

        active = document.activeElement
        held = ".drinking-war-hold, .drinking-war-country"
        holder = active.closest(held) if active and hasattr(active, "closest") else None
        mark = (holder.querySelector("[data-info]") if holder
                else self.area.querySelector(".drinking-war-hold [data-info]"))
        if mark:  # querySelector's null is falsy
            self.show_info(str(mark.getAttribute("data-info")))

    def attack_key(self) -> None:
        """A: attack with the picked cards, at once when one player may be attacked, else by focusing the
        first player's Attack button (arrows choose, Enter attacks)."""
        seats = targets(self.legal)
        if not seats:
            toast("There is nobody you can attack now.", "warn")
            return
        if len(seats) == 1 or not self.picked:
            self.take(attack(self.view, self.legal, self.picked, seats[0]))
            return
        toast("Choose the player to attack: arrows move, Enter attacks.")
        first = self.area.querySelector(".drinking-war-hit")
        if first:  # querySelector's null is falsy
            first.focus()

    def on_key(self, event: Any) -> None:
        """1-9 pick a card; A attack with them; I a card's full text; D draw, S sleep, W play a power, H end
        the turn, F defend, K drink, L lose a life point, N join nobody (a fallen survivor); arrows move
        between a power's targets, Escape lets the picked cards go."""
        key = str(event.key)
        if key in ARROWS and self.step_target(ARROWS[key]):
            event.preventDefault()
            return
        if key == "Escape" and not self.covered and self.cancel():
            event.preventDefault()
            return
        if len(key) == 1 and key in "123456789":
            self.pick(int(key) - 1)
            return
        if key.lower() == "i" or key == "?":  # the full text of the focused card or country
            self.info_key()
            return
        acts = {"d": "draw", "h": "hold", "k": "drink", "l": "life", "s": "sleep", "n": "join none"}
        if not self.legal or self.covered:
            return
        if key.lower() == "a":
            self.attack_key()
        elif key.lower() == "w":
            self.take(power(self.view, self.legal, self.picked))
        elif key.lower() == "f":
            self.take(defend(self.view, self.legal, self.picked))
        elif key.lower() in acts:
            self.take(simple(self.legal, self.picked, acts[key.lower()]))
