"""What the site knows about each game beyond its rules: title, blurb, seats, set-up form and board."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from pygames.core.i18n import N_, _

# A page part in the reader's language: HTML, or a function that draws it in the current language (a
# listing is made once, at import, so the words of a translated part are looked up when it is drawn).
Drawn = str | Callable[[], str]


def drawn(part: Drawn) -> str:
    """The HTML of a listing's page part, drawn now (in the current language)."""
    return part() if callable(part) else part


@dataclass(frozen=True)
class Listing:
    """A game as the site presents it."""

    id: str
    title: str
    blurb: str
    seat_names: Callable[[int], list[str]]  # number of seats -> a name per seat
    option_fields: Drawn  # HTML of the set-up form's game-specific fields
    read_options: Callable[[Any], dict[str, Any]]  # the form element -> options
    board_name: str  # the class in the game's board.py that draws it on the page
    rules_html: Drawn
    describe_options: Callable[[dict[str, Any]], str] = lambda options: ""
    icon: str = ""
    kind: str = "board"  # "board", "dice" or "card": the home page says which kinds of game there are
    package: str = ""  # the game's package, pygames.games.<game> (set by listings())
    after_seats: Drawn = ""  # HTML of set-up fields that follow the seat pickers (those that depend on them)

    @property
    def board(self) -> Callable[..., Any]:
        """The board class, (page) -> the object that draws the game: imported on first use, as it needs
        the browser (listings and everything drawn from them import without one)."""
        return getattr(importlib.import_module(f"{self.package}.board"), self.board_name)


KINDS = ("board", "dice", "card")
KIND_WORDS = {"board": N_("board"), "dice": N_("dice"), "card": N_("card")}


def in_words(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return _(" and ").join(filter(None, [", ".join(items[:-1]), items[-1]])) if items else ""


def home_line(games: list[Listing]) -> str:
    """The home page's first sentence, from the catalogue: the kinds of game there are, then their names."""
    kinds = [kind for kind in KINDS if any(game.kind == kind for game in games)]
    kinds += sorted({game.kind for game in games} - set(KINDS))
    kinds_text = in_words([_(KIND_WORDS.get(kind, kind)) for kind in kinds])
    line = _("{kinds} games in your browser: {names}.").format(
        kinds=kinds_text, names=in_words([game.title for game in games]))
    return line[:1].upper() + line[1:]


def numbered_players(seats: int) -> list[str]:
    """Seats named by number: "Player 1", "Player 2", ..."""
    return [_("Player {n}").format(n=seat + 1) for seat in range(seats)]


def listings() -> dict[str, Listing]:
    """Every game the site can show, by id, in the order of the home page (by title).

    A game shows on the site through the LISTING of its `pygames/games/<game>/listing.py`; nothing
    lists them.
    """
    import pygames.games

    found = []
    for module in pkgutil.iter_modules(pygames.games.__path__):
        package = f"pygames.games.{module.name}"
        try:
            listing = getattr(importlib.import_module(f"{package}.listing"), "LISTING", None)
        except ModuleNotFoundError as error:  # a game the site does not show (yet)
            if error.name != f"{package}.listing":
                raise
            continue
        if isinstance(listing, Listing):
            found.append(replace(listing, package=package))
    return {listing.id: listing for listing in sorted(found, key=lambda listing: listing.title)}
