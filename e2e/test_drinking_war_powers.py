"""Drinking War powers and Survivor in the built site, by clicks, from positions set up on purpose (the
deal chosen with the engine, the save imported): Tornade, Satellite then Piratage, a Survivor join, a
sleeping potion and the sleeper's turn, and a card given for a Carte Postale."""

from __future__ import annotations

import re

from drinking_war_helpers import click_and_wait, hand, table, wait_for_person
from drinking_war_scene_helpers import open_match, reveal, scripted_match
from playwright.sync_api import Page, expect
from position_helpers import home

PACK2 = {"pack": 2}


def pick_card(page: Page, card: str) -> None:
    """Pick the first card `card` of the hand and wait until it shows picked."""
    page.click(f".drinking-war-card[data-card='{card}'] >> nth=0")
    expect(page.locator(f".drinking-war-card.picked[data-card='{card}']")).to_have_count(1)


def take_device(page: Page) -> None:
    """Wait for the next decision at this screen, revealing the hand if the cover is up."""
    if wait_for_person(page) == "covered":
        reveal(page)


def tornade_swaps_the_hands_of_the_two_players_pressed(page: Page, tmp_path) -> None:
    """Tornade is played by pressing two players, never by Play power, and swaps their hands."""
    match = scripted_match(PACK2, ["human", "easy"], [["tornado", "+2", "-1"], ["+8", "+6", "-3"]],
                           ["draw", "+3"])
    home(page)
    open_match(page, match, tmp_path)
    assert "tornado" in table(page, "powers").split()
    pick_card(page, "tornado")
    # Played by pressing two players, never by the Play power button, which stays off.
    expect(page.locator("[data-testid=power]")).to_be_disabled()
    page.click("[data-testid=attack-0]")  # the first hand: my own
    expect(page.locator("[data-testid=power]")).to_be_disabled()
    expect(page.locator("[data-testid=attack-1]")).to_have_text("Swap with Player 2")
    expect(page.locator("[data-testid=prompt]")).to_contain_text("press the second player")
    click_and_wait(page, "[data-testid=attack-1]")
    expect(page.locator("#moves")).to_contain_text("Player 1 plays Tornade")
    assert sorted(hand(page)) == ["+6", "+8", "-3"]
    expect(page.locator(".drinking-war-seat[data-seat='1'] .drinking-war-held")).to_contain_text("3 cards")


def satellite_shows_a_hand_then_piratage_takes_the_card_pressed(page: Page, tmp_path) -> None:
    """Satellite shows the hand of the player pressed to me only; Piratage then takes the card pressed."""
    match = scripted_match(PACK2, ["human", "easy"], [["satellite", "hack", "+2"], ["+12", "-6", "x2"]],
                           ["draw", "+3"])
    home(page)
    open_match(page, match, tmp_path)
    pick_card(page, "satellite")
    expect(page.locator("[data-testid=attack-1]")).to_have_text("Satellite on Player 2")
    click_and_wait(page, "[data-testid=attack-1]")
    peek = page.locator("[data-testid=peek]")
    expect(peek).to_contain_text("Player 2's hand, seen by you only")
    expect(peek.locator(".drinking-war-peek-card")).to_have_count(3)  # Piratage may take any of them
    click_and_wait(page, ".drinking-war-peek-card[data-card='+12']")
    assert "+12" in hand(page) and "hack" not in hand(page)
    expect(page.locator(".drinking-war-seat[data-seat='1'] .drinking-war-held")).to_contain_text("2 cards")
    expect(page.locator("#moves")).to_contain_text("Piratage")


def fallen_survivor(page: Page, tmp_path) -> None:
    """Seat 0 (the person) brought down to one life point by bombs and big attacks, then put out."""
    match = scripted_match(
        {"pack": 2, "mode": "survivor"}, ["human", "easy", "easy"],
        [["+2", "+3", "+4"], ["bomb", "+12", "+2"], ["bomb", "+8", "+6"]],
        ["draw", "+2", "hold", "draw", "+8", "attack 0 bomb", "defend none", "draw", "+6", "attack 0 bomb",
         "defend none", "draw", "+3", "hold", "draw", "+6", "attack 0 +12,+2", "defend none", "draw", "+3",
         "attack 0 +6,+8", "defend none", "draw", "+4", "hold", "discard +2", "draw", "+2", "attack 0 +6,+8"])
    open_match(page, match, tmp_path)
    assert table(page, "phase") == "defend"
    expect(page.locator(".drinking-war-seat[data-seat='0'] .drinking-war-life-count")).to_have_text("1/5")
    click_and_wait(page, "[data-testid=defend]")  # no defence card: 14 costs the last life point
    expect(page.locator("[data-testid=prompt]")).to_contain_text("press the player you join")


