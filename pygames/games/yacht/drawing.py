"""The Yacht scorecard, dice faces and final ranking drawn from a view, as HTML (pure: ui.py draws
through them)."""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, _, ngettext
from pygames.games.yacht.scoring import LOWER, UPPER, box_name
from pygames.games.yacht.show import turn_rows
from pygames.web.catalogue import in_words
from pygames.web.html import attrs, esc

PIPS = {  # pip centres on a 100 x 100 die face
    1: [(50, 50)], 2: [(28, 28), (72, 72)], 3: [(28, 28), (50, 50), (72, 72)],
    4: [(28, 28), (72, 28), (28, 72), (72, 72)], 5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
    6: [(28, 26), (72, 26), (28, 50), (72, 50), (28, 74), (72, 74)],
}
ORDINALS = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"))


def toward(won: bool) -> str:
    """The compact card's note on the upper total: how far from the bonus, or a star once it is won."""
    return f'★<span class="sr-only"> {esc(_("bonus won"))}</span>' if won else "/63"


def die_svg(face: int) -> str:
    """One die face as inline SVG."""
    pips = "".join(f'<circle cx="{x}" cy="{y}" r="9"/>' for x, y in PIPS[face])
    return (f'<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false"><rect x="4" y="4" width="92" '
            f'height="92" rx="18" class="face"/><g class="pips">{pips}</g></svg>')


def ranking(view: dict[str, Any]) -> list[tuple[int, int]]:
    """(place, seat) by grand total, best first; tied seats share a place."""
    totals = [card["total"] for card in view["cards"]]
    order = sorted(range(len(totals)), key=lambda s: (-totals[s], s))
    return [(1 + sum(t > totals[s] for t in totals), s) for s in order]


def scorecard(view: dict[str, Any], names: list[str], legal: list[str], pot_home: str = "", scored: str = "",
              shown_cards: list[Any] | None = None) -> str:
    """The seed's scorecard: a column per seat, open boxes showing what the dice would score.

    `shown_cards` replaces the view's cards while the box `scored` is shown lit (the computer's choice);
    `legal` is what the person at this screen may play, `pot_home` the open box that is the Tab stop.
    """
    cards, turn, over = shown_cards or view["cards"], view["turn"], view["over"]
    heads = "".join(
        f'<th scope="col" class="{"to-move" if s == turn and not over else ""}">'
        f'<span class="long">{esc(name)}</span>'
        f'<span class="short">{esc(_("P{n}").format(n=s + 1))}</span></th>'
        for s, name in enumerate(names))
    rows = [f'<thead><tr><th scope="col" class="label">{esc(_("Scores"))}</th>{heads}</tr></thead><tbody>']
    rows += [box_row(view, legal, pot_home, c, cards, scored) for c in UPPER]
    rows.append(sum_row(_("Total"), [f'{c["upper"]}<small>/63</small>' for c in cards], "subtotal"))
    bonuses = [c["bonus"] or "·" for c in cards]
    rows.append(sum_row(_("Bonus for 63 (35)"), bonuses, "bonus upper-bonus"))
    # On a phone this row alone stands for the three: the total, and how far from the bonus.
    rows.append(sum_row(_("Upper total"), [
        f'{c["upper_total"]}<small class="toward">{toward(bool(c["bonus"]))}</small>'
        for c in cards], "total upper"))
    rows += [box_row(view, legal, pot_home, c, cards, scored) for c in LOWER]
    yacht_bonus = [c["yacht_bonus"] or "·" for c in cards]
    no_bonus = "" if any(c["yacht_bonus"] for c in cards) or view["yacht_bonus_now"] else " none"
    if view["yacht_bonus_now"] and legal:
        pending = f'<em class="pending">+{view["yacht_bonus_now"]}</em>'
        yacht_bonus[turn] = f'{cards[turn]["yacht_bonus"] or ""}{pending}'
    rows.append(sum_row(_("Yacht bonus (100)"), yacht_bonus, "bonus yachts" + no_bonus))
    rows.append(sum_row(_("Lower total"), [c["lower_total"] for c in cards], "total lower-total"))
    rows.append(sum_row(_("Grand total"), [c["total"] for c in cards], "grand"))
    return (f'<section class="yacht-scorecard" aria-label="{esc(_("Scorecard"))}">'
            '<table data-testid="scorecard">'
            f'{"".join(rows)}</tbody></table></section>')


