"""A Match drives one game: it checks and applies seats' actions, resolves chance, and keeps history.

The history is the list of every action played (chance outcomes included), the seat that played each,
and the states they led to; `ply` marks the current position, so a rewound match still holds the moves
that can be redone until a different move replaces them.

Chance nobody can foresee. A new chance outcome is drawn when it is due, from fresh entropy (or, for
tests and benches, from a `seed` that is never saved), and is then part of the history. Nothing saved,
exported or sent holds anything that decides a future draw. Rewinding cannot re-roll: every outcome
drawn is remembered by the exact sequence of actions that led to it, also when a takeback discards it,
and the same sequence of actions meets the same outcome again (`drawn` in the save). A different
decision is a different position and meets a fresh draw.
"""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

from pygames.core import chance
from pygames.core.errors import IllegalAction
from pygames.core.game import CHANCE, Game, get_game
from pygames.core.i18n import _, language
from pygames.core.views import MATCH_KEYS, MatchFacts

SAVE_FORMAT = "pygames"
SAVE_VERSION = 3  # pygames/core/saves.py loads every version up to this one


def path_key(actions: list[str]) -> str:
    """A short stable key for the position reached by `actions` from the start."""
    text = "\x1f".join(actions)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]


class Match:
    """One game in progress: the rules, the seats, and the actions played so far."""

    def __init__(self, game: Game, seats: int, options: dict[str, Any] | None = None,
                 seed: int | None = None, meta: dict[str, Any] | None = None, auto_chance: bool = True):
        if not isinstance(seats, int) or isinstance(seats, bool):
            raise ValueError(f"the seat count must be a whole number, got {seats!r}")
        if not game.min_seats <= seats <= game.max_seats:
            raise ValueError(
                f"{game.title} is for {game.min_seats} to {game.max_seats} players, not {seats}")
        self.game = game
        self.seat_count = seats
        self.options = game.normalize_options(options)
        # Only tests and benches pass a seed; it is never saved, so a save cannot foresee a draw.
        self.seed = seed
        self.meta: dict[str, Any] = dict(meta or {})
        # The peer protocol turns this off and supplies chance outcomes itself.
        self.auto_chance = auto_chance
        self._states = [game.initial_state(seats, self.options)]
        self._actions: list[str] = []
        self._seats: list[int] = []  # who played each action (CHANCE for an outcome)
        self.drawn: dict[str, str] = {}  # path_key -> outcome, for outcomes a takeback discarded
        self.ply = 0
        self.resolve_chance()

    # -- reading the position ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current game state (the whole truth: pages and computer players use views instead)."""
        return self._states[self.ply]

    @property
    def actions(self) -> list[str]:
        """The actions that led to the current position, chance outcomes included."""
        return self._actions[: self.ply]

    @property
    def actors(self) -> tuple[int, ...]:
        """The seats that may act now (empty when the game is over or waits on a chance outcome)."""
        return tuple(seat for seat in self.game.actors(self.state) if seat != CHANCE)

    @property
    def to_move(self) -> int | None:
        """The seat to act when exactly one may; None when none (or several) may."""
        actors = self.actors
        return actors[0] if len(actors) == 1 else None

    @property
    def at_chance(self) -> bool:
        """True when the position waits for a chance outcome (only when auto_chance is off)."""
        return self.game.actors(self.state) == (CHANCE,)

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.game.is_over(self.state)

    @property
    def teams(self) -> list[tuple[int, ...]]:
        """The seats grouped into teams (every seat alone unless the options make teams)."""
        return self.game.teams(self.seat_count, self.options)

    def legal_actions(self, seat: int | None = None) -> list[str]:
        """The sorted legal actions of `seat` (by default the only seat to act); empty if it may not act."""
        if seat is None:
            seat = self.to_move
        if seat is None or seat not in self.actors:
            return []
        return self.game.legal_actions(self.state, seat)

    def scores(self) -> list[float]:
        """Every seat's score as it stands (the truth: a page shows the scores of a view)."""
        return self.game.scores(self.state)

    def winners(self) -> list[int]:
        """The winning seats; empty while the game goes on or after a draw."""
        return self.game.winners(self.state) if self.is_over else []

    def deadline(self, seat: int) -> Any:
        """The Timeout of `seat`'s current decision, or None (also when it may not act)."""
        return self.game.deadline(self.state, seat) if seat in self.actors else None

    def secrets(self, seat: int) -> list[str]:
        """The tokens only `seat` may know now."""
        return list(self.game.secrets(self.state, seat))

    def view(self, viewer: int | None) -> dict[str, Any]:
        """What `viewer` may see, as a JSON-able dict: the game's view plus the match's own facts.

        The facts (MatchFacts) sit beside the game's keys, never over one: a game whose view uses a
        fact's name is refused here (tests/test_views.py runs every game's views through this).
        """
        view = dict(self.game.view(self.state, viewer))
        clash = MATCH_KEYS & view.keys()
        if clash:
            raise ValueError(f"{self.game.title}'s view uses the match's own keys {sorted(clash)}")
        facts = MatchFacts(
            game=self.game.id,
            seat_count=self.seat_count,
            options=copy.deepcopy(self.options),
            seat=viewer,
            actors=list(self.actors),
            to_move=self.to_move,
            over=self.is_over,
            ply=self.ply,
            can_undo=self.can_undo,
            can_redo=self.can_redo,
            teams=[list(team) for team in self.teams],
        )
        view.update(facts)
        return view

    def records(self, viewer: int | None = None) -> list[tuple[int, int, str]]:
        """(ply, seat, description as `viewer` may read it) of every seat's action, chance left out.

        Each action is described knowing the state after it and the chance it called for (a spin, a
        draw), so a game may say what came of it (Game.describe_played)."""
        out = []
        # A line depends only on the states around its ply (immutable): a line made before is used again
        # while those are the same objects, so a computer's sight at every move does not describe (and
        # replay) the whole game anew. After a takeback and a new move the states differ and it is remade;
        # after a switch of language too (a line is kept per language).
        lines = self.__dict__.setdefault("_lines", {})
        words = language()
        for ply, seat in enumerate(self._seats):
            if seat == CHANCE:
                continue
            after = ply + 1
            while after < len(self._seats) and self._seats[after] == CHANCE:
                after += 1
            before, action, then = self._states[ply], self._actions[ply], self._states[after]
            kept = lines.get((ply, viewer, words))
            if kept is not None and kept[0] is before and kept[1] is then and kept[2] == (action, seat):
                text = kept[3]
            else:
                text = self.game.describe_played(before, action, then, seat, viewer)
                lines[ply, viewer, words] = (before, then, (action, seat), text)
            out.append((ply, seat, text))
        return out

    # -- playing -------------------------------------------------------------------------------------
    def check(self, action: Any, seat: int | None = None) -> int:
        """Return the acting seat, or raise IllegalAction with the reason if it cannot play `action`."""
        if not isinstance(action, str):
            raise IllegalAction(_("an action is a string, got {kind}").format(kind=type(action).__name__))
        if self.is_over:
            raise IllegalAction(_("the game is over"))
        if self.at_chance:
            raise IllegalAction(_("the game is waiting for a chance outcome"))
        actors = self.actors
        if seat is None:
            if len(actors) != 1:
                raise IllegalAction(_("say which seat plays: {n} seats may act now").format(n=len(actors)))
            seat = actors[0]
        if type(seat) is not int or seat not in actors:
            raise IllegalAction(_("seat {seat} may not act now").format(seat=repr(seat)))
        if not self.game.is_legal(self.state, action, seat):
            raise IllegalAction(self.game.explain_illegal(self.state, action, seat))
        return seat

    def play(self, action: str, seat: int | None = None) -> None:
        """Play `action` for `seat` (by default the only seat to act), then resolve any chance after it."""
        seat = self.check(action, seat)
        self._push(action, seat)
        self.resolve_chance()

    def play_chance(self, outcome: str) -> None:
        """Apply a chance outcome chosen outside the match (the peer protocol's fair draw)."""
        if not self.at_chance:
            raise IllegalAction(_("no chance outcome is due"))
        if outcome not in dict(self.game.chance_outcomes(self.state)):
            raise IllegalAction(_("{outcome} is not a possible chance outcome here").format(
                outcome=repr(outcome)))
        self._push(outcome, CHANCE)

    def _push(self, action: str, seat: int) -> None:
        # A move played in a rewound match replaces the moves that could have been redone; the chance
        # outcomes among them are remembered, so replaying the same moves cannot re-roll them.
        for ply in range(self.ply, len(self._actions)):
            if self._seats[ply] == CHANCE:
                self.drawn[path_key(self._actions[:ply])] = self._actions[ply]
        del self._states[self.ply + 1:]
        del self._actions[self.ply:]
        del self._seats[self.ply:]
        self._states.append(self.game.apply(self.state, action, None if seat == CHANCE else seat))
        self._actions.append(action)
        self._seats.append(seat)
        self.ply += 1

    def resolve_chance(self) -> None:
        """Draw the due chance outcomes from the match's RNG (when auto_chance is on)."""
        while self.auto_chance and self.at_chance:
            self._push(self.next_outcome(), CHANCE)

    def next_outcome(self) -> str:
        """The outcome of the chance node now due: the one met here before, else a fresh draw."""
        outcomes = self.game.chance_outcomes(self.state)
        # The key hashes the whole move list: not worked out while no takeback has discarded a draw.
        known = self.drawn.get(path_key(self.actions)) if self.drawn else None
        if known is not None and known in dict(outcomes):
            return known
        # A test's seed gives the same outcome at the same ply; otherwise every draw is fresh.
        return chance.draw(outcomes, chance.new_seed() if self.seed is None else self.seed, self.ply)

    # -- undo and redo -------------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """True if a seat's action can be taken back."""
        return self.game.undoable and any(seat != CHANCE for seat in self._seats[: self.ply])

    @property
    def can_redo(self) -> bool:
        """True if an undone action can be played again."""
        return self.game.undoable and self.ply < len(self._actions)

    def undo(self) -> None:
        """Take back the last seat's action (and the chance that followed it)."""
        if not self.game.undoable:
            raise IllegalAction(_("{game} cannot be undone: it would reveal hidden cards").format(
                game=self.game.title))
        earlier = [ply for ply in range(self.ply) if self._seats[ply] != CHANCE]
        if not earlier:
            raise IllegalAction(_("there is nothing to undo"))
        self.ply = earlier[-1]

    def redo(self) -> None:
        """Play again the next undone action (and the chance that followed it)."""
        if not self.can_redo:
            raise IllegalAction(_("there is nothing to redo"))
        self.ply += 1
        while self.ply < len(self._actions) and self.at_chance:
            self.ply += 1

    def goto(self, ply: int) -> None:
        """Jump to a position of the history where a seat is to act (or the end)."""
        if type(ply) is not int or not 0 <= ply <= len(self._actions):
            raise IllegalAction(_("there is no position {ply} in this game").format(ply=repr(ply)))
        if not self.game.undoable and ply != len(self._actions):
            raise IllegalAction(_("{game} cannot be rewound").format(game=self.game.title))
        # A position waiting on chance is never shown: step on to the outcome that was drawn.
        while ply < len(self._actions) and self._seats[ply] == CHANCE:
            ply += 1
        self.ply = ply

    @property
    def history(self) -> list[str]:
        """Every action of the game, including ones that an undo has rewound past."""
        return list(self._actions)

    @property
    def history_seats(self) -> list[int]:
        """The seat of every action of `history` (CHANCE for a chance outcome)."""
        return list(self._seats)

    # -- saving --------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """Return the save of this match: a JSON-able dict that `load_match` restores exactly.

        The format is described in pygames/core/saves.py, which loads it.
        """
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.id,
            "seat_count": self.seat_count,
            "options": json.loads(json.dumps(self.options)),
            "actions": self.history,
            "seats": self.history_seats,
            "ply": self.ply,
            "drawn": dict(self.drawn),
            "meta": json.loads(json.dumps(self.meta)),
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Match):
            return NotImplemented
        return self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"<Match {self.game.id} seats={self.seat_count} ply={self.ply}/{len(self._actions)}>"


def new_match(game_id: str, seats: int, options: dict[str, Any] | None = None,
              seed: int | None = None, meta: dict[str, Any] | None = None) -> Match:
    """Start a match of `game_id` for `seats` seats (`seed`: repeatable draws, for tests only)."""
    return Match(get_game(game_id), seats, options, seed, meta)
