"""The set-up form as a person fills it in: who plays each seat is a row of chips (one radio group a seat)."""

from __future__ import annotations

from playwright.sync_api import Page


def seat_chip(seat: int, kind: str) -> str:
    """The selector of seat `seat`'s chip for `kind` ("human", "computer:smart", "remote", "none")."""
    return f'[data-testid=seat{seat}] input[value="{kind}"]'


def choose_seat(page: Page, seat: int, kind: str) -> None:
    """Click seat `seat`'s chip for `kind`."""
    page.check(seat_chip(seat, kind))


def chosen_seat(page: Page, seat: int) -> str:
    """The value of seat `seat`'s chosen chip."""
    return page.eval_on_selector(f"[data-testid=seat{seat}] input:checked", "e => e.value")
