"""Data files of a game (pygames/games/<game>/data/) read on first use, fetched from the site if the
browser lacks them.

A game declares such files with LAZY_DATA in its package (globs relative to its folder).

The site's boot wheel leaves out the big tables only some games need (the Yacht tables: 2.5 of the
wheel's 2.6 MB), so Python starts without unpacking them; build.py serves them as `data/<name>` next
to index.html. The first read in the browser fetches the one file needed (from the HTTP cache or the
service worker's precache once visited) and keeps it in Pyodide's file system. Natively, and in the
AI worker (whose config lists the files), the file is simply read from the package.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

_fetch: Callable[[str], bytes] | None = None  # set by the page (pygames/web/site_data.py)


def fetch_with(fetch: Callable[[str], bytes] | None) -> None:
    """Read a data file missing from the package with `fetch(name)` (the page's: from the site)."""
    global _fetch
    _fetch = fetch


def read_data(path: Path) -> bytes:
    """The bytes of the package data file `path`: from the package, else (in a browser) from the site."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        if _fetch is None:
            raise
    blob = _fetch(path.name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(blob)
    return blob
