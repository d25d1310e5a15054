#!/usr/bin/env python3
"""Peer links in headless Chromium: the length of the link and of the answer code, and the time from
the answer pasted to the open data channel, between two separate Chromium processes with no STUN.

Usage:  python3 build.py build && .venv/bin/python bench/peer.py [--runs 5]
        .venv/bin/python bench/peer.py --lab [--runs 3]    # in the NAT lab (root): per case

--lab times each case of e2e/test_natlab.py between homes (e2e/natlab.py): one home with no server, two
homes behind ordinary NATs with STUN, two behind symmetric NATs with the host's TURN relay; it prints the
link's and the answer's length, the path used and the time from the answer pasted to the open channel.

Each run starts a Gobblet game with "Play with a friend" in the host's browser, opens the link in a
fresh page of the guest's browser, and pastes the answer code back. The time is the page's own (the
host's friend row carries data-open-ms: from setting the answer to the channel's open event); the
time the guest's page needs to boot is not in it. Prints the median and the range.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "e2e")]  # pygames (the NAT lab reads its defaults) and e2e

from harness import LAUNCH_ARGS, serve_dist  # noqa: E402
from peer_helpers import answer, host_game, invitation, paste_answer, wait_connected  # noqa: E402

SUB_PATH = "/pygames/"
HOSTED = "https://someone.github.io/pygames/"  # a typical address of the site on a static host
BOOT_TIMEOUT_MS = 90_000


class Site:
    """Enough of e2e/conftest.py's Site for the helpers."""

    def wait_ready(self, page) -> None:
        page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)


def spread(values: list[float]) -> str:
    """The median and the range of `values`."""
    return f"median {statistics.median(values):.0f}, {min(values):.0f}-{max(values):.0f}"


def lab_main(runs: int, chromium: str) -> None:
    """Time to connect per case of the NAT lab."""
    from natlab import (
        FRIEND,
        LAB_STUN,
        LAB_TURN,
        Homes,
        answer_from,
        host_for,
        link_of,
        open_lab,
        unavailable,
    )
    from playwright.sync_api import sync_playwright

    why = unavailable()
    if why:
        sys.exit(why)
    cases = [("one home, no server", "a1", "a2", None),
             ("ordinary NATs, STUN", "a1", "b1", LAB_STUN),
             ("symmetric NATs, host's TURN", "c1", "d1", f"{LAB_STUN}\n{LAB_TURN}")]
    lab = open_lab(ROOT / "dist", chromium)
    try:
        with sync_playwright() as driver:
            homes = Homes(lab, driver)
            try:
                for name, host_home, guest_home, servers in cases:
                    links, codes, open_ms, paths = [], [], [], set()
                    for _ in range(runs):
                        host = host_for(homes, host_home, servers)
                        link = link_of(host)
                        code = answer_from(homes.page(guest_home), link)
                        paste_answer(host, code)
                        host.wait_for_selector(f"{FRIEND}[data-route]", timeout=30_000)
                        open_ms.append(float(host.get_attribute(FRIEND, "data-open-ms")))
                        paths.add(host.get_attribute(FRIEND, "data-route"))
                        links.append(len(link.split("#join=", 1)[1]))
                        codes.append(len(code))
                        homes.problems()  # closes this run's pages
                    print(f"{name}: answer -> open channel {spread(open_ms)} ms ({'/'.join(sorted(paths))}); "
                          f"invitation code {spread(links)} chars (a link on {HOSTED}: "
                          f"{len(HOSTED) + len('#join=') + max(links)}), answer code {spread(codes)} chars",
                          flush=True)
            finally:
                homes.close()
    finally:
        lab.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--lab", action="store_true", help="time each case of the NAT lab (root)")
    args = parser.parse_args()
    if not (ROOT / "dist" / "index.html").exists():
        sys.exit("dist/ is not built: run `python3 build.py build` first")
    if args.lab:
        lab_main(args.runs, args.chromium)
        return

    from playwright.sync_api import sync_playwright

    server = serve_dist(SUB_PATH)
    url = f"http://127.0.0.1:{server.server_address[1]}{SUB_PATH}"
    site = Site()
    links, codes, open_ms, wall_ms = [], [], [], []
    with sync_playwright() as driver:
        first = driver.chromium.launch(executable_path=args.chromium, args=LAUNCH_ARGS)
        second = driver.chromium.launch(executable_path=args.chromium, args=LAUNCH_ARGS)
        host = first.new_page()
        host.set_default_timeout(BOOT_TIMEOUT_MS)
        host.goto(url)
        site.wait_ready(host)
        for run in range(args.runs):
            host_game(host, "gobblet", lambda page: page.check("[data-testid=size3]"))
            link = invitation(host)
            context = second.new_context()
            guest = context.new_page()
            guest.set_default_timeout(BOOT_TIMEOUT_MS)
            code = answer(guest, site, link)
            started = time.perf_counter()
            paste_answer(host, code)
            wait_connected(host, guest)
            wall_ms.append((time.perf_counter() - started) * 1000)
            open_ms.append(float(host.get_attribute("#peer-panel .friend[data-seat='1']", "data-open-ms")))
            links.append(link.split("#join=", 1)[1])
            codes.append(code)
            context.close()
            print(f"  run {run + 1}: channel open {open_ms[-1]:.0f} ms after the answer", flush=True)
        first.close()
        second.close()
    server.shutdown()

    print(f"invitation code: {spread([len(c) for c in links])} characters "
          f"(a link on {HOSTED}: {len(HOSTED) + len('#join=') + max(map(len, links))} at most)")
    print(f"answer code:     {spread([len(c) for c in codes])} characters")
    print(f"answer -> open channel, in the page: {spread(open_ms)} ms")
    print(f"answer pasted -> both pages say connected (driver's clock): {spread(wall_ms)} ms")


if __name__ == "__main__":
    main()
