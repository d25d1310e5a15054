"""Pure HTML helpers: markup built as escaped strings (no browser needed; pygames/web/dom.py wires events)."""

from __future__ import annotations

import html
from typing import Any

from pygames.core.i18n import LANGUAGE_NAMES, _, language


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


def gallery_item(picture: str, name: str, words: str = "", kind: str = "", label: str = "",
                 sep: str = ": ") -> str:
    """One picture of a rules page's gallery (named `label`, or `name`, for a screen reader), its name in
    bold and what it does (no caption without a name: the picture says it all); `kind` (data-kind) says
    which piece it shows."""
    said = label or name
    caption = f'<span class="gallery-words"><strong>{name}</strong>{sep + words if words else ""}</span>'
    return (f'<li class="gallery-item" {attrs(data_kind=kind or None)}>'
            f'<span class="gallery-pic" role="img" aria-label="{esc(said)}">{picture}</span>'
            f'{caption if name else ""}</li>')


def gallery(items: list[str], label: str, kind: str = "") -> str:
    """A rules page's gallery: pictures that wrap to the width of the screen (`kind` names its class)."""
    return f'<ul class="rules-gallery {esc(kind)}" aria-label="{esc(label)}">{"".join(items)}</ul>'


def sentence(text: str) -> str:
    """`text` as a sentence: its first letter a capital, and a full stop unless it ends one already."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "?", "!")) else text + "."


def language_switch() -> str:
    """The language buttons (each language named in itself); the current one is pressed."""
    buttons = "".join(
        f'<button type="button" {attrs(class_="lang-choice", data_act="language", data_lang=code, lang=code)}'
        f' aria-pressed="{"true" if code == language() else "false"}">{esc(name)}</button>'
        for code, name in LANGUAGE_NAMES.items())
    return f'<div class="lang-switch" role="group" aria-label="{esc(_("Language"))}">{buttons}</div>'
