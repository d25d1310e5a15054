"""How playing Gobblet feels: the last move, gliding pieces, the end panel, seat names, the board's size,
its grid and edges, nested reserves, the move list by turn and the set-up form (the shared page code).

Each test walks one screen (or one set-up) and checks every point made there, one step at a time: a page
starts Python once, so points that share a screen share a page (issue #21)."""

from __future__ import annotations

import re

import pytest
from gobblet_helpers import bring_in, move, play_first_legal, start_game, wait_status
from playwright.sync_api import Page, expect
from position_helpers import late_match, match_of, open_position
from setup_helpers import choose_seat, chosen_seat

DESKTOP, PHONE = {"width": 1280, "height": 800}, {"width": 390, "height": 844}


def glides(page: Page) -> int:
    """How many pieces have glided to their new place on this page so far."""
    return int(page.get_attribute("#board-area", "data-glides") or 0)


def new_game_form(page: Page, game: str) -> None:
    """From any page of the site, open `game`'s set-up form by its links and wait until it is drawn."""
    if page.locator(f'a[href="#/new/{game}"]').count() == 0:
        page.click('a[href="#/"] >> nth=0')
    page.click(f'a[href="#/new/{game}"] >> nth=0')
    page.wait_for_selector("[data-testid=seat1] label.chip")  # the form is drawn after the hash changes


def red_wins_on_the_bottom_row_but_one(page: Page) -> None:
    """Two people at one screen: red takes a1 and b1 while yellow plays the top row; red to move."""
    bring_in(page, "red", 1, "a1")
    bring_in(page, "yellow", 1, "a3")
    bring_in(page, "red", 2, "b1")
    bring_in(page, "yellow", 2, "b3")


# When the page first shows a second move (the computer's answer), by the page's clock.
SECOND_MOVE_SEEN = """() => {
    window.secondMoveSeen = null;
    new MutationObserver((_, observer) => {
        if (document.querySelectorAll('#moves li').length >= 2) {
            window.secondMoveSeen = performance.now();
            observer.disconnect();
        }
    }).observe(document.body, {childList: true, subtree: true});
}"""


# Paced: it reads what the person's move did before the computer answers, and the pause itself.
@pytest.mark.paced
def test_a_paced_computer_pauses_and_pieces_glide_without_moving_anything_else_unless_motion_is_reduced(
        site, page):
    site.open(page)
    start_game(page, red="human", yellow="computer:ok")
    board = page.locator(".gobblet-board").bounding_box()
    page.evaluate(SECOND_MOVE_SEEN)
    bring_in(page, "red", 3, "b2")
    # The piece flies as a copy above the page, the real one hidden until it lands.
    expect(page.locator("body > .gobblet-piece.gliding")).to_have_count(1)
    assert glides(page) >= 1  # on a loaded machine the computer's reply may have glided by now too
    expect(page.locator("body > .gobblet-piece.gliding")).to_have_count(0)
    expect(page.locator("[data-square=b2] .gobblet-piece.top")).to_be_visible()
    wait_status(page, r"^Your turn \(Red\)$")
    assert glides(page) == 2  # the computer's reply glided too
    assert page.locator(".gobblet-board").bounding_box() == board  # no layout jump
    # Without the test switch (e2e pages skip the pause: conftest's TEST_SWITCHES), a person's page keeps
    # it: from the start of the thinking to the move on screen is at least COMPUTER_PAUSE_S (0.45 s).
    page.wait_for_function("window.secondMoveSeen !== null")
    shown_after_ms = page.evaluate("window.secondMoveSeen - window.pygamesTimings[0].start")
    assert shown_after_ms >= 440, f"the computer's move was shown {shown_after_ms:.0f} ms after it began"

    # With reduced motion, pieces do not glide but the last move is marked.
    page.emulate_media(reduced_motion="reduce")
    start_game(page)
    before = glides(page)
    bring_in(page, "red", 3, "b2")
    expect(page.locator(".gobblet-square.last-to")).to_have_attribute("data-square", "b2")
    assert glides(page) == before, "a piece glided with reduced motion"
    expect(page.locator(".gobblet-piece.gliding")).to_have_count(0)


