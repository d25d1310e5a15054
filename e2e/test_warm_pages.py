"""The `page` fixture's warm context (e2e/conftest.py `Warm`): a test's page starts with nothing the last
test stored, and only the HTTP cache is carried over."""

from __future__ import annotations

LEAVE_TRACES = """async () => {
  localStorage.setItem("left-over", "1");
  await (await caches.open("left-over")).put("./left-over", new Response("x"));
  await new Promise((done) => { const open = indexedDB.open("left-over"); open.onsuccess = done; });
  document.cookie = "left-over=1";
  return (await navigator.serviceWorker.ready).active !== null;
}"""
TRACES = """async () => ({
  local: localStorage.getItem("left-over"),
  cache: await caches.has("left-over"),
  idb: (await indexedDB.databases()).some((db) => db.name === "left-over"),
  cookie: document.cookie.includes("left-over"),
})"""
WASM_FETCHED = """performance.getEntriesByType("resource").filter((e) => e.name.endsWith("pyodide.asm.wasm"))
  .map((e) => [e.transferSize, e.encodedBodySize])"""


def test_a_warm_page_starts_with_nothing_stored_and_only_the_http_cache_kept(warm, site):
    first = warm.new_page()
    site.open(first, "#/new/gobblet")
    assert first.evaluate(LEAVE_TRACES) is True  # the service worker is installed too
    second = warm.new_page()
    assert first.is_closed()
    site.open(second, "#/new/gobblet")
    assert second.evaluate(TRACES) == {"local": None, "cache": False, "idb": False, "cookie": False}
    [(sent, body)] = second.evaluate(WASM_FETCHED)
    assert sent < body  # revalidated against the HTTP cache (a 304), not downloaded again
    second.close()
