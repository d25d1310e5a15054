"""The AI worker: a PyScript named worker ("ai") so a deep search never freezes the page.

boot.js starts it once the app is ready, with the same config as the page (local Pyodide, the
pygames wheel unpacked by "files"). Main-thread Python calls it asynchronously:

    from pyscript import workers
    ai = await workers["ai"]
    action = await ai.choose_action(json.dumps(save), seat, level)

Only plain values (str, int) cross the boundary. No SharedArrayBuffer is needed for this direction.
"""

import json


def choose_action(save_json: str, seat: int, level: int) -> str:
    """The AI's action string for `seat` at `level` in the match given as a JSON save."""
    # Imported here so the worker boots even while pygames.ai / load_match are being written.
    import pygames
    import pygames.ai

    match = pygames.load_match(json.loads(save_json))
    return pygames.ai.choose_action(match, seat, level)


def version() -> str:
    """The pygames version this worker runs (a cheap liveness check)."""
    import pygames

    return pygames.__version__


__export__ = ["choose_action", "version"]
