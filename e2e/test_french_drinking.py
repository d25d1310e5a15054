"""Drinking in French in the browser: a game opened some turns in and played on by clicks, the Drinking and
Drinking War lessons and Drinking's rules page show no English word (e2e/test_french.py's check); the table
and the rules fit a phone screen (screenshots in /work/screens/fr-drink/)."""

from __future__ import annotations

from pathlib import Path

from drinking_helpers import TABLE, play_a_turn, wait_for_person
from playwright.sync_api import Page, expect
from position_helpers import late_match, open_position
from test_french import english_in_sight, go, to_french

SCREENS = Path("/work/screens/fr-drink")
DESKTOP, PHONE = {"width": 1280, "height": 800}, {"width": 390, "height": 844}


def drinking_midgame():
    """You against the computer, with mugs and a slow hourglass (it shows, and never runs out here), some
    turns in, your move."""
    return late_match("drinking", ["human", "easy"], {"mugs": ["stein", "horn"], "hourglass": 600}, seed=3,
                      until=lambda m: len(m.records()) >= 12 and m.actors == (0,))


def wider_than_the_screen(page: Page) -> bool:
    """Whether the page scrolls sideways."""
    return bool(page.evaluate("document.documentElement.scrollWidth > window.innerWidth + 1"))


def test_a_drinking_game_and_both_lessons_in_french_show_no_english_word(site, page):
    to_french(site, page)
    open_position(page, drinking_midgame())
    left = {}
    for turn in (1, 2):
        wait_for_person(page, 0)
        play_a_turn(page)
        expect(page.locator("[data-testid=feed]")).not_to_be_empty()
        left[f"table after move {turn}"] = english_in_sight(page)
    wait_for_person(page, 0)
    expect(page.locator(".drinking-offer h2")).to_have_text("Proposées")
    expect(page.locator("#moves")).to_contain_text(" pose ")
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / "table-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    expect(page.locator(TABLE)).to_be_visible()
    assert not wider_than_the_screen(page)
    page.screenshot(path=str(SCREENS / "table-phone.png"), full_page=True)
    left["table on a phone"] = english_in_sight(page)
    page.set_viewport_size(DESKTOP)
    go(page, "#/learn/drinking", "[data-testid=coach-say]")
    expect(page.locator("[data-testid=coach-say]")).to_contain_text("Vous êtes le joueur 1")
    page.click('.drinking-offered[data-slot="1"]')
    page.click('.sq[data-square="e1"]')
    expect(page.locator("[data-testid=coach-say]")).to_contain_text("Maintenant le tonneau")
    left["lesson of drinking"] = english_in_sight(page)
    go(page, "#/learn/drinking-war", "[data-testid=coach-say]")
    expect(page.locator("[data-testid=coach-say]")).to_contain_text("appuyez sur Piocher")
    left["lesson of drinking-war"] = english_in_sight(page)
    page.set_viewport_size(PHONE)
    go(page, "#/rules/drinking", ".rules [data-kind=colour-purple]")
    expect(page.locator(".rules [data-kind=colour-purple]")).to_contain_text("Chope violette")
    assert not wider_than_the_screen(page)
    page.locator(".rules [data-kind=shape-glass]").scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENS / "rules-phone.png"))  # the galleries of drinks, in their French names
    left["rules of drinking"] = english_in_sight(page, ".rules")
    assert {where: words for where, words in left.items() if words} == {}
