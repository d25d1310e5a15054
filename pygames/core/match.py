"""A Match drives one game: it checks and applies actions, resolves chance, and keeps undo/redo history.

The history is the list of every action played (chance outcomes included) and the list of states they
led to; `ply` marks the current position, so a rewound match still holds the moves that can be redone
until a different move replaces them.
"""

from __future__ import annotations

import copy
from typing import Any

from pygames.core import chance
from pygames.core.errors import IllegalAction
from pygames.core.game import CHANCE, Game, get_game


class Match:
    """One game in progress: the rules, the seats, the seed, and the actions played so far."""

    def __init__(self, game: Game, players: int, options: dict[str, Any] | None = None,
                 seed: int | None = None, meta: dict[str, Any] | None = None, auto_chance: bool = True):
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError(f"players must be a whole number, got {players!r}")
        if not game.min_seats <= players <= game.max_seats:
            raise ValueError(
                f"{game.title} is for {game.min_seats} to {game.max_seats} players, not {players}")
        self.game = game
        self.players = players
        self.options = game.normalize_options(options)
        self.seed = chance.new_seed() if seed is None else int(seed)
        self.meta: dict[str, Any] = dict(meta or {})
        # The peer protocol turns this off and supplies chance outcomes itself.
        self.auto_chance = auto_chance
        self._states = [game.initial_state(players, self.options)]
        self._actions: list[str] = []
        self.ply = 0
        self._resolve_chance()

    # -- reading the position ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current game state."""
        return self._states[self.ply]

    @property
    def actions(self) -> list[str]:
        """The actions that led to the current position, chance outcomes included."""
        return self._actions[: self.ply]

    @property
    def to_move(self) -> int | None:
        """The seat to act, or None when the game is over (or waiting on an outside chance outcome)."""
        seat = self.game.to_move(self.state)
        return None if seat is None or seat == CHANCE else seat

    @property
    def at_chance(self) -> bool:
        """True when the position waits for a chance outcome (only when auto_chance is off)."""
        return self.game.to_move(self.state) == CHANCE

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.game.to_move(self.state) is None

    def legal_actions(self) -> list[str]:
        """The sorted legal actions of the seat to move (empty when the game is over)."""
        if self.is_over:
            return []
        return self.game.legal_actions(self.state)

    def scores(self) -> list[float]:
        """Every seat's score as it stands."""
        return self.game.scores(self.state)

    def winners(self) -> list[int]:
        """The winning seats; empty while the game goes on or after a draw."""
        return self.game.winners(self.state) if self.is_over else []

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see, as a JSON-able dict: the game's view plus the match's own facts."""
        view = self.game.view(self.state, seat)
        view.update(
            game=self.game.id,
            players=self.players,
            options=copy.deepcopy(self.options),
            seat=seat,
            to_move=self.to_move,
            over=self.is_over,
            winners=self.winners(),
            scores=self.scores(),
            ply=self.ply,
            can_undo=self.can_undo,
            can_redo=self.can_redo,
        )
        return view

    # -- playing -------------------------------------------------------------------------------------
    def check(self, action: Any) -> None:
        """Raise IllegalAction with the reason if `action` cannot be played now."""
        if not isinstance(action, str):
            raise IllegalAction(f"an action is a string, got {type(action).__name__}")
        if self.is_over:
            raise IllegalAction("the game is over")
        if self.at_chance:
            raise IllegalAction("the game is waiting for a chance outcome")
        if action not in self.game.legal_actions(self.state):
            raise IllegalAction(self.game.explain_illegal(self.state, action))

    def play(self, action: str) -> None:
        """Play `action` for the seat to move, then resolve any chance that follows."""
        self.check(action)
        self._push(action)
        self._resolve_chance()

    def play_chance(self, outcome: str) -> None:
        """Apply a chance outcome chosen outside the match (the peer protocol's fair draw)."""
        if not self.at_chance:
            raise IllegalAction("no chance outcome is due")
        if outcome not in dict(self.game.chance_outcomes(self.state)):
            raise IllegalAction(f"{outcome!r} is not a possible chance outcome here")
        self._push(outcome)

    def _push(self, action: str) -> None:
        # A move played in a rewound match replaces the moves that could have been redone.
        del self._states[self.ply + 1:]
        del self._actions[self.ply:]
        self._states.append(self.game.apply(self.state, action))
        self._actions.append(action)
        self.ply += 1

    def _resolve_chance(self) -> None:
        while self.auto_chance and self.at_chance:
            outcomes = self.game.chance_outcomes(self.state)
            self._push(chance.draw(outcomes, self.seed, self.ply))

    # -- undo and redo -------------------------------------------------------------------------------
    def _decision_plies(self) -> list[int]:
        """Plies before `ply` (and after) where a seat, not chance, acted."""
        return [i for i, s in enumerate(self._states[:-1]) if self.game.to_move(s) not in (None, CHANCE)]

    @property
    def can_undo(self) -> bool:
        """True if a seat's action can be taken back."""
        return self.game.undoable and any(
            self.game.to_move(s) not in (None, CHANCE) for s in self._states[: self.ply])

    @property
    def can_redo(self) -> bool:
        """True if an undone action can be played again."""
        return self.game.undoable and self.ply < len(self._actions)

    def undo(self) -> None:
        """Take back the last seat's action (and the chance that followed it)."""
        if not self.game.undoable:
            raise IllegalAction(f"{self.game.title} cannot be undone: it would reveal hidden cards")
        earlier = [i for i in self._decision_plies() if i < self.ply]
        if not earlier:
            raise IllegalAction("there is nothing to undo")
        self.ply = earlier[-1]

    def redo(self) -> None:
        """Play again the next undone action (and the chance that followed it)."""
        if not self.can_redo:
            raise IllegalAction("there is nothing to redo")
        self.ply += 1
        while self.ply < len(self._actions) and self.at_chance:
            self.ply += 1

    def goto(self, ply: int) -> None:
        """Jump to a position of the history where a seat is to act (or the end)."""
        if type(ply) is not int or not 0 <= ply <= len(self._actions):
            raise IllegalAction(f"there is no position {ply!r} in this game")
        if not self.game.undoable and ply != len(self._actions):
            raise IllegalAction(f"{self.game.title} cannot be rewound")
        # A position waiting on chance is never shown: step on to the outcome that was drawn.
        while ply < len(self._actions) and self.game.to_move(self._states[ply]) == CHANCE:
            ply += 1
        self.ply = ply

    def records(self) -> list[tuple[int, int, str]]:
        """(ply, seat, description) of every seat's action in the history, chance left out."""
        return [(ply, seat, self.game.describe(state, action))
                for ply, (state, action) in enumerate(zip(self._states, self._actions))
                if (seat := self.game.to_move(state)) not in (None, CHANCE)]

    @property
    def history(self) -> list[str]:
        """Every action of the game, including ones that an undo has rewound past."""
        return list(self._actions)

    # -- saving --------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """Return the save of this match: a JSON-able dict that `load_match` restores exactly."""
        from pygames.core.saves import encode

        return encode(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Match):
            return NotImplemented
        return self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"<Match {self.game.id} players={self.players} ply={self.ply}/{len(self._actions)}>"


def new_match(game_id: str, players: int, options: dict[str, Any] | None = None,
              seed: int | None = None, meta: dict[str, Any] | None = None) -> Match:
    """Start a match of `game_id` for `players` seats."""
    return Match(get_game(game_id), players, options, seed, meta)
