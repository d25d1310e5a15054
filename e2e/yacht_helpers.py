"""Playing Yacht in the built site as a person does: keep dice by clicking, roll, click a box to score.

Every step waits on the board's own state (data-ply on the table), never on time: the roll animation
is CSS only and does not hold anything up.
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Page
from position_helpers import late_match
from setup_helpers import choose_seat

from pygames.core.game import get_game
from pygames.core.match import Match, path_key
from pygames.core.saves import encode
from pygames.games.yacht.scoring import CATEGORIES

TABLE = "[data-testid=yacht]"


def start_game(page: Page, *seats: str, joker: str = "original") -> None:
    """From any page of the site, set up and start a Yacht game; `seats` as the set-up form's values."""
    page.click('a[href="#/new/yacht"] >> nth=0')
    page.check(f"[data-testid=joker-{joker}]")
    for i in range(4):
        choose_seat(page, i, seats[i] if i < len(seats) else "none")
    page.click("[data-testid=start]")
    page.wait_for_selector(f"{TABLE} .yacht-die")


def ply(page: Page) -> int:
    """The position on screen (it changes with every action)."""
    return int(page.get_attribute(TABLE, "data-ply"))


def rolls_left(page: Page) -> int:
    """The rolls left in the turn on screen."""
    return int(page.get_attribute(TABLE, "data-rolls-left"))


def dice(page: Page) -> list[int]:
    """The faces of the five dice, in the order shown."""
    return [int(face) for face in page.eval_on_selector_all(".yacht-die",
                                                            "els => els.map(e => e.dataset.face)")]


def kept(page: Page) -> list[int]:
    """The faces of the dice marked kept."""
    return [int(f) for f in page.eval_on_selector_all(".yacht-die.kept",
                                                      "els => els.map(e => e.dataset.face)")]


def wait_for_change(page: Page, before: int) -> None:
    """Wait until the board shows a position after `before`."""
    page.wait_for_function(f"Number(document.querySelector('{TABLE}').dataset.ply) > {before}")


def wait_for_person(page: Page, seat: int = 0) -> None:
    """Wait until the person at `seat` may act, or the game is over."""
    page.wait_for_function(
        f"(() => {{ const t = document.querySelector('{TABLE}');"
        f" return t && (t.dataset.over === 'yes' || (t.dataset.turn === '{seat}'"
        f" && !document.querySelector('.yacht-die:disabled')"
        f" && document.querySelector('.yacht-pot'))); }})()")


def roll(page: Page) -> None:
    """Press Roll and wait for the dice to land."""
    before = ply(page)
    page.click("[data-testid=roll]")
    wait_for_change(page, before)


def score(page: Page, box: str) -> None:
    """Click box `box`'s points on the scorecard and wait for the move to be played."""
    before = ply(page)
    page.click(f".yacht-pot[data-box={box}]")
    wait_for_change(page, before)


def command(page: Page, text: str) -> None:
    """Type `text` into the command field and press Enter."""
    page.fill("[data-testid=command]", text)
    page.press("[data-testid=command]", "Enter")


def filled(page: Page, seat: int) -> dict[str, int]:
    """The filled boxes of `seat`'s column of the scorecard."""
    cells = page.eval_on_selector_all(
        f"td.filled[data-seat='{seat}']", "els => els.map(e => [e.dataset.box, e.textContent])")
    return {box: int(text) for box, text in cells}


def computer_yacht_save(path: Path) -> Path:
    """A save where the computer (easy, Player 2) is to move with 4 4 4 4 5: it keeps the 4s, and the
    die it rerolls was already drawn as a 4 (a takeback's remembered outcome), so it rolls a Yacht."""
    match = Match(get_game("yacht"), 2, {"joker": "original"}, auto_chance=False,
                  meta={"seats": [{"kind": "human"}, {"kind": "computer", "level": "easy"}]})
    for step in ("12346", "x", "44445"):
        if match.at_chance:
            match.play_chance(step)
        else:
            match.play(step)
    save = encode(match)
    save["drawn"] = {path_key([*match.history, "5"]): "4"}
    path.write_text(json.dumps(save))
    return path


def open_save(page: Page, path: Path) -> None:
    """Import the save file at `path` from the home page and wait for its board."""
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector(f"{TABLE}")


def record_shows(page: Page) -> None:
    """Note every beat the board shows (data-show, data-cheer, ply, kept dice) in window.yachtBeats."""
    page.evaluate("""() => { window.yachtBeats = []; window.yachtBeatTimes = [];
        new MutationObserver(() => { const t = document.querySelector('[data-testid=yacht]');
            if (!t) return;
            const beat = [t.dataset.show || '', t.dataset.cheer || '', t.dataset.ply,
                          document.querySelectorAll('.yacht-die.kept').length].join('|');
            if (window.yachtBeats[window.yachtBeats.length - 1] !== beat) {
                window.yachtBeats.push(beat); window.yachtBeatTimes.push(performance.now()); } })
        .observe(document.body, {childList: true, subtree: true}); }""")


def beats(page: Page) -> list[tuple[str, str, int, int, float]]:
    """The beats recorded since `record_shows`: (show, cheer, ply, kept dice, ms it stayed on screen)."""
    texts, times = page.evaluate("[window.yachtBeats, window.yachtBeatTimes]")
    now = page.evaluate("performance.now()")
    ends = [*times[1:], now]
    return [(show, cheer, int(ply), int(kept), end - start)
            for (show, cheer, ply, kept), start, end in zip((t.split("|") for t in texts), times, ends)]


def finished_save(path: Path, seats: int = 1) -> Path:
    """A save of a whole game: every seat rolls 1 2 3 4 6 each turn and fills its boxes in card order."""
    match = Match(get_game("yacht"), seats, {"joker": "original"}, auto_chance=False,
                  meta={"seats": [{"kind": "human"}] * seats})
    for box in "abcdeftrhslyx":
        for _ in range(seats):
            match.play_chance("12346")
            match.play(box)
    path.write_text(json.dumps(encode(match)))
    return path


def last_round(*kinds: str) -> Match:
    """A Yacht match (a seat per kind, as in position_helpers.seats_meta) in its last round: every seat has
    filled twelve boxes in card order, with seeded dice, and the first seat's last turn is due."""
    def boxes(match: Match) -> int:
        return sum(action in CATEGORIES for action in match.actions)

    return late_match("yacht", list(kinds), {"joker": "original"},
                      until=lambda match: boxes(match) == 12 * len(kinds),
                      choose=lambda match, actions, rng: next(box for box in CATEGORIES if box in actions))