def box_row(view: dict[str, Any], legal: list[str], pot_home: str, box: str, cards: list[Any],
            scored: str = "") -> str:
    """One box of the scorecard across every seat (`scored`: the box lit for the seat to move)."""
    cells = []
    for seat, card in enumerate(cards):
        points = card["boxes"][box]
        live = seat == view["turn"] and not view["over"]
        if points is not None:
            lit = " scored-now" if live and box == scored else ""
            cells.append(f'<td class="filled{lit}" data-seat="{seat}" data-box="{box}">{points}</td>')
        elif live and legal and box in view["points"]:
            value = view["points"][box]
            label = _("score {points} in {box}").format(points=value, box=box_name(box))
            button = attrs(class_="yacht-pot" + (" zero" if not value else ""), data_act="score",
                           data_box=box, aria_label=label, title=label, tabindex=0 if box == pot_home else -1)
            cells.append(f'<td class="open" data-seat="{seat}" data-box="{box}">'
                         f"<button {button}>{value}</button></td>")
        elif live and view["dice"] and box in view["points"]:
            cells.append(f'<td class="open preview" data-seat="{seat}" data-box="{box}">'
                         f'{view["points"][box]}</td>')
        else:
            cells.append(f'<td class="open" data-seat="{seat}" data-box="{box}"></td>')
    # The box's key letter is a keyboard hint: a touch screen hides it with the page's other hints.
    label = f'<span class="letter key-hint">{box})</span> {esc(box_name(box))}{box_note(box)}'
    return (f'<tr class="box {"upper" if box in UPPER else "lower"}"><th scope="row" class="label">'
            f'{label}</th>{"".join(cells)}</tr>')


def box_note(box: str) -> str:
    """The fixed value of a box, as on the seed's card."""
    fixed = {"h": 25, "s": 30, "l": 40, "y": 50}
    return f' <span class="fixed">({fixed[box]})</span>' if box in fixed else ""


def sum_row(label: str, values: list[Any], kind: str) -> str:
    """A totals row."""
    cells = "".join(f'<td data-seat="{s}">{v}</td>' for s, v in enumerate(values))
    return f'<tr class="sum {kind}"><th scope="row" class="label">{esc(label)}</th>{cells}</tr>'


def ending(view: dict[str, Any], names: list[str]) -> str:
    """The final ranking, above the dice."""
    items = "".join(
        f'<li class="place{place}"><span class="place">{esc(_(ORDINALS[place - 1]))}</span>'
        f'<span class="name">{esc(names[seat])}</span>'
        f'<span class="points">{view["cards"][seat]["total"]}</span></li>'
        for place, seat in ranking(view))
    # The page's end panel says how the game ended and offers Rematch: this is the table of places.
    return (f'<section class="yacht-end" data-testid="ranking" aria-labelledby="ranking-title">'
            f'<h2 id="ranking-title">{esc(_("Final scores"))}</h2><ol>{items}</ol></section>')


def result_text(view: dict[str, Any], names: list[str]) -> str:
    """How the game ended, in words."""
    totals = [card["total"] for card in view["cards"]]
    top = max(totals)
    if len(totals) == 1:
        return ngettext("Game over: {n} point", "Game over: {n} points", top).format(n=top)
    winners = [names[s] for s in view["winners"]]
    if len(winners) == 1:
        return ngettext("{name} wins with {n} point", "{name} wins with {n} points", top).format(
            name=winners[0], n=top)
    return ngettext("{names} share the win with {n} point", "{names} share the win with {n} points",
                    top).format(names=in_words(winners), n=top)


def move_items(records: list[tuple[int, int, str]], current: int, names: list[str]) -> str:
    """The move list by turn: a heading where a seat's turn starts, then each roll and decision."""
    def item(row: Any) -> str:
        future = " future" if row.ply >= current else ""
        start = " turn-start" if row.heading else ""
        heading = f'<span class="turn-head">{esc(row.heading)}</span>' if row.heading else ""
        button = attrs(data_act="goto", data_ply=row.ply + 1,
                       aria_current=row.ply + 1 == current and "step")
        return (f'<li class="seat{row.seat}{future}{start}">{heading}'
                f"<button {button}>{esc(row.text)}</button></li>")

    return "".join(item(row) for row in turn_rows(records, names))
