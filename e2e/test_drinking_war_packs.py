"""Drinking War pack 3 in the built site: from a set-up deal (the engine chose it, the save is imported),
a game against the computer by clicks with countries in front of the seats, a power played by its card
and target, an attack with a combo; then a late pack 3 game auto-played to the end."""

from __future__ import annotations

from drinking_war_helpers import saved_match, table, wait_for_person
from drinking_war_pack_helpers import pack_step
from drinking_war_scene_helpers import open_match, scripted_match
from playwright.sync_api import expect
from position_helpers import late_match, match_of, open_position

from pygames.core.match import Match

GAME_TIMEOUT_MS = 240_000
KINDS = ["human", "easy"]


def near_the_end() -> Match:
    """Seed 1's engine game of pack 3 (a person and the computer, 277 plies), cut back to about 40 plies
    before its end, where no chance is due (random tails from there end in 39-44 plies)."""
    whole = late_match("drinking-war", KINDS, {"pack": 3}, seed=1)
    cut = len(whole.actions) - 40
    while True:
        match = match_of("drinking-war", KINDS, {"pack": 3}, whole.actions[:cut])
        if not match.at_chance:
            return match
        cut -= 1


def test_a_pack_3_game_by_clicks_plays_a_power_and_a_combo_and_ends(site, page, tmp_path):
    match = scripted_match({"pack": 3}, KINDS,
                           [["france", "+6", "x2", "sleep"], ["japan", "+8", "+6", "-3"]], ["draw", "+3"])
    site.open(page)
    open_match(page, match, tmp_path)
    assert table(page, "pack") == "3" and table(page, "phase") == "power"
    expect(page.locator(".drinking-war-seat[data-seat='0'] .drinking-war-country")).to_have_count(1)
    expect(page.locator(".drinking-war-seat[data-seat='1'] .drinking-war-country")).to_have_count(1)
    assert pack_step(page) == "power sleep"
    expect(page.locator("#moves")).to_contain_text("Player 1 plays Potion de Sommeil on Player 2")
    assert wait_for_person(page) == "acting"
    assert pack_step(page) == "attack +3,+6,x2"  # the x2 rides on the +6
    expect(page.locator("#moves")).to_contain_text("Player 1 attacks Player 2")
    # The end: a late pack 3 game (not this one's ~270 plies of auto-play), the computer playing for them.
    open_position(page, near_the_end())
    page.check("#autoplay0")
    page.wait_for_selector("[data-testid=drinking-war][data-over=yes]", timeout=GAME_TIMEOUT_MS)
    expect(page.locator("[data-testid=summary]")).to_be_visible()
    assert saved_match(page).is_over
