"""War of Lights: dreidel-driven skirmish on 3x3 napkins, 2-6 seats.

Rules as implemented (own wording):

* Every seat owns a 3x3 napkin. Squares are lettered ``a``..``i`` row by row (``a`` top-left,
  ``e`` centre, ``i`` bottom-right); napkins are numbered 1..N by seat. ``2e`` is seat 1's spawn point.
  The centre is the spawn point, the corners ``a c g i`` are the exits.
* Setup: nine gelt per seat, one on every square of its own napkin (option ``layout="cross"``: five gelt
  on ``b d e f h``).
* Spin-off: every seat spins in seat order (chance nodes); the highest face wins (gimel > hey > nun >
  shin); tied highest seats spin again among themselves until one is left. That seat starts, then turns go
  round in seat order, skipping eliminated seats.
* A turn is one action:
  - ``1a-1b`` move a gelt one step (orthogonal or diagonal: vertical steps are allowed too, since the
    seed calls the plus-shaped five-gelt layout a "horizontal cross") on the napkin it stands on, on any
    napkin;
  - ``1a-3a`` cross-napkin move from a corner to the SAME corner (same letter) of another napkin;
  - ``spawn``: safe spawn, allowed when the own spawn point is empty, two own gelt stand on opposite
    sides of it on the own napkin (b and h, or d and f: the centre square's sides; a/i and c/g meet only
    at its corners, and the seed keeps "corners" for a c g i) and the seat has fewer gelt than it started
    with; a gelt appears on the spawn point;
  - ``risk 1b``: risky spawn, allowed when the own spawn point is empty, at least one own gelt is next to
    it on the own napkin and the seat has fewer gelt than it started with; the square names the
    spawning gelt (one of the own gelt next to the spawn point, chosen by the player), then the dreidel
    spins. Saves written before the square was named hold a bare ``risk``: ``upgrade_action`` reads it
    as the first such gelt in letter order, the one those games lost;
  - ``pass`` only when nothing else is legal.
* A gelt may never move onto a square held by its own side. Moving onto an opponent's gelt spins the
  dreidel (chance node, outcomes ``gimel hey nun shin``, 1/4 each): gimel removes the defender and the
  attacker takes its square, hey removes the defender and the attacker stays, nun changes nothing, shin
  removes the attacker.
* Risky spawn spin: gimel spawns a gelt and the same seat then decides ``stay`` or steps the new gelt to an
  adjacent empty square of its napkin (action names the target, e.g. ``1b``); hey spawns; nun does nothing;
  shin removes the spawning gelt the player named (the seed's "spawning piece").
* A seat with no gelt is out (skipped). Win: the first seat holding the spawn point of every opponent still
  in the game (with more than three seats at the start: any two of them, or all if fewer remain) wins at
  once; else the last seat with gelt wins. When one move completes the hold of two seats (a capture that
  knocks a seat out lowers what both need), the seat whose move it was wins: it got there first; then
  the others in turn order after it.
* Only the seats ``actors`` names may act: any other seat has no legal actions, and ``apply`` refuses
  its action with IllegalAction.
* End guarantee: after 300 turns without a capture, the game ends; the seats with most gelt win (shared).
* Scores: a seat's gelt count (winners are decided as above).

The view also lists the latest spins (``spins``, oldest first, at most ``SPIN_LOG`` of them) with what
each was for, so a page can show what the dreidel did without replaying the history.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from pygames.core.errors import IllegalAction, showable
from pygames.core.frozen import replace
from pygames.core.game import CHANCE, Game, register
from pygames.core.i18n import _
from pygames.core.per_state import legal_once
from pygames.games.war_of_lights.state import (
    CENTRE,
    COLOUR_NAMES,
    COLOURS,
    CORNERS,
    EMPTY,
    FACES,
    HEBREW,
    LETTERS,
    NEIGHBOURS,
    NO_CAPTURE_LIMIT,
    OPPOSITE_PAIRS,
    RANK,
    SPIN_LOG,
    State,
    neighbours,
    parse_sq,
    sq,
)
from pygames.games.war_of_lights.view import WarOfLightsView, view_of
from pygames.games.war_of_lights.words import spin_result

__all__ = ["CENTRE", "COLOUR_NAMES", "COLOURS", "CORNERS", "EMPTY", "FACES", "HEBREW", "LETTERS",
           "NEIGHBOURS", "NO_CAPTURE_LIMIT", "OPPOSITE_PAIRS", "RANK", "SPIN_LOG", "WAR_OF_LIGHTS", "State",
           "WarOfLights", "WarOfLightsView", "neighbours", "parse_sq", "spin_result", "sq"]


class WarOfLights(Game):
    id = "war-of-lights"
    title = "War of Lights"
    min_seats = 2
    max_seats = 6
    undoable = True
    hidden_information = False

    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        options = dict(options or {})
        layout = options.pop("layout", "full")
        if options:
            raise ValueError(f"unknown option: {sorted(options)[0]}")
        if layout not in ("full", "cross"):
            raise ValueError("layout must be 'full' or 'cross'")
        return {"layout": layout}

    def variants(self) -> list[dict[str, Any]]:
        """Both layouts: nine gelt and the five-gelt cross."""
        return [{"layout": "full"}, {"layout": "cross"}]

    def initial_state(self, seats: int, options: dict[str, Any]) -> State:
        opts = self.normalize_options(options)
        squares = range(9) if opts["layout"] == "full" else (1, 3, 4, 5, 7)
        board = [EMPTY] * (9 * seats)
        for s in range(seats):
            for q in squares:
                board[s * 9 + q] = s
        return State(seats, tuple(board), len(squares), "spinoff", 0, contenders=tuple(range(seats)))

    # -- whose move ---------------------------------------------------------------------------------
    def actors(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase in ("spinoff", "spin"):
            return (CHANCE,)
        return (state.turn,)

    def to_move(self, state: State) -> int | None:
        a = self.actors(state)
        return a[0] if a else None

    def chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        if state.phase not in ("spinoff", "spin"):
            return []
        return sorted((f, 0.25) for f in FACES)

    # -- legality -----------------------------------------------------------------------------------
    def _moves(self, state: State, seat: int) -> list[str]:
        out: list[str] = []
        b = state.board
        steps = _steps(state.seats)
        for i, v in enumerate(b):
            if v == seat:
                out += [move for t, move in steps[i] if b[t] != seat]
        return out

    def can_safe_spawn(self, state: State, seat: int) -> bool:
        b, base = state.board, seat * 9
        return (b[base + CENTRE] == EMPTY and state.count(seat) < state.start_count
                and any(b[base + x] == seat and b[base + y] == seat for x, y in OPPOSITE_PAIRS))

    def spawners(self, state: State, seat: int) -> list[int]:
        """The squares of `seat`'s gelt that may make a risky spawn (next to its empty spawn point)."""
        b, base = state.board, seat * 9
        if b[base + CENTRE] != EMPTY or state.count(seat) >= state.start_count:
            return []
        return [x for x in NEIGHBOURS[CENTRE] if b[base + x] == seat]

    def can_risky_spawn(self, state: State, seat: int) -> bool:
        return bool(self.spawners(state, seat))

    @legal_once
    def legal_actions(self, state: State, seat: int | None = None) -> list[str]:
        if seat is not None and seat not in self.actors(state):
            return []  # a seat that may not act has nothing to play, not the mover's actions
        if state.phase in ("spinoff", "spin"):
            return [f for f, _weight in self.chance_outcomes(state)]
        if state.phase == "over":
            return []
        s = state.turn
        if state.phase == "step":
            base = s * 9
            return sorted([sq(s, t) for t in NEIGHBOURS[CENTRE] if state.board[base + t] == EMPTY] + ["stay"])
        acts = self._moves(state, s)
        if self.can_safe_spawn(state, s):
            acts.append("spawn")
        acts += [f"risk {sq(s, x)}" for x in self.spawners(state, s)]
        return sorted(acts) if acts else ["pass"]

    def upgrade_action(self, state: State, action: str, seat: int | None = None) -> str:
        """A bare "risk" of saves made before the spawning gelt was named: the first gelt in letter order,
        the one such a save lost on shin."""
        if action == "risk" and state.phase == "turn" and seat in (None, state.turn):
            spawners = self.spawners(state, state.turn)
            if spawners:
                return f"risk {sq(state.turn, spawners[0])}"
        return action

    def explain_illegal(self, state: State, action: str, seat: int | None = None) -> str:
        if state.phase == "over":
            return _("the game is over")
        if seat is not None and seat not in self.actors(state):
            who = _(COLOUR_NAMES[seat]) if 0 <= seat < state.seats else _("seat {seat}").format(seat=seat)
            return _("{player} may not act now").format(player=who)
        if action in self.legal_actions(state, seat):
            return ""
        shown = showable(action)  # hostile text is echoed, but never a lone surrogate the page cannot show
        if state.phase in ("spinoff", "spin"):
            return _("'{action}' is not a dreidel face (gimel, hey, nun, shin)").format(action=shown)
        if state.phase == "step":
            return _("'{action}' is not 'stay' or an empty square next to your spawn point").format(
                action=shown)
        if action == "spawn":
            return _("safe spawn needs an empty spawn point, two of your gelt on opposite sides of it, "
                     "and a lost gelt")
        if action == "risk" or action.startswith("risk "):
            if not self.can_risky_spawn(state, state.turn):
                return _("risky spawn needs an empty spawn point, one of your gelt next to it, and a lost "
                         "gelt")
            names = ", ".join(f"risk {sq(state.turn, x)}" for x in self.spawners(state, state.turn))
            said = _("name the gelt next to your spawn point that spawns (and is lost on shin): {names}")
            return said.format(names=names)
        if action == "pass":
            return _("you may pass only when no other action is legal")
        parts = action.split("-")
        if len(parts) != 2:
            said = _("'{action}' is not an action: write a move like 1a-1b, 'spawn', 'risk {square}' or "
                     "'pass'")
            return said.format(action=shown, square=sq(state.turn, 1))
        a, b = parse_sq(parts[0], state.seats), parse_sq(parts[1], state.seats)
        if a is None or b is None:
            return _("'{action}' names a square that does not exist (napkin 1-{seats}, square a-i)").format(
                action=shown, seats=state.seats)
        if state.board[a[0] * 9 + a[1]] != state.turn:
            return _("there is no gelt of yours on {square}").format(square=parts[0])
        if state.board[b[0] * 9 + b[1]] == state.turn:
            return _("{square} is already held by your own gelt").format(square=parts[1])
        if a[0] != b[0]:
            return _("a gelt changes napkin only from a corner to the same corner of another napkin")
        return _("{target} is not next to {square}").format(target=parts[1], square=parts[0])

    # -- transitions --------------------------------------------------------------------------------
    def _next_seat(self, state: State, after: int) -> int:
        for k in range(1, state.seats + 1):
            s = (after + k) % state.seats
            if state.count(s) > 0:
                return s
        return after

    def _finish_turn(self, state: State, captured: bool) -> State:
        state = replace(state, quiet=0 if captured else state.quiet + 1)
        alive = [s for s in range(state.seats) if state.count(s) > 0]
        if len(alive) <= 1:
            return replace(state, phase="over", winners=tuple(alive), reason="last with gelt")
        # One move can complete two seats' holds (an elimination lowers what both need): the seat whose
        # move it was is first, then the others in turn order after it.
        for s in sorted(alive, key=lambda seat: (seat - state.turn) % state.seats):
            opp = [o for o in alive if o != s]
            need = len(opp) if state.seats <= 3 else min(2, len(opp))
            held = sum(1 for o in opp if state.board[o * 9 + CENTRE] == s)
            if held >= need:
                return replace(state, phase="over", winners=(s,), reason="holds the spawn points")
        if state.quiet >= NO_CAPTURE_LIMIT:
            best = max(state.count(s) for s in alive)
            return replace(state, phase="over", winners=tuple(s for s in alive if state.count(s) == best),
                           reason="no capture limit")
        return replace(state, phase="turn", turn=self._next_seat(state, state.turn), pending="")

    def apply(self, state: State, action: str, seat: int | None = None) -> State:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(self.explain_illegal(state, action, seat) or f"illegal action {action}")
        state = replace(state, plies=state.plies + 1)
        if state.phase == "spinoff":
            spins = state.spins + (action,)
            spinner = state.contenders[len(spins) - 1]
            state = replace(state, spins=spins, last_spin=action, last_spinner=spinner)
            state = state.logged(spinner, action, "")
            if len(spins) < len(state.contenders):
                return state
            top = max(RANK[f] for f in spins)
            best = tuple(c for c, f in zip(state.contenders, spins) if RANK[f] == top)
            if len(best) == 1:
                return replace(state, phase="turn", turn=best[0], contenders=best, spins=())
            return replace(state, contenders=best, spins=())
        if state.phase == "spin":
            state = replace(state, last_spin=action, last_spinner=state.turn)
            state = state.logged(state.turn, action, state.pending, self._defender(state))
            return self._resolve(state, action)
        if state.phase == "step":
            b = list(state.board)
            if action != "stay":
                n, q = parse_sq(action, state.seats) or (0, 0)
                b[state.turn * 9 + CENTRE] = EMPTY
                b[n * 9 + q] = state.turn
            return self._finish_turn(replace(state, board=tuple(b)), False)
        if action == "pass":
            return self._finish_turn(state, False)
        if action == "spawn":
            b = list(state.board)
            b[state.turn * 9 + CENTRE] = state.turn
            return self._finish_turn(replace(state, board=tuple(b)), False)
        if action.startswith("risk "):
            return replace(state, phase="spin", pending=action)
        a_txt, t_txt = action.split("-")
        a, t = parse_sq(a_txt, state.seats), parse_sq(t_txt, state.seats)
        assert a is not None and t is not None
        b = list(state.board)
        ai, ti = a[0] * 9 + a[1], t[0] * 9 + t[1]
        if b[ti] == EMPTY:
            b[ti], b[ai] = b[ai], EMPTY
            return self._finish_turn(replace(state, board=tuple(b)), False)
        return replace(state, phase="spin", pending=action)

    @staticmethod
    def _defender(state: State) -> int:
        """The seat whose gelt the pending attack spins for (EMPTY for a risky spawn)."""
        if state.pending.startswith("risk"):
            return EMPTY
        t = parse_sq(state.pending.split("-")[1], state.seats)
        return EMPTY if t is None else state.board[t[0] * 9 + t[1]]

    def _resolve(self, state: State, face: str) -> State:
        b = list(state.board)
        s = state.turn
        if state.pending.startswith("risk "):
            if face == "gimel":
                b[s * 9 + CENTRE] = s
                return replace(state, board=tuple(b), phase="step", pending="")
            if face == "hey":
                b[s * 9 + CENTRE] = s
            elif face == "shin":  # the gelt the player named as the spawning one
                spawner = parse_sq(state.pending.split()[1], state.seats)
                assert spawner is not None
                b[spawner[0] * 9 + spawner[1]] = EMPTY
            return self._finish_turn(replace(state, board=tuple(b)), face == "shin")
        a_txt, t_txt = state.pending.split("-")
        a, t = parse_sq(a_txt, state.seats), parse_sq(t_txt, state.seats)
        assert a is not None and t is not None
        ai, ti = a[0] * 9 + a[1], t[0] * 9 + t[1]
        if face == "gimel":
            b[ti], b[ai] = s, EMPTY
        elif face == "hey":
            b[ti] = EMPTY
        elif face == "shin":
            b[ai] = EMPTY
        return self._finish_turn(replace(state, board=tuple(b)), face != "nun")

    # -- results and views --------------------------------------------------------------------------
    def scores(self, state: State) -> list[float]:
        return [float(state.count(s)) for s in range(state.seats)]

    def winners(self, state: State) -> list[int]:
        return list(state.winners) if state.phase == "over" else []

    def view(self, state: State, viewer: int | None) -> WarOfLightsView:
        """The whole position (the game hides nothing): see WarOfLightsView for its keys."""
        return view_of(state, self.public_result(state))

    def describe(self, state: State, action: str, seat: int | None = None, viewer: int | None = None) -> str:
        if state.phase in ("spinoff", "spin"):
            return _("the dreidel shows {letter} {face}").format(letter=HEBREW.get(action, ""), face=action)
        who = _(COLOUR_NAMES[state.turn])
        if action == "spawn":
            return _("{who} spawns a gelt safely").format(who=who)
        if action.startswith("risk "):
            return _("{who} tries a risky spawn, staking the gelt on {square}").format(
                who=who, square=action.split()[1])
        if action == "pass":
            return _("{who} passes").format(who=who)
        if action == "stay":
            return _("{who} keeps the new gelt on the spawn point").format(who=who)
        if state.phase == "step":
            return _("{who} steps the new gelt to {square}").format(who=who, square=action)
        start, _dash, end = action.partition("-")
        return _("{who} moves {start} to {end}").format(who=who, start=start, end=end)

    def describe_played(self, state: State, action: str, after: State, seat: int | None = None,
                        viewer: int | None = None) -> str:
        """An attack or a risky spawn with what its spin did, once it is spun; other actions as `describe`."""
        attacked = self._attacked(state, action)
        if not action.startswith("risk ") and attacked == EMPTY:
            return self.describe(state, action, seat, viewer)
        if after.spin_count == state.spin_count:  # the dreidel has not spun yet
            if attacked == EMPTY:
                return self.describe(state, action, seat, viewer)
            start, target = action.split("-")
            return _("{who} attacks {player} on {square} from {start}: the dreidel spins").format(
                who=_(COLOUR_NAMES[state.turn]), player=_(COLOUR_NAMES[attacked]), square=target, start=start)
        spinner, face, what, defender = after.spin_log[-1]  # the one spin this action called for
        names = [_(name) for name in COLOUR_NAMES]
        return spin_result(face, what, names, spinner, None if defender == EMPTY else defender)

    @staticmethod
    def _attacked(state: State, action: str) -> int:
        """The seat whose gelt move `action` lands on (EMPTY for an empty square or no move)."""
        if state.phase != "turn" or action.count("-") != 1:
            return EMPTY
        target = parse_sq(action.split("-")[1], state.seats)
        return EMPTY if target is None else state.board[target[0] * 9 + target[1]]


@cache
def _steps(seats: int) -> tuple[tuple[tuple[int, str], ...], ...]:
    """Per square of a board of `seats` napkins, every (square, move) a gelt there may step to, in the
    order moves are listed: its napkin's neighbours, then a corner's same corner on each other napkin.
    Written out once per seat count: `_moves` lists them for every position of every game."""
    out = []
    for i in range(seats * 9):
        n, q = divmod(i, 9)
        targets = [n * 9 + t for t in NEIGHBOURS[q]]
        if q in CORNERS:
            targets += [m * 9 + q for m in range(seats) if m != n]
        out.append(tuple((t, f"{sq(n, q)}-{sq(*divmod(t, 9))}") for t in targets))
    return tuple(out)


WAR_OF_LIGHTS = register(WarOfLights())
