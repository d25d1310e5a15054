"""The Yacht board on the page: its pure logic (pygames/games/yacht/ui.py) through the generic adapter,
plus what the play page asks of every board and the two events it does not forward: the command field's
submit and the focus moving onto a die or a box (each row is one Tab stop). The hint, worked out by the
optimal player over the Table's match, is the one job the logic asks of the board.
"""

from __future__ import annotations

import time
from typing import Any

from pygames.core.i18n import N_
from pygames.core.match import Match
from pygames.games.yacht.drawing import move_items, result_text
from pygames.games.yacht.ui import LOGIC
from pygames.web.dom import by_id, closest, data_of, on
from pygames.web.logic_board import LogicBoard


class YachtBoard(LogicBoard):
    """The dice, the scorecard and the command field, played through TrayLogic."""

    logic = LOGIC
    # The peer page's status while both browsers draw the roll (shown through _()).
    chance_words = (N_("Rolling the dice"), N_("The roll"))

    def attach(self, area: Any) -> None:
        """Take the board area, its command form and its focus; a live region of its own for the Yacht
        cheer beside it (the page's announcements speak of moves)."""
        super().attach(area)
        on(area, "submit", self.on_submit)
        on(area, "focusin", self.on_focus)
        area.insertAdjacentHTML("afterend", '<p class="sr-only" id="yacht-cheer" aria-live="polite" '
                                            'data-testid="yacht-cheer"></p>')
        self.said = by_id("yacht-cheer")

    def on_submit(self, event: Any) -> None:
        """The command field: its text goes to the logic."""
        event.preventDefault()
        event.stopPropagation()  # the app's own submit handler is for the set-up form
        field = event.target.querySelector("input")
        self.follow(self.press("command", {"text": str(field.value or "")}))

    def on_focus(self, event: Any) -> None:
        """A die or a box took focus."""
        target = closest(event, "[data-die], .yacht-pot")
        if target is not None:
            self.follow(self.press("focus", data_of(target)))

    def work(self, job: str) -> Any:
        """The hint: every choice ranked by its expected final score (the first also decodes the tables)."""
        from pygames.games.yacht.ai import load_tables, ranked_choices

        ui = self.ui
        if job != "hint" or ui.hint != {"ply": ui.ply}:
            return None
        started = time.perf_counter()
        load_tables(ui.view["options"]["joker"])
        loaded = time.perf_counter()
        knowledge = self.page.table.knowledge(self.page.acting_seat or 0)
        assert isinstance(knowledge, Match)  # Yacht hides nothing: every table keeps the match
        choices = ranked_choices(knowledge.state)
        done = time.perf_counter()
        # The timings are shown to nobody; bench/yacht_browser.py reads them from the panel.
        return {"ply": ui.ply, "choices": choices, "ms": (done - loaded) * 1000,
                "load_ms": (loaded - started) * 1000}

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view, self.names)

    def move_items(self, records: list[tuple[int, int, str]], current: int) -> str:
        """The move list by turn: a heading where a seat's turn starts, then each roll and decision."""
        return move_items(records, current, self.names)
