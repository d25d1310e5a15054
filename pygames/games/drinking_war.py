"""Drinking War (pack 1, "Soldat"): attack and defence cards, life points, optional sips.

Rules as implemented (pack 1 only; packs 2-3 are not yet implemented):
- 2-4 seats. Life points: 7 for two seats, 5 for three or four.
- Deck (40 cards): attacks +2 x6, +3 x6, +4 x5, +6 x4, +8 x3, +12 x2; defences -1 x6, -3 x5, -6 x3.
- Each seat is dealt three cards, one at a time (chance nodes, an outcome per card name left).
- A turn: "draw" (a chance node gives one card) or "pass"; then "attack S c,c" (one opponent S, one or
  more attack cards) or "hold"; the defender answers "defend c,c" with defence cards or "defend none".
  What is left after the defence (attack total minus defence total, at least 0) is the damage.
  Drinking mode: the defender chooses "drink" (drinks the damage in sips) or "life" (loses one life point).
  Without drinking: a damage of 13 or more costs one life point, less costs nothing.
- End of turn: a seat holding more than five cards discards down to five ("discard c").
- Everyone sees the last fight (attacker, target, the cards of both sides, the damage, and what the
  defender chose) until the next attack or hold: the view's "last".
- A seat at zero life points is out. Domination: when the draw pile is emptied, every seat plays one
  last turn. The game ends then or when one seat is left; most life points wins (ties share).
Actions: "draw", "pass", "attack 2 +4,+6", "hold", "defend -1,-3", "defend none", "drink", "life",
"discard +2". Card lists are sorted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from pygames.core.game import CHANCE, Game, register

DECK: dict[str, int] = {"+2": 6, "+3": 6, "+4": 5, "+6": 4, "+8": 3, "+12": 2, "-1": 6, "-3": 5, "-6": 3}
NAMES: dict[str, tuple[str, str]] = {n: (("Attaque " if n[0] == "+" else "Défense ") + n,
                                         ("Attack " if n[0] == "+" else "Defence ") + n) for n in DECK}
HAND_LIMIT = 5


def value(card: str) -> int:
    """The number of sips a card adds (attack) or takes off (defence)."""
    return abs(int(card))


def starting_lives(seats: int) -> int:
    """Life points each seat starts with: 7 for two seats, 5 for three or four."""
    return 7 if seats == 2 else 5


def _fight_view(last: tuple[Any, ...]) -> dict[str, Any] | None:
    if not last:
        return None
    attacker, target, attack, defence, damage, result = last
    return {"attacker": attacker, "target": target if target >= 0 else None, "attack": list(attack),
            "defence": list(defence), "damage": damage, "result": result}


@dataclass(frozen=True)
class State:
    seats: int
    lives: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]
    discard: tuple[str, ...]
    turn: int
    phase: str  # deal, draw, drawcard, attack, defend, choose, discard, over
    drinking: bool
    target: int = -1
    attack: tuple[str, ...] = ()
    damage: int = 0
    last_turns: int = -1
    sips: tuple[int, ...] = ()
    last: tuple[Any, ...] = ()  # the last fight: (attacker, target, attack, defence, damage, result)


def _remove(cards: tuple[str, ...], out: tuple[str, ...]) -> tuple[str, ...]:
    rest = list(cards)
    for c in out:
        rest.remove(c)
    return tuple(rest)


def _subsets(cards: tuple[str, ...]) -> list[tuple[str, ...]]:
    found: set[tuple[str, ...]] = set()
    for k in range(1, len(cards) + 1):
        for combo in combinations(sorted(cards), k):
            found.add(combo)
    return sorted(found)


class DrinkingWar(Game):
    id = "drinking-war"
    title = "Drinking War"
    min_seats = 2
    max_seats = 4
    undoable = False
    hidden_information = True

    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        opts: dict[str, Any] = {"pack": 1, "mode": "domination", "drinking": False}
        for key, val in (options or {}).items():
            if key not in opts:
                raise ValueError(f"unknown option {key!r}")
            opts[key] = val
        if opts["pack"] != 1:
            raise ValueError("pack: only pack 1 is implemented")
        if opts["mode"] != "domination":
            raise ValueError("mode: only 'domination' is implemented")
        if not isinstance(opts["drinking"], bool):
            raise ValueError("drinking must be true or false")
        return opts

    def initial_state(self, seats: int, options: dict[str, Any]) -> State:
        opts = self.normalize_options(options)
        life = starting_lives(seats)
        pile = tuple(sorted(n for n, k in DECK.items() for _ in range(k)))
        return State(seats, (life,) * seats, ((),) * seats, pile, (), 0, "deal", opts["drinking"],
                     sips=(0,) * seats)

    # -- who acts --------------------------------------------------------------------------------
    def _dealee(self, s: State) -> int:
        counts = [len(h) for h in s.hands]
        return min(range(s.seats), key=lambda i: (counts[i], i))

    def actors(self, state: State) -> tuple[int, ...]:
        s = state
        if s.phase == "over":
            return ()
        if s.phase in ("deal", "drawcard"):
            return (CHANCE,)
        if s.phase in ("defend", "choose"):
            return (s.target,)
        return (s.turn,)

    def legal_actions(self, state: State, seat: int | None = None) -> list[str]:
        s = state
        acts = self.actors(s)
        if not acts:
            return []
        if acts == (CHANCE,):
            return sorted(set(s.pile))
        who = acts[0] if seat is None else seat
        if who not in acts:
            return []
        hand = s.hands[who]
        if s.phase == "draw":
            return ["draw", "pass"] if s.pile else ["pass"]
        if s.phase == "attack":
            atk = tuple(c for c in hand if c[0] == "+")
            out = ["hold"]
            for t in range(s.seats):
                if t != who and s.lives[t] > 0:
                    out += [f"attack {t} {','.join(sub)}" for sub in _subsets(atk)]
            return sorted(out)
        if s.phase == "defend":
            dfc = tuple(c for c in hand if c[0] == "-")
            return sorted(["defend none"] + [f"defend {','.join(sub)}" for sub in _subsets(dfc)])
        if s.phase == "choose":
            return ["drink", "life"]
        if s.phase == "discard":
            return sorted({f"discard {c}" for c in hand})
        return []

    def explain_illegal(self, state: State, action: str, seat: int | None = None) -> str:
        acts = self.actors(state)
        if not acts:
            return "the game is over"
        if seat is not None and seat not in acts:
            return f"seat {seat} may not act now"
        if action in self.legal_actions(state, seat):
            return ""
        return f"{action!r} is not a legal action in the {state.phase} phase"

    def chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        n = len(state.pile)
        return [(c, state.pile.count(c) / n) for c in sorted(set(state.pile))]

    # -- moves -------------------------------------------------------------------------------------
    def apply(self, state: State, action: str, seat: int | None = None) -> State:
        s = state
        if action not in self.legal_actions(s, seat):
            raise ValueError(self.explain_illegal(s, action, seat) or f"illegal action {action!r}")
        if s.phase in ("deal", "drawcard"):
            who = self._dealee(s) if s.phase == "deal" else s.turn
            hands = list(s.hands)
            hands[who] = tuple(sorted(hands[who] + (action,)))
            pile = _remove(s.pile, (action,))
            if s.phase == "deal":
                done = all(len(h) >= 3 for h in hands)
                return replace(s, hands=tuple(hands), pile=pile, phase="draw" if done else "deal")
            last = s.last_turns
            if not pile and last < 0:
                last = sum(1 for x in s.lives if x > 0)
            return replace(s, hands=tuple(hands), pile=pile, phase="attack", last_turns=last)
        if s.phase == "draw":
            return replace(s, phase="drawcard" if action == "draw" else "attack")
        if s.phase == "attack":
            if action == "hold":
                return self._end_turn(replace(s, last=(s.turn, -1, (), (), 0, "held")))
            _, t, cards = action.split(" ")
            attack = tuple(cards.split(","))
            hands = list(s.hands)
            hands[s.turn] = _remove(hands[s.turn], attack)
            return replace(s, hands=tuple(hands), phase="defend", target=int(t), attack=attack,
                           discard=s.discard + attack)
        if s.phase == "defend":
            hands = list(s.hands)
            defence: tuple[str, ...] = ()
            if action != "defend none":
                defence = tuple(action.split(" ")[1].split(","))
                hands[s.target] = _remove(hands[s.target], defence)
            dmg = max(0, sum(value(c) for c in s.attack) - sum(value(c) for c in defence))
            s = replace(s, hands=tuple(hands), discard=s.discard + defence, damage=dmg)
            fight = (s.turn, s.target, s.attack, defence, dmg)
            if dmg == 0:
                return self._end_turn(replace(s, last=fight + ("blocked",)))
            if s.drinking:
                return replace(s, phase="choose", last=fight + ("choosing",))
            if dmg >= 13:
                return self._end_turn(self._lose_life(replace(s, last=fight + ("life",)), s.target))
            return self._end_turn(replace(s, last=fight + ("spared",)))
        if s.phase == "choose":
            if action == "drink":
                sips = list(s.sips)
                sips[s.target] += s.damage
                return self._end_turn(replace(s, sips=tuple(sips), last=s.last[:5] + ("drank",)))
            return self._end_turn(self._lose_life(replace(s, last=s.last[:5] + ("life",)), s.target))
        if s.phase == "discard":
            card = action.split(" ")[1]
            hands = list(s.hands)
            hands[s.turn] = _remove(hands[s.turn], (card,))
            s = replace(s, hands=tuple(hands), discard=s.discard + (card,))
            return s if len(hands[s.turn]) > HAND_LIMIT else self._next(s)
        raise ValueError(f"no action in phase {s.phase}")

    def _lose_life(self, s: State, who: int) -> State:
        lives = list(s.lives)
        lives[who] -= 1
        return replace(s, lives=tuple(lives))

    def _end_turn(self, s: State) -> State:
        s = replace(s, target=-1, attack=(), damage=0)
        if s.lives[s.turn] > 0 and len(s.hands[s.turn]) > HAND_LIMIT:
            return replace(s, phase="discard")
        return self._next(s)

    def _next(self, s: State) -> State:
        last = s.last_turns
        if last >= 0 and s.pile == () and s.phase != "deal":
            last -= 1
        alive = [i for i in range(s.seats) if s.lives[i] > 0]
        if len(alive) <= 1 or last == 0:
            return replace(s, phase="over", last_turns=last)
        nxt = (s.turn + 1) % s.seats
        while s.lives[nxt] <= 0:
            nxt = (nxt + 1) % s.seats
        return replace(s, turn=nxt, phase="draw", last_turns=last)

    # -- results and views ----------------------------------------------------------------------------
    def scores(self, state: State) -> list[float]:
        return [float(x) for x in state.lives]

    def winners(self, state: State) -> list[int]:
        if state.phase != "over":
            return []
        best = max(state.lives)
        return [i for i in range(state.seats) if state.lives[i] == best]

    def view(self, state: State, viewer: int | None) -> dict[str, Any]:
        """Keys: phase, turn, target, lives, start_lives, sips, hand (viewer's cards, each with
        name_fr/name_en), hand_counts, pile_count, discard, attack, damage, last, last_turns, drinking,
        scores, winners. "last" is the last fight or hold, for everyone: {attacker, target (None on a
        hold), attack, defence, damage, result}, result one of "held", "blocked" (no damage left),
        "choosing" (the defender is deciding), "drank", "life" (a life point lost), "spared" (without
        drinking, less than 13 left); None before the first."""
        s = state
        hand = list(s.hands[viewer]) if viewer is not None and 0 <= viewer < s.seats else []
        return {"phase": s.phase, "turn": s.turn, "target": s.target if s.target >= 0 else None,
                "lives": list(s.lives), "start_lives": starting_lives(s.seats),
                "sips": list(s.sips), "hand": [{"card": c, "name_fr": NAMES[c][0], "name_en": NAMES[c][1]}
                                               for c in hand],
                "hand_counts": [len(h) for h in s.hands], "pile_count": len(s.pile),
                "discard": list(s.discard), "attack": list(s.attack), "damage": s.damage,
                "last": _fight_view(s.last), "last_turns": s.last_turns, "drinking": s.drinking,
                "scores": self.scores(s) if s.phase == "over" else None, "winners": self.winners(s)}

    def describe(self, state: State, action: str, seat: int | None = None, viewer: int | None = None) -> str:
        """"Player 1 attacks Player 2 with +4 +6 (10)"; a card drawn is named to its drawer only."""
        if state.phase in ("deal", "drawcard"):
            who = self._dealee(state) if state.phase == "deal" else state.turn
            card = NAMES[action][1] if viewer == who and action in NAMES else "a card"
            return f"Player {who + 1} draws {card}"
        who = self.actors(state)[0]
        name = f"Player {who + 1}"
        verb, _, rest = action.partition(" ")
        if verb == "attack":
            target, _, cards = rest.partition(" ")
            listed = cards.split(",")
            return (f"{name} attacks Player {int(target) + 1} with {' '.join(listed)} "
                    f"({sum(value(c) for c in listed)})")
        if verb == "defend":
            total = sum(value(c) for c in state.attack)
            if rest == "none":
                return f"{name} plays no defence ({total} left)"
            listed = rest.split(",")
            left = max(0, total - sum(value(c) for c in listed))
            return f"{name} defends with {' '.join(listed)} ({left} left)"
        sips = f"{state.damage} sip{'s' if state.damage != 1 else ''}"
        fixed = {"draw": "draws a card", "pass": "passes (no card)", "hold": "does not attack",
                 "drink": f"drinks {sips}", "life": "loses a life point"}
        if verb in fixed:
            return f"{name} {fixed[verb]}"
        return f"{name} discards {rest}"

    def secrets(self, state: State, seat: int) -> list[str]:
        """The names of `seat`'s cards that nobody else can know: not public, and held by no other seat.

        Cards have no identity beyond their name, so a name in the discard pile, in the attack on the
        table or in another hand says nothing about this hand; the other names are its secrets. They are
        given as the English card names a view shows ("Attack +4"), since the bare codes ("+4") read
        like numbers that any count in a view could match.
        """
        known = set(state.discard) | set(state.attack)
        known |= {card for other, hand in enumerate(state.hands) if other != seat for card in hand}
        secret = set(state.hands[seat]) - known if state.phase != "over" else set()
        return sorted(NAMES[card][1] for card in secret)

    def sample_hidden(self, state: State, viewer: int | None, rng: random.Random) -> State:
        pool = list(state.pile)
        for i, h in enumerate(state.hands):
            if i != viewer:
                pool += h
        rng.shuffle(pool)
        hands = list(state.hands)
        for i, h in enumerate(state.hands):
            if i != viewer:
                hands[i] = tuple(sorted(pool[:len(h)]))
                pool = pool[len(h):]
        return replace(state, hands=tuple(hands), pile=tuple(sorted(pool)))


register(DrinkingWar())
