"""The play page: one match on screen, its controls, autosave, and the computer seats' turns."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from pyscript import window

from pygames.core.errors import IllegalAction
from pygames.web.computer import computer_action
from pygames.web.dom import attrs, by_id, data, esc, toast

COMPUTER_PAUSE_S = 0.45  # so a person can follow the computer's moves


class PlayPage:
    """Draws a match with its game's board and runs the turn loop."""

    def __init__(self, app: Any, save_id: str, match: Any, listing: Any):
        self.app, self.save_id, self.match, self.listing = app, save_id, match, listing
        self.seats: list[dict[str, str]] = list(match.meta.get("seats") or [{"kind": "human"}] * match.players)
        self.names = listing.seat_names(match.players)
        self.thinking: int | None = None
        self.closed = False
        self.board = listing.board(self)
        app.root.innerHTML = self.frame()
        self.board.attach(by_id("board-area"))
        self.render()
        self.schedule_computer()

    # -- facts --------------------------------------------------------------------------------------
    def is_computer(self, seat: int | None) -> bool:
        """True if `seat` is played by the computer."""
        return seat is not None and self.seats[seat].get("kind") == "computer"

    @property
    def human_to_move(self) -> bool:
        """True when a person at this screen is to act."""
        return not self.match.is_over and not self.is_computer(self.match.to_move) and self.thinking is None

    def status(self) -> str:
        """One line that says whose turn it is or how the game ended."""
        view = self.match.view(None)
        if view["over"]:
            return self.board.result_text(view)
        seat = self.match.to_move
        who = self.names[seat]
        if self.thinking is not None:
            return f"{who} (computer) is thinking…"
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
  <p class="status" id="status" role="status" aria-live="polite"></p>
  <div class="play-body">
    <div id="board-area" class="board-area"></div>
    <aside class="side">
      <div class="controls">
        <button class="button" {attrs(data_act="undo", id="undo", title="Take back a move (<)")}>⟲ Undo</button>
        <button class="button" {attrs(data_act="redo", id="redo", title="Replay a move (>)")}>Redo ⟳</button>
        <button class="button" {attrs(data_act="again", title="Same players, new game")}>New game</button>
        <button class="button quiet" {attrs(data_act="export", data_id=self.save_id)}>Export</button>
      </div>
      <h2 class="moves-title">Moves</h2>
      <ol class="moves" id="moves"></ol>
    </aside>
  </div>
</div>"""

    def render(self) -> None:
        """Redraw everything that depends on the match."""
        if self.closed:
            return
        view = self.match.view(None)
        status = by_id("status")
        status.textContent = self.status()
        status.className = "status" + (" over" if view["over"] else "")
        self.board.render(view, self.match.legal_actions() if self.human_to_move else [])
        by_id("undo").disabled = not self.match.can_undo or self.thinking is not None
        by_id("redo").disabled = not self.match.can_redo or self.thinking is not None
        moves = "".join(
            f'<li class="{"seat" + str(seat)}"><button {attrs(data_act="goto", data_ply=ply + 1)}>'
            f"{esc(text)}</button></li>"
            for ply, seat, text in self.match.records())
        by_id("moves").innerHTML = moves
        current = self.match.ply
        for item in by_id("moves").querySelectorAll("button"):
            if int(data(item, "ply")) > current:
                item.classList.add("future")

    # -- acting -------------------------------------------------------------------------------------
    def play(self, action: str) -> None:
        """Play a person's action; an illegal one only gets a message."""
        if not self.human_to_move:
            toast("Wait for your turn.", "warn")
            return
        try:
            self.match.play(action)
        except IllegalAction as error:
            toast(f"Not allowed: {error}", "error")
            return
        self.after_change()

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
            self.app.book.put(self.save_id, self.match, self.match.meta.get("title") or self.listing.title, status)
        except Exception as error:  # noqa: BLE001 - a full storage must not break the game in progress
            toast(f"Could not save: {error}", "error")

    def schedule_computer(self) -> None:
        """Start the computer's turn if a computer seat is to move."""
        seat = self.match.to_move
        if self.closed or self.thinking is not None or not self.is_computer(seat):
            return
        self.thinking = self.match.ply
        self.render()
        asyncio.ensure_future(self.computer_turn(seat, self.match.ply, len(self.match.history)))

    async def computer_turn(self, seat: int, ply: int, length: int) -> None:
        """Ask the computer for a move and play it, unless the match changed meanwhile."""
        started = time.monotonic()
        level = self.seats[seat].get("level") or "ok"
        try:
            action = await computer_action(self.match, seat, level)
            await asyncio.sleep(max(0.0, COMPUTER_PAUSE_S - (time.monotonic() - started)))
            if self.closed or self.match.ply != ply or len(self.match.history) != length:
                return
            self.match.play(action)
        except Exception as error:  # noqa: BLE001 - shown to the person; the match is unchanged
            toast(f"The computer could not move: {error}", "error")
            window.console.warn(f"computer move failed: {error!r}")
            return
        finally:
            if self.thinking == ply:
                self.thinking = None
        self.after_change()

    def undo(self) -> None:
        """Take back moves until a person is to move (one move in a game between people)."""
        if not self.match.can_undo:
            return
        self.match.undo()
        while self.is_computer(self.match.to_move) and self.match.can_undo:
            self.match.undo()
        self.save()
        self.render()
        self.schedule_computer()

    def redo(self) -> None:
        """Replay moves until a person is to move again."""
        if not self.match.can_redo:
            return
        self.match.redo()
        while self.is_computer(self.match.to_move) and self.match.can_redo:
            self.match.redo()
        self.after_change()

    def on_action(self, act: str, element: Any) -> None:
        """A button of the play page was pressed."""
        if self.thinking is not None and act in ("undo", "redo", "goto"):
            return
        if act == "undo":
            self.undo()
        elif act == "redo":
            self.redo()
        elif act == "goto":
            try:
                self.match.goto(int(data(element, "ply")))
            except IllegalAction as error:
                toast(str(error), "error")
                return
            self.after_change()
        elif act == "again":
            self.new_game()
        else:
            self.board.on_action(act, element)

    def new_game(self) -> None:
        """Start a fresh match with the same game, options and players."""
        from pygames import new_match

        match = new_match(self.match.game.id, self.match.players, self.match.options,
                          meta={"seats": self.seats, "title": self.match.meta.get("title")})
        save_id = self.app.book.new_id()
        self.app.book.put(save_id, match, match.meta.get("title") or self.listing.title, "just started")
        self.app.go(f"#/play/{save_id}")

    def on_key(self, event: Any) -> None:
        """Keyboard: < and > take back and replay; the board may use other keys."""
        if event.key == "<":
            self.on_action("undo", None)
        elif event.key == ">":
            self.on_action("redo", None)
        else:
            self.board.on_key(event)

    def close(self) -> None:
        """Stop reacting: the page is being replaced."""
        self.closed = True
