"""Issue #23 item 22: a reload of a saved game shows its last board at once, before Python is ready
(site/js/pages.js draws the board snapshot pygames/web/play.py keeps next to the save), inert until
Python draws the live board in its place; a snapshot that does not fit the save is not shown, storage is
not trusted, and a shared screen's snapshot shows no hand the cover hid.

Python is held back by holding Pyodide's wasm (page.route), as e2e/test_boot_pages.py does.
"""

from __future__ import annotations

import json
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from axe_helpers import report, violations
from conftest import ROOT
from playwright.sync_api import Page, expect
from test_boot_pages import READY, hold_python, release

import pygames
from pygames.core.game import CHANCE, get_game
from pygames.core.match import Match

sys.path.insert(0, str(ROOT / "tests"))
from drinking_war_knowledge import Checker, cards_in_text  # noqa: E402  (the unit tests' model of what a seat saw)

pytestmark = pytest.mark.cold  # the early board of a reload, before Python: a fresh profile

SCREENS = Path("/work/screens/reload")
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
# Puts a save in the book once (not again on a reload), as pygames/core/savebook.py writes one.
SEED = """([id, save, index]) => {
  if (localStorage.getItem(`pygames:save:${id}`)) return;
  localStorage.setItem(`pygames:save:${id}`, save);
  localStorage.setItem(`pygames:rev:${id}`, "1");
  localStorage.setItem("pygames:index", index);
}"""
SNAPSHOT = "id => localStorage.getItem(`pygames:shot:${id}`)"
BOARD_BOX = "() => { const r = document.getElementById('board-area').getBoundingClientRect(); " \
            "return [r.x, r.y, r.width, r.height].map(Math.round); }"


def seed(page: Page, save_id: str, match: Match) -> None:
    """Put `match` in the page's book under `save_id` before the page's own scripts run."""
    index = json.dumps([{"id": save_id, "game": match.game.id, "title": match.game.title,
                         "updated": 1.7e9, "status": "move 5"}])
    page.add_init_script(f"({SEED})({json.dumps([save_id, json.dumps(match.to_json()), index])})")


def gobblet_at_move_five() -> Match:
    """A Gobblet game of two people at one screen, four moves in."""
    seats = [{"kind": "human"}, {"kind": "human"}]
    match = pygames.new_match("gobblet", 2, {}, meta={"seats": seats, "title": "Gobblet"})
    for _ in range(4):
        match.play(match.legal_actions()[0])
    return match


def test_a_reload_shows_the_board_before_python_inert_then_live(page: Page, site) -> None:
    page.set_viewport_size(DESKTOP)
    seed(page, "g1", gobblet_at_move_five())
    site.open(page, "#/play/g1")
    live_squares = page.eval_on_selector_all(".gobblet-square",
                                             "els => els.map(e => e.getAttribute('aria-label'))")
    moves = page.inner_text("#moves")
    assert page.evaluate(SNAPSHOT, "g1"), "the page kept no board snapshot"
    held = hold_python(page)
    page.reload()
    # The board, its move list and status are there while Python cannot start.
    expect(page.locator("#board-area .gobblet-square")).to_have_count(9)
    assert page.evaluate(READY) is False
    assert page.eval_on_selector_all(".gobblet-square", "els => els.map(e => e.getAttribute('aria-label'))") \
        == live_squares
    assert page.inner_text("#moves") == moves
    expect(page.locator("#status")).to_contain_text("turn")
    expect(page.locator(".play[aria-busy=true]")).to_have_count(1)
    # A small bar says Python is on its way; it covers no part of the board.
    expect(page.locator("#loader-text")).to_have_text("Starting Python…")
    bar = page.locator(".loader-card").bounding_box()
    board = page.locator("#board-area").bounding_box()
    assert bar["y"] >= board["y"] + board["height"] or bar["y"] + bar["height"] <= board["y"]
    # Nothing on it answers: a click on a reserve piece selects nothing, a key rewinds nothing.
    page.locator(".stack.movable >> nth=0").click(force=True)
    page.keyboard.press("<")
    expect(page.locator(".gobblet-square.target")).to_have_count(0)
    assert page.inner_text("#moves") == moves
    found = violations(page)
    assert not found, "\n".join(report("board before Python", found))
    SCREENS.mkdir(parents=True, exist_ok=True)
    before = page.evaluate(BOARD_BOX)
    page.screenshot(path=str(SCREENS / "before-python-desktop.png"))
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENS / "before-python-phone.png"))
    page.set_viewport_size(DESKTOP)
    # Python draws the live board in the same place, and it plays.
    release(page, held)
    site.wait_ready(page)
    expect(page.locator(".play[aria-busy]")).to_have_count(0)
    assert page.evaluate(BOARD_BOX) == before, "the live board is not where the early one was"
    page.click(".stack.movable >> nth=0")
    expect(page.locator(".gobblet-square.target").first).to_be_visible()


