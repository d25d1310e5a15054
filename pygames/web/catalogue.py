"""What the site knows about each game beyond its rules: title, blurb, seats, set-up form and board."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class Listing:
    """A game as the site presents it."""

    id: str
    title: str
    blurb: str
    seat_names: Callable[[dict[str, Any]], list[str]]  # options -> a name per seat
    option_fields: str  # HTML of the set-up form's game-specific fields
    read_options: Callable[[Any], dict[str, Any]]  # the form element -> options
    board: Callable[..., Any]  # (page) -> the board object that draws the game
    rules_html: str
    describe_options: Callable[[dict[str, Any]], str] = lambda options: ""
    icon: str = ""


def listings() -> dict[str, Listing]:
    """Every game the site can show, by id, in the order of the home page."""
    from pygames.web import gobblet_board

    return {listing.id: listing for listing in (gobblet_board.LISTING,)}
