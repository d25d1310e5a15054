"""The pure contract of a game's page logic, in the spirit of Tatham's puzzles' `interpret_move` over a
`game_ui`: what the person does comes in as plain data, a drawing and maybe an action go out.

A game that follows it gives three pure functions over its own frozen UI state (the picked piece, the
keyboard cursor, a typing buffer: what a player would not expect undo to restore):

- `take(ui, view, legal, scene)`: a new view from the Table (and what the person at this screen may play);
- `draw(ui, scene)`: the board's HTML, the words for its live region, the status line's words while a
  show runs, and when to wake the logic again (a show's next beat);
- `interpret(ui, press, scene)`: a click or key, as a `Press`, gives a `Reply`: the new UI state, maybe an
  action string for the Table, maybe a hint for a refused press, and whether the board is drawn again;
- `wake(ui, scene)` and `done(ui, job, answer, scene)`: the time a picture asked for, or the answer of a
  job a reply asked for (Yacht's hint), come back as replies too.

None of them touches the page, so pytest drives whole games through them as the page does (tests/
test_<game>_page.py). pygames/web/logic_board.py is the one adapter that reads presses off the page and
puts drawings on it; once Python leaves the page's thread it is the part that turns into messages.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

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
    computers: frozenset[int] = frozenset()  # the seats this browser's computer plays
    covered: bool = False  # the screen waits to be handed to the next person: no hand may be drawn
    options: Mapping[str, Any] = field(default_factory=dict)  # the match's options (teams, for one)


@dataclass(frozen=True)
class Picture:
    """One drawing of the board: its HTML, new words for its live region, the element to focus."""

    html: str
    said: tuple[int, str] | None = None  # (a serial, words): the page announces them when the serial is new
    status: str | None = None  # the status line's words while the board shows what the page does not know
    wake_ms: int | None = None  # call the logic's `wake` this many milliseconds from now


@dataclass(frozen=True)
class Dialog:
    """A modal panel over the page, outside the board (a redraw leaves it open)."""

    id: str  # one panel of this id for the page
    label: str  # its name for readers
    html: str  # what it shows, with a form method="dialog" to close it
    css: str = ""  # classes besides the page's dialog look
    testid: str = ""


@dataclass(frozen=True)
class Reply(Generic[U]):
    """What the board makes of a press."""

    ui: U
    action: str | None = None  # an action string to propose to the Table
    hint: str | None = None  # why nothing happened, for a short message
    notice: str | None = None  # a short message that is no warning ("Cancelled")
    redraw: bool = False  # the UI state changed what the board shows
    focus: str | None = None  # a CSS selector inside the board to focus after the redraw
    used: bool = False  # a key the board took (the page must not also scroll or tab with it)
    tabstop: tuple[str, str] | None = None  # (a group's selector, its member that is now its Tab stop)
    store: tuple[str, str] | None = None  # (a preference's name, its value) to keep in the browser
    job: str | None = None  # work for the board outside the logic (its answer comes back through `done`)
    reveal: str | None = None  # a CSS selector to scroll into sight on a narrow screen
    walk: tuple[str, int] | None = None  # (a group's selector, a step): move the focus along the group
    dialog: Dialog | None = None  # a panel to open


class BoardLogic(Generic[U]):
    """A game's page logic: pure functions over its UI state `U` (see the module docstring); the methods
    a game has no use for keep these defaults."""

    focus_key = ""  # the data-* attribute that names a focusable place on the board ("square")
    focus_fallback = ""  # what takes the focus when the focused place is gone from a redraw
    board_class = ""  # the board's own element inside the area ("": the area itself)
    said_class = ""  # its live region beside it, which a redraw leaves alone ("": none)
    preferences: tuple[str, ...] = ()  # the names of the preferences `start` reads

    def start(self, prefs: Mapping[str, str]) -> U:
        """The UI state of a board not yet drawn, with the person's kept preferences."""
        raise NotImplementedError

    def take(self, ui: U, view: Any, legal: list[str], scene: Scene) -> U:
        """The UI state once the Table shows `view` and the person at this screen may play `legal`."""
        raise NotImplementedError

    def draw(self, ui: U, scene: Scene) -> Picture:
        """The board for the UI state."""
        raise NotImplementedError

    def interpret(self, ui: U, press: Press, scene: Scene) -> Reply[U]:
        """What a press does."""
        raise NotImplementedError

    def wake(self, ui: U, scene: Scene) -> Reply[U]:
        """The time a picture asked for has come (a beat of a show, a banner leaving): nothing by default."""
        return keep(ui)

    def done(self, ui: U, job: str, answer: Any, scene: Scene) -> Reply[U]:
        """A job a reply asked for has its answer: nothing by default."""
        return keep(ui)

    def clock_seat(self, ui: U) -> int | None:
        """The seat whose clock the board shows now (None: no clock, and the page reads none)."""
        return None

    def keepsake(self, ui: U) -> Any:
        """What a redraw of the whole page (a language switch) should carry over: nothing by default."""
        return None

    def adopt(self, ui: U, keepsake: Any) -> U:
        """The UI state with `keepsake` (from `keepsake` on the page this one replaced) taken back."""
        return ui


def keep(ui: U) -> Reply[U]:
    """A press that changes nothing."""
    return Reply(ui)
