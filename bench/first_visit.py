"""Bytes a first visit transfers, per file, from three kinds of static host, in headless Chromium.

    .venv/bin/python bench/first_visit.py [--dist DIR]      (after `python3 build.py build`)

A fresh browser profile opens a new game's page (the page that starts Python at once) and stays until
the page is ready (html.app-ready), the AI worker has started and the service worker controls the page
(its precache done: what offline play needs). The server counts what it sent (headers and bodies) per
file, so the service worker's and the AI worker's downloads count too. Then the same for a bare Pyodide
page (loadPyodide() from the same vendored files, as bench/boot.py does).

The hosts (tools/serve.py's compressions): "none" sends every file as it is; "gzip" gzips text, script
and wasm as it sends them (as most page hosts do); "precompressed" sends the .br or .gz copy build.py
wrote when the browser accepts it (Chromium accepts brotli from 127.0.0.1, so it gets the .br ones);
the "gz copies only" line is computed from the files' sizes for a host that has the .gz copies alone
(nginx's gzip_static without brotli). Target (issue #35): at most bare Pyodide's bytes, <= 14 MB.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
from collections import Counter
from pathlib import Path

import boot
from boot import BARE_PATH, SITE_PAGE, STAMP_APP_READY
from harness import LAUNCH_ARGS, load_build_module
from playwright.sync_api import sync_playwright

TIMEOUT_MS = 180_000
HOSTS = ("none", "gzip", "precompressed")


class Tally:
    """Bytes sent per path (headers included), and the Accept-Encoding the browser sent for each."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: Counter[str] = Counter()
        self.coding: dict[str, str] = {}
        self.accepted = ""

    def add(self, path: str, size: int) -> None:
        """Count `size` more bytes sent for `path`."""
        with self.lock:
            self.sent[path] += size

    def reset(self) -> dict[str, int]:
        """The counts so far (cleared)."""
        with self.lock:
            sent, self.sent = dict(self.sent), Counter()
        return sent


class Counted:
    """A response stream that tells the tally how many bytes went out."""

    def __init__(self, stream, tally: Tally, path: str) -> None:
        self.stream, self.tally, self.path = stream, tally, path

    def write(self, data) -> int:
        self.tally.add(self.path, len(data))
        return self.stream.write(data)

    def __getattr__(self, name: str):
        return getattr(self.stream, name)


def start_server(build, dist: Path, compression: str, tally: Tally) -> str:
    """Serve `dist` (and the bare page) as host `compression`, counting bytes; returns the base URL."""

    class CountingHandler(boot.pages_handler(build)):
        def parse_request(self) -> bool:
            parsed = super().parse_request()
            if parsed:
                path = self.path.split("?")[0].lstrip("/")
                self.wfile = Counted(getattr(self.wfile, "stream", self.wfile), tally, path)
                tally.accepted = self.headers.get("Accept-Encoding", "")
            return parsed

        def send_header(self, keyword: str, value: str) -> None:
            if keyword == "Content-Encoding":
                tally.coding[self.path.split("?")[0].lstrip("/")] = value
            super().send_header(keyword, value)

    return boot.start_server(build, dist, compression, CountingHandler)


# What the page itself received (headers and bodies as sent) up to its ready stamp: the boot alone,
# before the AI worker and the service worker start.
BYTES_TO_READY = """
[...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")]
  .filter((e) => e.responseEnd <= window.__readyAt)
  .reduce((sum, e) => sum + e.transferSize, 0)
"""
to_ready: dict[str, int] = {}


def visit(playwright, chromium: str, url: str, site: bool, tally: Tally) -> dict[str, int]:
    """A first visit in a fresh profile: the bytes sent per file (and to_ready[url])."""
    tally.reset()
    with tempfile.TemporaryDirectory(prefix="pygames-bench-", ignore_cleanup_errors=True) as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium, args=LAUNCH_ARGS, headless=True)
        context.add_init_script(STAMP_APP_READY)
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html.app-ready" if site else "html.py-ready", state="attached",
                               timeout=TIMEOUT_MS)
        to_ready[url] = page.evaluate(BYTES_TO_READY)
        if site:
            page.wait_for_function("window.pygamesAiBoot !== undefined", timeout=TIMEOUT_MS)
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
        context.close()
    return tally.reset()


