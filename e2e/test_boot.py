"""The built site boots to a ready app, stays on its own origin, and boots again offline."""

import json

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.cold  # boot, the service worker and offline use: a fresh profile per page

# Main-thread Python asks the AI worker for its version, exactly as the app will call it.
ASK_AI_WORKER = """
from pyscript import document, window
ai = await window.pygamesAi
document.body.dataset.aiVersion = await ai.version()
"""


def test_site_boots_to_app_ready(page: Page, site) -> None:
    site.open(page, idle=True)  # the home page starts Python by itself once left alone
    assert page.evaluate("performance.getEntriesByName('pygames:boot-idle').length") == 1
    assert page.title() == "pygames"
    assert page.locator("#app").inner_text().strip() != ""
    expect(page.locator("[data-shell]")).to_have_count(0)  # Python replaced index.html's static home
    expect(page.locator("#loader")).to_be_hidden()  # it fades out, so wait for the end of the fade
    # Nothing on the idle home page keeps animating once the fade is over: the hidden loader's logo kept
    # rolling under the finished page, a frame asked for 60 times a second for as long as it stayed open.
    page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running')", timeout=5_000)


def test_no_request_leaves_the_origin(page: Page, site) -> None:
    site.open(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null")  # precaching done
    assert any(url.endswith(".whl") for url in page.guard.requests)
    assert any(url.endswith("pyodide.asm.wasm") for url in page.guard.requests)
    # The guard fails the test at teardown on any off-origin request; this makes it explicit.
    assert not [p for p in page.guard.problems if "left the origin" in p]


def test_ai_worker_answers_without_shared_array_buffer(page: Page, site) -> None:
    site.open(page)
    assert page.evaluate("window.crossOriginIsolated") is False  # a plain static host
    page.evaluate(
        "code => { const s = document.createElement('script'); s.type = 'py';"
        " s.textContent = code; document.body.append(s); }",
        ASK_AI_WORKER,
    )
    page.wait_for_selector("body[data-ai-version]", state="attached")
    version = page.evaluate("document.querySelector('meta[name=pygames-version]').content")
    assert page.evaluate("document.body.dataset.aiVersion") == version


def test_second_visit_boots_offline(page: Page, site) -> None:
    site.open(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    # The first visit's AI worker downloads too: its responses must not arrive after the reload below
    # and count as the second visit's (they came from the network, while it was still on).
    page.wait_for_function("window.pygamesAiBoot !== undefined")
    page.context.set_offline(True)
    answered = []
    page.on("response", lambda response: answered.append((response.url, response.from_service_worker))
            if response.url.startswith("http") else None)  # blob: URLs are made in the page
    page.reload()
    site.wait_ready(page)
    # Everything the page loaded came from the service worker's cache, none from the network.
    # (navigator.onLine is no witness: Debian's Chromium 150 keeps it true under offline emulation.)
    assert answered and all(cached for _, cached in answered), [url for url, cached in answered if not cached]
    # And the network really is off: a file nobody cached cannot be fetched (the one expected error).
    before = len(page.guard.problems)
    with page.expect_console_message(lambda m: "Failed to load resource" in m.text):
        fetched = page.evaluate("fetch('./not-cached-' + Date.now()).then(() => 'fetched', () => 'failed')")
    assert fetched == "failed"
    seen = page.guard.problems[before:]
    page.guard.problems[before:] = [p for p in seen if "Failed to load resource" not in p]


def test_precache_lists_every_file(page: Page, site) -> None:
    text = page.request.get(site.url + "sw.js").text()  # no navigation: a JS page would fetch /favicon.ico
    listed = json.loads(text.split("const PRECACHE = ", 1)[1].split(";", 1)[0])
    for url in ("./", "./index.html", "./pyscript.json", "./vendor/pyodide/pyodide.asm.wasm",
                "./vendor/qrcode/qrcode.mjs", "./icons/icon-512.png"):
        assert url in listed
