"""Playing Drinking War in the built site as a person does: pick cards by clicking, press an opponent to
attack, Defend to answer, and pass the device between people sharing the screen.

Every step waits on the board's own state (data-ply, data-acting, data-covered on the table), never on
time. What only the engine knows (which cards are a seat's secrets) is read from the save the page keeps
in localStorage, replayed here by the same pygames package.
"""

from __future__ import annotations

from playwright.sync_api import Page
from setup_helpers import choose_seat

from pygames.core.match import Match
from pygames.core.saves import load_match

TABLE = "[data-testid=drinking-war]"


def start_game(page: Page, *seats: str, drinking: bool = False) -> None:
    """From any page of the site, set up and start a pack 1 game; `seats` as the set-up form's values."""
    page.click('a[href="#/new/drinking-war"] >> nth=0')
    page.check(f"[data-testid=drinking-{'yes' if drinking else 'no'}]")
    page.check("[data-testid=pack-1]")  # the form's default is pack 2 (issue 23 item 8)
    for i in range(4):
        choose_seat(page, i, seats[i] if i < len(seats) else "none")
    page.click("[data-testid=start]")
    page.wait_for_selector(TABLE)


def table(page: Page, name: str) -> str:
    """A data-* attribute of the table."""
    return str(page.get_attribute(TABLE, f"data-{name}"))


def ply(page: Page) -> int:
    """The position on screen (it changes with every action)."""
    return int(table(page, "ply"))


def wait_for_change(page: Page, before: int) -> None:
    """Wait until the board shows a position after `before`."""
    page.wait_for_function(f"Number(document.querySelector('{TABLE}').dataset.ply) > {before}")


def wait_for_person(page: Page, timeout: float = 90_000) -> str:
    """Wait until a person here may act, the screen is covered, or the game is over; say which."""
    page.wait_for_function(
        f"(() => {{ const t = document.querySelector('{TABLE}');"
        " const c = document.getElementById('pass-cover');"
        " return t && (t.dataset.over === 'yes' || t.dataset.acting === 'yes' || (c && !c.hidden)); })()",
        timeout=timeout)
    if table(page, "over") == "yes":
        return "over"
    return "acting" if table(page, "acting") == "yes" else "covered"


def hand(page: Page) -> list[str]:
    """The codes of the cards in the hand shown ("+4", "-3"), in order."""
    return page.eval_on_selector_all(".drinking-war-card", "els => els.map(e => e.dataset.card)")


def click_and_wait(page: Page, selector: str) -> None:
    """Click something that plays an action, and wait for the new position."""
    before = ply(page)
    page.click(selector)
    wait_for_change(page, before)


def save_id(page: Page) -> str:
    """The id of the saved game on screen (from the #/play/<id> route)."""
    return page.evaluate("location.hash").split("/")[-1]


def saved_match(page: Page) -> Match:
    """The match as the page saved it, replayed here."""
    text = page.evaluate(f"localStorage.getItem('pygames:save:{save_id(page)}')")
    return load_match(text)


def play_a_step(page: Page) -> str:
    """Play the person's current decision by clicks: draw, attack with every attack card, defend with
    every defence card, lose a life point rather than drink, discard the first card. Returns the phase."""
    phase = table(page, "phase")
    cards = hand(page)
    if phase == "draw":
        click_and_wait(page, "[data-testid=draw]:enabled, [data-testid=sleep]")
    elif phase == "attack":
        attacks = [i for i, card in enumerate(cards) if card.startswith("+")]
        for i in attacks:
            page.click(f".drinking-war-card[data-index='{i}']")
        picked = "document.querySelectorAll('.drinking-war-card.picked').length"
        page.wait_for_function(f"{picked} === {len(attacks)}")
        if attacks:
            click_and_wait(page, ".drinking-war-hit >> nth=0")
        else:
            click_and_wait(page, "[data-testid=hold]")
    elif phase == "defend":
        for i, card in enumerate(cards):
            if card.startswith("-"):
                page.click(f".drinking-war-card[data-index='{i}']")
        click_and_wait(page, "[data-testid=defend]")
    elif phase == "choose":
        click_and_wait(page, "[data-testid=life]")
    elif phase == "discard":
        click_and_wait(page, ".drinking-war-card >> nth=0")
    return phase


def page_markup(page: Page, root: str = "body", without: tuple[str, ...] = ()) -> str:
    """The markup of `root` (text, attributes) as a seat's screen holds it, less the elements matching
    `without` and the build's static pages (`template[data-route]`: shipped alike to every visitor, they
    hold the rules page's gallery, which names every card, so they can hold no seat's hand)."""
    skip = ", ".join(("template[data-route]",) + without)
    return str(page.evaluate("([root, skip]) => { const copy = document.querySelector(root).cloneNode(true);"
                             " copy.querySelectorAll(skip).forEach(e => e.remove());"
                             " return copy.outerHTML; }", [root, skip]))
