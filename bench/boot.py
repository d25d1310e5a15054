"""Boot time of the site against a bare Pyodide page, cold and warm, in headless Chromium.

    .venv/bin/python bench/boot.py [--runs N]      (after `python3 build.py build`)

site: navigation start -> class app-ready on <html> (PyScript + the wheel + the Python app), on a new
      game's page (SITE_PAGE): the home page needs no Python and starts it only once left alone.
bare: navigation start -> a ready interpreter, from a page that only calls loadPyodide() from the
      same vendored pyodide.mjs (served in memory at /bench/bare.html, never part of dist/).
cold: a fresh browser profile; warm: a second load in the same profile (HTTP cache, wasm code cache,
and for the site its service worker). Each figure is the median of --runs runs, interleaved.
Target (issue #12): site faster than bare (below 1.0x), cold and warm; stretch 0.7x.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
from pathlib import Path

from harness import LAUNCH_ARGS, load_build_module
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
BARE_PATH = "/bench/bare.html"
BARE_PAGE = b"""<!doctype html>
<meta charset="utf-8"><title>bare pyodide</title>
<script type="module">
  const { loadPyodide } = await import("../vendor/pyodide/pyodide.mjs");
  const pyodide = await loadPyodide();
  pyodide.runPython("import sys; sys.version");
  window.__readyAt = performance.now();
  document.documentElement.classList.add("py-ready");
</script>
"""
# Stamps the moment the app marks itself ready, measured like the bare page (from navigation start).
STAMP_APP_READY = """
new MutationObserver((_, observer) => {
  if (document.documentElement?.classList.contains("app-ready")) {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["class"] });
"""
# The physical floor: fetch the wasm alone, then compile it (no instantiation, no Python).
FLOOR_PATH = "/bench/floor.html"
FLOOR_PAGE = b"""<!doctype html>
<meta charset="utf-8"><title>wasm floor</title>
<script type="module">
  const t0 = performance.now();
  const bytes = await (await fetch("../vendor/pyodide/pyodide.asm.wasm")).arrayBuffer();
  const t1 = performance.now();
  await WebAssembly.compile(bytes);
  const t2 = performance.now();
  window.__floor = { fetch: t1 - t0, compile: t2 - t1, bytes: bytes.byteLength };
  document.documentElement.classList.add("floor-ready");
</script>
"""
# Where the site's boot time goes, from navigation start (performance marks set by site/js/boot.js).
STAGES = """(() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
  const wasm = performance.getEntriesByType("resource").find((e) => e.name.endsWith("pyodide.asm.wasm"));
  return {
    "html + PyScript loaded": at("pygames:pyscript-loaded"),
    "wasm fetched": wasm ? wasm.responseEnd : NaN,
    "snapshot restored": at("pygames:snapshot-restored"),
    "PyScript onReady": at("pygames:python-started"),
    "PyScript onBeforeRun": at("pygames:files-unpacked"),
    "app imported + drawn": window.__readyAt,
  };
})()"""
stages: dict[str, dict[str, list[float]]] = {"cold": {}, "warm": {}}
TIMEOUT_MS = 120_000


def pages_handler(build):
    """build.py's static handler that also serves the in-memory bare and floor pages (never part of dist/)."""

    class BenchHandler(build.SiteHandler):
        def do_GET(self) -> None:
            body = {BARE_PATH: BARE_PAGE, FLOOR_PATH: FLOOR_PAGE}.get(self.path.split("?")[0])
            if body is None:
                return super().do_GET()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    return BenchHandler


def start_server(build, dist: Path, compression: str, handler_class=None) -> str:
    """Serve `dist` plus the in-memory pages on a free port (with `handler_class`, a subclass of
    pages_handler(build)); returns the base URL."""
    handler_class = handler_class or pages_handler(build)
    server = build.make_server(dist, handler_class=handler_class, compression=compression)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}"


# Bytes the page fetched up to its ready stamp (bodies as sent, compressed or not as the host chose).
BYTES_BEFORE_READY = """
[...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")]
  .filter((e) => e.responseEnd <= window.__readyAt)
  .reduce((sum, e) => sum + e.encodedBodySize, 0)
"""
cold_bytes: dict[str, int] = {}
SITE_PAGE = "/#/new/gobblet"  # a page Python draws, so Python starts at once


