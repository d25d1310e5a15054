#!/usr/bin/env python3
"""The computer's first reply after a cold load: Gobblet 3x3, the computer (Smart) moving first.

    .venv/bin/python bench/ai_first_reply.py [--runs 5]      (after `python3 build.py build`)

Each run is a fresh Chromium (empty profile: nothing cached) that opens the site, waits for the app to
be ready, then starts the game at once through the set-up form. Figures, median of the runs:
reply: the page's own log of that move (`window.pygamesTimings`, pygames/web/computer.py): from asking
       the AI worker to its answer, so it includes whatever is left of the worker's start;
ready: navigation start -> the app ready;
and the worker's own split of its start (`window.pygamesAiBoot`, from site/js/ai_worker.mjs): python
(its Python started), total (its files unpacked and ai_worker.py imported too), readyAt (on the page's
clock, from navigation start).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "e2e"))

from gobblet_helpers import start_game  # noqa: E402
from harness import open_site, require_dist  # noqa: E402


def one_run(driver, chromium: str) -> dict[str, float]:
    """One cold load and first reply: the figures of this run, in ms."""
    browser, page = open_site(driver, chromium)
    try:
        ready = page.evaluate("performance.now()")
        start_game(page, 3, red="computer:smart", yellow="human")
        page.wait_for_function("(window.pygamesTimings || []).length >= 1")
        first = page.evaluate("window.pygamesTimings[0]")
        assert first["where"] == "worker", first
        boot = page.evaluate("window.pygamesAiBoot || {}")
        return {"reply": first["ms"], "ready": ready, **{f"worker {k}": v for k, v in boot.items()}}
    finally:
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    require_dist()
    from playwright.sync_api import sync_playwright

    runs = []
    with sync_playwright() as driver:
        for _ in range(args.runs):
            runs.append(one_run(driver, args.chromium))
            print("  " + ", ".join(f"{k} {v:.0f}" for k, v in runs[-1].items()), flush=True)
    restored = sum(bool(run.get("worker snapshot")) for run in runs)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"\nfirst computer reply after a cold load (Gobblet 3x3, Smart first), median of {len(runs)} "
          f"runs, load average {load}; the worker restored the snapshot in {restored} of them:")
    for key in (key for key in runs[0] if key != "worker snapshot"):
        values = [run[key] for run in runs if key in run]
        print(f"  {key:>20}: {statistics.median(values) / 1000:6.2f} s")


if __name__ == "__main__":
    main()
