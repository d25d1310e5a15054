"""Accessibility of every page: axe-core (WCAG 2 A/AA) finds no serious or critical violation, on a desktop
and on a phone; and checks of the defects axe cannot see (hover colours, clipped underscores)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from axe_helpers import CONTRAST_JS, contrast, report, violations
from drinking_helpers import pick, play_a_turn, turn_here
from drinking_helpers import start_game as start_drinking
from drinking_war_helpers import hand, play_a_step, wait_for_person
from drinking_war_helpers import start_game as start_drinking_war
from drinking_war_pack_helpers import pick as pick_cards
from drinking_war_pack_helpers import start_pack_game
from drinking_war_scene_helpers import open_match, play_out, scripted_match
from gobblet_helpers import bring_in, start_game
from gobblet_helpers import move as move_piece
from peer_helpers import answer, host_game, invitation, paste_answer, wait_connected
from playwright.sync_api import Page, expect
from position_helpers import late_match, open_position
from sections import Sections
from war_of_lights_helpers import TABLE as WAR_OF_LIGHTS_TABLE
from war_of_lights_helpers import first_move, move
from war_of_lights_helpers import start_game as start_war_of_lights
from yacht_helpers import TABLE, computer_yacht_save, open_save, roll
from yacht_helpers import start_game as start_yacht
from yacht_helpers import wait_for_person as wait_for_yacht_person

VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
RED_ROW_ONE = [("red", 1, "a1"), ("yellow", 1, "a3"), ("red", 1, "b1"), ("yellow", 1, "b3"), ("red", 2, "c1")]
AA_TEXT = 4.5


def both_sizes(page: Page) -> Iterator[str]:
    """Lay the page out at each screen size in turn (yielding its name), then return it to its own size.

    One page in one state is judged at both sizes, instead of replaying the scenario once per size: the
    site draws with CSS alone (no resize handlers), so a resized page is the page a phone would show.
    """
    own = page.viewport_size
    try:
        for name, size in VIEWPORTS.items():
            page.set_viewport_size(size)
            page.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
            yield name
    finally:
        if own is not None:
            page.set_viewport_size(own)


class Scan:
    """Scans of one page as it goes from state to state, each at both screen sizes; every problem is told
    at the end, at once."""

    def __init__(self, page: Page):
        self.page, self.problems = page, []

    def __call__(self, where: str, part: str = "document") -> None:
        for size in both_sizes(self.page):
            self.problems += report(f"{where} [{size}]", violations(self.page, part))

    def check(self) -> None:
        assert not self.problems, "axe found serious or critical violations:\n  " + "\n  ".join(self.problems)


def go(page: Page, fragment: str, selector: str) -> None:
    """Follow an in-app route and wait for its page to be drawn."""
    page.evaluate(f"location.hash = {fragment!r}")
    page.wait_for_selector(selector)


# The work of 4 former tests, each of which had the suite's 300 s: on a 2-core machine at a load of
# 60-80 a merged walk took 200-300 s and more (the French walk timed out once at 300 s, midway).
@pytest.mark.timeout(900)
def test_home_set_up_rules_and_join_pages_pass_axe_read_well_and_fit_a_phone(site, page):
    """Every page with no game on it, each once: axe at both sizes; the home page's soft text and its line
    naming every game; each set-up form fits a phone with its widest choices open; each rules page shows
    its gallery at both sizes; the join page's Copy button keeps its colours under the mouse."""
    scan, part = Scan(page), Sections()
    site.open(page)
    with part("home"):
        scan("home")
        for selector in (".hero p", ".save-list .empty", ".foot", ".game-card p"):
            readable(page, selector)
        home_line_names_every_game(site, page)
        games = page.eval_on_selector_all("a[href*='#/new/']", "els => [...new Set(els.map(e => e.hash))]")
        assert sorted(games) == sorted(f"#/new/{game}" for game in every_game()), games
    for game in every_game():
        with part(f"set-up of {game}"):
            go(page, f"#/new/{game}", f".setup-form[data-game={game}]")
            scan(f"set-up of {game}")
            if game == "gobblet":
                readable(page, ".crumbs a")
            set_up_form_fits_a_phone(page, game)
        with part(f"rules of {game}"):
            go(page, f"#/rules/{game}", ".rules")
            scan(f"rules of {game}")
            rules_gallery_shows(page, game)
    with part("join page of a bad link"):
        go(page, "#/", ".home")
        go(page, "#join=not-a-real-code", "#join-status[data-state=failed]")
        scan("join page of a bad link")
        page.evaluate("document.getElementById('join-answer').hidden = false")
        assert_readable_when_hovered(page, "[data-act=join-copy]")
    with part("axe"):
        scan.check()
    part.check()


