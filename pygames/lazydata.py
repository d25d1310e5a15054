"""Data files of a game (pygames/games/<game>/data/) read on first use, fetched from the site if the
browser lacks them.

The site's boot wheel leaves out the big tables only some games need (the Yacht tables: 2.5 of the
wheel's 2.6 MB), so Python starts without unpacking them; build.py serves them as `data/<name>` next
to index.html. The first read in the browser fetches the one file needed (from the HTTP cache or the
service worker's precache once visited) and keeps it in Pyodide's file system. Natively, and in the
AI worker (whose config lists the files), the file is simply read from the package.
"""

from __future__ import annotations

import sys
from pathlib import Path

SITE_DATA_URL = "data/"  # relative to the page (build.py copies the lazy files there)

# A synchronous XHR on the page may only return text; "x-user-defined" keeps every byte as one
# character (0x80-0xFF become U+F780-U+F7FF), which this turns back into bytes in one JS loop.
_TEXT_TO_BYTES = ("s => { const a = new Uint8Array(s.length);"
                  " for (let i = 0; i < s.length; i++) a[i] = s.charCodeAt(i) & 255; return a; }")


def read_data(path: Path) -> bytes:
    """The bytes of the package data file `path`: from the package, else (in a browser) from the site."""
    name = path.name
    try:
        return path.read_bytes()
    except FileNotFoundError:
        if sys.platform != "emscripten":
            raise
    blob = _fetch_from_site(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(blob)
    return blob


def _fetch_from_site(name: str) -> bytes:
    """Fetch data/<name> synchronously (the caller is synchronous Python)."""
    import js  # Pyodide only (mypy: ignore_missing_imports)

    request = js.XMLHttpRequest.new()
    request.open("GET", SITE_DATA_URL + name, False)
    request.overrideMimeType("text/plain; charset=x-user-defined")
    request.send(None)
    if request.status != 200:
        raise FileNotFoundError(f"data/{name}: the site answered HTTP {request.status}")
    return bytes(js.eval(_TEXT_TO_BYTES)(request.responseText).to_py())
