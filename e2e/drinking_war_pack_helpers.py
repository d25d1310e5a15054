"""Playing Drinking War packs 2-3 in the built site by clicks: the new-game form's pack and mode, powers
played by picking the card and pressing its target (or Play), attacks with every attack card and combo.

Every step waits on the board's own state (data-ply, data-acting, data-powers on the table), never on time.
"""

from __future__ import annotations

from drinking_war_helpers import TABLE, click_and_wait, hand, play_a_step, table
from playwright.sync_api import Page
from setup_helpers import choose_seat

NEEDS_NOBODY = ("draw2", "shovel", "transplant", "postcard", "unicorns")


def start_pack_game(page: Page, pack: int, *seats: str, mode: str = "domination",
                    drinking: bool = False) -> None:
    """From any page of the site, set up and start a pack `pack` game; `seats` as the form's values."""
    page.click('a[href="#/new/drinking-war"] >> nth=0')
    page.check(f"[data-testid=drinking-{'yes' if drinking else 'no'}]")
    page.check(f"[data-testid=mode-{mode}]")
    for i in range(6):  # before the pack: pack 1 hides seats 5 and 6
        choose_seat(page, i, seats[i] if i < len(seats) else "none")
    page.check(f"[data-testid=pack-{pack}]")
    page.click("[data-testid=start]")
    page.wait_for_selector(TABLE)


def pick(page: Page, indices: list[int]) -> None:
    """Pick these cards of the hand and wait until they show picked."""
    for i in indices:
        page.click(f".drinking-war-card[data-index='{i}']")
    picked = "document.querySelectorAll('.drinking-war-card.picked').length"
    page.wait_for_function(f"{picked} === {len(indices)}")


def play_power(page: Page) -> str | None:
    """Play the first power the table says is playable (its card picked, then its target or Play);
    returns its name, or None when there is none."""
    powers = [p for p in table(page, "powers").split() if p != "tornado"]
    if not powers:
        return None
    name, cards = powers[0], hand(page)
    card = "unicorn" if name == "unicorns" else name
    pick(page, [i for i, c in enumerate(cards) if c == card][:3 if name == "unicorns" else 1])
    if name in NEEDS_NOBODY:
        click_and_wait(page, "[data-testid=power]")
    else:
        click_and_wait(page, ".drinking-war-hit >> nth=0")
    return name


def attack_with_all(page: Page) -> list[str]:
    """Attack the first opponent with every attack card and as many combos as numbered cards; returns
    the cards played (or holds, with none)."""
    cards = hand(page)
    numbered = [i for i, c in enumerate(cards) if c[0] == "+"]
    others = [i for i, c in enumerate(cards) if c in ("bomb", "blue")]
    combos = [i for i, c in enumerate(cards) if c in ("x2", "x3")][:len(numbered)]
    chosen = numbered + others + combos
    if not chosen:
        click_and_wait(page, "[data-testid=hold]")
        return []
    pick(page, chosen)
    click_and_wait(page, ".drinking-war-hit >> nth=0")
    return [cards[i] for i in chosen]


def pack_step(page: Page) -> str:
    """The person's decision in a pack 2-3 game, by clicks; returns what was done."""
    phase = table(page, "phase")
    if table(page, "giving") == "yes":
        click_and_wait(page, ".drinking-war-card >> nth=0")
        return "give"
    if phase == "defend":
        blue = [i for i, c in enumerate(hand(page)) if c[0] == "-" or c in ("chemist", "mirror", "sabotage")]
        pick(page, blue)
        click_and_wait(page, "[data-testid=defend]")
        return "defend"
    if phase == "power":
        name = play_power(page)
        if name:
            return f"power {name}"
        return "attack " + ",".join(attack_with_all(page))
    return play_a_step(page)
