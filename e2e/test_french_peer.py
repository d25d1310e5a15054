"""The peer link in French (issue #24): the host's link panel and the guest's join page show no English
word, on a desktop and on a phone. The panel's words in every state are checked in pytest
(tests/test_french_shell.py); here the pages as a person sees them."""

from __future__ import annotations

from pathlib import Path

from peer_helpers import PANEL, host_game, invitation
from playwright.sync_api import Page, expect
from test_french import english_in_sight, to_french

SCREENS = Path("/work/screens/fr-shell")
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


def both_sizes(page: Page, name: str, selector: str) -> dict[str, list[str]]:
    """The English words in sight under `selector` at each size, with a screenshot of each."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    left = {}
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(SCREENS / f"{name}-{size}.png"), full_page=True)
        left[f"{name} on a {size}"] = english_in_sight(page, selector)
    return left


def test_a_host_and_a_guest_in_french_see_the_link_and_join_pages_in_french(site, page):
    to_french(site, page)
    host_game(page, "gobblet")
    link = invitation(page)
    expect(page.locator(f"{PANEL} .friend[data-state=waiting] .peer-state")).to_have_text("en attente")
    note = page.locator(f"{PANEL} .friend .peer-note")
    expect(note).to_contain_text("Envoyez ce lien à votre ami")
    expect(page.locator("[data-testid=peer-where-1] legend")).to_have_text("Ce lien est pour un ami")
    left = both_sizes(page, "host-panel", "#app")
    # The guest's side: the same link opened in this browser (its language kept), answered.
    page.goto(link)
    site.wait_ready(page)
    expect(page.locator("#join-status")).to_have_attribute("data-state", "answer")
    expect(page.locator(".join h1")).to_have_text("Rejoindre la partie d’un ami")
    expect(page.locator("[data-testid=join-game]")).to_contain_text("vous jouerez")
    left |= both_sizes(page, "join-page", ".join")
    assert {where: words for where, words in left.items() if words} == {}