def group(path: str) -> str:
    """The line of the table a file counts on."""
    name = path.rsplit("/", 1)[-1]
    if path.startswith("vendor/pyodide/") or name.endswith((".snap", ".whl")):
        return name if not name.endswith(".snap") else "snapshot (.snap)"
    return "data/ (Yacht tables)" if path.startswith("data/") else "everything else"


def gzip_copies_figure(dist: Path, sent: dict[str, int], codings: dict[str, str]) -> int:
    """What the same requests would weigh from a host with the .gz copies alone (no .br)."""
    total = 0
    for path, size in sent.items():
        file = dist / path / "index.html" if path in ("", "/") or path.endswith("/") else dist / path
        if codings.get(path) == "br":
            gz, br = file.with_name(file.name + ".gz"), file.with_name(file.name + ".br")
            size += (gz if gz.is_file() else file).stat().st_size - br.stat().st_size
        total += size
    return total


def main() -> int:
    """Visit the site and the bare page from each host; print the table."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, help="the built site to serve (default: dist/)")
    args = parser.parse_args()
    build = load_build_module()
    dist = (args.dist or build.DIST).resolve()
    if not (dist / "index.html").exists():
        sys.exit(f"{dist} is not built: run `python3 build.py build` first")
    chromium = os.environ.get("PYGAMES_CHROMIUM") or build.find_chromium()
    mb = lambda n: f"{n / 1e6:6.2f}"  # noqa: E731
    totals: dict[str, dict[str, int]] = {}
    with sync_playwright() as playwright:
        for host in HOSTS:
            tally = Tally()
            base = start_server(build, dist, host, tally)
            site = visit(playwright, chromium, base + SITE_PAGE, True, tally)
            bare = visit(playwright, chromium, base + BARE_PATH, False, tally)
            totals[host] = {"site": sum(site.values()), "bare": sum(bare.values()),
                            "boot": to_ready[base + SITE_PAGE],
                            "site gz": gzip_copies_figure(dist, site, tally.coding),
                            "bare gz": gzip_copies_figure(dist, bare, tally.coding)}
            lines = Counter()
            for path, size in site.items():
                lines[group(path)] += size
            print(f"\nhost {host!r} (browser sent Accept-Encoding: {tally.accepted}), MB sent:")
            for line, size in lines.most_common():
                print(f"  {line:32s} {mb(size)}")
            print(f"  {'site, first visit, all done':32s} {mb(totals[host]['site'])}")
            print(f"  {'site, the page to app-ready':32s} {mb(totals[host]['boot'])}")
            print(f"  {'bare Pyodide':32s} {mb(totals[host]['bare'])}")
    print(f"\nsummary, {dist}: MB a first visit transfers (site: ready + AI worker + precache)")
    print(f"  {'host':16s} {'site':>7s} {'boot':>7s} {'bare':>7s} {'site/bare':>9s}")
    for host, figure in totals.items():
        ratio = figure["site"] / figure["bare"]
        print(f"  {host:16s} {mb(figure['site'])}  {mb(figure['boot'])}  {mb(figure['bare'])}  {ratio:9.2f}")
    pre = totals["precompressed"]
    print(f"  {'gz copies only':16s} {mb(pre['site gz'])}  {'':7s}  {mb(pre['bare gz'])}  "
          f"{pre['site gz'] / pre['bare gz']:9.2f}   (from the files' sizes)")
    print("  site: the whole first visit (page, AI worker, precache); boot: the page's own requests up to"
          " app-ready")
    return 0


if __name__ == "__main__":
    sys.exit(main())
