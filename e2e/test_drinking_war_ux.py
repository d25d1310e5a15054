"""Drinking War as a new player finds it (issue 23 items 1-8): a fight's result stays on the table, the
attack says what it will do before it is sent, A attacks, New game asks first, the status says who is
choosing, the set-up form offers what the pack allows, and the hand stays in view on desktop and phone.

Positions are set up with the engine and opened from a save (cheap); the computer moves at once.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from axe_helpers import report, violations
from drinking_war_helpers import TABLE, ply, wait_for_change, wait_for_person
from drinking_war_scene_helpers import open_match, play_out, scripted_match
from playwright.sync_api import Page, expect
from position_helpers import home

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SCREENS = os.environ.get("PYGAMES_SCREENS")  # a folder: the tests also save what they look at there

# Every status text the page writes, in order (a computer's turn passes in a blink).
RECORD_STATUS = """() => { window.statuses = []; const s = document.getElementById('status');
  new MutationObserver(() => window.statuses.push(s.textContent)).observe(s, {childList: true,
  characterData: true, subtree: true}); }"""


def assert_axe_clean(page: Page) -> None:
    """No serious or critical WCAG A/AA violation on the page as it is now."""
    assert not (found := report(page.url, violations(page))), "\n".join(found)


def shot(page: Page, name: str) -> None:
    """Save a screenshot when PYGAMES_SCREENS names a folder."""
    if SCREENS:
        size = page.viewport_size or DESKTOP
        page.screenshot(path=str(Path(SCREENS) / f"{name}-{size['width']}x{size['height']}.png"))


def pick(page: Page, *cards: str) -> None:
    """Click the hand's cards `cards` (by code), in order."""
    for card in cards:
        page.click(f".drinking-war-card[data-card='{card}']:not(.picked) >> nth=0")


def in_view(page: Page, selector: str) -> bool:
    """True if every element `selector` matches lies wholly inside the viewport."""
    return bool(page.eval_on_selector_all(selector, """els => els.length > 0 && els.every(e => {
        const r = e.getBoundingClientRect();
        return r.top >= 0 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1; })"""))


def two_seats(steps: list[str], options: dict | None = None):
    """Me (Player 1) against the computer, pack 1 by default; I hold +12 +4 -3, the computer -1 -3 +2."""
    return scripted_match(options or {"pack": 1}, ["human", "hard"],
                          [["+12", "+4", "-3"], ["-1", "-3", "+2"]],
                          steps)


def test_an_attack_says_what_it_will_do_a_attacks_its_result_stays_and_new_game_asks_first(
        site, page, tmp_path):
    """Items 1, 4, 5: the Attack button says "does nothing" under 13 without drinking; A sends the attack;
    the fight's result (cards, defence, cost) stays on the table after the computer's turn; New game asks
    before it leaves the game in progress."""
    page.set_viewport_size(DESKTOP)
    site.open(page)
    open_match(page, two_seats(["draw", "+3"]), tmp_path)
    pick(page, "+4")
    button = page.locator("[data-testid=attack-1]")
    expect(button).to_have_text("Attack Player 2 with 4: does nothing (under 13)")
    expect(page.locator("[data-testid=outcome]")).to_contain_text("does nothing (under 13)")
    pick(page, "+12")
    expect(button).to_contain_text("with 16: a life point unless defended below 13")
    assert page.get_attribute("[data-testid=attack-1]", "aria-keyshortcuts") == "A"
    page.keyboard.press("a")
    wait_for_person(page)
    fight = page.locator("[data-testid=fight]")
    expect(fight).to_contain_text("Player 1 attacked Player 2")
    expect(fight).to_contain_text(re.compile(r"\d+ left · Player 2 (took it|lost a life point|blocked)"))
    moves = page.locator("#moves")
    expect(moves).to_contain_text("Player 1 attacks Player 2 with +12 +4 (16)")
    expect(moves.locator("li", has_text="Player 2 ")).not_to_have_count(0)
    shot(page, "mid-fight")
    assert_axe_clean(page)
    # Item 5: New game (reached by Tab past the hand; focused here) asks before it leaves the game.
    where = page.evaluate("location.hash")
    page.focus("[data-act=again]")
    page.keyboard.press("Enter")
    expect(page.locator("[data-testid=new-game-dialog]")).to_be_visible()
    page.click("[data-testid=new-game-cancel]")
    expect(page.locator("[data-testid=new-game-dialog]")).to_be_hidden()
    assert page.evaluate("location.hash") == where
    page.click("[data-act=again]")
    page.click("[data-testid=new-game-confirm]")
    page.wait_for_function(f"location.hash !== {where!r}")
    page.wait_for_selector(TABLE)


