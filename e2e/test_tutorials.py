"""The guided first games (#/learn/<game>), played by clicks on what each step lights: one test per game
plays its lesson to the end in English (desktop, then the rest on a phone's screen), then again from the
start in French (a phone, then the rest on a desktop), with no English word in sight; one leaves a lesson
and comes back to the same step after pressing the wrong thing and getting the step's hint with nothing
changed."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from test_french import english_in_sight

from pygames.core import i18n
from pygames.web.lesson import Coaching, lit, tutorials

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
LESSONS = tutorials()


def open_lesson(site, page: Page, game: str) -> None:
    """Open `game`'s lesson from its card on the home page."""
    site.open(page)
    page.click(f"[data-testid=learn-{game}]")
    expect(page.locator("[data-testid=coach]")).to_be_visible()


def said(text: str, language: str = "en") -> str:
    """`text` (a string the site marks for translation) as the site says it in `language`."""
    i18n.set_language(language)
    try:
        return i18n._(text)
    finally:
        i18n.set_language("en")


def at_step(page: Page, number: int, total: int, language: str = "en") -> None:
    """Wait until the lesson's panel shows step `number`."""
    counter = said("Step {n} of {total}", language).format(n=number, total=total)
    expect(page.locator("[data-testid=coach-step]")).to_have_text(counter)


def play_step(page: Page, game: str, number: int, focused: bool = True) -> None:
    """Press, in order, what step `number` (1-based) of `game`'s lesson lights (its first target has the
    focus when the step comes up: `focused`)."""
    step = LESSONS[game].steps[number - 1]
    targets = lit(Coaching(game, number, len(LESSONS[game].steps), step.say, step.light))
    if focused:
        expect(page.locator(targets[0])).to_be_focused()  # a keyboard user starts on the lit target
    for target in targets:
        page.click(target)


def play_to_the_end(page: Page, game: str, language: str, first: dict, rest: dict) -> None:
    """Play `game`'s lesson from its first step to its end by clicks, step 1 at the screen size `first` and
    the rest at `rest`, checking each step's words (and, in French, that no English word is in sight)."""
    steps = LESSONS[game].steps
    page.set_viewport_size(first)
    for number in range(1, len(steps) + 1):
        if number == 2:
            page.set_viewport_size(rest)
        at_step(page, number, len(steps), language)
        words = said(steps[number - 1].say, language)
        expect(page.locator("[data-testid=coach-say]")).to_have_text(words)
        expect(page.locator("#announce")).to_contain_text(words)
        if language != "en":
            assert english_in_sight(page) == [], f"{game}, step {number}"
        play_step(page, game, number)
    expect(page.locator("[data-testid=coach-step]")).to_have_text(said("Done", language))
    expect(page.locator("[data-testid=coach-say]")).to_have_text(said(LESSONS[game].done, language))
    real = page.locator("[data-testid=real-game]")
    expect(real).to_be_focused()
    real.click()
    expect(page.locator(".setup-form")).to_be_visible()


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_each_lesson_is_played_to_its_end_by_clicks_in_both_languages_on_both_sizes(site, page, game):
    open_lesson(site, page, game)
    play_to_the_end(page, game, "en", DESKTOP, PHONE)
    page.get_by_role("button", name="Français").first.click()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    page.evaluate(f"location.hash = '#/learn/{game}'")
    expect(page.locator("[data-testid=coach-step]")).to_have_text(said("Done", "fr"))  # where it was left
    page.click("[data-testid=restart-lesson]")
    play_to_the_end(page, game, "fr", PHONE, DESKTOP)


def test_a_wrong_press_gets_the_steps_hint_and_a_lesson_left_midway_reopens_at_the_same_step(site, page):
    """One page, the Gobblet lesson: a wrong press gets the step's hint and changes nothing, the right press
    still works; left at step 2 (home, then a reload), the lesson reopens at step 2 with the same board,
    and can start over."""
    game = "gobblet"
    step = LESSONS[game].steps[0]
    total = len(LESSONS[game].steps)
    open_lesson(site, page, game)
    page.click("[data-reserve=r1][data-colour=red]")  # a small piece, where the step asks for a large one
    page.click("[data-square=a1]")
    expect(page.locator("[data-testid=coach-hint]")).to_have_text(step.hint)
    expect(page.locator(".toast")).to_have_text(step.hint)
    expect(page.locator("[data-square=a1]")).to_have_attribute("aria-label", "a1, empty")
    at_step(page, 1, total)
    assert page.locator("#moves li").count() == 0
    play_step(page, game, 1, focused=False)  # the right press still works after the wrong one
    at_step(page, 2, total)
    board = page.locator("#board-area").inner_html()
    page.click('a[href="#/"] >> nth=0')
    page.wait_for_selector("[data-testid=learn-gobblet]")
    page.reload()
    site.wait_ready(page)
    page.click("[data-testid=learn-gobblet]")
    at_step(page, 2, total)
    assert page.locator("#board-area").inner_html() == board
    page.click("[data-testid=restart-lesson]")
    at_step(page, 1, total)
    expect(page.locator("[data-square=b2]")).to_have_attribute("aria-label", "b2, empty")
