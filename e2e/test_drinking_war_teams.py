"""Drinking War teams in the built site: two teams set up from the new-game form share one screen; their
names and people are on the seat lists, each member's tally is the seat's whole amount, to the summary."""

from __future__ import annotations

import re

from drinking_war_helpers import TABLE, click_and_wait, play_a_step, saved_match, table, wait_for_person
from drinking_war_scene_helpers import reveal
from playwright.sync_api import Page, expect
from setup_helpers import choose_seat

GAME_TIMEOUT_MS = 300_000
TEAMS = {0: ("Reds", ["Ann", "Bob"]), 1: ("Blues", ["Cat", "Dan", "Eve"])}


def start_team_game(page: Page) -> None:
    """Set up a pack 1 game with drinks for two teams of people at this screen, from the form."""
    page.click('a[href="#/new/drinking-war"] >> nth=0')
    page.check("[data-testid=drinking-yes]")
    for seat in range(6):
        choose_seat(page, seat, "human" if seat < 2 else "none")
    page.check("[data-testid=pack-1]")  # after the seats: pack 1 hides seats 5 and 6
    page.click("[data-testid=teams] summary")
    for seat, (name, people) in TEAMS.items():
        page.fill(f"[data-testid=team{seat}]", name)
        for i, person in enumerate(people):
            page.fill(f"[data-testid=team{seat}-{i}]", person)
    page.click("[data-testid=start]")
    page.wait_for_selector(TABLE)


def test_a_form_bad_team_says_what_to_fix_and_starts_nothing(site, page):
    site.open(page)
    page.click('a[href="#/new/drinking-war"] >> nth=0')
    page.click("[data-testid=teams] summary")
    page.fill("[data-testid=team0]", "Reds")
    page.fill("[data-testid=team0-0]", "Ann")
    page.click("[data-testid=start]")
    expect(page.locator("#toast")).to_contain_text("Reds: a team is 2 or 3 people")
    expect(page.locator(TABLE)).to_have_count(0)


def test_two_teams_at_one_screen_from_the_form_each_person_drinking_the_whole_amount(site, page):
    site.open(page)
    start_team_game(page)
    for seat, (name, people) in TEAMS.items():
        panel = page.locator(f".drinking-war-seat[data-seat='{seat}']")
        expect(panel.locator(".name")).to_contain_text(name)
        expect(page.locator(f"[data-testid=members-{seat}]")).to_have_text(", ".join(people))
        expect(page.locator("#seat-list")).to_contain_text(name)
    expect(page.locator("#status")).to_contain_text("Reds")
    covers = 0
    drank = False
    for _ in range(80):  # by clicks until someone drinks what is left of an attack
        if wait_for_person(page) == "covered":
            expect(page.locator("#pass-cover")).to_contain_text(re.compile("Pass the device to (Reds|Blues)"))
            covers += 1
            reveal(page)
        if table(page, "phase") == "choose":
            seat = int(table(page, "seat"))
            click_and_wait(page, "[data-testid=drink]")
            sips = saved_match(page).state.sips[seat]
            expect(page.locator(f"[data-testid=tally-{seat}]")).to_contain_text(f"{sips} sip")
            expect(page.locator(f"[data-testid=tally-{seat}]")).to_contain_text("drunk each")
            drank = True
            break
        play_a_step(page)
    assert drank and covers, f"in 80 decisions: drank {drank}, {covers} covers"
    if wait_for_person(page) == "covered":
        reveal(page)
    page.check("#autoplay0")  # the computer plays both teams to the end
    page.check("#autoplay1")
    page.wait_for_selector(f"{TABLE}[data-over=yes]", timeout=GAME_TIMEOUT_MS)
    match = saved_match(page)
    rows = page.eval_on_selector_all("[data-testid=people-tally] tbody tr",
                                     "rows => rows.map(r => [...r.children].map(c => c.textContent))")
    expected = [[person, name, str(match.state.sips[seat]), str(7 - match.state.lives[seat])]
                for seat, (name, people) in TEAMS.items() for person in people]
    assert rows == expected
    expect(page.locator("[data-testid=summary]")).to_contain_text("Reds")