def test_a_defence_and_a_carte_postale_say_who_is_choosing(site, page, tmp_path):
    """Item 7: "Your turn: defend against ..." when I defend; "Player 3 is choosing a card to give Player 1"
    while a computer chooses; the giver is told that only a player with no card loses a life point."""
    page.set_viewport_size(DESKTOP)
    attacked = scripted_match({"pack": 1}, ["human", "hard"], [["+2", "-1", "-3"], ["+8", "+6", "-6"]],
                              ["draw", "+3", "hold", "draw", "+4", "attack 0 +4,+6,+8"])
    site.open(page)
    open_match(page, attacked, tmp_path)
    expect(page.locator("#status")).to_have_text("Your turn: defend against Player 2's attack of 18")
    postcard = scripted_match({"pack": 2}, ["human", "easy", "easy"],
                              [["postcard", "+2", "-1"], ["+8", "+6", "-3"], ["+4", "+3", "-6"]],
                              ["draw", "+3"])
    home(page)
    open_match(page, postcard, tmp_path)
    page.evaluate(RECORD_STATUS)
    pick(page, "postcard")
    before = ply(page)
    page.click("[data-testid=power]")
    wait_for_change(page, before)
    wait_for_person(page)
    statuses = page.evaluate("window.statuses")
    assert any(s in ("Player 2 and Player 3 are choosing a card to give Player 1",
                     "Player 3 is choosing a card to give Player 1") for s in statuses), statuses
    giving = scripted_match({"pack": 2}, ["easy", "human"], [["postcard", "+2", "-1"], ["+8", "+6", "-3"]],
                            ["draw", "+3", "power postcard"])
    home(page)
    open_match(page, giving, tmp_path)
    expect(page.locator("#status")).to_have_text("Your turn: choose a card to give Player 1")
    prompt = page.locator("[data-testid=prompt]")
    expect(prompt).to_contain_text("only a player with no card to give loses a life")


def test_the_set_up_form_offers_what_the_pack_allows_with_teams_below_players_and_start_in_view(site, page):
    """Item 6: pack 1 shows four seats, pack 2 six; team rows only for seats someone plays, below the
    Players; Start is in view at once on a desktop."""
    page.set_viewport_size(DESKTOP)
    site.open(page)
    page.click('a[href="#/new/drinking-war"] >> nth=0')
    page.wait_for_selector("[data-testid=start]")
    assert in_view(page, "[data-testid=start]")
    expect(page.locator("[data-testid=pack-2]")).to_be_checked()  # item 8: the default, and how long each is
    expect(page.locator("label:has([data-testid=pack-1])")).to_contain_text("about 45 moves a player")
    expect(page.locator("[data-testid=seat5]")).to_be_visible()
    page.check("[data-testid=pack-1]")
    expect(page.locator("[data-testid=seat4]")).to_be_hidden()
    expect(page.locator("[data-testid=seat5]")).to_be_hidden()
    page.check("[data-testid=pack-2]")
    expect(page.locator("[data-testid=seat5]")).to_be_visible()
    order = page.evaluate("""() => { const seats = document.querySelector('.setup-form fieldset.seats');
        const teams = document.querySelector('[data-testid=teams]');
        return seats.compareDocumentPosition(teams) & Node.DOCUMENT_POSITION_FOLLOWING; }""")
    assert order, "the Teams section comes before the Players"
    page.click("[data-testid=teams] summary")
    # Player 1 and Player 2 play by default.
    expect(page.locator(".drinking-war-team-row:visible")).to_have_count(2)
    page.check("input[name=seat2][value=human]")
    expect(page.locator(".drinking-war-team-row:visible")).to_have_count(3)
    assert in_view(page, "[data-testid=start]")
    shot(page, "start")
    page.check("[data-testid=pack-1]")
    # seat 5, hidden with pack 1, is not read even when something set it
    page.evaluate("document.querySelector('input[name=seat4][value=human]').checked = true")
    page.click("[data-testid=start]")
    page.wait_for_selector(TABLE)
    assert len(page.eval_on_selector_all(".drinking-war-seat", "els => els")) == 3


