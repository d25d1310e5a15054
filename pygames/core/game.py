"""The engine contract every game implements, and the registry of games.

A game is a stateless object whose methods are pure functions over immutable states (frozen
dataclasses of tuples and ints). The contract, as a Match, a Table, the AI and the peer protocol use it:

Seats
- `actors(state)` names the seats that may act now: usually one, several where the rules let more than
  one seat act at once (a defender answering an attack, every seat choosing a card), `(CHANCE,)` at a
  chance node, and `()` once the game is over. A game where exactly one seat acts at a time may define
  `to_move(state)` instead and inherit `actors`.
- `legal_actions(state, seat)`, `apply(state, action, seat)`, `explain_illegal(state, action, seat)`
  and `describe(state, action, seat, viewer)` take the acting seat. It may be left out (None) only where
  exactly one seat may act: it then means that seat. A seat that may not act now has no legal actions.

Chance
- At a chance node `chance_outcomes(state)` lists (outcome, probability) pairs, and whoever drives the
  game (a Match, or the peer protocol's commit-reveal draw) picks one. Games never draw random numbers.
  Games with hidden cards draw one card at a time from what is left (an outcome per remaining card),
  never a whole deck order at once, so no recorded outcome tells a future card.

Secrets and views
- `view(state, viewer)` is everything `viewer` (a seat, or None for a spectator) may see, as a JSON-able
  dict, results included: a game puts "scores" and "winners" in its view as far as they are public
  (`public_result` does it for games without secrets). Nothing leaves the engine except through views
  and `describe(..., viewer)`: pages, move lists, computer players, the AI worker and peer guests get
  views only.
- `secrets(state, seat)` lists the tokens only `seat` knows (the names of the cards in its hand, ...);
  the conformance suite checks that no other seat's view, description or record holds one.
- `sample_hidden(state, viewer, rng)` (games with secrets) returns a state `viewer` cannot tell apart
  from `state`: every secret `viewer` does not hold drawn again at random, consistent with what it has
  seen. Computer players of such games search over these samples; the conformance suite checks that
  the viewer's view does not change under it.

Teams
- `teams(seats, options)` groups seats into teams (default: every seat alone). Scores and winners stay
  per seat; a team's seats share their results (the game gives them equal scores), so the winners of a
  team game are every seat of the winning team. Several people sharing one seat (and its hand) is not a
  rules matter: the seat's players are listed in the match's meta.

Clock
- `deadline(state, seat)` gives a seat that may act a per-move time limit as `Timeout(seconds, action)`:
  when the time runs out, whoever drives the game plays `action` for that seat as an ordinary recorded
  action, so a saved game replays exactly. The engine never reads a clock. A game whose timeout action
  is no choice of the player's (Drinking's "time") names it in `clock_actions`: it is still listed among
  the legal actions while legal, but computer players, people and peer guests never play it.

Actions
- Every action has one canonical string form, documented in the game module's docstring; the UI, saves,
  the network and the tests all speak those strings.
- `apply` refuses an action of a seat that may not act (IllegalAction, a ValueError; `check_seat` does
  it), whatever else it leaves to its caller to check.
- Where a game's grammar changed, `upgrade_action(state, action, seat)` turns an older save's action into
  today's form; loading a save asks it for every seat's action, so old saves replay the same game.

By message
- `by_message(options)` says why the game with `options` cannot travel as links between turns
  (pygames.net.post), or None when it can. By default a game that hides information cannot: nobody
  would be there to deal and hold the hands. A game whose options set a per-move clock says so too.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from pygames.core.errors import IllegalAction
from pygames.core.i18n import N_, _
from pygames.core.views import PublicResult

CHANCE = -1
"""The seat value of a chance node: dice to roll or a card to draw."""


HIDDEN_HANDS = N_("its hands are hidden: by message someone would have to deal the cards and hold every "
                  "hand, and no page may see another player's cards")
CLOCKED = N_("a game by message has no clock: turn the time limit off")


class Timeout(NamedTuple):
    """A per-move time limit: after `seconds`, `action` is played for the seat."""

    seconds: float
    action: str


class Game:
    """Base class of a game's rules; subclasses override every method that raises."""

    id: str = ""
    title: str = ""
    min_seats: int = 2
    max_seats: int = 2
    undoable: bool = True  # False where a takeback would reveal a secret (a card drawn, a hand seen)
    hidden_information: bool = False  # True where view(state, seat) hides things from some seats
    clock_actions: tuple[str, ...] = ()  # actions only a clock plays when a deadline runs out

    # -- set-up --------------------------------------------------------------------------------------
    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Return the full option set for `options`, or raise ValueError naming the bad option."""
        if options:
            raise ValueError(f"{self.title} takes no options, got {sorted(options)}")
        return {}

    def seat_range(self, options: dict[str, Any]) -> range:
        """The seat counts `options` allow (min_seats to max_seats unless a game narrows it)."""
        return range(self.min_seats, self.max_seats + 1)

    def variants(self) -> list[dict[str, Any]]:
        """The option sets the conformance suite plays (each at every seat count); default: the defaults."""
        return [self.normalize_options(None)]

    def initial_state(self, seats: int, options: dict[str, Any]) -> Any:
        """Return the state before the first action."""
        raise NotImplementedError

    def teams(self, seats: int, options: dict[str, Any]) -> list[tuple[int, ...]]:
        """Return the seats grouped into teams; by default every seat plays for itself."""
        return [(seat,) for seat in range(seats)]

    # -- who acts ------------------------------------------------------------------------------------
    def actors(self, state: Any) -> tuple[int, ...]:
        """Return the seats that may act now, (CHANCE,) at a chance node, () once the game is over."""
        seat = self.to_move(state)
        return () if seat is None else (seat,)

    def to_move(self, state: Any) -> int | None:
        """The one seat to act, CHANCE, or None when over (games where one seat acts at a time)."""
        raise NotImplementedError(f"{self.title} defines actors(), not to_move()")

    def is_over(self, state: Any) -> bool:
        """True once the game has ended."""
        return not self.actors(state)

    def acting_seat(self, state: Any, seat: int | None) -> int:
        """`seat`, or the only seat that may act when `seat` is None (ValueError if that is ambiguous)."""
        if seat is not None:
            return seat
        actors = self.actors(state)
        if len(actors) != 1:
            raise ValueError(f"name the seat: {len(actors)} seats may act here")
        return actors[0]

    def check_seat(self, state: Any, seat: int | None) -> None:
        """Raise IllegalAction if `seat` may not act now (None stands for whoever may: always fine)."""
        if seat is not None and seat not in self.actors(state):
            raise IllegalAction(_("seat {seat} may not act now").format(seat=seat))

    # -- actions -------------------------------------------------------------------------------------
    def legal_actions(self, state: Any, seat: int | None = None) -> list[str]:
        """Return the sorted action strings `seat` may play now (chance outcomes at a chance node)."""
        raise NotImplementedError

    def is_legal(self, state: Any, action: str, seat: int) -> bool:
        """True if acting `seat` may play `action` now: exactly `action in legal_actions(state, seat)`.

        A game may answer faster without listing every action (Match.play asks this on every move, and
        loading a save replays every move); the conformance suite checks that both always agree.
        """
        return action in self.legal_actions(state, seat)

    def upgrade_action(self, state: Any, action: str, seat: int | None = None) -> str:
        """`action` as an older version wrote it, in today's canonical form (by default unchanged)."""
        return action

    def explain_illegal(self, state: Any, action: str, seat: int | None = None) -> str:
        """Say why `action` is not legal for `seat` in `state` (only called for an action that is not)."""
        return _("{action} is not a legal move here").format(action=repr(action))

    def apply(self, state: Any, action: str, seat: int | None = None) -> Any:
        """Return the state after `seat` plays the legal `action`; the caller has checked legality."""
        raise NotImplementedError

    def chance_outcomes(self, state: Any) -> list[tuple[str, float]]:
        """Return (outcome, probability) pairs at a chance node, sorted by outcome."""
        raise NotImplementedError(f"{self.title} has no chance")

    def deadline(self, state: Any, seat: int) -> Timeout | None:
        """The time limit of `seat`'s current decision and the action played when it runs out."""
        return None

    def by_message(self, options: dict[str, Any]) -> str | None:
        """Why this game with (normalized) `options` cannot be played by message, or None if it can."""
        if self.hidden_information or not self.undoable:
            return _(HIDDEN_HANDS)
        return None

    # -- results -------------------------------------------------------------------------------------
    def scores(self, state: Any) -> list[float]:
        """Return every seat's score (points, or 1/0.5/0 for win/draw/loss): the truth, not a view."""
        raise NotImplementedError

    def winners(self, state: Any) -> list[int]:
        """Return the winning seats of a finished game (several on a shared win, none on a draw)."""
        raise NotImplementedError

    def public_result(self, state: Any) -> PublicResult:
        """The "scores" and "winners" entries of a view, for games whose scores everyone may see."""
        return {"scores": self.scores(state), "winners": self.winners(state) if self.is_over(state) else []}

    # -- what each viewer sees -----------------------------------------------------------------------
    def view(self, state: Any, viewer: int | None) -> Mapping[str, Any]:
        """Return what `viewer` may see of `state` as a JSON-able dict (None: a spectator).

        A game declares its view's keys as a TypedDict; none is a key of core.views.MatchFacts.
        """
        raise NotImplementedError

    def describe(self, state: Any, action: str, seat: int | None = None, viewer: int | None = None) -> str:
        """A short description of `seat` playing `action` in `state`, as `viewer` may read it."""
        return action

    def describe_played(self, state: Any, action: str, after: Any, seat: int | None = None,
                        viewer: int | None = None) -> str:
        """`describe`, knowing `after`: the state once the action and the chance it called for are played.

        A game whose move list should say what came of a move (a spin's outcome, a cleared line) reads
        it there; `after` must not tell `viewer` more than its view would. By default `describe`."""
        return self.describe(state, action, seat, viewer)

    def secrets(self, state: Any, seat: int) -> Sequence[str]:
        """The tokens only `seat` may know in `state` (card names in its hand, ...); none by default."""
        return ()

    def sample_hidden(self, state: Any, viewer: int | None, rng: random.Random) -> Any:
        """A state `viewer` cannot tell from `state`, with what it cannot see drawn again at random."""
        if self.hidden_information:
            raise NotImplementedError(f"{self.title} hides information but cannot sample it")
        return state


