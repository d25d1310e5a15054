"""The `page` fixture's warm context (e2e/conftest.py `Warm`): a test's page starts with nothing the last
test stored: only the HTTP cache and the site's own service worker and precache (a returning visitor's) are
carried over; its AI worker starts on demand (AI_ON_DEMAND)."""

from __future__ import annotations

from gobblet_helpers import start_game
from playwright.sync_api import Page, expect

LEAVE_TRACES = """async () => {
  localStorage.setItem("left-over", "1");
  await (await caches.open("left-over")).put("./left-over", new Response("x"));
  await new Promise((done) => { const open = indexedDB.open("left-over"); open.onsuccess = done; });
  document.cookie = "left-over=1";
  return (await navigator.serviceWorker.ready).active !== null;
}"""
TRACES = """async () => ({
  caches: await caches.keys(),
  controlled: navigator.serviceWorker.controller !== null,
  local: localStorage.getItem("left-over"),
  cache: await caches.has("left-over"),
  idb: (await indexedDB.databases()).some((db) => db.name === "left-over"),
  cookie: document.cookie.includes("left-over"),
})"""
WASM_FETCHED = """performance.getEntriesByType("resource").filter((e) => e.name.endsWith("pyodide.asm.wasm"))
  .map((e) => [e.transferSize, e.encodedBodySize])"""


def test_a_warm_page_starts_with_nothing_stored_but_the_http_cache_and_the_sites_service_worker(warm, site):
    first = warm.new_page()
    site.open(first, "#/new/gobblet")
    assert first.evaluate(LEAVE_TRACES) is True  # the service worker is installed too
    second = warm.new_page()
    assert first.is_closed()
    site.open(second, "#/new/gobblet")
    assert second.evaluate(TRACES) == {"caches": [warm.precache], "controlled": True, "local": None,
                                       "cache": False, "idb": False, "cookie": False}
    [(sent, body)] = second.evaluate(WASM_FETCHED)
    assert sent < body  # revalidated against the HTTP cache (a 304), not downloaded again
    second.close()


# Counts the AI workers the page makes (site/js/boot.js names its worker "ai"; PyScript makes others).
COUNT_WORKERS = """window.pygamesAiWorkersMade = 0;
window.Worker = class extends window.Worker {
  constructor(url, options) {
    super(url, options);
    if (options?.name === "ai") window.pygamesAiWorkersMade += 1;
  }
};"""


def test_a_test_page_starts_the_ai_worker_only_when_a_computer_first_moves(page, site):
    page.add_init_script(COUNT_WORKERS)
    site.open(page)
    assert page.evaluate("window.pygamesAiWorkersMade") == 0  # ready, and no second Python started
    start_game(page, red="computer:ok", yellow="human")
    page.wait_for_function("(window.pygamesTimings || []).length >= 1")
    assert page.evaluate("window.pygamesTimings.map(t => t.where)") == ["worker"]
    assert page.evaluate("window.pygamesAiWorkersMade") == 1


def test_a_kept_page_serves_the_next_test_as_a_first_visit_without_a_second_boot(warm, site):
    """Warm.take_page: a page the last test left is reset, not reloaded; one set up for its first load (an
    init script) gets a real load at its first open."""
    first = warm.take_page(site)
    site.open(first, "#/new/gobblet")
    start_game(first, red="human", yellow="human")  # a save in the book
    first.evaluate("location.hash = '#/'")
    first.get_by_role("button", name="Français").click()
    expect(first.locator("html")).to_have_attribute("lang", "fr")
    first.set_input_files("#import-file", {"name": "x.json", "mimeType": "application/json", "buffer": b"{"})
    expect(first.locator("#toast")).to_be_visible()
    first.evaluate("window.leftOver = 1")  # what only a reload would forget
    warm.kept = first
    second = warm.take_page(site)
    assert second is first
    assert second.evaluate("window.leftOver") == 1  # the same booted page: no second boot
    stored = second.evaluate("[location.hash, Object.keys(localStorage).sort()]")
    assert stored == ["", ["pygames:peer-where"]]  # the home page, and only the test browsers' own setting
    expect(second.locator("html")).to_have_attribute("lang", "en")
    expect(second.locator("#toast")).to_have_count(0)
    expect(second.locator(".home [data-testid=home-line]")).to_contain_text("Board, dice and card games")
    expect(second.locator("[data-testid=continue], li.save")).to_have_count(0)
    site.open(second, "#/new/gobblet")
    expect(second.locator(".setup-form[data-game=gobblet]")).to_be_visible()
    assert second.evaluate("window.leftOver") == 1
    warm.kept = second
    third = warm.take_page(site)
    third.add_init_script("window.freshLoad = 1")
    site.open(third, "#/new/gobblet")
    assert third.evaluate("[window.freshLoad, window.leftOver]") == [1, None]  # loaded anew
    expect(third.locator(".setup-form[data-game=gobblet]")).to_be_visible()
    third.close()
    warm.kept = None


def test_a_host_page_linked_to_a_friend_is_kept_with_its_links_closed_and_nothing_left_on_screen(
        warm, site, make_page):
    """The host of a peer test is the warm page, kept for the next test after its friends' contexts close:
    the reset closes the game and its links, and the next test sees a first visit."""
    from peer_helpers import WATCH_LINKS, host_game, link_up
    from test_peer import gobblet_3x3

    host, guest = warm.take_page(site), make_page()
    host.add_init_script(WATCH_LINKS)
    site.open(host)
    host_game(host, "gobblet", gobblet_3x3)
    link_up(host, guest, site)
    assert host.evaluate("pygamesTestLinks.some((link) => link.connectionState === 'connected')")
    host.evaluate("window.leftOver = 1")
    warm.kept = host
    # Taken while the friend is still there: the reset itself must close the links (a friend who leaves
    # first closes them from the other end, which the `page` fixture's order gives in a whole run).
    kept = warm.take_page(site)
    assert kept is host and kept.evaluate("window.leftOver") == 1  # reset, not reloaded
    assert kept.evaluate("pygamesTestLinks.every((link) => link.connectionState === 'closed')")
    marker_link(kept, guest)
    guest.context.close()  # the friend goes, as make_page's contexts do after the test
    assert kept.evaluate("[location.hash, Object.keys(localStorage).sort()]") == ["", ["pygames:peer-where"]]
    # The friend's page closes its links in the order it made them as it goes: the marker's end lands
    # after anything the game's link still had in the air (it would have shown a toast or the panel).
    kept.wait_for_function("window.pygamesMarkerEnded === true")
    expect(kept.locator("body > .toast, body > dialog[open]")).to_have_count(0)
    expect(kept.locator("#peer-panel")).to_have_count(0)
    expect(kept.locator(".home [data-testid=home-line]")).to_contain_text("Board, dice and card games")
    kept.close()
    warm.kept = None


def marker_link(host: Page, friend: Page) -> None:
    """A bare link (site/js/peer.js, no Python) from `host` to `friend`, made after the game's: when the
    friend leaves, its end reaches the host after the game link's would have (window.pygamesMarkerEnded)."""
    offer = host.evaluate("""async () => {
        window.pygamesMarkerEnded = false;
        const link = window.pygamesMarker = await window.pygamesPeer.offer("[]");
        link.onclose = () => { window.pygamesMarkerEnded = true; };
        return link.sdp; }""")
    answer = friend.evaluate(
        "async (offer) => (window.pygamesMarker = await window.pygamesPeer.answer(offer, '[]')).sdp", offer)
    host.evaluate("(answer) => window.pygamesMarker.accept(answer)", answer)
    host.wait_for_function("window.pygamesMarker.state === 'open'")