KIND_ORDER = ["board", "dice", "card"]


def gallery_pictures(game: str) -> int:
    """The pictures `game`'s rules page draws in its galleries (every kind, card or country of its game), as
    Python draws it: the page on screen must show them all."""
    from pygames.web.catalogue import listings
    from pygames.web.pages import rules_page

    return len(re.findall(r'class="[^"]*\bgallery-pic\b', rules_page(listings()[game])))


def every_game() -> list[str]:
    """Every game's id, found as the site finds them."""
    from pygames.web.catalogue import listings

    return sorted(listings())


# Every element of the form whose box reaches past the screen's edges (the page's own scrollbar aside).
OVERFLOW = """() => [...document.querySelectorAll('form *')].filter(e => {
  const r = e.getBoundingClientRect();
  return r.width > 0 && (r.left < -0.5 || r.right > document.documentElement.clientWidth + 0.5);
}).map(e => { const r = e.getBoundingClientRect();
  return `${e.tagName.toLowerCase()}.${e.className} ${(e.textContent || '').trim().slice(0, 30)}`
         + ` ${Math.round(r.left)}..${Math.round(r.right)}`; })"""


def in_words(items: list[str]) -> str:
    """How a sentence lists things: "a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def home_line_names_every_game(site, page: Page) -> None:
    """The home page's line names every game and every kind of game, read against the game cards below it,
    and index.html says the same before Python is up (so the page does not reflow when it takes over)."""
    cards = page.eval_on_selector_all(
        ".game-card", "els => els.map(e => [e.querySelector('h2').textContent, e.dataset.kind])")
    titles = [title for title, _ in cards]
    kinds = sorted({kind for _, kind in cards}, key=KIND_ORDER.index)
    assert "card" in kinds and "dice" in kinds, kinds  # Drinking War and Yacht are there
    line = page.inner_text("[data-testid=home-line]")
    first = f"{in_words(kinds).capitalize()} games in your browser: {in_words(titles)}."
    assert line.startswith(first), f"the home line: {line!r}"
    assert first in " ".join(page.request.get(site.url).text().split()), "index.html's home line differs"


def set_up_form_fits_a_phone(page: Page, game: str) -> None:
    """On a 390x844 phone, nothing in the set-up form on screen is wider than the screen, with every choice
    that shows more fields (mugs, teams) open; the page is put back to its own size after."""
    own = page.viewport_size
    page.set_viewport_size(VIEWPORTS["phone"])
    try:
        for box in page.locator("form input[type=radio]").all():
            if box.is_visible() and box.get_attribute("value") in ("mugs", "teams"):
                box.check()
        assert page.evaluate(OVERFLOW) == [], f"set-up of {game}: wider than the phone"
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= VIEWPORTS["phone"]["width"], f"set-up of {game}: {width}px wide on a phone"
    finally:
        if own is not None:
            page.set_viewport_size(own)


def rules_gallery_shows(page: Page, game: str) -> None:
    """The rules page on screen shows its gallery of pieces at both sizes: every picture drawn, no sideways
    scroll. Set PYGAMES_RULES_SCREENS to a folder to also save a screenshot of it at both sizes."""
    screens = os.environ.get("PYGAMES_RULES_SCREENS")
    page.wait_for_selector(".rules .rules-gallery")
    pictures = page.locator(".rules .rules-gallery .gallery-pic")
    assert pictures.count() >= gallery_pictures(game) > 0, f"rules of {game}: {pictures.count()} pictures"
    for size in both_sizes(page):
        expect(pictures.last).to_be_visible()
        flat = page.evaluate("[...document.querySelectorAll('.rules .gallery-pic')].filter(p => {"
                             " const box = p.firstElementChild?.getBoundingClientRect();"
                             " return !box || box.width < 10 || box.height < 10 }).length")
        assert flat == 0, f"rules of {game} [{size}]: {flat} pictures drawn empty"
        width = page.evaluate("document.documentElement.scrollWidth - innerWidth")
        assert width <= 0, f"rules of {game} [{size}]: the page scrolls sideways by {width}px"
        if screens:
            Path(screens, "parts").mkdir(parents=True, exist_ok=True)
            page.screenshot(path=f"{screens}/{game}-{size}.png", full_page=True)
            for n, shown in enumerate(page.locator(".rules .rules-gallery").all()):
                shown.screenshot(path=f"{screens}/parts/{game}-{size}-gallery{n}.png")


def test_pages_drawn_before_python_pass_axe(site, page):
    """The home page, a new game's form and a game's rules as site/js/pages.js shows them before Python,
    with the loading bar still on screen (Python held back: its wasm never arrives)."""
    scan = Scan(page)
    page.route("**/pyodide.asm.wasm", lambda route: None)
    for fragment, selector in (("", "[data-shell=home] .save-list .empty"), ("#/new/yacht", ".setup-form"),
                               ("#/rules/gobblet", ".rules")):
        page.goto(site.url + fragment)
        page.wait_for_selector(selector)
        assert page.evaluate("document.documentElement.classList.contains('app-ready')") is False
        scan(f"before Python: {fragment or 'home'}")
        readable(page, "#loader-text")
    page.unroute_all(behavior="ignoreErrors")
    scan.check()


def test_gobblet_in_play_rewound_and_won_passes_axe_and_reads_well(site, page):
    """Gobblet 3x3 in play, rewound and won, and 4x4 with a stack: axe at both sizes; once rewound, the
    text axe skips (square names, the view-bar captions, rewound and played moves) has AA contrast and the
    play page's buttons keep their colours under the mouse."""
    scan = Scan(page)
    site.open(page)
    start_game(page, size=3)
    for colour, size, square in RED_ROW_ONE[:3]:
        bring_in(page, colour, size, square)
    page.click(".stack.movable >> nth=0")  # a piece picked up: the targets are shown
    scan("Gobblet 3x3 in progress")
    page.keyboard.press("Escape")
    page.click("#undo")
    page.wait_for_selector("#moves li.future")
    scan("Gobblet 3x3 after a rewind")
    for selector in (".gobblet-board .gobblet-coord", ".gobblet-view-caption", "#moves li.future button",
                     "#moves li:not(.future) button"):
        readable(page, selector)
    page.wait_for_selector("#redo:enabled")
    for selector in ("#undo", "#redo", "[data-act=again]", ".play-head a[href='#/']"):
        assert_readable_when_hovered(page, selector)
    page.click("#redo")
    page.wait_for_selector("#moves li:not(.future) >> nth=2")
    for colour, size, square in RED_ROW_ONE[3:]:
        bring_in(page, colour, size, square)
    page.wait_for_selector(".status.over")
    scan("Gobblet 3x3 won")
    start_game(page, size=4)
    bring_in(page, "red", 4, "b2")
    bring_in(page, "yellow", 4, "c3")
    bring_in(page, "red", 3, "a1")
    move_piece(page, "c3", "a1")  # a stack on the board: its depth badge must be in the square's name
    page.wait_for_selector("[data-square=a1][data-depth='2']")
    scan("Gobblet 4x4 with a stack")
    scan.check()


