"""How a person turns, tilts, zooms and sizes the Gobblet board (a preference, never match state): the
keys and buttons that change it, one press's change, and the setting read back from storage, kept in
bounds. Pure: board.py keeps it in localStorage and applies it to the board."""

from __future__ import annotations

import json
from typing import Any

TILT_STEP, TILT_MAX = 15, 60  # degrees
ZOOM_STEP, ZOOM_MIN, ZOOM_MAX = 0.1, 0.6, 1.5
GROW_STEP, GROW_MIN, GROW_MAX = 0.1, 0.6, 1.5
DEFAULT_VIEW = {"quarter": 0, "tilt": 0, "zoom": 1.0, "grow": 1.0}

# key -> (view setting, change); the buttons of the view bar use the same names.
VIEW_KEYS = {"ArrowLeft": "left", "ArrowRight": "right", "ArrowUp": "up", "ArrowDown": "down",
             "-": "zoom-out", "=": "zoom-in", "_": "smaller", "+": "larger"}



# change -> (view setting, step, lowest, highest); rotation has no bounds
VIEW_STEPS = {
    "up": ("tilt", TILT_STEP, -TILT_MAX, TILT_MAX), "down": ("tilt", -TILT_STEP, -TILT_MAX, TILT_MAX),
    "zoom-in": ("zoom", ZOOM_STEP, ZOOM_MIN, ZOOM_MAX), "zoom-out": ("zoom", -ZOOM_STEP, ZOOM_MIN, ZOOM_MAX),
    "larger": ("grow", GROW_STEP, GROW_MIN, GROW_MAX), "smaller": ("grow", -GROW_STEP, GROW_MIN, GROW_MAX),
}


def changed_view(view: dict[str, Any], change: str) -> dict[str, Any]:
    """The view after one press of a view key or button."""
    view = dict(view)
    if change in ("left", "right"):
        view["quarter"] += -1 if change == "left" else 1
    elif change in VIEW_STEPS:
        name, step, low, high = VIEW_STEPS[change]
        view[name] = round(min(high, max(low, view[name] + step)), 2)
    elif change == "reset":
        view = dict(DEFAULT_VIEW)
    return view


def view_from(saved: str) -> dict[str, Any]:
    """The view setting stored as JSON text `saved`, each value in its bounds (the default view for text
    that is not a stored setting)."""
    try:
        stored = json.loads(saved)
        view = {key: type(value)(stored.get(key, value)) for key, value in DEFAULT_VIEW.items()}
        view["quarter"] %= 4
        view["tilt"] = min(TILT_MAX, max(-TILT_MAX, view["tilt"]))
        view["zoom"] = min(ZOOM_MAX, max(ZOOM_MIN, view["zoom"]))
        view["grow"] = min(GROW_MAX, max(GROW_MIN, view["grow"]))
        return view
    except Exception:  # noqa: BLE001 - no storage or a damaged preference: the default view
        return dict(DEFAULT_VIEW)
