"""The War of Lights board: every napkin as a 3x3 grid of buttons around the table, the dreidel and its
latest spins, and the buttons for spawning and passing.

The picked gelt, the typing buffer and the square holding the keyboard focus are UI state and live here,
never in the match. One square of the table is in the tab order; the arrows walk over the napkins.
On a narrow screen the napkin of the seat to move comes first (see pygames/games/war_of_lights/style.css).
"""

from __future__ import annotations

import time
from typing import Any

from pyscript import document

from pygames.core.i18n import N_, _
from pygames.games.war_of_lights import controls
from pygames.games.war_of_lights.drawing import LETTERS, Drawing
from pygames.games.war_of_lights.text import last_places, result_text, spin_text
from pygames.web.board import Board
from pygames.web.dom import attrs, toast
from pygames.web.motion import mark


class WarOfLightsBoard(Board):
    """Draws the napkins and the dreidel and turns clicks and keys into action strings."""

    # the peer status while browsers draw it
    chance_words = (N_("Spinning the dreidel"), N_("The dreidel spin"))

    def __init__(self, page: Any):
        self.page = page
        self.view: dict[str, Any] = {}
        self.legal: list[str] = []
        self.area: Any = None
        self.selected: str | None = None
        self.cursor = "1e"  # the square in the tab order
        self.buffer = ""  # a square being typed ("2" waiting for its letter)
        self.spun: int | None = None  # the spin drawn last: a newer one spins the dreidel
        self.spun_at = 0.0  # when the latest spin started on screen (a redraw meanwhile lets it run on)
        self.said: Any = None

    def attach(self, area: Any) -> None:
        """Take the board area (clicks reach the board through the page's [data-act] handler).

        The board is redrawn inside its own element; next to it a polite live region says each new spin,
        since a region redrawn with the board would not be read out.
        """
        said = attrs(class_="war-of-lights-said", role="status", aria_live="polite")
        area.innerHTML = f'<div class="war-of-lights-board"></div><p {said}></p>'
        self.area = area.querySelector(".war-of-lights-board")
        self.said = area.querySelector(".war-of-lights-said")

    @property
    def names(self) -> list[str]:
        """The seats' names."""
        return list(self.page.names)

    @property
    def me(self) -> int | None:
        """The seat the person at this screen acts for now."""
        return self.page.acting_seat if self.legal else None

    # -- drawing ------------------------------------------------------------------------------------
    def render(self, view: dict[str, Any], legal: list[str]) -> None:
        """Redraw for `view`; `legal` holds what the person at the screen may play now."""
        if view.get("ply") != self.view.get("ply"):
            self.buffer = ""
        self.view, self.legal = view, legal
        still = controls.spawners(legal) if self.selected == controls.RISK else controls.sources(legal)
        if self.selected not in still:
            self.selected = None
        movable = sorted(controls.sources(legal))
        if movable and self.cursor[0] != str(view["to_move"] + 1) and self.cursor not in movable:
            self.cursor = movable[0]
        self.draw()

    def draw(self) -> None:
        """Write the board's HTML, keeping the keyboard focus on the same square."""
        active = document.activeElement
        focused = active.getAttribute("data-square") if active and self.area.contains(active) else None
        view = self.view
        fresh = view["spin_count"] != self.spun and self.spun is not None
        if fresh and view["spins"]:
            self.said.textContent = spin_text(view["spins"][-1], self.names)
            self.spun_at = time.monotonic()
        self.spun = view["spin_count"]
        since = time.monotonic() - self.spun_at
        drawing = Drawing(view, self.legal, self.names, self.selected, self.cursor)
        self.area.innerHTML = drawing.board_html(since)
        mark(self.area, getattr(self.page, "marked", ()))  # a redraw of its own keeps the last move's marks
        if focused:
            square = self.area.querySelector(f'[data-square="{focused}"]')
            if square:  # querySelector's null is falsy
                square.focus()

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view, self.names)

    def last_move(self, seat: int, action: str) -> tuple[str, ...]:
        """The squares the last move touched, read against the position on the table now."""
        return last_places(self.page.table.view(self.page.viewer), seat, action)

    # -- input --------------------------------------------------------------------------------------
    def press(self, square: str) -> None:
        """A click or a typed square: pick a gelt, play a move, or say why nothing happens."""
        view = self.view
        if not controls.is_square(square) or int(square[0]) > view["seats"]:
            return
        self.cursor = square
        if view["over"]:
            toast(_("The game is over."), "warn")
            return
        owner = view["napkins"][int(square[0]) - 1][LETTERS.index(square[1])]
        selected, action = controls.press(self.legal, self.selected, square)
        if action is not None:
            self.selected = None
            self.page.play(action)
        elif selected != self.selected:
            self.selected = selected
            self.draw()
        else:
            why = controls.explain(self.legal, self.selected, square, owner, self.me)
            toast(why or _("Nothing to do there."), "warn")

    def on_action(self, act: str, element: Any) -> None:
        """A square or one of the buttons under the napkins."""
        if act == "square":
            self.press(str(element.getAttribute("data-square")))
        elif act == "war-of-lights-play":
            self.push(str(element.getAttribute("data-action")))

    def push(self, name: str) -> None:
        """A button under the napkins (or its key): play its action, or pick up (or let go of) the risky
        spawn while its gelt is chosen."""
        if name == self.selected:
            self.selected = None
            self.draw()
            return
        picked, action = controls.button(self.legal, name)
        if action is not None:
            self.selected = None
            self.page.play(action)
        elif picked is not None:
            self.selected = picked
            self.draw()

    def on_key(self, event: Any) -> None:
        """Arrows walk the focus, a typed square presses it, S R T P are the buttons, Escape lets go."""
        key = str(event.key)
        if key.startswith("Arrow"):
            active = document.activeElement
            here = active.getAttribute("data-square") if active and self.area.contains(active) else None
            if not here:  # the arrows scroll the page until the focus is on the table
                return
            self.cursor = controls.walk(here, key, self.view["seats"])
            self.draw()
            square = self.area.querySelector(f'[data-square="{self.cursor}"]')
            if square:
                square.focus()
                event.preventDefault()
            return
        if key == "Escape":
            if self.selected:
                self.selected = None
                self.draw()
            return
        self.buffer, square = controls.typed(self.buffer, key, self.view["seats"])
        if square:
            self.press(square)
            return
        if not self.buffer:
            name = controls.key_button(self.legal, key)
            if name:
                self.push(name)