def test_yacht_after_a_roll_passes_axe_and_reads_well(site, page):
    """Yacht after a roll and with the hint: axe at both sizes; the Hint button keeps its colours under the
    mouse, a box that would score 0 is readable, and so are the saved games on the home page after."""
    scan = Scan(page)
    site.open(page)
    start_yacht(page, "human", "computer:easy")
    roll(page)
    page.wait_for_selector(f"{TABLE} .yacht-pot")
    scan("Yacht after a roll")
    assert_readable_when_hovered(page, "[data-testid=hint]")
    page.click("[data-testid=hint]")
    page.wait_for_selector("[data-testid=hint-panel][data-best]", timeout=60_000)
    scan("Yacht with the hint")
    page.evaluate("document.querySelector('.yacht-pot').classList.add('zero')")  # a box that would score 0
    readable(page, ".yacht-pot.zero")
    go(page, "#/", ".home")
    readable(page, ".save-text span")  # the saved games, now that there are some
    scan.check()


def test_war_of_lights_with_a_gelt_picked_and_at_six_passes_axe(site, page):
    scan = Scan(page)
    site.open(page)
    start_war_of_lights(page, "human", "human")
    move(page, *first_move(page, attack=True))
    page.click(f"{WAR_OF_LIGHTS_TABLE} .sq.movable >> nth=0")  # a gelt picked: its targets are lit
    scan("War of Lights with a gelt picked")
    start_war_of_lights(page, *["human"] * 6, layout="cross")
    scan("War of Lights, six napkins")
    scan.check()


