"""Fixtures for end-to-end tests of the built site (dist/) in headless Chromium, via Playwright.

- `site`: a static server over dist/ (one per session, in a thread, under a sub-path to prove
  the site's URLs are relative); `site.open(page)` loads it and waits for `html.app-ready`.
- `page`: a guarded page whose console errors, page errors, Python tracebacks and requests to another
  origin FAIL the test at teardown. It lives in the worker's warm context (`warm`: the HTTP cache kept,
  the origin's storage cleared before each test) unless the test is marked `cold` (a fresh profile: tests
  of start-up, offline use, the cache, or context-wide hooks). Its computer seats move as soon as they have
  chosen (the test switch TEST_SWITCHES, read by pygames/web/play.py); a test marked
  `@pytest.mark.paced` gets the pause a person sees instead. Its AI worker starts when a computer seat
  first moves (AI_ON_DEMAND), unless the test is marked cold (start-up keeps the site's own order). The
  booted page one test leaves serves the next one of its worker, reset instead of reloaded
  (`Warm.take_page`), unless the test failed or set the page up beyond what the reset undoes (`dirty`).
- `make_page(browser=None)`: more guarded pages (a friend's, a page with its own context options), each in
  a fresh context of the session browser or of another one; not cold, they block the site's service worker.
- `new_browser()`: a second, independent Chromium process (e.g. two peers over WebRTC).

Chromium is `$PYGAMES_CHROMIUM` (build.py test sets it), else /usr/bin/chromium. Nothing sleeps:
tests wait on the page's own signals.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import re
import shutil
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
SUB_PATH = "/pygames/"  # served under a sub-path, like a project page on a static host
BOOT_TIMEOUT_MS = 90_000  # a cold boot on a busy 2-core machine, with room to spare
# Playwright's expect waits 5 s by default; at a load of 40 a redraw after a computer move took longer
# (four such failures in one loaded clean-clone run). A passing check returns as soon as it holds, so a
# longer ceiling costs nothing on a quiet machine.
EXPECT_TIMEOUT_MS = 15_000
expect.set_options(timeout=EXPECT_TIMEOUT_MS)
# --liftoff-only (V8's baseline wasm code only): a test's page boots Pyodide and lives for seconds, and V8
# spent about a second of CPU a boot re-compiling the interpreter's hot functions with its optimising tier
# on background threads (wasm.TopTierCompilation in a trace of one boot), which a page that short never
# earns back. Measured on this 2-core machine: 4.6 -> 3.4 CPU-s a page boot, 5-20% of a browser test's
# CPU by file. The benchmarks under bench/ keep V8's defaults: they measure what a player's browser does.
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--js-flags=--liftoff-only"]
TRACEBACK = "Traceback (most recent call last)"
# The browsers of these tests share one machine and reach no STUN server: their links are for a friend on
# the same network unless a test picks "elsewhere" (the NAT lab's tests, e2e/test_natlab.py, do).
SAME_NETWORK = ("try { if (!localStorage.getItem('pygames:peer-where'))"
                " localStorage.setItem('pygames:peer-where', 'here'); } catch (error) {}")
# Set on window before the page's own scripts run; the site itself never sets it (play.py's
# computer_pause_s). Without it, each computer move takes at least 0.45 s, which whole games pay per move.
TEST_SWITCHES = "window.pygamesTestComputerPauseS = 0;"
# Set on window too, except on the pages of a test marked cold (start-up is what those are about): the AI
# worker, its own Pyodide, starts when a computer seat first moves instead of once the page is ready
# (site/js/boot.js), so the pages of tests with no computer seat do not start a second Python
# (about 1.1-1.4 s of CPU a page, a quarter of a warm page's start).
AI_ON_DEMAND = "window.pygamesTestAiOnDemand = true;"
# Set on window in the worker's warm context: the booted app offers window.pygamesResetForTest(fragment)
# (pygames/web/shell.py, App.reset_for_test), and the page one test booted serves the next (Warm.take_page):
# a page boot is most of a short browser test's CPU (about 2.3 CPU-s a warm boot on this machine).
REUSE = "window.pygamesTestReuse = true;"
# What boot.js does when a visitor leaves the home page (a no-op once Python has started). Only on the
# home page: any other page starts Python by itself once its content has painted (boot.js `painted`).
START_AT_ONCE = ("document.documentElement.classList.contains('shell')"
                 " && document.querySelector('#app [data-shell=home]') && window.pygamesBoot.start"
                 " && window.pygamesBoot.start('test')")


def load_build_module():
    """build.py as a module (loaded by path: the name `build` belongs to PyPA's build package)."""
    spec = importlib.util.spec_from_file_location("pygames_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


@dataclass
class Site:
    """The served site: its base URL and how to open it."""

    url: str

    def open(self, page: Page, path: str = "", idle: bool = False) -> Page:
        """Load the site (or a path under it) and wait until the app marks itself ready.

        The home page starts Python only once the service worker has downloaded the site and the
        visitor has left the page alone for 2 s (site/js/boot.js); a test does not wait for that unless
        it asks for `idle`: Python starts at once, as when a visitor leaves the home page or asks for
        something only Python does (boot.js's own `start`, the hashchange path).
        """
        if getattr(page, "reused", False) and not getattr(page, "dirty", False) and path[:1] in ("", "#"):
            page.reused = False  # a kept page's first open in this test (Warm.take_page): no boot
            page.evaluate("fragment => window.pygamesResetForTest(fragment)", path)
            return page
        page.goto(self.url + path)
        if not idle:
            page.evaluate(START_AT_ONCE)
        self.wait_ready(page)
        return page

    def wait_ready(self, page: Page) -> None:
        """Wait for the class app-ready on <html> (set by the Python app once it has rendered)."""
        page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)


@dataclass
class Guard:
    """What went wrong on a page: collected while the test runs, checked at teardown."""

    origin: str
    problems: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    def watch(self, context: BrowserContext, page: Page) -> None:
        """Record console errors, page errors, tracebacks and off-origin requests."""
        self.watch_page(page)
        # On the context, so requests of workers and the service worker are seen too.
        context.on("request", self._on_request)

    def watch_page(self, page: Page) -> None:
        """Record the page's console errors, page errors and tracebacks."""
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.problems.append(f"pageerror: {error}"))

    def _on_console(self, message) -> None:
        if message.type == "error":
            self.problems.append(f"console error: {message.text}")
        elif TRACEBACK in message.text:
            self.problems.append(f"traceback in console: {message.text}")

    def _on_request(self, request) -> None:
        self.requests.append(request.url)
        parts = urlsplit(request.url)
        if parts.scheme in ("data", "blob", "about"):
            return
        if f"{parts.scheme}://{parts.netloc}" != self.origin:
            self.problems.append(f"request left the origin: {request.method} {request.url}")

    def check_dom(self, page: Page) -> None:
        """A Python traceback rendered into the page is a failure too."""
        if page.is_closed():
            return
        try:
            text = page.evaluate("document.documentElement.textContent")
        except Exception:  # the page may be mid-navigation or crashed; the other records still count
            return
        if TRACEBACK in text:
            self.problems.append("traceback in the page: " + text[text.index(TRACEBACK):][:2000])


