"""Drinking as easy to follow as Gobblet: every turn's scoring kept in the move list, the last drink marked
on the board, what a chip, a hook or a barrel does said where one is offered, and every kind pictured on
the rules page. The position opens from a save built here, so the specials are on offer at once."""

from __future__ import annotations

import json
import re

from drinking_helpers import ply, wait_for_change, wait_for_person
from playwright.sync_api import expect

from pygames.core.game import get_game
from pygames.core.match import Match
from pygames.core.saves import encode
from pygames.games.drinking.form import SPECIAL_WORDS


def specials_on_offer() -> Match:
    """Player 1 (a person) against the computer, a barrel, a chip and a hook on offer, no hourglass."""
    match = Match(get_game("drinking"), 2, {"hourglass": 0}, auto_chance=False,
                  meta={"seats": [{"kind": "human"}, {"kind": "computer", "level": "easy"}],
                        "title": "Drinking (specials on offer)"})
    for outcome in ("first 0", "B", "C", "H"):
        match.play_chance(outcome)
    return match


def test_the_log_keeps_every_turn_the_last_drink_is_marked_and_specials_are_explained(site, page, tmp_path):
    site.open(page)
    path = tmp_path / "drinking.json"
    path.write_text(json.dumps(encode(specials_on_offer())))
    page.set_input_files("#import-file", str(path))
    wait_for_person(page, 0)
    # What each special on offer does, said next to the offer.
    for kind, words in SPECIAL_WORDS.items():
        expect(page.locator(f"[data-testid=offer-kind-{kind}]")).to_contain_text(words)
    # Player 1 lays the chip on d4; the computer answers at once.
    before = ply(page)
    page.click("[data-testid=drinking] .drinking-offered[data-slot='2']")
    page.click("[data-square='d4']")
    wait_for_change(page, before)
    wait_for_person(page, 0)
    items = page.locator("#moves li").all_inner_texts()
    mine = "Player 1 puts the chip on d4: +10 for the chip; +20 stain on d4"
    assert any(mine in item for item in items), f"Player 1's turn lost its scoring: {items}"
    last = items[-1]
    assert last.count("Player 2") and ": +" in last, f"the computer's turn without its scoring: {last!r}"
    placed = re.search(r"(?:puts the .+|hooks the drink) on ([a-g][1-7])", last)
    if placed:  # the computer laid or hooked a drink: that square is marked, and only that one
        marked = page.locator(".drinking-board .sq.last-move")
        expect(marked).to_have_count(1)
        expect(marked).to_have_attribute("data-square", placed.group(1))
    else:  # it drank: no square is marked
        expect(page.locator(".drinking-board .sq.last-move")).to_have_count(0)

    # The rules page pictures every kind with the board's own drawings.
    page.evaluate("location.hash = '#/rules/drinking'")
    gallery = page.locator(".drinking-gallery")
    expect(gallery).to_have_count(6)
    # 6 shapes, 6 colours, 4 specials, and a glass on each of the 6 stains
    assert page.locator(".drinking-gallery svg.drink-art").count() == 22
    assert page.locator(".drinking-gallery svg.mug-art").count() == 9
    for words in SPECIAL_WORDS.values():
        expect(page.get_by_role("list", name="Special drinks")).to_contain_text(words)
