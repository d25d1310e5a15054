"""Clicking through Gobblet as a person does: pick a piece, then a square."""

from __future__ import annotations

from playwright.sync_api import Page


def start_game(page: Page, size: int = 3, red: str = "human", yellow: str = "human") -> None:
    """From any page of the site, set up and start a Gobblet game."""
    page.click('a[href="#/new/gobblet"] >> nth=0')
    page.check(f"[data-testid=size{size}]")
    page.select_option("[data-testid=seat0]", red)
    page.select_option("[data-testid=seat1]", yellow)
    page.click("[data-testid=start]")
    page.wait_for_selector(".board")


def bring_in(page: Page, colour: str, size: int, square: str) -> None:
    """Click a reserve piece of `colour` and `size`, then the square."""
    page.click(f"[data-colour={colour}][data-reserve=r{size}]")
    page.click(f".square.target[data-square={square}]")


def move(page: Page, source: str, target: str) -> None:
    """Click a piece on the board, then the square it goes to."""
    page.click(f"[data-square={source}]")
    page.click(f".square.target[data-square={target}]")


def board_text(page: Page) -> list[str]:
    """Every square's accessible label, a1 first: what a person sees on the board."""
    return page.eval_on_selector_all(".square", "els => els.map(e => e.getAttribute('aria-label')).sort()")


def status(page: Page) -> str:
    """The status line."""
    return page.inner_text("#status")
