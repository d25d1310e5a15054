"""The play page's parts, each with one job: keyboard focus across redraws, the move list, the cover
between people sharing a screen, the clock, the end panel and the snapshot of the screen kept for the
next load.
Each holds the page (pygames.web.play.PlayPage) and reads the game only through its Table."""

from __future__ import annotations

from typing import Any

from pyscript import document, window

import pygames
from pygames.core.i18n import _
from pygames.core.savebook import WITHHELD
from pygames.web.dom import by_id, later, toast
from pygames.web.focus import FALLBACK, IDENTIFYING, selector_for
from pygames.web.html import attrs, esc
from pygames.web.lesson import coach_html, light_css, lit
from pygames.web.play_html import headline

CLOCK_MS = 250  # how often the clock is looked at while a seat has a deadline


def snapshot_html(root: Any, left_out: str) -> str:
    """The HTML of `root` as the next load should show it: ticked boxes written into their markup, a piece
    in flight drawn where it lands, dialogs closed, and the parts `left_out` selects dropped."""
    for box in root.querySelectorAll("input[type=checkbox]"):
        box.toggleAttribute("checked", bool(box.checked))  # the markup keeps only the first drawing's ticks
    copy = root.cloneNode(True)
    for part in copy.querySelectorAll(left_out) if left_out else []:
        part.remove()
    for area in copy.querySelectorAll("[data-gliding]"):
        area.removeAttribute("data-gliding")
    for piece in copy.querySelectorAll("[style*=visibility]"):  # motion.glide hides the piece it flies
        piece.style.removeProperty("visibility")
    for dialog in copy.querySelectorAll("dialog[open]"):
        dialog.removeAttribute("open")
    return str(copy.innerHTML)


class Focus:
    """Where the player's keyboard focus is on the board, kept across redraws."""

    def __init__(self) -> None:
        self.here = False  # the player's keyboard focus is on the board
        self.restoring = False  # True while the page puts focus back after a redraw
        self.focused: str | None = None  # how to find the focused board control again

    def on_focus(self, event: Any) -> None:
        """Note the board control that has focus, to find it again after a redraw."""
        self.here = True
        target = event.target
        self.focused = selector_for({name: str(target.getAttribute(name) or "")
                                     for name in ("id", *IDENTIFYING)})

    def on_blur(self, event: Any) -> None:
        """Focus left the board for another control: stop keeping it (a redraw's loss does not count)."""
        into = event.relatedTarget
        if into and not by_id("board-area").contains(into):
            self.here = False

    def keep(self) -> None:
        """After a redraw, put focus back on the same control, or on the board's first live one."""
        if not self.here:
            return
        active = document.activeElement
        if active and active != document.body and by_id("board-area").contains(active):
            return
        if active and active != document.body:
            return  # focus went somewhere else on purpose (a dialog, the move list)
        found = document.querySelector(self.focused) if self.focused else None
        if not found or getattr(found, "disabled", False):  # a link has no `disabled`
            found = document.querySelector(FALLBACK)
        if found:
            self.restoring = True  # boards may tell this focus from the player's own (no popovers)
            try:
                found.focus()
            finally:
                self.restoring = False


class MoveList:
    """The move list at the side, and what a screen reader is told of new moves."""

    def __init__(self) -> None:
        self.announced = -1  # how many moves the screen reader has been told about

    def announce(self, records: list[tuple[int, int, str]]) -> str:
        """Tell a screen reader about moves it has not heard (the other side's included); return what
        was said ("" for nothing new)."""
        region = by_id("announce")
        said = ""
        if self.announced >= 0 and len(records) > self.announced:
            said = region.textContent = "; ".join(text for _ply, _seat, text in records[self.announced:][-3:])
        self.announced = len(records)
        return said

    def show(self, items: str) -> None:
        """Fill the move list and scroll it (not the page) to the move on the board."""
        moves = by_id("moves")
        moves.innerHTML = items
        # The numbers' margin grows with their digits: move 100 must not lose its first one.
        moves.style.setProperty("--digits", str(len(str(max(1, moves.childElementCount)))))
        current = moves.querySelector("[aria-current]")
        item = current.parentElement if current else moves.lastElementChild
        if item:  # the latest move at the bottom; a rewound one in the middle of the list
            middle = item.offsetTop - (moves.clientHeight - item.offsetHeight) / 2
            moves.scrollTop = moves.scrollHeight if item == moves.lastElementChild else max(0, middle)


class Cover:
    """Hidden hands at one screen: the board is covered until the next person says they hold it."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.covered_for: int | None = None  # the seat the screen waits to be handed to
        # Where hands are hidden between people sharing the screen, nobody's hand is on it yet: a reload,
        # a Resume and a new game open on the cover, so the first hand shows only to its holder.
        table = page.table
        self.shown: int | None = None if table.needs_cover else table.shown_seat

    @property
    def viewer(self) -> int | None:
        """Whose view the screen draws: while covered, nobody's (the board and moves hold no hand)."""
        return None if self.covered_for is not None else self.shown

    def update(self) -> None:
        """Cover the board when the screen must pass from one person's hand to another's."""
        table = self.page.table
        if not table.needs_cover:
            self.shown = table.shown_seat
            return
        nxt = table.shown_seat
        if nxt is not None and nxt != self.shown and self.covered_for is None:
            self.covered_for = nxt
        if self.covered_for is None:
            self.shown = nxt

    def render(self) -> None:
        """Show or hide the "pass the device" cover over the board."""
        cover = by_id("pass-cover")
        if self.covered_for is None:
            cover.hidden = True
            return
        cover.hidden = False
        name = esc(self.page.names[self.covered_for])
        cover.innerHTML = (f'<p>{_("Pass the device to {name}.").format(name=f"<strong>{name}</strong>")}</p>'
                           f'<button class="button primary" {attrs(data_act="reveal", id="reveal")}>'
                           f"{_('I am {name}: show my hand').format(name=name)}</button>")

    def reveal(self) -> None:
        """The next person holds the device: show their seat's view."""
        if self.covered_for is not None:
            self.shown, self.covered_for = self.covered_for, None
            self.page.render()
            button = document.querySelector("#board-area button, #board-area [tabindex]")
            if button is not None:
                button.focus()


