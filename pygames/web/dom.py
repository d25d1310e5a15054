"""Small DOM helpers: element lookup, event wiring and toasts (the pure HTML helpers are in html.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

# Re-exported: the boards imported them from here before html.py existed.
from pygames.web.html import attrs, checked_value, esc, radio_fieldset, radio_items  # noqa: F401

_PROXIES: list[Any] = []  # handlers must outlive the call that created them


def by_id(element_id: str) -> Any:
    """The element with id `element_id` (or None)."""
    return document.getElementById(element_id) or None  # JS null arrives as a falsy JsNull


def on(target: Any, event: str, handler: Callable[[Any], Any]) -> None:
    """Call `handler(event)` for every `event` on `target`, for the life of the page."""
    proxy = create_proxy(handler)
    _PROXIES.append(proxy)
    target.addEventListener(event, proxy)


def closest(event: Any, selector: str) -> Any:
    """The nearest element matching `selector` from the event's target upwards, or None."""
    target = event.target
    found = target.closest(selector) if target and hasattr(target, "closest") else None
    return found or None  # JS null arrives as a falsy JsNull, not None


def data(element: Any, name: str) -> str | None:
    """The element's data-`name` attribute, or None when it has none."""
    value = element.getAttribute(f"data-{name}")
    return str(value) if value else None  # a missing attribute is JS null: falsy


def need(element: Any, name: str) -> str:
    """The element's data-`name` attribute, which the page drew on it (a ValueError if it has none)."""
    value = data(element, name)
    if value is None:
        raise ValueError(f"the element has no data-{name}")
    return value


def body_child(tag: str, element_id: str, class_name: str, attributes: dict[str, str]) -> Any:
    """The element `element_id`, made once as a `tag` at the end of the body (outside any redrawn area)."""
    element = by_id(element_id)
    if element is None:
        element = document.createElement(tag)
        element.id = element_id
        element.className = class_name
        for name, value in attributes.items():
            element.setAttribute(name, value)
        document.body.appendChild(element)
    return element


_toast_timer = 0


def toast(message: str, kind: str = "info") -> None:
    """Show a short message at the bottom of the page."""
    # the page has no toast area until the first toast: add one, announced politely
    box = body_child("div", "toast", "toast", {"role": "status", "aria-live": "polite"})
    box.textContent = message
    box.className = f"toast show {kind}"
    global _toast_timer
    window.clearTimeout(_toast_timer)
    hide = create_once_callable(lambda *_: setattr(box, "className", "toast"))
    _toast_timer = window.setTimeout(hide, 4200)


def later(fn: Callable[[], Any], ms: int) -> None:
    """Call `fn()` once after `ms` milliseconds."""
    window.setTimeout(create_once_callable(lambda *_: fn()), ms)


def switched(name: str, default: float) -> float:
    """`default`, unless a test page set `window.<name>` before the page's scripts ran.

    The e2e fixtures set such switches (all named pygamesTest…) to shorten waits a person needs; the
    site itself never sets one, so a person always gets `default`.
    """
    value = getattr(window, name, None)
    return default if value is None else float(value)


def data_of(element: Any) -> dict[str, str]:
    """Every data-* attribute of `element`, by its name after "data-"."""
    return {str(a.name)[5:]: str(a.value) for a in element.attributes if str(a.name).startswith("data-")}


def focus_inside(area: Any) -> dict[str, str] | None:
    """The data-* attributes of the focused element when it lies inside `area` (else None)."""
    active = document.activeElement
    return data_of(active) if active and area.contains(active) else None


def focus_on_body() -> bool:
    """True when nothing has the focus (it rests on the page's body)."""
    return bool(document.activeElement == document.body)
