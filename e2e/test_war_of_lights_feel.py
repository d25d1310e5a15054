"""War of Lights as pleasant to follow as Gobblet: the last move marked on the napkins (a quiet computer
move included), the dreidel's words shown when it lands, and every napkin in view at any seat count on
a desktop and a phone. Positions open from saves, so each test starts where it looks."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from playwright.sync_api import Page, expect
from war_of_lights_helpers import TABLE, move, ply, wait_for_person

from pygames.core.game import get_game
from pygames.core.match import Match
from pygames.core.saves import encode

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
HUMAN, COMPUTER = {"kind": "human"}, {"kind": "computer", "level": "easy"}


def open_save(page: Page, folder: Path, actions: list[str], seats: list[int], kinds: list[dict],
              layout: str = "full") -> None:
    """Open a War of Lights save played through `actions` (`seats`: who played each, -1 for a spin)."""
    save = {"format": "pygames", "version": 3, "game": "war-of-lights", "seat_count": len(kinds),
            "options": {"layout": layout}, "actions": actions, "seats": seats, "ply": len(actions),
            "meta": {"seats": kinds}}
    import_save(page, folder, save)
    page.wait_for_selector(f"{TABLE}[data-ply='{len(actions)}'] .sq")


def import_save(page: Page, folder: Path, save: dict) -> None:
    """Import `save` from the home page, under a new file name (the same file again fires no change)."""
    path = folder / f"war-of-lights-{len(list(folder.iterdir()))}.json"
    path.write_text(json.dumps(save))
    page.evaluate("location.hash = '#/'")
    page.wait_for_selector(TABLE, state="detached")
    page.set_input_files("#import-file", str(path))


def played_out(seats: int, seed: int = 1) -> Match:
    """A game of `seats` people played to its end at random here."""
    rng = random.Random(seed)
    match = Match(get_game("war-of-lights"), seats, {}, seed=seed,
                  meta={"seats": [HUMAN] * seats, "title": "War of Lights (played out)"})
    while not match.is_over:
        match.play(rng.choice(match.legal_actions()))
    return match


def open_match(page: Page, folder: Path, match: Match) -> None:
    """Open `match` in the site as an imported save."""
    import_save(page, folder, encode(match))
    page.wait_for_selector(f"{TABLE}[data-ply='{match.ply}'] .sq")


def napkins_outside(page: Page, size: dict) -> list:
    """The napkins not wholly inside the first screen (the page unscrolled), with their boxes."""
    assert page.evaluate("window.scrollY") == 0
    boxes = page.eval_on_selector_all(
        ".war-of-lights-napkin", "els => els.map(e => { const r = e.getBoundingClientRect();"
                   " return [Number(e.dataset.napkin) + 1, r.left, r.top, r.right, r.bottom]; })")
    return [box for box in boxes
            if box[1] < 0 or box[2] < 0 or box[3] > size["width"] or box[4] > size["height"]]


def classes(page: Page, square: str) -> set[str]:
    """The classes of one square's button."""
    return set(str(page.get_attribute(f"[data-square='{square}']", "class")).split())


# The dreidel's words: whether they are hidden while it spins and shown when it lands, noted by the
# page itself (a test cannot be sure to look within the spin's 0.9 s on a loaded machine).
WATCH_LANDING = """() => {
  window.landing = [];
  document.addEventListener('animationstart', e => {
    if (e.target.matches('.war-of-lights-spin-words'))
      window.landing.push(['start', getComputedStyle(e.target).opacity]);
  });
  document.addEventListener('animationend', e => {
    if (e.target.matches('.war-of-lights-spin-words'))
      window.landing.push(['end', getComputedStyle(e.target).opacity]);
  });
}"""


