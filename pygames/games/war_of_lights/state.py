"""War of Lights' position: the napkins' squares, the dreidel's faces, and the State a game holds."""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.frozen import replace
from pygames.core.i18n import N_

FACES = ("gimel", "hey", "nun", "shin")
HEBREW = {"gimel": "ג", "hey": "ה", "nun": "נ", "shin": "ש"}
RANK = {"gimel": 4, "hey": 3, "nun": 2, "shin": 1}
LETTERS = "abcdefghi"
CENTRE = 4
CORNERS = (0, 2, 6, 8)
OPPOSITE_PAIRS = ((1, 7), (3, 5))  # the centre's opposite sides: b/h and d/f (its corners are not sides)
NO_CAPTURE_LIMIT = 300
SPIN_LOG = 8  # spins kept in the state for the view: a page shows the latest few
COLOURS = ("#1f6fd1", "#d12f2f", "#2f9e44", "#e0a400", "#8e44ad", "#e67e22")
# how seats are called in words (through _() where they are shown)
COLOUR_NAMES = (N_("Blue"), N_("Red"), N_("Green"), N_("Gold"), N_("Purple"), N_("Orange"))
EMPTY = -1


def neighbours(q: int) -> tuple[int, ...]:
    r, c = divmod(q, 3)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and 0 <= r + dr < 3 and 0 <= c + dc < 3:
                out.append((r + dr) * 3 + c + dc)
    return tuple(out)


NEIGHBOURS = tuple(neighbours(q) for q in range(9))


def sq(napkin: int, q: int) -> str:
    return f"{napkin + 1}{LETTERS[q]}"


def parse_sq(text: str, seats: int) -> tuple[int, int] | None:
    if len(text) != 2 or text[0] not in "123456789" or text[1] not in LETTERS:  # not isdigit: "²"
        return None
    n = int(text[0]) - 1
    if not 0 <= n < seats:
        return None
    return n, LETTERS.index(text[1])


@dataclass(frozen=True)
class State:
    seats: int
    board: tuple[int, ...]          # seats*9 squares, owner seat or -1
    start_count: int
    phase: str                      # "spinoff", "turn", "spin", "step", "over"
    turn: int                       # seat to act (turn/step), or attacker while spinning
    pending: str = ""               # action waiting for a spin
    contenders: tuple[int, ...] = ()
    spins: tuple[str, ...] = ()     # spin-off faces of contenders so far this round
    last_spin: str = ""
    last_spinner: int = -1
    quiet: int = 0                  # turns since the last capture
    winners: tuple[int, ...] = ()
    reason: str = ""
    plies: int = 0
    # The latest spins as (spinner, face, what it was for: "" spin-off, "risk 1b" or the attack, defender).
    spin_log: tuple[tuple[int, str, str, int], ...] = ()
    spin_count: int = 0             # spins so far, so a page knows a spin is new

    def logged(self, spinner: int, face: str, what: str, defender: int = EMPTY) -> State:
        """This state with one more spin in its log."""
        log = (self.spin_log + ((spinner, face, what, defender),))[-SPIN_LOG:]
        return replace(self, spin_log=log, spin_count=self.spin_count + 1)

    def count(self, seat: int) -> int:
        return self.board.count(seat)
