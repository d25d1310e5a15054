"""Small DOM helpers: HTML built as escaped strings, element lookup and event wiring."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

_PROXIES: list[Any] = []  # handlers must outlive the call that created them


def esc(text: Any) -> str:
    """Escape `text` for use inside HTML text or a quoted attribute."""
    return html.escape(str(text), quote=True)


def attrs(**values: Any) -> str:
    """Render keyword arguments as HTML attributes (data_x becomes data-x; False and None are left out)."""
    parts = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        parts.append(name if value is True else f'{name}="{esc(value)}"')
    return " ".join(parts)


def radio_items(name: str, choices: dict[Any, str], default: Any) -> str:
    """A set-up form's radio buttons `name`, one per choice (data-testid "<name>-<value>"), `default` on."""
    def radio(value: Any, text: str) -> str:
        box = attrs(type="radio", name=name, value=value, checked=value == default,
                    data_testid=f"{name}-{value}")
        return f'<label class="choice"><input {box}> {esc(text)}</label>'

    return "".join(radio(value, text) for value, text in choices.items())


def radio_fieldset(name: str, choices: dict[Any, str], default: Any, legend: str, extra: str = "") -> str:
    """`radio_items` in a fieldset with its legend (and `extra` HTML after the buttons)."""
    return f"<fieldset><legend>{esc(legend)}</legend>{radio_items(name, choices, default)}{extra}</fieldset>"


def checked_value(form: Any, name: str, default: Any) -> str:
    """The value of the set-up form's checked radio button `name`, or `default` when none is checked."""
    box = form.querySelector(f'input[name="{name}"]:checked')
    return str(box.value) if box else str(default)


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


def toast(message: str, kind: str = "info") -> None:
    """Show a short message at the bottom of the page."""
    box = by_id("toast")
    if box is None:  # the page has no toast area yet: add one, announced politely
        box = document.createElement("div")
        box.id = "toast"
        box.className = "toast"
        box.setAttribute("role", "status")
        box.setAttribute("aria-live", "polite")
        document.body.appendChild(box)
    box.textContent = message
    box.className = f"toast show {kind}"
    window.clearTimeout(getattr(toast, "timer", 0))
    toast.timer = window.setTimeout(create_once_callable(lambda *_: setattr(box, "className", "toast")), 4200)


def later(fn: Callable[[], Any], ms: int) -> None:
    """Call `fn()` once after `ms` milliseconds."""
    window.setTimeout(create_once_callable(lambda *_: fn()), ms)
