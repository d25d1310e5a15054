"""Issue #12: the pages that need no Python show before it (site/js/pages.js): the home page with
Continue and the saved games, a new game's form, a game's rules; what a person does there before
Python is up is handed over to Python's page, which draws the same markup."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect
from setup_helpers import choose_seat

pytestmark = pytest.mark.cold  # what shows before Python, on a first visit: a fresh profile

# Two saves in the book, as pygames/core/savebook.py writes its index (the second played last).
INDEX = [
    {"id": "a1", "game": "gobblet", "title": "Gobblet", "updated": 1_700_000_000.0, "status": "move 3"},
    {"id": "b2", "game": "yacht", "title": "Yacht", "updated": 1_700_000_600.0, "status": "finished"},
]
SEED_SAVES = f"""
if (!localStorage.getItem("pygames:index")) {{
  localStorage.setItem("pygames:index", {json.dumps(json.dumps(INDEX))});
  localStorage.setItem("pygames:last", "b2");
}}
"""
READY = "document.documentElement.classList.contains('app-ready')"
SAVES = "els => els.map(e => e.innerText)"


def hold_python(page: Page) -> list:
    """Hold back Pyodide's wasm: Python cannot start until `release` lets it through."""
    held: list = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    return held


def release(page: Page, held: list) -> None:
    """Let the held wasm through."""
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")


def test_the_home_page_lists_continue_and_the_saves_before_python(page: Page, site) -> None:
    page.add_init_script(SEED_SAVES)
    held = hold_python(page)
    page.goto(site.url)
    expect(page.locator("[data-shell] .save")).to_have_count(2)
    assert page.evaluate(READY) is False
    expect(page.locator("[data-testid=continue]")).to_contain_text("Yacht · finished")
    before = page.eval_on_selector_all(".save-list .save", SAVES)
    assert before[0].startswith("Yacht") and "Resume" in before[0]
    expect(page.locator("#import-file")).to_have_count(1)
    release(page, held)
    site.wait_ready(page)
    expect(page.locator("[data-shell]")).to_have_count(0)  # Python drew its own home page
    assert page.eval_on_selector_all(".save-list .save", SAVES) == before  # dates written alike too
    expect(page.locator("[data-testid=continue]")).to_contain_text("Yacht · finished")


def test_a_game_set_up_before_python_is_ready_starts_as_chosen(page: Page, site) -> None:
    held = hold_python(page)
    page.goto(site.url + "#/new/gobblet")
    expect(page.locator(".setup-form[data-game=gobblet]")).to_be_visible()
    page.check("[data-testid=size4]")
    choose_seat(page, 1, "human")
    page.click("[data-testid=start]")  # before Python: it starts the game once it is up
    assert page.evaluate(READY) is False
    release(page, held)
    page.wait_for_selector(".gobblet-board")
    expect(page.locator(".gobblet-square")).to_have_count(16)  # the 4x4 board chosen on the early form
    expect(page.locator("#status")).not_to_contain_text("Computer")


def test_the_rules_show_before_python_and_lead_to_the_form(page: Page, site) -> None:
    held = hold_python(page)
    page.goto(site.url + "#/rules/yacht")
    expect(page.locator(".rules h1")).to_have_text("Yacht: rules")
    page.click(".rules .crumbs >> text=New game")
    expect(page.locator(".setup-form[data-game=yacht]")).to_be_visible()  # still before Python
    assert page.evaluate(READY) is False
    release(page, held)
    site.wait_ready(page)
    expect(page.locator(".setup-form[data-game=yacht]")).to_be_visible()


def test_a_page_read_before_python_stays_where_it_was_read(page: Page, site) -> None:
    held = hold_python(page)
    page.goto(site.url + "#/rules/drinking-war")
    expect(page.locator(".rules h1")).to_be_visible()
    page.mouse.wheel(0, 600)
    page.wait_for_function("window.scrollY >= 600")
    release(page, held)
    site.wait_ready(page)
    assert page.evaluate("window.scrollY") >= 600  # Python's page did not jump back to the top


# The boot's downloads and first long tasks wait until the page pages.js drew has been painted
# (site/js/boot.js, painted()): started earlier, they pushed Lighthouse's LCP from 0.6 s to 2.5-8 s.
LCP_OBSERVER = """
window.__lcp = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__lcp.push({ at: e.startTime, inApp: !!e.element?.closest("#app") });
  }
}).observe({ type: "largest-contentful-paint", buffered: true });
"""


def test_a_new_game_page_starts_python_only_after_its_form_has_painted(page: Page, site) -> None:
    page.add_init_script(LCP_OBSERVER)
    # Python's first draw replaces the form, and an entry whose element has left the page names none; the
    # observer's callback is a low-priority task, which under load ran only after that draw (a loaded
    # clean-clone run saw no paint in #app). So Python is held until the paint is read: the boot's start
    # (its mark, before Pyodide's wasm is fetched) is what is compared, and the hold does not move it.
    held = hold_python(page)
    page.goto(site.url + "#/new/yacht")
    page.wait_for_function("window.__lcp.some((entry) => entry.inApp)")
    release(page, held)
    site.wait_ready(page)
    painted = [entry["at"] for entry in page.evaluate("window.__lcp") if entry["inApp"]]
    started = page.evaluate("performance.getEntriesByName('pygames:boot-page')[0].startTime")
    assert painted, "the form drawn before Python was never the largest paint"
    assert started >= min(painted), f"Python's boot began at {started} ms, before the form's paint {painted}"


def test_no_shared_array_buffer_deprecation_is_reported(page: Page, site) -> None:
    # Chromium reports it through DevTools' issues (what Lighthouse's best-practices audit reads),
    # not always on the console: Pyodide's glue made a shared memory as it loaded (build.py patches it).
    issues: list = []
    cdp = page.context.new_cdp_session(page)
    cdp.on("Audits.issueAdded", lambda event: issues.append(event["issue"]))
    cdp.send("Audits.enable")
    site.open(page, "#/new/gobblet")
    site.wait_ready(page)
    page.wait_for_function("window.pygamesAiBoot !== undefined")  # the AI worker's Pyodide too
    text = str(issues)
    assert "SharedArrayBuffer" not in text, text[:2000]


def test_a_new_game_page_never_paints_the_home_page_first(page: Page, site) -> None:
    # index.html carries the home page's markup on every route; until pages.js has drawn the route asked for,
    # #app stays hidden. Painted, the home page's tagline (about twice the form's largest label) was the
    # largest paint, so the form never became one: Python's start waited out painted()'s fallback, and the
    # test above waited for a paint that never came (once, in a whole run on two workers).
    page.add_init_script(LCP_OBSERVER)
    held = hold_python(page)
    scripts: list = []
    page.route("**/js/pages.js", lambda route: scripts.append(route))
    page.goto(site.url + "#/new/yacht", wait_until="commit")
    page.wait_for_function("() => document.querySelector('#app [data-shell=home]') && document.body")
    page.wait_for_function("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame("
                           "() => done(true))))")  # two frames painted while pages.js is held back
    assert page.evaluate("getComputedStyle(document.getElementById('app')).visibility") == "hidden"
    assert not page.evaluate("window.__lcp.some((entry) => entry.inApp)")
    for route in scripts:
        route.continue_()
    page.unroute("**/js/pages.js")
    expect(page.locator(".setup-form[data-game=yacht]")).to_be_visible()
    page.wait_for_function("window.__lcp.some((entry) => entry.inApp)")  # the form is the largest paint
    release(page, held)
    site.wait_ready(page)

