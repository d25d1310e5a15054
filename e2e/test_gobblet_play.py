"""Gobblet in the built site, played by clicks: a whole game, the computer, reload and undo.

Two tests, one page each (issue #21): two people at one screen (each point a game of its own, started from
the home page), and games with the computer (its worker boots once)."""

from __future__ import annotations

import re

from gobblet_helpers import board_text, bring_in, move, play_first_legal, start_game, status, wait_status
from playwright.sync_api import expect
from save_helpers import go_home

RED_ROW_ONE = [("red", 1, "a1"), ("yellow", 1, "a3"), ("red", 1, "b1"), ("yellow", 1, "b3"), ("red", 2, "c1")]


def _a_whole_3x3_game_by_clicks_shows_the_winner_and_line(site, page) -> None:
    start_game(page)
    expect(page.locator("#status")).to_have_text("Red's turn")
    for colour, size, square in RED_ROW_ONE:
        bring_in(page, colour, size, square)
    expect(page.locator("#status")).to_have_text("Red wins with a line (a1, b1, c1)")
    assert page.locator(".gobblet-square.win").count() == 3
    # The finished game accepts no more moves: nothing is pickable.
    assert page.locator(".gobblet-square.movable, .stack.movable").count() == 0


def _gobbling_and_moving_a_piece_uncovers_what_it_covered(site, page) -> None:
    start_game(page)
    bring_in(page, "red", 1, "b2")
    bring_in(page, "yellow", 3, "b2")
    b2 = page.locator("[data-square=b2]")
    expect(b2).to_have_attribute("aria-label", "b2: yellow large, over red small, 2 pieces")
    bring_in(page, "red", 1, "a1")
    move(page, "b2", "c3")
    expect(page.locator("[data-square=b2]")).to_have_attribute("aria-label", "b2: red small")


def _an_illegal_target_is_not_offered(site, page) -> None:
    start_game(page)
    bring_in(page, "red", 3, "b2")
    page.click("[data-colour=yellow][data-reserve=r3]")
    # A large piece cannot cover a large one: b2 is not highlighted, and clicking it plays nothing.
    assert page.locator(".gobblet-square.target[data-square=b2]").count() == 0
    page.click("[data-square=b2]")
    expect(page.locator("#status")).to_have_text("Yellow's turn")


def _reload_resumes_from_the_autosave(site, page) -> None:
    start_game(page, size=4)
    bring_in(page, "red", 4, "a1")
    bring_in(page, "yellow", 4, "d4")
    before = board_text(page)
    page.reload()
    site.wait_ready(page)
    page.wait_for_selector(".gobblet-board")
    assert board_text(page) == before
    expect(page.locator("#status")).to_have_text("Red's turn")
    go_home(page)  # the home page offers the game to continue
    expect(page.locator("[data-testid=continue]")).to_contain_text("Gobblet 4×4")
    page.click("[data-testid=continue]")
    page.wait_for_selector(".gobblet-board")
    assert board_text(page) == before


def _undo_and_redo_by_button_and_keyboard(site, page) -> None:
    start_game(page)
    bring_in(page, "red", 3, "b2")
    bring_in(page, "yellow", 2, "a1")
    page.click("#undo")
    expect(page.locator("#status")).to_have_text("Yellow's turn")
    expect(page.locator("[data-square=a1]")).to_have_attribute("aria-label", "a1, empty")
    page.keyboard.press("Shift+Comma")  # "<"
    expect(page.locator("[data-square=b2]")).to_have_attribute("aria-label", "b2, empty")
    page.keyboard.press("Shift+Period")  # ">"
    page.click("#redo")
    expect(page.locator("[data-square=a1]")).to_have_attribute("aria-label", "a1: yellow medium")


def _keyboard_only_play(site, page) -> None:
    start_game(page)
    page.focus("[data-colour=red][data-reserve=r2]")
    page.keyboard.press("Enter")
    page.focus("[data-square=c3]")
    page.keyboard.press("Space")
    expect(page.locator("[data-square=c3]")).to_have_attribute("aria-label", "c3: red medium")


