"""Duel, a small card game that lives in tests/: hidden hands, an out-of-turn answer, teams and a clock.

It proves the platform (seats, secrets, chance, teams, clock) before the real games arrive. Register it
only while a test uses it: `with registered(): ...`.

Rules. Twelve cards, A1..A6 and B1..B6 (the number is the card's strength). Every seat is dealt two cards,
one at a time, by chance. On its turn a seat attacks with a card from its hand, or passes. The next seat
is the defender: it, and every team-mate of it, may answer at once (out of turn): block with a stronger
card (a point for the blocker's team) or take (a point for the attacker's team). Passing discards the
weakest card in hand (so every game ends). Whoever played a card
draws a new one while the deck lasts. The game ends when no seat holds a card. Scores are per team.

Actions: "attack:A3", "pass", "block:B5", "take". Chance outcomes: the card drawn, "A1".."B6".
Options: {"teams": [[0, 2], [1, 3]]} (optional). Clock: 30 s to attack (then "pass"), 20 s to answer
(then "take").
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from pygames.core.game import _REGISTRY, CHANCE, Game, Timeout, normalize_teams

CARDS = tuple(f"{suit}{rank}" for suit in "AB" for rank in range(1, 7))
HAND = 2
ATTACK_SECONDS, ANSWER_SECONDS = 30.0, 20.0


@dataclass(frozen=True)
class Duel:
    """A position of Duel."""

    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]  # the cards not dealt yet, sorted: their order is decided only when drawn
    turn: int  # the attacker's seat
    attack: str | None  # the card on the table, waiting for an answer
    played: tuple[str, ...]  # every card played, in order (public)
    points: tuple[int, ...]  # per team
    owed: tuple[int, ...]  # seats that draw a card next, in order
    teams: tuple[tuple[int, ...], ...]


def strength(card: str) -> int:
    """A card's strength, 1 to 6."""
    return int(card[1:])


