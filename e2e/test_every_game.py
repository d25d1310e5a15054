"""What every game's page does alike: the next game's seats, a finished game looked back at, the move
list's numbers, the end panel, the seat list's colours, touch screens and the home page's cards.

Positions come from saves built with the engine (e2e/save_helpers.py), so no test plays its way there.
Two pages walk every point but the touch screen's (issue #21): the home page first, with nothing saved.
"""

from __future__ import annotations

import re

from axe_helpers import CONTRAST_JS
from gobblet_helpers import play_first_legal
from playwright.sync_api import Page, expect
from position_helpers import match_of, open_position
from save_helpers import PEOPLE, computer, go_home, import_match, played_match
from sections import Sections

from pygames.core.table import SET_UP

# How wide a number of the move list is drawn, against the room the list leaves it: (text width, room)
# for the last number of a plain list (its marker, "120. ") and of a list by turn (its "100." column).
NUMBER_ROOM_JS = """
() => {
  const list = document.getElementById('moves');
  const canvas = document.createElement('canvas').getContext('2d');
  const width = (el, text, pseudo) => {
    const style = getComputedStyle(el, pseudo);
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return canvas.measureText(text).width;
  };
  if (!list.classList.contains('by-turn')) {
    const last = list.lastElementChild;
    const room = parseFloat(getComputedStyle(list).paddingLeft);
    return [width(last, `${list.children.length}. `, '::marker'), room];
  }
  const numbered = [...list.querySelectorAll('li.numbered')].pop();
  const before = getComputedStyle(numbered, '::before');
  const text = before.content.replace(/^["']|["']$/g, '');
  const column = parseFloat(getComputedStyle(list).gridTemplateColumns.split(' ')[0]);
  return [width(numbered, text, '::before') + parseFloat(before.paddingRight), column, text];
}
"""


def number_room(page: Page) -> list:
    """(width of the move list's last number, room for it[, the number as drawn])."""
    return page.evaluate(NUMBER_ROOM_JS)


def _move_numbers_past_99_keep_every_digit(page, tmp_path) -> None:
    import_match(page, played_match("war-of-lights", [PEOPLE, PEOPLE], records=120), tmp_path, "long.json")
    expect(page.locator("#moves > li")).to_have_count(120)
    drawn, room = number_room(page)
    assert drawn <= room, f"'120.' is {drawn:.1f} px wide in a margin of {room:.1f} px"
    go_home(page)
    # Gobblet's list by turn: 105 turns, the number in a column of its own.
    import_match(page, played_match("gobblet", [PEOPLE, PEOPLE], {"size": 3}, records=210), tmp_path)
    expect(page.locator("#moves > li")).to_have_count(210)
    drawn, room, text = number_room(page)
    assert text == "105." and drawn <= room, f"{text!r} is {drawn:.1f} px wide in a column of {room:.1f} px"


def _play_again_and_new_game_give_a_seat_set_up_for_a_person_back_to_the_person(page) -> None:
    # A person's game against the computer, opened one move from red's line (no need to play there), with
    # its seats as the set-up form chose them (what the next game's seats come from).
    match = match_of("gobblet", ["human", "ok"], {"size": 3}, ["3a1", "3a3", "3b1", "3b3"])
    match.meta[SET_UP] = [dict(seat) for seat in match.meta["seats"]]
    open_position(page, match)
    page.check("#autoplay0")  # the person lets the computer play their game out
    expect(page.locator("[data-testid=end-panel]")).to_be_visible(timeout=60_000)
    for again in ("[data-testid=rematch]", "[data-act=again]"):  # Play again at the end, New game at any time
        url = page.url
        page.click(again)
        page.wait_for_function("u => location.href !== u || document.querySelector('#new-game-dialog[open]')",
                               arg=url)
        if page.locator("#new-game-dialog[open]").count():  # New game asks while the game goes on
            page.click("[data-testid=new-game-confirm]")
        page.wait_for_function("u => location.href !== u", arg=url)
        expect(page.locator("#seat-list li").first).to_have_text(re.compile(r"^Red · You"))
        expect(page.locator("#autoplay0")).not_to_be_checked()
        expect(page.locator("#status")).to_have_text("Your turn (Red)")
        page.check("#autoplay0")


