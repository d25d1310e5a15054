"""Illustrated rules (issue #24): each game's rules page shows its gallery of pieces at phone and desktop
size, with no console error (the page fixture fails on one) and no sideways scroll. Axe scans the same
pages at both sizes in test_a11y.py (test_home_set_up_rules_and_join_pages_pass_axe).

Set PYGAMES_RULES_SCREENS to a folder to also save a screenshot of each rules page at both sizes.
"""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import Page, expect
from test_a11y import both_sizes, go

# The least number of pictures each rules page shows (every kind, card or country of its game).
PICTURES = {"war-of-lights": 15, "drinking": 36, "drinking-war": 100, "gobblet": 10, "yacht": 7}


def test_every_rules_page_shows_its_gallery_at_both_sizes(site, page: Page) -> None:
    screens = os.environ.get("PYGAMES_RULES_SCREENS")
    site.open(page)
    for game, least in PICTURES.items():
        go(page, f"#/rules/{game}", ".rules .rules-gallery")
        pictures = page.locator(".rules .rules-gallery .gallery-pic")
        assert pictures.count() >= least, (game, pictures.count())
        for size in both_sizes(page):
            expect(pictures.last).to_be_visible()
            flat = page.evaluate("[...document.querySelectorAll('.rules .gallery-pic')].filter(p => {"
                                 " const box = p.firstElementChild?.getBoundingClientRect();"
                                 " return !box || box.width < 10 || box.height < 10 }).length")
            assert flat == 0, f"{game} [{size}]: {flat} pictures drawn empty"
            width = page.evaluate("document.documentElement.scrollWidth - innerWidth")
            assert width <= 0, f"{game} [{size}]: the page scrolls sideways by {width}px"
            if screens:
                Path(screens, "parts").mkdir(parents=True, exist_ok=True)
                page.screenshot(path=f"{screens}/{game}-{size}.png", full_page=True)
                for n, shown in enumerate(page.locator(".rules .rules-gallery").all()):
                    shown.screenshot(path=f"{screens}/parts/{game}-{size}-gallery{n}.png")