class DuelGame(Game):
    """The rules of Duel."""

    id = "duel"
    title = "Duel"
    min_seats = 2
    max_seats = 4
    undoable = False  # a takeback would show the card drawn next
    hidden_information = True

    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Only "teams" is an option."""
        options = dict(options or {})
        unknown = set(options) - {"teams"}
        if unknown:
            raise ValueError(f"Duel takes only a teams option, got {sorted(unknown)}")
        return {"teams": options["teams"]} if options.get("teams") else {}

    def teams(self, seats: int, options: dict[str, Any]) -> list[tuple[int, ...]]:
        """The teams of the options, else every seat alone."""
        teams = normalize_teams(options.get("teams"), seats)
        return [tuple(team) for team in teams] if teams else [(seat,) for seat in range(seats)]

    def initial_state(self, seats: int, options: dict[str, Any]) -> Duel:
        """No card dealt yet: every seat is owed two."""
        teams = self.teams(seats, options)
        return Duel(hands=((),) * seats, deck=CARDS, turn=0, attack=None, played=(),
                    points=(0,) * len(teams), owed=tuple(list(range(seats)) * HAND), teams=tuple(teams))

    # -- who acts --------------------------------------------------------------------------------------
    def actors(self, state: Duel) -> tuple[int, ...]:
        """Chance while a card is owed; the defender's team while an attack waits; else the attacker."""
        if state.attack is not None:
            return self._team_of(state, self.defender(state))
        if state.owed and state.deck:
            return (CHANCE,)
        if not any(state.hands):
            return ()
        return (state.turn,)

    def defender(self, state: Duel) -> int:
        """The seat after the attacker."""
        return (state.turn + 1) % len(state.hands)

    def _team_of(self, state: Duel, seat: int) -> tuple[int, ...]:
        return next(team for team in self._teams(state) if seat in team)

    def _teams(self, state: Duel) -> list[tuple[int, ...]]:
        return list(state.teams)

    def _team_index(self, state: Duel, seat: int) -> int:
        return next(i for i, team in enumerate(self._teams(state)) if seat in team)

    # -- actions ---------------------------------------------------------------------------------------
    def legal_actions(self, state: Duel, seat: int | None = None) -> list[str]:
        """Attack or pass for the attacker; block or take for the defender's team."""
        actors = self.actors(state)
        if actors == (CHANCE,) or not actors:
            return []
        seat = self.acting_seat(state, seat)
        if seat not in actors:
            return []
        hand = state.hands[seat]
        if state.attack is None:
            return sorted([f"attack:{card}" for card in hand] + ["pass"])
        stronger = [card for card in hand if strength(card) > strength(state.attack)]
        return sorted([f"block:{card}" for card in stronger] + ["take"])

    def apply(self, state: Duel, action: str, seat: int | None = None) -> Duel:
        """Deal a card, attack, pass, block or take."""
        if self.actors(state) == (CHANCE,):
            to = state.owed[0]
            hands = list(state.hands)
            hands[to] = tuple(sorted(hands[to] + (action,)))
            return replace(state, hands=tuple(hands), deck=tuple(c for c in state.deck if c != action),
                           owed=state.owed[1:])
        seat = self.acting_seat(state, seat)
        verb, _, card = action.partition(":")
        if verb == "pass":
            if not state.hands[seat]:  # dealt nothing once the deck ran out: the turn moves on
                return self._next_turn(replace(state, owed=()))
            weakest = min(state.hands[seat], key=lambda c: (strength(c), c))
            return self._next_turn(replace(state, hands=self._without(state, seat, weakest),
                                           played=state.played + (weakest,), owed=()))
        if verb == "attack":
            return replace(state, hands=self._without(state, seat, card), attack=card,
                           played=state.played + (card,), owed=(seat,))
        points = list(state.points)
        if verb == "take":
            points[self._team_index(state, state.turn)] += 1
            return self._next_turn(replace(state, attack=None, points=tuple(points)))
        points[self._team_index(state, seat)] += 1
        return self._next_turn(replace(state, hands=self._without(state, seat, card), attack=None,
                                       played=state.played + (card,), points=tuple(points),
                                       owed=state.owed + (seat,)))

    def _without(self, state: Duel, seat: int, card: str) -> tuple[tuple[str, ...], ...]:
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        return tuple(hands)

    def _next_turn(self, state: Duel) -> Duel:
        # The next seat holding a card attacks (counting the cards it is still owed).
        seat_count = len(state.hands)
        for step in range(1, seat_count + 1):
            seat = (state.turn + step) % seat_count
            if state.hands[seat] or (seat in state.owed and state.deck):
                return replace(state, turn=seat)
        return state

    def chance_outcomes(self, state: Duel) -> list[tuple[str, float]]:
        """One outcome per card left in the deck, all equally likely."""
        return [(card, 1 / len(state.deck)) for card in state.deck]

    def deadline(self, state: Duel, seat: int) -> Timeout | None:
        """30 s to attack (else pass), 20 s to answer (else take)."""
        if seat not in self.actors(state):
            return None
        if state.attack is not None:
            return Timeout(ANSWER_SECONDS, "take")
        return Timeout(ATTACK_SECONDS, "pass")

    # -- results ---------------------------------------------------------------------------------------
    def scores(self, state: Duel) -> list[float]:
        """Each seat scores its team's points."""
        return [float(state.points[self._team_index(state, seat)]) for seat in range(len(state.hands))]

    def winners(self, state: Duel) -> list[int]:
        """Every seat of the team with the most points (none on a tie)."""
        best = max(state.points)
        if list(state.points).count(best) > 1:
            return []
        return list(self._teams(state)[state.points.index(best)])

    # -- views -----------------------------------------------------------------------------------------
    def view(self, state: Duel, viewer: int | None) -> dict[str, Any]:
        """The viewer's own hand; of the others only how many cards they hold."""
        return {
            "hand": list(state.hands[viewer]) if viewer is not None else [],
            "hand_sizes": [len(hand) for hand in state.hands],
            "deck_size": len(state.deck),
            "turn": state.turn,
            "attack": state.attack,
            "played": list(state.played),
            **self.public_result(state),
        }

    def describe(self, state: Duel, action: str, seat: int | None = None, viewer: int | None = None) -> str:
        """The card drawn only to the seat that draws it; every card played to all."""
        if self.actors(state) == (CHANCE,):
            to = state.owed[0]
            return f"seat {to + 1} draws {action}" if viewer == to else f"seat {to + 1} draws a card"
        return f"seat {self.acting_seat(state, seat) + 1}: {action}"

    def secrets(self, state: Duel, seat: int) -> Sequence[str]:
        """The cards in `seat`'s hand (played cards are public)."""
        return list(state.hands[seat])

    def sample_hidden(self, state: Duel, viewer: int | None, rng: random.Random) -> Duel:
        """Deal the cards `viewer` cannot see again at random among the other hands and the deck."""
        unseen = [card for seat, hand in enumerate(state.hands) if seat != viewer for card in hand]
        rng.shuffle(unseen)
        hands = list(state.hands)
        for seat, hand in enumerate(state.hands):
            if seat != viewer:
                hands[seat], unseen = tuple(sorted(unseen[: len(hand)])), unseen[len(hand):]
        return replace(state, hands=tuple(hands))


DUEL = DuelGame()


@contextmanager
def registered() -> Iterator[DuelGame]:
    """Register Duel for the duration of a with-block (so that get_game and saves find it)."""
    _REGISTRY[DUEL.id] = DUEL
    try:
        yield DUEL
    finally:
        _REGISTRY.pop(DUEL.id, None)
