"""Drinking War teams: two or three people sharing one seat, its hand and its turns.

The option "teams" lists, for each seat, None (one person plays it) or {"name": "Reds", "people": ["Ann",
"Bob"]}. The rules never look at it: a team plays exactly as one player does. Every member drinks the
whole amount the seat drinks (a team of three drinking 6 sips means 6 sips each), so a person's tally is
their seat's. Up to 18 people: six seats of three.
"""

from __future__ import annotations

from typing import Any

TEAM_SIZES = (2, 3)
MAX_NAME = 24  # characters of a team or person's name, so a name fits on a seat panel


def check_teams(value: Any) -> list[dict[str, Any] | None]:
    """The "teams" option checked and cleaned (names stripped), or ValueError saying what is wrong."""
    if not isinstance(value, list) or not value:
        raise ValueError("teams must be a list with an entry per seat")
    out: list[dict[str, Any] | None] = []
    for seat, team in enumerate(value, 1):
        if team is None:
            out.append(None)
            continue
        if not isinstance(team, dict) or set(team) != {"name", "people"}:
            raise ValueError(f"team {seat} must have a name and its people")
        name, people = team["name"], team["people"]
        if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
            raise ValueError(f"team {seat} needs a name of 1 to {MAX_NAME} characters")
        if not isinstance(people, list) or not all(isinstance(p, str) and p.strip() for p in people):
            raise ValueError(f"the people of team {seat} must be names")
        if len(people) not in TEAM_SIZES:
            raise ValueError(f"{name.strip()} has {len(people)} people: a team is 2 or 3 people")
        if any(len(p.strip()) > MAX_NAME for p in people):
            raise ValueError(f"names in {name.strip()} must be {MAX_NAME} characters at most")
        out.append({"name": name.strip(), "people": [p.strip() for p in people]})
    if not any(out):
        raise ValueError("teams must name at least one team")
    return out


def teams_of(options: dict[str, Any], seats: int) -> list[dict[str, Any] | None]:
    """Each seat's team (None for a seat one person plays)."""
    teams = options.get("teams") or []
    return [teams[seat] if seat < len(teams) else None for seat in range(seats)]


def people_of(options: dict[str, Any], seats: int, names: list[str]) -> list[tuple[str, int]]:
    """Every person at the table with their seat: a team's members, or the seat's own name."""
    out: list[tuple[str, int]] = []
    for seat, team in enumerate(teams_of(options, seats)):
        out += [(person, seat) for person in team["people"]] if team else [(names[seat], seat)]
    return out
