"""How Yacht feels to play: the phone and desktop layouts, the computer's turn shown roll by roll, the
Fast switch, the Yacht banner, reduced motion, and the move list by turn."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from position_helpers import home
from yacht_helpers import (
    TABLE,
    beats,
    computer_yacht_save,
    filled,
    finished_save,
    open_save,
    ply,
    record_shows,
    start_game,
    wait_for_change,
    wait_for_person,
)

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
FAST = "pygames.yacht.fast"


def on_screen(page: Page, selector: str) -> bool:
    """True when the whole of the element `selector` is inside the viewport as the page stands."""
    return page.eval_on_selector(selector, """e => { const r = e.getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.left >= 0
            && r.bottom <= innerHeight && r.right <= innerWidth; }""")


def score_first_box(page: Page) -> None:
    """Score the first open box and wait for the move."""
    before = ply(page)
    page.click(".yacht-pot >> nth=0")
    wait_for_change(page, before)


def one_screen_turn(page: Page) -> None:
    """Dice, Roll and the whole scorecard are in sight, and the page is not scrolled."""
    assert page.evaluate("scrollY") == 0
    for selector in (f"{TABLE} .yacht-dice", "[data-testid=roll]", "[data-testid=scorecard]", "tr.grand"):
        assert on_screen(page, selector), f"{selector} is not on screen"


# Focus Fast and click it, from the page itself, the instant the computer's keep beat is drawn (mid-show).
FAST_AT_THE_KEEP_BEAT = """() => { window.fastPressedAt = null;
    const watch = new MutationObserver(() => { const t = document.querySelector('[data-testid=yacht]');
        const fast = document.querySelector('[data-testid=fast]');
        if (t && fast && t.dataset.show === 'keep') {
            watch.disconnect(); window.fastPressedAt = t.dataset.show; fast.focus(); fast.click(); } });
    watch.observe(document.body, {childList: true, subtree: true, attributes: true}); }"""


def phone_screen_turns(page: Page) -> None:
    """On a phone: dice, Roll and the whole scorecard on one screen for four turns; scrolled down, the dice
    and Roll stay in sight."""
    for _ in range(3):
        wait_for_person(page)
        one_screen_turn(page)
        score_first_box(page)
    wait_for_person(page)
    one_screen_turn(page)
    # Scrolled down (to the command field, the hint or the move list), the dice and Roll stay in sight.
    page.evaluate("scrollTo(0, document.body.scrollHeight)")
    page.wait_for_function("scrollY > 0")
    assert on_screen(page, f"{TABLE} .yacht-dice") and on_screen(page, "[data-testid=roll]")
    page.evaluate("scrollTo(0, 0)")  # the next game on this page starts at the top, as a new page would


def test_the_phone_and_desktop_layouts_keep_the_game_on_one_screen(site, page, tmp_path):
    """One page, two sizes (set_viewport_size): on a phone, alone and with three computer players, dice,
    Roll and the whole scorecard share one screen; on a desktop the game owns the screen, and the game over
    shows the ranking and the whole card side by side."""
    page.set_viewport_size(PHONE)
    site.open(page)
    page.evaluate(f"localStorage.setItem('{FAST}', '1')")
    for seats in (1, 4):
        home(page)
        start_game(page, "human", *["computer:easy"] * (seats - 1))
        phone_screen_turns(page)
    page.set_viewport_size(DESKTOP)
    home(page)
    start_game(page, "human", "computer:easy")
    wait_for_person(page)
    one_screen_turn(page)
    assert on_screen(page, ".yacht-scorecard")  # its wooden frame too
    assert page.evaluate("document.documentElement.scrollHeight <= innerHeight")  # nothing to scroll to
    width = page.eval_on_selector("#board-area", "e => e.getBoundingClientRect().width")
    assert width >= 0.7 * DESKTOP["width"], width
    assert page.eval_on_selector(".yacht-die", "e => e.getBoundingClientRect().width") >= 80
    # The felt is as tall as the scorecard beside it: one table, not a box floating over empty cloth.
    heights = page.evaluate("""() => [document.querySelector('.yacht-tray').getBoundingClientRect().bottom,
        document.querySelector('.yacht-scorecard').getBoundingClientRect().bottom]""")
    assert heights[0] >= heights[1] - 120, heights
    # Game over: the ranking and the whole card side by side, nothing below the fold.
    home(page)
    open_save(page, finished_save(tmp_path / "over.json", seats=4))
    page.wait_for_selector(f"{TABLE}[data-over=yes]")
    for selector in ("[data-testid=ranking]", "[data-testid=scorecard]", "tr.grand"):
        assert on_screen(page, selector), f"{selector} is not on screen"


def test_the_computers_turn_shown_roll_by_roll_with_its_yacht_and_the_fast_switch_and_reduced_motion(
        site, page, tmp_path):
    """One page, the same saved turn (the computer rolls a Yacht) opened four times: with the show (each
    beat held, the Yacht celebrated, the move list by turn), with Fast pressed mid-show (remembered), with
    Fast on from the start, and with reduced motion (the beats kept, the motion dropped)."""
    site.open(page)
    page.evaluate(f"localStorage.removeItem('{FAST}')")
    record_shows(page)
    # The banner's motion is read in the page as it is drawn: the banner goes after 2.2 s, which a wait
    # from here may miss on a loaded machine.
    page.evaluate("""() => { window.cheerName = null;
        new MutationObserver(() => { const cheer = document.querySelector('.yacht-cheer');
            if (cheer && window.cheerName === null)
                window.cheerName = getComputedStyle(cheer).animationName; })
        .observe(document.body, {childList: true, subtree: true}); }""")
    open_save(page, computer_yacht_save(tmp_path / "yacht.json"))
    expect(page.locator("[data-testid=fast]")).to_have_attribute("aria-pressed", "false")
    page.wait_for_function("window.cheerName !== null")
    assert page.evaluate("window.cheerName") == "cheer"
    wait_for_person(page)
    seen = beats(page)
    shows = [show for show, *_ in seen]
    keep, cheer, score = (shows.index("keep"), [c for _, c, *_ in seen].index("yes"), shows.index("score-y"))
    assert keep < cheer < score, seen
    assert seen[keep][3] == 4, seen  # the four 4s it keeps are marked before its roll lands
    assert seen[keep][4] >= 500 and seen[score][4] >= 700, seen  # each beat stays in sight a moment
    assert sum(duration for _, c, *_, duration in seen if c == "yes") >= 1500, seen  # the Yacht, longer
    expect(page.locator("[data-testid=yacht-cheer]")).to_contain_text("Yacht!")
    expect(page.locator("[data-testid=yacht-cheer]")).to_contain_text("five 4s")
    # The move list: the rolls, the keeps and the score, under a heading for each turn.
    expect(page.locator("#moves .turn-head")).to_have_count(2)
    expect(page.locator("#moves .turn-start >> nth=1")).to_contain_text("Round 1")
    expect(page.locator("#moves li:has-text('roll 1: 4 4 4 4 5, keeps 4 4 4 4')")).to_have_count(1)
    expect(page.locator("#moves li").last).to_have_text("roll 2: 4 4 4 4 4, scores 50 in Yacht")
    assert page.eval_on_selector(".yacht-die", "e => getComputedStyle(e).animationName") in ("tumble", "none")

    # Fast, pressed mid-show: the rest of the computer's turn at once, and remembered. The page presses it
    # itself the instant the keep beat is drawn: at a load of 80 a wait for that beat from here missed it.
    home(page)
    record_shows(page)
    page.evaluate(FAST_AT_THE_KEEP_BEAT)
    open_save(page, computer_yacht_save(tmp_path / "fast.json"))
    page.wait_for_function("window.fastPressedAt === 'keep'")
    expect(page.locator("[data-testid=fast]")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("[data-testid=fast]")).to_be_focused()
    wait_for_person(page)
    assert not [beat for beat in beats(page) if beat[0].startswith("score")], beats(page)
    assert page.evaluate(f"localStorage.getItem('{FAST}')") == "1"
    # With Fast on from the start (a new load of the page reads it back), no beat is held at all.
    site.open(page)
    record_shows(page)
    open_save(page, computer_yacht_save(tmp_path / "again.json"))
    wait_for_person(page)
    assert all(show == "" for show, *_ in beats(page)), beats(page)
    expect(page.locator("#moves li").last).to_have_text("roll 2: 4 4 4 4 4, scores 50 in Yacht")

    # Reduced motion, asked for on this page (the page reads it as it draws): the beats stay, the motion
    # goes. The beats are noted as the page draws them (a loaded machine may give a poll no frame inside
    # the 750 ms of the kept dice), with the banner's and the dice's animations read at that instant.
    page.emulate_media(reduced_motion="reduce")
    page.evaluate(f"localStorage.removeItem('{FAST}')")
    home(page)
    record_shows(page)
    page.evaluate("""() => { window.cheerMotion = null;
        new MutationObserver(() => { const cheer = document.querySelector('.yacht-cheer');
            const die = document.querySelector('.yacht-dice.yacht .yacht-die svg');
            const motion = el => getComputedStyle(el).animationName;
            if (cheer && die && window.cheerMotion === null) {
                window.cheerMotion = [motion(cheer), motion(die)];
            } })
        .observe(document.body, {childList: true, subtree: true}); }""")
    open_save(page, computer_yacht_save(tmp_path / "still.json"))
    page.wait_for_function("window.cheerMotion !== null")
    assert page.evaluate("window.cheerMotion") == ["none", "none"]
    assert any(show == "keep" for show, *_ in beats(page)), beats(page)
    page.wait_for_selector(".yacht-cheer", state="detached")  # the still banner leaves on its own
    wait_for_person(page)
    assert page.eval_on_selector(".yacht-die", "e => getComputedStyle(e).animationName") == "none"


def focused(page: Page) -> str:
    """What has keyboard focus: "die 2", "box a", or the control's test id or tag."""
    return page.evaluate("""() => { const a = document.activeElement;
        if (a.dataset.die !== undefined) return 'die ' + a.dataset.die;
        if (a.classList.contains('yacht-pot')) return 'box ' + a.dataset.box;
        return a.dataset.testid || a.dataset.act || a.tagName.toLowerCase(); }""")


