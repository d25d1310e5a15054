"""Lighthouse (desktop preset) on the home page and a play page of the built site, in headless Chromium.

    .venv/bin/python bench/lighthouse.py [--runs N]      (after `python3 build.py build`)

--gzip serves the compressible files gzipped, as a static host would (the default sends them as
they are, like build.py's server, which makes Lighthouse's simulated network see ~22 MB).
Installs the pinned npm `lighthouse` into .cache/lighthouse/ on first use (not part of the test
suite: run on demand). Prints per page: performance, best practices and accessibility scores, TBT,
LCP, FCP, the longest main-thread task, and the median over --runs runs. Issue #12's targets:
TBT under 300 ms and performance 90+.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from harness import ROOT, load_build_module, serve_dist

LIGHTHOUSE = "lighthouse@12.8.2"
INSTALL_DIR = ROOT / ".cache" / "lighthouse"
PAGES = {"home": "", "play (new Yacht game)": "#/new/yacht"}
# Its gatherer asks DevTools for the body of every big text-like download (the 9.6 MB wasm, the
# stdlib zip) and times out on this machine ("Network.getResponseBody"); it only checks gzip, which is
# the static host's business, not the site's.
SKIP_AUDITS = "uses-text-compression"
CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking " \
               "--disable-component-update --disable-sync"


# What a static host compresses on the wire (build.py's own server sends files as they are).
COMPRESSED_TYPES = (".wasm", ".js", ".mjs", ".json", ".html", ".css", ".svg", ".py", ".webmanifest")


@functools.cache
def gzipped(path: Path, mtime: float) -> bytes:
    """A file's bytes gzipped once (level 6, as hosts do on the fly)."""
    return gzip.compress(path.read_bytes(), compresslevel=6)


def gzip_handler(build):
    """build.py's request handler, sending compressible files gzipped when the browser accepts it."""

    class GzipHandler(build.SiteHandler):
        def do_GET(self) -> None:
            path = Path(self.translate_path(self.path.split("?")[0]))
            if path.is_dir():
                path = path / "index.html"
            if (not path.is_file() or not path.name.endswith(COMPRESSED_TYPES)
                    or "gzip" not in self.headers.get("Accept-Encoding", "")):
                return super().do_GET()
            body = gzipped(path, path.stat().st_mtime)
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    return GzipHandler


def lighthouse_bin() -> Path:
    """The pinned Lighthouse CLI, installed into .cache/lighthouse/ if missing."""
    binary = INSTALL_DIR / "node_modules" / ".bin" / "lighthouse"
    stamp = INSTALL_DIR / ".installed"
    if not binary.exists() or not stamp.exists() or stamp.read_text() != LIGHTHOUSE:
        INSTALL_DIR.mkdir(parents=True, exist_ok=True)
        print(f"installing {LIGHTHOUSE} into {INSTALL_DIR}", flush=True)
        subprocess.run(["npm", "install", "--prefix", str(INSTALL_DIR), "--no-save", "--no-audit",
                        "--no-fund", LIGHTHOUSE], check=True, stdout=subprocess.DEVNULL)
        stamp.write_text(LIGHTHOUSE)
    return binary


def audit(binary: Path, chromium: str, url: str) -> dict[str, float]:
    """One Lighthouse run; the figures we track."""
    with tempfile.TemporaryDirectory(prefix="pygames-lh-") as tmp:
        report = Path(tmp) / "report.json"
        subprocess.run([str(binary), url, "--preset=desktop", "--output=json", f"--output-path={report}",
                        f"--chrome-flags={CHROME_FLAGS}", "--quiet", f"--skip-audits={SKIP_AUDITS}"],
                       check=True, env=dict(os.environ, CHROME_PATH=chromium))
        data = json.loads(report.read_text())
    cats, audits = data["categories"], data["audits"]
    tasks = audits.get("long-tasks", {}).get("details", {}).get("items", [])
    return {
        "performance": round(100 * (cats["performance"]["score"] or 0)),
        "best practices": round(100 * (cats["best-practices"]["score"] or 0)),
        "accessibility": round(100 * (cats["accessibility"]["score"] or 0)),
        "TBT ms": audits["total-blocking-time"]["numericValue"],
        "LCP ms": audits["largest-contentful-paint"]["numericValue"],
        "FCP ms": audits["first-contentful-paint"]["numericValue"],
        "longest task ms": max((t.get("duration", 0) for t in tasks), default=0),
        "transfer KB": audits["total-byte-weight"]["numericValue"] / 1000,
    }


def main() -> int:
    """Audit each page --runs times and print the medians."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=1, help="runs per page (median reported)")
    parser.add_argument("--gzip", action="store_true",
                        help="serve text and wasm gzipped, as a static host does (transfer sizes shrink)")
    parser.add_argument("--page", choices=("home", "play"), help="audit this page only")
    args = parser.parse_args()
    build = load_build_module()
    if not (build.DIST / "index.html").exists():
        sys.exit("dist/ is not built: run `python3 build.py build` first")
    chromium = os.environ.get("PYGAMES_CHROMIUM") or build.find_chromium()
    binary = lighthouse_bin()
    server = serve_dist(handler_class=gzip_handler(build)) if args.gzip else serve_dist()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    pages = {name: fragment for name, fragment in PAGES.items() if name.startswith(args.page or "")}
    for name, fragment in pages.items():
        runs = [audit(binary, chromium, base + fragment) for _ in range(args.runs)]
        print(f"\n{name} ({base + fragment}), median of {args.runs}:")
        for key in runs[0]:
            value = statistics.median(run[key] for run in runs)
            print(f"  {key:16s} {value:8.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
