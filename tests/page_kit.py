"""A board's pure page logic driven as the page drives it (pygames/web/board_logic.py): one screen of a
match, its UI state and the HTML drawn, presses followed as LogicBoard follows them."""

from __future__ import annotations

from typing import Any

from pygames.core.game import CHANCE
from pygames.core.match import Match
from pygames.web.board_logic import BoardLogic, Press, Reply, Scene


class Screen:
    """One browser's board of `match`; `seat` is the seat it plays (None: a shared screen, any seat)."""

    logic: BoardLogic[Any]

    def __init__(self, match: Match, seat: int | None = None) -> None:
        self.match, self.seat = match, seat
        self.ui: Any = self.logic.start({})
        self.html = ""

    @property
    def me(self) -> int | None:
        """The seat acting at this screen now (any seat to move, at a shared screen)."""
        actors = self.match.game.actors(self.match.state)
        seat = actors[0] if actors and actors[0] != CHANCE else None
        return seat if self.seat is None or seat == self.seat else None

    @property
    def viewer(self) -> int | None:
        """Whose view the screen draws."""
        return self.seat

    def scene(self) -> Scene:
        """The page's facts for the logic now."""
        raise NotImplementedError

    def show(self) -> None:
        """Take the match's view as the page does after every change, and draw it."""
        legal = self.match.legal_actions(self.me) if self.me is not None else []
        self.ui = self.logic.take(self.ui, self.match.view(self.viewer), legal, self.scene())
        self.draw()

    def draw(self) -> None:
        """Draw the UI state."""
        self.html = self.logic.draw(self.ui, self.scene()).html

    def send(self, press: Press) -> Reply[Any]:
        """A press, followed as the page follows it: play the action, or draw again."""
        reply = self.logic.interpret(self.ui, press, self.scene())
        self.ui = reply.ui
        if reply.action is not None:
            self.match.play(reply.action, self.me)
            self.match.resolve_chance()
            self.show()
        elif reply.redraw:
            self.draw()
        return reply
