"""The engine contract every game implements, and the registry of games.

A game is a stateless object whose methods are pure functions over immutable states. Chance is an
explicit pseudo-seat: when `to_move(state)` is CHANCE the game lists its outcomes with their
probabilities and whoever drives the game (a Match, or the peer protocol) picks one. Games never draw
random numbers themselves.
"""

from __future__ import annotations

from typing import Any

CHANCE = -1
"""The seat value of a chance node: dice to roll or a deck to shuffle."""


class Game:
    """Base class of a game's rules; subclasses override every method that raises."""

    id: str = ""
    title: str = ""
    min_seats: int = 2
    max_seats: int = 2
    undoable: bool = True  # False where undo would reveal a secret (hidden hands, a shuffled pile)
    hidden_information: bool = False  # True where view(state, seat) hides things from some seats

    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Return the full option set for `options`, or raise ValueError naming the bad option."""
        if options:
            raise ValueError(f"{self.title} takes no options, got {sorted(options)}")
        return {}

    def initial_state(self, seats: int, options: dict[str, Any]) -> Any:
        """Return the state before the first action."""
        raise NotImplementedError

    def to_move(self, state: Any) -> int | None:
        """Return the seat to act, CHANCE at a chance node, or None once the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: Any) -> list[str]:
        """Return the sorted action strings of the seat to move (chance outcomes at a chance node)."""
        raise NotImplementedError

    def explain_illegal(self, state: Any, action: str) -> str:
        """Say why `action` is not legal in `state` (only called for an action that is not)."""
        return f"{action!r} is not a legal move here"

    def apply(self, state: Any, action: str) -> Any:
        """Return the state after the legal `action`; the caller has checked legality."""
        raise NotImplementedError

    def chance_outcomes(self, state: Any) -> list[tuple[str, float]]:
        """Return (outcome, probability) pairs at a chance node, sorted by outcome."""
        raise NotImplementedError(f"{self.title} has no chance")

    def scores(self, state: Any) -> list[float]:
        """Return every seat's score (points, or 1/0.5/0 for win/draw/loss)."""
        raise NotImplementedError

    def winners(self, state: Any) -> list[int]:
        """Return the winning seats of a finished game (several on a shared win, none on a draw)."""
        raise NotImplementedError

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """Return what `seat` may see of `state` as a JSON-able dict (None: a spectator)."""
        raise NotImplementedError

    def describe(self, state: Any, action: str) -> str:
        """Return a short human description of `action` played in `state`, for move lists."""
        return action


_REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game to the registry under its id."""
    _REGISTRY[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    """Return the registered game `game_id`, or raise ValueError."""
    _load_games()
    try:
        return _REGISTRY[game_id]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {game_id!r}; known games: {', '.join(sorted(_REGISTRY))}") from None


def list_games() -> list[str]:
    """Return the ids of every registered game."""
    _load_games()
    return list(_REGISTRY)


def _load_games() -> None:
    # Importing the games package registers every game; done lazily to keep imports acyclic.
    import pygames.games  # noqa: F401
