"""What every game's page does alike: the next game's seats, a finished game looked back at, the move
list's numbers, the end panel, the seat list's colours, touch screens and the home page's cards.

Positions come from saves built with the engine (e2e/save_helpers.py), so no test plays its way there.
"""

from __future__ import annotations

import re

from gobblet_helpers import play_first_legal, start_game
from playwright.sync_api import Page, expect
from save_helpers import PEOPLE, computer, go_home, import_match, played_match

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


def test_move_numbers_past_99_keep_every_digit(site, page, tmp_path):
    site.open(page)
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


def test_play_again_and_new_game_give_a_seat_set_up_for_a_person_back_to_the_person(site, page):
    site.open(page)
    start_game(page, red="human", yellow="computer:ok")
    page.check("#autoplay0")  # the person lets the computer play their game out
    expect(page.locator("[data-testid=end-panel]")).to_be_visible()
    for again in ("[data-testid=rematch]", "[data-act=again]"):  # Play again at the end, New game at any time
        url = page.url
        page.click(again)
        page.wait_for_function("u => location.href !== u", arg=url)
        expect(page.locator("#seat-list li").first).to_have_text(re.compile(r"^Red · You"))
        expect(page.locator("#autoplay0")).not_to_be_checked()
        expect(page.locator("#status")).to_have_text("Your turn (Red)")
        page.check("#autoplay0")


def test_a_finished_game_looked_back_at_stays_finished_until_a_new_move_replaces_it(site, page, tmp_path):
    site.open(page)
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
