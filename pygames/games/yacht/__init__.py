"""Yacht: five dice, three rolls a turn, thirteen boxes to fill; the highest grand total wins.

Rules as implemented
- 1 to 4 seats take turns in seat order; a round is one turn of every seat, and the game has thirteen
  rounds, so every seat fills each of its thirteen boxes exactly once.
- A turn starts with a roll of all five dice. The player may then reroll any chosen dice (one, several
  or all five) at most twice, and must score the dice in one open box of their scorecard, after the
  first, second or third roll.
- Boxes (letters as on the seed's scorecard; scoring in pygames.games.yacht.scoring):
  a-f  Aces to Sixes: the sum of the dice showing that face.
  t    3 of a Kind: the sum of all dice, if at least three show the same face.
  r    4 of a Kind: the sum of all dice, if at least four show the same face.
  h    Full House: 25 for three of one face and two of another.
  s    Small Straight: 30 for four faces in sequence (1234, 2345 or 3456) among the five dice.
  l    Large Straight: 40 for five faces in sequence (12345 or 23456).
  y    Yacht: 50 for five of the same face.
  x    Chance: the sum of all dice.
  Dice that do not qualify score 0 in the box chosen.
- Upper bonus: 35 points once Aces to Sixes add up to 63 or more.
- Grand total = the boxes + the upper bonus + any extra-Yacht bonuses. Highest grand total wins; seats
  tied on the top total share the win. In a game for one, the lone seat is the winner at the end.

Extra Yachts (option "joker"; an extra Yacht is five alike rolled once the Yacht box is filled)
- "original" (default, the seed's rule; saves made before the option was renamed call it "seed"): if
  the Yacht box holds 50, the roll earns 100 more points and may be scored in any open box, scored
  normally except that Full House, Small and Large Straight give their full 25, 30 and 40. With 0 in
  the Yacht box there is neither bonus nor joker.
- "forced" (the Hasbro rule): 100 more points if the Yacht box holds 50. With the Yacht box filled
  (50 or 0) the roll must go in its upper box (five 4s in Fours) if that is open; otherwise in any
  open lower box, where Full House and the straights score in full; otherwise in an upper box for 0.
- "free" (Verhoeff's free choice): 100 more points if the Yacht box holds 50. Any open box; with the
  Yacht box filled (50 or 0) Full House and the straights score in full only if the roll's upper box
  is already filled.
- "none": no bonus and no joker; an extra Yacht scores like any other roll.

Decisions the seed leaves open
- Five alike is not a Full House (it scores 0 there) except through the joker; it does count as
  3 of a Kind and 4 of a Kind. A large straight also counts as a small straight.
- Every extra Yacht earns its own 100 points; there is no limit.
- The seed is for 2 to 4 players; solitaire (1 seat) is allowed too.
- Rerolling no dice is not a move (score instead). Rerolling all five uses up a roll like any reroll.
- The seed's other pbmserv commands (challenge, resign, showing the board) are not game actions: the
  site's set-up form, scorecard and buttons cover them.

Action notation (one canonical form each; the page normalizes what people type)
- "1244": reroll one 1, one 2 and two 4s: the pip values of the dice to reroll, with multiplicity,
  in ascending order, from one to four dice. Order does not matter to the game, so only the sorted
  form is listed and accepted.
- "all": reroll all five dice (the five pips written out are not accepted: write "all").
- "e": score the dice in box e (Fives); a single letter of "abcdeftrhslyx".
- Chance outcomes are the rolled dice as ascending pips: "13556" for a first roll, "25" when two
  dice were rerolled, with their multinomial probabilities.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache, lru_cache
from itertools import combinations, combinations_with_replacement
from math import factorial
from typing import Any, TypedDict

from pygames.core.game import CHANCE, Game, register
from pygames.core.i18n import N_, _
from pygames.core.views import PublicResult
from pygames.games.yacht import scoring
from pygames.games.yacht.scoring import CATEGORIES, UPPER, UPPER_BONUS, UPPER_BONUS_THRESHOLD, box_name

DICE = 5
ROLLS = 3
PIPS = "123456"
REROLL_ALL = "all"
# The command field's words in French, beside the seed's English ones (the actions stay "all" and "hint").
COMMAND_WORDS = {"tout": REROLL_ALL, "tous": REROLL_ALL, "conseil": "hint"}
# The computer players' tables (2.5 MB): left out of the page's boot wheel, fetched on first use.
LAZY_DATA = ("data/yacht_*.bin",)
JOKERS = scoring.VARIANTS  # ("original", "forced", "free", "none")
OLD_JOKER_NAMES = {"seed": "original"}  # older saves and peer links name the default rule "seed"
_BOX = {letter: i for i, letter in enumerate(CATEGORIES)}
_NOTATION = N_('write the pips of the dice to reroll ("2414"), "all" to reroll all five, or a box letter '
               'to score ("e"; boxes a-f, t, r, h, s, l, y, x)')

Card = tuple  # 13 boxes in CATEGORIES order: points, or None while open


class CardView(TypedDict):
    """One seat's scorecard as a view shows it."""

    boxes: dict[str, int | None]  # box letter -> points scored, None while open
    upper: int
    bonus: int  # the upper bonus once earned
    upper_total: int
    yachts: int  # extra Yachts that earned a bonus
    yacht_bonus: int
    lower_total: int
    total: int


