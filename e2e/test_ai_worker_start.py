"""The AI worker starts Python from the build's memory snapshot, as the page does, and the normal way
when the snapshot or the module that restores it fails (site/js/ai_worker.mjs, site/js/python.mjs)."""

from __future__ import annotations

import pytest
from gobblet_helpers import start_game
from playwright.sync_api import Page, Route

pytestmark = pytest.mark.cold  # the AI worker's start on a first visit: a fresh profile


def first_reply(page: Page) -> dict:
    """Start Gobblet with the computer moving first; its first move's log entry once it has moved."""
    start_game(page, red="computer:smart", yellow="human")
    page.wait_for_function("(window.pygamesTimings || []).length >= 1")
    return page.evaluate("window.pygamesTimings[0]")


def worker_start(page: Page) -> dict:
    """What the worker said of its start (site/js/ai_worker.mjs sends it with {ready})."""
    return page.evaluate("window.pygamesAiBoot")


def test_the_ai_worker_starts_from_the_snapshot(page: Page, site) -> None:
    site.open(page)
    assert first_reply(page)["where"] == "worker"
    assert worker_start(page)["snapshot"] is True


def test_without_a_snapshot_the_ai_worker_starts_the_normal_way(page: Page, site) -> None:
    page.route("**/snapshot/*.snap", lambda route: route.fulfill(status=503, body="gone"))
    site.open(page)
    assert first_reply(page)["where"] == "worker"
    assert worker_start(page)["snapshot"] is False
    # The 503s are logged by Chromium as failed resources: expected here, not a problem.
    page.guard.problems[:] = [p for p in page.guard.problems if "503" not in p]


def test_when_python_mjs_fails_in_the_worker_it_starts_the_normal_way(page: Page, site) -> None:
    served: list[str] = []

    def page_only(route: Route) -> None:
        # The page imports python.mjs first; the worker's import, later, gets a module that throws.
        served.append(route.request.url)
        if len(served) == 1:
            route.continue_()
        else:
            route.fulfill(body='throw new Error("broken on purpose");', content_type="text/javascript")

    page.route("**/js/python.mjs", page_only)
    site.open(page)
    assert first_reply(page)["where"] == "worker"
    assert worker_start(page)["snapshot"] is False
    assert "broken on purpose" in worker_start(page)["fallback"]
    assert len(served) >= 2
    page.unroute_all(behavior="ignoreErrors")
