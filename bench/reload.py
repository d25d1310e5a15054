"""Time to the board on a reload of a saved game, for each game, in headless Chromium.

    .venv/bin/python bench/reload.py [--runs N] [--plies N] [--games a,b]   (after `python3 build.py build`)

For each game a match is played here to mid-game (a person on seat 0, the computer on the others, seeded
random moves), put in a fresh profile's localStorage as the site saves it, and opened once (Python draws
and saves it, as a person's page would). Then the page is reloaded --runs times, and each reload reports,
from navigation start:
  board: the board area has content and is visible (not under the loading screen), stamped on the first
         animation frame that sees it;
  live:  the class app-ready on <html> (Python has drawn the page and answers clicks).
The reloads are warm: same profile, HTTP cache, the service worker once it controls the page.

--dist DIR (repeatable) times other builds too (e.g. one of an older commit, `git archive` + build.py
build), their reloads taken in turn with this one's so that both see the same load on the machine.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import threading
from pathlib import Path

from harness import BOOT_TIMEOUT_MS, LAUNCH_ARGS, ROOT, SUB_PATH, load_build_module, require_dist, serve_dist
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(ROOT))
import pygames  # noqa: E402

GAMES = tuple(pygames.list_games())
# Stamps, on animation frames, the first moment the board is on screen, and the moment the app is ready.
STAMPS = """
(() => {
  const look = () => {
    const app = document.getElementById("app");
    const area = document.getElementById("board-area");
    if (window.__boardAt === undefined && app && area && area.childElementCount
        && getComputedStyle(app).visibility === "visible" && area.getBoundingClientRect().height > 0) {
      window.__boardAt = performance.now();
    }
    if (window.__liveAt === undefined && document.documentElement.classList.contains("app-ready")) {
      window.__liveAt = performance.now();
    }
    if (window.__boardAt === undefined || window.__liveAt === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();
"""


def mid_game(game_id: str, plies: int, seed: int) -> pygames.Match:
    """A match of `game_id` after `plies` seeded random moves: a person on seat 0, computers elsewhere."""
    game = pygames.core.get_game(game_id)
    seat_count = game.min_seats
    seats = [{"kind": "human"}] + [{"kind": "computer", "level": "easy"}] * (seat_count - 1)
    match = pygames.new_match(game_id, seat_count, {}, seed=seed, meta={"seats": seats, "title": game.title})
    rng = random.Random(seed)
    for _ in range(plies):
        if match.is_over:
            break
        actions = match.legal_actions()
        if not actions:
            break
        match.play(rng.choice(actions))
    while match.is_over and match.ply:  # a short game that ended: step back to a live position
        match.undo()
    return match


def seed_storage(page, save_id: str, match: pygames.Match) -> None:
    """Put `match` in the page's localStorage as pygames/core/savebook.py writes a save."""
    index = [{"id": save_id, "game": match.game.id, "title": match.game.title, "updated": 1.7e9,
              "status": "move 2"}]
    page.evaluate("""([id, save, index]) => {
        localStorage.setItem(`pygames:save:${id}`, save);
        localStorage.setItem(`pygames:rev:${id}`, "1");
        localStorage.setItem("pygames:index", index);
        localStorage.setItem("pygames:last", id);
    }""", [save_id, json.dumps(match.to_json()), json.dumps(index)])


class Reloader:
    """One profile with a saved game of one game open in one build: reloads it and times each reload."""

    def __init__(self, browser, base: str, game_id: str, plies: int):
        self.context = browser.new_context(viewport={"width": 1280, "height": 800})
        self.context.set_default_timeout(BOOT_TIMEOUT_MS)
        self.context.add_init_script(STAMPS)
        self.page = page = self.context.new_page()
        page.goto(base)
        page.wait_for_selector("html.app-ready", state="attached")
        save_id = f"bench{game_id.replace('-', '')}"
        seed_storage(page, save_id, mid_game(game_id, plies, seed=7))
        page.goto(f"{base}#/play/{save_id}")
        page.wait_for_selector("html.app-ready #board-area > *", state="attached")
        page.wait_for_function("navigator.serviceWorker.controller !== null")
        self.times: list[tuple[float, float]] = []

    def reload(self) -> None:
        """Reload once and note (board, live) in seconds from navigation start."""
        self.page.reload()
        self.page.wait_for_function("window.__boardAt !== undefined && window.__liveAt !== undefined")
        board, live = self.page.evaluate("[window.__boardAt, window.__liveAt]")
        self.times.append((board / 1000, live / 1000))

    def close(self) -> None:
        """Close the profile."""
        self.context.close()


def main() -> int:
    """Measure and print the medians per game (and per build)."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="reloads per game (median reported)")
    parser.add_argument("--plies", type=int, default=12, help="random moves played before the save")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--dist", action="append", default=[], help="another built site to time alongside")
    args = parser.parse_args()
    require_dist()
    build = load_build_module()
    dists = [ROOT / "dist", *(Path(d).resolve() for d in args.dist)]
    servers = [serve_dist(SUB_PATH)] + [build.make_server(d, port=0, quiet=True, prefix=SUB_PATH)
                                        for d in dists[1:]]
    for server in servers[1:]:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    bases = [f"http://127.0.0.1:{server.server_address[1]}{SUB_PATH}" for server in servers]
    chromium = os.environ.get("PYGAMES_CHROMIUM") or build.find_chromium()
    rows = []
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=chromium, args=LAUNCH_ARGS)
        for game_id in args.games.split(","):
            reloaders = [Reloader(browser, base, game_id, args.plies) for base in bases]
            for _ in range(args.runs):
                for reloader in reloaders:
                    reloader.reload()
            for dist, reloader in zip(dists, reloaders, strict=True):
                times = reloader.times
                reloader.close()
                board = statistics.median(t[0] for t in times)
                live = statistics.median(t[1] for t in times)
                rows.append((game_id, dist, board, live))
                print(f"{game_id:14s} {dist}: board {board:5.2f} s  live {live:5.2f} s   "
                      f"(runs: {', '.join(f'{b:.2f}/{v:.2f}' for b, v in times)})", flush=True)
        browser.close()
    for server in servers:
        server.shutdown()
    print(f"\nmedian of {args.runs} reloads, seconds from navigation start (board / live):")
    for game_id, dist, board, live in rows:
        print(f"  {game_id:14s} {board:5.2f}  {live:5.2f}   {dist}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
