"""The play page: one match on screen, its controls, autosave, and the computer seats' turns.

Who plays a seat is `match.meta["seats"][i]` = {"kind": "human" | "computer", "level": ...}, saved
with the match. The "Auto-play" box of a seat switches its kind at any moment; its level is kept
when it is off, so the options dialog remembers it.

Rewinding and the computer: an auto-player never plays on its own in a rewound position (one with
moves left to replay), since its move would wipe out the rest of the old game. There the person
may play a move for any seat, replay with ">", or press "Resume" (or switch the box on) to let the
computer go on from there. The rule reads only the match, so it holds after a reload too.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from pyscript import document, window

from pygames.ai import levels
from pygames.core.errors import IllegalAction
from pygames.web.computer import computer_action
from pygames.web.dom import attrs, by_id, data, esc, on, toast

COMPUTER_PAUSE_S = 0.45  # so a person can follow the computer's moves


class PlayPage:
    """Draws a match with its game's board and runs the turn loop."""

    def __init__(self, app: Any, save_id: str, match: Any, listing: Any):
        self.app, self.save_id, self.match, self.listing = app, save_id, match, listing
        self.seats: list[dict[str, str]] = [
            dict(seat) for seat in (match.meta.get("seats") or [{"kind": "human"}] * match.players)]
        self.names = listing.seat_names(match.players)
        self.levels = levels(match.game.id)
        self.thinking: int | None = None  # the ply the computer is thinking about
        self.turn_token = 0  # bumped to drop a computer move that is still being worked out
        self.closed = False
        self.board = listing.board(self)
        app.root.innerHTML = self.frame()
        on(by_id("autoplay-dialog"), "change", self.on_dialog_change)
        self.board.attach(by_id("board-area"))
        self.render()
        self.schedule_computer()

    # -- facts --------------------------------------------------------------------------------------
    def is_computer(self, seat: int | None) -> bool:
        """True if `seat` is played by the computer."""
        return seat is not None and self.seats[seat].get("kind") == "computer"

    @property
    def has_person(self) -> bool:
        """True if at least one seat is played by a person at this screen."""
        return not all(self.is_computer(seat) for seat in range(self.match.players))

    @property
    def paused(self) -> bool:
        """True when a computer seat is to move in a rewound game: it waits rather than wipe the rest."""
        return (self.is_computer(self.match.to_move) and self.match.can_redo
                and self.thinking is None and not self.match.is_over)

    @property
    def human_to_move(self) -> bool:
        """True when a person at this screen may act (for a paused auto-player too)."""
        if self.match.is_over or self.thinking is not None:
            return False
        return not self.is_computer(self.match.to_move) or self.paused

    def level_of(self, seat: int) -> str:
        """The computer level of `seat` (kept while its auto-play is off); the weakest by default."""
        level = self.seats[seat].get("level")
        return level if level in self.levels else (self.levels[0] if self.levels else "")

    def status(self) -> str:
        """One line that says whose turn it is or how the game ended."""
        view = self.match.view(None)
        if view["over"]:
            return self.board.result_text(view)
        seat = self.match.to_move
        who = self.names[seat]
        if self.thinking is not None:
            return f"{who} (computer) is thinking…"
        if self.paused:
            return f"{who} to move · auto-play paused in a rewound game"
        return f"{who} to move" + (" (computer)" if self.is_computer(seat) else "")

    # -- drawing ------------------------------------------------------------------------------------
    def frame(self) -> str:
        """The page's fixed parts; the board area and the side panel are redrawn on every change."""
        title = esc(self.match.meta.get("title") or self.listing.title)
        return f"""
<div class="play play-{esc(self.listing.id)}">
  <header class="play-head">
    <a class="button quiet small" href="#/" aria-label="Home">← Home</a>
    <h1>{title}</h1>
    <a class="button quiet small" href="#/rules/{esc(self.listing.id)}">Rules</a>
  </header>
  <div class="status-row">
    <p class="status" id="status" role="status" aria-live="polite"></p>
    <button class="button small" {attrs(data_act="resume", id="resume", hidden=True,
                                        title="Let the computer play on from here")}>Resume ▶</button>
  </div>
  <div class="play-body">
    <div id="board-area" class="board-area"></div>
    <aside class="side">
      <div class="controls">
        <button class="button" {attrs(data_act="undo", id="undo", title="Rewind one turn (<)")}>
          &lt; Rewind</button>
        <button class="button" {attrs(data_act="redo", id="redo", title="Replay one turn (>)")}>
          Replay &gt;</button>
        <button class="button" {attrs(data_act="again", title="Same players, new game")}>New game</button>
        <button class="button quiet" {attrs(data_act="export", data_id=self.save_id)}>Export</button>
      </div>
      {self.autoplay_html()}
      <h2 class="moves-title">Moves</h2>
      <ol class="moves" id="moves"></ol>
    </aside>
  </div>
  {self.dialog_html()}
</div>"""

    def autoplay_html(self) -> str:
        """One "Auto-play <seat>" box per seat, and the button of the options dialog."""
        if not self.levels:
            return ""
        boxes = "".join(
            f'<label class="autoplay-box"><input type="checkbox" '
            f'{attrs(data_act="autoplay", data_seat=seat, id=f"autoplay{seat}")} '
            f'{attrs(checked=self.is_computer(seat))}>'
            f" Auto-play {esc(name)}</label>"
            for seat, name in enumerate(self.names))
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
            for seat, name in enumerate(self.names))
        return f"""
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
        """Redraw everything that depends on the match."""
        if self.closed:
            return
        view = self.match.view(None)
        status = by_id("status")
        status.textContent = self.status()
        status.className = "status" + (" over" if view["over"] else "") + (" paused" if self.paused else "")
        by_id("resume").hidden = not self.paused
        self.board.render(view, self.match.legal_actions() if self.human_to_move else [])
        by_id("undo").disabled = not self.match.can_undo
        by_id("redo").disabled = not self.match.can_redo
        for seat in range(self.match.players):
            box = by_id(f"autoplay{seat}")
            if box is not None:
                box.checked = self.is_computer(seat)
        current = self.match.ply
        moves = "".join(
            f'<li class="seat{seat}{" future" if ply >= current else ""}">'
            f'<button {attrs(data_act="goto", data_ply=ply + 1, aria_current=ply + 1 == current and "step")}>'
            f"{esc(text)}</button></li>"
            for ply, seat, text in self.match.records())
        by_id("moves").innerHTML = moves

    # -- acting -------------------------------------------------------------------------------------
    def play(self, action: str) -> None:
        """Play a person's action; an illegal one only gets a message."""
        if not self.human_to_move:
            toast("Wait for your turn.", "warn")
            return
        try:
            self.apply(action)
        except IllegalAction as error:
            toast(f"Not allowed: {error}", "error")
            return
        self.after_change()

    def apply(self, action: str) -> None:
        """Play `action` on the match (a peer match sends it over the link: see web/peer.py)."""
        self.match.play(action)

    def after_change(self) -> None:
        """Save, redraw, and let a computer seat move if it is its turn."""
        self.save()
        self.render()
        self.schedule_computer()

    def save(self) -> None:
        """Autosave the match under its id."""
        view = self.match.view(None)
        status = self.board.result_text(view) if view["over"] else f"move {len(self.match.records()) + 1}"
        try:
            title = self.match.meta.get("title") or self.listing.title
            self.app.book.put(self.save_id, self.match, title, status)
        except Exception as error:  # noqa: BLE001 - a full storage must not break the game in progress
            toast(f"Could not save: {error}", "error")

    def schedule_computer(self, resume: bool = False) -> None:
        """Start the computer's turn if a computer seat is to move (in a rewound game only on `resume`)."""
        seat = self.match.to_move
        if self.closed or self.thinking is not None or not self.is_computer(seat):
            return
        if self.match.can_redo and not resume:
            return  # paused: see the module docstring
        self.thinking = self.match.ply
        self.turn_token += 1
        self.render()
        asyncio.ensure_future(self.computer_turn(seat, self.match.ply, len(self.match.history)))

    def stop_thinking(self) -> None:
        """Drop the computer move being worked out (its answer will be ignored)."""
        if self.thinking is not None:
            self.thinking = None
            self.turn_token += 1

    async def computer_turn(self, seat: int, ply: int, length: int) -> None:
        """Ask the computer for a move and play it, unless the match or the seat changed meanwhile."""
        started = time.monotonic()
        token = self.turn_token
        level = self.level_of(seat)
        try:
            action = await computer_action(self.match, seat, level)
            await asyncio.sleep(max(0.0, COMPUTER_PAUSE_S - (time.monotonic() - started)))
            if (self.closed or token != self.turn_token or self.match.ply != ply
                    or len(self.match.history) != length or not self.is_computer(seat)):
                return
            self.thinking = None
            self.apply(action)
        except Exception as error:  # noqa: BLE001 - shown to the person; the match is unchanged
            if token == self.turn_token and not self.closed:
                self.thinking = None
                self.render()
                toast(f"The computer could not move: {error}", "error")
                window.console.warn(f"computer move failed: {error!r}")
            return
        self.after_change()

    def undo(self) -> None:
        """Rewind one turn; with a person playing, rewind on to the last position where one is to move."""
        if not self.match.can_undo:
            return
        self.stop_thinking()
        self.match.undo()
        while self.has_person and self.is_computer(self.match.to_move) and self.match.can_undo:
            self.match.undo()
        self.after_change()

    def redo(self) -> None:
        """Replay one turn; with a person playing, replay on until one is to move again."""
        if not self.match.can_redo:
            return
        self.stop_thinking()
        self.match.redo()
        while self.has_person and self.is_computer(self.match.to_move) and self.match.can_redo:
            self.match.redo()
        self.after_change()

    def goto(self, ply: int) -> None:
        """Jump to the position after move `ply` of the move list."""
        self.stop_thinking()
        try:
            self.match.goto(ply)
        except IllegalAction as error:
            toast(str(error), "error")
            return
        self.after_change()

    def set_autoplay(self, seat: int, on_: bool) -> None:
        """Switch the computer player of `seat` on or off; switched on at its turn, it moves at once."""
        kind = "computer" if on_ else "human"
        self.seats[seat] = dict(self.seats[seat], kind=kind, level=self.level_of(seat))
        self.match.meta["seats"] = [dict(s) for s in self.seats]
        if not on_ and self.match.to_move == seat:
            self.stop_thinking()
        self.save()
        self.render()
        if on_ and self.match.to_move == seat:
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
            self.goto(int(data(element, "ply")))
        elif act == "autoplay":
            self.set_autoplay(int(data(element, "seat")), bool(element.checked))
        elif act == "autoplay-options":
            by_id("autoplay-dialog").showModal()
        elif act == "autoplay-close":
            by_id("autoplay-dialog").close()
        elif act == "resume":
            self.resume()
        elif act == "again":
            self.new_game()
        else:
            self.board.on_action(act, element)

    def on_dialog_change(self, event: Any) -> None:
        """A level was chosen in the options dialog: it applies from the computer's next move."""
        seat = data(event.target, "seat")
        if seat is None or str(event.target.value) not in self.levels:
            return
        seat = int(seat)
        self.seats[seat] = dict(self.seats[seat], level=str(event.target.value))
        self.match.meta["seats"] = [dict(s) for s in self.seats]
        self.save()

    def new_game(self) -> None:
        """Start a fresh match with the same game, options and players."""
        from pygames import new_match

        match = new_match(self.match.game.id, self.match.players, self.match.options,
                          meta={"seats": self.seats, "title": self.match.meta.get("title")})
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
