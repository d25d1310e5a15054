"""The teams part of the Drinking War new-game form: a team name and two or three people for any seat.

A row per seat of the shell's "Players" list (row 1 for Player 1, ...). A seat whose row is left empty is
one person, as before. The rows are read against the seat choices, since a seat set to "Nobody" is left
out of the game and the seats after it move up. No browser import (pytest reads it): the form element
is passed in.
"""

from __future__ import annotations

from typing import Any

from pygames.games.drinking_war.faces import esc
from pygames.games.drinking_war.teams import MAX_NAME, TEAM_SIZES, check_teams

SEATS = 6  # rows offered: the most seats a game can have
PEOPLE = TEAM_SIZES[-1]


def team_fields() -> str:
    """The form's teams section, closed until opened: a team name and up to three people per seat."""
    rows = []
    for seat in range(SEATS):
        people = "".join(
            f'<label class="field drinking-war-person"><span>Person {i + 1}</span>'
            f'{_text(f"team{seat}p{i}", f"team{seat}-{i}")}</label>' for i in range(PEOPLE))
        rows.append(f'<fieldset class="drinking-war-team-row" data-seat="{seat}">'
                    f'<legend>Player {seat + 1}\'s seat</legend>'
                    f'<label class="field drinking-war-team-name"><span>Team name</span>'
                    f'{_text(f"team{seat}", f"team{seat}", f"Team {seat + 1}")}</label>{people}</fieldset>')
    note = ("Two or three people may share a seat: they hold one hand and play its turns together, and "
            "each of them drinks the whole amount the seat drinks. Leave a seat's row empty for one person.")
    return ('<details class="drinking-war-teams" data-testid="teams">'
            "<summary>Teams (optional): 2 or 3 people "
            f'share a seat</summary><p class="setup-note">{esc(note)}</p>{"".join(rows)}</details>')


def _text(name: str, testid: str, placeholder: str = "") -> str:
    hint = f' placeholder="{esc(placeholder)}"' if placeholder else ""
    return (f'<input type="text" name="{esc(name)}" data-testid="{esc(testid)}" maxlength="{MAX_NAME}" '
            f'autocomplete="off"{hint}>')


Teams = list[dict[str, Any] | None]


def teams_from_rows(kinds: list[str], rows: list[tuple[str, list[str]]]) -> Teams | None:
    """The "teams" option from the seat choices ("human", "computer", "remote", "none") and each row's
    team name and people; None when no row names a team. ValueError says what to fix."""
    teams: list[dict[str, Any] | None] = []
    for seat, kind in enumerate(kinds):
        name, people = rows[seat][0].strip(), [p.strip() for p in rows[seat][1] if p.strip()]
        if kind == "none":
            if name or people:
                raise ValueError(f"Player {seat + 1}'s seat has nobody: choose a player or clear its team.")
            continue
        if not name and not people:
            teams.append(None)
            continue
        label = name or f"The team of Player {seat + 1}"
        if kind == "computer":
            raise ValueError(f"{label}: a team is people, but Player {seat + 1} is the computer.")
        if len(people) not in TEAM_SIZES:
            raise ValueError(f"{label}: a team is 2 or 3 people; name each of them.")
        teams.append({"name": name or f"Team {seat + 1}", "people": people})
    return check_teams(teams) if any(teams) else None


def read_teams(form: Any) -> Teams | None:
    """The "teams" option from the set-up form element (None without teams)."""
    def value(name: str) -> str:
        # namedItem: a seat is a group of radio chips, whose RadioNodeList's value is the chosen one.
        field = form.elements.namedItem(name)
        return str(field.value) if field else ""

    kinds = [value(f"seat{seat}").partition(":")[0] or "none" for seat in range(SEATS)]
    rows = [(value(f"team{seat}"), [value(f"team{seat}p{i}") for i in range(PEOPLE)])
            for seat in range(SEATS)]
    return teams_from_rows(kinds, rows)
