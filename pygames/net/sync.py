"""What peers agree on: which games hide information, the state hash, and matches left to fair chance.

A peer match never draws chance from its own seed (`auto_chance` is off): the protocol's fair draw
supplies every outcome. `new_peer_match` and `restore_match` build such matches, and give each a random
`match_id` in its meta so that a new link can tell it resumes the same match.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from typing import Any

from pygames.core import Game, Match, get_game, load_match
from pygames.net.wire import VERSION, view_as_sent

HASH_DIGITS = 16


def is_hidden(game: Game) -> bool:
    """True if the game keeps secrets from some seats, so guests get views rather than actions."""
    return not game.undoable or bool(getattr(game, "hidden_information", False))


def digest(data: Any) -> str:
    """A short sha256 of the canonical JSON of `data` (sorted keys, no spaces).

    The data goes through JSON once first, so the sender and a receiver of it (tuples now lists, number
    keys now text) hash the same thing.
    """
    plain = json.loads(json.dumps(data, allow_nan=False))
    text = json.dumps(plain, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:HASH_DIGITS]


def match_hash(match: Match, version: int = VERSION) -> str:
    """The hash of everything a spectator sees of `match` (perfect-information games), as a peer of
    protocol `version` computes it."""
    return digest(view_as_sent(match.view(None), version))


def seat_views(match: Match, seats: tuple[int, ...]) -> dict[str, dict[str, Any]]:
    """The views of `seats`, keyed by the seat as text (as they are once through JSON)."""
    return {str(seat): match.view(seat) for seat in seats}


def match_id_of(match: Match) -> str:
    """The match's id, given a fresh random one (in `match.meta`) if it has none."""
    current = match.meta.get("match_id")
    if not (isinstance(current, str) and len(current) == 16 and set(current) <= set("0123456789abcdef")):
        match.meta["match_id"] = secrets.token_hex(8)
    return match.meta["match_id"]


def new_peer_match(game_id: str, seats: int, options: dict[str, Any] | None = None) -> Match:
    """Start a match of `game_id` to be played over the peer link (its chance is drawn fairly)."""
    match = Match(get_game(game_id), seats, options, auto_chance=False)
    match_id_of(match)
    return match


def restore_match(save: Any) -> Match:
    """Load a save as a peer match, or raise BadSave; a pending chance is left to the fair draw."""
    return load_match(save, auto_chance=False)