def normalize_teams(value: Any, seat_count: int, max_size: int = 3) -> list[list[int]] | None:
    """Check a "teams" option (seat lists covering every seat once) and return it sorted, or None.

    None (or an empty list) means every seat plays alone. Raises ValueError saying what is wrong.
    """
    if value is None or value == []:
        return None
    if not isinstance(value, list) or not all(isinstance(team, list) for team in value):
        raise ValueError("teams are a list of seat lists, like [[0, 2], [1, 3]]")
    seats = [seat for team in value for seat in team]
    if not all(type(seat) is int for seat in seats) or sorted(seats) != list(range(seat_count)):
        raise ValueError(f"every seat from 0 to {seat_count - 1} must be in exactly one team")
    if not 2 <= len(value) <= 6:
        raise ValueError(f"a game has 2 to 6 teams, not {len(value)}")
    if any(not 1 <= len(team) <= max_size for team in value):
        raise ValueError(f"a team has 1 to {max_size} seats")
    return sorted(sorted(team) for team in value)


_REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game to the registry under its id."""
    _REGISTRY[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    """Return the registered game `game_id`, or raise ValueError."""
    try:
        return _REGISTRY[game_id]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {game_id!r}; known games: {', '.join(sorted(_REGISTRY))}") from None


def list_games() -> list[str]:
    """Return the ids of every registered game."""
    return list(_REGISTRY)
