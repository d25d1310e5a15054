"""The one adapter between a game's pure page logic (pygames/web/board_logic.py) and the page: it reads a
click or a key off the page as a Press, hands it to the logic, and puts the logic's Picture on the page
(the board's HTML, its live region, the status line during a show, the last move's marks, the focus),
keeps the one timer a picture asks for, and runs the jobs a reply asks for.

A game whose board follows the pure contract declares `class XBoard(LogicBoard): logic = ...` and keeps
only what the play page asks of every board (its result in words, the places of the last move) and any
event the page does not forward (Yacht's command field).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, ClassVar

from pyscript import window

from pygames.web.board import Board
from pygames.web.board_logic import BoardLogic, Dialog, Picture, Press, Reply, Scene
from pygames.web.dom import attrs, body_child, by_id, data_of, focus_inside, focus_on_body, later, toast
from pygames.web.motion import mark

NARROW = "(max-width: 600px)"  # a phone: what a reply reveals is scrolled into sight


class LogicBoard(Board):
    """A board drawn and played through a BoardLogic; it holds the UI state between events."""

    logic: ClassVar[BoardLogic[Any]]

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        prefs = {name: str(window.localStorage.getItem(name) or "") for name in self.logic.preferences}
        self.ui: Any = self.logic.start(prefs)
        self.area: Any = None
        self.said: Any = None
        self.said_serial: int | None = None  # the serial of the words the live region says
        self.painted = ""  # the HTML on the page: an unchanged picture leaves the board and its animations be
        self.told = False  # the status line says the board's words, not the page's
        self.alarm = 0  # bumped to drop a wake that a newer picture replaced

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
        computers = frozenset(s for s in range(len(self.page.names)) if self.page.is_computer(s))
        return Scene(tuple(self.page.names), self.page.acting_seat, time.monotonic(), left, computers,
                     self.page.covered_for is not None, self.page.table.options or {})

    def render(self, view: Any, legal: list[str]) -> None:
        """Take a new view from the page and draw it."""
        self.ui = self.logic.take(self.ui, view, legal, self.scene())
        self.draw()

    def draw(self, focus: str | None = None) -> None:
        """Draw the UI state, keeping the focus on the same place unless `focus` names another."""
        key = self.logic.focus_key
        kept = focus_inside(self.area) if key else None  # a board with no focus key leaves it to the page
        self.paint(self.logic.draw(self.ui, self.scene()))
        target = focus or (f'[data-{key}="{kept[key]}"]' if key and kept and kept.get(key) else None)
        if target:
            element = self.area.querySelector(target)
            if not element and not focus and self.logic.focus_fallback:
                element = self.area.querySelector(self.logic.focus_fallback)
            if element:  # querySelector's null is falsy
                element.focus()

    def paint(self, picture: Picture) -> None:
        """Put a picture on the page."""
        if picture.html != self.painted:
            self.area.innerHTML = self.painted = picture.html
            mark(self.area, getattr(self.page, "marked", ()))  # its own redraw keeps the last move's marks
        if picture.said and self.said is not None and picture.said[0] != self.said_serial:
            self.said_serial = picture.said[0]
            self.said.textContent = picture.said[1]
        if picture.status is not None or self.told:
            status = by_id("status")
            if status is not None:  # back to the page's own words once the board has none
                status.textContent = picture.status if picture.status is not None else self.page.status()
            self.told = picture.status is not None
        self.schedule(picture.wake_ms)

    def schedule(self, wake_ms: int | None) -> None:
        """Wake the logic in `wake_ms` (None: not at all), instead of any earlier alarm."""
        self.alarm += 1
        if wake_ms is not None:
            alarm = self.alarm
            later(lambda: self.wake(alarm), max(0, wake_ms))

    def wake(self, alarm: int) -> None:
        """The time the latest picture asked for: the logic's next beat, then the focus where it was."""
        if alarm != self.alarm or self.page.closed:
            return
        self.follow(self.logic.wake(self.ui, self.scene()), always=True)

    def press(self, act: str = "", data: dict[str, str] | None = None, key: str = "") -> Reply[Any]:
        """What the logic makes of a press, with the focus as the page has it now."""
        focus = focus_inside(self.area)
        press = Press(act=act, data=data or {}, key=key, focus=focus, on_body=focus_on_body())
        return self.logic.interpret(self.ui, press, self.scene())

    def follow(self, reply: Reply[Any], always: bool = False) -> None:
        """Do what a reply asks: show its hint, play its action, or draw the new UI state."""
        self.ui = reply.ui
        if reply.store is not None:
            window.localStorage.setItem(*reply.store)
        if reply.hint:
            toast(reply.hint, "warn")
        if reply.notice:
            toast(reply.notice)
        if reply.dialog is not None:
            self.open(reply.dialog)
        if reply.tabstop is not None:
            group, member = reply.tabstop
            for other in self.area.querySelectorAll(f"{group}[tabindex='0']"):
                other.setAttribute("tabindex", "-1")
            element = self.area.querySelector(member)
            if element:
                element.setAttribute("tabindex", "0")
        if reply.job is not None:
            asyncio.ensure_future(self.run(reply.job))
        if reply.action is not None:
            self.page.play(reply.action)  # the page draws the board again from the new view
        elif reply.redraw:
            self.draw(reply.focus)
            if reply.focus is None:
                self.page.keep_focus()
        else:
            element = self.area.querySelector(reply.focus) if reply.focus else None
            if element:  # the focus moves along a row the board has drawn
                element.focus()
            if always:  # a wake that found nothing due yet: ask again
                self.schedule(self.logic.draw(self.ui, self.scene()).wake_ms)
        if reply.reveal is not None:
            element = self.area.querySelector(reply.reveal)
            if element and window.matchMedia(NARROW).matches:
                element.scrollIntoView(False)

    def open(self, dialog: Dialog) -> None:
        """Open a panel over the page."""
        panel = body_child("dialog", dialog.id, f"options-dialog {dialog.css}".strip(),
                           {"aria-label": dialog.label, "data-testid": dialog.testid})
        panel.innerHTML = dialog.html
        panel.showModal()

    def walked(self, group: str, step: int) -> bool:
        """Move the focus `step` along the elements of `group`, round the row; False if it is not on one."""
        active = focus_inside(self.area)
        members = list(self.area.querySelectorAll(group))
        here = next((i for i, element in enumerate(members) if element.matches(":focus")), None)
        if active is None or here is None or len(members) < 2:
            return False
        members[(here + step) % len(members)].focus()
        return True

    async def run(self, job: str) -> None:
        """Do a job a reply asked for, after the page has painted, and give the logic its answer."""
        await asyncio.sleep(0.01)  # let the picture that asked for it paint first
        if self.page.closed:
            return
        answer = self.work(job)
        if answer is not None:
            self.follow(self.logic.done(self.ui, job, answer, self.scene()))

    def work(self, job: str) -> Any:
        """The answer to a job (None: the job is moot now); a board with jobs says how to do them."""
        return None

    def keepsake(self) -> Any:
        """What the logic carries over a redraw of the whole page."""
        return self.logic.keepsake(self.ui)

    def restore(self, keepsake: Any) -> None:
        """Take back what the page this one replaced carried over, and draw it if it changed anything."""
        adopted = self.logic.adopt(self.ui, keepsake)
        if adopted is not self.ui:
            self.ui = adopted
            self.draw()

    def on_action(self, act: str, element: Any) -> None:
        """A [data-act] element on the board was pressed."""
        self.follow(self.press(act, data_of(element)))

    def on_key(self, event: Any) -> None:
        """A key the page itself does not handle."""
        reply = self.press(key=str(event.key))
        if reply.walk is not None and self.walked(*reply.walk):
            event.preventDefault()  # an arrow would scroll the page too
            return
        if reply.used:
            event.preventDefault()
        self.follow(reply)
