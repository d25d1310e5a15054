"""The play page: one game on screen through its Table, its controls, autoplay, autosave, and the clock.

The page holds a Table (pygames.core.table) and draws, acts and saves only through it, whichever it is:
a LocalTable at this screen, or over the peer link a HostTable, a GuestTable or a guest's CopyTable. It
never reads a Match nor asks which table it holds. Who plays a seat, the rule that a computer seat waits
in a rewound game, the clock, what is saved and what the next game is live in the Table; the page draws,
wires events and runs the computer's turns (pygames.web.play_turns) and the clock's timer. It always
holds a link too (`link`, a pygames.web.play_link.Link) and calls it at a few set points: over the peer
link the link panel (pygames.web.peer.PeerLink: friends, invitations, the link's news and the next game
agreed between browsers), at this screen a LocalLink that does nothing of its own.
The "Auto-play" box of a seat switches its kind at any moment; its level is kept when it is off, so the
options dialog remembers it.

In a game with secrets played by two or more people at this screen, the board is covered between their
turns ("Pass to Player 3") until the next person reveals it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import document

from pygames.ai import levels
from pygames.core.errors import IllegalAction
from pygames.core.i18n import N_, _
from pygames.core.savebook import SaveConflict
from pygames.core.table import COMPUTER, HUMAN, Table
from pygames.core.tutorial import Hint
from pygames.web.board import Board, Page
from pygames.web.dom import by_id, data, need, on, toast
from pygames.web.html import sentence
from pygames.web.motion import glide as glide_piece
from pygames.web.motion import mark, where
from pygames.web.play_html import (
    autoplay_html,
    dialogs_html,
    export_button,
    frame_html,
    moves_html,
    seats_html,
)
from pygames.web.play_link import Link
from pygames.web.play_parts import Clock, Coach, Cover, EndPanel, Focus, MoveList, Snapshot
from pygames.web.play_turns import ComputerTurns
from pygames.web.seat_text import turn_text

__all__ = ["PlayPage", "export_button"]

# A finished game looked back at with Rewind stays finished: it is saved (and listed, and reopened) at
# its end, and only a new move from an earlier position replaces that end, which the page then says.
REPLACED_END = N_("A new move: the old ending is gone, and this game goes on from here.")
LOOKING_BACK = N_("looking back at a finished game")


def move_status(number: int) -> str:
    """A game in progress in the saves list: "move 7"."""
    return _("move {number}").format(number=number)


class PlayPage:
    """Draws a game through its Table and runs the turn loop; what the table's link adds is its `link`."""

    def __init__(self, app: Any, save_id: str, listing: Any, table: Table, link: Link):
        self.app, self.save_id, self.listing, self.table = app, save_id, listing, table
        self.link = link  # a LocalLink at this screen; a peer table's link panel
        self.names = listing.seat_names(self.table.seat_count)
        self.levels = levels(self.table.game.id)
        self.turns = ComputerTurns(self)
        self.closed = False
        self.revision = app.book.revision(save_id)
        self.cover, self.clock, self.focus = Cover(self), Clock(self), Focus()
        self.move_list, self.end_panel, self.coach = MoveList(), EndPanel(self), Coach(self)
        if self.table.end_view() is not None:
            self.table.goto(self.table.moves)  # a finished game reopens at its end, never rewound
        self.kept_end = self.table.finished_moves()  # a finished game's moves, to tell when they change
        self.board: Board = listing.board(self)
        app.root.innerHTML = self.frame()
        on(by_id("autoplay-dialog"), "change", self.on_dialog_change)
        self.drawn_ply: int | None = None  # the position on screen, to tell a new move from a jump
        self.marked: tuple[str, ...] = ()  # where the last move was, as the board names the places
        self.skip_glide = False  # set by a board whose piece was dragged there: it needs no flight
        self.snapshot = Snapshot(self)
        area = by_id("board-area")
        on(area, "focusin", self.focus.on_focus)
        on(area, "focusout", self.focus.on_blur)
        self.board.attach(area)
        self.link.attach(self)
        self.render()
        self.schedule_computer()

    @property
    def title(self) -> str:
        """The match's title, else the game's."""
        return self.table.title or str(self.listing.title)

    # -- facts --------------------------------------------------------------------------------------
    @property
    def thinking(self) -> int | None:
        """The ply the computer is thinking about (None when it is not)."""
        return self.turns.thinking

    def is_computer(self, seat: int | None) -> bool:
        """True if `seat` is played by the computer."""
        return self.table.is_computer(seat)

    @property
    def paused(self) -> bool:
        """True when a computer seat may act in a rewound game: it waits rather than wipe the rest."""
        return self.table.paused and self.thinking is None and not self.table.is_over

    @property
    def acting_seat(self) -> int | None:
        """The seat the person at this screen acts for now, if any (none on a closed link or a copy)."""
        if self.table.is_over or self.thinking is not None or self.covered_for is not None:
            return None
        if not self.link.may_act:
            return None
        seats = self.table.people_to_act()
        return seats[0] if seats else None

    def level_of(self, seat: int) -> str:
        """The computer level of `seat` (kept while its auto-play is off); the weakest by default."""
        level = self.table.seats[seat].level
        return level if level in self.levels else (self.levels[0] if self.levels else "")

    def status(self) -> str:
        """One line that says whose turn it is or how the game ended, in the link's words."""
        return self.link.status()

    def own_status(self) -> str:
        """The page's own status line (a LocalLink's): whose turn it is or how the game ended."""
        view = self.table.view(self.viewer)
        if view["over"]:
            return self.board.result_text(view)
        if self.covered_for is not None:
            return _("Pass the device to {name}").format(name=self.names[self.covered_for])
        text = self.board.status_text(view, turn_text(self.names, self.table.seats, self.table.actors(),
                                                      self.thinking is not None, self.paused))
        return f"{text} · {_(LOOKING_BACK)}" if self.table.end_view() is not None else text

    # -- drawing ------------------------------------------------------------------------------------
    def frame(self) -> str:
        """The page's fixed parts; the board area and the side panel are redrawn on every change."""
        seats = list(self.table.switchable) if self.levels else []
        every_seat = range(self.table.seat_count)
        autoplay = autoplay_html(seats, self.names, [self.is_computer(s) for s in every_seat])
        dialogs = dialogs_html(self.names, seats, self.levels, [self.level_of(seat) for seat in every_seat])
        export = export_button(self.save_id, self.table.withheld) if self.table.keeps else ""
        return frame_html(self.listing.id, self.title, export,
                          autoplay, dialogs, self.moves_by_turn)

    def render(self) -> None:
        """Redraw everything that depends on the game."""
        if self.closed:
            return
        self.cover.update()
        view = self.table.view(self.viewer)
        status = by_id("status")
        text = self.status()
        status.textContent = text
        status.className = "status" + (" over" if view["over"] else "") + (" paused" if self.paused else "")
        document.title = f"{text} · {self.title} · pygames"
        by_id("resume").hidden = not self.paused
        seat = self.acting_seat
        self.draw_board(view, self.table.legal(seat) if seat is not None else [])
        self.focus.keep()
        self.end_panel.render(view)
        actors = set(self.table.actors()) if not self.table.is_over else set()
        by_id("seat-list").innerHTML = seats_html(self.names, self.table.seats, actors)
        self.cover.render()
        self.end_panel.render_export()
        by_id("undo").disabled = not self.table.can_undo
        by_id("redo").disabled = not self.table.can_redo
        for seat in range(self.table.seat_count):
            box = by_id(f"autoplay{seat}")
            if box is not None:
                box.checked = self.is_computer(seat)
        records = self.table.records(self.viewer)
        custom = self.board.move_items(records, self.table.ply)  # a board may lay out its own move list
        self.move_list.show(custom if custom is not None else moves_html(records, self.table.ply, self.names,
                                                                      self.moves_by_turn))
        self.coach.render(self.move_list.announce(records))
        self.clock.render()
        self.snapshot.keep()
        self.link.render()

    @property
    def moves_by_turn(self) -> bool:
        """Pair the move list by turn: a two-seat game whose board asks for it (one short move a turn)."""
        return self.table.seat_count == 2 and self.board.MOVES_BY_TURN

    # -- the last move ------------------------------------------------------------------------------
    def last_move(self) -> tuple[str, ...]:
        """The places the last seat's action touched, as the board names them (none for a bare table)."""
        last = self.table.last_action()
        return tuple(self.board.last_move(*last) or ()) if last is not None else ()

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

    # -- the parts' faces, for boards -----------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """Whose view the screen draws: while covered, nobody's (the board and moves hold no hand)."""
        return self.cover.viewer

    @property
    def covered_for(self) -> int | None:
        """The seat the screen waits to be handed to (None when the board is not covered)."""
        return self.cover.covered_for

    @property
    def shown(self) -> int | None:
        """The seat whose hand the screen shows (or last showed before the cover)."""
        return self.cover.shown

    @property
    def restoring_focus(self) -> bool:
        """True while the page puts focus back after a redraw (a board tells it from the player's own)."""
        return self.focus.restoring

    def keep_focus(self) -> None:
        """After a board's own redraw, put focus back on the same control."""
        self.focus.keep()

    # -- acting -------------------------------------------------------------------------------------
    def play(self, action: str) -> None:
        """Play a person's action; an illegal one only gets a message."""
        seat = self.acting_seat
        if seat is None:
            toast(_("Wait for your turn."), "warn")
            return
        try:
            self.apply(action, seat)
        except Hint as error:  # a lesson's other step: its hint, kindly, on the lesson's panel too
            toast(str(error))
            self.coach.render()
            return
        except IllegalAction as error:
            toast(_("Not allowed: {reason}").format(reason=_(str(error))), "error")
            return
        self.after_change()

    def apply(self, action: str, seat: int) -> None:
        """Play `action` for `seat` on the table (a guest's table sends it over the link)."""
        self.table.propose(seat, action)

    def after_change(self) -> None:
        """After this screen's own change: save, redraw, and let a computer seat move if it is its turn
        (a guest only redraws: the host's answer brings the change)."""
        if not self.link.after_own_change():
            self.render()
            return
        self.changed()

    def changed(self) -> None:
        """The match changed: save, redraw, and let a computer seat move if it is its turn."""
        kept = self.table.finished_moves()
        if self.kept_end is not None and kept != self.kept_end:
            toast(_(REPLACED_END), "warn")
        self.kept_end = kept
        self.save()
        self.render()
        self.schedule_computer()

    def save(self) -> None:
        """Autosave what the table keeps; if another tab played on meanwhile, take its game instead."""
        if not self.table.keeps:
            return
        view = self.table.end_view() or self.table.view(None)  # a finished game looked back at: its end
        moves = len(self.table.records(None))
        status = self.board.result_text(view) if view["over"] else move_status(moves + 1)
        try:
            self.revision = self.table.save(self.app.book, self.save_id, self.title, status, self.revision)
        except SaveConflict:
            toast(_("This game was continued in another tab: showing its moves."), "warn")
            self.close()
            self.app.show_play(self.save_id)
        except Exception as error:  # noqa: BLE001 - a full storage must not break the game in progress
            toast(_("Could not save: {error}").format(error=error), "error")

    def schedule_computer(self, resume: bool = False) -> None:
        """Start the computer's turn if a computer seat may act (in a rewound game only on `resume`)."""
        self.turns.schedule(resume)

    def stop_thinking(self) -> None:
        """Drop the computer move being worked out (its answer will be ignored)."""
        self.turns.stop()

    def takeback(self, step: Any) -> None:
        """Undo, redo or go to a position."""
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
        """Jump to the position after move `ply` of the move list; a table without takebacks says why
        (a computer move being worked out goes on)."""
        if self.table.can_undo or self.table.can_redo:
            self.takeback(lambda: self.table.goto(ply))
            return
        try:
            self.table.goto(ply)
        except IllegalAction as error:
            toast(sentence(str(error)), "warn")

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

    def on_action(self, act: str, element: Any) -> None:
        """A button was pressed: the link panel takes its own, then the page, then the board."""
        if self.link.on_action(act, element):
            return
        if act in ("undo", "redo", "resume", "reveal"):
            {"undo": self.undo, "redo": self.redo, "reveal": self.cover.reveal,
             "resume": lambda: self.schedule_computer(resume=True)}[act]()
        elif act == "goto":
            self.goto(int(need(element, "ply")))
        elif act == "autoplay":
            self.set_autoplay(int(need(element, "seat")), bool(element.checked))
        elif act in ("autoplay-options", "autoplay-close"):
            dialog = by_id("autoplay-dialog")
            dialog.showModal() if act == "autoplay-options" else dialog.close()
        elif act == "again" and self.in_progress:
            by_id("new-game-dialog").showModal()  # a press (or a Tab too far and Enter) must not end a game
        elif act in ("again", "rematch", "again-confirmed", "again-cancel"):
            by_id("new-game-dialog").close()
            if act != "again-cancel":
                self.new_game()
        elif act == "swap":
            self.swap_colours()
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
        return self.table.played and not self.table.is_over

    def new_game(self) -> None:
        """Start a fresh match with the same game, options and players, each seat played as set up (a
        linked table's panel proposes it to the other browsers)."""
        self.link.new_game()

    def swap_colours(self) -> None:
        """Start a fresh match with the seats moved round (a linked table proposes it)."""
        self.link.propose_again(True)

    def start_next(self, swap: bool) -> None:
        """Open the table's next match (with `swap`, the seats moved round) on its own page."""
        try:
            match = self.table.next_match(swap, self.title)
        except IllegalAction as error:
            toast(sentence(str(error)), "warn")
            return
        save_id = self.app.book.new_id()
        self.link.carry(save_id, swap)  # a host's connected friends' links pass to the next match's page
        self.app.book.put(save_id, match, self.title, "just started")
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
        """Stop reacting: the page is being replaced (a link panel closes its links)."""
        self.closed = True
        self.turns.token += 1
        self.link.close()


if TYPE_CHECKING:  # mypy checks that the page gives its board everything a board may ask (board.Page)

    def _a_board_page(page: PlayPage) -> Page:
        return page
