"""Gobblet auto-play: a box per colour turns the computer on or off at any moment; levels Ok and Smart.

Two pages (issue #21). The pause a person sees is checked on the paced page of test_gobblet_feel.py."""

from __future__ import annotations

import re

from gobblet_helpers import bring_in, move_list, play_first_legal, start_game, status, wait_status
from playwright.sync_api import expect

FINISHED = r"wins|Draw"


def test_the_levels_and_auto_play_switched_on_or_off_by_a_person_and_smart_beating_a_naive_player(site, page):
    """On one page: the levels offered; auto-play switched on in its colour's turn, and saved; switched off
    while it thinks; Smart (Red) against a person who clicks the first legal move."""
    site.open(page)
    # The levels are offered as Ok, then Smart.
    page.click('a[href="#/new/gobblet"] >> nth=0')
    page.wait_for_selector("[data-testid=seat1] label.chip")  # the form is drawn after the hash changes
    # Each chip's name as a screen reader says it (the levels are captioned "Computer" for the eye).
    options = page.eval_on_selector_all("[data-testid=seat1] label.chip",
                                        "els => els.map(e => e.textContent)")
    assert options[0] == "Friend here"
    assert [o for o in options if o.startswith("Computer")] == ["Computer, Ok", "Computer, Smart"]
    page.click("[data-testid=start]")
    page.click("#autoplay-options")
    expect(page.locator("#autoplay-dialog")).to_be_visible()
    names = page.eval_on_selector_all("#level1 option", "els => els.map(e => e.textContent)")
    assert names == ["Ok", "Smart"]
    page.click("#autoplay-done")
    expect(page.locator("#autoplay-dialog")).to_be_hidden()

    # Auto-play switched on during its colour's turn moves at once, and is saved.
    start_game(page)
    bring_in(page, "red", 2, "b2")
    expect(page.locator("#status")).to_have_text("Yellow's turn")
    page.check("#autoplay1")
    wait_status(page, r"^Your turn \(Red\)$")  # the one person left here
    assert len(move_list(page)) == 2
    page.reload()
    site.wait_ready(page)
    page.wait_for_selector(".gobblet-board")
    expect(page.locator("#autoplay1")).to_be_checked()
    expect(page.locator("#autoplay0")).not_to_be_checked()

    # Auto-play switched off while thinking drops its move.
    start_game(page, size=4)
    page.click("#autoplay-options")
    page.select_option("#level1", "smart")
    page.click("#autoplay-done")
    bring_in(page, "red", 4, "a1")
    page.check("#autoplay1")
    expect(page.locator("#status")).to_have_text("Yellow: Computer (Smart) is thinking…")
    page.uncheck("#autoplay1")
    expect(page.locator("#status")).to_have_text("Yellow's turn")
    # Once the computer's answer has come back, it is ignored: the person plays yellow's move.
    page.wait_for_function("(window.pygamesTimings || []).length >= 1", timeout=60_000)
    bring_in(page, "yellow", 4, "d4")
    assert move_list(page) == ["Red: large to a1", "Yellow: large to d4"]
    expect(page.locator("#status")).to_have_text("Red's turn")

    # Smart (Red) wins 3×3 against a person clicking the first legal move.
    start_game(page, red="computer:smart", yellow="human")
    for _ in range(40):
        wait_status(page, rf"^Your turn \(Yellow\)$|{FINISHED}")
        if re.search(FINISHED, status(page)):
            break
        play_first_legal(page, "yellow")
    expect(page.locator("#status")).to_have_text(re.compile(r"^Red wins"))


def test_two_auto_players_switched_on_mid_game_pause_when_rewound_and_finish_once_resumed(site, page):
    site.open(page)
    start_game(page)
    bring_in(page, "red", 1, "a1")
    page.check("#autoplay0")  # not red's turn: nothing happens until red is to move
    expect(page.locator("#status")).to_have_text("Your turn (Yellow)")
    page.check("#autoplay1")
    # Two quick computers may be past move 3 (or done) by the time we look: any point from there will do.
    page.wait_for_function("document.querySelectorAll('#moves li').length >= 3", timeout=60_000)
    page.click("#undo")
    wait_status(page, "paused in a rewound game")
    count = len(move_list(page))
    page.keyboard.press("Shift+Comma")
    wait_status(page, "paused in a rewound game")
    assert len([m for m in move_list(page) if "(future)" in m]) >= 2
    assert len(move_list(page)) == count
    page.click("#resume")
    expect(page.locator("#status")).to_have_text(re.compile(FINISHED), timeout=120_000)
    expect(page.locator("#status")).to_have_class(re.compile("over"))
