#!/usr/bin/env python3
"""Time per Gobblet computer move in headless Chromium (the built site) next to the native figures.

Usage:  python3 build.py build && .venv/bin/python bench/gobblet_browser.py [--moves 12] [--native-games 2]

The browser side serves dist/ like the e2e tests, starts games through the set-up form with one seat
at the measured level and the other at "ok" (the seats swap each game, as bench/gobblet_speed.py
does natively), and reads the page's own log of each computer move (`window.pygamesTimings`, written
by pygames/web/computer.py: the time from asking the AI worker to its answer, transfer included).
The first answer of the page is left out: it includes the worker's Pyodide boot. Prints the median
and 95th percentile per size and level, browser and native, side by side, and the longest task on the
page's own thread while a search ran (the page's promise: none over 100 ms; the browser reports tasks of
50 ms or more). Takes a few minutes.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "e2e"))

from gobblet_helpers import LONG_TASKS  # noqa: E402
from gobblet_speed import move_times, percentile  # noqa: E402
from harness import choose_seat, open_site, require_dist  # noqa: E402

CONFIG_TIMEOUT_S = 150  # per size and level, in case a game stalls
ROWS = [(3, "ok"), (3, "smart"), (4, "ok"), (4, "smart")]


def start_game(page, size: int, red: str, yellow: str) -> None:
    """Start a game through the set-up form."""
    page.evaluate("location.hash = '#/new/gobblet'")
    page.wait_for_selector("[data-testid=start]")
    page.check(f"[data-testid=size{size}]")
    choose_seat(page, 0, red)
    choose_seat(page, 1, yellow)
    page.click("[data-testid=start]")
    page.wait_for_selector(".gobblet-board")


def browser_times(page, size: int, level: str, moves: int) -> list[float]:
    """Seconds per move of `level` on a size x size board, measured by the page."""
    options = json.dumps({"size": size}, sort_keys=True)  # as pygames/web/computer.py logs it
    seen = page.evaluate("(window.pygamesTimings || []).length")
    times: list[float] = []
    deadline = time.monotonic() + CONFIG_TIMEOUT_S
    game = 0
    while len(times) < moves and time.monotonic() < deadline:
        timed_seat = game % 2
        timed, other = f"computer:{level}", "computer:ok"
        seats = [timed, other] if timed_seat == 0 else [other, timed]
        start_game(page, size, *seats)
        # Until the game ends or enough moves are in (the page is left mid-game then).
        page.wait_for_function(
            """([seen, options, level, seat, wanted]) => {
                 const log = (window.pygamesTimings || []).slice(seen);
                 const mine = log.filter(t => t.options === options && t.level === level && t.seat === seat);
                 return mine.length >= wanted || document.querySelector('#status.over') !== null;
               }""",
            arg=[seen, options, level, timed_seat, moves - len(times)], timeout=CONFIG_TIMEOUT_S * 1000)
        log = page.evaluate("window.pygamesTimings")
        times += [t["ms"] / 1000 for t in log[seen:]
                  if t["options"] == options and t["level"] == level and t["seat"] == timed_seat]
        seen = len(log)
        game += 1
    return times[:moves]


def longest_task_while_thinking(page) -> tuple[float, int]:
    """The longest page task (ms) that overlapped a computer's search, and how many searches were seen."""
    timings = page.evaluate("window.pygamesTimings")[1:]  # the first answer waited for the worker's boot
    tasks = page.evaluate("window.pygamesLongTasks || []")
    overlapping = [task["ms"] for task in tasks for t in timings
                   if task["start"] < t["start"] + t["ms"] and task["start"] + task["ms"] > t["start"]]
    return max(overlapping, default=0.0), len(timings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=12, help="browser moves measured per size and level")
    parser.add_argument("--native-games", type=int, default=2, help="native games per size and level")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    require_dist()

    from playwright.sync_api import sync_playwright

    browser_rows = {}
    with sync_playwright() as driver:
        browser, page = open_site(driver, args.chromium, init_script=LONG_TASKS)
        # Warm up: the first answer includes the AI worker's boot.
        start_game(page, 3, "computer:ok", "human")
        page.wait_for_function("(window.pygamesTimings || []).length >= 1")
        boot_s = page.evaluate("window.pygamesTimings[0].ms") / 1000
        print(f"first AI answer (worker boot included): {boot_s:.2f} s", flush=True)
        for size, level in ROWS:
            browser_rows[size, level] = browser_times(page, size, level, args.moves)
            print(f"  browser {size}x{size} {level}: {len(browser_rows[size, level])} moves", flush=True)
        where = set(page.evaluate("window.pygamesTimings.map(t => t.where)"))
        longest_ms, searched = longest_task_while_thinking(page)
        browser.close()

    print(f"\nBrowser: headless Chromium, the AI in a worker ({', '.join(sorted(where))}); "
          f"native: Python {sys.version.split()[0]}. Smart's budget 1 s/move; the other seat plays Ok.")
    print(f"{'size':>4} {'level':6} | {'browser moves':>13} {'median ms':>10} {'p95 ms':>8} | "
          f"{'native moves':>12} {'median ms':>10} {'p95 ms':>8}")
    for size, level in ROWS:
        native = move_times(size, level, args.native_games, 1.0)
        row = browser_rows[size, level]
        cells = (f"{len(row):>13} {1000 * statistics.median(row):>10.1f} {1000 * percentile(row, 0.95):>8.1f}"
                 if row else f"{0:>13} {'-':>10} {'-':>8}")
        print(f"{size:>4} {level:6} | {cells} | {len(native):>12} {1000 * statistics.median(native):>10.1f} "
              f"{1000 * percentile(native, 0.95):>8.1f}", flush=True)
    print(f"\nlongest task on the page's thread during {searched} searches: {longest_ms:.0f} ms "
          f"(promise: at most 100 ms; tasks under 50 ms are not reported)")


if __name__ == "__main__":
    main()
