"""Guided first games: a tutorial is data (a position, the learner's expected actions, the words of
each step, and the chance outcomes that follow them), replayed through an ordinary Match.

Each game that has one writes it in `pygames/games/<game>/tutorial.py` as `TUTORIAL` (pygames.web.lesson
finds them: nothing lists the games). The lesson's position is reached by playing `start` from the game's
first position, so it is always a position the rules can reach. Chance stays explicit: the match
runs with `auto_chance` off and the scripted outcomes go through `Match.play_chance`, which refuses an
outcome the chance node does not offer, exactly as the peer protocol's fair draws do.

A step's `light` holds CSS selectors of what the learner presses for its action, in order (the page
lights them all and puts focus on the first); every string a learner reads sits in the Step itself
(`say`, `hint`), so a catalogue can pick them up step by step.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pygames.core.errors import IllegalAction
from pygames.core.game import get_game
from pygames.core.match import Match


@dataclass(frozen=True)
class Step:
    """One thing the learner does: what the page says, the action it waits for, what to light, the hint
    for anything else, and what follows (chance outcomes and the other seats' moves, in order)."""

    say: str
    do: str
    light: tuple[str, ...]
    hint: str
    then: tuple[str, ...] = ()


@dataclass(frozen=True)
class Tutorial:
    """A guided first game: from the position `start` reaches, the learner (seat `seat`) plays `steps`."""

    game: str
    seat_count: int
    steps: tuple[Step, ...]
    done: str  # the last words, once every step is played: what was learnt, and what next
    start: tuple[str, ...] = ()  # actions (outcomes at chance nodes) from the first position to the lesson's
    options: Mapping[str, Any] = field(default_factory=dict)
    names: tuple[str, ...] = ()  # the seats' names in the lesson, if not the game's own
    seat: int = 0


class Hint(IllegalAction):
    """An action a lesson does not expect now: the message says, kindly, what to do instead."""


def follow(match: Match, actions: Iterable[str]) -> None:
    """Play `actions` on `match`: each the outcome of the chance node due, or else the action of the one
    seat to act (IllegalAction if it is refused)."""
    for action in actions:
        if match.at_chance:
            match.play_chance(action)
        else:
            match.play(action)


def lesson_match(tutorial: Tutorial, step: int, meta: dict[str, Any] | None = None) -> Match:
    """The match of `tutorial` as it stands when its step `step` (0 = the first) is due."""
    match = Match(get_game(tutorial.game), tutorial.seat_count, dict(tutorial.options), auto_chance=False,
                  meta=meta)
    follow(match, tutorial.start)
    for done in tutorial.steps[:step]:
        match.play(done.do, tutorial.seat)
        follow(match, done.then)
    return match

