"""Drinking War in the built site: a game against the computer by clicks, the pass-the-device cover
between two people (no other hand ever in the page), an illegal click, and a reload."""

from __future__ import annotations

import re

from drinking_war_helpers import (
    TABLE,
    click_and_wait,
    hand,
    page_markup,
    play_a_step,
    ply,
    saved_match,
    start_game,
    table,
    wait_for_person,
)
from playwright.sync_api import expect
from position_helpers import late_match, open_position

from pygames.core.match import Match

GAME_TIMEOUT_MS = 240_000
TOP = "e => e.getBoundingClientRect().top + window.scrollY"  # where an element is on the page


def defending_late(match: Match) -> bool:
    """A late position (8 cards or fewer left to draw, every seat on 3 life points or more) where the
    person (seat 0) is to defend and holds an attack card for their next turn."""
    state = match.state
    return (not match.at_chance and state.phase == "defend" and tuple(match.game.actors(state)) == (0,)
            and len(state.pile) <= 8 and min(state.lives) >= 3
            and any(card.startswith("+") for card in state.hands[0]))


def test_a_person_attacks_and_defends_by_clicks_against_the_computer_to_the_end(site, page):
    """A new game with drinking says "Drink responsibly" before its first fight; then seed 6's pack 1 game,
    opened late from a save (ply 108 of about 140: the plies between are the engine's, unit-tested), is
    played by clicks to its end: a defence at once, an attack with the card kept for it, the sips drunk
    tallied and summed up at the end."""
    site.open(page)
    start_game(page, "human", "computer:easy", drinking=True)
    expect(page.locator("[data-testid=notice]")).to_contain_text("Drink responsibly")
    open_position(page, late_match("drinking-war", ["human", "easy"], {"pack": 1, "drinking": True}, seed=6,
                                   until=defending_late))
    played: set[str] = set()
    while True:
        if wait_for_person(page, GAME_TIMEOUT_MS) == "over":
            break
        phase = table(page, "phase")
        if phase == "attack" and any(card.startswith("+") for card in hand(page)):
            first = next(i for i, card in enumerate(hand(page)) if card.startswith("+"))
            top = page.eval_on_selector(".drinking-war-fan", TOP)
            page.click(f".drinking-war-card[data-index='{first}']")
            expect(page.locator(".drinking-war-card.picked")).to_have_count(1)
            moved = "the hand moved when a card was picked"
            assert page.eval_on_selector(".drinking-war-fan", TOP) == top, moved
            building = page.locator("[data-testid=fight] .drinking-war-stack.building .drinking-war-mini")
            expect(building).to_have_count(1)
            click_and_wait(page, "[data-testid=attack-1]")
            expect(page.locator("#moves")).to_contain_text("Player 1 attacks Player 2")
            played.add("attack")
            continue
        if phase == "defend":
            played.add("defence")
        if phase == "choose":  # drink what is left, and see it tallied
            click_and_wait(page, "[data-testid=drink]")
            expect(page.locator("[data-testid=tally-0]")).to_contain_text(
                f"{saved_match(page).state.sips[0]} sip")
            continue
        play_a_step(page)
    assert played == {"attack", "defence"}, f"the game ended before the person did both: {played}"
    summary = page.locator("[data-testid=summary]")
    expect(summary).to_be_visible()
    expect(summary).to_contain_text("Sips drunk")
    expect(page.locator("#status")).to_have_text(re.compile(r"wins with \d+ life points?|share the win"))
    match = saved_match(page)
    assert match.is_over
    rows = page.eval_on_selector_all("[data-testid=summary] tbody tr",
                                     "rows => rows.map(r => [...r.children].map(c => c.textContent))")
    sips = {row[1]: int(row[4]) for row in rows}
    assert sips == {"Player 1": match.state.sips[0], "Player 2": match.state.sips[1]}


