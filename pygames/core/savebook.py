"""The book of saved games kept in a key-value store (the browser's localStorage, or a dict in tests).

Each save lives under its own key, so one corrupted entry never spoils the others; an index lists them
for the home page. Every read is checked: a damaged entry is reported by id and left for the player to
delete, never silently dropped.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from typing import Protocol

from pygames.core.errors import BadSave
from pygames.core.match import Match
from pygames.core.saves import load_match

PREFIX = "pygames:"
INDEX_KEY = PREFIX + "index"
LAST_KEY = PREFIX + "last"
MAX_IMPORT_BYTES = 1_000_000


class Store(Protocol):
    """The part of the Web Storage API the book needs."""

    def getItem(self, key: str) -> str | None: ...  # noqa: N802 - the Web Storage API's names
    def setItem(self, key: str, value: str) -> None: ...  # noqa: N802
    def removeItem(self, key: str) -> None: ...  # noqa: N802


class MemoryStore:
    """A dict that speaks the Web Storage API, for tests and for browsers with storage turned off."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:  # noqa: N802
        """Return the value under `key`, or None."""
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        """Store `value` under `key`."""
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        """Forget `key`."""
        self.items.pop(key, None)


@dataclass
class Entry:
    """One line of the book: a save's id and what the home page shows of it."""

    id: str
    game: str
    title: str
    updated: float
    status: str


class SaveBook:
    """Saved matches by id in a Store, with an index and the id of the last match played."""

    def __init__(self, store: Store):
        self.store = store

    def entries(self) -> list[Entry]:
        """The saved games, most recently played first (a damaged index counts as empty)."""
        try:
            raw = json.loads(self.store.getItem(INDEX_KEY) or "[]")
            entries = [Entry(**item) for item in raw]
        except (ValueError, TypeError):
            return []
        return sorted(entries, key=lambda e: e.updated, reverse=True)

    def new_id(self) -> str:
        """A fresh save id."""
        return f"{int(time.time() * 1000):x}{random.getrandbits(24):06x}"

    def put(self, save_id: str, match: Match, title: str, status: str) -> None:
        """Write `match` under `save_id` and list it first."""
        self.store.setItem(PREFIX + "save:" + save_id, json.dumps(match.to_json(), separators=(",", ":")))
        entries = [e for e in self.entries() if e.id != save_id]
        entries.insert(0, Entry(save_id, match.game.id, title, time.time(), status))
        self._write_index(entries)
        self.store.setItem(LAST_KEY, save_id)

    def get(self, save_id: str) -> Match:
        """Restore the match saved under `save_id`, or raise BadSave saying why."""
        text = self.store.getItem(PREFIX + "save:" + save_id)
        if text is None:
            raise BadSave(f"there is no saved game {save_id!r}")
        return load_match(text)

    def raw(self, save_id: str) -> str | None:
        """The stored text of a save, for export."""
        return self.store.getItem(PREFIX + "save:" + save_id)

    def delete(self, save_id: str) -> None:
        """Forget one save; the others are untouched."""
        self.store.removeItem(PREFIX + "save:" + save_id)
        self._write_index([e for e in self.entries() if e.id != save_id])
        if self.last_id() == save_id:
            self.store.removeItem(LAST_KEY)

    def last_id(self) -> str | None:
        """The id of the match played last, if it is still in the book."""
        last = self.store.getItem(LAST_KEY)
        return last if last and any(e.id == last for e in self.entries()) else None

    def import_text(self, text: str, status: str = "imported") -> tuple[str, Match]:
        """Check an exported save and add it as a new entry; raise BadSave and add nothing if it is bad."""
        if len(text) > MAX_IMPORT_BYTES:
            raise BadSave("the file is too large to be a pygames save")
        match = load_match(text)
        save_id = self.new_id()
        self.put(save_id, match, str(match.meta.get("title") or match.game.title), status)
        return save_id, match

    def _write_index(self, entries: list[Entry]) -> None:
        self.store.setItem(INDEX_KEY, json.dumps([e.__dict__ for e in entries], separators=(",", ":")))


def export_text(match: Match) -> str:
    """The text of an exported save file (readable JSON)."""
    return json.dumps(match.to_json(), indent=1)

