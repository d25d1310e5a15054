"""The site's words in the reader's language: gettext catalogues, the current language and its switch.

Every string a player sees is written in English in the code, wrapped in `_()` (or `ngettext()` when it
depends on a count), and looked up in the current language's catalogue: the generic strings' `pygames/locale/
<lang>/LC_MESSAGES/pygames.po` and each game's own `pygames/games/<game>/locale/<lang>.po`, merged into one
`pygames/locale/<lang>/LC_MESSAGES/pygames.mo` by the build (tools/catalogue.py) and shipped in the wheel,
so the page reads it from the site's own origin with the stdlib `gettext`. A module-level constant that is
shown later is marked with `N_()` (extracted, not translated) and passed through `_()` where it is drawn.
English is the catalogue-less default. Counts go through ngettext so French gets its own plural rule.
"""

from __future__ import annotations

import gettext
from pathlib import Path

DOMAIN = "pygames"
LANGUAGES = ("en", "fr")  # English (the code's own words) first
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}  # each in its own language, for the switch
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
STORAGE_KEY = "pygames-lang"  # localStorage: the reader's choice (index.html reads it before Python)

_catalogues: dict[str, gettext.NullTranslations] = {}
_current = "en"


def catalogue(language: str) -> gettext.NullTranslations:
    """The compiled catalogue of `language` (English: none, the code's words); loud if it is missing."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}: expected one of {', '.join(LANGUAGES)}")
    if language not in _catalogues:
        _catalogues[language] = (gettext.NullTranslations() if language == "en"
                                 else gettext.translation(DOMAIN, LOCALE_DIR, [language]))
    return _catalogues[language]


def set_language(language: str) -> None:
    """Make `language` the one every later `_()` answers in."""
    global _current
    catalogue(language)
    _current = language


def language() -> str:
    """The current language's code ("en" or "fr")."""
    return _current


def choose(stored: str | None, preferred: list[str]) -> str:
    """The language to show: the reader's stored choice, else the first known of the browser's preferred
    languages ("fr-CA" counts as "fr"), else English."""
    if stored in LANGUAGES:
        return str(stored)
    for tag in preferred:
        code = str(tag).split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def _(message: str) -> str:
    """`message` in the current language."""
    return _translations().gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of `singular`/`plural` for the count `n` in the current language."""
    return _translations().ngettext(singular, plural, n)


def _translations() -> gettext.NullTranslations:
    # Every word of a move list goes through here: the loaded catalogue first, `catalogue`'s checks after.
    loaded = _catalogues.get(_current)
    return catalogue(_current) if loaded is None else loaded


def N_(message: str) -> str:
    """Mark `message` for the catalogue without translating it now (translate it where it is shown)."""
    return message