def test_two_people_at_one_screen_never_see_each_others_hand(site, page):
    """While the cover is up the page holds no hand at all; once revealed, only the shown seat's."""
    site.open(page)
    start_game(page, "human", "human")
    covers, fights = 0, 0
    for _ in range(60):
        state = wait_for_person(page)
        if state == "over":
            break
        match = saved_match(page)
        html = page_markup(page, "html")  # the move list too
        if state == "covered":
            for seat in (0, 1):
                leaked = [name for name in match.secrets(seat) if name in html]
                assert not leaked, f"under the cover the page holds seat {seat}'s {leaked}"
            expect(page.locator(".drinking-war-card")).to_have_count(0)
            covers += 1
            page.click("#reveal")
            page.wait_for_function(f"document.querySelector('{TABLE}').dataset.covered === 'no'")
            continue
        shown = int(table(page, "seat"))
        other = 1 - shown
        leaked = [name for name in match.secrets(other) if name in html]
        assert not leaked, f"seat {shown}'s screen holds seat {other}'s {leaked}"
        assert sorted(hand(page)) == sorted(match.state.hands[shown]), "the hand shown is not the seat's"
        mine = match.secrets(shown)
        assert all(name in html for name in mine), f"seat {shown} does not see its own {mine}"
        fights += table(page, "phase") == "defend"
        play_a_step(page)
        if covers >= 3 and fights >= 1:
            break
    assert covers >= 3 and fights >= 1, f"only {covers} covers and {fights} defences were seen"


def what_the_table_shows(page) -> dict:
    """The position, the hand, the pile's count and every seat's lives, as the page shows them."""
    return {"ply": ply(page), "hand": hand(page), "pile": page.inner_text("[data-testid=pile-count]"),
            "lives": page.eval_on_selector_all(".drinking-war-seat", "els => els.map(e => e.dataset.lives)")}


def test_one_game_against_the_computer_refuses_illegal_clicks_is_played_by_keys_and_survives_a_reload(
        site, page):
    """One game against the computer: a card clicked before drawing, Attack with no card picked and a
    defence card picked to attack each get a message and change nothing; D draws, a number key picks a
    card, Enter on the focused card lets it go (the focus stays on it), H ends the turn; after the
    computer's turn a reload shows the same game."""
    site.open(page)
    start_game(page, "human", "computer:easy")
    assert wait_for_person(page) == "acting" and table(page, "phase") == "draw"
    before, cards = ply(page), hand(page)
    page.click(".drinking-war-card >> nth=0")  # a card before drawing
    expect(page.locator("#toast")).to_contain_text("First draw a card")
    assert ply(page) == before and hand(page) == cards
    expect(page.locator(".drinking-war-card.picked")).to_have_count(0)
    page.keyboard.press("d")
    page.wait_for_selector(f"{TABLE}[data-phase=attack][data-acting=yes]")
    assert ply(page) > before
    cards, before = hand(page), ply(page)
    if any(card.startswith("+") for card in cards):  # an opponent pressed before any card is picked
        page.click("[data-testid=attack-1]")
        expect(page.locator("#toast")).to_contain_text("Pick one or more red attack cards first")
        assert ply(page) == before
    if any(card.startswith("-") for card in cards):  # a defence card to attack with
        page.click(f".drinking-war-card[data-card='{next(c for c in cards if c.startswith('-'))}'] >> nth=0")
        expect(page.locator("#toast")).to_contain_text("only answer an attack")
        assert ply(page) == before
        expect(page.locator(".drinking-war-card.picked")).to_have_count(0)
    attacks = [i for i, card in enumerate(hand(page)) if card.startswith("+")]
    if attacks:
        card = f".drinking-war-card[data-index='{attacks[0]}']"
        page.keyboard.press(str(attacks[0] + 1))
        expect(page.locator(card)).to_have_attribute("aria-pressed", "true")
        page.focus(card)
        page.keyboard.press("Enter")  # a press on the focused card lets it go, and it keeps the focus
        expect(page.locator(card)).to_have_attribute("aria-pressed", "false")
        assert page.evaluate("document.activeElement.dataset.key") == f"card{attacks[0]}"
    before = ply(page)
    page.keyboard.press("h")
    page.wait_for_function(f"Number(document.querySelector('{TABLE}').dataset.ply) > {before}")
    expect(page.locator("#moves")).to_contain_text("Player 1 does not attack")
    # The computer has played its turn: a reload shows the same game.
    wait_for_person(page)
    before_reload = what_the_table_shows(page)
    page.reload()
    site.wait_ready(page)
    page.wait_for_selector(TABLE)
    wait_for_person(page)
    assert what_the_table_shows(page) == before_reload