class Clock:
    """The countdown of the seat acting here, and the timer that plays its timeout."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.running = False

    def render(self) -> None:
        """Show the countdown of the first seat to act whose decision has a time limit."""
        table, clock = self.page.table, by_id("clock")
        seats = [seat for seat in table.actors() if table.deadline(seat) is not None]
        if not seats or table.is_over:
            clock.hidden = True
            return
        left = table.deadline(seats[0])
        assert left is not None  # seats holds those with a deadline
        clock.hidden = False
        clock.textContent = _("{name}: {seconds} s").format(name=self.page.names[seats[0]],
                                                             seconds=int(left + 0.999))
        clock.classList.toggle("low", left <= 5)
        if not self.running:
            self.running = True
            later(self.on_tick, CLOCK_MS)

    def on_tick(self) -> None:
        """Look at the clock: play the timeouts that are due, and keep counting down."""
        self.running = False
        page = self.page
        if page.closed:
            return
        if page.thinking is None and page.table.tick():
            toast(_("Time ran out."), "warn")
            page.after_change()
            return
        self.render()


class EndPanel:
    """The end panel: the result (the one place it shows), Play again and Swap where the table offers
    them; and the Export button, available once a game with hidden cards ends."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.up = False  # the panel is up (focus goes to it once, when the game ends)

    def render(self, view: dict[str, Any]) -> None:
        """Show the panel at the end of a game whose table offers the next one (else hide it)."""
        page = self.page
        panel = by_id("end-panel")
        over = bool(view["over"]) and page.table.offers_next_game
        by_id("status-row").classList.toggle("ended", over)
        panel.hidden = not over
        if not over:
            self.up = False
            return
        # The panel takes the status line's place: "You win!" over how, or the result alone.
        title, detail = headline(view, page.table.seats, page.names), page.board.result_text(view)
        if detail.startswith(title):
            title, detail = detail, ""
        by_id("end-title").textContent = title
        by_id("end-detail").textContent = detail
        swap = by_id("swap")
        swap.hidden = not page.table.swappable
        swap.textContent = _(page.board.SWAP_LABEL)  # "Swap colours" where the seats are colours
        if not self.up and page.focus.here:  # the game just ended under the player's keyboard
            by_id("rematch").focus()
        self.up = True
        page.link.render_offer()

    def render_export(self) -> None:
        """Export is withheld (and says why) while the table's game hides cards."""
        button = document.querySelector("[data-act=export]")
        if not button:  # a lesson keeps no save to export (the browser's null is not None)
            return
        if self.page.table.withheld:
            button.setAttribute("aria-disabled", "true")
            button.setAttribute("title", _(WITHHELD))
        else:
            button.removeAttribute("aria-disabled")
            button.removeAttribute("title")


class Snapshot:
    """What the screen shows, kept next to the save for the next load to show before Python is ready
    (site/js/pages.js)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.kept: tuple[int, str] | None = None  # the board snapshot last kept: (revision, html)

    def keep(self) -> None:
        """Keep the screen as it is now. Not while a hand is on a shared screen: a reload opens on the
        cover, and its early board must show no more than the cover does (the screen drawn for nobody's
        seat). A link panel is left out: its links and codes are stale on the next load, which makes new
        ones."""
        page = self.page
        if page.revision <= 0 or (page.table.needs_cover and page.covered_for is None):
            return
        kept = (page.revision, snapshot_html(page.app.root, page.link.left_out))
        if kept == self.kept:
            return
        self.kept = kept
        try:
            page.app.book.put_snapshot(page.save_id, kept[0], kept[1], pygames.__version__)
        except Exception as error:  # noqa: BLE001 - a full storage costs only the next load's early board
            window.console.warn(f"board snapshot not kept: {error!r}")


class Coach:
    """A lesson's panel above the board (for a table that plays one: pygames.web.lesson): the step's
    words, told to a screen reader through the move list's live region, and its targets lit and
    focused when the step comes up."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.shown: tuple[int, str] | None = None  # the step and hint on the panel

    def render(self, moves_said: str = "") -> None:
        """Show the table's lesson step (hide the panel without one); a new step is announced and its
        first target gets the focus."""
        coaching = self.page.table.lesson()
        panel = by_id("coach")
        panel.hidden = coaching is None
        if coaching is None:
            return
        shown = (coaching.number, coaching.hint)
        if shown == self.shown:
            return
        fresh = self.shown is None or self.shown[0] != coaching.number
        self.shown = shown
        panel.innerHTML = coach_html(coaching)
        by_id("coach-light").textContent = light_css(coaching)
        if not fresh:
            return
        by_id("announce").textContent = " ".join(filter(None, [moves_said, coaching.say]))
        targets = lit(coaching)
        target = document.querySelector(targets[0]) if targets else None
        if target and not document.querySelector("dialog[open]"):
            target.focus()
        elif coaching.done:
            button = document.querySelector("[data-testid=real-game]")
            if button:
                button.focus()
