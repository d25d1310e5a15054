"""The AI worker's Python: imported by site/js/ai_worker.mjs (a module Web Worker with its own Pyodide)
so a deep search never freezes the page.

boot.js starts it once the app is ready; the worker starts Python from the build's memory snapshot
(as the page does, through js/python.mjs), then unpacks the files of pyscript-worker.json (the
pygames wheel, the lazy data) as PyScript would. Main-thread Python calls it asynchronously:

    from pyscript import window
    ai = await window.pygamesAi
    action = await ai.choose_action(json.dumps(pygames.ai.worker_payload(match, seat)), seat, level)

Only plain values (str, int) cross the boundary. No SharedArrayBuffer is needed for this direction.
"""

import json


def choose_action(payload_json: str, seat: int, level: str) -> str:
    """The AI's action string for `seat` at `level`, from what the page sent: a save, or a seat's sight
    in a game with secrets (never the whole state)."""
    # Imported here so the worker boots fast and answers `version` before the AI is loaded.
    import pygames.ai

    return pygames.ai.choose_from_payload(json.loads(payload_json), seat, level)


def version() -> str:
    """The pygames version this worker runs (a cheap liveness check)."""
    import pygames

    return pygames.__version__

