"""The page's Python entry point: site/index.html runs `from pygames.web.app import main; main()`.

Contract with the page:
- render into the element with id `app` (the loading screen covers the page until then);
- then add the class `app-ready` to `document.documentElement`: the loading screen fades out,
  the service worker and the AI worker start (site/js/boot.js), and the e2e tests wait on it.
- `main()` is called synchronously from the page; async work is scheduled from here.
- AI search: `ai = await window.pygamesAi` then `await ai.choose_action(save_json, seat, level)`
  (see site/js/ai_worker.mjs, site/ai_worker.py and pygames/web/computer.py).
The style sheets are linked by index.html itself (each game's own css/<game>.css filled in by the build).
"""

from typing import Any

_app: Any = None  # the running app, kept alive for the page's life


def main() -> None:
    """Start the app shell: route to the page in the URL and mark the page ready."""
    global _app
    from pygames.web import site_data
    from pygames.web.shell import start  # browser-only: imported here so CPython can import this module

    site_data.install()
    _app = start()