# Each part's box in its card slot's own frame (layout offsets, before the fan turns the card and its mark
# alike): a turned card's screen boxes are wider than the card and would meet where the parts do not.
SLOT_BOXES = """() => [...document.querySelectorAll('.drinking-war-hold')].map(hold => {
    const box = selector => {
        const part = hold.querySelector(selector);
        let [x, y] = [0, 0];
        for (let el = part; el && el !== hold; el = el.offsetParent) {
            x += el.offsetLeft;
            y += el.offsetTop;
        }
        return [x, y, x + part.offsetWidth, y + part.offsetHeight];
    };
    return {card: hold.querySelector('.drinking-war-card').dataset.card, info: box('.drinking-war-info'),
            band: box('.drinking-war-pack'), value: box('.drinking-war-value')};
})"""


def assert_info_marks_clear(page) -> None:
    """No card's info mark covers its pack band or its value."""
    def meet(a, b):
        return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
    for card in page.evaluate(SLOT_BOXES):
        assert not meet(card["info"], card["band"]), f"the info mark covers the pack band: {card}"
        assert not meet(card["info"], card["value"]), f"the info mark covers the value: {card}"


def test_the_hand_and_the_action_bar_stay_in_view_on_desktop_and_phone_and_cards_show_their_full_text(
        site, page, tmp_path):
    """Item 2: after a draw, every card of the hand and the prompt's buttons are inside the screen. Item 3:
    the info mark, a long press (a context menu) and the I key open a card's or a country's full text, in
    French and English, on the phone."""
    site.open(page)
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        home(page)
        hands = [["satellite", "+4", "-3"], ["-1", "-3", "+2"]]
        options = {"pack": 2, "drinking": True}
        open_match(page, scripted_match(options, ["human", "easy"], hands, ["draw", "+12"]), tmp_path)
        shot(page, "hand")
        assert in_view(page, ".drinking-war-card"), f"cards cut at {size}"
        assert in_view(page, "[data-testid=prompt] button"), f"buttons cut at {size}"
        assert_info_marks_clear(page)
        expect(page.locator("[data-testid=notice]")).to_have_count(1)
        assert_axe_clean(page)
    # Item 3, on the phone (the size the loop ends at): the info mark, a long press (a context menu) and the
    # I key open a card's or a country's full text, in French and English.
    home(page)
    hands = [["japan", "hack", "+4", "-3"], ["uk", "-1", "-3", "+2"]]
    open_match(page, scripted_match({"pack": 3}, ["human", "easy"], hands, ["draw", "+12"]), tmp_path)
    info = page.locator("[data-testid=card-info]")
    page.click(".drinking-war-hold:has([data-card=hack]) .drinking-war-info")
    expect(info).to_contain_text("Piratage")
    expect(info).to_contain_text("Vole une carte au hasard à un adversaire.")
    expect(info).to_contain_text("Steal a random card from an opponent.")
    assert_axe_clean(page)
    page.click("[data-testid=card-info-close]")
    expect(info).to_be_hidden()
    page.dispatch_event(".drinking-war-seat[data-seat='1'] .drinking-war-country", "contextmenu")
    expect(info).to_contain_text("Royaume-Uni")
    expect(info).to_contain_text("Piratage has no effect on you.")
    page.keyboard.press("Escape")
    page.focus(".drinking-war-card[data-card='+4']")
    page.keyboard.press("i")
    expect(info).to_contain_text("Ajoute 4 à une attaque.")
    expect(info).to_contain_text("Adds 4 to an attack.")


def test_a_fight_result_and_the_end_of_a_game_at_both_sizes(site, page, tmp_path):
    """A fight's result on the table and the final summary at both sizes, axe clean (and screenshots)."""
    site.open(page)
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        home(page)
        open_match(page, two_seats(["draw", "+3", "attack 1 +12,+3,+4", "defend -1,-3"]), tmp_path)
        expect(page.locator("[data-testid=fight]")).to_contain_text("Player 1 attacked Player 2")
        shot(page, "fight")
        home(page)
        open_match(page, play_out(two_seats(["draw", "+3"])), tmp_path)
        expect(page.locator("[data-testid=summary]")).to_be_visible()
        shot(page, "end")
        assert_axe_clean(page)
