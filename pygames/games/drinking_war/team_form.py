"""The teams part of the Drinking War new-game form: a team name and two or three people for any seat.

A row per seat of the shell's "Players" list (row 1 for Player 1, ...). A seat whose row is left empty is
one person, as before. The rows are read against the seat choices, since a seat set to "Nobody" is left
out of the game and the seats after it move up. No browser import (pytest reads it): the form element
is passed in.
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, _
from pygames.games.drinking_war.faces import esc
from pygames.games.drinking_war.teams import MAX_NAME, TEAM_SIZES, check_teams

SEATS = 6  # rows offered: the most seats a game can have
PEOPLE = TEAM_SIZES[-1]
SEAT_LEGEND = N_("Player {n}'s seat")


def team_fields() -> str:
    """The form's teams section, closed until opened: a team name and up to three people per seat."""
    rows = []
    for seat in range(SEATS):
        people = "".join(
            f'<label class="field drinking-war-person"><span>{esc(_("Person {n}").format(n=i + 1))}</span>'
            f'{_text(f"team{seat}p{i}", f"team{seat}-{i}")}</label>' for i in range(PEOPLE))
        rows.append(f'<fieldset class="drinking-war-team-row" data-seat="{seat}">'
                    f'<legend>{esc(_(SEAT_LEGEND).format(n=seat + 1))}</legend>'
                    f'<label class="field drinking-war-team-name"><span>{esc(_("Team name"))}</span>'
                    f'{_text(f"team{seat}", f"team{seat}", _("Team {n}").format(n=seat + 1))}</label>'
                    f'{people}</fieldset>')
    note = _("Two or three people may share a seat: they hold one hand and play its turns together, and "
             "each of them drinks the whole amount the seat drinks. Leave a seat's row empty for one person.")
    return ('<details class="drinking-war-teams" data-testid="teams">'
            f'<summary>{esc(_("Teams (optional): 2 or 3 people share a seat"))}</summary>'
            f'<p class="drinking-war-setup-note">{esc(note)}</p>{"".join(rows)}</details>')


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
                raise ValueError(_("Player {n}'s seat has nobody: choose a player or clear its team.").format(
                    n=seat + 1))
            continue
        if not name and not people:
            teams.append(None)
            continue
        label = name or _("The team of Player {n}").format(n=seat + 1)
        if kind == "computer":
            raise ValueError(_("{team}: a team is people, but Player {n} is the computer.").format(
                team=label, n=seat + 1))
        if len(people) not in TEAM_SIZES:
            raise ValueError(_("{team}: a team is 2 or 3 people; name each of them.").format(team=label))
        teams.append({"name": name or _("Team {n}").format(n=seat + 1), "people": people})
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