def a_fallen_survivor_joins_the_player_pressed(page: Page, tmp_path) -> None:
    """A fallen Survivor joins the player pressed and is out."""
    home(page)
    fallen_survivor(page, tmp_path)
    expect(page.locator("[data-testid=attack-2]")).to_have_text("Join Player 3")
    click_and_wait(page, "[data-testid=attack-2]")
    ally = page.locator(".drinking-war-seat[data-seat='0'] .drinking-war-mark.ally")
    expect(ally).to_have_text("joined Player 3")
    expect(page.locator(".drinking-war-seat[data-seat='0']")).to_have_class(re.compile(r"\bout\b"))


def a_fallen_survivor_may_join_nobody(page: Page, tmp_path) -> None:
    """A fallen Survivor may join nobody, and is out with no ally."""
    home(page)
    fallen_survivor(page, tmp_path)
    click_and_wait(page, "[data-testid=stay]")
    expect(page.locator("#moves")).to_contain_text("Player 1 joins nobody")
    expect(page.locator(".drinking-war-seat[data-seat='0'] .drinking-war-mark.ally")).to_have_count(0)
    expect(page.locator(".drinking-war-seat[data-seat='0']")).to_have_class(re.compile(r"\bout\b"))


def a_sleeping_potion_is_played_then_the_sleeper_sleeps_through_their_turn(page: Page, tmp_path) -> None:
    """A sleeping potion is played on a player, who then sleeps through their turn."""
    match = scripted_match(PACK2, ["human", "human"], [["sleep", "+2", "-1"], ["+8", "+6", "-3"]],
                           ["draw", "+3"])
    home(page)
    open_match(page, match, tmp_path)
    take_device(page)
    pick_card(page, "sleep")
    expect(page.locator("[data-testid=attack-1]")).to_have_text("Potion de Sommeil on Player 2")
    click_and_wait(page, "[data-testid=attack-1]")
    potion = page.locator(".drinking-war-seat[data-seat='1'] .drinking-war-mark.sleep")
    expect(potion).to_contain_text("Potion de Sommeil")
    click_and_wait(page, "[data-testid=hold]")
    take_device(page)  # Player 2 now holds the device
    assert table(page, "seat") == "1" and table(page, "phase") == "draw"
    expect(page.locator("[data-testid=prompt]")).to_contain_text("A sleeping potion lies in front of you")
    click_and_wait(page, "[data-testid=sleep]")
    expect(page.locator("[data-testid=fight]")).to_contain_text("Player 2 slept through the turn.")
    expect(potion).to_have_count(0)
    assert table(page, "turn") == "0"


def carte_postale_the_other_person_gives_a_card_by_pressing_it(page: Page, tmp_path) -> None:
    """Carte Postale: the other person, taking the device, gives a card by pressing it."""
    match = scripted_match(PACK2, ["human", "human"], [["postcard", "+2", "-1"], ["+8", "+6", "-3"]],
                           ["draw", "+3"])
    home(page)
    open_match(page, match, tmp_path)
    take_device(page)
    pick_card(page, "postcard")
    click_and_wait(page, "[data-testid=power]")
    take_device(page)  # Player 2 gives
    assert table(page, "seat") == "1" and table(page, "giving") == "yes"
    expect(page.locator("[data-testid=prompt]")).to_contain_text("Carte Postale: press a card of your hand")
    click_and_wait(page, ".drinking-war-card[data-card='+8']")
    take_device(page)  # back to Player 1, who got the card
    assert table(page, "seat") == "0"
    assert "+8" in hand(page) and "postcard" not in hand(page)
    expect(page.locator(".drinking-war-seat[data-seat='1'] .drinking-war-held")).to_contain_text("2 cards")


def test_powers_against_the_computer_tornade_satellite_and_piratage_and_a_fallen_survivor_joining_or_not(
        site, page, tmp_path):
    """Four positions set up on purpose, opened one after another on one page, a person against the
    computer: Tornade; Satellite then Piratage; a fallen Survivor joining the player pressed, then nobody."""
    site.open(page)
    tornade_swaps_the_hands_of_the_two_players_pressed(page, tmp_path)
    satellite_shows_a_hand_then_piratage_takes_the_card_pressed(page, tmp_path)
    a_fallen_survivor_joins_the_player_pressed(page, tmp_path)
    a_fallen_survivor_may_join_nobody(page, tmp_path)


def test_powers_between_two_people_at_one_screen_a_sleeping_potion_and_carte_postale(site, page, tmp_path):
    """Two positions set up on purpose, opened one after another on one page, two people passing the
    device: a sleeping potion and the sleeper's lost turn; a card given for a Carte Postale."""
    site.open(page)
    a_sleeping_potion_is_played_then_the_sleeper_sleeps_through_their_turn(page, tmp_path)
    carte_postale_the_other_person_gives_a_card_by_pressing_it(page, tmp_path)