def test_the_last_move_is_marked_a_quiet_computer_move_too_and_the_dreidel_words_wait_for_it_to_land(
        site, page, tmp_path):
    """Two saves opened on one page: two people (an attack marked, the dreidel's words shown once it lands,
    at once with reduced motion), then a person and the computer (its quiet step marked, the marks kept
    through a pick)."""
    site.open(page)
    # Two people at one screen, full napkins: Blue starts and attacks Red's 2c from 1c.
    open_save(page, tmp_path, ["gimel", "nun"], [-1, -1], [HUMAN, HUMAN])
    wait_for_person(page, 0)
    page.evaluate(WATCH_LANDING)
    move(page, "1c", "2c")
    face = page.get_attribute("[data-testid=last-spin]", "data-face")
    page.wait_for_function("window.landing.length >= 2")
    assert page.evaluate("window.landing") == [["start", "0"], ["end", "1"]], "words shown before it landed"
    # The attacker's square is marked as the one the move left; the attacked one as touched, and as
    # reached only when gimel took the attacker there.
    assert {"last-move", "last-from"} <= classes(page, "1c")
    target = classes(page, "2c")
    assert "last-move" in target and ("last-to" in target) == (face == "gimel"), (face, target)
    # The move list says what the spin did, not that the gelt moved.
    expect(page.locator("#moves li").last).to_contain_text("Blue attacks Red on 2c from 1c")

    # Asked for less motion, the dreidel's words show at once: Red attacks Blue's 1a from its corner 2a.
    page.emulate_media(reduced_motion="reduce")
    move(page, "2a", "1a")
    words = page.locator(".war-of-lights-spin-words")
    assert words.evaluate("e => getComputedStyle(e).animationName") == "none"
    expect(words).to_have_css("opacity", "1")
    expect(page.locator(".sq.last-from")).to_have_attribute("data-square", "2a")

    # A quiet computer move is marked on the napkins too (motion back to normal, as a new page has it).
    page.emulate_media(reduced_motion="no-preference")
    # The five-gelt cross leaves every corner empty, so Red's first move is a step.
    open_save(page, tmp_path, ["gimel", "nun"], [-1, -1], [HUMAN, COMPUTER], layout="cross")
    wait_for_person(page, 0)
    move(page, "1b", "1a")
    wait_for_person(page, 0)
    assert ply(page) == 4
    last = page.locator("#moves li").last.inner_text()
    found = re.search(r"Red moves (2[a-i]) to (2[a-i])", last)
    assert found, f"Red's move is not in the move list: {last!r}"
    start, end = found.groups()
    expect(page.locator(".sq.last-from")).to_have_attribute("data-square", start)
    expect(page.locator(".sq.last-to")).to_have_attribute("data-square", end)
    # A pick redraws the napkins: the marks stay.
    page.click("[data-square='1a']")
    page.wait_for_selector(f"{TABLE}[data-selected='1a']")
    expect(page.locator(".sq.last-to")).to_have_attribute("data-square", end)


# Decided: every napkin must show whole in the first screen, the page unscrolled (not merely the board
# below the header fitting the fold), at the start and at the end with the result shown.
def test_every_napkin_fits_in_the_first_screen_at_four_and_six_seats_on_a_desktop_and_a_phone(
        site, page, tmp_path):
    site.open(page)
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        for seats in (4, 6):
            open_save(page, tmp_path, ["gimel"] + ["nun"] * (seats - 1), [-1] * seats, [HUMAN] * seats)
            wait_for_person(page, 0)
            assert page.locator(".war-of-lights-napkin").count() == seats
            assert napkins_outside(page, size) == [], f"{seats} seats cut off at the start at {size}"
            sizes = page.eval_on_selector_all(f"{TABLE} .sq",
                                              "els => els.map(e => e.getBoundingClientRect().width)")
            assert min(sizes) >= 28, f"a square got too small to tap: {min(sizes)}"
            open_match(page, tmp_path, played_out(seats))
            expect(page.locator("[data-testid=end-panel]")).to_be_visible()
            assert napkins_outside(page, size) == [], f"{seats} seats cut off at the end at {size}"