def _a_finished_game_looked_back_at_stays_finished_until_a_new_move_replaces_it(page, tmp_path) -> None:
    import_match(page, played_match("gobblet", [PEOPLE, computer("ok")], {"size": 3}), tmp_path)
    panel, status = page.locator("[data-testid=end-panel]"), page.locator("#status")
    expect(panel).to_be_visible()
    result = status.text_content()
    page.click("#undo")
    page.click("#undo")
    expect(panel).to_be_hidden()
    expect(status).to_have_text("Your turn (Red) · looking back at a finished game")
    go_home(page)
    expect(page.locator(".save")).to_have_count(1)
    expect(page.locator(".save")).to_contain_text(f"{result} ·")  # its result, not "move 27"
    page.click("[data-testid=continue]")
    expect(panel).to_be_visible()  # reopened at its end, not paused at the rewound move
    expect(status).to_have_text(result)
    expect(page.locator("#moves .future")).to_have_count(0)
    # Only a new move from an earlier position replaces the end, and the page says so.
    page.click("#undo")
    expect(page.locator("#moves .future")).not_to_have_count(0)
    play_first_legal(page, "red")
    expect(page.locator(".toast")).to_contain_text("the old ending is gone")
    expect(page.locator("#moves .future")).to_have_count(0)


# How many times `text` shows on screen: text nodes holding it whose box is drawn (not the 1 px box of a
# line kept for screen readers only), and how many visible buttons offer the same game again.
SHOWN_JS = """
(text) => {
  const shown = (el) => { const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && el.checkVisibility({visibilityProperty: true}); };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let times = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent.includes(text) && shown(node.parentElement)) times++;
  const again = [...document.querySelectorAll('button')].filter(
    b => shown(b) && /^(play again|rematch)$/i.test(b.textContent.trim()));
  return [times, again.length];
}
"""

DESKTOP, PHONE = {"width": 1280, "height": 800}, {"width": 390, "height": 844}
DEFAULT = {"width": 1280, "height": 720}  # Playwright's, which the points below were first checked at
TABLET = {"width": 820, "height": 1180}


def _the_result_shows_once_with_one_play_again(page, tmp_path) -> None:
    for game in ("war-of-lights", "drinking", "drinking-war"):
        page.set_viewport_size(DESKTOP)
        import_match(page, played_match(game, [PEOPLE, computer("easy")]), tmp_path, f"{game}.json")
        expect(page.locator("[data-testid=end-panel]")).to_be_visible()
        result = page.text_content("#status")
        for size in (DESKTOP, PHONE):
            page.set_viewport_size(size)
            assert page.evaluate(SHOWN_JS, result) == [1, 1], f"{game} at {size}: (result, Play again) shown"
        expect(page.locator("[data-testid=rematch]")).to_have_text("Play again")
        go_home(page)


# Where each game paints a seat's colour on its board: (selector of seat {seat}'s element, pseudo-element).
BOARD_COLOURS = {
    # the gelt's colour beside the napkin's name
    "war-of-lights": (".war-of-lights-napkin-head .war-of-lights-coin.seat{seat}", ""),
    "drinking": (".drinking-coaster.seat{seat} .head", ""),  # the coaster, whose colour stains the squares
    "drinking-war": (".drinking-war-seat.seat{seat} .name", "::before"),  # the dot before the seat's name
}
# The seat list's dot of each seat: its fill, the ring around it and how far the ring stands out from
# the row behind it (the row's colour set to the ring's for a moment, so CONTRAST_JS reads the pair).
DOTS_JS = """
([contrast, board, pseudo]) => [...document.querySelectorAll('#seat-list li')].map((row, seat) => {
  const dot = getComputedStyle(row.querySelector('.seat-dot'));
  const ring = (dot.boxShadow.match(/rgba?\\([^)]+\\)/) || [dot.backgroundColor])[0];
  const kept = row.style.color;
  row.style.color = ring;
  const ratio = eval(contrast)(row).ratio;
  row.style.color = kept;
  const own = getComputedStyle(document.querySelector(board.replace('{seat}', seat)), pseudo || null);
  return {fill: dot.backgroundColor, ring, ratio, board: own.backgroundColor};
})
"""


def _the_seat_list_shows_each_seats_colour_as_the_board_does(page, tmp_path) -> None:
    for game, (board, pseudo) in BOARD_COLOURS.items():
        seats = [PEOPLE, computer("easy"), computer("easy")]
        import_match(page, played_match(game, seats, records=2), tmp_path, f"{game}.json")
        page.wait_for_selector(board.format(seat=2))
        dots = page.evaluate(DOTS_JS, [CONTRAST_JS, board, pseudo])
        fills = [dot["fill"] for dot in dots]
        assert fills == [dot["board"] for dot in dots], f"{game}: the dots are not the board's colours"
        assert len(set(fills)) == 3 and not {dot["ring"] for dot in dots} & set(fills), f"{game}: {dots}"
        assert min(dot["ratio"] for dot in dots) >= 3, f"{game}: a dot is under 3:1 on its row: {dots}"
        go_home(page)


# Every keyboard hint of the page (key badges, "Keys: ..." lines): how many there are, how many show.
HINTS_JS = """
() => {
  const hints = [...document.querySelectorAll('.play kbd, .play .key-hint')];
  const keysLine = [...document.querySelectorAll('.play p, .play span')].filter(
    el => /\\bKeys:/.test(el.innerText) && el.checkVisibility());
  return [hints.length, hints.filter(el => el.checkVisibility()).length + keysLine.length];
}
"""