def chromium_path() -> str:
    """The Chromium binary to drive."""
    return os.environ.get("PYGAMES_CHROMIUM") or "/usr/bin/chromium"


@pytest.fixture(scope="session")
def site() -> Iterator[Site]:
    """The built dist/ served on a free port of 127.0.0.1, under SUB_PATH."""
    if not (DIST / "index.html").exists():
        pytest.fail("dist/ is not built: run `python3 build.py test` (or `python3 build.py build`)")
    server = load_build_module().make_server(DIST, port=0, quiet=True, prefix=SUB_PATH)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield Site(f"http://127.0.0.1:{server.server_address[1]}{SUB_PATH}")
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    """The Playwright driver, for the whole session."""
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def new_browser(playwright: Playwright) -> Iterator[Callable[[], Browser]]:
    """A factory of independent Chromium processes (each call launches one); all closed at the end."""
    launched: list[Browser] = []

    def launch() -> Browser:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
        launched.append(browser)
        return browser

    yield launch
    for browser in launched:
        browser.close()


@pytest.fixture(scope="session")
def browser(new_browser: Callable[[], Browser]) -> Browser:
    """The session's Chromium."""
    return new_browser()


def pytest_configure(config: pytest.Config) -> None:
    """The e2e markers."""
    config.addinivalue_line("markers", "paced: pages keep the computer's pause (no test switch)")
    # pytest-xdist's own mark, named here too: build.py runs the NAT lab's file without xdist (its lane).
    config.addinivalue_line("markers", "xdist_group(name): the tests of one group share one xdist worker")
    config.addinivalue_line("markers", "cold: the `page` fixture is a fresh profile (start-up, offline use,"
                                       " the HTTP cache or context-wide hooks are what the test is about)")


FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    """Note a test that failed (its page is not kept for the next: see the `page` fixture)."""
    report = yield
    if report.when == "call" and report.failed:
        item.stash[FAILED] = True
    return report


def _setting_up(name: str) -> None:
    """Page.<name> marks the page `dirty`: set up in a way App.reset_for_test does not undo, so the page
    is loaded anew at its first `site.open` and not kept for the next test."""
    original = getattr(Page, name)

    @functools.wraps(original)
    def marked(self, *args, **kwargs):
        self.dirty = True
        return original(self, *args, **kwargs)

    setattr(Page, name, marked)


for _name in ("add_init_script", "route", "route_from_har", "route_web_socket", "expose_function",
              "expose_binding", "emulate_media", "set_extra_http_headers", "set_default_timeout",
              "set_default_navigation_timeout", "unroute", "unroute_all"):
    _setting_up(_name)
_CLOCK = Page.clock
Page.clock = property(lambda self: (setattr(self, "dirty", True), _CLOCK.fget(self))[1])  # type: ignore


def _noting(name: str) -> None:
    """Page.<name> (on, once), noting the handler: the `page` fixture takes it off at the end of the test."""
    original = getattr(Page, name)

    @functools.wraps(original)
    def noted(self, event, handler):  # noqa: ANN001 - Playwright's own signature
        getattr(self, "listeners", []).append((event, handler))
        return original(self, event, handler)

    setattr(Page, name, noted)


for _name in ("on", "once"):
    _noting(_name)
_GOTO = Page.goto


def _goto(self, url, **options):  # noqa: ANN001
    """Page.goto; on a kept page set up for its first load (`dirty`), that load is a real one even where
    the address differs only in its fragment (a fresh page's first load always was)."""
    if getattr(self, "reused", False):
        self.reused = False
        if getattr(self, "dirty", False):
            _GOTO(self, "about:blank")
            # Nothing the last test's document may still have had on its way to the storage survives.
            getattr(self, "clear_storage", lambda: None)()
    return _GOTO(self, url, **options)


Page.goto = _goto  # type: ignore[method-assign,assignment]
_WAIT_FOR_FUNCTION = Page.wait_for_function
# Polled every 16 ms unless a test says otherwise, instead of Playwright's default of once an animation
# frame: a frame asked for 60 times a second keeps the page and the browser's compositor drawing while the
# test waits (0.08 CPU-s a second of waiting against 0.03 on a 16 ms timer, measured; the same latency).
POLL_MS = 16


def _wait_for_function(self, expression, **options):  # noqa: ANN001
    """Page.wait_for_function, polling every POLL_MS unless told how."""
    options.setdefault("polling", POLL_MS)
    return _WAIT_FOR_FUNCTION(self, expression, **options)


Page.wait_for_function = _wait_for_function  # type: ignore[method-assign,assignment]


