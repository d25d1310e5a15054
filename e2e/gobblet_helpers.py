"""Clicking through Gobblet as a person does: pick a piece, then a square."""

from __future__ import annotations

from playwright.sync_api import Page
from setup_helpers import choose_seat

# Installed before a page loads: every main-thread task of 50 ms or more lands in window.pygamesLongTasks
# (e2e/test_gobblet_responsive.py, bench/gobblet_browser.py).
LONG_TASKS = """
window.pygamesLongTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.pygamesLongTasks.push({start: entry.startTime, ms: entry.duration});
  }
}).observe({type: "longtask", buffered: true});
"""


def start_game(page: Page, size: int = 3, red: str = "human", yellow: str = "human") -> None:
    """From any page of the site, set up and start a Gobblet game."""
    if page.locator('a[href="#/new/gobblet"]').count() == 0:
        page.click('a[href="#/"] >> nth=0')  # the play page links home, and home to a new game
    page.click('a[href="#/new/gobblet"] >> nth=0')
    page.check(f"[data-testid=size{size}]")
    choose_seat(page, 0, red)
    choose_seat(page, 1, yellow)
    page.click("[data-testid=start]")
    page.wait_for_selector(".gobblet-board")


def bring_in(page: Page, colour: str, size: int, square: str) -> None:
    """Click a reserve piece of `colour` and `size`, then the square."""
    page.click(f"[data-colour={colour}][data-reserve=r{size}]")
    page.click(f".gobblet-square.target[data-square={square}]")


def move(page: Page, source: str, target: str) -> None:
    """Click a piece on the board, then the square it goes to."""
    page.click(f"[data-square={source}]")
    page.click(f".gobblet-square.target[data-square={target}]")


def board_text(page: Page) -> list[str]:
    """Every square's accessible label, a1 first: what a person sees on the board."""
    return page.eval_on_selector_all(".gobblet-square",
                                     "els => els.map(e => e.getAttribute('aria-label')).sort()")


def status(page: Page) -> str:
    """The status line."""
    return page.inner_text("#status")


def play_first_legal(page: Page, colour: str) -> None:
    """Play as a person who takes the first piece they may pick (beside the board first) to the first
    square offered."""
    reserve = page.locator(f".gobblet-reserve.{colour} .stack.movable")
    page.click(f".gobblet-reserve.{colour} .stack.movable >> nth=0" if reserve.count()
               else ".gobblet-square.movable >> nth=0")
    page.click(".gobblet-square.target >> nth=0")


def move_list(page: Page) -> list[str]:
    """The move list in full words ("Red: large to b2", as a screen reader hears each entry of the by-turn
    list), with "(future)" after moves that a rewind has undone."""
    return page.eval_on_selector_all(
        "#moves li",
        "els => els.map(e => (e.querySelector('button').getAttribute('aria-label') || e.textContent)"
        " + (e.classList.contains('future') ? ' (future)' : ''))")


def wait_status(page: Page, pattern: str, timeout: float = 60_000) -> None:
    """Wait until the status line matches the regular expression `pattern` (JavaScript syntax)."""
    page.wait_for_function("p => new RegExp(p).test(document.getElementById('status').textContent)",
                           arg=pattern, timeout=timeout)
