"""Drinking War: attack, defence, combo and power cards, country cards, life points, optional sips.

Options: "pack" 1 (Soldat), 2 (Tacticien) or 3 (Maître du monde); "mode" "domination" or "survivor";
"drinking" true or false; "teams" (optional) the team of people on each seat (drinking_war_teams: 2 or 3
people share a seat, its hand and its turns; each drinks the whole amount). Seats: 2-6 (pack 1: 2-4).
Life points: 7 for two seats, 5 for three or four, 4 for five or six.

Decks
- Pack 1 (40 cards): attacks +2 x6, +3 x6, +4 x5, +6 x4, +8 x3, +12 x2; defences -1 x6, -3 x5, -6 x3.
- Packs 2 and 3 (80 cards): pack 1's forty, plus attacks Bombe Atomique (atomic bomb) x4, Carte Bleue
  (blue card) x2; defences Chimiste (chemist) x2, Miroir (mirror) x2, Sabotage x3; combos x2 x3, x3 x2;
  powers with their stars: one star Potion de Sommeil (sleeping potion) x2, Pelle (shovel) x2, Seringue
  (syringe) x2, Licorne (unicorn) x3, Satellite x2; two stars Piratage (hacking) x2, Pioche (draw two) x2,
  Tornade (tornado) x2, Epidémie (epidemic) x2; three stars Carte Postale (postcard), Météorite,
  Transplantation, one each. Big cards and strong powers are rare, small ones common.
- Pack 3 adds 23 country cards, face up in front of their owner (drinking_war_cards.COUNTRIES): France
  +1 sip on each of your attacks; Brésil +2 on an attack with a combo; Russie +5 on each bomb; Mexique
  Carte Bleue 15; Allemagne/Espagne/Italie/Portugal/Pays-Bas your +2/+3/+4/+6/+8 count one more;
  Suisse/Canada/Suède your -1/-3/-6 count one more; Japon attacks on you lose 1 sip; Grèce your Sabotage
  rounds down; Chine hand limit 6; Inde 4 stars a turn; immune to one power: Égypte (sleep), Australie
  (epidemic, and Seringue), Islande (meteor), Royaume-Uni (hacking), Corée du Sud (satellite), Norvège
  (tornado), Maroc (postcard). Every seat gets one at the start, and one more for each life point it
  takes from another seat (while the country pile lasts). Bonuses add up.

Dealing (chance nodes, one card at a time, an outcome per card name left): pack 3 first deals one country
to each seat, then three cards each.

A turn
- Start: each epidemic in front of the seat ticks (1, 2, 3, 4, then 5 sips on its fifth turn, when it
  ends). Drinking, the sips are drunk (tallied); without drinking, an epidemic costs a life point on its
  fifth turn, taken by the seat that placed it (the ended card is discarded first, once). A seat with a
  sleeping potion chooses "sleep" (skips the turn; the potion is discarded) or "draw" (it then discards
  its whole hand first); with the pile empty it can only sleep.
- "draw" (a chance node gives one card). There is no pass before it: the seed's pass comes after the draw
  ("hold" ends the turn without powers or an attack). With the pile empty (Domination's last round, or a
  Survivor pile with nothing to rebuild from) nobody draws: the turn starts at the power or attack phase.
- Packs 2-3, power phase: powers of at most 3 stars in all this turn (see below), then the attack.
- "attack T cards" on one living opponent T with one or more attack cards, or "hold". A combo rides on
  one numbered attack card, written "+6x2" (the +6 and the x2 are both played); one combo per card.
  Numbered cards count their value, Carte Bleue 10 sips ("finish the glass"), a bomb 15/25/35 sips when
  0/1/2 bombs were played before it (the seed counts bombs "played" into the discard pile: in attacks
  since the draw pile was last built, the bombs of the same attack in order; a bomb discarded unplayed, to
  the hand limit, a Météorite or a refused potion, does not count, and one shovelled back and played again
  counts again), and with three or more it takes a life point outright instead of sips. Combos never ride
  on bombs or the blue card.
- The target answers "defend cards" or "defend none": numbered defences subtract, Sabotage then halves
  what is left (rounding up; twice for two), Chimiste turns it to water (drinking: drunk as water, tallied
  apart, never a life point; without drinking: harmless), Miroir sends what is left, life points of bombs
  included, back to the attacker, who has no defence against it.
- Then: a bomb's life point is lost (a seat it puts out is asked nothing more); the sips left are drunk
  ("drink") or a life point is given instead ("life") when drinking, or cost a life point if 13 or more
  without drinking.
- End: the seat holding more than its hand limit (5) discards ("discard c") down to it, judged once the
  fight has settled: a country it won in the fight counts already (a China lifts the limit to 6 in the
  turn it arrives), and so do the cards of a fallen seat that rallies to it (the turn waits for that
  choice).

Powers ("power name [seats] [card]"): "power sleep T" a potion in front of T (one at most); "power
shovel" takes the discard pile's top card unless it is yours: one you played or discarded, or one you
placed in front of someone (a sleeping potion, an epidemic) that went there after; "power syringe T"
moves your freshest epidemic to T, its count kept; "power unicorns" plays your three unicorns together (3
stars): every living opponent loses a life point; "power satellite T" shows you T's hand for the rest of
your turn; "power hack T" steals a random card from T (a chance node), or "power hack T card" the card
you choose when your satellite watches T; "power draw2" draws two cards; "power tornado A B" swaps the
hands of two seats (you may be one), both holding a card; "power epidemic T" places an epidemic in front
of T (two at most); "power postcard": every other living seat chooses a card to give you ("give c", all
at once), and a seat with none loses a life point; "power meteor T" discards T's hand and T's epidemics;
"power transplant" wins back a life point you lost. Powers target living seats other than the player.

Life points and ends
- A life point lost to an attack, a bomb, unicorns, a postcard or an epidemic is "taken" by the seat
  behind it (counted, and in pack 3 it draws a country). A seat at zero is out: it has no more turns and
  is never asked to drink or give a life point (a Survivor ally's shared sips aside, below).
- Domination: the seat that draws the last card finishes its turn; then every other living seat plays one
  last turn, in turn order, without drawing: one per seat (a seat that falls before its last turn has
  none, and nobody gets a second). The game ends then or when one seat is left; most life points wins,
  ties go to most life points taken, then to the seat that took one last; otherwise shared.
- Survivor: a seat at zero may rally to a living seat ("join T"): it hands over its cards and helps it
  drink: from then on the sips its ally drinks are shared out evenly between them (the ally drinks the
  remainder), both tallied. Rallying is a choice: "join none" keeps the seat out on its own, its cards
  out of play with it. When the draw pile is emptied, the discard pile but its top card becomes the
  draw pile again, and the bombs count from 0 again (even with a bomb left on top of the discard pile);
  a turn that starts with the pile empty rebuilds it first. The last seat with life points wins.
Everyone sees the last fight (attacker, target, cards, damage, victim and the outcome): the view's "last",
and the settled fights of the last round: its "fights" (the page keeps each on the table for a round).
Actions: "draw", "sleep", "attack 2 +4,+6x2", "hold", "defend -1,mirror", "defend none", "drink",
"life", "discard +2", "power hack 1", "give x2", "join 0", "join none". Card lists are sorted, and so is
every list of legal actions (as strings: "join none" after "join 0").

The page (issue 23, the site's own choices)
- The default game: options without a pack mean pack 1 (saves keep their meaning), but the new-game form
  starts on pack 2, Domination, without drinking. Seeded computer games (bench/drinking_war_lengths.py, two
  seats) last about 45 moves a seat in pack 1 and 100 in packs 2-3; without drinking pack 1's attacks
  seldom reach 13 (one to three life points fall in a game against five or six in pack 2, where bombs and
  unicorns take them outright). Survivor lasts two to four times longer. The form says how long each is.
- The form offers only the seats a pack allows (pack 1 hides seats 5 and 6 and reads only the first four).
- New game asks before it leaves a game that is not over (it stays in the saved games), so Tab past the
  hand and Enter cannot end a game by accident.
- The log line of an action ends with what it did that anyone at the table saw: a fight's outcome (water,
  mirrored, under 13, a life point, bombs), a hand discarded for a sleeping potion or a Météorite (counted,
  never named), life points lost or won back to a power, epidemics ticking at a turn's start.
"""

