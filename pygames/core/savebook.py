"""The book of saved games kept in a key-value store (the browser's localStorage, or a dict in tests).

Each save lives under its own key, so one corrupted entry never spoils the others; an index lists them
for the home page. Every read is checked: a damaged entry is reported by id and left for the player to
delete, never silently dropped.

Two tabs on one save: every write bumps the save's revision, and a page that writes names the revision
it last read or wrote. A write over a newer revision (another tab played on) is refused with
SaveConflict, so no tab silently overwrites another's moves; the page reloads the save instead.
An imported file that is already in the book (same game, settings and moves) is not added twice.

Export of a game with hidden cards is withheld until the game is over: a save holds every card dealt, so
the file would show every hand in one step (the hot-seat neighbour's, a host's guests'). Saves of such a
game stay in the browser that played them; the book's index marks them "sealed" so the home page (the
JavaScript one too) draws their Export button as unavailable, saying why.

Next to a save, the book keeps the last screen its page drew (a "board snapshot": the play area's HTML,
with the save's revision and the site's version), so a reload shows the board before Python is ready
(site/js/pages.js). Only the MAX_SNAPSHOTS saves played last keep one, so the snapshots never crowd the
saves out of the browser's storage.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from pygames.core.errors import BadSave
from pygames.core.i18n import N_, _
from pygames.core.match import Match
from pygames.core.saves import load_match

PREFIX = "pygames:"
INDEX_KEY = PREFIX + "index"
LAST_KEY = PREFIX + "last"
SNAPSHOT_PREFIX = PREFIX + "shot:"  # site/js/pages.js reads these keys
LESSON_PREFIX = PREFIX + "lesson:"  # the step a game's lesson (pygames.web.lesson) was left at
MAX_SNAPSHOTS = 8
MAX_IMPORT_BYTES = 1_000_000


class SaveConflict(ValueError):
    """A write over a save that another tab (or window) has changed since this one read it."""


class ExportWithheld(ValueError):
    """An export of an unfinished game with hidden cards: the file would show every player's hand."""


WITHHELD = N_("Export opens once the game is over: the file would show every player's hand, "
              "and the game keeps them hidden until the end.")


def sealed(match: Match) -> bool:
    """True while `match` may not be exported: a game with hidden cards that is not over."""
    return bool(match.game.hidden_information) and not match.is_over


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
    fingerprint: str = ""  # the game, settings and moves of the save, to spot a second import
    sealed: bool = False  # an unfinished game with hidden cards: no export (see `sealed`)


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

    def revision(self, save_id: str) -> int:
        """How many times `save_id` has been written (0 if never, or if the count is damaged)."""
        text = self.store.getItem(PREFIX + "rev:" + save_id) or "0"
        return int(text) if text.isdigit() else 0

    def put(self, save_id: str, match: Match, title: str, status: str, revision: int | None = None) -> int:
        """Write `match` under `save_id`, list it first and return its new revision.

        With `revision` (the one this page last read or wrote), raise SaveConflict and write nothing if
        the stored save has moved on since.
        """
        current = self.revision(save_id)
        if revision is not None and revision != current:
            raise SaveConflict("this game was continued in another tab or window")
        save = match.to_json()
        self.store.setItem(PREFIX + "save:" + save_id, json.dumps(save, separators=(",", ":")))
        self.store.setItem(PREFIX + "rev:" + save_id, str(current + 1))
        entries = [e for e in self.entries() if e.id != save_id]
        entries.insert(0, Entry(save_id, match.game.id, title, time.time(), status, fingerprint(save),
                                sealed(match)))
        self._write_index(entries)
        self.store.setItem(LAST_KEY, save_id)
        for old in entries[MAX_SNAPSHOTS:]:
            self.store.removeItem(SNAPSHOT_PREFIX + old.id)
        return current + 1

    def put_snapshot(self, save_id: str, revision: int, html: str, version: str) -> None:
        """Keep `html`, the screen drawn from revision `revision` of `save_id`, for the next load to show."""
        shot = {"v": version, "rev": revision, "html": html}
        self.store.setItem(SNAPSHOT_PREFIX + save_id, json.dumps(shot, separators=(",", ":")))

    def get(self, save_id: str) -> Match:
        """Restore the match saved under `save_id`, or raise BadSave saying why."""
        text = self.raw(save_id)
        if text is None:
            raise BadSave(_("there is no saved game {id}").format(id=repr(save_id)))
        return load_match(text)

    def raw(self, save_id: str) -> str | None:
        """The stored text of a save, for export (None when there is none)."""
        text = self.store.getItem(PREFIX + "save:" + save_id)
        return text if isinstance(text, str) else None  # the browser's missing item is JS null, not None

    def delete(self, save_id: str) -> None:
        """Forget one save; the others are untouched."""
        self.store.removeItem(PREFIX + "save:" + save_id)
        self.store.removeItem(PREFIX + "rev:" + save_id)
        self.store.removeItem(SNAPSHOT_PREFIX + save_id)
        self._write_index([e for e in self.entries() if e.id != save_id])
        if self.last_id() == save_id:
            self.store.removeItem(LAST_KEY)

    def last_id(self) -> str | None:
        """The id of the match played last, if it is still in the book."""
        last = self.store.getItem(LAST_KEY)
        return last if last and any(e.id == last for e in self.entries()) else None

    def lesson_step(self, game_id: str) -> int:
        """The step `game_id`'s lesson was left at (0 if never opened, or if the note is damaged)."""
        text = self.store.getItem(LESSON_PREFIX + game_id)
        return int(text) if isinstance(text, str) and text.isdigit() else 0

    def keep_lesson_step(self, game_id: str, step: int) -> None:
        """Remember that `game_id`'s lesson is at `step`, for the next visit to resume it there."""
        self.store.setItem(LESSON_PREFIX + game_id, str(step))

    def import_text(self, text: str,
                    status: str | Callable[[Match], str] = "imported") -> tuple[str, Match, bool]:
        """Check an exported save and add it; raise BadSave and add nothing if it is bad.

        Returns (save id, match, added): a save already in the book (same game, settings and moves) is
        not added again, and its id is returned with added False. `status` may be worked out from the
        match, so an imported game is listed as what it is ("Red to move", "Yellow won").
        """
        if len(text) > MAX_IMPORT_BYTES:
            raise BadSave(_("the file is too large to be a pygames save"))
        match = load_match(text)
        known = fingerprint(match.to_json())
        for entry in self.entries():
            if entry.fingerprint == known and self.raw(entry.id) is not None:
                return entry.id, match, False
        save_id = self.new_id()
        shown = status(match) if callable(status) else status
        self.put(save_id, match, str(match.meta.get("title") or match.game.title), shown)
        return save_id, match, True

    def _write_index(self, entries: list[Entry]) -> None:
        self.store.setItem(INDEX_KEY, json.dumps([e.__dict__ for e in entries], separators=(",", ":")))


def fingerprint(save: dict) -> str:
    """A short hash of what makes two saves the same game: the game, its settings and every move."""
    same = {key: save.get(key) for key in ("game", "options", "actions", "seats", "ply")}
    # The seat count is hashed under its name in save version 2, so that the fingerprints an index kept
    # before version 3 still spot the same game.
    same["players"] = save["seat_count"] if "seat_count" in save else save.get("players")
    text = json.dumps(same, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def export_text(match: Match) -> str:
    """The text of an exported save file (readable JSON); ExportWithheld while the match is `sealed`."""
    if sealed(match):
        raise ExportWithheld(WITHHELD)
    return json.dumps(match.to_json(), indent=1)

