"""The Gobblet board: squares and reserves as HTML buttons; pick a piece, then a square, or drag it.

Selection, dragging, the stack popover and the view (rotation, tilt, zoom, size) are UI state and
live here, never in the match: a rewind or a reload drops the first three, and the view is a
preference kept in localStorage.
"""

from __future__ import annotations

import json
from typing import Any

from pyscript import document, window

from pygames.core.i18n import N_, _, ngettext
from pygames.games.gobblet import SIZE_NAMES, controls, square_name
from pygames.games.gobblet.drawing import board_html, last_move, piece_words, result_text
from pygames.games.gobblet.view_settings import VIEW_KEYS, changed_view, view_from
from pygames.web.board import Board
from pygames.web.dom import closest, data, esc, later, need, on
from pygames.web.motion import mark
from pygames.web.seat_text import seat_label

DRAG_START_PX = 6  # a press that moves less than this is a click, not a drag
LONG_PRESS_MS = 450  # a touch held this long on a square shows its stack instead of picking it
VIEW_KEY = "pygames:gobblet:view"


def load_view() -> dict[str, Any]:
    """The saved view preference, or the default view."""
    try:
        saved = str(window.localStorage.getItem(VIEW_KEY) or "{}")
    except Exception:  # noqa: BLE001 - no storage: the default view
        saved = "{}"
    return view_from(saved)