from __future__ import annotations

import random
import re
from typing import Any

from pygames.core.frozen import replace
from pygames.core.game import CHANCE, Game, register
from pygames.core.per_state import legal_once
from pygames.games.drinking_war import cards, effects, hidden
from pygames.games.drinking_war.cards import (
    ATTACKS,
    COUNTRIES,
    DEFENDS,
    NUMBERED,
    PACK1,
    PACK2,
    STAR_LIMIT,
    STARS,
)
from pygames.games.drinking_war.moves import fight_actions, multisets, power_actions
from pygames.games.drinking_war.state import HAND_LIMIT, State, set_at, value
from pygames.games.drinking_war.teams import check_teams
from pygames.games.drinking_war.tokens import remove_cards as _remove
from pygames.games.drinking_war.tokens import split_token as split_token  # ai_packs reads it here
from pygames.games.drinking_war.tokens import starting_lives, token_cards
from pygames.games.drinking_war.view import DrinkingWarView, view_of


class DrinkingWar(Game):
    id = "drinking-war"
    title = "Drinking War"
    min_seats = 2
    max_seats = 6
    undoable = False
    hidden_information = True

    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        opts: dict[str, Any] = {"pack": 1, "mode": "domination", "drinking": False}
        for key, val in (options or {}).items():
            if key == "teams":  # kept only when given: a game without teams keeps its options as they were
                opts[key] = check_teams(val)
                continue
            if key not in opts:
                raise ValueError(f"unknown option {key!r}")
            opts[key] = val
        if opts["pack"] not in (1, 2, 3) or isinstance(opts["pack"], bool):
            raise ValueError("pack must be 1, 2 or 3")
        if opts["mode"] not in ("domination", "survivor"):
            raise ValueError("mode must be 'domination' or 'survivor'")
        if not isinstance(opts["drinking"], bool):
            raise ValueError("drinking must be true or false")
        return opts

    def variants(self) -> list[dict[str, Any]]:
        """Pack 1 as before, pack 2 survivor with drinks, pack 3 in both modes."""
        return [self.normalize_options(v) for v in (
            None, {"pack": 2, "mode": "survivor", "drinking": True}, {"pack": 3},
            {"pack": 3, "mode": "survivor"})]

    def seat_range(self, options: dict[str, Any]) -> range:
        """The seat counts `options` allow: pack 1 is for four at most."""
        return range(2, 5 if self.normalize_options(options)["pack"] == 1 else 7)

    def initial_state(self, seats: int, options: dict[str, Any]) -> State:
        opts = self.normalize_options(options)
        if seats not in self.seat_range(opts):
            most = self.seat_range(opts)[-1]
            raise ValueError(f"pack {opts['pack']} is for 2 to {most} players, not {seats}")
        if "teams" in opts and len(opts["teams"]) != seats:
            raise ValueError(f"teams lists {len(opts['teams'])} seats, not {seats}")
        life = starting_lives(seats)
        deck = PACK1 if opts["pack"] == 1 else PACK2
        pile = tuple(sorted(n for n, k in deck.items() for _ in range(k)))
        zeros = (0,) * seats
        pack3 = opts["pack"] == 3
        return State(seats, (life,) * seats, ((),) * seats, pile, (), 0, "deal", opts["drinking"], sips=zeros,
                     pack=opts["pack"], mode=opts["mode"], water=zeros, taken=zeros, last_take=zeros,
                     countries=((),) * seats, country_pile=tuple(sorted(COUNTRIES)) if pack3 else (),
                     pending=tuple(("country", i) for i in range(seats)) if pack3 else (),
                     epidemics=((),) * seats, potions=(-1,) * seats, allies=(-1,) * seats,
                     names=tuple(team["name"] if team else f"Player {i + 1}"
                                 for i, team in enumerate(opts["teams"])) if "teams" in opts else ())

    # -- helpers of the rules -------------------------------------------------------------------------
    def _c(self, s: State, seat: int) -> tuple[str, ...]:
        return s.countries[seat] if s.countries else ()

    def hand_limit(self, s: State, seat: int) -> int:
        """Five cards, one more for each China."""
        return HAND_LIMIT + cards.count(self._c(s, seat), "hand")

    def star_limit(self, s: State, seat: int) -> int:
        """Three stars a turn, one more for each India."""
        return STAR_LIMIT + cards.count(self._c(s, seat), "stars")

    def alive(self, s: State) -> list[int]:
        """The seats with life points."""
        return [i for i in range(s.seats) if s.lives[i] > 0]

    def bombs_down(self, s: State) -> int:
        """Atomic bombs played in attacks since the draw pile was last built (before the attack on the
        table): a bomb discarded unplayed (hand limit, Météorite, a refused potion) does not count."""
        return s.bombs

    def slept_on(self, s: State, seat: int) -> bool:
        """True if a sleeping potion lies in front of `seat`."""
        return bool(s.potions) and s.potions[seat] >= 0

    def attack_strength(self, s: State, seat: int, tokens: tuple[str, ...], bombs: int) -> tuple[int, int]:
        """(sips, life points) of `seat`'s attack `tokens` with `bombs` bombs played before."""
        return cards.attack_strength(self._c(s, seat), tokens, bombs)

    # -- who acts --------------------------------------------------------------------------------
    def _dealee(self, s: State) -> int:
        counts = [len(h) for h in s.hands]
        return min(range(s.seats), key=lambda i: (counts[i], i))

    def actors(self, state: State) -> tuple[int, ...]:
        s = state
        if s.phase == "over":
            return ()
        if s.pending or s.phase in ("deal", "drawcard"):
            return (CHANCE,)
        if s.givers:
            return s.givers
        if s.joining:
            return (s.joining[0],)
        if s.phase in ("defend", "choose"):
            return (s.victim if s.phase == "choose" and s.victim >= 0 else s.target,)
        return (s.turn,)

    def _chance_pool(self, s: State) -> tuple[str, ...]:
        if s.pending:
            task = s.pending[0]
            if task[0] == "country":
                return s.country_pile
            if task[0] == "hack":
                return s.hands[task[2]]
        return s.pile

    @legal_once
    def legal_actions(self, state: State, seat: int | None = None) -> list[str]:
        """The actions `seat` may play now, sorted as the contract asks (each phase lists its own way)."""
        return sorted(set(self._listed_actions(state, seat)))

    def _listed_actions(self, state: State, seat: int | None) -> list[str]:
        s = state
        acts = self.actors(s)
        if not acts:
            return []
        if acts == (CHANCE,):
            return list(self._chance_pool(s))
        who = acts[0] if seat is None else seat
        if who not in acts:
            return []
        hand = s.hands[who]
        if s.givers:
            return [f"give {c}" for c in hand]
        if s.joining:
            return ["join none"] + [f"join {t}" for t in self.alive(s) if t != who]
        if s.phase == "draw":
            # The turn starts with the draw; a potion may be slept off instead. With the pile empty
            # nobody draws (the phase is skipped), so a potion can then only be slept off.
            return (["draw"] if s.pile else []) + (["sleep"] if self.slept_on(s, who) else [])
        if s.phase in ("attack", "power"):
            out = fight_actions(self, s, who)
            return out + power_actions(self, s, who) if s.phase == "power" else out
        if s.phase == "defend":
            dfc = tuple(c for c in hand if c in DEFENDS)
            return ["defend none"] + [f"defend {','.join(sub)}" for sub in multisets(dfc)]
        if s.phase == "choose":
            return ["drink", "life"]
        if s.phase == "discard":
            return [f"discard {c}" for c in hand]
        return []

    def explain_illegal(self, state: State, action: str, seat: int | None = None) -> str:
        acts = self.actors(state)
        if not acts:
            return "the game is over"
        if seat is not None and seat not in acts:
            return f"seat {seat} may not act now"
        if action in self.legal_actions(state, seat):
            return ""
        verb = action.split(" ")[0]
        if verb == "power" and state.phase == "power":
            card = action.split(" ")[1] if " " in action else ""
            card = "unicorn" if card == "unicorns" else card
            if card in STARS and state.stars + STARS[card] * (3 if card == "unicorn" else 1) > \
                    self.star_limit(state, state.turn):
                return f"at most {self.star_limit(state, state.turn)} stars of powers a turn"
            return f"{action!r}: you need that card, and a target it may be played on"
        if verb == "power":
            return "powers are played before the attack, in packs 2 and 3"
        if verb == "pass":
            return 'a turn starts with the draw; after it, "hold" ends the turn without attacking'
        return f"{action!r} is not a legal action in the {state.phase} phase"

    def chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        pool = self._chance_pool(state)
        n = len(pool)
        return [(c, pool.count(c) / n) for c in sorted(set(pool))]

    # -- moves -------------------------------------------------------------------------------------
    def apply(self, state: State, action: str, seat: int | None = None) -> State:
        s = self._apply(state, action, seat)
        if s.last and s.last != state.last and s.last[5] != "choosing":
            s = replace(s, fights=(s.fights + (s.last,))[-s.seats:])
        return s

    def _apply(self, state: State, action: str, seat: int | None = None) -> State:
        s = state
        if action not in self.legal_actions(s, seat):
            raise ValueError(self.explain_illegal(s, action, seat) or f"illegal action {action!r}")
        if s.pending:
            return effects.settle(self, effects.draw_chance(self, s, action))
        if s.phase in ("deal", "drawcard"):
            who = self._dealee(s) if s.phase == "deal" else s.turn
            s = effects.take_card(self, s, who, action)
            if s.phase == "deal":
                return replace(s, phase="draw" if all(len(h) >= 3 for h in s.hands) else "deal")
            return replace(s, phase="attack" if s.pack == 1 else "power")
        verb, _, rest = action.partition(" ")
        if s.givers:
            who = self.acting_seat(s, seat)
            s = effects.move_cards(self, s, who, s.turn, (rest,))
            return replace(s, givers=tuple(g for g in s.givers if g != who))
        if s.joining:
            who, s = s.joining[0], replace(s, joining=s.joining[1:])
            if rest == "none":  # rallying is a choice: the seat stays out, its cards with it
                return effects.settle(self, s)
            s = effects.move_cards(self, s, who, int(rest), s.hands[who])
            return effects.settle(self, replace(s, allies=set_at(s.allies, who, int(rest))))
        if s.phase == "draw":
            slept_on, s = self.slept_on(s, s.turn), effects.lift_potion(self, s, s.turn)
            if verb == "sleep":
                return effects.end_turn(self, replace(s, last=(s.turn, -1, (), (), 0, "slept", -1, 0)))
            if slept_on:  # drew instead of sleeping: the whole hand goes first
                emptied = replace(s, hands=set_at(s.hands, s.turn, ()))
                s = effects.discard(self, emptied, s.turn, s.hands[s.turn])
            return replace(s, phase="drawcard")
        if verb == "power":
            from pygames.games.drinking_war.powers import play_power
            return effects.settle(self, play_power(self, s, rest.split(" ")))
        if s.phase in ("attack", "power"):
            if verb == "hold":
                return effects.end_turn(self, replace(s, last=(s.turn, -1, (), (), 0, "held", -1, 0)))
            t, _, listed = rest.partition(" ")
            tokens = tuple(listed.split(","))
            sips, strikes = self.attack_strength(s, s.turn, tokens, self.bombs_down(s))
            s = replace(s, hands=set_at(s.hands, s.turn, _remove(s.hands[s.turn], token_cards(tokens))),
                        bombs=s.bombs + tokens.count("bomb"))
            s = effects.discard(self, s, s.turn, token_cards(tokens))
            return replace(s, phase="defend", target=int(t), attack=tokens, damage=sips, strikes=strikes)
        if s.phase == "defend":
            defence = () if rest == "none" else tuple(rest.split(","))
            return effects.settle(self, effects.defend(self, s, defence))
        if s.phase == "choose":
            if verb == "drink":
                s = effects.drink(self, s, s.victim, s.damage)
                return effects.end_turn(self, replace(s, last=s.last[:5] + ("drank",) + s.last[6:]))
            chosen = replace(s, last=s.last[:5] + ("life",) + s.last[6:])
            s = effects.hurt(self, chosen, s.victim, effects.taker(self, s))
            return effects.settle(self, effects.end_turn(self, s))
        if s.phase == "discard":
            s = replace(s, hands=set_at(s.hands, s.turn, _remove(s.hands[s.turn], (rest,))))
            s = effects.discard(self, s, s.turn, (rest,))
            return s if effects.discard_due(self, s) else effects.next_turn(self, s)
        raise ValueError(f"no action in phase {s.phase}")

    def scores(self, state: State) -> list[float]:
        return [float(x) for x in state.lives]

    def winners(self, state: State) -> list[int]:
        if state.phase != "over":
            return []
        s = state
        taken = s.taken or (0,) * s.seats
        order = s.last_take or (0,) * s.seats

        def rank(i: int) -> tuple[int, int, int]:
            return (s.lives[i], taken[i], order[i])
        best = max(rank(i) for i in range(s.seats))
        return [i for i in range(s.seats) if rank(i) == best]

    def view(self, state: State, viewer: int | None) -> DrinkingWarView:
        """What `viewer` sees: see DrinkingWarView for the keys (pygames/games/drinking_war/view.py)."""
        return view_of(self, state, viewer)

    def describe(self, state: State, action: str, seat: int | None = None, viewer: int | None = None) -> str:
        """"Player 1 attacks Player 2 with +4 +6 (10)"; a card drawn or stolen is named to those who know
        it only. Cards are named by code or French name, never by the English names secrets() lists."""
        from pygames.games.drinking_war.words import describe
        return self._named(state, describe(self, state, action, seat, viewer))

    def describe_played(self, state: State, action: str, after: State, seat: int | None = None,
                        viewer: int | None = None) -> str:
        """The log line of a played action: its words, then what came of it that the table saw."""
        from pygames.games.drinking_war.words import describe_played
        return self._named(state, describe_played(self, state, action, seat, viewer))

    @staticmethod
    def _named(state: State, text: str) -> str:
        """`text` with the seats' own names for "Player N", where the match has them."""
        if not state.names:
            return text
        return re.sub(r"\bPlayer ([1-6])\b", lambda m: state.names[int(m.group(1)) - 1], text)

    def secrets(self, state: State, seat: int) -> list[str]:
        """The English names of `seat`'s cards nobody else can know (see hidden.secrets)."""
        return hidden.secrets(state, seat)

    def sample_hidden(self, state: State, viewer: int | None, rng: random.Random) -> State:
        """`state` with the hands `viewer` cannot see dealt again at random (see hidden.sample_hidden)."""
        return hidden.sample_hidden(state, viewer, rng)


__all__ = ["ATTACKS", "DEFENDS", "NUMBERED", "DrinkingWar", "State", "value", "starting_lives"]

register(DrinkingWar())
