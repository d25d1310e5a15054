"""The pure contract of a game's page logic, in the spirit of Tatham's puzzles' `interpret_move` over a
`game_ui`: what the person does comes in as plain data, a drawing and maybe an action go out.

A game that follows it gives three pure functions over its own frozen UI state (the picked piece, the
keyboard cursor, a typing buffer: what a player would not expect undo to restore):

- `take(ui, view, legal, now)`: a new view from the Table (and what the person at this screen may play);
- `draw(ui, scene)`: the board's HTML, the words for its live region and where the focus belongs;
- `interpret(ui, press, scene)`: a click or key, as a `Press`, gives a `Reply`: the new UI state, maybe an
  action string for the Table, maybe a hint for a refused press, and whether the board is drawn again.

None of them touches the page, so pytest drives whole games through them as the page does (tests/
test_<game>_page.py). pygames/web/logic_board.py is the one adapter that reads presses off the page and
puts drawings on it; once Python leaves the page's thread it is the part that turns into messages.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

U = TypeVar("U")


@dataclass(frozen=True)
class Press:
    """What the person did on the board, as the page reads it: a pressed element or a key."""

    act: str = ""  # the pressed element's data-act ("" for a key)
    data: Mapping[str, str] = field(default_factory=dict)  # the pressed element's data-* attributes
    key: str = ""  # the key's name ("ArrowLeft", "r"; "" for a click)
    focus: Mapping[str, str] | None = None  # data-* of the focused element when it is inside the board
    on_body: bool = False  # nothing has the focus (it rests on the page's body)

    def datum(self, name: str) -> str:
        """The pressed element's data-`name` ("" when it has none)."""
        return self.data.get(name, "")


@dataclass(frozen=True)
class Scene:
    """What a drawing or a press needs besides the UI state: the page's facts at that moment."""

    names: tuple[str, ...]  # the seats' names
    me: int | None = None  # the seat the person at this screen acts for now, if any
    now: float = 0.0  # a monotonic clock reading, for animations that must not restart on a redraw
    left: float | None = None  # seconds left on the clock the board shows, if it shows one


@dataclass(frozen=True)
class Picture:
    """One drawing of the board: its HTML, new words for its live region, the element to focus."""

    html: str
    said: tuple[int, str] | None = None  # (a serial, words): the page announces them when the serial is new
    focus: str | None = None  # a CSS selector inside the board to give the focus to, if any


@dataclass(frozen=True)
class Reply(Generic[U]):
    """What the board makes of a press."""

    ui: U
    action: str | None = None  # an action string to propose to the Table
    hint: str | None = None  # why nothing happened, for a short message
    redraw: bool = False  # the UI state changed what the board shows
    focus: str | None = None  # a CSS selector inside the board to focus after the redraw
    used: bool = False  # a key the board took (the page must not also scroll or tab with it)


class BoardLogic(Protocol[U]):
    """A game's page logic: pure functions over its UI state `U` (see the module docstring)."""

    focus_key: str  # the data-* attribute that names a focusable place on the board ("square")
    board_class: str  # the board's own element inside the area ("": the area itself)
    said_class: str  # its live region beside it, which a redraw leaves alone ("": none)

    def start(self) -> U:
        """The UI state of a board not yet drawn."""
        ...

    def take(self, ui: U, view: Any, legal: list[str], now: float) -> U:
        """The UI state once the Table shows `view` and the person at this screen may play `legal`."""
        ...

    def draw(self, ui: U, scene: Scene) -> Picture:
        """The board for the UI state."""
        ...

    def interpret(self, ui: U, press: Press, scene: Scene) -> Reply[U]:
        """What a press does."""
        ...

    def clock_seat(self, ui: U) -> int | None:
        """The seat whose clock the board shows now (None: no clock, and the page reads none)."""
        ...


def keep(ui: U) -> Reply[U]:
    """A press that changes nothing."""
    return Reply(ui)
