"""The end of a Drinking War game in words and tables: places by life points, what each person of a team
drank or lost, and who won."""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import _, ngettext
from pygames.games.drinking_war.teams import people_of
from pygames.web.html import esc


def ending(view: dict[str, Any], names: list[str], teams: list[Any]) -> str:
    """The final summary: places by life points, sips drunk and life points lost (the result itself and
    Play again are the page's end panel's)."""
    lives, start = view["lives"], view["start_lives"]
    order = sorted(range(len(lives)), key=lambda s: (-lives[s], s))
    sips_head = f"<th scope='col'>{esc(_('Sips drunk'))}</th>" if view["drinking"] else ""
    rows = []
    for seat in order:
        place = 1 + sum(x > lives[seat] for x in lives)
        sips = f"<td>{view['sips'][seat]}</td>" if view["drinking"] else ""
        rows.append(f'<tr class="{"winner" if seat in view["winners"] else ""}"><td>{place}</td>'
                    f"<th scope='row'>{esc(names[seat])}</th><td>{lives[seat]}</td>"
                    f"<td>{start - lives[seat]}</td>{sips}</tr>")
    heads = "".join(f"<th scope='col'>{esc(word)}</th>"
                    for word in (_("Place"), _("Player"), _("Life points"), _("Lost")))
    return (f'<section class="drinking-war-end" data-testid="summary" aria-label="{esc(_("Final summary"))}">'
            f"<h2>{esc(_('Final standings'))}</h2><table><thead><tr>{heads}"
            f"{sips_head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"{people_tally(view, names, teams)}</section>")


def people_tally(view: dict[str, Any], names: list[str], teams: list[Any]) -> str:
    """With teams, what each person drank or lost: each member of a team takes the whole amount."""
    if not any(teams):
        return ""
    people = people_of({"teams": teams}, len(names), names)
    head = f"<th scope='col'>{esc(_('Sips drunk'))}</th>" if view["drinking"] else ""
    rows = "".join(
        f"<tr><th scope='row'>{esc(person)}</th><td>{esc(names[seat])}</td>"
        + (f"<td>{view['sips'][seat]}</td>" if view["drinking"] else "")
        + f"<td>{view['start_lives'] - view['lives'][seat]}</td></tr>" for person, seat in people)
    return (f'<table class="drinking-war-people" data-testid="people-tally"><caption>{esc(_("Each person"))}'
            f"</caption><thead><tr><th scope='col'>{esc(_('Person'))}</th>"
            f"<th scope='col'>{esc(_('Seat'))}</th>{head}<th scope='col'>{esc(_('Life points lost'))}</th>"
            f"</tr></thead><tbody>{rows}</tbody></table>")


def result_text(view: dict[str, Any], names: list[str]) -> str:
    """How the game ended, in words."""
    winners = [names[s] for s in view["winners"]]
    best = max(view["lives"])
    points = ngettext("{n} life point", "{n} life points", best).format(n=best)
    if len(winners) == 1:
        return _("{player} wins with {points}").format(player=winners[0], points=points)
    return _("{players} and {last} share the win with {points}").format(
        players=", ".join(winners[:-1]), last=winners[-1], points=points)
