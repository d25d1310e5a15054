"""A computer move scheduled before a rewind is dropped, even when its task had not started yet."""

from __future__ import annotations

import asyncio
import importlib
import sys
import types
from typing import Any
from unittest import mock


def _play_module() -> Any:
    """pygames.web.play imported against stand-ins for `pyscript` and `pyodide` (no browser here)."""
    return _web_module("play")


def _web_module(name: str) -> Any:
    """pygames.web.`name` imported against stand-ins for `pyscript` and `pyodide` (no browser here)."""
    browser = {"pyscript": mock.MagicMock(), "pyodide": mock.MagicMock(), "pyodide.ffi": mock.MagicMock()}
    with mock.patch.dict(sys.modules, browser):  # restores sys.modules as it was afterwards
        for loaded in [loaded for loaded in sys.modules if loaded.startswith("pygames.web.")]:
            sys.modules.pop(loaded)
        return importlib.import_module(f"pygames.web.{name}")


class _Table:
    ply = 3
    match = types.SimpleNamespace(history=[1, 2, 3])

    def computers_due(self, resume: bool = False) -> list[int]:
        return [0]


def test_a_rewind_between_scheduling_and_the_task_start_drops_the_computer_move():
    play = _play_module()
    page = object.__new__(play.PlayPage)
    page.closed, page.thinking, page.turn_token = False, None, 0
    page.table = _Table()
    page.render = lambda: None
    page.level_of = lambda seat: "ok"
    asked: list[int] = []

    async def computer_action(match: Any, seat: int, level: str) -> str:
        asked.append(seat)
        return "a1"

    async def scenario() -> None:
        with mock.patch.object(play, "computer_action", computer_action):
            page.schedule_computer()  # the task is queued, not yet run
            page.stop_thinking()  # a rewind comes first
            for _ in range(5):
                await asyncio.sleep(0)

    asyncio.run(scenario())
    assert asked == []


def test_a_guests_computer_move_dropped_between_scheduling_and_the_task_start_is_not_made():
    """The same race at a guest's table (its auto-play turned off, say, before the task first runs)."""
    peer = _web_module("peer")
    page = object.__new__(peer.PeerPage)
    page.role, page.closed, page.thinking, page.turn_token = peer.GUEST_ROLE, False, None, 0
    page.table = _Table()
    page.table.knowledge = lambda seat: {"seat": seat}  # type: ignore[attr-defined]
    page.render = lambda: None
    page.level_of = lambda seat: "ok"
    asked: list[int] = []

    async def computer_action(sight: Any, seat: int, level: str) -> str:
        asked.append(seat)
        return "a1"

    async def scenario() -> None:
        with mock.patch.object(peer, "computer_action", computer_action):
            page.schedule_computer()  # the task is queued, not yet run
            page.stop_thinking()  # what turning the seat's auto-play off does, before the task runs
            for _ in range(5):
                await asyncio.sleep(0)

    asyncio.run(scenario())
    assert asked == []
