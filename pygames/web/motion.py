"""The last move on the board: marks on the places it touched, and the moved piece gliding there.

A board says which places the last action touched (`last_move(seat, action)` -> CSS selectors, from
and to) and marks its pieces with `data-piece`. Before a redraw the page notes where the piece sat
(`where`), after it flies a copy of the piece from there to its new place (FLIP: first, last, invert,
play). The copy is fixed-positioned above the page, so nothing in the layout moves; the real piece is
hidden while the copy flies. People who ask their system for less motion get the marks only.
"""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_once_callable, to_js
from pyscript import document, window

GLIDE_MS = 280
MARKS = ("last-move", "last-from", "last-to")


def _piece(area: Any, selector: str) -> Any:
    """The piece drawn at `selector` (the place itself if it has no `data-piece` inside)."""
    place = area.querySelector(selector)
    if not place:
        return None
    inner = place.querySelector("[data-piece]")
    return inner or place


def where(area: Any, selector: str) -> tuple[float, float, float, float] | None:
    """(left, top, width, height) on screen of the piece at `selector`, or None."""
    piece = _piece(area, selector)
    if piece is None:
        return None
    rect = piece.getBoundingClientRect()
    return (float(rect.left), float(rect.top), float(rect.width), float(rect.height))


def mark(area: Any, selectors: tuple[str, ...]) -> None:
    """Mark the places the last move touched (the first one it left, the last one it reached)."""
    for old in area.querySelectorAll(".last-move"):
        old.classList.remove(*MARKS)
    for index, selector in enumerate(selectors):
        place = area.querySelector(selector)
        if not place:
            continue
        place.classList.add("last-move")
        if len(selectors) > 1:
            place.classList.add("last-from" if index == 0 else "last-to" if index == len(selectors) - 1
                                else "last-move")


def calm() -> bool:
    """True when the person asked their system for reduced motion."""
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def glide(area: Any, selector: str, start: tuple[float, float, float, float]) -> bool:
    """Fly the piece now at `selector` from `start` to where it is drawn; False if there is nothing to fly."""
    piece = _piece(area, selector)
    if piece is None or calm():
        return False
    rect = piece.getBoundingClientRect()
    if rect.width <= 0 or (abs(rect.left - start[0]) < 1 and abs(rect.top - start[1]) < 1):
        return False
    copy = piece.cloneNode(True)
    copy.removeAttribute("data-piece")
    copy.classList.add("gliding")
    copy.setAttribute("aria-hidden", "true")
    style = copy.style
    for name, value in (("position", "fixed"), ("left", f"{rect.left}px"), ("top", f"{rect.top}px"),
                        ("width", f"{rect.width}px"), ("height", f"{rect.height}px"), ("margin", "0"),
                        ("transform-origin", "0 0"), ("z-index", "40"), ("pointer-events", "none")):
        style.setProperty(name, value)
    document.body.appendChild(copy)
    piece.style.visibility = "hidden"
    dx, dy = start[0] - rect.left, start[1] - rect.top
    scale = start[2] / rect.width if start[2] > 0 else 1
    frames = [{"transform": f"translate({dx:.1f}px, {dy:.1f}px) scale({scale:.3f})"}, {"transform": "none"}]
    timing = {"duration": GLIDE_MS, "easing": "cubic-bezier(.3,.7,.3,1)"}
    flight = copy.animate(to_js(frames, dict_converter=window.Object.fromEntries),
                          to_js(timing, dict_converter=window.Object.fromEntries))
    area.setAttribute("data-gliding", selector)
    area.setAttribute("data-glides", str(int(area.getAttribute("data-glides") or 0) + 1))

    def land(*_: Any) -> None:
        copy.remove()
        piece.style.visibility = ""
        if area.getAttribute("data-gliding") == selector:
            area.removeAttribute("data-gliding")

    flight.onfinish = create_once_callable(land)
    return True
