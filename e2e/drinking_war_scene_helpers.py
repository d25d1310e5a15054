"""Drinking War positions set up on purpose: a match built here with the engine (the deal and every draw
chosen, then scripted actions), written as a save file and opened in the site with "Import a save…".

A browser test of a power or a Survivor join then never hangs on a lucky deal: the cards it needs are in
the right hand when the page opens, and everything after that is played by clicks.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from drinking_war_helpers import TABLE, wait_for_person
from playwright.sync_api import Page
from position_helpers import play_steps

from pygames.core.game import get_game
from pygames.core.match import Match
from pygames.core.saves import encode


def scripted_match(options: dict, kinds: list[str], hands: list[list[str]], steps: list[str]) -> Match:
    """A match dealt `hands` (pack 3: each hand's country first), then played through `steps`.

    `kinds` says who plays each seat: "human", or a computer level ("easy", "hard"). A step is an action
    of the seat to act or, at a chance node, the card drawn.
    """
    seats = [{"kind": "human"} if kind == "human" else {"kind": "computer", "level": kind} for kind in kinds]
    match = Match(get_game("drinking-war"), len(kinds), options, auto_chance=False,
                  meta={"seats": seats, "title": "Drinking War (a set-up position)"})
    wanted = [list(hand) for hand in hands]
    while match.at_chance and (match.state.phase == "deal" or match.state.pending):
        pending = match.state.pending
        seat = pending[0][1] if pending else match.game._dealee(match.state)
        match.play_chance(wanted[seat].pop(0))
    assert not any(wanted), f"cards left undealt: {wanted}"
    return play_steps(match, steps)


def play_out(match: Match, seed: int = 1) -> Match:
    """Play `match` to its end here: random draws, and every seat attacks (and drinks) when it can."""
    rng = random.Random(seed)
    while not match.is_over:
        if match.at_chance:
            match.play_chance(rng.choice(match.game.legal_actions(match.state)))
            continue
        actions = match.legal_actions()
        keen = [a for a in actions if a.startswith("attack ") or a == "drink"]
        match.play(rng.choice(keen or actions))
    return match


def open_match(page: Page, match: Match, folder: Path) -> None:
    """Open `match` in the site as an imported save, and wait until a person may act there."""
    path = folder / "drinking-war-scene.json"
    path.write_text(json.dumps(encode(match)))
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector(TABLE)
    wait_for_person(page)


def reveal(page: Page) -> None:
    """Take the device: press the pass-the-device cover's button and wait for the hand."""
    page.click("#reveal")
    page.wait_for_selector(f"{TABLE}[data-covered=no][data-acting=yes]")
