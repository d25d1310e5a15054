#!/usr/bin/env python3
"""Time per decision of the optimal Yacht player in headless Chromium's Pyodide, next to CPython's.

Serves the built dist/ (run `python3 build.py build` first) with build.py's `make_server`, opens it in
headless Chromium, starts a solo game and plays it through the page's Hint: for every decision it
presses Hint, reads the time the page spent on that decision, then clicks the best choice. No debug
hook: the hint panel carries its own timings in data attributes (data-load-ms: decoding the table,
once; data-ms: ranking every choice of the position, the same work as one optimal decision).

A second game has the computer (level "optimal") play a seat; the page logs each computer move's time
in window.pygamesTimings. That figure includes the trip to the AI worker and the worker's replay of the
save, so it is the delay a person waits for, not just the decision.

Then the same positions are timed natively (CPython, this process), so the two can be compared.

Usage: .venv/bin/python bench/yacht_browser.py [--games 2] [--joker seed] [--no-computer]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from harness import LAUNCH_ARGS, choose_seat, serve_dist  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402

from pygames import Match  # noqa: E402
from pygames.games.yacht import YACHT  # noqa: E402

TABLE = "[data-testid=yacht]"
TARGET_MS = 100.0


def start(page: Page, url: str, seat0: str, joker: str) -> None:
    """Open the site and start a one-seat game."""
    page.goto(url)
    page.wait_for_selector("html.app-ready", state="attached", timeout=120_000)
    page.click('a[href="#/new/yacht"] >> nth=0')
    page.check(f"[data-testid=joker-{joker}]")
    for i in range(1, 4):
        choose_seat(page, i, "none")
    choose_seat(page, 0, seat0)
    page.click("[data-testid=start]")
    page.wait_for_selector(f"{TABLE} .yacht-die, [data-testid=ranking]")


def hinted_game(page: Page) -> tuple[list[float], float, list[str]]:
    """Play one game by the hint's best choices: (ms per decision, table load ms, actions played)."""
    times, load_ms, actions = [], 0.0, []
    while page.get_attribute(TABLE, "data-over") == "no":
        ply = int(page.get_attribute(TABLE, "data-ply"))
        page.click("[data-testid=hint]")
        panel = page.wait_for_selector("[data-testid=hint-panel][data-best]", timeout=120_000)
        times.append(float(panel.get_attribute("data-ms")))
        load_ms = max(load_ms, float(panel.get_attribute("data-load-ms")))
        actions.append(panel.get_attribute("data-best"))
        page.click(".yacht-hint li.best button")
        if actions[-1] == "all" or actions[-1][0].isdigit():  # a reroll marks its dice; Roll plays it
            page.click("[data-testid=roll]")
        page.wait_for_function(f"Number(document.querySelector('{TABLE}').dataset.ply) > {ply}")
    return times, load_ms, actions


def computer_game(page: Page) -> list[float]:
    """Let the optimal computer play a solo game; the page's own timings of its moves, in ms."""
    page.wait_for_selector("[data-testid=ranking]", timeout=600_000)
    return [float(ms) for ms in page.evaluate(
        "(window.pygamesTimings || []).filter(t => t.game === 'yacht').map(t => t.ms)")]


def native_times(joker: str, seed: int, decisions: int) -> list[float]:
    """The same work as the page's hint, natively, over a game of the optimal player (cold caches)."""
    from pygames.games.yacht import ai as yacht_ai
    from pygames.games.yacht import ai_optimal as yacht_optimal

    yacht_optimal._turn.cache_clear()
    yacht_ai.load_tables(joker)
    match = Match(YACHT, 1, {"joker": joker}, seed=seed)
    out = []
    while not match.is_over and len(out) < decisions:
        started = time.perf_counter()
        ranked = yacht_ai.ranked_choices(match.state)
        out.append((time.perf_counter() - started) * 1000)
        match.play(ranked[0][0])
    return out


def summary(label: str, ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return (f"{label}: {len(ms)} decisions, median {statistics.median(ms):.1f} ms, mean "
            f"{statistics.fmean(ms):.1f} ms, p95 {p95:.1f} ms, max {ms[-1]:.1f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games played by hints in the page")
    parser.add_argument("--joker", default="original", choices=("original", "forced", "free", "none"))
    parser.add_argument("--no-computer", action="store_true", help="skip the computer-player game")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args(argv)
    if not (ROOT / "dist" / "index.html").exists():
        sys.exit("dist/ is not built: run `python3 build.py build` first")

    server = serve_dist("/pygames/")
    url = f"http://127.0.0.1:{server.server_address[1]}/pygames/"
    page_ms, loads, computer_ms, decisions = [], [], [], 0
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=args.chromium, args=LAUNCH_ARGS)
        try:
            for game in range(args.games):
                context = browser.new_context()
                page = context.new_page()
                start(page, url, "human", args.joker)
                times, load_ms, actions = hinted_game(page)
                page_ms += times
                loads.append(load_ms)
                decisions = max(decisions, len(actions))
                print(f"page game {game + 1}: {len(times)} decisions, final "
                      f"{page.inner_text('[data-testid=ranking] .points')} points")
                context.close()
            if not args.no_computer:
                context = browser.new_context()
                page = context.new_page()
                start(page, url, "computer:optimal", args.joker)
                computer_ms = computer_game(page)
                context.close()
        finally:
            browser.close()
            server.shutdown()

    native = [t for seed in range(args.games) for t in native_times(args.joker, seed, decisions)]
    print(f"joker rule {args.joker!r}")
    print(f"table decode in the page: {', '.join(f'{ms:.0f} ms' for ms in loads)} (once per page load)")
    print(summary("Chromium Pyodide, per decision (hint)", page_ms))
    print(summary("CPython native, per decision (same work)", native))
    if computer_ms:
        print(summary("computer move via the AI worker (incl. worker trip; first incl. worker boot)",
                      computer_ms))
        print(summary("  the same without the first move", computer_ms[1:]))
    slow = max(page_ms)
    verdict = "met" if slow < TARGET_MS else "NOT met"
    print(f"target {TARGET_MS:.0f} ms per decision in the browser: {verdict} (max {slow:.1f} ms)")
    return 0 if slow < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
