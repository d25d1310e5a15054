"""Issue #12: the home page shows before Python is ready, a first visit offline says why it cannot
start, and a new version of the site replaces the old cached files."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from conftest import BOOT_TIMEOUT_MS, DIST, Guard, serve_copy, serve_release
from playwright.sync_api import Browser, Page, expect

pytestmark = pytest.mark.cold  # start-up on a first visit: a fresh profile

GAME_IDS = "els => els.map(e => e.dataset.game)"
# wait_for_function takes a promise as truthy: look at the last answer of caches.keys() instead.
ONLY_CACHE_B = """() => {
  caches.keys().then((keys) => { window.__cacheKeys = keys; });
  const keys = window.__cacheKeys;
  return keys !== undefined && keys.length === 1 && keys[0].endsWith("-b");
}"""


def test_the_home_page_is_drawn_before_python_is_ready(page: Page, site) -> None:
    held = []  # Python cannot start while its wasm is held back
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(site.url)
    page.wait_for_function("() => document.querySelector('#loader-text').textContent.includes('MB')")
    shell_games = page.eval_on_selector_all("[data-shell] .game-card", GAME_IDS)
    assert shell_games, "the static home shell lists no game"
    expect(page.locator("[data-shell] .game-card").first).to_be_visible()
    expect(page.locator("[data-shell] h1")).to_have_text("pygames")
    assert page.evaluate("document.documentElement.classList.contains('app-ready')") is False
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")
    site.wait_ready(page)
    expect(page.locator("[data-shell]")).to_have_count(0)  # Python drew its own home page
    assert page.eval_on_selector_all(".game-card", GAME_IDS) == shell_games


@pytest.mark.parametrize(("locale", "words"), [("en-US", ("offline", "first visit")),
                                               ("fr-FR", ("hors ligne", "première visite"))])
def test_a_first_visit_offline_says_why_python_cannot_start(browser: Browser, site, locale: str,
                                                            words: tuple[str, str]) -> None:
    # Not a guarded page: the failed downloads are the point, and Chromium logs them as errors.
    # In French too: the loader's words show before Python, so the loader holds both languages.
    context = browser.new_context(locale=locale)
    page = context.new_page()

    def network_gone(route) -> None:
        context.set_offline(True)
        route.abort("internetdisconnected")

    page.route("**/vendor/**", network_gone)
    page.goto(site.url)
    page.wait_for_selector("html.boot-failed", state="attached", timeout=BOOT_TIMEOUT_MS)
    for word in words:
        expect(page.locator("#loader-text")).to_contain_text(word)
    context.close()


def make_version_b(source: Path, target: Path) -> str:
    """A copy of the built site as a new release would look: another version and cache name."""
    shutil.copytree(source, target)
    index = target / "index.html"
    old = re.search(r'name="pygames-version" content="([^"]+)"', index.read_text()).group(1)
    index.write_text(index.read_text().replace(f'content="{old}"', f'content="{old}.b"'))
    sw = target / "sw.js"
    sw.write_text(re.sub(r'const CACHE = "pygames-([^"]+)"', r'const CACHE = "pygames-\1-b"', sw.read_text()))
    for copy in [*target.glob("index.html.*"), *target.glob("sw.js.*")]:  # A's precompressed copies of
        copy.unlink()  # the two files B changed (build.py's next build writes B's)
    return f"{old}.b"


def test_an_upgrade_replaces_the_old_cached_files(browser: Browser, tmp_path: Path) -> None:
    served = tmp_path / "served"
    with serve_copy(served) as url:
        version_a = (served / "index.html").read_text().split('name="pygames-version" content="')[1]
        version_a = version_a.split('"')[0]
        context = browser.new_context()
        context.set_default_timeout(BOOT_TIMEOUT_MS)
        try:
            page = context.new_page()
            guard = Guard(url.rstrip("/"))  # this test's own host, so the usual guard, on its origin
            guard.watch(context, page)
            page.goto(url)
            page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)
            page.wait_for_function("navigator.serviceWorker.controller !== null")
            caches_a = page.evaluate("caches.keys()")
            assert len(caches_a) == 1

            version_b = make_version_b(DIST, tmp_path / "b")
            serve_release(page, served, tmp_path / "b")  # the host now serves version B
            page.reload()
            page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)
            assert page.evaluate("document.querySelector('meta[name=pygames-version]').content") == version_b
            # The new service worker takes over and drops version A's cache.
            page.wait_for_function(ONLY_CACHE_B, polling=100)
            assert page.evaluate("caches.keys()") != caches_a

            page.context.set_offline(True)  # offline, everything comes from B's precache
            page.reload()
            page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)
            assert page.evaluate("document.querySelector('meta[name=pygames-version]').content") == version_b
            assert version_b != version_a
            guard.check_dom(page)
            assert not guard.problems, guard.problems
        finally:
            context.close()
