"""Yacht in the built site: the last turn by clicks against the computer and the end of the game, the
command field, the hint."""

from __future__ import annotations

import re
from collections import Counter

from playwright.sync_api import Page, expect
from position_helpers import home, open_position
from yacht_helpers import (
    TABLE,
    command,
    dice,
    filled,
    kept,
    last_round,
    ply,
    roll,
    rolls_left,
    score,
    start_game,
    wait_for_change,
    wait_for_person,
)


def test_a_person_plays_the_last_turn_by_clicks_and_the_game_ends_with_the_ranking(site, page):
    """Twelve turns each are opened from a save (each turn's keep, roll and score by clicks are the other
    tests' business; a whole game's rules, pytest's); the person's last turn keeps a die, rolls and scores
    by clicks, the computer plays its last turn, and the game ends with the ranking."""
    site.open(page)
    open_position(page, last_round("human", "easy"))
    wait_for_person(page)
    assert page.get_attribute(TABLE, "data-over") == "no" and len(filled(page, 0)) == 12
    page.click(".yacht-die >> nth=0")
    expect(page.locator(".yacht-die.kept")).to_have_count(1)
    first = dice(page)[0]
    roll(page)
    assert first in dice(page) and rolls_left(page) == 1
    score(page, page.get_attribute(".yacht-pot >> nth=0", "data-box"))
    assert len(filled(page, 0)) == 13
    expect(page.locator("[data-testid=ranking]")).to_be_visible(timeout=60_000)
    expect(page.locator("[data-testid=ranking] li")).to_have_count(2)
    expect(page.locator("#status")).to_have_text(re.compile(r"wins with \d+ points|share the win"))
    assert len(filled(page, 1)) == 13
    totals = page.eval_on_selector_all("tr.grand td", "els => els.map(e => Number(e.textContent))")
    assert page.locator("[data-testid=ranking] li .points").first.inner_text() == str(max(totals))
    assert page.locator(".yacht-pot, .yacht-die:not(:disabled)").count() == 0
    # The move list follows the game: its last entry is in view, each number beside its entry's first line.
    assert page.locator("#moves li").count() > 26
    assert page.evaluate("""() => { const list = document.getElementById('moves');
        const last = list.lastElementChild.getBoundingClientRect(), box = list.getBoundingClientRect();
        return list.scrollHeight > list.clientHeight && list.scrollTop > 0
            && last.bottom <= box.bottom + 1 && last.top >= box.top - 1; }""")
    assert page.eval_on_selector("#moves button", "b => getComputedStyle(b).display") == "block"


def test_one_person_keeps_dice_by_clicks_plays_by_the_command_field_and_asks_for_the_hint(site, page):
    """Three solo games on one page (each a new game from the set-up form): dice kept and released by
    clicking stay kept in place; the command field takes the seed's syntax; the hint shows the optimal
    choice and each expected score."""
    site.open(page)
    kept_dice_stay(page)
    home(page)
    command_field(page)
    home(page)
    hint(page)


def kept_dice_stay(page: Page) -> None:
    """Dice are kept and released by clicking, the Roll button names what it rerolls, the kept ones stay."""
    start_game(page, "human")
    expect(page.locator("[data-testid=roll]")).to_contain_text("Roll all five")
    page.click("[data-die='1']")
    page.click("[data-die='3']")
    faces = dice(page)
    # The button names the faces a roll will throw again, so it never contradicts the marks.
    expect(page.locator("[data-testid=roll]")).to_contain_text(f"Reroll {faces[0]} {faces[2]} {faces[4]}")
    page.click("[data-die='3']")
    expect(page.locator("[data-die='3']")).to_have_attribute("aria-pressed", "false")
    after = " ".join(str(faces[i]) for i in (0, 2, 3, 4))
    expect(page.locator("[data-testid=roll]")).to_contain_text(f"Reroll {after}")
    keep = dice(page)[1]
    roll(page)
    # The kept die stays where it was (the view lists the dice sorted; the screen does not re-sort).
    assert dice(page)[1] == keep and kept(page) == [keep]
    expect(page.locator("[data-die='1']")).to_have_attribute("aria-pressed", "true")
    roll(page)  # the same die stays kept, in place, for the third roll
    assert rolls_left(page) == 0 and dice(page)[1] == keep and kept(page) == [keep]
    expect(page.locator("[data-testid=roll]")).to_be_disabled()
    expect(page.locator(".yacht-pot")).to_have_count(13)


def command_field(page: Page) -> None:
    """The command field takes the seed's syntax (dice to reroll, ALL, a box), and refuses nonsense."""
    start_game(page, "human")
    first = dice(page)
    before = ply(page)
    command(page, f"{first[4]} {first[0]}")  # two dice, in descending order, with a space
    wait_for_change(page, before)
    assert rolls_left(page) == 1
    assert not Counter(first[1:4]) - Counter(dice(page))  # the three others stayed on the table
    before = ply(page)
    command(page, "ALL")
    wait_for_change(page, before)
    assert rolls_left(page) == 0
    before = ply(page)
    command(page, "zz")
    expect(page.locator("#toast")).to_contain_text("not a Yacht move")
    assert ply(page) == before
    total = sum(dice(page))
    command(page, "x")
    wait_for_change(page, before)
    assert filled(page, 0) == {"x": total}


def hint(page: Page) -> None:
    """The hint shows the optimal choice and each expected score; its button plays it."""
    start_game(page, "human")
    page.click("[data-testid=hint]")
    panel = page.locator("[data-testid=hint-panel][data-best]")
    expect(panel).to_be_visible(timeout=60_000)
    expect(panel).to_contain_text("expected final score")
    values = [float(v) for v in page.eval_on_selector_all(".yacht-hint .ev",
                                                          "els => els.map(e => e.textContent)")]
    assert len(values) > 10 and values[0] == max(values) and 150 < values[0] < 400
    best = panel.get_attribute("data-best")
    before = ply(page)
    page.click(".yacht-hint li.best button")
    if best.isalpha() and best != "all":
        wait_for_change(page, before)  # a box is scored at once
        assert best in filled(page, 0)
    else:
        # A reroll marks the dice the hint keeps; Roll then plays exactly the hint's choice.
        rerolled = sorted(dice(page)) if best == "all" else sorted(int(pip) for pip in best)
        stay = sorted((Counter(dice(page)) - Counter(rerolled)).elements())
        expect(page.locator("[data-testid=roll]")).to_be_focused()
        unmarked = page.eval_on_selector_all(".yacht-die:not(.kept)",
                                             "els => els.map(e => Number(e.dataset.face))")
        assert sorted(unmarked) == rerolled
        roll(page)
        assert rolls_left(page) == 1
        expect(page.locator("#moves")).to_contain_text(
            "rerolls all five" if best == "all" else f"keeps {' '.join(map(str, stay))}")
    command(page, "hint")  # the command field asks too
    expect(page.locator("[data-testid=hint-panel][data-best]")).to_be_visible()


def test_the_rules_page_states_the_extra_yacht_rules_and_names_the_keys(site, page):
    site.open(page, "#/rules/yacht")
    controls = page.locator(".rules-text")
    expect(controls).to_contain_text("Extra Yachts")
    expect(controls).to_contain_text("Five of a kind is not a Full House")
    for words in ("left and right arrows", "up and down arrows", "R rolls", "H asks for a hint",
                  "F switches Fast"):
        expect(controls).to_contain_text(words)
