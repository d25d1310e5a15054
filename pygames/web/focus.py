"""Keeping keyboard focus where the player is while the board is redrawn (pure Python, tested by pytest).

A board redraws by replacing its HTML, which drops the focused control: without help, focus falls
back to the page body after every move and a keyboard player starts over with Tab. Before a redraw the
page notes which control had focus by its identifying data attributes; afterwards it focuses the
control with the same attributes, or, when that one is gone (a scored box, a piece that left), the
board's first control that can act.
"""

from __future__ import annotations

# Attributes that name a control for what it does, not where it happens to be in the HTML.
IDENTIFYING = ("data-act", "data-square", "data-reserve", "data-colour", "data-die", "data-box", "data-seat",
               "data-card", "data-drink", "data-napkin", "data-cell", "data-action")
# Where focus goes when the control it was on is gone: something in the board that can act now.
FALLBACK = ("#board-area [data-focus-home]:not(:disabled), #board-area button:not(:disabled), "
            "#board-area input:not(:disabled), #board-area [tabindex='0']")


def _quoted(value: str) -> str:
    """`value` as a double-quoted CSS attribute value."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def selector_for(attributes: dict[str, str]) -> str | None:
    """A CSS selector that finds the same control after a redraw, or None if nothing names it."""
    if attributes.get("id"):
        return f"[id={_quoted(attributes['id'])}]"
    parts = [f"[{name}={_quoted(attributes[name])}]" for name in IDENTIFYING if attributes.get(name)]
    return "#board-area " + "".join(parts) if parts else None
