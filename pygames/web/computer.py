"""Computer moves for the page, worked out in the "ai" web worker so the page never freezes.

The worker (site/js/ai_worker.mjs, started by site/js/boot.js) gets the match as a save and answers with
an action string. If the worker cannot be reached (it failed to start, or the browser has no workers)
the move is computed on the page instead, in slices that give the page back to the browser between them
when the level registered a sliced search (`pygames.ai.register_level(..., sliced=...)`), so the page
keeps answering either way. A game with secrets sends the worker only the seat's sight (its view, legal
actions and records), never the match; a peer guest, which holds no match of such a game, passes that
Sight itself.

Every move's thinking time is logged for benchmarks and tests: `window.pygamesTimings` gets
{game, options, level, seat, ply, where, start, ms} (start and ms in performance.now() units).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from pygames.ai import choose_action, choose_for, sliced_search, worker_payload
from pygames.core.sight import Sight

WORKER_WAIT_S = 30.0  # the worker boots its own Pyodide; a cold start takes a few seconds
SLICE_S = 0.03  # the longest piece of search on the page between two looks at the event loop
_worker: Any = None
_worker_failed = False


async def _get_worker() -> Any:
    global _worker, _worker_failed
    if _worker is None and not _worker_failed:
        try:
            from pyscript import window

            # site/js/boot.js: a promise of the worker's calls, None when it could not start.
            _worker = await asyncio.wait_for(window.pygamesAi, WORKER_WAIT_S)
            if _worker is None:
                raise RuntimeError("it did not start")
        except Exception as error:  # noqa: BLE001 - any failure means: think on the page instead
            print(f"pygames: the AI worker is not available ({error}); thinking on the page")
            _worker_failed = True
    return _worker


async def computer_action(match: Any, seat: int, level: str) -> str:
    """The action the computer player `level` chooses for `seat` (from a Match, or the seat's Sight),
    computed off the page if possible."""
    from pyscript import window

    start = window.performance.now()
    # The position is taken now, before the first await: a rewind while the worker is being reached
    # must not send it a later position in which `seat` may no longer act (the answer is dropped anyway).
    known = {"sight": match.to_json()} if isinstance(match, Sight) else worker_payload(match, seat)
    payload = json.dumps(known)
    worker = await _get_worker()
    if worker is not None:
        action, where = str(await worker.choose_action(payload, seat, level)), "worker"
    else:
        action, where = await _think_on_page(match, seat, level), "page"
    _log_timing(window, match, seat, level, where, start)
    return action


async def _think_on_page(match: Any, seat: int, level: str) -> str:
    """The computer's move computed on the page, yielding to the browser between search slices."""
    await asyncio.sleep(0)  # let the page draw "thinking" first
    if isinstance(match, Sight):
        return choose_for(match, seat, level)
    search = sliced_search(match, seat, level)
    if search is None:
        return choose_action(match, seat, level)
    while not search.step(max_seconds=SLICE_S):
        await asyncio.sleep(0)
    return search.best


def _log_timing(window: Any, match: Any, seat: int, level: str, where: str, start: float) -> None:
    from pyodide.ffi import to_js

    if not window.Array.isArray(getattr(window, "pygamesTimings", None)):
        window.pygamesTimings = window.Array.new()
    entry = {"game": match.game.id, "options": json.dumps(match.options, sort_keys=True), "level": level,
             "seat": seat, "ply": match.ply, "where": where, "start": start,
             "ms": window.performance.now() - start}
    window.pygamesTimings.push(to_js(entry, dict_converter=window.Object.fromEntries))
