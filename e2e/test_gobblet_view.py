"""Gobblet view controls: turn, tilt, zoom and size by keys and buttons; looking under stacks.

A mouse's page walks every point but the long press, which needs a touch screen's page (issue #21)."""

from __future__ import annotations

from gobblet_helpers import bring_in, start_game
from playwright.sync_api import expect

AREA = "#board-area"


def view(page) -> dict[str, str]:
    """The view settings the board area carries."""
    return page.eval_on_selector(AREA, "a => Object.fromEntries(['quarter', 'tilt', 'zoom', 'grow'].map("
                                       "k => [k, a.getAttribute('data-view-' + k)]))")


def board_width(page) -> float:
    """The board's layout width (transforms left out)."""
    return page.eval_on_selector(".gobblet-board", "b => b.offsetWidth")


def settled_transform(page) -> str:
    """The board's computed transform once its transition has ended."""
    page.wait_for_function("document.querySelector('.gobblet-board').getAnimations().length === 0")
    return page.eval_on_selector(".gobblet-board", "b => getComputedStyle(b).transform")


def _arrow_keys_turn_and_tilt_the_board_and_squares_keep_their_names(page) -> None:
    start_game(page)
    assert settled_transform(page) in ("none", "matrix(1, 0, 0, 1, 0, 0)")
    page.keyboard.press("ArrowRight")
    assert view(page)["quarter"] == "1"
    flat_turned = settled_transform(page)
    assert flat_turned.startswith("matrix(") and flat_turned != "matrix(1, 0, 0, 1, 0, 0)"
    page.keyboard.press("ArrowUp")
    assert view(page)["tilt"] == "15"
    assert settled_transform(page).startswith("matrix3d(")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowLeft")
    assert view(page) == {"quarter": "0", "tilt": "0", "zoom": "1.0", "grow": "1.0"}
    # Turned, a click still lands on the square it shows.
    page.keyboard.press("ArrowLeft")
    bring_in(page, "red", 3, "a3")
    expect(page.locator("[data-square=a3]")).to_have_attribute("aria-label", "a3: red large")


def _zoom_scales_the_picture_and_size_changes_the_layout_by_keys_and_buttons(site, page) -> None:
    start_game(page)
    width = board_width(page)
    page.keyboard.press("=")
    assert view(page)["zoom"] == "1.1"
    assert board_width(page) == width  # zoom leaves the layout alone
    page.keyboard.press("-")
    page.keyboard.press("-")
    assert view(page)["zoom"] == "0.9"
    page.keyboard.press("+")
    assert board_width(page) > width
    page.keyboard.press("_")
    page.keyboard.press("_")
    assert board_width(page) < width
    page.click("[data-view=larger]")
    page.click("[data-view=zoom-in]")
    page.click("[data-view=right]")
    page.click("[data-view=up]")
    assert view(page) == {"quarter": "1", "tilt": "15", "zoom": "1.0", "grow": "1.0"}
    assert board_width(page) == width
    # The view is a preference: a reload keeps it, Reset straightens it.
    page.reload()
    site.wait_ready(page)
    page.wait_for_selector(".gobblet-board")
    assert view(page)["quarter"] == "1"
    page.click("[data-view=reset]")
    assert view(page) == {"quarter": "0", "tilt": "0", "zoom": "1.0", "grow": "1.0"}


def _view_keys_are_left_alone_while_a_form_control_has_focus(page) -> None:
    start_game(page)
    page.focus("#autoplay0")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("=")
    page.focus("[data-square=b2]")
    page.keyboard.press("ArrowLeft")  # on a square an arrow walks the squares and leaves the view alone
    expect(page.locator("[data-square=a2]")).to_be_focused()
    assert view(page) == {"quarter": "0", "tilt": "0", "zoom": "1.0", "grow": "1.0"}
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("ArrowLeft")  # off the squares and form controls, it turns the board
    assert view(page) == {"quarter": "-1", "tilt": "0", "zoom": "1.0", "grow": "1.0"}


def _hovering_a_stack_shows_every_piece_top_first(page) -> None:
    start_game(page)
    bring_in(page, "red", 1, "b2")
    bring_in(page, "yellow", 3, "b2")
    page.mouse.move(0, 0)
    page.hover("[data-square=b2]")
    pop = page.locator("#stack-pop")
    expect(pop).to_be_visible()
    expect(pop).to_contain_text("b2 · 2 pieces, top first")
    assert pop.locator("li").all_text_contents() == ["yellow large (seen)", "red small"]
    page.hover("[data-square=a1]")
    expect(pop).to_be_hidden()


def _a_stack_that_arrives_under_a_still_mouse_stays_closed(page) -> None:
    start_game(page)
    bring_in(page, "red", 1, "b2")
    bring_in(page, "yellow", 3, "b2")
    page.keyboard.press("<")  # back to one piece on b2
    expect(page.locator("[data-square=b2]")).to_have_attribute("aria-label", "b2: red small")
    box = page.locator("[data-square=b2]").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=3)
    page.keyboard.press(">")  # the covering move comes back under the mouse, which has not moved
    covered = "b2: yellow large, over red small, 2 pieces"
    expect(page.locator("[data-square=b2]")).to_have_attribute("aria-label", covered)
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
    expect(page.locator("#stack-pop")).to_be_hidden()
    page.mouse.move(box["x"] - 30, box["y"] - 30, steps=3)  # a real move out and back in opens it
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=3)
    expect(page.locator("#stack-pop")).to_be_visible()


def test_a_long_press_shows_a_stack_without_picking_the_piece_up(site, make_page):
    page = make_page(has_touch=True)
    site.open(page)
    start_game(page)
    bring_in(page, "red", 1, "b2")
    bring_in(page, "yellow", 3, "b2")
    bring_in(page, "red", 2, "a1")
    touch = {"pointerType": "touch", "button": 0, "isPrimary": True, "pointerId": 7}
    page.dispatch_event("[data-square=b2]", "pointerdown", touch)
    expect(page.locator("#stack-pop")).to_contain_text("yellow large (seen)")
    page.dispatch_event("[data-square=b2]", "pointerup", touch)
    page.dispatch_event("[data-square=b2]", "click")
    expect(page.locator("#stack-pop")).to_be_visible()
    expect(page.locator(".gobblet-square.selected")).to_have_count(0)
    # A short tap still picks the piece up.
    page.tap("[data-square=b2]")
    expect(page.locator(".gobblet-square.selected[data-square=b2]")).to_have_count(1)


def test_a_mouses_page_turns_tilts_zooms_and_sizes_the_board_and_looks_under_stacks(site, page):
    """Each point a new game; the view is a preference kept from game to game, so it is reset between."""
    site.open(page)
    _hovering_a_stack_shows_every_piece_top_first(page)
    _a_stack_that_arrives_under_a_still_mouse_stays_closed(page)
    _zoom_scales_the_picture_and_size_changes_the_layout_by_keys_and_buttons(site, page)  # ends reset
    _arrow_keys_turn_and_tilt_the_board_and_squares_keep_their_names(page)  # ends turned a quarter
    page.click("[data-view=reset]")
    assert view(page) == {"quarter": "0", "tilt": "0", "zoom": "1.0", "grow": "1.0"}
    _view_keys_are_left_alone_while_a_form_control_has_focus(page)
