"""The Drinking War board on the page: its pure logic (pygames/games/drinking_war/ui.py) through the
generic adapter, plus what the play page asks of every board, a team's name for its seat, the status line
for a defence or a Carte Postale, and the long press that opens a card's full text (a touch screen's
context menu, which the page does not forward).
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import _, ngettext
from pygames.games.drinking_war.drawing import Drawing
from pygames.games.drinking_war.summary import result_text
from pygames.games.drinking_war.teams import teams_of
from pygames.games.drinking_war.ui import LOGIC
from pygames.web.dom import on
from pygames.web.logic_board import LogicBoard
from pygames.web.seat_text import your_turn


class DrinkingWarBoard(LogicBoard):
    """The players, the table and the hand, played through HandLogic."""

    logic = LOGIC

    def __init__(self, page: Any):
        super().__init__(page)
        teams = teams_of(page.table.options or {}, len(page.names))
        if any(teams):  # a team's name stands for its seat everywhere: status, moves, cover, result
            page.names = [team["name"] if team else name for team, name in zip(teams, page.names)]

    def attach(self, area: Any) -> None:
        """Take the board area; a long press (or a right click) on a card or a country opens its full text."""
        super().attach(area)
        on(area, "contextmenu", self.on_long_press)

    def on_long_press(self, event: Any) -> None:
        """A touch screen's long press (a context menu) on a card or a country: show its full text."""
        held = ".drinking-war-hold, .drinking-war-country"
        target = event.target.closest(held) if hasattr(event.target, "closest") else None
        mark = target.querySelector("[data-info]") if target else None
        if mark:  # querySelector's null is falsy
            event.preventDefault()
            self.follow(self.press("drinking-war-info", {"info": str(mark.getAttribute("data-info"))}))

    def status_text(self, view: dict[str, Any], text: str) -> str:
        """Who is choosing what, for the phases where that is not the player whose turn it is: a Carte
        Postale's givers ("Player 2 is choosing a card to give"), and a defence ("Your turn: defend")."""
        if view["over"] or self.page.table.paused or self.page.covered_for is not None:
            return text
        names, yours = self.names, your_turn(text)
        if view.get("givers"):
            if yours:
                return _("Your turn: choose a card to give {player}").format(player=names[view["turn"]])
            givers = [names[g] for g in view["givers"]]
            return ngettext("{givers} is choosing a card to give {player}",
                            "{givers} are choosing a card to give {player}", len(givers)).format(
                givers=_(" and ").join(givers), player=names[view["turn"]])
        if view["phase"] == "defend" and view["target"] is not None:
            hit = Drawing.hit_words(view["damage"], view.get("strikes", 0))
            if yours:
                return _("Your turn: defend against {player}'s attack of {hit}").format(
                    player=names[view["turn"]], hit=hit)
            return _("{target} is choosing a defence against {player}'s attack of {hit}").format(
                target=names[view["target"]], player=names[view["turn"]], hit=hit)
        return text

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view, self.names)
