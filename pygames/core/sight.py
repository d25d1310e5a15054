"""What a computer player of a game with secrets may know: its seat's view, its legal actions and the
move list as that seat reads it. Built from a match by the page, sent as JSON to the AI worker, and
handed to the game's policies in place of the match, so a policy cannot read another seat's hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.core.game import Game, get_game


@dataclass(frozen=True)
class Sight:
    """One seat's knowledge of a match: the view, the legal actions and the records it may read."""

    game: Game
    seat: int
    seat_count: int
    options: dict[str, Any]
    ply: int
    view: dict[str, Any]
    legal: list[str]
    records: list[tuple[int, int, str]]

    def to_json(self) -> dict[str, Any]:
        """The sight as plain JSON data (for the AI worker)."""
        return {"game": self.game.id, "seat": self.seat, "seat_count": self.seat_count,
                "options": self.options, "ply": self.ply, "view": self.view, "legal": self.legal,
                "records": [list(record) for record in self.records]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Sight:
        """The sight sent by `to_json`."""
        return cls(get_game(data["game"]), int(data["seat"]), int(data["seat_count"]), dict(data["options"]),
                   int(data["ply"]), dict(data["view"]), [str(a) for a in data["legal"]],
                   [(int(p), int(s), str(d)) for p, s, d in data["records"]])


def sight_of(match: Any, seat: int) -> Sight:
    """What `seat` may know of `match`."""
    return Sight(match.game, seat, match.seat_count, dict(match.options), match.ply, match.view(seat),
                 match.legal_actions(seat), match.records(seat))