def back_home(page: Page) -> None:
    """Home from wherever the last part of a merged test stopped: by the play page's link if it shows one
    (as a person goes), else by the address (a part that failed may have left no play page)."""
    if page.locator(".play-head a[href='#/']").count():
        go_home(page)
    else:
        page.evaluate("location.hash = '#/'")
        page.wait_for_selector(".home #import-file", state="attached")


def test_touch_screens_show_no_keyboard_hints(site, make_page, tmp_path):
    page = make_page(viewport=PHONE, has_touch=True, is_mobile=True)
    site.open(page)
    assert page.evaluate("matchMedia('(hover: none) and (pointer: coarse)').matches")
    # Positions where the person is to act with hints on screen (War of Lights: spawn buttons, after 7 moves).
    part = Sections()
    for game, hint, moves in (("drinking-war", ".drinking-war-key", 0), ("war-of-lights", "kbd", 7),
                              ("drinking", ".drinking-offered .key", 0)):
        with part(game):
            match = played_match(game, [PEOPLE, computer("easy")], records=moves)
            import_match(page, match, tmp_path, f"{game}.json")
            page.wait_for_selector(hint, state="attached")
            drawn, shown = page.evaluate(HINTS_JS)
            assert drawn and not shown, f"{game}: {shown} of {drawn} keyboard hints show on a touch screen"
        back_home(page)
    # A tablet is as wide as a small desktop: Yacht's box letters ("a)") are hidden there by touch alone.
    with part("yacht on a tablet"):
        page.set_viewport_size(TABLET)
        yacht = played_match("yacht", [PEOPLE, computer("easy")], records=0)
        import_match(page, yacht, tmp_path, "yacht.json")
        page.wait_for_selector(".yacht-scorecard .letter", state="attached")
        letters = page.eval_on_selector_all(".yacht-scorecard .letter",
                                            "els => els.map(el => el.checkVisibility())")
        assert letters and not any(letters), f"{sum(letters)} of {len(letters)} box letters show on a tablet"
    part.check()


def _the_home_pages_new_game_buttons_line_up_from_card_to_card(page) -> None:
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        cards = page.eval_on_selector_all(".game-card", """cards => cards.map(card => {
            const box = (el) => { const r = el.getBoundingClientRect(); return [r.top, r.height]; };
            return {card: box(card), start: box(card.querySelector('a[href^="#/new/"]')),
                    rules: box(card.querySelector('a[href^="#/rules/"]'))}; })""")
        assert len(cards) >= 5
        rows: dict[float, list] = {}
        for card in cards:  # cards side by side share a row (its top)
            rows.setdefault(card["card"][0], []).append(card)
            assert card["rules"] == card["start"], f"at {size}, New game and Rules differ: {card}"
        assert len({card["start"][1] for card in cards}) == 1, f"at {size}, New game heights differ: {cards}"
        for row in rows.values():
            assert len({card["start"][0] for card in row}) == 1, f"at {size}, New game tops differ: {row}"
        # Three cards a row at the desktop size, one on the phone.
        assert max(len(row) for row in rows.values()) == (3 if size == DESKTOP else 1)


def test_the_home_cards_then_saved_games_looked_back_at_move_numbers_and_seat_colours(site, page, tmp_path):
    """Each point as its own test had it, one after another on one page (back home between them); each
    reports its own failure (e2e/sections.py)."""
    part = Sections()
    site.open(page)
    with part("the home page's New game buttons line up"):
        _the_home_pages_new_game_buttons_line_up_from_card_to_card(page)
    with part("a finished game looked back at stays finished"):
        page.set_viewport_size(DEFAULT)
        _a_finished_game_looked_back_at_stays_finished_until_a_new_move_replaces_it(page, tmp_path)  # 1 save
    with part("move numbers past 99"):
        back_home(page)
        _move_numbers_past_99_keep_every_digit(page, tmp_path)
    with part("the seat list's colours"):
        back_home(page)
        _the_seat_list_shows_each_seats_colour_as_the_board_does(page, tmp_path)
    part.check()


def test_the_result_shows_once_then_play_again_and_new_game_give_the_person_their_seat(site, page, tmp_path):
    """Two points on their own page (with the rest, one page ran past the 300 s timeout at a load of 70),
    each reporting its own failure."""
    part = Sections()
    site.open(page)
    with part("the result shows once"):
        _the_result_shows_once_with_one_play_again(page, tmp_path)
    with part("Play again and New game give the person their seat"):
        page.set_viewport_size(DEFAULT)
        _play_again_and_new_game_give_a_seat_set_up_for_a_person_back_to_the_person(page)
    part.check()
