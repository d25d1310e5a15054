"""The page's Python entry point: site/index.html runs `from pygames.web.app import main; main()`.

Contract with the page:
- render into the element with id `app` (the loading screen covers the page until then);
- then add the class `app-ready` to `document.documentElement`: the loading screen fades out,
  the service worker and the AI worker start (site/js/boot.js), and the e2e tests wait on it.
- `main()` is called synchronously from the page; async work is scheduled from here.
- AI search: `ai = await pyscript.workers["ai"]` then `await ai.choose_action(save_json, seat, level)`
  (see site/ai_worker.py and pygames/web/computer.py).
"""

from typing import Any

STYLESHEETS = ["./css/play.css"]  # the app's pages and boards, on top of app.css (the page's own)
_app: Any = None  # the running app, kept alive for the page's life


def main() -> None:
    """Load the app's style sheets, then start the app shell: route to the page in the URL, mark it ready."""
    # Browser-only imports here, so CPython can import this module.
    from pyodide.ffi import create_once_callable
    from pyscript import document

    missing = [href for href in STYLESHEETS if not document.querySelector(f'link[href="{href}"]')]
    waiting = {"count": len(missing)}

    def loaded(*_: Any) -> None:
        waiting["count"] -= 1
        if waiting["count"] == 0:
            _start()

    for href in missing:
        link = document.createElement("link")
        link.rel = "stylesheet"
        link.href = href
        # Either way the app starts: without its style sheet it is plain, but it works.
        link.onload = create_once_callable(loaded)
        link.onerror = create_once_callable(
            lambda *_, href=href: (print(f"pygames: no style sheet {href}"), loaded()))
        document.head.appendChild(link)
    if not missing:
        _start()


def _start() -> None:
    global _app
    from pygames.web.shell import start

    _app = start()
