"""Illustrated rules (issue #24): each game's rules page shows its gallery of pieces at phone and desktop
size, with no console error (the page fixture fails on one) and axe clean on the pictures.

Set PYGAMES_RULES_SCREENS to a folder to also save a screenshot of each rules page at both sizes.
"""

from __future__ import annotations

import os
from pathlib import Path

from axe_helpers import report, violations
from playwright.sync_api import Page, expect
from test_a11y import both_sizes, go

# The least number of pictures each rules page shows (every kind, card or country of its game).
PICTURES = {"war-of-lights": 15, "drinking": 36, "drinking-war": 100, "gobblet": 10, "yacht": 7}


def test_every_rules_page_shows_its_gallery_at_both_sizes(site, page: Page) -> None:
    screens = os.environ.get("PYGAMES_RULES_SCREENS")
    problems: list[str] = []
    site.open(page)
    for game, least in PICTURES.items():
        go(page, f"#/rules/{game}", ".rules .rules-gallery")
        pictures = page.locator(".rules .rules-gallery .gallery-pic")
        assert pictures.count() >= least, (game, pictures.count())
        for size in both_sizes(page):
            expect(pictures.first).to_be_visible()
            width = page.evaluate("document.documentElement.scrollWidth - innerWidth")
            assert width <= 0, f"{game} [{size}]: the page scrolls sideways by {width}px"
            problems += report(f"rules of {game} [{size}]", violations(page, ".rules"))
            if screens:
                Path(screens, "parts").mkdir(parents=True, exist_ok=True)
                page.screenshot(path=f"{screens}/{game}-{size}.png", full_page=True)
                for n, shown in enumerate(page.locator(".rules .rules-gallery").all()):
                    shown.screenshot(path=f"{screens}/parts/{game}-{size}-gallery{n}.png")
    assert not problems, "axe found serious or critical violations:\n  " + "\n  ".join(problems)
