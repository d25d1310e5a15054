"""A guest's checks of what the host reports for its seats: views, records and who plays each seat.

Each reader takes a host message and this browser's seats, returns the part it reads, or raises Refused.
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import _
from pygames.net.sync import digest
from pygames.net.wire import Refused, view_as_sent


def views_digest(message: dict, seats: tuple[int, ...]) -> str:
    """The digest of the views sent for `seats` (a spectator's one view without seats), to check its hash."""
    version = message["v"]
    if not seats:
        return digest(view_as_sent(message.get("view"), version))
    return digest({seat: view_as_sent(view, version) for seat, view in message["views"].items()})


def views_of(message: dict, seats: tuple[int, ...]) -> dict[int | None, dict[str, Any]]:
    """The views the host sent, by seat (a spectator's under None)."""
    if not seats:  # a spectator
        if message.get("view") is None:
            raise Refused(_("the host did not send a spectator's view"))
        return {None: message["view"]}
    return {int(k): v for k, v in message["views"].items()}


def records_of(message: dict, seats: tuple[int, ...]) -> dict[int | None, list[tuple[int, int, str]]]:
    """The records the host sent, by seat (a spectator's under None); no seat this browser does not play."""
    if not seats:
        return {None: [(r[0], r[1], r[2]) for r in message.get("record") or []]}
    records = message.get("records") or {}
    if set(records) - {str(s) for s in seats}:
        raise Refused(_("the host sent the records of a seat this browser does not play"))
    return {int(k): [(r[0], r[1], r[2]) for r in v] for k, v in records.items()}


def people_of(message: dict, count: int, seats: tuple[int, ...]) -> list[dict[str, Any]]:
    """The host's list of who plays each seat, checked against the match and this browser's seats."""
    people = message["people"]
    if len(people) != count:
        raise Refused(_("the host's list of who plays each seat does not fit the match"))
    if any(people[seat]["kind"] != "remote" or people[seat]["browsers"] < 1 for seat in seats):
        raise Refused(_("the host's list of who plays each seat leaves out this browser"))
    return [dict(entry) for entry in people]
