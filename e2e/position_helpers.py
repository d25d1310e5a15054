"""Positions of any game opened in the browser without playing to them by clicks.

A test that is about the end of a game, or about a late position, builds that position with the engine
(`late_match`, or by hand with pygames.core.match.Match), and `open_position` puts it into the browser's
saves as an imported save file and opens it. Everything after that is clicks as usual. The games' own
scene helpers (e2e/drinking_war_scene_helpers.py, e2e/yacht_helpers.py) build their special positions
and may open them here too.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from playwright.sync_api import Page

from pygames.core.game import get_game
from pygames.core.match import Match
from pygames.core.saves import encode
from pygames.net.sync import match_id_of


def seats_meta(kinds: list[str]) -> list[dict]:
    """A save's seat list from "human", "remote" (a friend in another browser) or a computer level ("easy",
    "hard") per seat."""
    return [{"kind": kind} if kind in ("human", "remote") else {"kind": "computer", "level": kind}
            for kind in kinds]


def hosted(match: Match) -> Match:
    """Mark `match` as hosted in this browser for its "remote" seats: opened, its page makes their links
    (the end of a linked game is then reached by resuming a late match over a new link)."""
    match.meta["peer"] = {"role": "host"}
    match_id_of(match)
    return match


def new_match(game_id: str, kinds: list[str], options: dict | None = None) -> Match:
    """A new match of `game_id`, one seat per entry of `kinds` (as in `seats_meta`), chance left to us."""
    game = get_game(game_id)
    return Match(game, len(kinds), options or {}, auto_chance=False,
                 meta={"seats": seats_meta(kinds), "title": f"{game.title} (a set-up position)"})


def match_of(game_id: str, kinds: list[str], options: dict | None, steps: list[str]) -> Match:
    """A match of `game_id` played through `steps`: each the action of the seat to act or, at a chance
    node, the outcome drawn."""
    return play_steps(new_match(game_id, kinds, options), steps)


def play_steps(match: Match, steps: list[str]) -> Match:
    """`match` played on through `steps`: each the action of the seat to act or, at a chance node, the
    outcome drawn."""
    for step in steps:
        if match.at_chance:
            match.play_chance(step)
        else:
            match.play(step)
    return match


def late_match(game_id: str, kinds: list[str], options: dict | None = None, seed: int = 1,
               until: Callable[[Match], bool] | None = None,
               choose: Callable[[Match, list[str], random.Random], str] | None = None) -> Match:
    """A match of `game_id` (one seat per entry of `kinds`, as in `seats_meta`) played here by the engine.

    Play goes on until `until(match)` is true (by default, until the game is over); each decision is
    `choose(match, legal actions, rng)` (by default a seeded random choice), and chance is seeded too.
    """
    match = new_match(game_id, kinds, options)
    rng = random.Random(seed)
    done = until or (lambda m: m.is_over)
    pick = choose or (lambda m, actions, r: r.choice(actions))
    while not done(match):
        if match.is_over:
            raise AssertionError(f"{game_id}: the game ended before the wanted position")
        if match.at_chance:
            outcomes, weights = zip(*match.game.chance_outcomes(match.state))
            match.play_chance(rng.choices(outcomes, weights)[0])
        else:
            match.play(pick(match, match.legal_actions(), rng))
    return match


def open_position(page: Page, match: Match, name: str = "position.json") -> None:
    """Put `match` into this browser's saves (imported as a save file) and open it: returns once its play
    page is drawn. The page must have booted (site.open); from another page it goes home first."""
    if page.locator("#import-file").count() == 0:
        page.evaluate("location.hash = '#/'")
        page.wait_for_selector("#import-file", state="attached")
    page.set_input_files("#import-file", {"name": name, "mimeType": "application/json",
                                          "buffer": json.dumps(encode(match)).encode()})
    page.wait_for_selector(f".play-{match.game.id} #status:not(:empty)")


def home(page: Page) -> None:
    """Back to the home page from any page of the booted site (Python stays loaded: no second boot)."""
    page.evaluate("location.hash = '#/'")
    page.wait_for_selector(".home #import-file", state="attached")
