"""Any game's position built here with the engine (a seeded playout) and opened in the site as an
imported save, so a test starts at the end of a game, or 120 moves in, without clicking its way there."""

from __future__ import annotations

import json
import random
from pathlib import Path

from playwright.sync_api import Page

from pygames.core.match import Match, new_match
from pygames.core.saves import encode

PEOPLE = {"kind": "human"}


def computer(level: str) -> dict[str, str]:
    """A seat played by the computer at `level`, as a match's meta keeps it."""
    return {"kind": "computer", "level": level}


def played_match(game_id: str, seats: list[dict[str, str]], options: dict | None = None, *, seed: int = 1,
                 records: int | None = None) -> Match:
    """A match of `game_id` played with seeded random choices: to its end, or (avoiding moves that end
    it, where it can) until it holds `records` moves."""
    rng = random.Random(seed)
    match = new_match(game_id, len(seats), options, seed=seed, meta={"seats": seats})
    game = match.game
    while not match.is_over and (records is None or len(match.records()) < records):
        seat = rng.choice(match.actors)
        actions = match.legal_actions(seat)
        if records is not None:
            actions = [a for a in actions if not game.is_over(game.apply(match.state, a, seat))] or actions
        match.play(rng.choice(actions), seat)
    return match


def go_home(page: Page) -> None:
    """Back to the home page by its link (Python stays loaded: no second boot)."""
    page.click(".play-head a[href='#/']")
    page.wait_for_selector(".home #import-file", state="attached")


def import_match(page: Page, match: Match, folder: Path, name: str = "position.json") -> None:
    """Open `match` from the home page with "Import a save…" and wait for its play page."""
    path = folder / name
    path.write_text(json.dumps(encode(match)))
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector("#status:not(:empty)")
