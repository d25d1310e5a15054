"""The home page says what there is to play, read against the game cards (the catalogue) below it."""

from __future__ import annotations

from playwright.sync_api import Page

KIND_ORDER = ["board", "dice", "card"]


def in_words(items: list[str]) -> str:
    """How a sentence lists things: "a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def test_the_home_line_names_every_game_and_every_kind_of_game_there_is(site, page: Page):
    site.open(page)
    cards = page.eval_on_selector_all(
        ".game-card", "els => els.map(e => [e.querySelector('h2').textContent, e.dataset.kind])")
    titles = [title for title, _ in cards]
    kinds = sorted({kind for _, kind in cards}, key=KIND_ORDER.index)
    assert "card" in kinds and "dice" in kinds  # Drinking War and Yacht are there
    line = page.inner_text("[data-testid=home-line]")
    first = f"{in_words(kinds).capitalize()} games in your browser: {in_words(titles)}."
    assert line.startswith(first), line
    # index.html says the same before Python is up, so the home page does not reflow when it takes over.
    assert first in " ".join(page.request.get(site.url).text().split())
