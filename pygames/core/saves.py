"""The save format: parameters, seed and the move list, versioned, and strictly checked on load.

A save is {"format": "pygames", "version": 1, "game", "players", "options", "seed", "actions", "ply",
"meta"}. Loading replays every action through the rules, so a save can never smuggle in an illegal
position, and the same save always restores the same match.
"""

from __future__ import annotations

import json
from typing import Any

from pygames.core.errors import BadSave, IllegalAction
from pygames.core.game import get_game
from pygames.core.match import Match

SAVE_FORMAT = "pygames"
SAVE_VERSION = 1
MAX_ACTIONS = 20_000  # far beyond any real game; a bound so a hostile save cannot hang the page
MAX_META_BYTES = 20_000


def encode(match: Match) -> dict[str, Any]:
    """Return the save dict of `match`."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": match.game.id,
        "players": match.players,
        "options": json.loads(json.dumps(match.options)),
        "seed": match.seed,
        "actions": match.history,
        "ply": match.ply,
        "meta": json.loads(json.dumps(match.meta)),
    }


def load_match(data: Any, auto_chance: bool = True) -> Match:
    """Restore the match saved in `data` (a dict or its JSON text), or raise BadSave saying why.

    With auto_chance False (peer play) a pending chance node stays open for the protocol to draw.
    """
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except (ValueError, RecursionError) as error:
            raise BadSave(f"the save is not valid JSON ({error})") from None
    if not isinstance(data, dict):
        raise BadSave("the save is not a JSON object")
    if data.get("format") != SAVE_FORMAT:
        raise BadSave("this is not a pygames save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BadSave("the save has no valid version number")
    if version > SAVE_VERSION:
        raise BadSave(
            f"the save is from a newer pygames (save version {version}, this one reads {SAVE_VERSION})")
    try:
        game = get_game(data.get("game"))
    except ValueError as error:
        raise BadSave(str(error)) from None
    players, seed, actions, ply = (data.get(k) for k in ("players", "seed", "actions", "ply"))
    # Only a missing or null value gets the default: [] or "" in a save are wrong types, not "none".
    options, meta = ({} if data.get(k) is None else data[k] for k in ("options", "meta"))
    if not _is_int(players):
        raise BadSave("the save's player count is not a whole number")
    if not _is_int(seed):
        raise BadSave("the save's seed is not a whole number")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise BadSave("the save's actions are not a list of strings")
    if len(actions) > MAX_ACTIONS:
        raise BadSave(f"the save holds {len(actions)} actions, more than any game can")
    if not isinstance(options, dict) or not isinstance(meta, dict):
        raise BadSave("the save's options or meta are not objects")
    if len(json.dumps(meta)) > MAX_META_BYTES:
        raise BadSave("the save's meta data is too large")
    if ply is None:
        ply = len(actions)
    if not _is_int(ply) or not 0 <= ply <= len(actions):
        raise BadSave("the save's position is outside its move list")
    try:
        match = Match(game, players, options, seed, meta, auto_chance=False)
    except ValueError as error:
        raise BadSave(f"the save's settings are wrong: {error}") from None
    _replay(match, actions)
    match.auto_chance = auto_chance
    try:
        match.goto(ply)
    except IllegalAction as error:
        raise BadSave(f"the save's position is wrong: {error}") from None
    if ply == len(actions) and auto_chance:
        # A save made just before a chance node resolved still comes back playable.
        match._resolve_chance()
    return match


def _replay(match: Match, actions: list[str]) -> None:
    for number, action in enumerate(actions, 1):
        try:
            if match.at_chance:
                match.play_chance(action)
            else:
                match.play(action)
        except IllegalAction as error:
            raise BadSave(f"move {number} ({action!r}) cannot be replayed: {error}") from None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