class YachtView(PublicResult):
    """What everyone sees of a Yacht position (the match adds its own facts beside these)."""

    dice: list[int]  # the five dice once they have landed, else []
    rolled: list[int]  # the dice of the latest roll
    rolls_left: int
    round: int
    turn: int  # the seat whose turn it is
    joker: str  # the extra-Yacht rule
    cards: list[CardView]
    points: dict[str, int]  # box letter -> what the dice would score there now
    yacht_bonus_now: int
    joker_now: bool


@dataclass(frozen=True)
class State:
    """A Yacht position: every seat's scorecard, the dice on the table, and whose turn it is."""

    joker: str
    cards: tuple[Card, ...]
    yachts: tuple[int, ...]  # extra-Yacht bonuses earned by each seat (100 points each)
    turn: int
    # The dice on the table, ascending. Fewer than five while the others are in the air (a chance node).
    dice: tuple[int, ...] = ()
    rolls: int = 0  # rolls made this turn
    rolled: tuple[int, ...] = ()  # the dice of the latest roll, for the page's animation

    @property
    def over(self) -> bool:
        """True once the last seat has filled its last box."""
        return None not in self.cards[-1]


def _roll_outcomes(count: int) -> tuple[tuple[str, float], ...]:
    """Every sorted result of rolling `count` dice, with its multinomial probability."""
    outcomes = []
    for faces in combinations_with_replacement(range(1, 7), count):
        ways = factorial(count)
        for face in set(faces):
            ways //= factorial(faces.count(face))
        outcomes.append(("".join(map(str, faces)), ways / 6 ** count))
    return tuple(outcomes)


ROLL_OUTCOMES = {count: _roll_outcomes(count) for count in range(1, DICE + 1)}


@cache
def rerolls(dice: tuple[int, ...]) -> tuple[str, ...]:
    """The canonical reroll actions for five sorted dice: every distinct one to four of them, and "all"."""
    found = {"".join(map(str, picked)) for size in range(1, DICE) for picked in combinations(dice, size)}
    return tuple(sorted(found)) + (REROLL_ALL,)


def normalize_command(text: str, dice: list[int] | tuple[int, ...]) -> str:
    """Turn what a person typed ("4 1 4", "ALL", " E ") into the canonical action (maybe an illegal one)."""
    cleaned = "".join(str(text).split()).lower()
    cleaned = COMMAND_WORDS.get(cleaned, cleaned)
    if cleaned and set(cleaned) <= set(PIPS):
        if sorted(cleaned) == sorted("".join(map(str, dice))):
            return REROLL_ALL
        return "".join(sorted(cleaned))
    return cleaned


def player(seat: int) -> str:
    """How the move list and the refusals name a seat: "Player 2", in the current language."""
    return _("Player {n}").format(n=seat + 1)


def roll_head(rolls: int, dice: str) -> str:
    """A decision's opening in the move list, the seat's name left out: "roll 2: 1 3 5 5 6"."""
    return _("roll {n}: {dice}").format(n=rolls, dice=dice)


def move_line(seat: int, move: str) -> str:
    """A move-list line: the seat's name, then the move ("Player 1, roll 1: ...")."""
    return _("{player}, {move}").format(player=player(seat), move=move)


def joker_context(state: State, seat: int) -> scoring.JokerContext:
    """The scorecard facts of `seat` that the extra-Yacht rules depend on."""
    card = state.cards[seat]
    used = frozenset(letter for letter, points in zip(CATEGORIES, card) if points is not None)
    return scoring.JokerContext(state.joker, used, card[_BOX["y"]])


def upper_sum(card: Card) -> int:
    """The points in Aces to Sixes."""
    return sum(points or 0 for points in card[:6])


