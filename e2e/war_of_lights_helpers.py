"""Playing War of Lights in the built site as a person does: pick a gelt, then a lit square.

Every step waits on the board's own state (data-ply, data-to-move, data-over on the table), never on
time: the dreidel's spin is CSS only and holds nothing up.
"""

from __future__ import annotations

from playwright.sync_api import Page
from setup_helpers import choose_seat

TABLE = "[data-testid=war-of-lights]"
# Something a person may press.
PLAYABLE = f"{TABLE} .sq.movable, {TABLE} .sq.target, [data-act=war-of-lights-play]"


def start_game(page: Page, *seats: str, layout: str = "full") -> None:
    """From any page of the site, set up and start a game; `seats` as the set-up form's values."""
    page.evaluate("location.hash = '#/new/war-of-lights'")
    page.wait_for_selector("[data-testid=start]")
    page.check(f"[data-testid=layout-{layout}]")
    for i in range(6):
        choose_seat(page, i, seats[i] if i < len(seats) else "none")
    page.click("[data-testid=start]")
    page.wait_for_selector(f"{TABLE} .sq")


def fact(page: Page, name: str) -> str:
    """One data-* attribute of the table (ply, phase, to-move, over, selected, spins)."""
    return str(page.get_attribute(TABLE, f"data-{name}"))


def ply(page: Page) -> int:
    """The position on screen (it changes with every action)."""
    return int(fact(page, "ply"))


def wait_for_change(page: Page, before: int) -> None:
    """Wait until the board shows a position after `before`."""
    page.wait_for_function(f"Number(document.querySelector('{TABLE}').dataset.ply) > {before}")


def wait_for_person(page: Page, seat: int, timeout: float = 60_000) -> None:
    """Wait until the person at `seat` may act (a gelt to pick or a button), or the game is over."""
    page.wait_for_function(
        f"(() => {{ const t = document.querySelector('{TABLE}');"
        f" return t && (t.dataset.over === 'yes' || (t.dataset.toMove === '{seat}'"
        f" && !!document.querySelector('{PLAYABLE}'))); }})()",
        timeout=timeout)


def over(page: Page) -> bool:
    """True once the game has ended."""
    return fact(page, "over") == "yes"


def squares(page: Page, selector: str) -> list[str]:
    """The names of the squares matching `selector` (e.g. ".sq.movable")."""
    return page.eval_on_selector_all(f"{TABLE} {selector}", "els => els.map(e => e.dataset.square)")


def move(page: Page, source: str, target: str) -> None:
    """Pick the gelt on `source`, press `target`, and wait for the move to be played."""
    before = ply(page)
    page.click(f"[data-square='{source}']")
    page.wait_for_selector(f"{TABLE}[data-selected='{source}']")
    page.click(f"[data-square='{target}']")
    wait_for_change(page, before)


def act(page: Page, action: str) -> None:
    """Press the button of `action` (spawn, risk, stay, pass) and wait for it to be played."""
    before = ply(page)
    page.click(f"[data-testid=act-{action}]")
    wait_for_change(page, before)


def risky_spawn(page: Page, stake: str | None = None) -> None:
    """Press Risky spawn and, where the page asks which gelt makes it, click `stake` (default: the first
    ringed); wait for the spawn to be played."""
    before = ply(page)
    page.click("[data-testid=act-risk]")
    page.wait_for_function(
        f"(() => {{ const t = document.querySelector('{TABLE}');"
        f" return Number(t.dataset.ply) > {before} || t.dataset.selected === 'risk'; }})()")
    if ply(page) == before:
        page.click(f"[data-square='{stake or squares(page, '.sq.stake')[0]}']")
        wait_for_change(page, before)


def holders(page: Page) -> list[list[str]]:
    """Every square with the seat of the gelt on it (None when empty)."""
    script = "els => els.map(e => [e.dataset.square, e.dataset.owner ?? null])"
    return page.eval_on_selector_all(f"{TABLE} .sq", script)


def first_move(page: Page, attack: bool) -> tuple[str, str] | None:
    """A (source, target) the person to move may play: an attack, or a step onto an empty square."""
    for source in squares(page, ".sq.movable"):
        page.click(f"[data-square='{source}']")
        page.wait_for_selector(f"{TABLE}[data-selected='{source}']")
        found = squares(page, ".sq.target.attack" if attack else ".sq.target:not(.attack)")
        page.keyboard.press("Escape")
        page.wait_for_selector(f"{TABLE}[data-selected='']")
        if found:
            return source, found[0]
    return None