def test_drinking_war_in_play_and_under_the_cover_passes_axe(site, page):
    scan = Scan(page)
    site.open(page)
    start_drinking_war(page, "human", "computer:easy", drinking=True)
    assert wait_for_person(page) == "acting"
    page.click("[data-testid=draw]")
    page.wait_for_selector("[data-phase=attack][data-acting=yes]")
    attacks = [i for i, card in enumerate(hand(page)) if card.startswith("+")]
    if attacks:
        page.click(f".drinking-war-card[data-index='{attacks[0]}']")
        page.wait_for_selector(".drinking-war-hit")
    scan("Drinking War with an attack card picked")
    go(page, "#/", ".home")
    start_drinking_war(page, "human", "human")
    while wait_for_person(page) == "acting":
        play_a_step(page)
    scan("Drinking War under the pass-the-device cover")
    go(page, "#/", ".home")
    start_pack_game(page, 3, "human", "computer:easy", "computer:easy")
    assert wait_for_person(page) == "acting"
    page.click("[data-testid=draw]")
    page.wait_for_selector("[data-phase=power][data-acting=yes]")
    picks = [i for i, card in enumerate(hand(page)) if card[0] == "+" or card in ("bomb", "blue")]
    if picks:
        pick_cards(page, picks[:1])
    scan("Drinking War pack 3, power phase, with countries")
    scan.check()


def test_drinking_war_teams_a_power_aimed_and_the_summary_pass_axe(site, page, tmp_path):
    scan = Scan(page)
    site.open(page)
    go(page, "#/new/drinking-war", ".setup-form[data-game=drinking-war]")
    page.click("[data-testid=teams] summary")
    scan("Drinking War set-up with the teams open")
    go(page, "#/", ".home")
    spy = scripted_match({"pack": 2}, ["human", "easy"], [["satellite", "hack", "+2"], ["+12", "-6", "x2"]],
                         ["draw", "+3", "power satellite 1"])
    open_match(page, spy, tmp_path)
    pick_cards(page, [hand(page).index("hack")])
    page.wait_for_selector(".drinking-war-peek-card:focus, .drinking-war-hit:focus")
    scan("Drinking War, Piratage aimed with the satellite's view")
    go(page, "#/", ".home")
    teams = [{"name": "Reds", "people": ["Ann", "Bob"]}, {"name": "Blues", "people": ["Cat", "Dan", "Eve"]}]
    over = play_out(scripted_match({"pack": 2, "drinking": True, "teams": teams}, ["human", "human"],
                                   [["+2", "+3", "+4"], ["+8", "+6", "-3"]], []))
    open_match(page, over, tmp_path)
    page.wait_for_selector("[data-testid=people-tally]")
    scan("Drinking War teams, the final summary")
    scan.check()