def _drag_a_piece_onto_a_square(site, page) -> None:
    start_game(page)
    source = page.locator("[data-colour=red][data-reserve=r3]").bounding_box()
    target = page.locator("[data-square=c2]").bounding_box()
    page.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
    page.mouse.down()
    page.mouse.move(target["x"] + 10, target["y"] + 10, steps=8)
    expect(page.locator("[data-square=c2].landing")).to_have_count(1)
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=4)
    page.mouse.up()
    expect(page.locator("[data-square=c2]")).to_have_attribute("aria-label", "c2: red large")
    expect(page.locator(".gobblet-piece.ghost")).to_have_count(0)
    # The very next click counts (a drop once swallowed it): yellow picks a piece at the first try.
    page.click("[data-colour=yellow][data-reserve=r2]")
    expect(page.locator("[data-colour=yellow][data-reserve=r2]")).to_have_class(re.compile("selected"))


def _arrow_keys_walk_the_squares_and_enter_plays_a_move(site, page) -> None:
    start_game(page)
    page.focus("[data-colour=red][data-reserve=r3]")
    page.keyboard.press("Enter")
    page.focus("[data-square=a1]")
    before = page.get_attribute(".board-area", "style")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowUp")
    expect(page.locator("[data-square=b2]")).to_be_focused()  # a1 (bottom left) -> b1 -> b2, as drawn
    assert page.get_attribute(".board-area", "style") == before  # the board did not turn
    page.keyboard.press("Enter")
    expect(page.locator("[data-square=b2]")).to_have_attribute("aria-label", "b2: red large")
    expect(page.locator("[data-square=b2]")).to_be_focused()


def test_two_people_at_one_screen_play_by_clicks_keys_and_drags_undo_and_resume_after_a_reload(site, page):
    """Each point is a new two-people game on the same page; the reload comes last."""
    site.open(page)
    for point in (_a_whole_3x3_game_by_clicks_shows_the_winner_and_line,
                  _gobbling_and_moving_a_piece_uncovers_what_it_covered, _an_illegal_target_is_not_offered,
                  _undo_and_redo_by_button_and_keyboard, _keyboard_only_play, _drag_a_piece_onto_a_square,
                  _arrow_keys_walk_the_squares_and_enter_plays_a_move, _reload_resumes_from_the_autosave):
        point(site, page)


def test_against_the_computer_focus_stays_on_the_board_and_games_complete(site, page):
    """A person against Ok by keys then clicks to the end; then two computers play each other to the end."""
    site.open(page)
    start_game(page, red="human", yellow="computer:ok")
    # Keyboard focus stays on the board through a move and the reply.
    page.focus("[data-colour=red][data-reserve=r3]")
    page.keyboard.press("Enter")
    page.focus("[data-square=b2]")
    page.keyboard.press("Enter")
    expect(page.locator("[data-square=b2]")).to_be_focused()  # the redraw keeps the square focused
    page.wait_for_function("document.getElementById('status').textContent.startsWith('Your turn')")
    assert page.evaluate("document.getElementById('board-area').contains(document.activeElement)")
    # The computer's reply was announced to screen readers, in the words of the move list.
    last = page.locator("#moves li").last.inner_text()
    expect(page.locator("[data-testid=announce]")).to_contain_text(last)
    # The game against the computer completes: a person who plays the first piece they may pick, to the
    # first square offered.
    for _ in range(80):
        wait_status(page, r"^Your turn \(Red\)$|wins|Draw")
        if re.search(r"wins|Draw", status(page)):
            break
        play_first_legal(page, "red")
    expect(page.locator("#status")).to_have_text(re.compile(r"wins|Draw"))
    expect(page.locator("#status")).to_have_class(re.compile("over"))

    # Two computers play each other to the end.
    start_game(page, red="computer:ok", yellow="computer:ok")
    expect(page.locator("#status")).to_have_text(re.compile(r"wins|Draw"), timeout=120_000)
