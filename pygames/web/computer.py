"""Computer moves for the page, worked out in the "ai" web worker so the page never freezes.

The worker gets the match as a save and answers with an action string. If the worker cannot be
reached (it failed to start, or the browser has no workers) the move is computed on the page instead,
which is slower to the eye but gives the same move: the computer's choices are seeded by the match.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from pygames.ai import choose_action

WORKER_WAIT_S = 30.0  # the worker boots its own Pyodide; a cold start takes a few seconds
_worker: Any = None
_worker_failed = False


async def _get_worker() -> Any:
    global _worker, _worker_failed
    if _worker is None and not _worker_failed:
        try:
            from pyscript import workers

            _worker = await asyncio.wait_for(workers["ai"], WORKER_WAIT_S)
        except Exception as error:  # noqa: BLE001 - any failure means: think on the page instead
            print(f"pygames: the AI worker is not available ({error}); thinking on the page")
            _worker_failed = True
    return _worker


async def computer_action(match: Any, seat: int, level: str) -> str:
    """The action the computer player `level` chooses for `seat`, computed off the page if possible."""
    worker = await _get_worker()
    if worker is not None:
        return str(await worker.choose_action(json.dumps(match.to_json()), seat, level))
    await asyncio.sleep(0)  # let the page draw "thinking" before the search blocks it
    return choose_action(match, seat, level)
