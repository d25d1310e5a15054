"""The War of Lights board on the page: its pure logic (pygames/games/war_of_lights/ui.py) through the
generic adapter, plus what the play page asks of every board.

On a narrow screen the napkin of the seat to move comes first (see pygames/games/war_of_lights/style.css).
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_
from pygames.games.war_of_lights.text import last_places, result_text
from pygames.games.war_of_lights.ui import LOGIC
from pygames.web.logic_board import LogicBoard


class WarOfLightsBoard(LogicBoard):
    """The napkins and the dreidel, played through NapkinsLogic."""

    logic = LOGIC
    # the peer status while browsers draw it
    chance_words = (N_("Spinning the dreidel"), N_("The dreidel spin"))

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view, self.names)

    def last_move(self, seat: int, action: str) -> tuple[str, ...]:
        """The squares the last move touched, read against the position on the table now."""
        return last_places(self.page.table.view(self.page.viewer), seat, action)
