"""The Drinking board: the 7x7 grid with drinks and stains, the offer, the players' coasters, the hourglass,
the last turn's scoring, and the score sheet at the end.

The picked drink and the keyboard cursor are UI state and live here, never in the match: a new
position lets go of the drink. A cleared line is animated once, when the position that cleared it is
first drawn (the drinks that left fade out over the line); a reload shows the scoring in words only.
"""

from __future__ import annotations

import time
from typing import Any

from pyscript import document

from pygames.games.drinking import controls
from pygames.games.drinking.drawing import Drawing, result_text
from pygames.games.drinking.feed import last_places
from pygames.web.board import Board
from pygames.web.dom import toast
from pygames.web.motion import mark

ANIMATION_S = 2.2  # how long the last turn's scoring stays animated (the longest CSS animation)


class DrinkingBoard(Board):
    """Draws a Drinking position and turns clicks and keys into action strings."""

    def __init__(self, page: Any):
        self.page = page
        self.view: dict[str, Any] = {}
        self.legal: list[str] = []
        self.area: Any = None
        self.picked: int | None = None
        self.cursor = "d4"
        self.ply: int | None = None
        self.last_board: list[list[Any]] | None = None  # the board drawn last, to fade out a cleared line
        self.animation: tuple[int, list[list[Any]], float] | None = None  # (ply, board before it, start)

    def attach(self, area: Any) -> None:
        """Take the board area; clicks reach on_action through the page's [data-act] handler."""
        self.area = area

    @property
    def names(self) -> list[str]:
        """The seats' names."""
        return list(self.page.names)

    # -- drawing ------------------------------------------------------------------------------------
    def render(self, view: dict[str, Any], legal: list[str]) -> None:
        """Redraw for `view`; `legal` holds what the person at the screen may play now."""
        if self.ply is not None and view["ply"] > self.ply and self.last_board is not None:
            self.animation = (view["ply"], self.last_board, time.monotonic())
        if view["ply"] != self.ply:  # a new position: a lone drink on offer comes picked, its squares lit
            self.picked = controls.only_slot(legal)
        self.view, self.legal, self.ply = view, legal, view["ply"]
        if self.picked is not None and self.picked not in controls.slots(legal):
            self.picked = None
        self.draw()
        self.last_board = view["board"]

    def draw(self) -> None:
        """Write the board's HTML, keeping the keyboard focus where it was.

        A redraw while the last turn's animation still plays (the page redraws as the computer starts
        thinking) draws it again, started that long ago, so it runs on without a jump."""
        focused = document.activeElement
        key = focused.getAttribute("data-key") if focused and self.area.contains(focused) else None
        view = self.view
        before, since = None, 0.0
        if self.animation and self.animation[0] == view["ply"]:
            since = time.monotonic() - self.animation[2]
            before = self.animation[1] if since < ANIMATION_S else None
        # The table's clock is read only where the hourglass shows, as it was when the board drew it itself
        # (a local table's reading restarts its clock for a new position).
        timed = view["options"]["hourglass"] and not view["over"] and view["turn"] >= 0
        left = self.page.table.deadline(view["turn"]) if timed else None
        drawing = Drawing(view, self.legal, self.names, self.picked, self.cursor, self.page.acting_seat, left)
        self.area.innerHTML = drawing.table_html(before, since)
        mark(self.area, getattr(self.page, "marked", ()))  # a redraw of its own keeps the last drink marked
        if key:
            element = self.area.querySelector(f'[data-key="{key}"]')
            if element:  # querySelector's null is falsy
                element.focus()

    def last_move(self, seat: int, action: str) -> tuple[str, ...]:
        """The square the last move put a drink on (or hooked)."""
        return last_places(action)

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view, self.names)

    # -- input --------------------------------------------------------------------------------------
    def follow(self, press: controls.Press) -> None:
        """Do what a press leads to: play its action, show its hint, redraw the picked drink."""
        if press.hint:
            toast(press.hint, "warn")
        if press.action:  # a refused action keeps the drink picked: the person may try another square
            self.page.play(press.action)
            return
        if press.picked != self.picked:
            self.picked = press.picked
            self.draw()

    def on_action(self, act: str, element: Any) -> None:
        """Offered drinks, squares and the head."""
        if act == "pick":
            self.follow(controls.press_drink(self.legal, self.picked, int(element.getAttribute("data-slot"))))
        elif act == "square":
            self.cursor = str(element.getAttribute("data-square"))
            self.follow(controls.press_square(self.legal, self.picked, self.cursor))
        elif act == "drink-head":
            self.follow(controls.press_head(self.legal, self.picked))

    def on_key(self, event: Any) -> None:
        """1-3 pick a drink, arrows move over the board, D drinks, Escape lets go."""
        key = str(event.key)
        if key in ("1", "2", "3"):
            self.follow(controls.press_drink(self.legal, self.picked, int(key)))
        elif key in ("d", "D"):
            self.follow(controls.press_head(self.legal, self.picked))
        elif key == "Escape" and self.picked is not None:
            self.picked = None
            self.draw()
        elif key in controls.ARROWS:
            active = document.activeElement
            on_board = active and active.classList and active.classList.contains("sq")
            if on_board or active == document.body:
                event.preventDefault()  # an arrow would scroll the page too
                start = str(active.getAttribute("data-square")) if on_board else self.cursor
                self.cursor = controls.moved(start, key)
                self.draw()
                square = self.area.querySelector(f'[data-square="{self.cursor}"]')
                if square:
                    square.focus()
