"""Issue #12: Python starts from the build's memory snapshot, and from nothing when the snapshot is
missing, broken or of another build (site/js/python.mjs, scripts/snapshot.mjs)."""

from __future__ import annotations

import re

from playwright.sync_api import Page

RESTORED = "performance.getEntriesByName('pygames:snapshot-restored').length"
NOT_USED = "starting Python without the memory snapshot"
# Main-thread Python writes a number from the random module into the page.
DRAW_RANDOM = """
import random
from pyscript import document
document.body.dataset.random = str(random.getrandbits(64))
"""


def run_python(page: Page, code: str) -> None:
    """Run a main-thread PyScript script in the ready page."""
    page.evaluate("code => { const s = document.createElement('script'); s.type = 'py';"
                  " s.textContent = code; document.body.append(s); }", code)


def warnings_of(page: Page) -> list[str]:
    """Collect the page's console warnings from now on."""
    seen: list[str] = []
    page.on("console", lambda message: seen.append(message.text) if message.type == "warning" else None)
    return seen


def test_python_starts_from_the_snapshot(page: Page, site) -> None:
    warnings = warnings_of(page)
    site.open(page)
    assert page.evaluate(RESTORED) == 1
    assert not [w for w in warnings if NOT_USED in w]
    # The app's modules came with the snapshot; a page imported after it still loads from the wheel.
    run_python(page, "import sys\nfrom pyscript import document\n"
                     "document.body.dataset.mods = str(int('pygames.core.match' in sys.modules))")
    page.wait_for_selector("body[data-mods='1']", state="attached")


def test_each_visit_draws_different_random_numbers(make_page, site) -> None:
    drawn = []
    for _ in range(2):
        page = site.open(make_page())  # a fresh profile each time, both from the same snapshot
        assert page.evaluate(RESTORED) == 1
        run_python(page, DRAW_RANDOM)
        page.wait_for_selector("body[data-random]", state="attached")
        drawn.append(page.evaluate("document.body.dataset.random"))
    assert drawn[0] != drawn[1]


def test_a_missing_snapshot_falls_back_to_the_normal_start(page: Page, site) -> None:
    warnings = warnings_of(page)
    page.route("**/snapshot/*.snap", lambda route: route.fulfill(status=503, body="gone"))
    site.open(page)
    assert page.evaluate(RESTORED) == 0
    assert [w for w in warnings if NOT_USED in w]
    # The 503 itself is logged by Chromium as a failed resource: expected here, not a problem.
    page.guard.problems[:] = [p for p in page.guard.problems if "503" not in p]


def test_a_broken_snapshot_falls_back_to_the_normal_start(page: Page, site) -> None:
    warnings = warnings_of(page)
    page.route("**/snapshot/*.snap", lambda route: route.fulfill(status=200, body=b"\x1f\x8b not gzip"))
    site.open(page)
    assert page.evaluate(RESTORED) == 0
    assert [w for w in warnings if NOT_USED in w]


def test_a_snapshot_of_another_build_is_not_used(page: Page, site) -> None:
    # The page of a new build that got an old snapshot (its key differs): Python must start afresh.
    warnings = warnings_of(page)

    def other_key(route) -> None:
        body = route.fetch().text()
        route.fulfill(body=re.sub(r'const SNAPSHOT_KEY = "\w+"', 'const SNAPSHOT_KEY = "0ther"', body),
                      content_type="text/javascript")

    page.route("**/js/python.mjs", other_key)
    site.open(page)
    assert page.evaluate(RESTORED) == 0
    assert [w for w in warnings if NOT_USED in w and "another build" in w]
