"""Drinking: lay drinks on a 7x7 board so that neighbours match, stain squares, clear full lines.

Rules as implemented (written for pygames; decisions the seed leaves open are marked *decided*):

- 2 to 6 seats. A chance node picks the first mover ("first <seat>"); play then passes to seat + 1.
- Drinks. A normal drink has a colour and a shape; the game uses `colours` colours and as many shapes
  (option, 4-6, *decided* default 4). Special drinks: a chip (fits any empty square), a hook (removes any
  piece on the board) and a barrel (colourless until placed).
- The offer. Before a turn the offer is topped up to `choices` drinks (option 1-3, default 3), one chance
  node per drink. Outcomes are drink codes: "N<colour><shape>" (digits from 0), "C" chip, "H" hook,
  "B" barrel. *Decided* weights: every normal kind weighs 6, each special kind weighs `colours`
  (about 11% specials with 4 colours). A new drink is worth 10 points; every drink left in the offer after
  a turn gains 10 (*decided*: the growth is per turn, the offer is shared by all seats).
- Fitting. A normal drink fits an empty square when every orthogonally adjacent normal drink shares its
  colour or its shape, and every adjacent barrel has its colour; chips neighbour anything. A barrel fits
  an empty square whose coloured neighbours (normal drinks, placed barrels) all have one colour, and
  at least one such neighbour (*decided*); it takes that colour and from then on only drinks of that
  colour may lie next to it.
- Touching the board (*decided* from the chalice, whose power is that its drinks "need not" be played next
  to others, and the chip, which goes "in any open space"): in every game, classic or with mugs, a normal
  drink must go next to (orthogonally) a piece already on the board, unless the board is empty or its
  seat has the chalice. A chip goes on any empty square; a barrel needs its coloured neighbours anyway.
- Actions: "<slot> <square>" plays offer slot 1-3 on a square a1..g7 (column letter, row number; a hook
  names the occupied square it empties); "drink <slot>" drinks that offered drink.
- Points. With more than one choice, playing or drinking a drink scores its current value. Placing a
  drink (not a hook) stains its square with the player's colour. Stain bonus option "each" (default):
  +20 when the square was not already stained by the player; option "board": 200 at the end to the
  seat(s) holding the most stained squares (split on a tie, integer points). With a single drink choice
  the +20 for a square not yet yours applies whatever the stain bonus (with "board", the 200 as well).
- Lines. A placement that fills a row or a column clears it: 100 + 50 per barrel in it, doubled when the
  completing drink went on a square no one had stained. The seat with the most stains in the line wins
  the points; a tie splits them (integer division, remainder dropped). The drinks go, the stains stay.
  A drink that fills a row and a column at once scores both lines, each on its own, and clears both.
- Drinking. Any offered drink may be drunk instead of played; when nothing fits, drinking is the only
  choice. Each drink raises drunkenness: 1 tipsy, 2 drunk, 3 passed out. A passed-out seat loses its next
  turn (skipped automatically) and wakes drunk (2). *Decided*: two plays in a row without drinking lower
  drunkenness by one. If every seat is out, turns keep passing and each wakes in turn.
- Hourglass (option `hourglass` seconds a move, *decided* default 30; 0 = an untimed table): `deadline`
  gives Timeout(s, "time"). The action "time" drinks the drink in slot 1 exactly as "drink 1" does; it
  is its own action so that the move list and the feed say the time ran out rather than that the player
  chose that drink. *Decided*: the seed's timeout drinks the drink the player had selected, but the
  selection lives on the player's screen and the clock that plays the timeout (the host's, in a linked
  game) cannot see it, so slot 1 is drunk. "time" is legal, and listed among the legal actions, whenever
  a game with an hourglass waits on a seat's move; computer players never choose it, and a linked
  game's host refuses it from a guest (only its clock plays it).
- End, option `end` chosen at set-up: "stains" (every square stained), "points" (a score goes past
  `target`, default 1500: more than the target, not equal to it) or "either" (whichever comes first;
  the default, and how every game ended before the option existed, so older saves replay unchanged).
  *Decided* as a safety net in every mode: 400 turns. Highest total wins; ties share the win.
- Mugs. Option `mugs`: "classic" (default: no mug powers) or a list naming one mug per seat, each
  "none" or one of MUGS. The points a mug earns or costs go to the sheet's "mug" source (it may go below
  zero). The powers:
  - wooden cup: +5 for every drink placed (a hook places nothing); goblet: +10 for every drink placed;
  - pitcher: +45 for every drink drunk;
  - flagon: the share of a line's points it wins is worth half as much again (rounded down);
  - stein: +15 more whenever it stains a square not already its own, -10 whenever another seat stains
    over one of its stains (with either stain bonus);
  - horn: after a placement that clears a line, two extra plays;
  - tankard: +50 for each of its stains in a cleared line whose points it did not win;
  - skull: a chip, barrel or hook played (not drunk) gives an extra play and costs 40 points;
  - chalice: +5 for every piece next to the square where it places a drink.
  *Decided*: the horn's two extra plays come once per placement, even when it clears two lines. Extra
  plays take the drinks left in the offer (no new drink is drawn and values
  do not grow until the turn passes); they end when the offer is empty or the seat passes out.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pygames.core.game import CHANCE, CLOCKED, Game, Timeout, register
from pygames.core.i18n import _
from pygames.core.per_state import legal_once
from pygames.games.drinking.effects import drink_or_dry, pass_turn, place
from pygames.games.drinking.names import the_drink
from pygames.games.drinking.state import (
    BOARD_BONUS,
    COLOUR_NAMES,
    ENDS,
    HOURGLASS,
    LINE_BASE,
    MAX_TURNS,
    MUGS,
    NORMAL_WEIGHT,
    PITCHER_POINTS,
    SHAPE_NAMES,
    SIZE,
    SKULL_COST,
    SOURCES,
    START_VALUE,
    TIME_ACTION,
    State,
    add_points,
    can_place,
    drink_name,
    fits,
    mug_of,
    parse_square,
    placeable,
    square_name,
    stain_leaders,
)
from pygames.games.drinking.view import DrinkingView, view_of
from pygames.games.drinking.words import describe, describe_played

__all__ = ["COLOUR_NAMES", "HOURGLASS", "LINE_BASE", "MUGS", "SHAPE_NAMES", "SIZE", "TIME_ACTION", "Drinking",
           "State", "fits", "parse_square"]


class Drinking(Game):
    id = "drinking"
    title = "Drinking"
    min_seats = 2
    max_seats = 6
    undoable = True
    hidden_information = False
    clock_actions = (TIME_ACTION,)

    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        opts = dict(options or {})
        out: dict[str, Any] = {"choices": 3, "colours": 4, "bonus": "each", "mugs": "classic",
                               "target": 1500, "hourglass": HOURGLASS, "end": "either"}
        for key, value in opts.items():
            if key not in out:
                raise ValueError(f"unknown option {key!r}")
            out[key] = value
        if out["choices"] not in (1, 2, 3):
            raise ValueError("option 'choices' must be 1, 2 or 3")
        if out["colours"] not in (4, 5, 6):
            raise ValueError("option 'colours' must be 4, 5 or 6")
        if out["bonus"] not in ("each", "board"):
            raise ValueError("option 'bonus' must be 'each' or 'board'")
        if out["end"] not in ENDS:
            raise ValueError("option 'end' must be 'stains', 'points' or 'either'")
        mugs = out["mugs"]
        if isinstance(mugs, tuple):
            mugs = out["mugs"] = list(mugs)
        if mugs != "classic" and not (isinstance(mugs, list) and 2 <= len(mugs) <= 6
                                      and all(m == "none" or m in MUGS for m in mugs)):
            raise ValueError(f"option 'mugs' is 'classic' or a list of one mug per seat, each 'none' or one "
                             f"of {', '.join(MUGS)}")
        if not isinstance(out["target"], int) or isinstance(out["target"], bool) or out["target"] < 1:
            raise ValueError("option 'target' must be a positive whole number")
        glass = out["hourglass"]
        if not isinstance(glass, int) or isinstance(glass, bool) or glass < 0:
            raise ValueError("option 'hourglass' must be a whole number of seconds, 0 for off")
        return out

    def variants(self) -> list[dict[str, Any]]:
        """The defaults, and a single drink choice with the board bonus and the points end."""
        return [self.normalize_options(None),
                self.normalize_options({"choices": 1, "bonus": "board", "end": "points", "target": 400})]

    def initial_state(self, seats: int, options: dict[str, Any]) -> State:
        o = self.normalize_options(options)
        mugs = () if o["mugs"] == "classic" else tuple(o["mugs"])
        if mugs and len(mugs) != seats:
            raise ValueError(f"option 'mugs' names {len(mugs)} mugs for {seats} seats")
        return State(seats, o["colours"], o["choices"], o["bonus"], o["target"], o["hourglass"],
                     ("",) * (SIZE * SIZE), (-1,) * (SIZE * SIZE), sheet=((0,) * len(SOURCES),) * seats,
                     drunk=(0,) * seats, dry=(0,) * seats, mugs=mugs, end=o["end"])

    # -- flow ------------------------------------------------------------------------------------
    def actors(self, state: State) -> tuple[int, ...]:
        if state.over:
            return ()
        if state.turn == CHANCE or (len(state.offer) < state.choices and not state.extra):
            return (CHANCE,)
        return (state.turn,)

    def to_move(self, state: State) -> int | None:
        a = self.actors(state)
        return a[0] if a else None

    def chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        if state.over:
            return []
        if state.turn == CHANCE:
            return sorted((f"first {s}", 1 / state.seats) for s in range(state.seats))
        if len(state.offer) >= state.choices or state.extra:
            return []
        n = state.colours
        kinds = [(f"N{c}{s}", NORMAL_WEIGHT) for c in range(n) for s in range(n)]
        kinds += [("B", n), ("C", n), ("H", n)]
        total = sum(w for _kind, w in kinds)
        return sorted((k, w / total) for k, w in kinds)

    def playable(self, state: State) -> list[str]:
        out = []
        for slot, (code, _value) in enumerate(state.offer, 1):
            for sq in range(SIZE * SIZE):
                if can_place(state, state.turn, code, sq):
                    out.append(f"{slot} {square_name(sq)}")
        return out

    @legal_once
    def legal_actions(self, state: State, seat: int | None = None) -> list[str]:
        acts = self.actors(state)
        if not acts:
            return []
        if acts == (CHANCE,):
            return [o for o, _weight in self.chance_outcomes(state)]
        if seat is not None and seat != state.turn:
            return []
        timeout = [TIME_ACTION] if state.hourglass and state.offer else []
        return sorted(self.playable(state) + [f"drink {i}" for i in range(1, len(state.offer) + 1)] + timeout)

    def is_legal(self, state: State, action: str, seat: int) -> bool:
        """Looks at the one square named, not all 49 for every drink on offer (replays check each move)."""
        if self.actors(state) != (seat,):
            return super().is_legal(state, action, seat)
        if action == TIME_ACTION:
            return bool(state.hourglass and state.offer)
        head, _space, tail = action.partition(" ")
        slots = [str(slot) for slot in range(1, len(state.offer) + 1)]
        if head == "drink":
            return tail in slots
        square = parse_square(tail)
        return (head in slots and square is not None
                and can_place(state, state.turn, state.offer[int(head) - 1][0], square))

    def explain_illegal(self, state: State, action: str, seat: int | None = None) -> str:
        if state.over:
            return _("the game is over")
        if self.actors(state) == (CHANCE,):
            return _("waiting for a drink to be drawn")
        if seat is not None and seat != state.turn:
            return _("it is Player {n}'s turn").format(n=state.turn + 1)
        if action == TIME_ACTION:
            return _("this game has no hourglass") if not state.hourglass else _("there is no drink on offer")
        parts = action.split()
        if len(parts) != 2:
            return _("write '<slot> <square>' (e.g. '1 d4') or 'drink <slot>'")
        head, tail = parts
        slots = {"slot": tail, "last": len(state.offer)}
        if head == "drink":
            if tail.isascii() and tail.isdigit() and 1 <= int(tail) <= len(state.offer):
                return _("write it as 'drink {slot}'").format(slot=int(tail))
            return _("there is no drink {slot} on offer (slots 1-{last})").format(**slots)
        if not (head.isascii() and head.isdigit()) or not 1 <= int(head) <= len(state.offer):
            return _("there is no drink {slot} on offer (slots 1-{last})").format(**slots | {"slot": head})
        sq = parse_square(tail)
        if sq is None:
            return _("{text} is not a square (a1 to g7)").format(text=repr(tail))
        ok, why = placeable(state, state.turn, state.offer[int(head) - 1][0], sq)
        if not ok:
            return _("{the_drink} cannot go there: {why}").format(
                the_drink=the_drink(state.offer[int(head) - 1][0]), why=why)
        return _("write it as '{slot} {square}': a slot, one space, a square").format(
            slot=int(head), square=tail.lower())

    def apply(self, state: State, action: str, seat: int | None = None) -> State:
        self.check_seat(state, seat)
        if self.actors(state) == (CHANCE,):
            return self._drawn(state, action)
        # The caller (a Match) has checked legality: working out every fitting square again would make
        # replaying a save quadratic in the board's size.
        me = state.turn
        mug = mug_of(state, me)
        events: list[tuple[str, int, int, str]] = []
        if action == TIME_ACTION:
            events.append(("time ran out", me, 0, ""))
            action = "drink 1"
        head, tail = action.split()
        slot = int(tail if head == "drink" else head) - 1
        code, value = state.offer[slot]
        sheet = state.sheet
        extra = max(0, state.extra - 1)  # the extra plays left after this one

        def score(seat: int, source: int, points: int, kind: str, detail: str) -> None:
            nonlocal sheet
            sheet = add_points(sheet, seat, source, points)
            events.append((kind, seat, points, detail))

        if state.choices > 1:
            score(me, 0, value, "drink points", drink_name(code))
        drunk, dry = list(state.drunk), list(state.dry)
        board, stains = list(state.board), list(state.stains)
        drink_or_dry(me, head == "drink", drunk, dry, events)
        if head == "drink":
            if mug == "pitcher":
                score(me, 4, PITCHER_POINTS, "mug", mug)
        else:
            sq = parse_square(tail)
            assert sq is not None
            if mug == "skull" and code in ("C", "B", "H"):
                score(me, 4, -SKULL_COST, "mug", mug)
                extra += 1
            if code == "H":
                board[sq] = ""
                events.append(("hooked", me, 0, square_name(sq)))
            else:
                extra += place(state, me, mug, code, sq, board, stains, score)
        offer = tuple(state.offer[:slot] + state.offer[slot + 1:])
        turns = state.turns + 1
        nxt, extra, offer = pass_turn(state.seats, me, mug, extra, offer, drunk, events)
        new = replace(state, board=tuple(board), stains=tuple(stains), offer=offer, turn=nxt,
                      sheet=sheet, drunk=tuple(drunk), dry=tuple(dry), turns=turns, events=tuple(events),
                      extra=extra)
        if self._ended(state, stains, sheet) or turns >= MAX_TURNS:
            if state.bonus == "board":
                leaders = stain_leaders(tuple(stains), tuple(range(SIZE * SIZE)), state.seats)
                for w in leaders:
                    score(w, 3, BOARD_BONUS // len(leaders), "board bonus", "")
            new = replace(new, sheet=sheet, events=tuple(events), over=True, extra=0)
        return new

    def _drawn(self, state: State, outcome: str) -> State:
        """The position once chance has said who goes first, or which drink joins the offer."""
        if outcome not in dict(self.chance_outcomes(state)):
            raise ValueError(f"illegal chance outcome {outcome!r}")
        if outcome.startswith("first "):
            return replace(state, turn=int(outcome.split()[1]))
        return replace(state, offer=state.offer + ((outcome, START_VALUE),))

    @staticmethod
    def _ended(state: State, stains: list[int], sheet: tuple[tuple[int, ...], ...]) -> bool:
        """Whether the end chosen at set-up is met: every square stained, a score past the target, either."""
        stained = all(s >= 0 for s in stains)
        past = max(sum(r) for r in sheet) > state.target
        return {"stains": stained, "points": past, "either": stained or past}[state.end]

    def by_message(self, options: dict[str, Any]) -> str | None:
        """Drinking travels by message without the hourglass (a link may wait for days)."""
        return _(CLOCKED) if options["hourglass"] else super().by_message(options)

    def deadline(self, state: State, seat: int) -> Timeout | None:
        if state.hourglass and self.actors(state) == (seat,):
            return Timeout(float(state.hourglass), TIME_ACTION)
        return None

    def scores(self, state: State) -> list[float]:
        return [float(sum(r)) for r in state.sheet]

    def winners(self, state: State) -> list[int]:
        if not state.over:
            return []
        s = self.scores(state)
        return [i for i, v in enumerate(s) if v == max(s)]

    def view(self, state: State, viewer: int | None) -> DrinkingView:
        """Everything is public: see DrinkingView for the keys (pygames/games/drinking/view.py)."""
        return view_of(state, self.public_result(state))

    def describe(self, state: State, action: str, seat: int | None = None, viewer: int | None = None) -> str:
        return describe(state, action, self.actors(state) == (CHANCE,))

    def describe_played(self, state: State, action: str, after: State, seat: int | None = None,
                        viewer: int | None = None) -> str:
        """The move and everything it scored or changed, as the "Last turn" panel says it: lines cleared,
        tipsy, drunk or passed out, mug points (the move list keeps every turn's breakdown)."""
        return describe_played(state, action, after, self.actors(state) == (CHANCE,))


register(Drinking())