def test_a_snapshot_that_does_not_fit_the_save_is_not_shown(page: Page, site) -> None:
    game = gobblet_at_move_five()
    shot = {"v": pygames.__version__, "rev": 1,
            "html": '<div class="play"><div class="play-body">'
                    '<div id="board-area">stale board</div></div></div>'}
    cases = {  # save id -> what is wrong with its snapshot
        "rev": {**shot, "rev": 2},  # drawn from another revision of the save (another tab played on)
        "version": {**shot, "v": "0.0.0-other"},  # kept by another version of the site
        "broken": None,  # not JSON at all
    }
    for save_id, bad in cases.items():
        seed(page, save_id, game)
        text = "{not json" if bad is None else json.dumps(bad)
        page.add_init_script(f"localStorage.setItem('pygames:shot:{save_id}', {json.dumps(text)})")
    hold_python(page)
    for save_id in cases:
        page.goto(f"{site.url}#/play/{save_id}")
        page.reload()  # a load of the page itself, not a same-document hash change
        expect(page.locator("#loader")).to_be_visible()
        expect(page.locator("#loader-text")).to_contain_text("Python")
        assert page.evaluate("document.documentElement.classList.contains('shell')") is False, save_id
        assert "stale board" not in page.inner_text("body"), save_id
        expect(page.locator("#app")).to_be_hidden()
    page.unroute_all(behavior="ignoreErrors")


# A snapshot written as an attacker with access to the storage would write it, for the current revision.
HOSTILE = ('<div class="play"><header class="play-head"><h1>Gobblet</h1>'
           '<a id="js-link" href="javascript:window.__pwned=1">Home</a></header>'
           '<div class="play-body"><div id="board-area"><p id="early">the board</p>'
           '<img id="bad-img" src="https://example.invalid/x.png" onerror="window.__pwned=2">'
           '<script>window.__pwned=3</script>'
           '<iframe srcdoc="<script>parent.__pwned=4</script>"></iframe>'
           '<svg><a id="svg-link" href="javascript:window.__pwned=5"><text>x</text></a>'
           '<animate attributeName="href" to="javascript:window.__pwned=6"/></svg>'
           '<div id="styled" style="background:url(https://example.invalid/x)">y</div>'
           '</div></div></div>')


def test_a_snapshot_from_storage_is_cleaned_before_it_is_shown(page: Page, site) -> None:
    seed(page, "h1", gobblet_at_move_five())
    shot = json.dumps({"v": pygames.__version__, "rev": 1, "html": HOSTILE})
    page.add_init_script(f"localStorage.setItem('pygames:shot:h1', {json.dumps(shot)})")
    held = hold_python(page)
    page.goto(f"{site.url}#/play/h1")
    expect(page.locator("#early")).to_be_visible()  # the harmless part is shown
    assert page.evaluate(READY) is False
    assert page.evaluate("document.querySelectorAll('#app script, #app iframe, #app animate').length") == 0
    assert page.evaluate("document.getElementById('bad-img').getAttribute('onerror')") is None
    assert page.evaluate("document.getElementById('bad-img').getAttribute('src')") is None  # off the site
    assert page.evaluate("document.getElementById('js-link').getAttribute('href')") is None
    assert page.evaluate("document.getElementById('svg-link').getAttribute('href')") is None
    assert page.evaluate("document.getElementById('styled').getAttribute('style')") is None
    page.locator("#js-link").click()
    assert page.evaluate("window.__pwned") is None
    release(page, held)
    site.wait_ready(page)  # Python then draws the real board over it
    expect(page.locator("#early")).to_have_count(0)
    expect(page.locator("#board-area .gobblet-square")).to_have_count(9)


