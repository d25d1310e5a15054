"""The one adapter between a game's pure page logic (pygames/web/board_logic.py) and the page: it reads a
click or a key off the page as a Press, hands it to the logic, and puts the logic's Picture on the page
(the board's HTML, its live region, the last move's marks, the focus).

A game whose board follows the pure contract declares `class XBoard(LogicBoard): logic = ...` and keeps
only what the play page asks of every board (its result in words, the places of the last move).
"""

from __future__ import annotations

import time
from typing import Any, ClassVar

from pygames.web.board import Board
from pygames.web.board_logic import BoardLogic, Picture, Press, Reply, Scene
from pygames.web.dom import attrs, data_of, focus_inside, focus_on_body, toast
from pygames.web.motion import mark


class LogicBoard(Board):
    """A board drawn and played through a BoardLogic; it holds the UI state between events."""

    logic: ClassVar[BoardLogic[Any]]

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.ui: Any = self.logic.start()
        self.area: Any = None
        self.said: Any = None
        self.said_serial: int | None = None  # the serial of the words the live region says

    def attach(self, area: Any) -> None:
        """Take the board area; with a live region beside the board when the logic has one."""
        logic = self.logic
        if logic.board_class:
            said = attrs(class_=logic.said_class, role="status", aria_live="polite")
            region = f"<p {said}></p>" if logic.said_class else ""
            area.innerHTML = f'<div class="{logic.board_class}"></div>{region}'
            self.area = area.querySelector(f".{logic.board_class}")
            self.said = area.querySelector(f".{logic.said_class}") if logic.said_class else None
        else:
            self.area = area

    @property
    def names(self) -> list[str]:
        """The seats' names."""
        return list(self.page.names)

    def scene(self) -> Scene:
        """The page's facts for the logic now."""
        seat = self.logic.clock_seat(self.ui)
        left = self.page.table.deadline(seat) if seat is not None else None
        return Scene(tuple(self.page.names), self.page.acting_seat, time.monotonic(), left)

    def render(self, view: Any, legal: list[str]) -> None:
        """Take a new view from the page and draw it."""
        self.ui = self.logic.take(self.ui, view, legal, time.monotonic())
        self.draw()

    def draw(self, focus: str | None = None) -> None:
        """Draw the UI state, keeping the focus on the same place unless `focus` names another."""
        kept = focus_inside(self.area)
        self.paint(self.logic.draw(self.ui, self.scene()))
        key = self.logic.focus_key
        target = focus or (f'[data-{key}="{kept[key]}"]' if kept and kept.get(key) else None)
        if target:
            element = self.area.querySelector(target)
            if element:  # querySelector's null is falsy
                element.focus()

    def paint(self, picture: Picture) -> None:
        """Put a picture on the page."""
        self.area.innerHTML = picture.html
        if picture.said and self.said is not None and picture.said[0] != self.said_serial:
            self.said_serial = picture.said[0]
            self.said.textContent = picture.said[1]
        mark(self.area, getattr(self.page, "marked", ()))  # a redraw of its own keeps the last move's marks

    def press(self, act: str = "", data: dict[str, str] | None = None, key: str = "") -> Reply[Any]:
        """What the logic makes of a press, with the focus as the page has it now."""
        focus = focus_inside(self.area)
        press = Press(act=act, data=data or {}, key=key, focus=focus, on_body=focus_on_body())
        return self.logic.interpret(self.ui, press, self.scene())

    def follow(self, reply: Reply[Any]) -> None:
        """Do what a reply asks: show its hint, play its action, or draw the new UI state."""
        self.ui = reply.ui
        if reply.hint:
            toast(reply.hint, "warn")
        if reply.action is not None:
            self.page.play(reply.action)  # the page draws the board again from the new view
        elif reply.redraw:
            self.draw(reply.focus)

    def on_action(self, act: str, element: Any) -> None:
        """A [data-act] element on the board was pressed."""
        self.follow(self.press(act, data_of(element)))

    def on_key(self, event: Any) -> None:
        """A key the page itself does not handle."""
        reply = self.press(key=str(event.key))
        if reply.used:
            event.preventDefault()  # an arrow would scroll the page too
        self.follow(reply)
