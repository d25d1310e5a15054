"""Gobblet: tic-tac-toe with pieces that swallow smaller ones (3x3 "Jr" and the 4x4 game).

Rules as implemented
- Two seats: seat 0 is red and moves first, seat 1 is yellow.
- 3x3 (option size=3): each colour has six pieces, two in each of three sizes, and any of them may
  be brought onto the board. Three visible pieces of one colour in a row, column or diagonal win.
- 4x4 (option size=4): each colour has twelve pieces in three off-board stacks of four nested sizes;
  only the top piece of a stack can be brought in, so a smaller piece of a stack comes only after the
  larger ones above it. Four in a row win.
- A turn either brings a new piece in or moves one of the mover's visible pieces from its square to
  any other square. The target must be empty or topped by a smaller piece of either colour, which is
  then covered ("gobbled") and stays underneath; a covered piece may itself cover others.
- Only the top piece of a square is visible: only visible pieces move and only they make a line. Moving
  a piece uncovers whatever it had gobbled.
- Exposure: if lifting a piece uncovers a line of the opponent and the destination does not cover one
  of that line's pieces, the opponent wins, even if the move also completes a line for the mover.
- 4x4 only: a piece brought in from off the board goes to an empty square, or covers an opponent's
  piece that belongs to three of the opponent's visible pieces in one line. Board moves are not limited
  that way.

Decisions the source leaves open
- Repetition: when a position (board, reserves and player to move) occurs for the third time, the game
  is a draw. Every game therefore ends, since the number of positions is finite.
- A seat with no legal action loses. It cannot arise from the start position (a largest piece always
  has somewhere to go), but the engine defines it so that no position is left without an outcome.
- The seed's touch-move rule (a touched piece must be moved) is not used, as in the seed's own version.

Action notation
- Squares are named by a column letter and a row number, "a1" at red's bottom left: a-c and 1-3 on
  3x3, a-d and 1-4 on 4x4.
- "3b2" brings a size-3 piece from the reserve to b2 (sizes count up from 1, the smallest; 3 is the
  largest on 3x3, 4 on 4x4).
- "a1b2" moves the visible piece on a1 to b2.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypedDict

from pygames.core.game import Game, register
from pygames.core.i18n import N_, _
from pygames.core.views import PublicResult

RED, YELLOW = 0, 1
COLOURS = (N_("red"), N_("yellow"))  # lower case, as a refusal names them (translated there)
# Shown through _() where they are drawn (the engine's actions name sizes by number, never by these words).
SIZE_NAMES = {3: (N_("small"), N_("medium"), N_("large")),
              4: (N_("small"), N_("medium-small"), N_("medium-large"), N_("large"))}
SEAT_NAMES = (N_("Red"), N_("Yellow"))  # the seats as the page names them (listing.py's seat_names)


class PieceView(TypedDict):
    """A piece as a view shows it."""

    colour: str  # "red" or "yellow"
    size: int  # 1 (smallest) to 3 (3x3) or 4 (4x4)


class GobbletView(PublicResult):
    """What everyone sees of a Gobblet position (the match adds its own facts beside these)."""

    size: int  # 3 or 4 squares a side
    turn: str  # the colour to move
    squares: list[list[PieceView]]  # per square (a1, b1, ... row by row), its stack bottom first
    reserves: list[list[list[int]]]  # per seat, its stacks off the board, sizes bottom first
    result: str | None  # None while playing, else "red", "yellow" or "draw"
    reason: str
    line: list[str]  # the winning line's squares
    repeats: int  # how often this position was seen before


@dataclass(frozen=True)
class State:
    """A Gobblet position: stacks per square (bottom first), reserves, and who is to move."""

    size: int
    # A piece is size * 2 + colour, so `piece >> 1` is its size and `piece & 1` its colour.
    squares: tuple[tuple[int, ...], ...]
    # Per colour, the sizes still off the board: 3x3 lists every piece, 4x4 the height of each stack.
    reserves: tuple[tuple[int, ...], tuple[int, ...]]
    turn: int
    # Positions met since the last piece came in from the reserve (that move can never be undone).
    seen: tuple[tuple, ...] = ()
    result: str | None = None  # None while playing, else "red", "yellow" or "draw"
    reason: str = ""
    line: tuple[int, ...] = ()

    @property
    def key(self) -> tuple:
        """What makes two positions the same for the repetition rule."""
        return (self.squares, self.reserves, self.turn)


def lines_of(size: int) -> tuple[tuple[int, ...], ...]:
    """Every row, column and diagonal of a size x size board as tuples of square indices."""
    rows = [tuple(r * size + c for c in range(size)) for r in range(size)]
    cols = [tuple(r * size + c for r in range(size)) for c in range(size)]
    diagonals = [tuple(i * size + i for i in range(size)),
                 tuple(i * size + size - 1 - i for i in range(size))]
    return tuple(rows + cols + diagonals)


LINES = {n: lines_of(n) for n in (3, 4)}
LINES_THROUGH = {n: tuple(tuple(line for line in LINES[n] if sq in line) for sq in range(n * n))
                 for n in (3, 4)}


def square_name(size: int, index: int) -> str:
    """Return the name ("b2") of square `index` (row-major from a1)."""
    return "abcd"[index % size] + str(index // size + 1)


def square_index(size: int, name: str) -> int | None:
    """Return the index of the square named `name`, or None if there is no such square."""
    if len(name) != 2 or name[0] not in "abcd"[:size] or name[1] not in "1234"[:size]:
        return None
    return (int(name[1]) - 1) * size + "abcd".index(name[0])


def top(stack: tuple[int, ...]) -> int:
    """The visible piece of a stack, or 0 for an empty square."""
    return stack[-1] if stack else 0


def winning_line(size: int, squares: tuple[tuple[int, ...], ...], colour: int) -> tuple[int, ...]:
    """Return a line of `colour`'s visible pieces, or () if there is none."""
    for line in LINES[size]:
        if all(squares[i] and squares[i][-1] & 1 == colour for i in line):
            return line
    return ()