class GobbletBoard(Board):
    """Draws a Gobblet position and turns clicks, drags and keys into action strings."""

    SWAP_LABEL = N_("Swap colours")  # the end panel's button: the seats are colours

    MOVES_BY_TURN = True  # one short move a turn: the list reads "1. Red a1  Yellow b2"

    def __init__(self, page: Any):
        self.page = page
        self.selected: str | None = None  # "r3" for a size-3 reserve piece, or a square name like "b2"
        self.legal: list[str] = []
        self.view: dict[str, Any] = {}
        self.area: Any = None
        self.drag: dict[str, Any] | None = None
        self.suppress_click = False
        self.view_setting = load_view()
        self.press = 0  # counts presses, so a long-press timer knows if its press is still held
        self.moved = False  # the mouse moved since the board was last drawn (a hover, not a redraw)
        self.pointer = (-1.0, -1.0)  # where the mouse was last seen
        self.visited: str | None = None  # the square the keyboard was last on (the board's Tab stop)

    def attach(self, area: Any) -> None:
        """Take over the board area element and listen to its pointer events."""
        self.area = area
        self.apply_view()
        on(area, "click", self.on_click)
        on(area, "pointerdown", self.on_pointer_down)
        on(area, "pointermove", self.on_pointer_move)
        on(area, "pointerup", self.on_pointer_up)
        on(area, "pointercancel", lambda _e: self.end_drag())
        on(area, "pointerover", self.on_pointer_over)
        on(area, "pointerout", self.on_pointer_out)
        on(area, "focusin", self.on_focus)
        on(area, "focusout", lambda _e: self.hide_stack())
        on(area, "contextmenu", self.on_context_menu)

    # -- what may be picked and where it may go -----------------------------------------------------
    def sources(self) -> set[str]:
        """Everything the person to move can pick up now."""
        return controls.sources(self.legal)

    def targets(self, source: str | None) -> dict[str, str]:
        """Square name -> action, for every square the picked piece may go to."""
        return controls.targets(self.legal, source)

    # -- drawing ------------------------------------------------------------------------------------
    def render(self, view: dict[str, Any], legal: list[str]) -> None:
        """Redraw the board for `view`; `legal` holds the actions a person may take now."""
        self.view, self.legal = view, legal
        if self.selected not in self.sources():
            self.selected = None
        self.moved = False
        self.area.innerHTML = self.html()  # the page marks the last move after this

    def html(self) -> str:
        """The reserves and the board as HTML, with this screen's pick and keyboard place."""
        who = (seat_label(self.page.names, self.page.table.seats, 0),
               seat_label(self.page.names, self.page.table.seats, 1))
        return board_html(self.view, self.legal, self.selected, self.visited, who)

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view)

    def last_move(self, seat: int, action: str) -> tuple[str, ...]:
        """Where `seat`'s `action` took a piece from and to, as CSS selectors inside the board area."""
        return last_move(seat, action)

    def redraw(self) -> None:
        """Redraw after a change of UI state only (a pick, a let-go): the last move stays marked."""
        self.area.innerHTML = self.html()
        mark(self.area, self.page.marked)

    # -- input --------------------------------------------------------------------------------------
    def pick_or_drop(self, key: str) -> None:
        """A press on a reserve piece or a square: pick it up, put the picked piece there, or let go."""
        self.selected, action = controls.press(self.legal, self.selected, key)
        if action is not None:
            self.page.play(action)
            return
        self.redraw()
        self.refocus(key)

    def refocus(self, key: str) -> None:
        """Keep keyboard focus on the element a person just pressed after a redraw."""
        # Both colours' reserves have an "r1": the one that can be pressed is the player's.
        selector = (f'[data-reserve="{key}"]:not(:disabled)' if key.startswith("r")
                    else f'[data-square="{key}"]')
        element = self.area.querySelector(selector)
        if element:  # querySelector's null is falsy
            element.focus()

    def on_click(self, event: Any) -> None:
        """Clicks, taps and Enter/Space on board buttons."""
        if closest(event, "[data-act]") is not None:
            return  # the view bar: the page passes it on to on_action
        if self.suppress_click:
            self.suppress_click = False
            return
        element = closest(event, "[data-square], [data-reserve]")
        if element is None or not self.legal:
            return
        self.pick_or_drop(data(element, "reserve") or need(element, "square"))

    def on_pointer_down(self, event: Any) -> None:
        """Start of a possible drag from a piece the person may move."""
        self.press += 1
        self.hide_stack()
        element = closest(event, "[data-square], [data-reserve]")
        if element is None or event.button != 0:
            return
        key = data(element, "reserve") or need(element, "square")
        if event.pointerType != "mouse" and data(element, "square") and int(data(element, "depth") or 0):
            press = self.press
            later(lambda: self.on_long_press(press, key), LONG_PRESS_MS)
        if key in self.sources():
            self.drag = {"key": key, "x": event.clientX, "y": event.clientY, "moving": False, "ghost": None}

    def on_pointer_move(self, event: Any) -> None:
        """Move the dragged piece with the pointer and show where it would land."""
        drag = self.drag
        if event.pointerType == "mouse" and drag is None:
            # Chromium sends moves of its own after a redraw, at the same spot: those are not a hover.
            x, y = event.clientX, event.clientY
            if abs(x - self.pointer[0]) + abs(y - self.pointer[1]) > 1:
                self.moved, self.pointer = True, (x, y)
            if self.moved:
                self.hover(closest(event, "[data-square]"))
        if drag is None:
            return
        if not drag["moving"]:
            if abs(event.clientX - drag["x"]) + abs(event.clientY - drag["y"]) < DRAG_START_PX:
                return
            self.press += 1  # a drag is not a long press
            drag["moving"] = True
            self.selected = drag["key"]
            self.redraw()
            self.area.classList.add("gobblet-dragging")
            drag["ghost"] = self.make_ghost(drag["key"])
        ghost = drag["ghost"]
        if ghost:
            ghost.style.transform = f"translate({event.clientX}px, {event.clientY}px) translate(-50%, -50%)"
        for old in self.area.querySelectorAll(".landing"):
            old.classList.remove("landing")
        over = self.square_at(event)
        if over is not None and data(over, "square") in self.targets(self.selected):
            over.classList.add("landing")

    def on_pointer_up(self, event: Any) -> None:
        """Drop a dragged piece on the square under the pointer."""
        self.press += 1  # the press is over: a long-press timer still running does nothing
        drag = self.drag
        if drag is None or not drag["moving"]:
            self.drag = None
            return
        over = self.square_at(event)
        self.end_drag()
        # The click this drop may cause comes in the same task; the board was redrawn during the drag,
        # so often it never comes at all, and a flag left set would swallow the next real click.
        self.suppress_click = True
        later(self.allow_click, 0)
        targets = self.targets(self.selected)
        if over is not None and data(over, "square") in targets:
            self.selected = None
            self.page.skip_glide = True  # the piece is already where it was dropped
            self.page.play(targets[need(over, "square")])
        else:
            self.redraw()

    def allow_click(self) -> None:
        """Clicks count again (after the drop that suppressed its own click)."""
        self.suppress_click = False

    def square_at(self, event: Any) -> Any:
        """The board square under the pointer, if any."""
        hit = document.elementFromPoint(event.clientX, event.clientY)
        return (hit.closest("[data-square]") or None) if hit else None

    def make_ghost(self, key: str) -> Any:
        """A copy of the dragged piece that follows the pointer."""
        holder = f'[data-reserve="{key}"]' if key.startswith("r") else f'[data-square="{key}"]'
        selector = f"{holder} .gobblet-piece.top"
        piece = self.area.querySelector(selector)
        if piece is None:
            return None
        ghost = piece.cloneNode(True)
        ghost.classList.add("ghost")
        rect = piece.getBoundingClientRect()
        ghost.style.width = f"{rect.width}px"
        ghost.style.height = f"{rect.height}px"
        document.body.appendChild(ghost)
        return ghost

    def end_drag(self) -> None:
        """Forget a drag in progress and remove its ghost."""
        if self.drag and self.drag.get("ghost"):
            self.drag["ghost"].remove()
        self.drag = None
        if self.area:
            self.area.classList.remove("gobblet-dragging")

    # -- looking under pieces -----------------------------------------------------------------------
    def show_stack(self, square: Any) -> None:
        """Show the whole stack of `square` (an element) in the popover beside it."""
        pop = self.area.querySelector("#stack-pop")
        name = data(square, "square")
        index = next((i for i in range(len(self.view["squares"]))
                      if square_name(self.view["size"], i) == name), None)
        if pop is None or index is None:
            return
        stack = self.view["squares"][index]
        sizes = SIZE_NAMES[self.view["size"]]
        rows = "".join(
            f'<li><span class="gobblet-swatch {p["colour"]}" '
            f'style="--k:{p["size"] / self.view["size"]:.3f}"></span>'
            f'{esc(piece_words(p["colour"], sizes[p["size"] - 1]))}{esc(_(" (seen)")) if i == 0 else ""}</li>'
            for i, p in enumerate(reversed(stack)))
        pieces = ngettext("{n} piece, top first", "{n} pieces, top first", len(stack)).format(n=len(stack))
        pop.innerHTML = (f'<strong>{esc(name)}</strong> · {esc(pieces)}'
                         f'<ol>{rows or "<li>" + esc(_("empty")) + "</li>"}</ol>')
        pop.setAttribute("data-for", name)
        pop.hidden = False
        rect = square.getBoundingClientRect()
        below = rect.top < pop.offsetHeight + 16
        pop.classList.toggle("below", below)
        left = min(max(rect.left + rect.width / 2, pop.offsetWidth / 2 + 8),
                   window.innerWidth - pop.offsetWidth / 2 - 8)
        pop.style.left = f"{left}px"
        pop.style.top = f"{rect.bottom + 8 if below else rect.top - 8}px"

    def hide_stack(self) -> None:
        """Hide the stack popover."""
        pop = self.area.querySelector("#stack-pop") if self.area else None
        if pop is not None:
            pop.hidden = True

    def on_pointer_over(self, event: Any) -> None:
        """A mouse moved over a square with covered pieces shows its stack."""
        if event.pointerType == "mouse" and self.moved and self.drag is None:
            # Only after a real move: a redraw under a mouse at rest (the other side moved) is no hover.
            self.hover(closest(event, "[data-square]"))

    def hover(self, square: Any) -> None:
        """Show the stack of the square under the mouse, if it hides pieces and is not shown yet."""
        if square is None or int(data(square, "depth") or 0) < 2:
            return
        pop = self.area.querySelector("#stack-pop")
        if pop is not None and (pop.hidden or pop.getAttribute("data-for") != data(square, "square")):
            self.show_stack(square)

    def on_pointer_out(self, event: Any) -> None:
        """The mouse left a square: hide its stack."""
        self.pointer = (-1.0, -1.0)  # it really moved: coming back to the same spot is a hover
        if event.pointerType != "mouse" or closest(event, "[data-square]") is None:
            return
        into = event.relatedTarget
        square = closest(event, "[data-square]")
        if into and hasattr(into, "closest") and into.closest("[data-square]") == square:
            return  # moved onto a child of the same square
        self.hide_stack()

    def on_focus(self, event: Any) -> None:
        """Keyboard focus on a square with covered pieces shows its stack."""
        square = closest(event, "[data-square]")
        if square is not None:
            self.visit(square)
        if self.page.restoring_focus:
            return  # focus put back after a redraw (the other side moved): the player asked for nothing
        if square is not None and int(data(square, "depth") or 0) > 1:
            self.show_stack(square)
        else:
            self.hide_stack()

    def visit(self, square: Any) -> None:
        """Make the focused square the board's one stop in the Tab order (a roving tabindex)."""
        self.visited = data(square, "square")
        for other in self.area.querySelectorAll("[data-square][tabindex='0']"):
            other.setAttribute("tabindex", "-1")
        square.setAttribute("tabindex", "0")

    def on_long_press(self, press: int, key: str) -> None:
        """A touch held still on a square: show its stack, and do not pick the piece up."""
        if press != self.press or self.drag and self.drag["moving"]:
            return
        square = self.area.querySelector(f'[data-square="{key}"]')
        if square is None:
            return
        self.drag = None
        self.suppress_click = True  # the click that ends this press is not a pick
        self.show_stack(square)

    def on_context_menu(self, event: Any) -> None:
        """No browser menu on a long press over the board."""
        if closest(event, "[data-square], [data-reserve]") is not None:
            event.preventDefault()

    # -- the view: rotation, tilt, zoom and size ------------------------------------------------------
    def apply_view(self) -> None:
        """Set the view's CSS variables on the board area (the board's transform and cell size use them)."""
        view = self.view_setting
        style = self.area.style
        style.setProperty("--quarter", str(view["quarter"]))
        style.setProperty("--tilt", f'{view["tilt"]}deg')
        style.setProperty("--zoom", str(view["zoom"]))
        style.setProperty("--grow", str(view["grow"]))
        for name in ("quarter", "tilt", "zoom", "grow"):
            self.area.setAttribute(f"data-view-{name}", str(view[name]))

    def change_view(self, change: str) -> None:
        """Apply one view change and keep it as a preference."""
        self.hide_stack()
        self.view_setting = changed_view(self.view_setting, change)
        self.apply_view()
        try:
            saved = dict(self.view_setting, quarter=self.view_setting["quarter"] % 4)
            window.localStorage.setItem(VIEW_KEY, json.dumps(saved))
        except Exception:  # noqa: BLE001 - a preference that cannot be kept is not worth a message
            pass

    def step_focus(self, key: str) -> bool:
        """With a square focused, move the focus to the square next to it on screen; False otherwise."""
        active = document.activeElement
        start = data(active, "square") if active and self.area.contains(active) else None
        if start is None:
            return False
        centres = {}
        for square in self.area.querySelectorAll("[data-square]"):
            rect = square.getBoundingClientRect()
            centres[need(square, "square")] = (rect.left + rect.width / 2, rect.top + rect.height / 2)
        target = controls.neighbour(centres, start, key)
        if target:
            self.area.querySelector(f'[data-square="{target}"]').focus()
        return True  # at the edge the focus stays, and the board does not turn under the player

    def on_action(self, act: str, element: Any) -> None:
        """The view bar's buttons."""
        if act == "view" and element is not None:
            self.change_view(need(element, "view"))

    def on_key(self, event: Any) -> None:
        """Escape lets go of a picked piece; arrows move between squares (on a square) or rotate and tilt
        the board (elsewhere); - = zoom, _ + resize."""
        if event.key in controls.ARROWS and self.step_focus(str(event.key)):
            event.preventDefault()
        elif event.key == "Escape":
            self.hide_stack()
            if self.selected:
                self.selected = None
                self.redraw()
        elif event.key in VIEW_KEYS:
            event.preventDefault()  # an arrow would scroll the page too
            self.change_view(VIEW_KEYS[event.key])
