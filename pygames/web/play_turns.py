"""The computer's turns on the play page: one move worked out at a time, from what its seat may know.

The same loop serves every table: at this screen and at a host the computer reads the match
(`table.knowledge`), at a guest only the seat's own knowledge; its move is proposed as a person's
would be. A move still being worked out is dropped when the game moved on meanwhile (a rewind, the
host's news) or the seat's Auto-play was switched off.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from pyscript import window

from pygames.core.i18n import _
from pygames.web.computer import computer_action
from pygames.web.dom import switched, toast

COMPUTER_PAUSE_S = 0.45  # so a person can follow the computer's moves
# The e2e fixtures set this on window (a Playwright init script) to skip the pause; the site never does.
TEST_PAUSE_SWITCH = "pygamesTestComputerPauseS"


def computer_pause_s() -> float:
    """The least time a computer move takes on screen: COMPUTER_PAUSE_S, unless a test page set the switch."""
    return switched(TEST_PAUSE_SWITCH, COMPUTER_PAUSE_S)


class ComputerTurns:
    """The play page's computer player: `thinking` is the ply it works on (None when idle)."""

    def __init__(self, page: Any) -> None:
        self.page = page  # the play page: its table, level_of, apply, render, after_change and closed
        self.thinking: int | None = None
        self.token = 0  # bumped to drop a computer move that is still being worked out

    def schedule(self, resume: bool = False) -> None:
        """Start the computer's turn if a computer seat may act (in a rewound game only on `resume`)."""
        page = self.page
        if page.closed or self.thinking is not None:
            return
        due = page.table.computers_due(resume)
        if not due:
            return
        self.thinking = page.table.ply
        self.token += 1
        page.render()
        # The token is taken here, not when the task first runs: a rewind in between must make it stale.
        asyncio.ensure_future(self.turn(due[0], page.table.ply, page.table.moves, self.token))

    def stop(self) -> None:
        """Drop the computer move being worked out (its answer will be ignored)."""
        if self.thinking is not None:
            self.thinking = None
            self.token += 1

    def stale(self, seat: int, ply: int, moves: int) -> bool:
        """True if the position or the seat's player changed since the move was asked for."""
        table = self.page.table
        return (table.ply != ply or table.moves != moves or not table.is_computer(seat)
                or seat not in table.actors())

    async def turn(self, seat: int, ply: int, moves: int, token: int) -> None:
        """Ask the computer for a move and play it, unless the game or the seat changed meanwhile."""
        page = self.page
        started = time.monotonic()
        if page.closed or token != self.token:
            return  # rewound or closed between scheduling and this task's first step
        try:
            action = await computer_action(page.table.knowledge(seat), seat, page.level_of(seat))
            await asyncio.sleep(max(0.0, computer_pause_s() - (time.monotonic() - started)))
            if page.closed or token != self.token:
                return
            self.thinking = None
            if self.stale(seat, ply, moves):  # the other side's news came first: look again
                page.after_change()
                return
            page.apply(action, seat)
        except Exception as error:  # noqa: BLE001 - shown to the person; the match is unchanged
            if token == self.token and not page.closed:
                self.thinking = None
                page.render()
                toast(_("The computer could not move: {error}").format(error=error), "error")
                window.console.warn(f"computer move failed: {error!r}")
            return
        page.after_change()
