#!/usr/bin/env python3
"""Time per computer move of a game in headless Chromium (the built site) next to the native figures.

Usage:  python3 build.py build
        .venv/bin/python bench/computer_browser.py GAME [--moves 20] [--rows 2:easy,2:hard,6:hard]
(GAME: war-of-lights, drinking, drinking-war, ...; a row is seats:level of seat 1)

The browser side serves dist/ like the e2e tests, starts games through the set-up form with every seat a
computer (the measured level in seat 1, easy elsewhere), and reads the page's own log of each computer
move (`window.pygamesTimings`, written by pygames/web/computer.py: from asking the AI worker to its
answer, transfer included). The first answer of the page is left out: it includes the worker's boot.
The native side plays the same set-ups with `choose_action`. Prints median and 95th percentile per row.
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

from gobblet_speed import percentile  # noqa: E402
from harness import choose_seat, open_site, require_dist  # noqa: E402

ROW_TIMEOUT_S = 180  # per row, in case a game stalls
ROWS = "2:easy,2:hard,6:hard"  # seats:level of seat 1 (the others easy); hard searches less with more seats


def default_options(game: str) -> str:
    """The game's default options as pygames/web/computer.py logs them."""
    from pygames.core.game import get_game

    return json.dumps(get_game(game).normalize_options({}), sort_keys=True)


def start_game(page, game: str, seats: int, level: str) -> None:
    """Start a game of computers through the set-up form: `level` in seat 1, easy in the others."""
    page.evaluate(f"location.hash = '#/new/{game}'")
    page.wait_for_selector("[data-testid=start]")
    for i in range(page.locator("select[data-testid^=seat]").count()):
        kind = f"computer:{level}" if i == 0 else "computer:easy" if i < seats else "none"
        choose_seat(page, i, kind)
    page.click("[data-testid=start]")
    page.wait_for_selector("#board-area > *")


def browser_times(page, game: str, seats: int, level: str, moves: int) -> list[float]:
    """Seconds per move of `level` in seat 1 of a game of `seats`, measured by the page."""
    seen = page.evaluate("(window.pygamesTimings || []).length")
    times: list[float] = []
    deadline = time.monotonic() + ROW_TIMEOUT_S
    options = default_options(game)
    while len(times) < moves and time.monotonic() < deadline:
        start_game(page, game, seats, level)
        page.wait_for_function(
            """([seen, options, level, wanted]) => {
                 const log = (window.pygamesTimings || []).slice(seen);
                 const mine = log.filter(t => t.options === options && t.level === level && t.seat === 0);
                 return mine.length >= wanted || document.querySelector('#status.over') !== null;
               }""",
            arg=[seen, options, level, moves - len(times)], timeout=ROW_TIMEOUT_S * 1000)
        log = page.evaluate("window.pygamesTimings")
        times += [t["ms"] / 1000 for t in log[seen:]
                  if t["options"] == options and t["level"] == level and t["seat"] == 0]
        seen = len(log)
    return times[:moves]


def native_times(game_id: str, seats: int, level: str, moves: int) -> list[float]:
    """Seconds per move of `level` in seat 1 of a game of `seats`, in this Python."""
    from pygames import new_match
    from pygames.ai import choose_action

    times: list[float] = []
    game = 0
    while len(times) < moves:
        match = new_match(game_id, seats, seed=game)
        while not match.is_over and len(times) < moves:
            seat = match.actors[0]
            started = time.perf_counter()
            action = choose_action(match, seat, level if seat == 0 else "easy", seed=game * 1000 + match.ply)
            if seat == 0:
                times.append(time.perf_counter() - started)
            match.play(action, seat)
        game += 1
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", help="the game's id, e.g. war-of-lights")
    parser.add_argument("--moves", type=int, default=20, help="moves measured per row, browser and native")
    parser.add_argument("--rows", default=ROWS, help="comma-separated seats:level of seat 1")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    require_dist()

    from playwright.sync_api import sync_playwright

    wanted = [(int(seats), level) for seats, level in (row.split(":") for row in args.rows.split(","))]
    rows = {}
    with sync_playwright() as driver:
        browser, page = open_site(driver, args.chromium)
        # Warm up: the first answer includes the AI worker's boot.
        start_game(page, args.game, 2, "easy")
        page.wait_for_function("(window.pygamesTimings || []).length >= 1")
        boot_s = page.evaluate("window.pygamesTimings[0].ms") / 1000
        print(f"first AI answer (worker boot included): {boot_s:.2f} s", flush=True)
        for seats, level in wanted:
            rows[seats, level] = browser_times(page, args.game, seats, level, args.moves)
            print(f"  browser {seats} seats {level}: {len(rows[seats, level])} moves", flush=True)
        where = set(page.evaluate("window.pygamesTimings.map(t => t.where)"))
        browser.close()

    print(f"\nBrowser: headless Chromium, the AI in a worker ({', '.join(sorted(where))}); "
          f"native: Python {sys.version.split()[0]}. Seat 1 at the level shown, the others easy.")
    print(f"{'seats':>5} {'level':5} | {'browser moves':>13} {'median ms':>10} {'p95 ms':>8} | "
          f"{'native moves':>12} {'median ms':>10} {'p95 ms':>8}")
    for seats, level in wanted:
        native = native_times(args.game, seats, level, args.moves)
        row = rows[seats, level]
        cells = (f"{len(row):>13} {1000 * statistics.median(row):>10.1f} {1000 * percentile(row, 0.95):>8.1f}"
                 if row else f"{0:>13} {'-':>10} {'-':>8}")
        print(f"{seats:>5} {level:5} | {cells} | {len(native):>12} {1000 * statistics.median(native):>10.1f} "
              f"{1000 * percentile(native, 0.95):>8.1f}", flush=True)


if __name__ == "__main__":
    main()
