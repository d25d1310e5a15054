"""The base class of every game's board (pygames/games/<game>/board.py): what the play page asks of a
board, with a default for every optional hook, so the page calls them all without looking for them."""

from __future__ import annotations

from typing import Any, Protocol

from pygames.core.i18n import N_
from pygames.core.table import Table

# What a board calls its chance, unless it says: the doing and the thing (the peer page's status).
CHANCE_WORDS = (N_("Drawing the next roll or card"), N_("The next roll or card"))


class Page(Protocol):
    """What a board may ask of the play page (pygames.web.play.PlayPage): it reads the game through the
    page's Table only, and plays through `play`."""

    table: Table
    names: list[str]  # the seats' names, which a board may replace (a team's name for its seat)
    marked: tuple[str, ...]  # the places of the last move, to mark again after a board's own redraw
    skip_glide: bool  # set by a board whose piece was dragged there: it needs no flight

    @property
    def closed(self) -> bool:
        """True once the page was replaced."""
        ...

    @property
    def acting_seat(self) -> int | None:
        """The seat the person at this screen acts for now, if any."""
        ...

    @property
    def viewer(self) -> int | None:
        """Whose view the screen draws (nobody's while covered)."""
        ...

    @property
    def covered_for(self) -> int | None:
        """The seat the screen waits to be handed to (None when the board is not covered)."""
        ...

    @property
    def restoring_focus(self) -> bool:
        """True while the page puts focus back after a redraw (not the player's own move of focus)."""
        ...

    def play(self, action: str) -> None:
        """Play a person's action at this screen."""
        ...

    def is_computer(self, seat: int | None) -> bool:
        """True if `seat` is played by this browser's computer."""
        ...

    def status(self) -> str:
        """The status line's text."""
        ...

    def keep_focus(self) -> None:
        """After a board's own redraw, put focus back where it was."""
        ...


class Board:
    """A game's board on the play page. Gobblet's GobbletBoard is a full example."""

    # The end panel's swap button ("Swap colours" where the seats are colours).
    SWAP_LABEL = N_("Swap seats")  # translated where it is shown
    # Pair a two-seat game's move list by turn ("1. a1  b2"): for one short move a turn.
    MOVES_BY_TURN = False
    # How the peer page says a chance draw is being made, and what is drawn.
    chance_words: tuple[str, str] = CHANCE_WORDS

    def __init__(self, page: Page) -> None:
        self.page = page  # the play page: page.play(action), page.table, page.names, ...

    def attach(self, area: Any) -> None:
        """Take the board area element (kept for the page's life) and add event listeners to it."""
        raise NotImplementedError

    def render(self, view: dict[str, Any], legal: list[str]) -> None:
        """Redraw from the match view; `legal` holds what the person at the screen may play now."""
        raise NotImplementedError

    def result_text(self, view: dict[str, Any]) -> str:
        """How the finished game ended, in words (the status line and the saves list show it)."""
        raise NotImplementedError

    def status_text(self, view: dict[str, Any], text: str) -> str:
        """The status line for `view`, given the page's own `text` ("Your turn (Red)"): a board may say
        more of what is awaited (the page's text by default)."""
        return text

    def keepsake(self) -> Any:
        """What the person set on the board that no move records (a redraw of the page keeps it): none."""
        return None

    def restore(self, keepsake: Any) -> None:
        """Take back `keepsake` (from keepsake(), on the page this one replaced) if it fits the position."""

    def on_action(self, act: str, element: Any) -> None:
        """A [data-act] button inside the page that the page itself does not handle (none by default)."""

    def on_key(self, event: Any) -> None:
        """A key press the page itself does not handle (none by default)."""

    def last_move(self, seat: int, action: str) -> tuple[str, ...]:
        """CSS selectors (inside the board area) of the places `seat`'s `action` touched, first to last.

        The page marks them (.last-from, .last-to) and lets the piece drawn with `data-piece` at the
        last one glide there from the first (pygames/web/motion.py). A board that redraws itself (a
        pick) calls motion.mark(area, page.marked) to keep the marks. None by default.
        """
        return ()

    def move_items(self, records: list[tuple[int, int, str]], current: int) -> str | None:
        """The move list's items laid out by the board, or None for the page's own list (the default)."""
        return None
