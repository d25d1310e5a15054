"""The end of a Drinking War game in words and tables: places by life points, what each person of a team
drank or lost, and who won."""

from __future__ import annotations

from typing import Any

from pygames.games.drinking_war.teams import people_of
from pygames.web.html import esc


def ending(view: dict[str, Any], names: list[str], teams: list[Any]) -> str:
    """The final summary: places by life points, sips drunk and life points lost (the result itself and
    Play again are the page's end panel's)."""
    lives, start = view["lives"], view["start_lives"]
    order = sorted(range(len(lives)), key=lambda s: (-lives[s], s))
    sips_head = "<th scope='col'>Sips drunk</th>" if view["drinking"] else ""
    rows = []
    for seat in order:
        place = 1 + sum(x > lives[seat] for x in lives)
        sips = f"<td>{view['sips'][seat]}</td>" if view["drinking"] else ""
        rows.append(f'<tr class="{"winner" if seat in view["winners"] else ""}"><td>{place}</td>'
                    f"<th scope='row'>{esc(names[seat])}</th><td>{lives[seat]}</td>"
                    f"<td>{start - lives[seat]}</td>{sips}</tr>")
    return (f'<section class="drinking-war-end" data-testid="summary" aria-label="Final summary">'
            f"<h2>Final standings</h2><table><thead><tr><th scope='col'>Place</th>"
            f"<th scope='col'>Player</th><th scope='col'>Life points</th><th scope='col'>Lost</th>"
            f"{sips_head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"{people_tally(view, names, teams)}</section>")


def people_tally(view: dict[str, Any], names: list[str], teams: list[Any]) -> str:
    """With teams, what each person drank or lost: each member of a team takes the whole amount."""
    if not any(teams):
        return ""
    people = people_of({"teams": teams}, len(names), names)
    head = "<th scope='col'>Sips drunk</th>" if view["drinking"] else ""
    rows = "".join(
        f"<tr><th scope='row'>{esc(person)}</th><td>{esc(names[seat])}</td>"
        + (f"<td>{view['sips'][seat]}</td>" if view["drinking"] else "")
        + f"<td>{view['start_lives'] - view['lives'][seat]}</td></tr>" for person, seat in people)
    return (f'<table class="drinking-war-people" data-testid="people-tally"><caption>Each person</caption>'
            f"<thead><tr>"
            f"<th scope='col'>Person</th><th scope='col'>Seat</th>{head}<th scope='col'>Life points lost"
            f"</th></tr></thead><tbody>{rows}</tbody></table>")


def result_text(view: dict[str, Any], names: list[str]) -> str:
    """How the game ended, in words."""
    winners = [names[s] for s in view["winners"]]
    best = max(view["lives"])
    points = f"{best} life point{'s' if best != 1 else ''}"
    if len(winners) == 1:
        return f"{winners[0]} wins with {points}"
    return f"{', '.join(winners[:-1])} and {winners[-1]} share the win with {points}"
