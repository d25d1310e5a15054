"""Test helpers a game's own tests import (`from kit import ...`): random play, decisions, scripted
chance, sampled positions, the leak checker and a clock moved by hand. Plain functions, so they work
outside pytest fixtures.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

from pygames.core import CHANCE, Game, Match
from pygames.core.game import get_game

MAX_PLIES = 5_000


def random_step(match: Match, rng: random.Random) -> tuple[int, str]:
    """Play one random legal action of a random seat among those who may act; return (seat, action)."""
    seat = rng.choice(match.actors)
    action = rng.choice(match.legal_actions(seat))
    match.play(action, seat)
    return seat, action


def play_randomly(match: Match, rng: random.Random, max_plies: int = MAX_PLIES) -> None:
    """Play random legal actions until the game ends (fails if it does not end within `max_plies`)."""
    while not match.is_over:
        assert match.ply < max_plies, f"{match!r} did not end within {max_plies} plies"
        random_step(match, rng)


def decisions(match: Match) -> list[str]:
    """The actions of `match` that a seat chose (chance outcomes left out)."""
    return [action for action, seat in zip(match.actions, match.history_seats) if seat != CHANCE]


class ScriptedMatch(Match):
    """A match whose chance outcomes come from `outcomes` in order (fresh draws after), for rule tests."""

    def __init__(self, game: Game | str, seats: int, outcomes: list[str],
                 options: dict[str, Any] | None = None):
        self.script = list(outcomes)
        super().__init__(get_game(game) if isinstance(game, str) else game, seats, options)

    def next_outcome(self) -> str:
        """The next scripted outcome (checked by the caller's play), else a fresh draw."""
        return self.script.pop(0) if self.script else super().next_outcome()


def fork(match: Match) -> Match:
    """An independent copy of `match`, made without replaying its moves (unlike a save and load).

    Game states are immutable, so the copy shares them; the lists and maps around them are its own.
    """
    twin = copy.copy(match)
    twin._states, twin._actions, twin._seats = list(match._states), list(match._actions), list(match._seats)
    twin.drawn, twin.meta = dict(match.drawn), copy.deepcopy(match.meta)
    return twin


def sampled_plies(length: int, count: int, rng: random.Random) -> set[int]:
    """`count` plies of a game of `length` plies, the first and the last always among them."""
    inner = range(1, length)
    return {0, length} | set(rng.sample(inner, min(count, len(inner))))


Steps = tuple[tuple[int, str], ...]


def playout(make: Any, seed: int) -> tuple[Steps, int]:
    """The (seat, action) steps of one seeded random playout of `make(seed)`, and the ply it ended at."""
    match, rng, steps = make(seed), random.Random(seed), []
    while not match.is_over:
        assert match.ply < MAX_PLIES, f"{match!r} did not end within {MAX_PLIES} plies"
        steps.append(random_step(match, rng))
    return tuple(steps), match.ply


def positions(make: Any, seed: int, count: int, played: tuple[Steps, int] | None = None) -> Iterator[Match]:
    """The match of one seeded random playout at `count` (+2) sampled positions, first and last included.

    `make(seed)` starts the match. The consumer may look around (play and undo, save and load) but must
    leave the match as it found it. `played` is `playout(make, seed)` when the caller has it already
    (several checks over the same playout then play it once, and replay its steps without choosing).
    """
    steps, length = playout(make, seed) if played is None else played
    plies = sampled_plies(length, count, random.Random(~seed))
    match = make(seed)
    for seat, action in steps:
        if match.ply in plies:
            yield match
        match.play(action, seat)
    yield match  # the end of the game


class Clock:
    """A clock the test moves by hand (`clock.t += 5`), for anything that takes a `now` or `clock`."""

    def __init__(self, t: float = 1000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


# -- secrets ---------------------------------------------------------------------------------------

def json_leaves(value: Any) -> Iterator[Any]:
    """Every key and every scalar of the JSON `value`, in no set order."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        else:
            yield item


def leaks(value: Any, secrets: set[str]) -> set[str]:
    """The `secrets` found in the JSON `value`: in any string by substring, numeric ones also as numbers."""
    numbers = {float(s): s for s in secrets if _is_number(s)}
    found: set[str] = set()
    for item in json_leaves(value):
        if isinstance(item, str):
            found.update(s for s in secrets if s and s in item)
        elif isinstance(item, (int, float)) and not isinstance(item, bool) and float(item) in numbers:
            found.add(numbers[float(item)])
    return found


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def others_secrets(match: Match, viewer: int | None) -> set[str]:
    """The secrets of every seat but `viewer`, less those `viewer` holds too."""
    own = set(match.secrets(viewer)) if viewer is not None else set()
    others = [seat for seat in range(match.seat_count) if seat != viewer]
    return {token for seat in others for token in match.secrets(seat)} - own


def leaked_to(match: Match, viewer: int | None,
              records: list[tuple[int, int, str]] | None = None) -> dict[str, set[str]]:
    """What `viewer` could read of other seats' secrets, by where it appears (empty when nothing leaks).

    Numbers are compared in the game's own view only: the match adds counters (ply, seats) to it.
    `records` is `match.records(viewer)` when the caller has it already (it describes the whole history).
    """
    from pygames.core.sight import sight_of

    secrets = others_secrets(match, viewer)
    if not secrets:
        return {}
    texts = {s for s in secrets if not _is_number(s)}
    game = match.game
    found = {
        "game view": leaks(game.view(match.state, viewer), secrets),
        "view": leaks(match.view(viewer), texts),
        "records": leaks([list(r) for r in (match.records(viewer) if records is None else records)], texts),
        "legal descriptions": leaks([game.describe(match.state, a, seat, viewer)
                                     for seat in match.actors for a in match.legal_actions(seat)], texts),
    }
    if viewer is not None:
        seen = match if records is None else _WithRecords(match, records)
        found["sight"] = leaks(sight_of(seen, viewer).to_json(), texts)
    return {where: tokens for where, tokens in found.items() if tokens}


class _WithRecords:
    """`match` whose move list is the one given, so a sight is built without describing it all again."""

    def __init__(self, match: Match, records: list[tuple[int, int, str]]) -> None:
        self._match, self._records = match, records

    def __getattr__(self, name: str) -> Any:
        return getattr(self._match, name)

    def records(self, viewer: int | None = None) -> list[tuple[int, int, str]]:
        return self._records


def scripted(game_id: str, options: dict[str, Any] | None, *steps: str, seats: int = 1) -> Match:
    """A match of `game_id` after `steps`: chance outcomes where chance is to act, seat actions elsewhere."""
    match = Match(get_game(game_id), seats, options, seed=0, auto_chance=False)
    for step in steps:
        if match.at_chance:
            match.play_chance(step)
        else:
            match.play(step)
    return match
