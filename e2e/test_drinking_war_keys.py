"""Drinking War targeted powers by keys only: picking a power puts the focus on its first target, arrows
move between the targets, Escape lets the power go, Enter plays it (positions set up with the engine)."""

from __future__ import annotations

from drinking_war_helpers import TABLE, hand, ply, wait_for_change
from drinking_war_scene_helpers import open_match, scripted_match
from playwright.sync_api import Page, expect
from position_helpers import home


def focused(page: Page) -> str:
    """The data-key of the focused control."""
    return str(page.evaluate("document.activeElement.dataset.key || ''"))


def press_and_wait(page: Page, key: str) -> None:
    """Press a key that plays an action, and wait for the new position."""
    before = ply(page)
    page.keyboard.press(key)
    wait_for_change(page, before)


def test_a_potion_by_keys_focus_on_the_target_arrows_escape_then_enter_and_a_tornado_to_the_second_seat(
        site, page, tmp_path):
    """Two positions on one page: a sleeping potion played by keys (the focus on its first target, arrows
    round the targets, Escape lets it go, Enter plays it); a tornado by keys (the focus goes on from my own
    hand to the second seat)."""
    match = scripted_match({"pack": 2}, ["human", "easy", "easy"],
                           [["sleep", "+2", "-1"], ["+8", "+6", "-3"], ["+4", "+3", "-6"]], ["draw", "+3"])
    site.open(page)
    open_match(page, match, tmp_path)
    key = str(hand(page).index("sleep") + 1)
    page.keyboard.press(key)
    expect(page.locator(".drinking-war-card.picked[data-card=sleep]")).to_have_count(1)
    page.wait_for_function("document.activeElement.dataset.key === 'attack1'")
    expect(page.locator("[data-testid=attack-1]")).to_have_text("Potion de Sommeil on Player 2")
    page.keyboard.press("ArrowRight")
    assert focused(page) == "attack2"
    page.keyboard.press("ArrowRight")  # round the row
    assert focused(page) == "attack1"
    page.keyboard.press("ArrowLeft")
    assert focused(page) == "attack2"
    page.keyboard.press("Escape")  # the power is let go, the focus back on its card
    expect(page.locator(".drinking-war-card.picked")).to_have_count(0)
    expect(page.locator(".drinking-war-hit")).to_have_count(2)  # the attack buttons again
    expect(page.locator("[data-testid=attack-1]")).to_contain_text("Attack Player 2")
    assert focused(page) == f"card{int(key) - 1}"
    page.keyboard.press(key)
    page.wait_for_function("document.activeElement.dataset.key === 'attack1'")
    page.keyboard.press("ArrowDown")
    assert focused(page) == "attack2"
    press_and_wait(page, "Enter")
    sleeping = page.locator(".drinking-war-seat[data-seat='2'] .drinking-war-mark.sleep")
    expect(sleeping).to_contain_text("Potion de Sommeil")
    expect(page.locator("#moves")).to_contain_text("Player 1 plays Potion de Sommeil on Player 3")

    # A tornado by keys (a second position, on the same page): the focus goes on to the second seat.
    match = scripted_match({"pack": 2}, ["human", "easy"], [["tornado", "+2", "-1"], ["+8", "+6", "-3"]],
                           ["draw", "+3"])
    home(page)
    open_match(page, match, tmp_path)
    page.keyboard.press(str(hand(page).index("tornado") + 1))
    page.wait_for_function("document.activeElement.dataset.key === 'attack0'")  # my own hand first
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement.dataset.key === 'attack1'")
    expect(page.locator("[data-testid=attack-1]")).to_have_text("Swap with Player 2")
    press_and_wait(page, "Enter")
    assert sorted(hand(page)) == ["+6", "+8", "-3"]
    assert page.get_attribute(TABLE, "data-phase") == "power"
