"""The play page: one game on screen through its Table, its controls, autosave, and computer turns.

The page holds a Table (pygames.core.table) and draws only through it: at this screen a LocalTable,
over the peer link the peer page's HostTable or GuestTable. It touches the table's Match only where one
is kept: saving, "new game" and the computer's turn (a guest has none of these). Who plays a seat, the
rule that a computer seat waits in a rewound game, and the clock live in the Table; the page draws,
wires events and runs the computer's thinking and the clock's timer. The "Auto-play" box of a seat
switches its kind at any moment; its level is kept when it is off, so the options dialog remembers it.

In a game with secrets played by two or more people at this screen, the board is covered between their
turns ("Pass to Player 3") until the next person reveals it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from typing import Any

from pyscript import document, window

import pygames
from pygames.ai import levels
from pygames.core.errors import IllegalAction
from pygames.core.game import CHANCE
from pygames.core.savebook import WITHHELD, SaveConflict, sealed
from pygames.core.table import COMPUTER, HUMAN, SET_UP, next_game_seats
from pygames.web.board import Board
from pygames.web.computer import computer_action
from pygames.web.dom import attrs, by_id, data, esc, later, need, on, switched, toast
from pygames.web.focus import FALLBACK, IDENTIFYING, selector_for
from pygames.web.local_table import LocalTable
from pygames.web.motion import glide as glide_piece
from pygames.web.motion import mark, where
from pygames.web.seat_text import by_turn, move_text, seat_label, turn_text, who_plays


def export_button(save_id: str, withheld: bool, classes: str = "button quiet") -> str:
    """The Export button of a save; while the game hides cards it is unavailable and says why (a press
    gets the reason as a message, savebook.WITHHELD)."""
    button = attrs(class_=classes, data_act="export", data_id=save_id, data_testid="export",
                   aria_disabled="true" if withheld else None, title=WITHHELD if withheld else None)
    return f"<button {button}>Export</button>"


# A finished game looked back at with Rewind stays finished: it is saved (and listed, and reopened) at
# its end, and only a new move from an earlier position replaces that end, which the page then says.
REPLACED_END = "A new move: the old ending is gone, and this game goes on from here."
LOOKING_BACK = "looking back at a finished game"


@contextmanager
def at_the_end(match: Any) -> Iterator[Any]:
    """Let `match` stand at the end of its history for a moment (to save or read a rewound game's end)."""
    ply = match.ply
    match.ply = len(match.history)
    try:
        yield match
    finally:
        match.ply = ply


COMPUTER_PAUSE_S = 0.45  # so a person can follow the computer's moves
# The e2e fixtures set this on window (a Playwright init script) to skip the pause; the site never does.
TEST_PAUSE_SWITCH = "pygamesTestComputerPauseS"
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


def computer_pause_s() -> float:
    """The least time a computer move takes on screen: COMPUTER_PAUSE_S, unless a test page set the switch."""
    return switched(TEST_PAUSE_SWITCH, COMPUTER_PAUSE_S)


class PlayPage:
    """Draws a game through its Table and runs the turn loop."""

    SNAPSHOT_LEFT_OUT = ""  # parts of the page a board snapshot leaves out (a CSS selector)

    def __init__(self, app: Any, save_id: str, match: Any, listing: Any, table: Any = None):
        self.app, self.save_id, self.listing = app, save_id, listing
        self.table = table if table is not None else LocalTable(match, listing.seat_names(match.players))
        self.names = listing.seat_names(self.table.players)
        self.levels = levels(self.table.game.id)
        self.thinking: int | None = None  # the ply the computer is thinking about
        self.turn_token = 0  # bumped to drop a computer move that is still being worked out
        self.closed = False
        self.revision = app.book.revision(save_id)
        self.covered_for: int | None = None  # the seat the screen waits to be handed to
        # Where hands are hidden between people sharing the screen, nobody's hand is on it yet: a reload,
        # a Resume and a new game open on the cover, so the first hand shows only to its holder.
        self.shown: int | None = None if self.table.needs_cover else self.table.shown_seat
        self.clock_running = False
        if self.end_view() is not None:
            self.table.goto(len(self.match.history))  # a finished game reopens at its end, never rewound
        self.kept_end = self.finished_moves()  # the moves of a finished game, to tell when they change
        self.board: Board = listing.board(self)
        app.root.innerHTML = self.frame()
        on(by_id("autoplay-dialog"), "change", self.on_dialog_change)
        self.focus_here = False  # the player's keyboard focus is on the board (kept across redraws)
        self.restoring_focus = False  # True while the page puts focus back after a redraw
        self.focused: str | None = None  # how to find the focused board control again
        self.announced = -1  # how many moves the screen reader has been told about
        self.drawn_ply: int | None = None  # the position on screen, to tell a new move from a jump
        self.marked: tuple[str, ...] = ()  # where the last move was, as the board names the places
        self.skip_glide = False  # set by a board whose piece was dragged there: it needs no flight
        self.ended = False  # the end panel is up (focus goes to it once, when the game ends)
        self.kept: tuple[int, str] | None = None  # the board snapshot last kept: (revision, html)
        area = by_id("board-area")
        on(area, "focusin", self.on_board_focus)
        on(area, "focusout", self.on_board_blur)
        self.board.attach(area)
        self.render()
        self.schedule_computer()

    @property
    def match(self) -> Any:
        """The table's match, if it keeps one (for saving, new games and the computer: never for drawing)."""
        return getattr(self.table, "match", None)

    @property
    def title(self) -> str:
        """The match's title, else the game's."""
        return str((self.match.meta.get("title") if self.match is not None else None) or self.listing.title)

    def autoplay_seats(self) -> list[int]:
        """The seats whose computer player this screen may switch on and off."""
        return list(range(self.table.players))

    # -- facts --------------------------------------------------------------------------------------
    def is_computer(self, seat: int | None) -> bool:
        """True if `seat` is played by the computer."""
        return self.table.is_computer(seat)

    @property
    def paused(self) -> bool:
        """True when a computer seat may act in a rewound game: it waits rather than wipe the rest."""
        return self.table.paused and self.thinking is None and not self.table.is_over

    @property
    def acting_seat(self) -> int | None:
        """The seat the person at this screen acts for now, if any."""
        if self.table.is_over or self.thinking is not None or self.covered_for is not None:
            return None
        seats = self.table.people_to_act()
        return seats[0] if seats else None

    @property
    def human_to_move(self) -> bool:
        """True when a person at this screen may act (for a paused auto-player too)."""
        return self.acting_seat is not None

    def level_of(self, seat: int) -> str:
        """The computer level of `seat` (kept while its auto-play is off); the weakest by default."""
        level = self.table.seats[seat].level
        return level if level in self.levels else (self.levels[0] if self.levels else "")

    def status(self) -> str:
        """One line that says whose turn it is or how the game ended."""
        view = self.table.view(self.viewer)
        if view["over"]:
            return self.board.result_text(view)
        if self.covered_for is not None:
            return f"Pass the device to {self.names[self.covered_for]}"
        text = self.board.status_text(view, turn_text(self.names, self.table.seats, self.table.actors(),
                                                      self.thinking is not None, self.paused))
        return f"{text} · {LOOKING_BACK}" if self.end_view() is not None else text

    def headline(self, view: dict[str, Any]) -> str:
        """The end panel's first words: "You win!", "Computer (Smart) wins", "Red wins" or "Draw"."""
        winners = view.get("winners")
        if not isinstance(winners, list):
            return "Game over"
        if not winners or len(winners) == self.table.players:
            return "Draw" if not winners or self.table.players > 1 else "Game over"
        if len(winners) > 1:
            return "Shared win"
        who = who_plays(self.table.seats, winners[0])
        if who == "You":
            return "You win!"
        if any(who_plays(self.table.seats, seat) == "You" for seat in range(self.table.players)):
            return f"{who or self.names[winners[0]]} wins"
        return f"{self.names[winners[0]]} wins"

    def end_view(self) -> dict[str, Any] | None:
        """The view (nobody's) of the end of a finished game rewound to an earlier position, else None."""
        match = self.match
        if match is None or not match.can_redo:
            return None
        with at_the_end(match):
            return match.view(None) if match.is_over else None

    def finished_moves(self) -> tuple[str, ...] | None:
        """Every move of the game kept here if it ends finished (looked back at or not), else None."""
        match = self.match
        if match is None or (not match.is_over and self.end_view() is None):
            return None
        return tuple(match.history)

    @property
    def withheld(self) -> bool:
        """True while Export is withheld: this table keeps a match that hides cards and is not over."""
        return self.match is not None and sealed(self.match)

    @property
    def offers_next_game(self) -> bool:
        """True where the end panel can start the next game (a table that keeps its match)."""
        return self.match is not None

    @property
    def can_swap(self) -> bool:
        """True where the end panel offers "Swap seats" (or colours): a two-seat game kept at this screen."""
        return self.table.players == 2 and isinstance(self.table, LocalTable)

    # -- drawing ------------------------------------------------------------------------------------
    def frame(self) -> str:
        """The page's fixed parts; the board area and the side panel are redrawn on every change."""
        title = esc(self.title)
        return f"""
<div class="play play-{esc(self.listing.id)}">
  <header class="play-head">
    <a class="button quiet small" href="#/" aria-label="Home">← Home</a>
    <h1>{title}</h1>
    <a class="button quiet small" href="#/rules/{esc(self.listing.id)}">Rules</a>
  </header>
  <div class="status-row" id="status-row">
    <p class="status" id="status" role="status" aria-live="polite"></p>
    <section class="end-panel" id="end-panel" aria-labelledby="end-title" data-testid="end-panel" hidden>
      <div class="end-text">
        <h2 class="end-title" id="end-title"></h2><p class="end-detail" id="end-detail"></p></div>
      <div class="end-actions">
        <button class="button primary" {attrs(data_act="rematch", id="rematch", data_testid="rematch",
                                              title="A new game with the same players and settings")}>
          Play again</button>
        <button class="button" {attrs(data_act="swap", id="swap", data_testid="swap",
                                      title="A new game with the seats the other way round")}>
          Swap colours</button>
      </div>
    </section>
    <p class="sr-only" id="announce" aria-live="polite" data-testid="announce"></p>
    <p class="clock" id="clock" role="timer" hidden></p>
    <button class="button small" {attrs(data_act="resume", id="resume", hidden=True,
                                        title="Let the computer play on from here")}>Resume ▶</button>
  </div>
  <div class="play-body">
    <div class="board-stage">
      <div id="board-area" class="board-area"></div>
      <div id="pass-cover" class="pass-cover" role="dialog" aria-label="Pass the device" hidden></div>
    </div>
    <aside class="side">
      <ul class="seat-list" id="seat-list" aria-label="Players"></ul>
      <div class="controls">
        <button class="button" {attrs(data_act="undo", id="undo", title="Rewind one turn (<)")}>
          &lt; Rewind</button>
        <button class="button" {attrs(data_act="redo", id="redo", title="Replay one turn (>)")}>
          Replay &gt;</button>
        <button class="button" {attrs(data_act="again", title="Same players, new game")}>New game</button>
        {export_button(self.save_id, self.withheld)}
      </div>
      {self.autoplay_html()}
      <h2 class="moves-title">Moves</h2>
      <ol class="moves{" by-turn" if self.moves_by_turn else ""}" id="moves"></ol>
    </aside>
  </div>
  {self.dialog_html()}
</div>"""

    def autoplay_html(self) -> str:
        """One "Auto-play <seat>" box per seat, and the button of the options dialog."""
        seats = self.autoplay_seats()
        if not self.levels or not seats:
            return ""
        boxes = "".join(
            f'<label class="autoplay-box"><input type="checkbox" '
            f'{attrs(data_act="autoplay", data_seat=seat, id=f"autoplay{seat}")} '
            f'{attrs(checked=self.is_computer(seat))}>'
            f" Auto-play {esc(self.names[seat])}</label>"
            for seat in seats)
        return (f'<fieldset class="autoplay"><legend>Computer</legend>{boxes}'
                f'<button class="button quiet small" '
                f'{attrs(data_act="autoplay-options", id="autoplay-options")}>'
                f"Auto-play options…</button></fieldset>")

    def dialog_html(self) -> str:
        """The "Auto-play options" dialog: the computer level of each seat."""
        rows = "".join(
            f'<label class="field"><span>{esc(name)}</span>'
            f'<select {attrs(name=f"level{seat}", data_seat=seat, id=f"level{seat}")}>'
            + "".join(f'<option value="{esc(lv)}"{" selected" if lv == self.level_of(seat) else ""}>'
                      f"{esc(lv.capitalize())}</option>" for lv in self.levels)
            + "</select></label>"
            for seat, name in enumerate(self.names) if seat in self.autoplay_seats())
        return f"""
  <dialog class="options-dialog" id="new-game-dialog" aria-labelledby="new-game-title"
          data-testid="new-game-dialog">
    <div class="dialog-body">
      <h2 id="new-game-title">Start a new game?</h2>
      <p class="dialog-hint">This game is not over. It stays in your saved games on the home page.</p>
      <div class="form-actions">
        <button class="button primary" {attrs(data_act="again-confirmed", data_testid="new-game-confirm")}>
          Start a new game</button>
        <button class="button" {attrs(data_act="again-cancel", data_testid="new-game-cancel")}>Keep playing
          </button>
      </div>
    </div>
  </dialog>
  <dialog class="options-dialog" id="autoplay-dialog" aria-labelledby="autoplay-dialog-title">
    <div class="dialog-body">
      <h2 id="autoplay-dialog-title">Auto-play options</h2>
      <p class="dialog-hint">How well the computer plays each colour when its Auto-play box is on.</p>
      {rows}
      <div class="form-actions">
        <button class="button primary" {attrs(data_act="autoplay-close", id="autoplay-done")}>Done</button>
      </div>
    </div>
  </dialog>"""

    def render(self) -> None:
        """Redraw everything that depends on the game."""
        if self.closed:
            return
        self.update_cover()
        view = self.table.view(self.viewer)
        status = by_id("status")
        text = self.status()
        status.textContent = text
        status.className = "status" + (" over" if view["over"] else "") + (" paused" if self.paused else "")
        document.title = f"{text} · {self.title} · pygames"
        by_id("resume").hidden = not self.paused
        seat = self.acting_seat
        self.draw_board(view, self.table.legal(seat) if seat is not None else [])
        self.keep_focus()
        self.render_end(view)
        self.render_seats()
        self.render_cover()
        self.render_export()
        by_id("undo").disabled = not self.table.can_undo
        by_id("redo").disabled = not self.table.can_redo
        for seat in range(self.table.players):
            box = by_id(f"autoplay{seat}")
            if box is not None:
                box.checked = self.is_computer(seat)
        records = self.table.records(self.viewer)
        custom = self.board.move_items(records, self.table.ply)  # a board may lay out its own move list
        self.show_moves(custom if custom is not None else self.moves_html(records))
        self.announce(records)
        self.render_clock()
        self.keep_snapshot()

    def keep_snapshot(self) -> None:
        """Keep what the screen shows next to the save, for the next load to show before Python is ready
        (site/js/pages.js). Not while a hand is on a shared screen: a reload opens on the cover, and its
        early board must show no more than the cover does (the screen drawn for nobody's seat)."""
        if self.revision <= 0 or (self.table.needs_cover and self.covered_for is None):
            return
        kept = (self.revision, snapshot_html(self.app.root, self.SNAPSHOT_LEFT_OUT))
        if kept == self.kept:
            return
        self.kept = kept
        try:
            self.app.book.put_snapshot(self.save_id, kept[0], kept[1], pygames.__version__)
        except Exception as error:  # noqa: BLE001 - a full storage costs only the next load's early board
            window.console.warn(f"board snapshot not kept: {error!r}")

    @property
    def moves_by_turn(self) -> bool:
        """Pair the move list by turn: a two-seat game whose board asks for it (one short move a turn)."""
        return self.table.players == 2 and self.board.MOVES_BY_TURN

    def moves_html(self, records: list[tuple[int, int, str]]) -> str:
        """The move list's items: by turn in a two-seat game ("1. a1  b2"), one a line otherwise."""
        current = self.table.ply

        def item(ply: int, seat: int, text: str, extra: str = "", style: str = "", shown: str = "") -> str:
            goto = attrs(data_act="goto", data_ply=ply + 1, aria_current=ply + 1 == current and "step",
                         aria_label=text if shown and shown != text else None)
            classes = f'seat{seat}{" future" if ply >= current else ""}{extra}'
            return (f'<li {attrs(class_=classes, style=style or None)}>'
                    f"<button {goto}>{esc(shown or text)}</button></li>")

        if not self.moves_by_turn:
            return "".join(item(ply, seat, text) for ply, seat, text in records)
        return "".join(
            item(p.ply, p.seat, p.text, " numbered" if p.turn else "",
                 f"grid-row:{p.row};grid-column:{1 if p.turn else p.column}/{p.column + 1}"
                 + (f";--turn:'{p.turn}.'" if p.turn else ""),
                 move_text(p.text, self.names[p.seat]))
            for p in by_turn(records))

    def render_seats(self) -> None:
        """Who plays each seat ("Red · You", "Yellow · Computer (Smart)"), the one to move marked."""
        box = by_id("seat-list")
        if box is None:
            return
        actors = set(self.table.actors()) if not self.table.is_over else set()
        box.innerHTML = "".join(
            f'<li class="seat{seat}{" acting" if seat in actors else ""}" {attrs(data_seat=seat)}>'
            f'<span class="seat-dot" aria-hidden="true"></span>'
            f'{esc(seat_label(self.names, self.table.seats, seat))}'
            f'{"<span class=sr-only> (to move)</span>" if seat in actors else ""}</li>'
            for seat in range(self.table.players))

    def render_export(self) -> None:
        """Export becomes available when a game with hidden cards ends."""
        button = document.querySelector("[data-act=export]")
        if button is None:
            return
        if self.withheld:
            button.setAttribute("aria-disabled", "true")
            button.setAttribute("title", WITHHELD)
        else:
            button.removeAttribute("aria-disabled")
            button.removeAttribute("title")

    def render_end(self, view: dict[str, Any]) -> None:
        """The end panel: the result (the one place it shows), Play again and (two seats at this screen)
        Swap colours."""
        panel = by_id("end-panel")
        over = bool(view["over"]) and self.offers_next_game
        by_id("status-row").classList.toggle("ended", over)
        panel.hidden = not over
        if not over:
            self.ended = False
            return
        # The panel takes the status line's place: "You win!" over how, or the result alone.
        headline, detail = self.headline(view), self.board.result_text(view)
        if detail.startswith(headline):
            headline, detail = detail, ""
        by_id("end-title").textContent = headline
        by_id("end-detail").textContent = detail
        swap = by_id("swap")
        swap.hidden = not self.can_swap
        swap.textContent = self.board.SWAP_LABEL  # "Swap colours" where the seats are colours
        if not self.ended and self.focus_here:  # the game just ended under the player's keyboard
            by_id("rematch").focus()
        self.ended = True

    # -- the last move ------------------------------------------------------------------------------
    def last_move(self) -> tuple[str, ...]:
        """The places the last seat's action touched, as the board names them (none for a bare table)."""
        match = self.match
        if match is None:
            return ()
        seats = match.history_seats
        for ply in range(self.table.ply - 1, -1, -1):
            if seats[ply] != CHANCE:  # chance outcomes touch no place
                return tuple(self.board.last_move(seats[ply], match.actions[ply]) or ())
        return ()

    def draw_board(self, view: dict[str, Any], legal: list[str]) -> None:
        """Redraw the board, mark the last move and let a piece that just moved glide there."""
        area = by_id("board-area")
        ply = self.table.ply
        places = self.last_move()
        fresh = self.drawn_ply is not None and ply == self.drawn_ply + 1 and len(places) > 1
        start = where(area, places[0]) if fresh and not self.skip_glide else None
        self.skip_glide = False
        self.marked = places  # a board that redraws itself (a pick) marks them again
        self.board.render(view, legal)
        mark(area, places)
        if start is not None:
            glide_piece(area, places[-1], start)
        self.drawn_ply = ply

    # -- where the player is ----------------------------------------------------------------------------
    def on_board_focus(self, event: Any) -> None:
        """Note the board control that has focus, to find it again after a redraw."""
        self.focus_here = True
        target = event.target
        self.focused = selector_for({name: str(target.getAttribute(name) or "")
                                     for name in ("id", *IDENTIFYING)})

    def on_board_blur(self, event: Any) -> None:
        """Focus left the board for another control: stop keeping it (a redraw's loss does not count)."""
        into = event.relatedTarget
        if into and not by_id("board-area").contains(into):
            self.focus_here = False

    def keep_focus(self) -> None:
        """After a redraw, put focus back on the same control, or on the board's first live one."""
        if not self.focus_here:
            return
        active = document.activeElement
        if active and active != document.body and by_id("board-area").contains(active):
            return
        if active and active != document.body:
            return  # focus went somewhere else on purpose (a dialog, the move list)
        found = document.querySelector(self.focused) if self.focused else None
        if not found or getattr(found, "disabled", False):
            found = document.querySelector(FALLBACK)
        if found:
            self.restoring_focus = True  # boards may tell this focus from the player's own (no popovers)
            try:
                found.focus()
            finally:
                self.restoring_focus = False

    def announce(self, records: list[tuple[int, int, str]]) -> None:
        """Tell a screen reader about moves it has not heard (the other side's included)."""
        region = by_id("announce")
        if self.announced >= 0 and len(records) > self.announced:
            region.textContent = "; ".join(text for _, _, text in records[self.announced:][-3:])
        self.announced = len(records)

    def show_moves(self, items: str) -> None:
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

    # -- hidden hands at one screen -------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """Whose view the screen draws: while covered, nobody's (the board and moves hold no hand)."""
        return None if self.covered_for is not None else self.shown

    def update_cover(self) -> None:
        """Cover the board when the screen must pass from one person's hand to another's."""
        if not self.table.needs_cover:
            self.shown = self.table.shown_seat
            return
        nxt = self.table.shown_seat
        if nxt is not None and nxt != self.shown and self.covered_for is None:
            self.covered_for = nxt
        if self.covered_for is None:
            self.shown = nxt

    def render_cover(self) -> None:
        """Show or hide the "pass the device" cover over the board."""
        cover = by_id("pass-cover")
        if self.covered_for is None:
            cover.hidden = True
            return
        cover.hidden = False
        name = esc(self.names[self.covered_for])
        cover.innerHTML = (f'<p>Pass the device to <strong>{name}</strong>.</p>'
                           f'<button class="button primary" {attrs(data_act="reveal", id="reveal")}>'
                           f"I am {name}: show my hand</button>")

    def reveal(self) -> None:
        """The next person holds the device: show their seat's view."""
        if self.covered_for is not None:
            self.shown, self.covered_for = self.covered_for, None
            self.render()
            button = document.querySelector("#board-area button, #board-area [tabindex]")
            if button is not None:
                button.focus()

    # -- the clock ------------------------------------------------------------------------------------
    def render_clock(self) -> None:
        """The countdown of the seat acting here, if its decision has a time limit."""
        clock = by_id("clock")
        seats = [seat for seat in self.table.actors() if self.table.deadline(seat) is not None]
        if not seats or self.table.is_over:
            clock.hidden = True
            return
        left = self.table.deadline(seats[0])
        assert left is not None  # seats holds those with a deadline
        clock.hidden = False
        clock.textContent = f"{self.names[seats[0]]}: {int(left + 0.999)} s"
        clock.classList.toggle("low", left <= 5)
        if not self.clock_running:
            self.clock_running = True
            later(self.on_clock, CLOCK_MS)

    def on_clock(self) -> None:
        """Look at the clock: play the timeouts that are due, and keep counting down."""
        self.clock_running = False
        if self.closed:
            return
        if self.thinking is None and self.table.tick():
            toast("Time ran out.", "warn")
            self.after_change()
            return
        self.render_clock()

    # -- acting -------------------------------------------------------------------------------------
    def play(self, action: str) -> None:
        """Play a person's action; an illegal one only gets a message."""
        seat = self.acting_seat
        if seat is None:
            toast("Wait for your turn.", "warn")
            return
        try:
            self.apply(action, seat)
        except IllegalAction as error:
            toast(f"Not allowed: {error}", "error")
            return
        self.after_change()

    def apply(self, action: str, seat: int) -> None:
        """Play `action` for `seat` on the table (a peer table sends it over the link)."""
        self.table.propose(seat, action)

    def after_change(self) -> None:
        """Save, redraw, and let a computer seat move if it is its turn."""
        kept = self.finished_moves()
        if self.kept_end is not None and kept != self.kept_end:
            toast(REPLACED_END, "warn")
        self.kept_end = kept
        self.save()
        self.render()
        self.schedule_computer()

    def save(self) -> None:
        """Autosave the match under its id; if another tab played on meanwhile, take its game instead."""
        end = self.end_view()  # a finished game looked back at is saved, listed and reopened at its end
        view = end or self.table.view(None)
        status = self.board.result_text(view) if view["over"] else f"move {len(self.table.records(None)) + 1}"
        try:
            with at_the_end(self.match) if end is not None else nullcontext():
                self.revision = self.app.book.put(self.save_id, self.match, self.title, status, self.revision)
        except SaveConflict:
            toast("This game was continued in another tab: showing its moves.", "warn")
            self.close()
            self.app.show_play(self.save_id)
        except Exception as error:  # noqa: BLE001 - a full storage must not break the game in progress
            toast(f"Could not save: {error}", "error")

    def schedule_computer(self, resume: bool = False) -> None:
        """Start the computer's turn if a computer seat may act (in a rewound game only on `resume`)."""
        if self.closed or self.thinking is not None:
            return
        due = self.table.computers_due(resume)
        if not due:
            return
        self.thinking = self.table.ply
        self.turn_token += 1
        self.render()
        # The token is taken here, not when the task first runs: a rewind in between must make it stale.
        turn = self.computer_turn(due[0], self.table.ply, len(self.match.history), self.turn_token)
        asyncio.ensure_future(turn)

    def stop_thinking(self) -> None:
        """Drop the computer move being worked out (its answer will be ignored)."""
        if self.thinking is not None:
            self.thinking = None
            self.turn_token += 1

    async def computer_turn(self, seat: int, ply: int, length: int, token: int) -> None:
        """Ask the computer for a move and play it, unless the game or the seat changed meanwhile."""
        started = time.monotonic()
        if self.closed or token != self.turn_token:
            return  # rewound or closed between scheduling and this task's first step
        level = self.level_of(seat)
        try:
            action = await computer_action(self.match, seat, level)
            await asyncio.sleep(max(0.0, computer_pause_s() - (time.monotonic() - started)))
            if (self.closed or token != self.turn_token or self.table.ply != ply
                    or len(self.match.history) != length or not self.is_computer(seat)):
                return
            self.thinking = None
            self.apply(action, seat)
        except Exception as error:  # noqa: BLE001 - shown to the person; the match is unchanged
            if token == self.turn_token and not self.closed:
                self.thinking = None
                self.render()
                toast(f"The computer could not move: {error}", "error")
                window.console.warn(f"computer move failed: {error!r}")
            return
        self.after_change()

    def takeback(self, step: Any) -> None:
        """Undo, redo or go to a position (a peer table refuses with a reason)."""
        self.stop_thinking()
        try:
            step()
        except IllegalAction as error:
            toast(str(error), "error")
            return
        self.after_change()

    def undo(self) -> None:
        """Rewind one turn; with a person playing, rewind on to the last position where one acts."""
        if self.table.can_undo:
            self.takeback(self.table.undo)

    def redo(self) -> None:
        """Replay one turn; with a person playing, replay on until one acts again."""
        if self.table.can_redo:
            self.takeback(self.table.redo)

    def goto(self, ply: int) -> None:
        """Jump to the position after move `ply` of the move list."""
        self.takeback(lambda: self.table.goto(ply))

    def set_autoplay(self, seat: int, on_: bool) -> None:
        """Switch the computer player of `seat` on or off; switched on at its turn, it moves at once."""
        self.table.set_level(seat, self.level_of(seat))
        self.table.set_kind(seat, COMPUTER if on_ else HUMAN)
        if not on_ and seat in self.table.actors():
            self.stop_thinking()
        self.save()
        self.render()
        if on_ and seat in self.table.actors():
            self.schedule_computer(resume=True)

    def resume(self) -> None:
        """Let the computer play on from a rewound position (the rest of the old game is replaced)."""
        self.schedule_computer(resume=True)

    def on_action(self, act: str, element: Any) -> None:
        """A button of the play page was pressed."""
        if act == "undo":
            self.undo()
        elif act == "redo":
            self.redo()
        elif act == "goto":
            self.goto(int(need(element, "ply")))
        elif act == "autoplay":
            self.set_autoplay(int(need(element, "seat")), bool(element.checked))
        elif act == "autoplay-options":
            by_id("autoplay-dialog").showModal()
        elif act == "autoplay-close":
            by_id("autoplay-dialog").close()
        elif act == "resume":
            self.resume()
        elif act == "again" and self.in_progress:
            by_id("new-game-dialog").showModal()  # a press (or a Tab too far and Enter) must not end a game
        elif act in ("again", "rematch", "again-confirmed"):
            by_id("new-game-dialog").close()
            self.new_game()
        elif act == "again-cancel":
            by_id("new-game-dialog").close()
        elif act == "swap":
            self.swap_colours()
        elif act == "reveal":
            self.reveal()
        else:
            self.board.on_action(act, element)

    def on_dialog_change(self, event: Any) -> None:
        """A level was chosen in the options dialog: it applies from the computer's next move."""
        seat = data(event.target, "seat")
        if seat is None or str(event.target.value) not in self.levels:
            return
        self.table.set_level(int(seat), str(event.target.value))
        self.save()

    @property
    def in_progress(self) -> bool:
        """True while a game someone has played in is not over: New game asks before it leaves it."""
        return (self.match is not None and not self.table.is_over
                and any(seat != CHANCE for seat in self.match.history_seats))

    def new_game(self) -> None:
        """Start a fresh match with the same game, options and players, each seat played as set up."""
        self.start_match(next_game_seats(self.match.meta))

    def swap_colours(self) -> None:
        """Start a fresh match with the two seats the other way round (you play the other colour)."""
        seats = next_game_seats(self.match.meta)
        self.start_match(list(reversed(seats)) if isinstance(seats, list) else seats)

    def start_match(self, seats: Any) -> None:
        """Open a new match of this game and options with `seats` (as a match's meta keeps them)."""
        from pygames import new_match

        set_up = list(seats) if isinstance(seats, list) else seats
        match = new_match(self.match.game.id, self.match.players, self.match.options,
                          meta={"seats": seats, SET_UP: set_up, "title": self.match.meta.get("title")})
        save_id = self.app.book.new_id()
        self.app.book.put(save_id, match, match.meta.get("title") or self.listing.title, "just started")
        self.app.go(f"#/play/{save_id}")

    def on_key(self, event: Any) -> None:
        """Keyboard: < and > rewind and replay; the board may use other keys (not while a dialog is open)."""
        if document.querySelector("dialog[open]") or event.ctrlKey or event.metaKey or event.altKey:
            return
        if event.key == "<":
            self.on_action("undo", None)
        elif event.key == ">":
            self.on_action("redo", None)
        else:
            self.board.on_key(event)

    def close(self) -> None:
        """Stop reacting: the page is being replaced."""
        self.closed = True
        self.turn_token += 1