@dataclass
class Warm:
    """One browser profile kept for a whole worker: its HTTP cache (Pyodide's downloads and compiled wasm)
    serves every `page` of a test that is not marked cold; the origin's storage is cleared before each.

    The site's own service worker and its precache are kept, as a returning visitor's browser keeps them
    (the tests of a first visit, offline use and upgrades are marked cold): installing it again for each
    test re-fetched and re-stored the whole build, about 0.5 CPU-s a test. Any other cache is deleted.

    Before each page it stops the service workers the last test's page started: Playwright attaches to
    every service worker, and Chromium never stops an attached one when it falls idle, so each test's
    worker (and the renderer process it runs in) stayed up after its page closed: one more process a
    test, about 120 a worker by the end of a run."""

    context: BrowserContext
    keeper: Page  # a page that holds the CDP session (and keeps the context's processes up)
    origin: str
    precache: str  # the name of the site's own precache (sw.js's CACHE), kept from test to test
    guard: Guard | None = None  # the running test's: requests of its workers and service worker go there
    kept: Page | None = None  # the booted page the last test left for the next (see take_page)
    viewport: dict | None = None  # the context's own page size, given back to a kept page

    def take_page(self, site: Site) -> Page:
        """The last test's page, if it left one fit to serve again, else a new page (new_page).

        A kept page is a first visit again without a reload: the origin's storage cleared as for a new
        page, then the app's own test reset (no page, no toast, the browser's language, the home page).
        Its first `site.open` draws the route it asks for the same way, with no boot. A test that sets the
        page up for its first load (an init script, a route: `dirty`) gets a real load there instead."""
        page, self.kept = self.kept, None
        if page is not None and not page.is_closed() and page.url.startswith(site.url) and self._ready(page):
            # The last test's game is closed before the clear, so nothing of it (a clock, a computer's
            # move coming back) can save into the storage the next test starts from.
            page.evaluate("() => window.pygamesResetForTest('')")
            self._clear(keep=page)
            page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
            page.evaluate(SAME_NETWORK)  # the context's init script, for the storage just cleared
            page.evaluate("() => window.pygamesResetForTest('')")  # the home page, drawn from nothing stored
            page.clear_storage = self.clear_storage
            page.mouse.move(0, 0)  # no hover left on whatever the last test pointed at
            page.reused, page.dirty = True, False
            return page
        return self.new_page()

    @staticmethod
    def _ready(page: Page) -> bool:
        try:
            return page.evaluate("typeof window.pygamesResetForTest === 'function'"
                                 " && document.documentElement.classList.contains('app-ready')")
        except Exception:  # noqa: BLE001 - mid-navigation or crashed: not fit to serve again
            return False

    def new_page(self) -> Page:
        """A new page on an origin with nothing stored: local storage, IndexedDB, cookies and every cache
        but the site's precache cleared (the HTTP cache and the site's service worker stay), no other
        page left open."""
        self._clear()
        return self.context.new_page()

    def _clear(self, keep: Page | None = None) -> None:
        """Close every page but the keeper (and `keep`); clear the origin's storage as new_page says."""
        for page in self.context.pages:
            if page is not self.keeper and page is not keep:
                page.close()
        self.clear_storage()

    def clear_storage(self) -> None:
        """Clear the origin's storage as new_page says (the pages stay open)."""
        session = self.context.new_cdp_session(self.keeper)
        session.send("ServiceWorker.enable")
        session.send("ServiceWorker.stopAllWorkers")
        session.send("Storage.clearDataForOrigin", {"origin": self.origin, "storageTypes": WARM_CLEARED})
        caches = session.send("CacheStorage.requestCacheNames", {"securityOrigin": self.origin})["caches"]
        for cache in caches:
            if cache["cacheName"] != self.precache:
                session.send("CacheStorage.deleteCache", {"cacheId": cache["cacheId"]})
        session.detach()
        self.context.clear_cookies()


# What a warm page starts without: every kind of the origin's storage but Cache Storage and the service
# worker's registration (Warm.new_page deletes the caches that are not the site's own).
WARM_CLEARED = "cookies,file_systems,indexeddb,local_storage,shader_cache,websql,interest_groups," \
               "shared_storage,storage_buckets"


def site_precache() -> str:
    """The name of the built site's precache, as dist/sw.js names it."""
    found = re.search(r'const CACHE = "([^"]+)"', (DIST / "sw.js").read_text())
    assert found, "dist/sw.js names no precache"
    return found.group(1)


@pytest.fixture(scope="session")
def warm(playwright: Playwright, site: Site, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Warm]:
    """The worker's warm context, set up as `make_page` sets up a context (test switches, the AI worker on
    demand, same network).

    A persistent profile (its own Chromium process): an in-memory profile, as `browser.new_context()` makes,
    keeps no file as big as Pyodide's wasm or the memory snapshot in its HTTP cache.
    """
    context = playwright.chromium.launch_persistent_context(
        tmp_path_factory.mktemp("warm-profile"), executable_path=chromium_path(), args=LAUNCH_ARGS)
    context.add_init_script(TEST_SWITCHES)
    context.add_init_script(AI_ON_DEMAND)
    context.add_init_script(REUSE)
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    context.add_init_script(SAME_NETWORK)
    keeper = context.pages[0] if context.pages else context.new_page()
    # On the site's origin, outside its path (a 404, which no service worker controls): Cache Storage is
    # reached over CDP through a frame of its origin.
    keeper.goto("{0.scheme}://{0.netloc}/warm-keeper".format(urlsplit(site.url)))
    kept = Warm(context, keeper, "{0.scheme}://{0.netloc}".format(urlsplit(site.url)), site_precache(),
                viewport=keeper.viewport_size)
    context.on("request", lambda request: kept.guard._on_request(request) if kept.guard else None)
    yield kept
    context.close()


