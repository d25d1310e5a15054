"""Drinking's position: the 7x7 board and its drinks, the State a game holds, and where a drink fits."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.core.game import CHANCE
from pygames.core.i18n import N_, _

SIZE = 7
COLOUR_NAMES = ("red", "yellow", "green", "blue", "purple", "orange")
SHAPE_NAMES = ("mug", "glass", "bottle", "flute", "tumbler", "cocktail")
START_VALUE = 10
GROWTH = 10
STAIN_POINTS = 20
BOARD_BONUS = 200
LINE_BASE = 100
LINE_BARREL = 50
MAX_TURNS = 400
NORMAL_WEIGHT = 6
STATES = ("sober", "tipsy", "drunk", "passed out")
SOURCES = ("drinks", "stains", "lines", "board", "mug")
MUGS = ("wooden cup", "goblet", "pitcher", "flagon", "stein", "horn", "tankard", "skull", "chalice")
PLACE_POINTS = {"wooden cup": 5, "goblet": 10}
PITCHER_POINTS, STEIN_GAIN, STEIN_LOSS, TANKARD_POINTS, SKULL_COST, CHALICE_POINTS = 45, 15, 10, 50, 40, 5
HORN_PLAYS = 2
TIME_ACTION = "time"  # the hourglass ran out: the seat drinks the drink in slot 1
HOURGLASS = 30  # seconds a move by default
ENDS = ("stains", "points", "either")  # every square stained / a score past the target / whichever first


def square_name(index: int) -> str:
    return "abcdefg"[index % SIZE] + str(index // SIZE + 1)


def parse_square(text: str) -> int | None:
    if len(text) != 2 or text[0] not in "abcdefg" or text[1] not in "1234567":
        return None
    return "abcdefg".index(text[0]) + SIZE * (int(text[1]) - 1)


def _neighbours(index: int) -> list[int]:
    r, c = divmod(index, SIZE)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < SIZE and 0 <= cc < SIZE:
            out.append(rr * SIZE + cc)
    return out


_NEIGHBOURS = tuple(tuple(_neighbours(index)) for index in range(SIZE * SIZE))  # asked for every square


def neighbours(index: int) -> list[int]:
    """The squares next to square `index` (up, down, left, right, as far as the board goes)."""
    return list(_NEIGHBOURS[index]) if 0 <= index < SIZE * SIZE else _neighbours(index)


def drink_name(code: str) -> str:
    if code.startswith("N"):
        return f"{COLOUR_NAMES[int(code[1])]} {SHAPE_NAMES[int(code[2])]}"
    if code.startswith("B"):
        return f"{COLOUR_NAMES[int(code[1])]} barrel" if len(code) > 1 else "barrel"
    return {"C": "chip", "H": "hook"}[code]


@dataclass(frozen=True)
class State:
    """A Drinking position: the board, its stains, the offer, each seat's drunkenness and score sheet."""
    seats: int
    colours: int
    choices: int
    bonus: str
    target: int
    hourglass: int
    board: tuple[str, ...]
    stains: tuple[int, ...]
    offer: tuple[tuple[str, int], ...] = ()
    turn: int = CHANCE
    sheet: tuple[tuple[int, ...], ...] = ()
    drunk: tuple[int, ...] = ()
    dry: tuple[int, ...] = ()
    turns: int = 0
    events: tuple[tuple[str, int, int, str], ...] = ()
    over: bool = False
    mugs: tuple[str, ...] = ()  # a mug per seat ("none" for none); empty in the classic configuration
    extra: int = 0  # extra plays the seat to move has left, this one included (0: an ordinary turn)
    end: str = "either"  # "stains", "points" or "either" (see ENDS)


def colour_of(code: str) -> int | None:
    if code.startswith("N") or (code.startswith("B") and len(code) > 1):
        return int(code[1])
    return None


Refusal = tuple[str, dict[str, Any]]  # a reason not yet translated (marked N_) and its fields