def grand_total(card: Card, yachts: int) -> int:
    """All boxes, the upper bonus and the extra-Yacht bonuses of one scorecard."""
    bonus = UPPER_BONUS if upper_sum(card) >= UPPER_BONUS_THRESHOLD else 0
    return sum(points or 0 for points in card) + bonus + scoring.YACHT_BONUS * yachts


def box_options(state: State) -> dict[str, int]:
    """Box letter -> points for every box the seat to move may score the dice in now."""
    if len(state.dice) < DICE:
        return {}
    return dict(_options(state.dice, joker_context(state, state.turn)))


@lru_cache(maxsize=20_000)
def _options(dice: tuple[int, ...], context: scoring.JokerContext) -> tuple[tuple[str, int], ...]:
    return tuple(scoring.options(dice, context).items())


class Yacht(Game):
    """The rules of Yacht for 1 to 4 seats."""

    id = "yacht"
    title = "Yacht"
    min_seats = 1
    max_seats = 4

    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Accept {"joker": "original"} (the default), "forced", "free" or "none"."""
        options = dict(options or {})
        joker = options.pop("joker", "original")
        joker = OLD_JOKER_NAMES.get(joker, joker) if isinstance(joker, str) else joker
        if options:
            raise ValueError(_("unknown Yacht option(s): {names}").format(names=", ".join(sorted(options))))
        if not isinstance(joker, str) or joker not in JOKERS:
            raise ValueError(_("the Yacht joker rule is one of {rules}, not {value}").format(
                rules=", ".join(JOKERS), value=repr(joker)))
        return {"joker": joker}

    def variants(self) -> list[dict[str, Any]]:
        """Every joker rule."""
        return [{"joker": joker} for joker in JOKERS]

    def initial_state(self, seats: int, options: dict[str, Any]) -> State:
        """Empty scorecards; the first seat's five dice are about to be rolled."""
        return State(options["joker"], ((None,) * len(CATEGORIES),) * seats, (0,) * seats, 0)

    def to_move(self, state: State) -> int | None:
        """The seat whose turn it is, CHANCE while dice are in the air, None at the end."""
        if len(state.dice) == DICE:  # checked first: Match asks this of every position it keeps
            return state.turn
        return None if state.over else CHANCE

    def chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        """The sorted results of the dice in the air, with their probabilities."""
        return list(ROLL_OUTCOMES[DICE - len(state.dice)])

    def legal_actions(self, state: State, seat: int | None = None) -> list[str]:
        """Rerolls while rolls are left, and the boxes the dice may be scored in, sorted."""
        mover = self.to_move(state)
        if mover is None or seat not in (None, mover):
            return []
        seat = mover
        if seat == CHANCE:
            return [outcome for outcome, _weight in self.chance_outcomes(state)]
        actions = list(box_options(state))
        if state.rolls < ROLLS:
            actions += rerolls(state.dice)
        return sorted(actions)

    def explain_illegal(self, state: State, action: str, seat: int | None = None) -> str:
        """Say which rule `action` breaks."""
        if state.over:
            return _("the game is over")
        if seat not in (None, state.turn):
            return _("it is {player}'s turn").format(player=player(state.turn))
        if action in _BOX:
            points = state.cards[state.turn][_BOX[action]]
            if points is not None:
                return _("{box} is already scored ({points})").format(box=box_name(action), points=points)
            upper = UPPER[state.dice[0] - 1]
            return _("an extra Yacht must be scored in {box} while that box is open").format(
                box=box_name(upper))
        if action == REROLL_ALL or (action and set(action) <= set(PIPS)):
            if state.rolls >= ROLLS:
                return _("no rolls are left this turn: score the dice in an open box")
            if action == REROLL_ALL:
                return _("the dice cannot be rerolled now")
            if len(action) == DICE:
                return _('to reroll all five dice, write "all"')
            if len(action) > DICE:
                return _("there are only five dice")
            left = list(state.dice)
            dice = " ".join(map(str, state.dice))
            for pip in action:
                if int(pip) not in left:
                    text = (_("there is no other {pip} among the dice {dice}") if int(pip) in state.dice
                            else _("there is no {pip} among the dice {dice}"))
                    return text.format(pip=pip, dice=dice)
                left.remove(int(pip))
            return _('write the pips in ascending order: "{pips}"').format(pips="".join(sorted(action)))
        return _("{action} is not a Yacht move: {notation}").format(action=repr(action),
                                                                    notation=_(_NOTATION))

    def apply(self, state: State, action: str, seat: int | None = None) -> State:
        """Roll, reroll or score, as `action` says."""
        self.check_seat(state, seat)
        if len(state.dice) < DICE:
            rolled = tuple(int(pip) for pip in action)
            dice = tuple(sorted(state.dice + rolled))
            return replace(state, dice=dice, rolls=state.rolls + 1, rolled=rolled)
        if action == REROLL_ALL:
            return replace(state, dice=())
        if action[0] in PIPS:
            kept = list(state.dice)
            for pip in action:
                kept.remove(int(pip))
            return replace(state, dice=tuple(kept))
        return self._score(state, action)

    def _score(self, state: State, box: str) -> State:
        seat = state.turn
        context = joker_context(state, seat)
        card = list(state.cards[seat])
        card[_BOX[box]] = scoring.score(box, state.dice, context)
        cards = state.cards[:seat] + (tuple(card),) + state.cards[seat + 1:]
        yachts = list(state.yachts)
        yachts[seat] += scoring.yacht_bonus(state.dice, context) // scoring.YACHT_BONUS
        return State(state.joker, cards, tuple(yachts), (seat + 1) % len(cards))

    def scores(self, state: State) -> list[float]:
        """Every seat's grand total so far."""
        return [grand_total(card, yachts) for card, yachts in zip(state.cards, state.yachts)]

    def winners(self, state: State) -> list[int]:
        """The seats with the top grand total (all of them share a tie)."""
        totals = self.scores(state)
        return [seat for seat, total in enumerate(totals) if total == max(totals)]

    def view(self, state: State, seat: int | None) -> YachtView:
        """Everything is open in Yacht: dice, rolls left, every scorecard, and what each box would give."""
        settled = len(state.dice) == DICE and not state.over
        points = box_options(state)
        bonus = scoring.yacht_bonus(state.dice, joker_context(state, state.turn)) if settled else 0
        return {
            "dice": list(state.dice) if settled else [],
            "rolled": list(state.rolled) if settled else [],
            "rolls_left": ROLLS - state.rolls if settled else 0,
            "round": min(len(CATEGORIES), sum(p is not None for p in state.cards[state.turn]) + 1),
            "turn": state.turn,
            "joker": state.joker,
            "cards": [_card_view(card, yachts) for card, yachts in zip(state.cards, state.yachts)],
            "points": points,  # box letter -> points now ("options" is taken by the match's options)
            "yacht_bonus_now": bonus,
            "joker_now": settled and scoring.joker_active(state.dice, joker_context(state, state.turn)),
            **self.public_result(state),
        }

    def describe(self, state: State, action: str, seat: int | None = None,
                 viewer: int | None = None) -> str:
        """"Player 1, roll 1: 2 3 3 5 6, keeps 3 3", "Player 2, roll 3: 1 5 5 5 6, scores 15 in Fives".

        The dice the decision answers are part of it: the rolls themselves are chance and make no record.
        """
        if len(state.dice) < DICE:  # a chance outcome: the dice that were in the air
            return _("{player} rolls {dice}").format(player=player(state.turn), dice=" ".join(action))
        head = roll_head(state.rolls, " ".join(map(str, state.dice)))
        if action == REROLL_ALL:
            return move_line(state.turn, _("{head}, rerolls all five").format(head=head))
        if action[0] in PIPS:
            kept = list(state.dice)
            for pip in action:
                kept.remove(int(pip))
            kept_text = _("{head}, keeps {dice}").format(head=head, dice=" ".join(map(str, kept)))
            return move_line(state.turn, kept_text)
        context = joker_context(state, state.turn)
        points = scoring.score(action, state.dice, context)
        bonus = scoring.yacht_bonus(state.dice, context)
        text = _("{head}, scores {points} in {box} (+{bonus} Yacht bonus)") if bonus else \
            _("{head}, scores {points} in {box}")
        return move_line(state.turn, text.format(head=head, points=points, box=box_name(action), bonus=bonus))


def _card_view(card: Card, yachts: int) -> CardView:
    upper = upper_sum(card)
    bonus = UPPER_BONUS if upper >= UPPER_BONUS_THRESHOLD else 0
    lower = sum(points or 0 for points in card[6:])
    return {
        "boxes": dict(zip(CATEGORIES, card)),
        "upper": upper,
        "bonus": bonus,
        "upper_total": upper + bonus,
        "yachts": yachts,
        "yacht_bonus": scoring.YACHT_BONUS * yachts,
        "lower_total": lower + scoring.YACHT_BONUS * yachts,
        "total": upper + bonus + lower + scoring.YACHT_BONUS * yachts,
    }


YACHT = register(Yacht())
