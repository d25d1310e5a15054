"""Yacht in French in the browser: a game some turns in, played on by clicks (keep, roll, score, the
computer's answer), then the lesson's first step and the rules page, with no English word in sight and
nothing wider than a phone. Screenshots of the French table go to /work/screens/fr-yacht/."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Page, expect
from position_helpers import late_match, open_position
from test_french import english_in_sight, go, to_french
from yacht_helpers import TABLE, ply, roll, score, wait_for_person

SCREENS = Path("/work/screens/fr-yacht")
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
# The tray's and the scorecard's boxes whose French words are longer than the English ones: none may
# be wider than its content lets it be (a label cut off or running out of its button).
CROPPED = """() => [...document.querySelectorAll(
    '.yacht-tray-head span, .yacht-tray-actions .button, .yacht-scorecard th, .yacht-joker,'
    + ' .yacht-command .button')]
  .filter(el => el.checkVisibility() && el.scrollWidth > el.clientWidth + 1)
  .map(el => el.textContent.trim())"""
# How many lines the Roll button's label takes (its small "2 lancers restants" line aside).
ROLL_LINES = """() => { const range = document.createRange();
  range.selectNodeContents(document.querySelector('.button.yacht-roll').firstChild);
  return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size; }"""


def titled(match):
    """`match` with the title the site gives a new game (the helpers' own title is English)."""
    match.meta["title"] = "Yacht"
    return match


def yacht_midgame():
    """A Yacht game (you against the computer) five rounds in, your first roll just landed."""
    def due(match) -> bool:
        return len(match.records()) >= 12 and match.actors == (0,) and match.state.rolls == 1

    return titled(late_match("yacht", ["human", "easy"], {"joker": "original"}, seed=4, until=due))


def yacht_ended():
    """A Yacht game played to its end (you against the computer)."""
    return titled(late_match("yacht", ["human", "easy"], {"joker": "original"}, seed=5))


def screenshots(page: Page, name: str, one_line: bool = False) -> None:
    """The page at desktop and phone sizes into SCREENS, each checked for a cropped label and anything
    wider than the screen (`one_line`: and for a Roll label on more than one line); back to the desktop
    size after."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(viewport)
        expect(page.locator(TABLE)).to_be_visible()
        page.screenshot(path=str(SCREENS / f"{name}-{size}.png"), full_page=True)
        assert page.evaluate(CROPPED) == [], (name, size)
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"], (name, size)
        assert not one_line or page.evaluate(ROLL_LINES) == 1, (name, size)
    page.set_viewport_size(DESKTOP)


def test_a_game_of_yacht_the_lesson_and_the_rules_in_french_show_no_english_word(site, page: Page):
    to_french(site, page)
    page.evaluate("localStorage.setItem('pygames.yacht.fast', '1')")  # the computer's turn at once
    open_position(page, yacht_midgame(), "yacht.json")
    wait_for_person(page)
    left = {"table": english_in_sight(page)}
    page.click('[data-die="0"]')
    expect(page.locator("[data-testid=roll]")).to_contain_text("Relancer")
    left["a die kept"] = english_in_sight(page)
    screenshots(page, "table-kept", one_line=True)
    # The language switch draws the page anew from its save; the kept die is no move yet, and stays kept.
    faces = "dice => dice.map(die => die.textContent + ' ' + die.className)"  # in place, kept or not
    dice = page.eval_on_selector_all("[data-die]", faces)
    page.get_by_role("button", name="English").click()
    expect(page.locator("[data-testid=roll]")).to_contain_text("rolls left")
    page.get_by_role("button", name="Français").click()
    expect(page.locator("[data-testid=roll]")).to_contain_text("Relancer")
    expect(page.locator('[data-die="0"]')).to_have_class(re.compile(r"\bkept\b"))
    assert page.eval_on_selector_all("[data-die]", faces) == dice
    roll(page)
    expect(page.locator("[data-testid=roll]")).to_contain_text("1 lancer restant")
    left["rolled again"] = english_in_sight(page)
    before = ply(page)
    score(page, page.get_attribute(".yacht-pot >> nth=0", "data-box"))
    wait_for_person(page)  # the computer played its turn: the log shows it, your dice are in
    assert ply(page) > before + 1
    expect(page.locator("#moves")).to_contain_text("Tour")
    left["after the computer's turn"] = english_in_sight(page)
    screenshots(page, "table")
    open_position(page, yacht_ended(), "ended.json")
    expect(page.locator("[data-testid=ranking]")).to_contain_text("Scores finaux")
    left["end"] = english_in_sight(page)
    screenshots(page, "ended")

    go(page, "#/learn/yacht", "[data-testid=coach-say]")
    expect(page.locator("[data-testid=coach-say]")).to_contain_text("Vous avez lancé 2 2 2 3 5")
    left["lesson"] = english_in_sight(page)
    page.click('[data-die="4"]')  # not a die the step asks for: the hint, in French
    page.click("[data-testid=roll]")
    expect(page.locator("[data-testid=coach-hint]")).to_contain_text("Appuyez sur les trois dés")
    left["lesson's hint"] = english_in_sight(page)
    page.click('[data-die="4"]')
    for die in range(3):
        page.click(f'[data-die="{die}"]')
    page.click("[data-testid=roll]")
    expect(page.locator("[data-testid=coach-say]")).to_contain_text("un Yacht")
    left["lesson's second step"] = english_in_sight(page)

    go(page, "#/rules/yacht", ".rules-text")
    expect(page.locator(".rules-text h2").first).to_have_text("Un tour")
    left["rules"] = english_in_sight(page)
    assert {where: words for where, words in left.items() if words} == {}
