"""A computer move scheduled before a rewind is dropped, even when its task had not started yet."""

from __future__ import annotations

import asyncio
import types
from typing import Any
from unittest import mock

from browser_stand_ins import web_modules


def _turns_module() -> Any:
    """pygames.web.play_turns, imported with no browser here."""
    return web_modules("play_turns")[0]


class _Table:
    """A table whose seat 0 is the computer's, to act at ply 3 (the page reads no Match)."""

    ply = moves = 3

    def computers_due(self, resume: bool = False) -> list[int]:
        return [0]

    def is_computer(self, seat: int) -> bool:
        return seat == 0

    def actors(self) -> tuple[int, ...]:
        return (0,)

    def knowledge(self, seat: int) -> str:
        return "what seat 0 may know"


def _page(played: list[tuple[str, int]]) -> Any:
    return types.SimpleNamespace(closed=False, table=_Table(), render=lambda: None,
                                 level_of=lambda seat: "ok", after_change=lambda: None,
                                 apply=lambda action, seat: played.append((action, seat)))


def _run(turns_module: Any, steps: Any, asked: list[Any]) -> None:
    async def computer_action(knowledge: Any, seat: int, level: str) -> str:
        asked.append((knowledge, seat, level))
        return "a1"

    async def scenario() -> None:
        with mock.patch.object(turns_module, "computer_action", computer_action), \
                mock.patch.object(turns_module, "computer_pause_s", lambda: 0.0):
            steps()
            for _ in range(5):
                await asyncio.sleep(0)

    asyncio.run(scenario())


def test_a_rewind_between_scheduling_and_the_task_start_drops_the_computer_move():
    play_turns = _turns_module()
    turns = play_turns.ComputerTurns(_page([]))
    asked: list[Any] = []
    # The task is queued, not yet run; a rewind comes first.
    _run(play_turns, lambda: (turns.schedule(), turns.stop()), asked)
    assert asked == [] and turns.thinking is None


def test_the_computer_plays_from_the_tables_knowledge_of_its_seat():
    play_turns = _turns_module()
    played: list[tuple[str, int]] = []
    turns = play_turns.ComputerTurns(_page(played))
    asked: list[Any] = []
    _run(play_turns, turns.schedule, asked)
    assert asked == [("what seat 0 may know", 0, "ok")] and played == [("a1", 0)] and turns.thinking is None


def test_a_move_for_a_position_that_changed_meanwhile_is_not_played():
    play_turns = _turns_module()
    played: list[tuple[str, int]] = []
    page = _page(played)
    turns = play_turns.ComputerTurns(page)

    def schedule_then_news() -> None:
        turns.schedule()
        page.table.ply = 4  # the host's news arrived while the computer thought

    _run(play_turns, schedule_then_news, [])
    assert played == [] and turns.thinking is None
