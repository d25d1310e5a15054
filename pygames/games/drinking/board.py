"""The Drinking board on the page: its pure logic (pygames/games/drinking/ui.py) through the generic
adapter, plus what the play page asks of every board."""

from __future__ import annotations

from typing import Any

from pygames.games.drinking.drawing import result_text
from pygames.games.drinking.feed import last_places
from pygames.games.drinking.ui import LOGIC
from pygames.web.logic_board import LogicBoard


class DrinkingBoard(LogicBoard):
    """The 7x7 grid, the offer, the coasters and the hourglass, played through TableLogic."""

    logic = LOGIC

    def last_move(self, seat: int, action: str) -> tuple[str, ...]:
        """The square the last move put a drink on (or hooked)."""
        return last_places(action)

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view, self.names)