def test_drinking_in_play_and_finished_passes_axe(site, page):
    """Drinking with a drink picked and the hourglass running (axe, and AA contrast of the marks, edges,
    coaster states, keys and notes), and a finished game with its score sheet (opened from a save)."""
    scan = Scan(page)
    site.open(page)
    start_drinking(page, "human", "human", target=120, hourglass=90)
    turn_here(page)
    play_a_turn(page)
    turn_here(page)
    for slot in (1, 2, 3):
        pick(page, slot)
        if page.locator(".sq.target").count():
            break
    scan("Drinking with a drink picked and the hourglass running")
    for selector in (".sq .mark", ".drinking-edge", ".drinking-coaster .state", ".drinking-offered .key",
                     ".drinking-glass-note", ".drinking-offer-hint"):
        readable(page, selector)
    # The end from a save: a game between two people at this screen, played out by the engine.
    open_position(page, late_match("drinking", ["human", "human"], {"target": 120, "hourglass": 90}, seed=1),
                  "finished.json")
    page.wait_for_selector("[data-testid=score-sheet]")
    scan("Drinking finished, with the score sheet")
    scan.check()


# ------------------------------------------------------------------ what axe does not look at

def assert_readable_when_hovered(page: Page, selector: str) -> None:
    """Under the mouse, the element's text keeps AA contrast (no leftover hover colours)."""
    page.hover(selector)
    seen = contrast(page, selector)
    assert seen["ratio"] >= AA_TEXT, f"{selector} hovered: {seen}"


def readable(page: Page, selector: str, sizes: bool = True) -> None:
    """The text of every element `selector` matches has AA contrast, at full opacity: at both screen sizes,
    or (`sizes=False`) at the page's own size only, for a beat of the computer's turn that may end while
    the page is resized.

    All of them are read in one evaluation: a beat of the computer's turn may end between two calls.
    """
    for size in both_sizes(page) if sizes else [f"{page.viewport_size}"]:
        for _ in range(5):  # read again if one of them left the page while it was read
            seen = page.eval_on_selector_all(
                selector, f"els => els.map(e => {{ const c = ({CONTRAST_JS})(e);"
                          " return c && {opacity: parseFloat(getComputedStyle(e).opacity), ...c}; })")
            if None not in seen:
                break
        assert seen and None not in seen, f"nothing (or only a leaving element) matches {selector} [{size}]"
        for i, one in enumerate(seen):
            assert one["opacity"] == 1, f"{selector} >> nth={i} is faded (opacity {one['opacity']}) [{size}]"
            assert one["ratio"] >= AA_TEXT, f"{selector} >> nth={i} [{size}]: {one}"


