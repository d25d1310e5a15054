"""The save format: parameters and the move list, versioned, and strictly checked on load.

A save is {"format": "pygames", "version": 3, "game", "seat_count", "options", "actions", "seats", "ply",
"drawn", "meta"}: `seat_count` is the number of seats, `seats` names the seat of every action (-1 for a
chance outcome), `drawn` the chance outcomes a takeback discarded (so that replaying the same moves meets
them again). A save holds no seed and nothing else that decides a future draw. Loading replays every
action through the rules, so a save can never smuggle in an illegal position, and the same save always
restores the same match.

Version 1 saves (a seed, no seats) still load: their seat is always the only one that could act, and
their seed is dropped, since it would have told every future roll. An action written in a game's older
grammar is turned into today's form by the game's `upgrade_action` before it is replayed. Versions 1
and 2 named the seat count "players" (`seat_count_of` reads either).
"""

from __future__ import annotations

import json
from typing import Any, cast

from pygames.core.errors import BadSave, IllegalAction
from pygames.core.game import CHANCE, get_game
from pygames.core.i18n import _
from pygames.core.match import SAVE_FORMAT, SAVE_VERSION, Match

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "BadSave", "encode", "load_match"]
MAX_ACTIONS = 20_000  # far beyond any real game; a bound so a hostile save cannot hang the page
MAX_META_BYTES = 20_000
MAX_DRAWN = 5_000


def encode(match: Match) -> dict[str, Any]:
    """Return the save dict of `match` (Match.to_json writes it)."""
    return match.to_json()


def _save_and_version(data: Any) -> tuple[dict, int]:
    """The save object in `data` (a dict or its JSON text) and its version, or BadSave: not one we read."""
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except (ValueError, RecursionError) as error:
            raise BadSave(_("the save is not valid JSON ({error})").format(error=error)) from None
    if not isinstance(data, dict):
        raise BadSave(_("the save is not a JSON object"))
    if data.get("format") != SAVE_FORMAT:
        raise BadSave(_("this is not a pygames save"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BadSave(_("the save has no valid version number"))
    if version > SAVE_VERSION:
        raise BadSave(_("the save is from a newer pygames (save version {version}, this one reads "
                        "{known})").format(version=version, known=SAVE_VERSION))
    return data, version


def load_match(data: Any, auto_chance: bool = True) -> Match:
    """Restore the match saved in `data` (a dict or its JSON text), or raise BadSave saying why.

    With auto_chance False (peer play) a pending chance node stays open for the protocol to draw.
    """
    data, version = _save_and_version(data)
    try:
        game = get_game(cast(str, data.get("game")))  # get_game refuses anything but a known id
    except ValueError as error:
        raise BadSave(str(error)) from None
    seat_count, actions, ply = seat_count_of(data, version), data.get("actions"), data.get("ply")
    seats, drawn = data.get("seats"), data.get("drawn") or {}
    # Only a missing or null value gets the default: [] or "" in a save are wrong types, not "none".
    options, meta = ({} if data.get(k) is None else data[k] for k in ("options", "meta"))
    if not _is_int(seat_count):
        raise BadSave(_("the save's seat count is not a whole number"))
    if version == 1 and not _is_int(data.get("seed")):
        raise BadSave(_("the save's seed is not a whole number"))
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise BadSave(_("the save's actions are not a list of strings"))
    if len(actions) > MAX_ACTIONS:
        raise BadSave(_("the save holds {n} actions, more than any game can").format(n=len(actions)))
    if seats is not None and (not isinstance(seats, list) or len(seats) != len(actions)
                              or not all(_is_int(seat) for seat in seats)):
        raise BadSave(_("the save's seats do not match its actions"))
    if (not isinstance(drawn, dict) or len(drawn) > MAX_DRAWN
            or not all(isinstance(k, str) and isinstance(v, str) for k, v in drawn.items())):
        raise BadSave(_("the save's remembered chance outcomes are not a map of strings"))
    if not isinstance(options, dict) or not isinstance(meta, dict):
        raise BadSave(_("the save's options or meta are not objects"))
    if len(json.dumps(meta)) > MAX_META_BYTES:
        raise BadSave(_("the save's meta data is too large"))
    if ply is None:
        ply = len(actions)
    if not _is_int(ply) or not 0 <= ply <= len(actions):
        raise BadSave(_("the save's position is outside its move list"))
    try:
        match = Match(game, cast(int, seat_count), options, None, meta, auto_chance=False)  # Match checks it
    except ValueError as error:
        raise BadSave(_("the save's settings are wrong: {error}").format(error=error)) from None
    _replay(match, actions, seats)
    match.drawn.update(drawn)
    match.auto_chance = auto_chance
    try:
        match.goto(ply)
    except IllegalAction as error:
        raise BadSave(_("the save's position is wrong: {error}").format(error=error)) from None
    if ply == len(actions) and auto_chance:
        # A save made just before a chance node resolved still comes back playable.
        match.resolve_chance()
    return match


def seat_count_of(save: dict[str, Any], version: int) -> Any:
    """The seat count a save of `version` holds: "seat_count" since version 3, "players" before."""
    return save.get("seat_count" if version >= 3 else "players")


def _replay(match: Match, actions: list[str], seats: list[int] | None) -> None:
    for number, action in enumerate(actions, 1):
        seat = None if seats is None else seats[number - 1]
        try:
            if match.at_chance:
                if seat not in (None, CHANCE):
                    raise IllegalAction(_("a chance outcome is due"))
                match.play_chance(action)
            else:
                match.play(match.game.upgrade_action(match.state, action, seat), seat)
        except IllegalAction as error:
            raise BadSave(_("move {number} ({action}) cannot be replayed: {error}").format(
                number=number, action=repr(action), error=error)) from None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