def in_threat(size: int, squares: tuple[tuple[int, ...], ...], index: int) -> bool:
    """True if the visible piece on `index` is one of three of its colour's visible pieces in a line."""
    colour = squares[index][-1] & 1
    return any(sum(1 for i in line if squares[i] and squares[i][-1] & 1 == colour) >= size - 1
               for line in LINES_THROUGH[size][index])


class Gobblet(Game):
    """The rules of Gobblet on a 3x3 or 4x4 board."""

    id = "gobblet"
    title = "Gobblet"
    min_seats = max_seats = 2

    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Accept {"size": 3} (the default) or {"size": 4}."""
        options = dict(options or {})
        size = options.pop("size", 3)
        if options:
            raise ValueError(f"unknown Gobblet option(s): {', '.join(sorted(options))}")
        if type(size) is not int or size not in (3, 4):
            raise ValueError(f"Gobblet is played on a 3x3 or 4x4 board, not size {size!r}")
        return {"size": size}

    def variants(self) -> list[dict[str, Any]]:
        """Both board sizes."""
        return [{"size": 3}, {"size": 4}]

    def initial_state(self, seats: int, options: dict[str, Any]) -> State:
        """An empty board with full reserves, red to move."""
        size = options["size"]
        reserve = (1, 1, 2, 2, 3, 3) if size == 3 else (4, 4, 4)
        return State(size, ((),) * (size * size), (reserve, reserve), RED)

    def to_move(self, state: State) -> int | None:
        """The colour to move, or None once the game is decided."""
        return None if state.result else state.turn

    def legal_actions(self, state: State, seat: int | None = None) -> list[str]:
        """Every placement and board move of the colour to move, sorted (none for the other seat)."""
        if state.result or seat not in (None, state.turn):
            return []
        n, squares, me = state.size, state.squares, state.turn
        names = [square_name(n, i) for i in range(n * n)]
        actions = []
        for piece_size in sorted(set(state.reserves[me])):
            for i in range(len(squares)):
                if self._can_bring_in(state, piece_size, i):
                    actions.append(f"{piece_size}{names[i]}")
        for src, stack in enumerate(squares):
            if stack and stack[-1] & 1 == me:
                moving = stack[-1] >> 1
                for dst, target in enumerate(squares):
                    if dst != src and (not target or target[-1] >> 1 < moving):
                        actions.append(names[src] + names[dst])
        return sorted(actions)

    def _can_bring_in(self, state: State, piece_size: int, index: int) -> bool:
        target = state.squares[index]
        if not target:
            return True
        if target[-1] >> 1 >= piece_size:
            return False
        if state.size == 3:
            return True
        # 4x4: a new piece may only cover an opponent's piece that is one of three in a line.
        return target[-1] & 1 != state.turn and in_threat(state.size, state.squares, index)

    def explain_illegal(self, state: State, action: str, seat: int | None = None) -> str:
        """Say which rule `action` breaks (in the reader's language)."""
        if state.result:
            return _("the game is over")
        if seat not in (None, state.turn):
            return _("it is {colour}'s turn").format(colour=_(COLOURS[state.turn]))
        n, me = state.size, state.turn
        parsed = parse_action(n, action)
        if parsed is None:
            return _("{action} is not a Gobblet move: write a size and a square to bring a piece in "
                     "(\"3b2\") or two squares to move one (\"a1b2\")").format(action=repr(action))
        src, piece_size, dst = parsed
        target = state.squares[dst]
        if src is None:
            if piece_size not in state.reserves[me]:
                said = (_("{colour} has no size-{size} piece on top of a reserve stack") if n == 4
                        else _("{colour} has no size-{size} piece left in the reserve"))
                return said.format(colour=_(COLOURS[me]), size=piece_size)
            if target and target[-1] >> 1 >= piece_size:
                return _("a size-{size} piece cannot cover the size-{other} piece on {square}").format(
                    size=piece_size, other=target[-1] >> 1, square=action[1:])
            if target[-1] & 1 == me:
                return _("a new piece may not cover your own piece ({square}); only board pieces may").format(
                    square=action[1:])
            return _("a new piece may cover only an opponent's piece that is one of three in a line "
                     "({square} is not)").format(square=action[1:])
        stack = state.squares[src]
        if not stack:
            return _("there is no piece on {square}").format(square=action[:2])
        if stack[-1] & 1 != me:
            return _("the piece on {square} is {owner}'s, not {colour}'s").format(
                square=action[:2], owner=_(COLOURS[stack[-1] & 1]), colour=_(COLOURS[me]))
        if src == dst:
            return _("a piece must move to a different square")
        return _("the piece on {square} is not larger than the one on {target}").format(
            square=action[:2], target=action[2:])

    def apply(self, state: State, action: str, seat: int | None = None) -> State:
        """Play the legal `action` and settle wins, the exposure rule and repetition."""
        self.check_seat(state, seat)
        n, me = state.size, state.turn
        parsed = parse_action(n, action)
        assert parsed is not None  # the caller has checked that the action is legal
        src, piece_size, dst = parsed
        squares = list(state.squares)
        reserves = list(state.reserves)
        seen = state.seen + (state.key,)
        if src is None:
            assert piece_size is not None  # a move from the reserve names the piece's size
            own = list(reserves[me])
            if n == 3:
                own.remove(piece_size)
            else:
                # Stacks always hold sizes 1..height, so the stack whose top is piece_size has that height.
                own[own.index(piece_size)] -= 1
                own = [h for h in own if h]
            reserves[me] = tuple(sorted(own))
            piece = piece_size * 2 + me
            seen = ()
        else:
            piece = squares[src][-1]
            squares[src] = squares[src][:-1]
        squares[dst] = squares[dst] + (piece,)
        squares_t = tuple(squares)
        after = State(n, squares_t, (reserves[0], reserves[1]), 1 - me, seen)
        # The opponent's line is checked first: a move that uncovers it loses even if it wins too.
        theirs = winning_line(n, squares_t, 1 - me)
        if theirs:
            return _finish(after, COLOURS[1 - me], "uncovered a line of the opponent", theirs)
        mine = winning_line(n, squares_t, me)
        if mine:
            return _finish(after, COLOURS[me], "made a line", mine)
        if seen.count(after.key) >= 2:
            return _finish(after, "draw", "the same position came up a third time", ())
        if not _has_move(after) and not self.legal_actions(after):
            return _finish(after, COLOURS[me], f"{COLOURS[1 - me]} has no legal move", ())
        return after

    def scores(self, state: State) -> list[float]:
        """1 for a win, 0 for a loss, 0.5 each for a draw (0 each while playing)."""
        if state.result == "draw":
            return [0.5, 0.5]
        return [float(state.result == c) for c in COLOURS]

    def winners(self, state: State) -> list[int]:
        """The winning colour's seat, or [] for a draw."""
        return [COLOURS.index(state.result)] if state.result in COLOURS else []

    def view(self, state: State, seat: int | None) -> GobbletView:
        """The whole position (Gobblet hides nothing, covered pieces included)."""
        n = state.size
        return {
            "size": n,
            "turn": COLOURS[state.turn],
            "squares": [[{"colour": COLOURS[p & 1], "size": p >> 1} for p in stack]
                        for stack in state.squares],
            "reserves": [_reserve_view(n, r) for r in state.reserves],
            "result": state.result,
            "reason": state.reason,
            "line": [square_name(n, i) for i in state.line],
            "repeats": state.seen.count(state.key),
            **self.public_result(state),
        }

    def describe(self, state: State, action: str, seat: int | None = None,
                 viewer: int | None = None) -> str:
        """"Red: large to b2" or "Yellow: a1 → b2, gobbling"."""
        parsed = parse_action(state.size, action)
        if parsed is None:
            return action
        src, piece_size, dst = parsed
        colour = _(SEAT_NAMES[state.turn])
        covers = bool(state.squares[dst])
        if src is None and piece_size is not None:
            size = _(SIZE_NAMES[state.size][piece_size - 1])
            text = (_("{colour}: {size} to {square}, gobbling") if covers
                    else _("{colour}: {size} to {square}"))
            return text.format(colour=colour, size=size, square=action[1:])
        text = _("{colour}: {start} → {end}, gobbling") if covers else _("{colour}: {start} → {end}")
        return text.format(colour=colour, start=action[:2], end=action[2:])


def _reserve_view(size: int, reserve: tuple[int, ...]) -> list[list[int]]:
    """Reserve stacks as lists of sizes, bottom first (3x3 pieces are single-piece stacks)."""
    if size == 3:
        return [[s] for s in reserve]
    return [list(range(1, h + 1)) for h in reserve]


def _has_move(state: State) -> bool:
    """Cheap sufficient test: a largest piece in hand or on top always has a square to go to."""
    largest = state.size
    if largest in state.reserves[state.turn]:
        return True
    return any(stack and stack[-1] == largest * 2 + state.turn for stack in state.squares)


def _finish(state: State, result: str, reason: str, line: tuple[int, ...]) -> State:
    return State(state.size, state.squares, state.reserves, state.turn, state.seen, result, reason, line)


def parse_action(size: int, action: str) -> tuple[int | None, int | None, int] | None:
    """Split an action into (source square or None, reserve size or None, destination), or None."""
    if not isinstance(action, str):
        return None
    if len(action) == 3 and action[0] in "1234":  # str.isdigit would let "²" through
        dst = square_index(size, action[1:])
        piece_size = int(action[0])
        if dst is None or not 1 <= piece_size <= size:
            return None
        return None, piece_size, dst
    if len(action) == 4:
        src, dst = square_index(size, action[:2]), square_index(size, action[2:])
        if src is None or dst is None:
            return None
        return src, None, dst
    return None


GOBBLET = register(Gobblet())
