"""What the play page asks of the link its table comes with: a Link, which for a game at this screen is a
LocalLink that does nothing of its own.

The page (pygames.web.play.PlayPage) always holds a link and calls it at a few set points: when its frame
is drawn, for the status line, after its own change, on every redraw, for the buttons it does not know,
for the next game, and when it closes. Over the peer link that is the link panel
(pygames.web.peer.PeerLink: friends, invitations, the link's news, the next game agreed between
browsers); at this screen the LocalLink answers with the page's own words and starts the next game
itself. So the page never asks which link, or which table, it holds.

Pure Python (no browser import).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from pygames.web.play import PlayPage


class Link(Protocol):
    """What the play page calls on the link its table comes with."""

    # The parts of the page (a CSS selector) that the next load's early board leaves out ("" for none):
    # a link panel's links and codes are stale by then.
    left_out: str
    # True where a language switch redraws this page where it is: opened anew from its save, it would
    # drop its links.
    redrawn_in_place: bool

    def attach(self, page: Any) -> None:
        """The page's frame is drawn: the link may add its own parts and start its work."""
        ...

    @property
    def may_act(self) -> bool:
        """False where nobody may move from this screen (a guest's copy, a closed link)."""
        ...

    def status(self) -> str:
        """The status line: whose turn it is (and who that is), or how the game ended."""
        ...

    def after_own_change(self) -> bool:
        """After this screen's own change: True where the page saves and goes on, False where it only
        redraws (the change is yet to come back over the link)."""
        ...

    def render(self) -> None:
        """Redraw the link's own parts (after the page's redraw)."""
        ...

    def render_offer(self) -> None:
        """Show on the end panel the next game on offer between browsers."""
        ...

    def on_action(self, act: str, element: Any) -> bool:
        """A button was pressed: True if it was the link's own (the page then leaves it)."""
        ...

    def new_game(self) -> None:
        """New game, Rematch: start the next game of this set-up, or offer it to the other browsers."""
        ...

    def propose_again(self, swap: bool) -> None:
        """The next game with the seats moved round (`swap`): start it, or offer it."""
        ...

    def carry(self, save_id: str, swap: bool) -> None:
        """The next match opens as `save_id`: pass on to its page what should outlive this one."""
        ...

    def close(self) -> None:
        """The page goes away."""
        ...


class LocalLink:
    """The link of a game at this screen (and of a lesson): no other browser, so nothing of its own.
    Its status is the page's own, the person may act, and the next game starts at once."""

    left_out = ""
    redrawn_in_place = False  # a game here is drawn anew from its save, where every move already is

    def __init__(self) -> None:
        self.page: PlayPage | None = None

    def _page(self) -> PlayPage:
        assert self.page is not None, "the page attaches its link before it calls it"
        return self.page

    def attach(self, page: PlayPage) -> None:
        """Keep the page, to answer with its own words and start its next game."""
        self.page = page

    @property
    def may_act(self) -> bool:
        """A person here may act for their seats."""
        return True

    def status(self) -> str:
        """The page's own status line."""
        return self._page().own_status()

    def after_own_change(self) -> bool:
        """The change is made here: the page saves and goes on."""
        return True

    def render(self) -> None:
        """Nothing of its own to draw."""

    def render_offer(self) -> None:
        """No other browser to offer the next game to."""

    def on_action(self, act: str, element: Any) -> bool:
        """No buttons of its own."""
        return False

    def new_game(self) -> None:
        """Start the next game of this set-up at once."""
        self._page().start_next(False)

    def propose_again(self, swap: bool) -> None:
        """Start the next game at once (with `swap`, the seats moved round)."""
        self._page().start_next(swap)

    def carry(self, save_id: str, swap: bool) -> None:
        """Nothing outlives this page but its save."""

    def close(self) -> None:
        """Nothing to close."""
