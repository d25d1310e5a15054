"""The Drinking table drawn from a view, as HTML (pure: ui.py draws through it).

The squares carry `data-square`, the offered drinks `data-slot` and the acting person's head
`data-act="drink-head"`, which ui.py reads back from a press; `legal` (what the person at this screen may
play) and the picked drink decide what is lit. A cleared line is drawn fading out over the board drawn
before it (`before`), for as long as its animation runs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.core.i18n import N_, _, ngettext
from pygames.games.drinking import controls
from pygames.games.drinking.art import HOURGLASS, drink_svg, head_svg, mug_svg, square_inner
from pygames.games.drinking.feed import cleared_lines, feed, gains, line_squares
from pygames.games.drinking.form import MUG_POWERS, SPECIAL_WORDS
from pygames.games.drinking.names import drink_name, mug_name, noun_name, the_drink
from pygames.web.html import attrs, esc

FILES = "abcdefg"
SOURCE_TITLES = {"drinks": N_("Drinks"), "stains": N_("Stains"), "lines": N_("Lines"), "board": N_("Board")}
STATE_WORDS = {"sober": N_("sober"), "tipsy": N_("tipsy"), "drunk": N_("drunk"), "passed out": N_("out cold")}


def cell_name(cell: dict[str, Any] | None) -> str:
    """A drink in words ("red mug", "chip", "blue barrel")."""
    if cell is None:
        return _("empty")
    if cell["kind"] == "normal":
        return drink_name(f"N{cell['colour']}{cell['shape']}")
    if cell["kind"] == "barrel" and cell.get("colour") is not None:
        return drink_name(f"B{cell['colour']}")
    return noun_name(str(cell["kind"]))


def capitalized(text: str) -> str:
    """`text` with its first letter a capital."""
    return text[:1].upper() + text[1:]


@dataclass
class Drawing:
    """One drawing of the table: the view, what the screen may play, the seats' names, the UI state (the
    picked drink's slot, the square in the tab order), the seat the screen acts for and the seconds left
    on the hourglass (None: stopped)."""

    view: dict[str, Any]
    legal: list[str]
    names: list[str]
    picked: int | None = None
    cursor: str = "d4"
    acting: int | None = None
    left: float | None = None

    def table_html(self, before: list[list[Any]] | None = None, since: float = 0.0) -> str:
        """The whole table; `before` is the board drawn before the last move while its cleared lines still
        fade out, `since` how long ago that animation started."""
        view = self.view
        state = attrs(class_="drinking-table" + (" over" if view["over"] else ""), data_testid="drinking",
                      data_ply=view["ply"], data_turn=view["turn"], data_over="yes" if view["over"] else "no",
                      data_picked=self.picked or "", data_seats=view["seat_count"],
                      style=f"--since:-{since:.2f}s")
        sheet = self.sheet() if view["over"] else ""
        return (f"<div {state}>{sheet}{self.players(before is not None)}"
                f'<div class="drinking-main">{self.board(before)}'
                f'<div class="drinking-side">{self.offer()}{self.feed()}</div></div></div>')

    def players(self, animate: bool) -> str:
        """Each player's coaster: head (the acting person's is the drink button), name, score, state."""
        view = self.view
        acting = self.acting
        gained = gains(view["events"], view["seat_count"]) if animate else [0] * view["seat_count"]
        cards = []
        for seat, name in enumerate(self.names):
            level = view["drunkenness"][seat]["level"]
            state = _(STATE_WORDS[view["drunkenness"][seat]["state"]])
            total = view["sheet"][seat]["total"]
            turn = seat == view["turn"] and not view["over"]
            head = head_svg(level)
            if seat == acting and self.legal:
                label = (_("Drink {the_drink} (D)").format(the_drink=self.offer_name(self.picked))
                         if self.picked else _("Drink: pick a drink first, then press here (D)"))
                button = attrs(class_="head drink-me", data_act="drink-head", data_key="head",
                               aria_label=label, title=label)
                head = f"<button {button}>{head}</button>"
            else:
                head = f'<span class="head">{head}</span>'
            plus = (f'<span class="drinking-gain" aria-hidden="true">+{gained[seat]}</span>'
                    if gained[seat] else "")
            classes = f"drinking-coaster seat{seat} level{min(level, 3)}" + (" to-move" if turn else "")
            cards.append(
                f'<li {attrs(class_=classes, data_seat=seat)}>{head}<span class="who">'
                f'<span class="name">{esc(name)}{self.mug(seat)}</span><span class="line">'
                f'<span class="total" data-testid="total{seat}">{total}{plus}</span>'
                f'<span class="state">{state}</span></span></span></li>')
        players = esc(_("Players"))
        return f'<ol class="drinking-coasters n{len(cards)}" aria-label="{players}">{"".join(cards)}</ol>'

    def mug(self, seat: int) -> str:
        """The mug of `seat`, if it has one."""
        mugs = self.view.get("mugs") or []
        if seat >= len(mugs) or not mugs[seat]:
            return ""
        return (f'<span class="mug" title="{esc(_(MUG_POWERS[mugs[seat]]))}">{mug_svg(mugs[seat])}'
                f"{esc(mug_name(mugs[seat]))}</span>")

    def offer_name(self, slot: int | None) -> str:
        """The drink offered in `slot`, with its article ("the red mug")."""
        for drink in self.view["offer"]:
            if drink["slot"] == slot:
                return the_drink(str(drink["code"]))
        return _("the drink")

    def board(self, before: list[list[Any]] | None) -> str:
        """The 7x7 grid (row 7 at the top), its edge labels, and a cleared line's flash."""
        view = self.view
        targets = controls.targets(self.legal, self.picked)
        cleared = cleared_lines(view["events"]) if before is not None else {}
        fading = {sq for line in cleared for sq in line_squares(line)}
        stained_points = {e["detail"]: e["points"] for e in view["events"] if e["type"] == "stain"}
        parts = []
        for r in range(1, 8):
            grid_row = 8 - r
            parts.append(f'<span class="drinking-edge" style="grid-area:{grid_row}/1" '
                         f'aria-hidden="true">{r}</span>')
            for c, file in enumerate(FILES):
                square = f"{file}{r}"
                cell = view["board"][r - 1][c]
                stain = view["stains"][r - 1][c]
                ghost = before[r - 1][c] if square in fading and before is not None else None
                parts.append(self.square(square, grid_row, c + 2, cell, stain, square in targets, ghost))
                if before is not None and square in stained_points:  # beside the button: not in its name
                    parts.append(f'<span class="drinking-float" style="grid-area:{grid_row}/{c + 2}" '
                                 f'aria-hidden="true">+{stained_points[square]}</span>')
        for c, file in enumerate(FILES):
            parts.append(f'<span class="drinking-edge" style="grid-area:8/{c + 2}" '
                         f'aria-hidden="true">{file}</span>')
        for line, winners in cleared.items():
            parts.append(self.flash(line, winners))
        label = (_("Board, 7 by 7: {the_drink} fits on the highlighted squares").format(
            the_drink=self.offer_name(self.picked)) if self.picked else _("Board, 7 by 7"))
        return (f'<div class="drinking-board{" picking" if self.picked else ""}" role="group" '
                f'aria-label="{esc(label)}">{"".join(parts)}</div>')

    def square(self, name: str, row: int, col: int, cell: dict[str, Any] | None, stain: int, target: bool,
               ghost: dict[str, Any] | None) -> str:
        """One square: a button holding its drink, tinted by its stain."""
        owner = _(", stained by {name}").format(name=self.names[stain]) if stain >= 0 else ""
        fits = _(", the picked drink fits here") if target else ""
        classes = ["sq"] + ([f"stain{stain}"] if stain >= 0 else []) + (["target"] if target else [])
        inner = square_inner(cell, stain, ghost)
        button = attrs(class_=" ".join(classes), data_act="square", data_square=name, data_key=name,
                       style=f"grid-area:{row}/{col}", tabindex="0" if name == self.cursor else "-1",
                       aria_label=f"{name}, {cell_name(cell)}{owner}{fits}")
        return f"<button {button}>{inner}</button>"

    def flash(self, line: str, winners: list[tuple[int, int]]) -> str:
        """A cleared line lights up, with its points and who won them."""
        kind, _space, which = line.partition(" ")
        area = f"{8 - int(which)}/2/{9 - int(which)}/9" if kind == "row" else (
            f"1/{FILES.index(which) + 2}/8/{FILES.index(which) + 3}")
        who = " · ".join(f"{esc(self.names[seat])} +{points}" for seat, points in winners)
        return (f'<div class="drinking-flash {kind}" style="grid-area:{area}" aria-hidden="true">'
                f'<span>{who}</span></div>')

    def offer(self) -> str:
        """The offered drinks with their values, and the hourglass (nothing once the game is over)."""
        view = self.view
        if view["over"]:
            return ""
        scored = view["options"]["choices"] > 1
        buttons = []
        for drink in view["offer"]:
            slot = drink["slot"]
            picked = slot == self.picked
            name = drink_name(drink["code"])
            value = _("{n} pts").format(n=drink["value"]) if scored else _("no points")
            said = _("Drink {slot}: {name}, worth {n} points") if scored else _("Drink {slot}: {name}")
            label = said.format(slot=slot, name=name, n=drink["value"])
            button = attrs(class_="drinking-offered" + (" picked" if picked else ""), data_act="pick",
                           data_slot=slot, data_key=f"slot{slot}", aria_pressed="true" if picked else "false",
                           title=_("{label} (key {slot})").format(label=label, slot=slot),
                           disabled=not self.legal)
            buttons.append(f'<button {button}><span class="key key-hint" aria-hidden="true">{slot}</span>'
                           f'{drink_svg(drink)}<span class="dname">{esc(name)}</span>'
                           f'<span class="value">{value}</span></button>')
        hint = ""
        if self.legal and view.get("extra"):
            hint = _("Extra play: pick another drink on offer, then a square or your head.")
        elif self.legal:
            hint = (_("Now click a highlighted square, or your head to drink it.") if self.picked
                    else _("Pick a drink, then a square. Or pick one and click your head to drink it."))
        kinds = dict.fromkeys(d["kind"] for d in view["offer"] if d["kind"] in SPECIAL_WORDS)
        notes = "".join(f'<li data-testid="offer-kind-{kind}">' + _("{kind}: {does}").format(
            kind=f"<strong>{esc(capitalized(noun_name(kind)))}</strong>", does=esc(_(SPECIAL_WORDS[kind])))
                        + "</li>" for kind in kinds)
        if notes:
            what = esc(_("What the special drinks do"))
            notes = f'<ul class="drinking-offer-kinds" aria-label="{what}">{notes}</ul>'
        offer = esc(_("On offer"))
        return (f'<section class="drinking-offer" aria-label="{offer}"><h2>{offer}</h2>{self.hourglass()}'
                f'<div class="drinking-offered-row">{"".join(buttons)}</div>{notes}'
                f'<p class="drinking-offer-hint">{hint}</p></section>')

    def hourglass(self) -> str:
        """The hourglass of the seat to move: sand running out, and what happens at zero."""
        view = self.view
        total = view["options"]["hourglass"]
        if not total or view["over"]:
            return ""
        left = self.left
        if left is None:
            said = _("Hourglass: {n} s a move (stopped while looking back)").format(n=total)
            return f'<div class="drinking-hourglass idle">{HOURGLASS}<span>{esc(said)}</span></div>'
        sand = attrs(class_="drinking-sand",
                     style=f"animation-duration:{total}s;animation-delay:{left - total:.2f}s")
        first = the_drink(view["offer"][0]["code"]) if view["offer"] else _("the first drink")
        note = _("{n} s a move · at zero: drinks {the_drink}").format(n=total, the_drink=first)
        return (f'<div class="drinking-hourglass" data-testid="hourglass">{HOURGLASS}'
                f'<div class="drinking-sand-track">'
                f'<span {sand}></span></div><span class="drinking-glass-note">{esc(note)}</span></div>')

    def feed(self) -> str:
        """The last turn's scoring in words."""
        view = self.view
        events = view["events"]
        last = esc(_("Last turn"))
        if not events:
            return (f'<section class="drinking-feed" aria-label="{last}"><h2>{last}</h2>'
                    f'<p class="quiet">{esc(_("Nothing yet."))}</p></section>')
        seat = events[0]["seat"]
        items = "".join(f"<li>{esc(line)}</li>" for line in feed(events, self.names))
        title = esc(_("Last turn: {name}").format(name=self.names[seat]))
        return (f'<section class="drinking-feed" aria-label="{last}" aria-live="polite"><h2>{title}'
                f'</h2><ul data-testid="feed">{items}</ul></section>')

    def sheet(self) -> str:
        """The score sheet of the finished game: every player's points by source (the result itself and
        Play again are the page's end panel's)."""
        view = self.view
        winners = set(view["winners"])
        order = sorted(range(view["seat_count"]), key=lambda s: (-view["sheet"][s]["total"], s))
        sources = ["drinks", "stains", "lines"] + (["board"] if view["options"]["bonus"] == "board" else [])
        rows = "".join(
            f'<tr class="seat{s}{" winner" if s in winners else ""}"><th scope="row">'
            f'<span class="dot" aria-hidden="true"></span>{esc(self.names[s])}</th>'
            + "".join(f'<td>{view["sheet"][s][key]}</td>' for key in sources)
            + f'<td class="sum">{view["sheet"][s]["total"]}</td></tr>'
            for s in order)
        titles = [_("Player")] + [_(SOURCE_TITLES[key]) for key in sources] + [_("Total")]
        head = "".join(f'<th scope="col">{esc(t)}</th>' for t in titles)
        sheet = esc(_("Score sheet"))
        return (f'<section class="drinking-score-sheet" data-testid="score-sheet" aria-label="{sheet}">'
                f"<h2>{esc(_('Final scores'))}</h2><table><thead><tr>{head}</tr></thead>"
                f"<tbody>{rows}</tbody></table></section>")


def result_text(view: dict[str, Any], names: list[str]) -> str:
    """How the game ended, in words."""
    top = max(row["total"] for row in view["sheet"])
    winners = [names[s] for s in view["winners"]]
    points = ngettext("{n} point", "{n} points", top).format(n=top)
    if len(winners) == 1:
        return _("{player} wins with {points}").format(player=winners[0], points=points)
    return _("{players} and {last} share the win with {points}").format(
        players=", ".join(winners[:-1]), last=winners[-1], points=points)