@pytest.fixture
def make_page(browser: Browser, site: Site, request: pytest.FixtureRequest) -> Iterator[Callable[..., Page]]:
    """A factory of guarded pages, each in a fresh context (fresh profile: no cache, no service worker).

    make_page(browser=None, **context_options): pass another Browser from `new_browser()` for a
    second independent process. Any problem seen on any of them fails the test at teardown.
    """
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(site.url))
    opened: list[tuple[BrowserContext, Page, Guard]] = []
    paced = request.node.get_closest_marker("paced") is not None
    cold = request.node.get_closest_marker("cold") is not None

    def make(on: Browser | None = None, **context_options) -> Page:
        if not cold:  # the site's service worker (its precache of the whole build, ~0.8 CPU-s a page) is for
            context_options.setdefault("service_workers", "block")  # first visits and offline: cold tests
        context = (on or browser).new_context(**context_options)
        if not paced:
            context.add_init_script(TEST_SWITCHES)
        if not cold:
            context.add_init_script(AI_ON_DEMAND)
        context.set_default_timeout(BOOT_TIMEOUT_MS)
        context.add_init_script(SAME_NETWORK)
        page = context.new_page()
        guard = Guard(origin)
        guard.watch(context, page)
        page.guard = guard  # tests may look at page.guard.requests
        opened.append((context, page, guard))
        return page

    yield make
    problems = []
    for context, page, guard in opened:
        guard.check_dom(page)
        problems += guard.problems
        context.close()
    if problems:
        pytest.fail("the page went wrong:\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def page(make_page: Callable[..., Page], request: pytest.FixtureRequest, warm: Warm,
         site: Site) -> Iterator[Page]:
    """One guarded page: in the worker's warm context with its origin's storage cleared (the last test's
    page if it left one fit to serve again: Warm.take_page), or in a fresh context for a test marked
    `cold` or `paced` (whose page has no test switch)."""
    if request.node.get_closest_marker("cold") or request.node.get_closest_marker("paced"):
        yield make_page()
        return
    page = warm.take_page(site)
    page.listeners = []  # what the test hangs on the page (see _noting), taken off at the end
    guard = Guard(warm.origin)
    guard.watch_page(page)
    page.guard = guard  # tests may look at page.guard.requests
    warm.guard = guard
    yield page
    guard.check_dom(page)
    warm.guard = None
    for event, handler in page.listeners:
        try:
            page.remove_listener(event, handler)
        except KeyError:  # a `once` handler that has run
            pass
    # Kept for the next test unless the test set the page up in ways a reset does not undo, failed, or
    # left it elsewhere (checked when taken). A page linked to friends' pages is kept too: the friends'
    # contexts close after this, and the reset closes its game and links before the next test's clear.
    failed = request.node.stash.get(FAILED, False)
    if not page.is_closed() and not getattr(page, "dirty", False) and not guard.problems and not failed:
        if page.viewport_size != warm.viewport:
            page.set_viewport_size(warm.viewport)
        warm.kept = page
    for opened in warm.context.pages:
        if opened is not warm.keeper and opened is not warm.kept:
            opened.close()
    if guard.problems:
        pytest.fail("the page went wrong:\n  " + "\n  ".join(guard.problems), pytrace=False)


@contextmanager
def serve_copy(served: Path) -> Iterator[str]:
    """Copy dist/ to `served` and serve it at the root of its own port (a host whose files a test swaps)."""
    shutil.copytree(DIST, served)
    server = load_build_module().make_server(served, port=0, quiet=True, prefix="/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def serve_release(page: Page, served: Path, release: Path) -> None:
    """Make the host of `serve_copy` serve `release` instead, once `page` has fetched all it fetches at
    start-up (its AI worker is up). A host swapping its files under a page still loading is not what the
    upgrade tests are about: the worker's half-done download of Pyodide then got the 404 page as JSON."""
    page.wait_for_function("window.pygamesAiBoot !== undefined")
    served.rename(served.with_name(served.name + "-old"))  # two renames: no moment with half a site
    release.rename(served)
