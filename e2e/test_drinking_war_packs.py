"""Drinking War pack 3 in the built site: a game against the computer by clicks with countries in front
of the seats, a power played by its card and target, an attack with a combo or a bomb, then auto-play
to the end."""

from __future__ import annotations

from drinking_war_helpers import saved_match, table, wait_for_person
from drinking_war_pack_helpers import pack_step, start_pack_game
from playwright.sync_api import expect

GAME_TIMEOUT_MS = 240_000
MAX_STEPS = 400


def test_a_pack_3_game_by_clicks_plays_a_power_and_a_combo_or_bomb_and_ends(site, page):
    site.open(page)
    start_pack_game(page, 3, "human", "computer:easy")
    assert wait_for_person(page) == "acting"
    assert table(page, "pack") == "3"
    expect(page.locator(".dwar-seat[data-seat='0'] .dw-country")).to_have_count(1)
    expect(page.locator(".dwar-seat[data-seat='1'] .dw-country")).to_have_count(1)
    done: list[str] = []
    for _ in range(MAX_STEPS):
        if wait_for_person(page, GAME_TIMEOUT_MS) == "over":
            break
        step = pack_step(page)
        done.append(step)
        if step.startswith("power"):
            expect(page.locator("#moves")).to_contain_text("Player 1 plays")
        powered = any(s.startswith("power") for s in done)
        struck = any(s.startswith("attack") and ("bomb" in s or "x2" in s or "x3" in s) for s in done)
        if powered and struck:
            break
    assert any(s.startswith("power") for s in done), f"no power was playable in {len(done)} steps"
    assert any(s.startswith("attack") and any(k in s for k in ("bomb", "x2", "x3")) for s in done), done
    if table(page, "over") != "yes":
        page.check("#autoplay0")  # the computer finishes the game for the person
    page.wait_for_selector("[data-testid=drinking-war][data-over=yes]", timeout=GAME_TIMEOUT_MS)
    expect(page.locator("[data-testid=summary]")).to_be_visible()
    assert saved_match(page).is_over