def load_time(page, url: str, ready_selector: str, kind: str = "", temp: str = "") -> float:
    """Navigate and return seconds from navigation start to the page's ready stamp."""
    page.goto(url)
    page.wait_for_selector(ready_selector, state="attached", timeout=TIMEOUT_MS)
    if kind:
        cold_bytes[kind] = page.evaluate(BYTES_BEFORE_READY)
    if ready_selector == "html.app-ready":
        for stage, ms in page.evaluate(STAGES).items():
            stages[temp].setdefault(stage, []).append(ms)
    return page.evaluate("window.__readyAt") / 1000


def floor(playwright, chromium: str, url: str) -> dict[str, float]:
    """Fetch and compile times of the wasm alone, in a fresh profile."""
    with tempfile.TemporaryDirectory(prefix="pygames-bench-", ignore_cleanup_errors=True) as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium, args=LAUNCH_ARGS, headless=True)
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html.floor-ready", state="attached", timeout=TIMEOUT_MS)
        result = page.evaluate("window.__floor")
        context.close()
    return result


def cold_and_warm(playwright, chromium: str, url: str, ready_selector: str) -> tuple[float, float]:
    """One cold load in a fresh profile, then a warm load in the same profile."""
    with tempfile.TemporaryDirectory(prefix="pygames-bench-", ignore_cleanup_errors=True) as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium, args=LAUNCH_ARGS, headless=True)
        context.add_init_script(STAMP_APP_READY)
        page = context.new_page()
        cold = load_time(page, url, ready_selector, kind=url, temp="cold")
        # Let the site's service worker finish precaching, as it would before a real second visit.
        # (`ready` never settles on a page that registers none, hence the check of the controller.)
        if ready_selector == "html.app-ready":
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
        page.close()
        warm = load_time(context.new_page(), url, ready_selector, temp="warm")
        context.close()
    return cold, warm


def main() -> int:
    """Measure and print the four figures and the ratios."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="runs per figure (median reported)")
    parser.add_argument("--dist", type=Path, help="the built site to serve (default: dist/)")
    parser.add_argument("--compression", default="precompressed",
                        help="how the host compresses: precompressed, gzip or none (tools/serve.py)")
    args = parser.parse_args()
    build = load_build_module()
    dist = args.dist or build.DIST
    if not (dist / "index.html").exists():
        sys.exit(f"{dist} is not built: run `python3 build.py build` first")
    chromium = os.environ.get("PYGAMES_CHROMIUM") or build.find_chromium()
    base = start_server(build, dist, args.compression)
    keys = ("bare cold", "bare warm", "site cold", "site warm")
    figures: dict[str, list[float]] = {key: [] for key in keys}
    with sync_playwright() as playwright:
        for run in range(args.runs):
            for kind, url, selector in (("bare", base + BARE_PATH, "html.py-ready"),
                                        ("site", base + SITE_PAGE, "html.app-ready")):
                cold, warm = cold_and_warm(playwright, chromium, url, selector)
                figures[f"{kind} cold"].append(cold)
                figures[f"{kind} warm"].append(warm)
                print(f"run {run + 1}: {kind} cold {cold:.2f} s, warm {warm:.2f} s", flush=True)
        floors = [floor(playwright, chromium, base + FLOOR_PATH) for _ in range(args.runs)]
    median = {key: statistics.median(values) for key, values in figures.items()}
    print(f"\nmedian of {args.runs} runs (seconds from navigation start to ready):")
    for key, value in median.items():
        print(f"  {key:10s} {value:6.2f} s")
    for temp, marks in stages.items():
        print(f"  site {temp}, where the time goes (ms from navigation start, medians):")
        for stage, values in marks.items():
            if all(v != v for v in values):  # NaN: the mark never came (a hook PyScript did not call)
                continue
            print(f"    {stage:24s} {statistics.median(values):7.0f}")
    wasm_mb = floors[0]["bytes"] / 1e6
    print(f"  floor: pyodide.asm.wasm {wasm_mb:.1f} MB, fetch "
          f"{statistics.median(f['fetch'] for f in floors):.0f} ms, compile "
          f"{statistics.median(f['compile'] for f in floors):.0f} ms (cold profile, medians)")
    for url, size in cold_bytes.items():
        print(f"  cold boot, bytes fetched by {url.removeprefix(base) or '/'}: {size / 1e6:.2f} MB")
    for temp in ("cold", "warm"):
        ratio = median[f"site {temp}"] / median[f"bare {temp}"]
        verdict = "ok" if ratio < 1.0 else "over the 1.0x target"
        print(f"  site/bare {temp}: {ratio:.2f}x ({verdict})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
