"""The page's way to fetch the data files a game declared lazy (see pygames/lazydata.py)."""

from __future__ import annotations

from pygames import lazydata

SITE_DATA_URL = "data/"  # relative to the page (build.py copies the lazy files there)

# A synchronous XHR on the page may only return text; "x-user-defined" keeps every byte as one
# character (0x80-0xFF become U+F780-U+F7FF), which this turns back into bytes in one JS loop.
_TEXT_TO_BYTES = ("s => { const a = new Uint8Array(s.length);"
                  " for (let i = 0; i < s.length; i++) a[i] = s.charCodeAt(i) & 255; return a; }")


def fetch_from_site(name: str) -> bytes:
    """Fetch data/<name> synchronously (the caller is synchronous Python)."""
    import js  # here, not at the top: the build's memory snapshot imports this module outside a page

    request = js.XMLHttpRequest.new()
    request.open("GET", SITE_DATA_URL + name, False)
    request.overrideMimeType("text/plain; charset=x-user-defined")
    request.send(None)
    if request.status != 200:
        raise FileNotFoundError(f"data/{name}: the site answered HTTP {request.status}")
    return bytes(js.eval(_TEXT_TO_BYTES)(request.responseText).to_py())


def install() -> None:
    """Let pygames.lazydata fetch the files the boot wheel left out."""
    lazydata.fetch_with(fetch_from_site)