def fits(board: tuple[str, ...], code: str, square: int) -> tuple[bool, str]:
    """Whether drink `code` may go on `square`, with the reason when not."""
    refused = _refusal(board, code, square)
    return (True, "") if refused is None else (False, _said(refused))


def _said(refusal: Refusal) -> str:
    """A refusal's reason in the reader's language."""
    reason, fields = refusal
    return _(reason).format(**fields) if fields else _(reason)


def _refusal(board: tuple[str, ...], code: str, square: int) -> Refusal | None:
    """Why drink `code` may not go on `square`, or None if it fits (the words are put together only when
    a reason is shown: listing the legal actions asks this of every square for every drink on offer)."""
    if code == "H":
        return None if board[square] else (N_("the hook needs a square holding a drink"), {})
    if board[square]:
        return N_("{square} is taken"), {"square": square_name(square)}
    if code == "C":
        return None
    if code == "B":
        colours = {colour_of(board[n]) for n in neighbours(square)} - {None}
        if len(colours) != 1:
            return N_("a barrel goes next to coloured drinks of exactly one colour"), {}
        return None
    colour, shape = int(code[1]), int(code[2])
    for n in neighbours(square):
        other = board[n]
        if other.startswith("N") and int(other[1]) != colour and int(other[2]) != shape:
            reason = N_("it shares neither colour nor shape with the drink on {square}")
            return reason, {"square": square_name(n)}
        if other.startswith("B") and int(other[1]) != colour:
            return N_("the barrel on {square} accepts only its own colour"), {"square": square_name(n)}
    return None


def placed_code(board: tuple[str, ...], code: str, square: int) -> str:
    if code == "B":
        colours = {colour_of(board[n]) for n in neighbours(square)} - {None}
        return f"B{colours.pop()}"
    return code


def lines_through(square: int) -> list[tuple[str, tuple[int, ...]]]:
    r, c = divmod(square, SIZE)
    return [(f"row {r + 1}", tuple(r * SIZE + i for i in range(SIZE))),
            (f"column {'abcdefg'[c]}", tuple(i * SIZE + c for i in range(SIZE)))]


def stain_leaders(stains: tuple[int, ...], squares: tuple[int, ...], seats: int) -> list[int]:
    counts = [sum(1 for s in squares if stains[s] == seat) for seat in range(seats)]
    best = max(counts)
    return [seat for seat in range(seats) if counts[seat] == best] if best else []


def add_points(sheet: tuple[tuple[int, ...], ...], seat: int, source: int,
               points: int) -> tuple[tuple[int, ...], ...]:
    row = list(sheet[seat]) + [0] * (len(SOURCES) - len(sheet[seat]))
    row[source] += points
    return sheet[:seat] + (tuple(row),) + sheet[seat + 1:]


def mug_of(state: State, seat: int) -> str:
    """The mug whose power `seat` has ("" in the classic configuration or without a mug)."""
    mug = state.mugs[seat] if state.mugs else ""
    return "" if mug == "none" else mug


def placeable(state: State, seat: int, code: str, square: int) -> tuple[bool, str]:
    """`fits`, plus the rule that a normal drink must touch the board unless its seat has the chalice."""
    refused = _placement_refusal(state, seat, code, square)
    return (True, "") if refused is None else (False, _said(refused))


def can_place(state: State, seat: int, code: str, square: int) -> bool:
    """`placeable`'s yes or no, without putting its reason into words (for the legal actions)."""
    return _placement_refusal(state, seat, code, square) is None


def _placement_refusal(state: State, seat: int, code: str, square: int) -> Refusal | None:
    refused = _refusal(state.board, code, square)
    if refused is not None or not code.startswith("N") or mug_of(state, seat) == "chalice":
        return refused  # a chip goes in any open space, a hook on any piece, a barrel needs neighbours
    if any(state.board) and not any(state.board[n] for n in neighbours(square)):
        return N_("a drink must touch a piece on the board (only a chip or the chalice goes anywhere)"), {}
    return None