def read_beats(page: Page, beats: dict[str, tuple[str, tuple[str, ...]]]) -> None:
    """Read the contrast of each beat's selectors in the page itself, the moment the Yacht table first
    draws that beat (`beats`: name -> (what the table then matches, selectors)), into window.a11yBeats.

    A beat of the computer's turn lasts until the next draw: a test that waits for it from outside may
    come too late on a loaded machine; a mutation observer runs before the page draws anything else."""
    page.evaluate(f"""beats => {{ window.a11yBeats = {{}};
        const read = (selectors) => Object.fromEntries(selectors.map(s => [s,
            [...document.querySelectorAll(s)].map(e => {{ const c = ({CONTRAST_JS})(e);
                return c && {{opacity: parseFloat(getComputedStyle(e).opacity), ...c}}; }})]));
        new MutationObserver(() => {{ const t = document.querySelector({TABLE!r});
            if (!t) return;
            for (const [name, [when, selectors]] of Object.entries(beats))
                if (!window.a11yBeats[name] && t.matches(when)) window.a11yBeats[name] = read(selectors);
        }}).observe(document.body, {{subtree: true, childList: true, attributes: true}}); }}""",
                  {name: [when, list(selectors)] for name, (when, selectors) in beats.items()})


def underscores_show(page: Page, selector: str) -> None:
    """A field showing "____" does not look like the same field empty (the line box clipped them)."""
    field = page.locator(selector)
    was = field.input_value()
    field.evaluate("e => { e.value = ''; }")
    empty = field.screenshot()
    field.evaluate("e => { e.value = 'a_b__c___d'; }")
    with_lines = field.screenshot()
    field.evaluate("e => { e.value = 'a b  c   d'; }")
    with_spaces = field.screenshot()
    field.evaluate("(e, v) => { e.value = v; }", was)
    seen = empty != with_lines and with_lines != with_spaces  # compared first: no PNG bytes in the message
    assert seen, f"the underscores in {selector} are invisible"


def underscores_show_in_every_code_field(site, page: Page) -> None:
    """On `page` (a phone screen): the host's link and answer fields, then the join page's answer code
    field, each show their underscores."""
    site.open(page)
    host_game(page, "gobblet")
    invitation(page)
    for selector in ("[data-testid=peer-link-1]", "[data-testid=peer-answer]"):
        underscores_show(page, selector)
    go(page, "#join=not-a-real-code", "#join-status[data-state=failed]")
    page.evaluate("document.getElementById('join-answer').hidden = false")
    underscores_show(page, "[data-testid=answer-code]")


def test_underscores_show_in_the_link_and_answer_code_fields(site, page, make_page):
    """At device scale 1 (the worker's warm page, at phone size) and 2 (a page made so)."""
    page.set_viewport_size(VIEWPORTS["phone"])
    underscores_show_in_every_code_field(site, page)
    underscores_show_in_every_code_field(site, make_page(viewport=VIEWPORTS["phone"], device_scale_factor=2))


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_yacht_computer_turn_and_yacht_banner_pass_axe_and_read_well(site, page, tmp_path, size):
    """Each beat of the computer's Yacht turn, the banner, the compact phone card and the move list by
    turn: axe at rest, and AA contrast of the text axe cannot judge (over the felt, in a moving banner).

    Played once per screen size (the page sized before the site is opened): a beat of the turn may end
    while a page is resized."""
    page.set_viewport_size(VIEWPORTS[size])
    scan = Scan(page)
    site.open(page)
    page.evaluate("localStorage.removeItem('pygames.yacht.fast')")
    read_beats(page, {
        "keep": ("[data-show=keep]",
                 (".yacht-die.kept .yacht-keep-tag", ".yacht-tray-head .who", ".yacht-tray-head .yacht-rolls",
                  "[data-testid=fast]")),
        "cheer": ("[data-cheer=yes]:has(.yacht-cheer)", (".yacht-cheer-word", ".yacht-cheer-sub")),
        "score": ("[data-show=score-y]", (".yacht-scorecard td.scored-now",)),
    })
    open_save(page, computer_yacht_save(tmp_path / "yacht.json"))
    page.wait_for_function("['keep', 'cheer', 'score'].every(b => window.a11yBeats?.[b])")
    for beat, read in page.evaluate("window.a11yBeats").items():
        for selector, seen in read.items():
            assert seen, f"nothing matches {selector} when the {beat} beat was drawn"
            for i, one in enumerate(seen):
                assert one["opacity"] == 1, f"{beat}: {selector} >> nth={i} is faded ({one})"
                assert one["ratio"] >= AA_TEXT, f"{beat}: {selector} >> nth={i}: {one}"
    wait_for_yacht_person(page)
    for selector in ("#moves .turn-head", "#moves li button",
                     ".yacht-scorecard td.preview, .yacht-scorecard td.filled",
                     ".yacht-scorecard tr.upper td"):
        readable(page, selector, sizes=False)
    scan("Yacht after the computer's Yacht")
    scan.check()


