"""Two browsers linked as people link them: the host's link, the guest's answer code pasted back.

Every step waits on the pages' own state: #peer-panel's data-peer-state, data-ply, data-hash and
data-public, and each friend row's data-state.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

PANEL = "#peer-panel"
# An init script keeping every RTCPeerConnection of the page in window.pygamesTestLinks: a test can wait for
# the browser's own ICE to give up (`gaveUp`: its state was "failed" once, though the friend's page then
# renews it), or see every link closed.
WATCH_LINKS = """(() => { const Real = window.RTCPeerConnection; if (!Real) return;
  window.pygamesTestLinks = [];
  window.RTCPeerConnection = class extends Real {
    constructor(...args) { super(...args); window.pygamesTestLinks.push(this); this.gaveUp = false;
      this.addEventListener("connectionstatechange", () => {
        if (this.connectionState === "failed") this.gaveUp = true; }); } }; })();"""
LINK_TIMEOUT_MS = 30_000
SAME_TIMEOUT_S = 90


def host_game(page: Page, game: str, setup=None) -> None:
    """From any page, set up `game` (`setup(page)` fills the form) and press "Play with a friend"."""
    page.evaluate(f"location.hash = '#/new/{game}'")
    page.wait_for_selector("[data-testid=play-friend]")
    if game == "drinking-war":
        page.check("[data-testid=pack-1]")  # the tests' hands are numbers; the form's default is pack 2
    if setup is not None:
        setup(page)
    page.click("[data-testid=play-friend]")
    page.wait_for_selector(PANEL)


def invitation(host: Page, seat: int = 1) -> str:
    """The link the host's page shows for `seat`, once it is made."""
    selector = f"[data-testid=peer-link-{seat}]"
    host.wait_for_selector(selector, timeout=LINK_TIMEOUT_MS)
    return host.input_value(selector)


def answer(guest: Page, site, link: str) -> str:
    """Open `link` in the guest's page and return the answer code it shows."""
    guest.goto(link)
    site.wait_ready(guest)
    guest.wait_for_function("() => { const f = document.querySelector('[data-testid=answer-code]');"
                            " return f && f.value; }", timeout=LINK_TIMEOUT_MS)
    return guest.input_value("[data-testid=answer-code]")


def paste_answer(host: Page, code: str) -> None:
    """Paste an answer code into the host's page and press Connect."""
    host.fill("[data-testid=peer-answer]", code)
    host.click("[data-testid=peer-connect]")


def link_up(host: Page, guest: Page, site, seat: int = 1) -> tuple[str, str]:
    """Link the guest to the host's `seat`; wait until both pages say so. Returns (link, answer code)."""
    link = invitation(host, seat)
    code = answer(guest, site, link)
    paste_answer(host, code)
    wait_connected(host, guest, seat)
    return link, code


def wait_connected(host: Page, guest: Page, seat: int = 1) -> None:
    """Wait until the host's friend row of `seat` and the guest's panel both say connected."""
    host.wait_for_selector(f"{PANEL} .friend[data-seat='{seat}'][data-state=connected]",
                           timeout=LINK_TIMEOUT_MS)
    guest.wait_for_selector(f"{PANEL}[data-peer-state=connected]", timeout=LINK_TIMEOUT_MS)


def facts(page: Page) -> dict[str, str]:
    """What the panel says of the match: role, peer state, match id, ply, state hash and public hash."""
    return page.eval_on_selector(PANEL, "p => ({role: p.dataset.role, state: p.dataset.peerState, match:"
                                        " p.dataset.matchId, ply: p.dataset.ply, hash: p.dataset.hash,"
                                        " public: p.dataset.public})")


def ply(page: Page) -> int:
    """The move number of the page's match."""
    return int(page.get_attribute(PANEL, "data-ply"))


def wait_ply(page: Page, at_least: int) -> None:
    """Wait until the page's match has reached move `at_least`."""
    page.wait_for_function(f"Number(document.querySelector('{PANEL}').dataset.ply) >= {at_least}")


def wait_same(host: Page, guest: Page, secrets: bool = False) -> None:
    """Wait until both pages show the same position: the same state hash, or in a game with `secrets`
    (where each browser hashes the view it may see) the same public facts: move number, who acts, the end
    and who made each move."""
    key = "public" if secrets else "hash"
    # The host may move on while the guest catches up (a draw's card follows the draw at once): the
    # guest is then compared with the host's newer position, rather than waiting for one it has passed.
    deadline = time.monotonic() + SAME_TIMEOUT_S
    while True:
        target = facts(host)
        try:
            guest.wait_for_function(
                "([ply, key, value]) => { const p = document.querySelector('#peer-panel');"
                " return p && p.dataset.ply === ply && p.dataset[key] === value; }",
                arg=[target["ply"], key, target[key]], timeout=2_000)
            return
        except PlaywrightTimeout:
            if time.monotonic() > deadline:
                raise


def wait_new_match(pages: list[Page], first: str) -> None:
    """Wait until every page shows a match other than `first`, at its start (a rematch or swap began)."""
    for page in pages:
        page.wait_for_function(f"(() => {{ const p = document.querySelector('{PANEL}');"
                               f" return p && p.dataset.matchId && p.dataset.matchId !== '{first}'"
                               f" && p.dataset.ply === '0'; }})()")


def link_guests(host: Page, guests: list[Page], site, seats: list[int] | None = None) -> None:
    """Link each guest in turn to its seat of the host (seats 1, 2, ... by default), as friends join."""
    for guest, seat in zip(guests, seats or range(1, len(guests) + 1)):
        link_up(host, guest, site, seat)


def wait_all_same(pages: list[Page], secrets: bool = False) -> None:
    """Wait until every page shows the host's position (the first page is the host; see wait_same)."""
    for guest in pages[1:]:
        wait_same(pages[0], guest, secrets)


_SECOND: dict[int, Browser] = {}  # per session's `new_browser` factory (the conftest closes it at the end)


def second_browser(new_browser: Callable[[], Browser]) -> Browser:
    """The session's second Chromium process, launched on first use and shared by every test after: each
    guest still gets its own context (its own profile), in another process than the host's."""
    key = id(new_browser)
    if key not in _SECOND:
        _SECOND[key] = new_browser()
    return _SECOND[key]