class Markup(HTMLParser):
    """The text and attribute values of an HTML string, and the classes it uses."""

    def __init__(self, html: str):
        super().__init__()
        self.words: list[str] = []
        self.cards: set[str] = set()
        self.classes: set[str] = set()
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "data-card" and value:
                self.cards.add(value)
            elif name == "class" and value:
                self.classes.update(value.split())
            elif value:
                self.words.append(value)

    def handle_data(self, data: str) -> None:
        self.words.append(data)


def drinking_war_two_people() -> Match:
    """A Drinking War game of two people sharing one screen, some turns in (seeded)."""
    seats = [{"kind": "human"}, {"kind": "human"}]
    match = pygames.new_match("drinking-war", 2, {}, seed=5, meta={"seats": seats, "title": "Drinking War"})
    while match.ply < 14 and not match.is_over:
        actions = match.legal_actions()
        match.play(next((a for a in actions if a.startswith("attack")), actions[0]))
    return match


def spectator_knows(match: Match) -> set[str]:
    """The cards a screen drawn for nobody's seat may name: the knowledge model replayed over the match."""
    fresh = Match(get_game(match.game.id), match.seat_count, match.options, auto_chance=False)
    checker = Checker(fresh, every=10**9, samples=False)
    for action, seat in zip(match.actions, match.history_seats, strict=True):
        checker.advance(action, CHANCE if seat == CHANCE else seat)
    assert fresh.state == match.state
    return checker.model.may_know(None, fresh.state)


WATCH_HANDS = """window.pygamesSawHand = false;
new MutationObserver(() => {
  if (document.querySelector('.drinking-war-card, [data-testid=peek]')) window.pygamesSawHand = true;
}).observe(document, {childList: true, subtree: true});"""


def test_a_shared_screen_snapshot_shows_no_card_the_cover_hid(page: Page, site) -> None:
    page.set_viewport_size(DESKTOP)
    match = drinking_war_two_people()
    seed(page, "drinking1", match)
    site.open(page, "#/play/drinking1")
    expect(page.locator("#pass-cover")).to_be_visible()
    covered = page.evaluate(SNAPSHOT, "drinking1")
    page.click("#reveal")  # the hand is on the screen now: it must not be kept
    expect(page.locator(".drinking-war-card").first).to_be_visible()
    kept = page.evaluate(SNAPSHOT, "drinking1")
    markup = Markup(json.loads(kept)["html"])
    named = markup.cards | cards_in_text(" ".join(markup.words))
    allowed = spectator_knows(match)
    assert named - allowed == set(), f"the snapshot names {sorted(named - allowed)}, seen by nobody"
    assert "drinking-war-card" not in markup.classes
    assert kept == covered
    # The reload shows the covered table before Python, and no hand is ever put in the page.
    page.add_init_script(WATCH_HANDS)
    held = hold_python(page)
    page.reload()
    expect(page.locator("#pass-cover")).to_contain_text("Pass the device to")
    expect(page.locator("#board-area .drinking-war-table, #board-area > *").first).to_be_visible()
    assert page.evaluate(READY) is False
    page.screenshot(path=str(SCREENS / "before-python-cover-desktop.png"))
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENS / "before-python-cover-phone.png"))
    release(page, held)
    site.wait_ready(page)
    expect(page.locator("#pass-cover")).to_be_visible()
    assert page.evaluate("window.pygamesSawHand") is False
