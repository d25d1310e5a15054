"""The page's Python entry point: site/index.html runs `from pygames.web.app import main; main()`.

PLACEHOLDER: it only renders a home card (name and version) into #app. The real app shell and the
board UI replace the body of `main()`; keep its contract:

- render into the element with id `app` (the loading screen covers the page until then);
- then add the class `app-ready` to `document.documentElement`: the loading screen fades out,
  the service worker and the AI worker start (site/js/boot.js), and the e2e tests wait on it.
- `main()` is called synchronously from the page; for async work, schedule it from here
  (e.g. `asyncio.ensure_future(...)`), since the page does not await main().
- AI search: `ai = await pyscript.workers["ai"]` then `await ai.choose_action(save_json, seat, level)`
  (see site/ai_worker.py). It is a separate Pyodide in a web worker, so the page never freezes.
"""

import html

import pygames


def main() -> None:
    """Render the placeholder home page into #app and mark the page ready."""
    from pyscript import document  # browser-only: imported here so CPython can import this module

    document.getElementById("app").innerHTML = home_html(pygames.__version__)
    document.documentElement.classList.add("app-ready")


def home_html(version: str) -> str:
    """The placeholder home page."""
    version = html.escape(version)
    return f"""
<header class="topbar">
  <img src="./icons/icon.svg" alt="">
  <h1>pygames</h1>
  <span class="version" data-version="{version}">v{version}</span>
</header>
<section class="content">
  <div class="card home">
    <h2>Welcome to the table</h2>
    <p>pygames {version}: board, dice and card games in pure Python, running in your browser.</p>
    <p>The games are being set up. Once loaded, everything works offline.</p>
  </div>
</section>
"""
