"""Errors a player or a save can run into, each a ValueError with a message that says what was wrong."""

from __future__ import annotations

from typing import Any


def showable(text: str) -> str:
    """`text` with each unpaired surrogate made U+FFFD, so it encodes as UTF-8 (a split pair is joined)."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


class _Told(ValueError):
    """An error whose message a page shows: hostile input it echoes cannot carry an unpaired surrogate."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*(showable(arg) if isinstance(arg, str) else arg for arg in args))


class IllegalAction(_Told):
    """An action that the rules do not allow at this point; the match is left unchanged."""


class BadSave(_Told):
    """Save data that cannot be restored: corrupted, foreign, of a newer version, or replaying illegally."""
