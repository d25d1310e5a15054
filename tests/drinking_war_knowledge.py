"""What each seat of a Drinking War game has legitimately seen, and a checker that nothing says more.

The model is built from the action list and public facts only, never from the engine's `secrets()`:
a seat sees its own hand (the cards it holds), the cards played face up, what a power showed it at that
moment, and the cards given to it or taken by it. For every other seat it keeps the cards it knows that
seat holds now (a lower bound: an unseen card leaving a hand makes it forget that hand).

Drinking War's knowledge model, found by tests/knowledge.py by its name (<package>_knowledge.py, as every
game with hidden information needs one).

The checker (`Checker.check`) looks, after every ply, at each seat's view (and the spectator's), the log
lines as each seat reads them, each acting seat's legal actions and its computer player's input (the
Sight sent to the AI worker, and `sample_hidden`'s redeal), and reports every card they name that the
seat's model does not hold.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

from kit import json_leaves

from pygames.core import CHANCE, Match
from pygames.core.game import get_game
from pygames.core.sight import sight_of
from pygames.games.drinking_war.cards import NAMES

CARDS = frozenset(NAMES)
# Card names as a log line may write them: codes (+4, -3, x2), French and English names, longest first so
# "Sabotage card" is one name and not "Sabotage" plus a word.
_WORDS = sorted(((name, card) for card, pair in NAMES.items() for name in pair), key=lambda w: -len(w[0]))
_CODE = re.compile(r"(?<![\w+-])([+-]\d+|x[23])(?!\w)")
_UNICORNS = NAMES["unicorn"][0] + " x3"  # "three unicorns" is not a triple combo


def cards_in_text(text: str) -> set[str]:
    """The cards a log line names."""
    found: set[str] = set()
    text = text.replace(_UNICORNS, NAMES["unicorn"][0])
    for word, card in _WORDS:
        if word in text:
            found.add(card)
            text = text.replace(word, " ")
    found |= {m for m in _CODE.findall(text) if m in CARDS}
    return found


def cards_in_token(text: str) -> list[str]:
    """The cards one string of a view or action names ("+6x2" is two), else none."""
    if text in CARDS:
        return [text]
    head, sep, combo = text.partition("x")
    if sep and head in CARDS and "x" + combo in CARDS:
        return [head, "x" + combo]
    return []


def cards_in_value(value: Any) -> set[str]:
    """The cards named anywhere in a JSON value (kit.leaks looks for words; this for card codes)."""
    found: set[str] = set()
    for item in json_leaves(value):
        if isinstance(item, str):
            if item in CARDS:
                found.add(item)
            elif "x" in item:
                found.update(cards_in_token(item))
    return found


def action_cards(action: str) -> list[str]:
    """The cards an action string names (its first word is a verb: "sleep" the verb is no card)."""
    return [c for word in action.replace(",", " ").split(" ")[1:] for c in cards_in_token(word)]


class DrinkingWarKnowledge:
    """What each seat of a Drinking War match knows of the cards, updated one ply at a time."""

    def __init__(self, seats: int):
        self.seat_count = seats
        # known[v][s]: the cards seat v knows seat s holds now (v's own hand is simply the cards it holds)
        self.known: list[list[Counter[str]]] = [[Counter() for _ in range(seats)] for _ in range(seats)]
        self.peeked: list[Counter[str]] = [Counter() for _ in range(seats)]  # what v's satellite showed
        self.shown: set[str] = set()  # every card ever played face up
        self.event_public: set[str] = set()  # the cards the last ply showed to everybody
        self.event_learned: list[set[str]] = [set() for _ in range(seats)]  # ... to each seat alone

    # -- the facts every seat sees ---------------------------------------------------------------------
    @staticmethod
    def hand(state: Any, seat: int) -> Counter[str]:
        """The cards `seat` holds: known to that seat only."""
        return Counter(state.hands[seat])

    def _public_out(self, before: Any, after: Any, seat: int) -> None:
        """Cards left `seat`'s hand face up: everybody saw them go."""
        gone = self.hand(before, seat) - self.hand(after, seat)
        self.event_public |= set(gone)
        for v in range(self.seat_count):
            if v != seat:
                self.known[v][seat] -= gone

    def _played(self, seat: int, cards: list[str]) -> None:
        """`seat` played `cards` face up."""
        self.event_public |= set(cards)
        for v in range(self.seat_count):
            if v != seat:
                self.known[v][seat] -= Counter(cards)

    def _hidden_out(self, seat: int, *who_saw: int) -> None:
        """An unseen card left `seat`'s hand: the others (but `who_saw`) no longer know what it holds."""
        for v in range(self.seat_count):
            if v != seat and v not in who_saw:
                self.known[v][seat] = Counter()

    def _learn(self, viewer: int, seat: int, cards: Counter[str]) -> None:
        if viewer != seat:
            self.known[viewer][seat] += cards
        self.event_learned[viewer] |= set(cards)

    # -- one ply ----------------------------------------------------------------------------------------
    def step(self, before: Any, action: str, seat: int, after: Any, public_before: dict[str, Any]) -> None:
        """Learn what the ply `action` of `seat` (CHANCE for an outcome) from `before` to `after` shows."""
        self.event_public, self.event_learned = set(), [set() for _ in range(self.seat_count)]
        n = self.seat_count
        counts = [len(after.hands[s]) - len(before.hands[s]) for s in range(n)]
        gained = [s for s in range(n) if counts[s] > 0]
        lost = [s for s in range(n) if counts[s] < 0]
        if seat == CHANCE:
            if gained and lost:  # Piratage at random: thief and victim know the card
                thief, victim = gained[0], lost[0]
                self._learn(victim, thief, Counter([action]))
                self._learn(thief, thief, Counter([action]))
                self.known[thief][victim] -= Counter([action])
                self._hidden_out(victim, thief)
            elif gained:  # a draw: the drawer alone sees it
                self._learn(gained[0], gained[0], Counter([action]))
            return
        verb, _, rest = action.partition(" ")
        words = rest.split(" ")
        if verb == "give":  # Carte Postale: giver and receiver know the card
            taker = gained[0]
            self._learn(seat, taker, Counter([rest]))
            self._learn(taker, taker, Counter([rest]))
            self.known[taker][seat] -= Counter([rest])
            self._hidden_out(seat, taker)
            return
        if verb == "join" and rest == "none":  # a fallen seat that rallies to nobody keeps its cards unseen
            return
        if verb == "join":  # a fallen seat hands its cards to its ally
            ally = int(rest)
            moved = self.hand(before, seat)
            self._learn(seat, ally, moved)
            for v in range(n):
                if v not in (seat, ally):
                    self.known[v][ally] += self.known[v][seat]
                self.known[v][seat] = Counter()
            return
        if verb == "power" and words[0] == "tornado":
            a, b = int(words[1]), int(words[2])
            self._played(seat, [words[0]])
            for v in range(n):
                self.known[v][a], self.known[v][b] = self.known[v][b], self.known[v][a]
            for x, y in ((a, b), (b, a)):  # each knows the other now holds its old hand
                mine = self.hand(before, x) - (Counter([words[0]]) if x == seat else Counter())
                self.known[x][y] = Counter(mine)
                self.known[x][x] = Counter()
            return
        if verb == "power" and words[0] == "hack" and len(words) > 2:  # Piratage by choice
            victim, card = int(words[1]), words[2]
            self._played(seat, [words[0]])
            self.known[seat][victim] -= Counter([card])
            self._learn(victim, seat, Counter([card]))
            self.event_learned[seat].add(card)
            self._hidden_out(victim, seat)
            return
        # Everything else plays cards face up: attacks, defences, discards, powers, a hand dropped for a
        # sleeping potion, a hand a Météorite destroys. The Pelle takes the discard's top card back.
        if verb == "power":  # the power's own cards (the Pelle's taken card may have the same name)
            self._played(seat, ["unicorn"] * 3 if words[0] == "unicorns" else [words[0]])
        for s in range(n):
            if verb != "power" or s != seat:
                self._public_out(before, after, s)
        if verb == "power" and words[0] == "shovel":
            top = Counter([public_before["discard"][-1]])
            self.event_public |= set(top)
            for v in range(n):
                if v != seat:
                    self.known[v][seat] += top
        if verb == "power" and words[0] == "satellite":
            watched = int(words[1])
            self.peeked[seat] = self.hand(after, watched)
            self._learn(seat, watched, self.hand(after, watched) - self.known[seat][watched])

    def after_step(self, after: Any) -> None:
        """The model's own check: what a seat knows another holds is held there."""
        self.shown |= self.event_public
        hands = [self.hand(after, s) for s in range(self.seat_count)]
        for v in range(self.seat_count):
            for s in range(self.seat_count):
                if s != v and self.known[v][s]:
                    extra = self.known[v][s] - hands[s]
                    assert not extra, f"the model says seat {v} knows seat {s} holds {dict(extra)}"

    # -- what a seat may read ----------------------------------------------------------------------------
    def may_know(self, viewer: int | None, state: Any) -> set[str]:
        """Every card `viewer` may name now: its hand, what it knows others hold, what was played."""
        out = set(self.shown)
        if viewer is not None:
            out |= set(state.hands[viewer]) | set(self.peeked[viewer])
            for s in range(self.seat_count):
                out |= set(self.known[viewer][s])
        return out

    def view_leaks(self, view: dict[str, Any], viewer: int | None, state: Any,
                   public: dict[str, Any] | None = None) -> list[str]:
        """What `view` tells `viewer` beyond its model (`public`: the spectator's view, already checked:
        the parts of `view` equal to it need no second look)."""
        out = []
        own = Counter(c["card"] for c in view.get("hand") or [])
        mine = self.hand(state, viewer) if viewer is not None else Counter()
        if own - mine:
            out.append(f"hand holds {dict(own - mine)}, not the viewer's")
        peek = view.get("peek")
        if peek:
            if viewer is None:
                out.append("a spectator sees a satellite's peek")
            else:
                shows = Counter(c["card"] for c in peek["hand"])
                now, then = self.known[viewer][peek["seat"]], self.peeked[viewer]
                if shows - now and shows - then:
                    out.append(f"peek shows {dict(shows - then)} of seat {peek['seat']}, never seen")
        rest = {k: v for k, v in view.items() if k not in ("hand", "peek")}
        if public is not None:
            rest = {k: v for k, v in rest.items() if k not in public or public[k] != v}
        named = cards_in_value(rest) - self.shown
        if named:
            out.append(f"the view names {sorted(named)}, never played face up")
        return out

    def line_leaks(self, text: str, viewer: int | None, before: Any, after: Any) -> set[str]:
        """Cards a log line names that `viewer` did not see in that ply."""
        allowed = self.shown | self.event_public
        if viewer is not None:
            allowed |= set(before.hands[viewer]) | set(after.hands[viewer]) | self.event_learned[viewer]
        return cards_in_text(text) - allowed

    def legal_leaks(self, legal: list[str], seat: int, state: Any) -> set[str]:
        """Cards `seat`'s legal actions name that it neither holds nor sees."""
        out: set[str] = set()
        own = set(state.hands[seat])
        for action in legal:
            words = action.split(" ")
            if action.startswith("power hack ") and len(words) > 3:
                if not self.known[seat][int(words[2])][words[3]]:
                    out.add(words[3])
                continue
            out |= set(action_cards(action)) - own
        return out

    def sample_leaks(self, game: Any, state: Any, viewer: int, rng: random.Random) -> list[str]:
        """Hands `sample_hidden` keeps as they are although `viewer` cannot know them (a computer that
        cheats): a hand that comes back unchanged in every one of enough redeals to make that a
        one-in-a-billion chance for an honest redeal."""
        others = [s for s in range(self.seat_count) if s != viewer]
        unknown = {s: self.hand(state, s) - self.known[viewer][s] for s in others}
        pool = Counter(state.pile) + sum(unknown.values(), Counter())
        out = []
        for s, hidden in unknown.items():
            size = sum(hidden.values())
            if not size:
                continue
            chance = math.prod(math.comb(pool[c], k) for c, k in hidden.items()) / math.comb(
                sum(pool.values()), size)
            if chance > 0.5:
                continue
            tries = min(60, math.ceil(math.log(1e-9) / math.log(chance)))
            if all(game.sample_hidden(state, viewer, rng).hands[s] == state.hands[s] for _ in range(tries)):
                out.append(f"sample_hidden keeps seat {s}'s hand, unseen by seat {viewer}")
        return out