def test_two_people_at_one_screen_seat_names_coordinates_one_tab_stop_and_the_last_move(site, page):
    site.open(page)
    start_game(page)  # two people at this screen: neither is "you"
    # Told whose turn by seat name.
    expect(page.locator("#status")).to_have_text("Red's turn")
    expect(page).to_have_title(re.compile(r"^Red's turn · Gobblet"))
    expect(page.locator("#seat-list li")).to_have_text([re.compile(r"^Red \(to move\)$"),
                                                        re.compile(r"^Yellow$")])
    # The coordinates sit on the board's edge, inside the edge squares.
    ranks = page.locator(".gobblet-coords .gobblet-coord.rank")
    files = page.locator(".gobblet-coords .gobblet-coord.file")
    expect(ranks).to_have_text(["3", "2", "1"])
    expect(files).to_have_text(["a", "b", "c"])
    for label, square in [(ranks.nth(i), f"a{3 - i}") for i in range(3)] + [(files.nth(i), f"{'abc'[i]}1")
                                                                          for i in range(3)]:
        box, cell = label.bounding_box(), page.locator(f"[data-square={square}]").bounding_box()
        assert cell["x"] <= box["x"] and box["x"] + box["width"] <= cell["x"] + cell["width"], (square, box)
        assert cell["y"] <= box["y"] and box["y"] + box["height"] <= cell["y"] + cell["height"], (square, box)
    expect(page.locator("[data-square=a1]")).to_have_accessible_name("a1, empty")  # no stray letters
    # The board is one tab stop, so a keyboard move takes three keys.
    expect(page.locator("[data-square][tabindex='0']")).to_have_count(1)
    page.focus("[data-colour=red][data-reserve=r1]")
    page.keyboard.press("Enter")  # pick up the small piece
    page.keyboard.press("Shift+Tab")  # into the board, on a square it may go to
    expect(page.locator(".gobblet-square.target:focus")).to_have_count(1)
    page.keyboard.press("ArrowRight")
    expect(page.locator("[data-square=b3]")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#status")).to_have_text("Yellow's turn")
    expect(page.locator("[data-square=b3]")).to_have_attribute("aria-label", "b3: red small")
    expect(page.locator("[data-square][tabindex='0']")).to_have_count(1)
    expect(page).to_have_title(re.compile(r"^Yellow's turn · Gobblet"))
    assert "Your turn" not in page.inner_text("body")

    # The last move is marked where the piece left and where it went (a new game of two people).
    start_game(page)
    bring_in(page, "red", 3, "b2")
    expect(page.locator(".gobblet-square.last-to")).to_have_attribute("data-square", "b2")
    bring_in(page, "yellow", 1, "a1")
    move(page, "b2", "c3")
    expect(page.locator(".gobblet-square.last-from")).to_have_attribute("data-square", "b2")
    expect(page.locator(".gobblet-square.last-to")).to_have_attribute("data-square", "c3")
    page.click("[data-colour=yellow][data-reserve=r2]")  # picking a piece up keeps the marks
    expect(page.locator(".gobblet-square.last-to")).to_have_attribute("data-square", "c3")
    page.click("#undo")  # the marks follow the position shown
    expect(page.locator(".gobblet-square.last-to")).to_have_attribute("data-square", "a1")
    expect(page.locator(".gobblet-square.last-from")).to_have_count(0)


def test_the_end_panel_on_a_phone_shows_the_result_beside_the_board_and_rematch_keeps_the_seats(site, page):
    """A game won by a click on a phone, its rematch, and that game won from the keyboard."""
    page.set_viewport_size(PHONE)
    site.open(page)
    start_game(page)
    red_wins_on_the_bottom_row_but_one(page)
    before = page.locator(".gobblet-board").bounding_box()
    bring_in(page, "red", 3, "c1")
    panel = page.locator("[data-testid=end-panel]")
    expect(panel).to_be_visible()
    assert page.locator(".gobblet-board").bounding_box() == before, "the end panel pushed the board"
    expect(panel.locator("h2")).to_have_text("Red wins with a line (a1, b1, c1)")
    expect(page.locator("#status")).to_have_text("Red wins with a line (a1, b1, c1)")
    # Once risen, the panel and its buttons are on the first screen, and none of them covers the board.
    page.wait_for_function("document.getElementById('end-panel').getAnimations().length === 0")
    box = panel.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 844, box
    below, above = box["y"] >= before["y"] + before["height"], box["y"] + box["height"] <= before["y"]
    assert below or above, (box, before)
    expect(page.locator("[data-testid=rematch]")).to_be_in_viewport()

    # Rematch keeps the seats: two people again, a fresh game.
    url = page.url
    page.click("[data-testid=rematch]")
    page.wait_for_function("u => location.href !== u", arg=url)
    expect(page.locator("#status")).to_have_text("Red's turn")
    expect(panel).to_be_hidden()
    expect(page.locator("#moves li")).to_have_count(0)

    # A game won from the keyboard puts focus on Rematch.
    red_wins_on_the_bottom_row_but_one(page)
    page.focus("[data-colour=red][data-reserve=r3]")
    page.keyboard.press("Enter")
    page.focus("[data-square=c1]")
    page.keyboard.press("Enter")
    expect(page.locator("[data-testid=rematch]")).to_be_focused()


def test_the_set_up_form_is_rows_of_chips_that_start_you_against_the_computer_and_swap_colours(site, page):
    """Every game's form draws its seats as chips; Gobblet's defaults, its site-drawn controls, the chips
    by keyboard; the game started, and Swap colours after losing to the computer."""
    site.open(page)
    # Who plays each seat is a row of chips on every game's form (Gobblet's last: its defaults come next).
    from pygames.web.catalogue import listings

    for game in [*sorted(set(listings()) - {"gobblet"}), "gobblet"]:
        new_game_form(page, game)
        expect(page.locator(".setup-form fieldset.seats select")).to_have_count(0)  # no browser dropdown
        seats = page.locator(".seat-pick")
        assert seats.count() >= 2, game
        expect(seats.first.locator("legend")).not_to_be_empty()
        if game == "gobblet":
            break
        chip = page.locator("[data-testid=seat0] label.chip:has(input[value=remote])")
        before = chip.evaluate("e => getComputedStyle(e).backgroundColor")
        chip.click()
        assert chosen_seat(page, 0) == "remote", game
        assert chip.evaluate("e => getComputedStyle(e).backgroundColor") != before, f"{game}: chip not lit"

    # A new Gobblet game is you against the computer, and the tab says your turn.
    assert chosen_seat(page, 0) == "human"
    assert chosen_seat(page, 1) == "computer:smart"
    expect(page.locator("[data-testid=seat0] label.chip:has(input:checked)")).to_have_text("You")
    # The set-up controls are drawn by the site: no native look, the chosen chip is lit.
    assert page.eval_on_selector("[data-testid=size3]", "e => getComputedStyle(e).appearance") == "none"
    chip = page.locator("label.choice", has=page.locator("[data-testid=size4]"))
    before = chip.evaluate("e => getComputedStyle(e).backgroundColor")
    chip.click()
    assert chip.evaluate("e => getComputedStyle(e).backgroundColor") != before  # the chosen chip is lit
    page.check("[data-testid=size3]")
    page.click("[data-testid=start]")
    expect(page.locator("#status")).to_have_text("Your turn (Red)")
    expect(page).to_have_title(re.compile(r"^Your turn \(Red\) · Gobblet"))
    expect(page.locator(".gobblet-reserve.yellow .gobblet-reserve-label")).to_have_text(
        "Yellow · Computer (Smart)")
    expect(page.locator("#seat-list li.acting")).to_have_text(re.compile(r"^Red · You"))
    bring_in(page, "red", 3, "b2")
    expect(page).to_have_title(re.compile(r"^Yellow: Computer \(Smart\) is thinking…"))
    wait_status(page, r"^Your turn \(Red\)$")

    # Swap colours after losing to the computer gives you the other colour. The computer (Red) is opened one
    # move from its line (the moves before it are no matter here) and wins.
    open_position(page, match_of("gobblet", ["smart", "human"], {"size": 3}, ["3a1", "3a3", "3b1", "3b3"]))
    expect(page.locator("#seat-list li")).to_have_text([re.compile(r"^Red · Computer \(Smart\)"),
                                                        re.compile(r"^Yellow · You")])
    expect(page.locator("[data-testid=end-panel] h2")).to_have_text("Computer (Smart) wins")
    expect(page.locator("[data-testid=end-panel] p")).to_have_text(re.compile(r"^Red wins"))
    page.click("[data-testid=swap]")
    expect(page.locator("#seat-list li")).to_have_text([re.compile(r"^Red · You"),
                                                        re.compile(r"^Yellow · Computer \(Smart\)")])
    expect(page.locator("#status")).to_have_text("Your turn (Red)")
    expect(page.locator("[data-testid=end-panel]")).to_be_hidden()

    # Gobblet's seat chips too: a chip chosen is lit; then they are played with the arrows and Tab.
    new_game_form(page, "gobblet")
    chip = page.locator("[data-testid=seat0] label.chip:has(input[value=remote])")
    before = chip.evaluate("e => getComputedStyle(e).backgroundColor")
    chip.click()
    assert chosen_seat(page, 0) == "remote"
    assert chip.evaluate("e => getComputedStyle(e).backgroundColor") != before  # the chosen chip is lit
    choose_seat(page, 0, "human")
    choose_seat(page, 1, "computer:smart")
    page.focus("[data-testid=seat0] input:checked")  # "You"
    page.keyboard.press("ArrowRight")
    assert chosen_seat(page, 0) == "computer:ok"
    page.keyboard.press("ArrowRight")
    assert chosen_seat(page, 0) == "computer:smart"
    page.keyboard.press("Tab")  # one Tab stop a seat: on to Yellow's chosen chip
    assert page.evaluate("document.activeElement.name") == "seat1"
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    assert chosen_seat(page, 1) == "human"
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # Start
    expect(page.locator("#seat-list li")).to_have_text([re.compile(r"^Red · Computer \(Smart\)"),
                                                        re.compile(r"^Yellow · You")])


def test_the_board_at_each_size_its_grid_nested_reserves_and_the_move_list_by_turn(site, page):
    """A desktop screen (3×3, then 4×4), the 4×4 board's grid and reserves, then the same page as a phone."""
    page.set_viewport_size(DESKTOP)
    site.open(page)
    # The board owns a desktop screen beside the side panel.
    for size, least in ((3, 480), (4, 480)):
        start_game(page, size=size)
        board = page.locator(".gobblet-board").bounding_box()
        side = page.locator(".side").bounding_box()
        bar = page.locator(".gobblet-view-bar").bounding_box()
        assert board["height"] >= least, (size, board)
        assert side["x"] >= board["x"] + board["width"], (size, board, side)
        assert bar["y"] + bar["height"] <= 800, (size, bar)  # the whole table without scrolling
        assert page.evaluate("document.documentElement.scrollWidth") <= 1280, size
    # 4×4 reserves show their nested pieces.
    stacks = page.locator(".gobblet-reserve.red .stack")
    expect(stacks).to_have_count(3)
    for i in range(3):
        expect(stacks.nth(i).locator(".gobblet-piece.inner")).to_have_count(3)  # three smaller cups inside
    # The board is a grid of rows and cells, walked with the arrows.
    rows = page.locator(".gobblet-board[role=grid] > [role=row]")
    expect(rows).to_have_count(4)
    for i in range(4):
        expect(rows.nth(i).locator(":scope > [role=gridcell]")).to_have_count(4)
    page.focus("[data-square=a4]")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")
    expect(page.locator("[data-square=b3]")).to_be_focused()
    bring_in(page, "red", 4, "a1")
    first_stack = page.locator(".gobblet-reserve.red .stack >> nth=0")
    expect(first_stack.locator(".gobblet-piece.inner")).to_have_count(2)

    # On a phone the 4×4 board fits the width.
    page.set_viewport_size(PHONE)
    page.wait_for_function("innerWidth === 390")
    board = page.locator(".gobblet-board").bounding_box()
    assert board["x"] >= 0 and board["x"] + board["width"] <= 390, board
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    # The move list pairs moves by turn and follows the latest: twenty moves opened from a save (seeded
    # random ones, no end) and one more by clicks.
    open_position(page, late_match("gobblet", ["human", "human"], {"size": 4}, until=lambda m: m.ply == 20))
    play_first_legal(page, "red")
    expect(page.locator("#moves li")).to_have_count(21)
    first, second = page.locator("#moves li >> nth=0"), page.locator("#moves li >> nth=1")
    expect(first).to_have_class(re.compile("numbered"))
    assert first.bounding_box()["y"] == second.bounding_box()["y"]  # red's and yellow's moves side by side
    assert first.evaluate("e => getComputedStyle(e, '::before').content") == '"1."'
    assert not re.match("Red|Yellow", first.inner_text())  # the column says whose move it is
    assert page.evaluate("""() => { const list = document.getElementById('moves');
        const last = list.lastElementChild.getBoundingClientRect(), box = list.getBoundingClientRect();
        return last.bottom <= box.bottom + 1 && last.top >= box.top - 1; }""")