def tab_until(page: Page, wanted: str, most: int) -> int:
    """Press Tab until the focused control's description starts with `wanted`; how many presses."""
    for presses in range(1, most + 1):
        page.keyboard.press("Tab")
        if focused(page).startswith(wanted):
            return presses
    raise AssertionError(f"{wanted} not reached in {most} Tabs (at {focused(page)})")


def board_stops(page: Page) -> list[str]:
    """Every Tab stop of the board, from its first to where focus leaves it."""
    stops = []
    inside = "document.getElementById('board-area').contains(document.activeElement)"
    while page.evaluate(inside):
        stops.append(focused(page))
        page.keyboard.press("Tab")
    return stops


def test_yacht_is_played_with_few_keys_focus_comes_back_and_whose_turn_is_told_by_seat_name(site, page):
    site.open(page)
    page.evaluate(f"localStorage.removeItem('{FAST}')")
    start_game(page, "human", "computer:easy")
    wait_for_person(page)
    page.keyboard.press("Tab")  # from the top of the page (the Home link) onto the board
    tab_until(page, "die", 12)
    stops = board_stops(page)
    assert stops == ["die 0", "roll", "hint", "fast", stops[4], "command"], stops
    assert stops[4].startswith("box ")  # the scorecard: one stop for all its open boxes
    # Keys only: keep the third die, roll the others, score the second open box.
    page.keyboard.press("Shift+Tab")
    tab_until(page, "die", 12)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert focused(page) == "die 2"
    page.keyboard.press("Space")
    expect(page.locator("[data-die='2']")).to_have_attribute("aria-pressed", "true")
    before = ply(page)
    page.keyboard.press("r")
    wait_for_change(page, before)
    assert focused(page) == "die 2"  # still where the player was
    assert tab_until(page, "box", 4) == 4  # Roll, Hint, Fast, the scorecard
    first = focused(page)
    page.keyboard.press("ArrowDown")
    second = focused(page)
    assert second.startswith("box ") and second != first
    page.keyboard.press("Home")
    assert focused(page) == first
    page.keyboard.press("ArrowDown")
    before = ply(page)
    page.keyboard.press("Enter")  # the box's button is gone after scoring
    wait_for_change(page, before)
    assert second.split()[1] in filled(page, 0)
    wait_for_person(page)
    # Focus is back on a live control of the board after the computer's turn, so the next turn needs no
    # Tab from the top.
    assert page.evaluate("""() => { const a = document.activeElement;
        return document.getElementById('board-area').contains(a) && !a.disabled; }""")
    expect(page.locator("[data-testid=announce]")).to_contain_text("Player 2")
    page.keyboard.press("f")  # Fast, from wherever focus is
    expect(page.locator("[data-testid=fast]")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate(f"localStorage.getItem('{FAST}')") == "1"
    # Two people at one screen are told whose turn it is by seat name, never "Your turn".
    home(page)
    start_game(page, "human", "human")
    expect(page.locator("#status")).to_have_text(re.compile(r"^Player 1's turn"))
    expect(page).to_have_title(re.compile(r"^Player 1's turn · Yacht"))
    score_first_box(page)
    expect(page.locator("#status")).to_have_text(re.compile(r"^Player 2's turn"))
    expect(page).to_have_title(re.compile(r"^Player 2's turn · Yacht"))
    assert "Your turn" not in page.inner_text("body")