# The work of 2 former tests, each of which had the suite's 300 s: on a 2-core machine at a load of
# 60-80 a merged walk took 200-300 s and more (the French walk timed out once at 300 s, midway).
@pytest.mark.timeout(900)
def test_peer_link_pages_the_offer_of_the_next_game_and_the_no_webrtc_note_pass_axe(site, page, make_page):
    """The host's page with a friend's link and connected, the guest's join page and its play page; the
    same game played to its end with the friend's offer of the next game at the host; and a host page
    that cannot link (no WebRTC: the guest's browser, reloaded without it)."""
    from test_peer import GOBBLET_GAME, play_gobblet

    scan, part = Scan(page), Sections()
    guest = make_page()
    guest_scan = Scan(guest)
    with part("the link, the join page and the game played to the friend's offer"):
        site.open(page)
        host_game(page, "gobblet", lambda setup: setup.check("[data-testid=size3]"))
        link = invitation(page)
        scan("host's page with a link")
        code = answer(guest, site, link)
        guest_scan("guest's join page with the answer code")
        paste_answer(page, code)
        wait_connected(page, guest)
        scan("host's page with a friend connected")
        guest_scan("guest's play page, drawn through its table")
        play_gobblet([page, guest], GOBBLET_GAME)
        guest.click("[data-testid=swap]")
        expect(page.locator("[data-testid=end-panel]")).to_have_attribute("data-offer", "theirs")
        # The end panel and the link panel only: the board of a finished game has stacks, whose squares
        # axe flags for their depth badge (left to the Gobblet board's owner).
        for region in ("#status-row", "#peer-panel"):
            scan(f"host's {region} with the friend's offer", region)
        for size in both_sizes(page):
            seen = contrast(page, "[data-testid=again-note]")
            assert seen["ratio"] >= AA_TEXT, f"the host's again-note [{size}]: {seen}"
    with part("a host page without WebRTC"):
        # The guest's browser again, WebRTC taken away before its page's own scripts run (its HTTP cache
        # is warm now: no second cold start of Python for this page).
        guest.add_init_script("delete window.RTCPeerConnection; delete window.webkitRTCPeerConnection;")
        site.open(guest)
        host_game(guest, "gobblet")
        guest.wait_for_selector("#peer-panel .friend[data-state=failed]")
        guest.click("[data-testid=blocked-more] summary")
        guest_scan("host's page without WebRTC, its detail open")
    with part("axe"):
        scan.problems += guest_scan.problems
        scan.check()
    part.check()


def test_every_lesson_with_its_hint_and_its_end_passes_axe(site, page):
    scan = Scan(page)
    site.open(page)
    from pygames.web.lesson import tutorials

    for game in [*sorted(set(tutorials()) - {"yacht"}), "yacht"]:  # Yacht's last: its hint is asked next
        go(page, f"#/learn/{game}", "[data-testid=coach-say]")
        scan(f"the lesson of {game}, its first step lit")
    page.click('.yacht-pot[data-box="x"]')  # Yacht's Chance box, where the step asks for the three 2s kept
    page.wait_for_selector("[data-testid=coach-hint]")
    scan("a lesson's hint")
    page.evaluate("localStorage.setItem('pygames:lesson:gobblet', '4')")
    go(page, "#/learn/gobblet", "[data-testid=real-game]")
    scan("the end of a lesson")
    scan.check()
