"""Playing Drinking in the built site as a person does: pick an offered drink, then a square or the head.

Every step waits on the board's own state (data-ply, data-turn, data-over on the table), never on time.
"""

from __future__ import annotations

from playwright.sync_api import Page
from setup_helpers import choose_seat

TABLE = "[data-testid=drinking]"


def start_game(page: Page, *seats: str, **options: int | str) -> None:
    """From any page of the site (or its set-up form), start a Drinking game; `seats` as the form's values.

    `options`: target=..., hourglass=... fill the number fields; colours=5, choices=2, bonus="board"
    check the radio buttons.
    """
    if not page.locator(".setup-form[data-game=drinking]").count():
        page.click('a[href="#/new/drinking"] >> nth=0')
    for i in range(6):
        choose_seat(page, i, seats[i] if i < len(seats) else "none")
    for name, value in options.items():
        if name in ("target", "hourglass"):
            page.fill(f"[data-testid={name}]", str(value))
        else:
            page.check(f"[data-testid={name}-{value}]")
    page.click("[data-testid=start]")
    page.wait_for_selector(f"{TABLE} .sq")


def ply(page: Page) -> int:
    """The position on screen (it changes with every action)."""
    return int(page.get_attribute(TABLE, "data-ply"))


def over(page: Page) -> bool:
    """True once the game on screen has ended."""
    return page.get_attribute(TABLE, "data-over") == "yes"


def wait_for_person(page: Page, seat: int = 0) -> None:
    """Wait until the person at `seat` may take a drink, or the game is over."""
    page.wait_for_function(
        f"(() => {{ const t = document.querySelector('{TABLE}');"
        f" return t && (t.dataset.over === 'yes' || (t.dataset.turn === '{seat}'"
        f" && document.querySelector('.drinking-offered:not(:disabled)'))); }})()")


def turn_here(page: Page) -> int:
    """Wait until a person at this screen may take a drink; return their seat."""
    page.wait_for_selector(".drinking-offered:not(:disabled)")
    return int(page.get_attribute(TABLE, "data-turn"))


def wait_for_change(page: Page, before: int) -> None:
    """Wait until the board shows a position after `before`."""
    page.wait_for_function(f"Number(document.querySelector('{TABLE}').dataset.ply) > {before}")


def pick(page: Page, slot: int) -> None:
    """Click offered drink `slot` (1-3), unless it is picked already."""
    if page.get_attribute(TABLE, "data-picked") != str(slot):
        page.click(f".drinking-offered[data-slot='{slot}']")
    page.wait_for_selector(f"{TABLE}[data-picked='{slot}']")


def place(page: Page, slot: int, nth: int = 0) -> str:
    """Lay offered drink `slot` on the `nth` highlighted square and wait for the move; return the square."""
    pick(page, slot)
    target = page.locator(".sq.target")
    count = target.count()
    assert count, f"drink {slot} is picked but fits no square now (did the hourglass end the turn?)"
    square = target.nth(nth % count).get_attribute("data-square")
    before = ply(page)
    page.click(f".sq[data-square='{square}']")
    wait_for_change(page, before)
    return square


def play_a_turn(page: Page, nth: int = 0) -> str:
    """Lay the first offered drink that fits somewhere on its `nth` highlighted square, or drink drink 1.

    Returns the square, or "drink"."""
    for slot in (1, 2, 3):
        if page.locator(f".drinking-offered[data-slot='{slot}']").count() == 0:
            break
        pick(page, slot)
        if page.locator(".sq.target").count():
            return place(page, slot, nth)
    drink(page, 1)
    return "drink"


def drink(page: Page, slot: int) -> None:
    """Pick offered drink `slot` and click one's own head to drink it."""
    pick(page, slot)
    before = ply(page)
    page.click("button.head")
    wait_for_change(page, before)


def moves(page: Page) -> list[str]:
    """The texts of the move list."""
    return page.eval_on_selector_all("#moves li", "els => els.map(e => e.textContent.trim())")


def state_of(page: Page, seat: int) -> str:
    """How drunk `seat` is, as its coaster says it (sober, tipsy, drunk, out cold)."""
    return page.inner_text(f".drinking-coaster[data-seat='{seat}'] .state")