MODEL = DrinkingWarKnowledge  # what tests/knowledge.py looks for


class Checker:
    """Plays a match and checks, ply by ply, that no seat reads a card outside its knowledge."""

    def __init__(self, match: Match, every: int = 60, samples: bool = True):
        self.match = match
        self.game = match.game
        self.model = MODEL(match.seat_count)
        self.every = every  # the legal actions and the AI's input are also checked every this many plies
        self.samples = samples  # check sample_hidden's redeals where those are checked
        self.leaks: list[str] = []

    def _report(self, where: str, found: Any) -> None:
        if found:
            self.leaks.append(f"ply {self.match.ply}: {where}: {found}")

    def play(self, choose: Callable[[Match], tuple[str, int | None]], max_plies: int = 10_000) -> list[str]:
        """Play the match to its end (or `max_plies`), `choose` picking each decision; return the leaks."""
        self.check_position(None)
        while not self.match.is_over and self.match.ply < max_plies:
            if self.match.at_chance:
                self.advance(self.match.next_outcome(), CHANCE)
            else:
                action, seat = choose(self.match)
                self.advance(action, seat)
        return self.leaks

    def advance(self, action: str, seat: int | None) -> None:
        """Play one action (CHANCE: an outcome) and check what every seat may then read."""
        match, game = self.match, self.game
        before, public = match.state, game.view(match.state, None)
        actor = CHANCE if seat == CHANCE else match.check(action, seat)
        if actor == CHANCE:
            match.play_chance(action)
        else:
            match.play(action, actor)
        after = match.state
        self.model.step(before, action, actor, after, public)
        self.model.after_step(after)
        for viewer in [None, *range(match.seat_count)]:
            line = game.describe(before, action, None if actor == CHANCE else actor, viewer)
            found = self.model.line_leaks(line, viewer, before, after)
            self._report(f"log line for {viewer} {line!r}", found)
        self.check_position(actor)

    def check_position(self, last: int | None) -> None:
        """Every viewer's view now; where secrets move (a peek, a power, a card given, every `every`
        plies), also the acting seats' legal actions and their computer player's input."""
        match, game, state = self.match, self.game, self.match.state
        public = game.view(state, None)
        self._report("view of a spectator", self.model.view_leaks(public, None, state))
        for viewer in range(match.seat_count):
            view = game.view(state, viewer)
            self._report(f"view of {viewer}", self.model.view_leaks(view, viewer, state, public))
        moved = last is not None and match.ply and match.history[match.ply - 1].startswith(("power", "give"))
        if not ((state.peek and state.turn in match.actors) or moved or match.ply % self.every == 0
                or match.is_over):
            return
        for seat in match.actors:
            legal = match.legal_actions(seat)
            self._report(f"legal actions of {seat}", self.model.legal_leaks(legal, seat, state))
            # The AI worker's input: the seat's view (its records are the log lines checked ply by ply).
            sight = sight_of(match, seat).to_json()
            self._report(f"AI input of {seat}", self.model.view_leaks(sight["view"], seat, state, public))
        if self.samples:
            rng = random.Random(match.ply)
            for viewer in range(match.seat_count):
                self._report("sample_hidden", self.model.sample_leaks(game, state, viewer, rng))


def random_choice(rng: random.Random) -> Callable[[Match], tuple[str, int | None]]:
    """A chooser for `Checker.play`: a random acting seat, a random legal action."""
    def choose(match: Match) -> tuple[str, int | None]:
        seat = rng.choice(match.actors)
        return rng.choice(match.legal_actions(seat)), seat
    return choose


def check_playout(game_id: str, seats: int, options: dict[str, Any], seed: int, every: int = 60,
                  max_plies: int = 1_200) -> list[str]:
    """Play one seeded random game (`max_plies` at most) and return every leak found (empty: none)."""
    match = Match(get_game(game_id), seats, options, seed=seed, auto_chance=False)
    return Checker(match, every).play(random_choice(random.Random(seed)), max_plies)
