"""The War of Lights board drawn from a view, as HTML (pure: ui.py draws through it).

Every napkin is a 3x3 grid of buttons carrying `data-square`, which ui.py's presses
read back; `legal` (what the person at this screen may play) and the picked gelt decide what is marked
movable and where a gelt may go. The dreidel shows the latest spin and the few before it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.core.i18n import _
from pygames.games.war_of_lights import controls
from pygames.games.war_of_lights.text import places, spin_text
from pygames.web.html import attrs, esc

LETTERS = "abcdefghi"
SPAWN, EXITS = 4, (0, 2, 6, 8)
LOG_SHOWN = 3  # spins listed under the latest one
FACE_NAMES = {"gimel": "Gimel", "hey": "Hey", "nun": "Nun", "shin": "Shin"}
SPIN_S = 0.9  # the dreidel's spin (style.css): its words show when it lands


def square_classes(q: int) -> list[str]:
    """A napkin square's classes by where it lies: the spawn point (e), an exit (a corner), or neither."""
    return ["sq"] + (["spawn"] if q == SPAWN else []) + (["exit"] if q in EXITS else [])


def square_inner(q: int, owner: int | None) -> str:
    """What a square shows: its letter in a corner (the move list and the keys use it) and the gelt
    standing on it, if any, in its seat's colour with the seat's number drawn by CSS. Both are hidden from
    readers: the square's button name says them. The rules page pictures the pieces with this too."""
    letter = f'<span class="sq-name" aria-hidden="true">{LETTERS[q]}</span>'
    coin = (f'<span class="war-of-lights-coin seat{owner}" data-n="{owner + 1}" data-piece '
            'aria-hidden="true"></span>'
            if owner is not None else "")
    return letter + coin


def dreidel_html(letter: str, spinning: bool = False) -> str:
    """The brass dreidel showing `letter` (the Hebrew letter of a face, or "?" before any spin)."""
    return (f'<div class="war-of-lights-dreidel{" spinning" if spinning else ""}" aria-hidden="true">'
            '<span class="handle">'
            f'</span><span class="body"><span class="letter">{esc(letter)}</span></span>'
            f'<span class="tip"></span></div>')


@dataclass
class Drawing:
    """One drawing of the board: the view, what the screen may play, the seats' names and the UI state
    (the picked gelt or the risky spawn, and the square in the tab order)."""

    view: dict[str, Any]
    legal: list[str]
    names: list[str]
    selected: str | None = None
    cursor: str = "1e"

    def board_html(self, since: float = SPIN_S) -> str:
        """The whole table; `since` is how long ago the latest spin started on screen (while it is under
        SPIN_S the dreidel still spins)."""
        view = self.view
        to_move = view["to_move"] if view["to_move"] is not None else ""
        state = attrs(data_ply=view["ply"], data_phase=view["phase"], data_to_move=to_move,
                      data_over="yes" if view["over"] else "no", data_selected=self.selected or "",
                      data_spins=view["spin_count"], data_seats=view["seats"])
        columns, spots, (row, col) = places(view["seats"])
        napkins = "".join(self.napkin(seat, spots[seat]) for seat in range(view["seats"]))
        spin = self.spin_panel(since < SPIN_S, row, col)
        style = f"--columns:{columns}; --since:-{since:.2f}s"
        table = f'<div class="war-of-lights-table" style="{style}">{spin}{napkins}</div>'
        return (f'<div class="war-of-lights seats{view["seats"]}" data-testid="war-of-lights" {state}>'
                f"{table}</div>")

    def spin_panel(self, fresh: bool, row: int, col: int) -> str:
        """The dreidel with the latest spin and the few before it; while it spins (`fresh`) its words wait
        for it to land."""
        view = self.view
        spins = view["spins"]
        last = spins[-1] if spins else None
        letter = last["letter"] if last else "?"
        face = last["face"] if last else ""
        spinning = " spinning" if fresh and last else ""
        dreidel = dreidel_html(letter, bool(spinning))
        if last:
            colour = f"seat{last['seat']}"
            now = (f'<p class="war-of-lights-spin-now {colour}" data-testid="last-spin" '
                   f'{attrs(data_face=face)}>'
                   f'<span class="face-name">{esc(FACE_NAMES[face])}</span> '
                   f"{esc(spin_text(last, self.names))}{esc(self.starter(last))}</p>")
        else:
            now = f'<p class="war-of-lights-spin-now" data-testid="last-spin">{esc(_("No spin yet"))}</p>'
        older = "".join(f'<li class="seat{e["seat"]}">{esc(spin_text(e, self.names))}</li>'
                        for e in reversed(spins[-1 - LOG_SHOWN:-1]))
        log = (f'<ol class="war-of-lights-spin-log" aria-label="{esc(_("Earlier spins"))}">{older}</ol>'
               if older else "")
        # The result and Play again are the page's end panel's (pygames/web/play.py): said once.
        return (f'<section class="war-of-lights-spin" aria-label="{esc(_("The dreidel"))}" '
                f'style="--row:{row}; --col:{col}">'
                f'<div class="war-of-lights-spin-main">{dreidel}'
                f'<div class="war-of-lights-spin-words{spinning}">{now}{log}</div></div>'
                f"{'' if view['over'] else self.actions()}</section>")  # the end panel says it is over

    def starter(self, last: dict[str, Any]) -> str:
        """ ", Blue starts" after the spin that ended the spin-off."""
        view = self.view
        if last["for"] or view["phase"] == "spinoff" or len(view["spinoff"]["contenders"]) != 1:
            return ""
        return _(": {player} starts").format(player=self.names[view["spinoff"]["contenders"][0]])

    def napkin(self, seat: int, spot: tuple[int, int]) -> str:
        """One seat's napkin: its name, gelt count and nine squares."""
        view = self.view
        out = view["eliminated"][seat]
        won = view["over"] and seat in view["winners"]
        moving = view["to_move"] == seat and not view["over"]
        classes = (["war-of-lights-napkin", f"seat{seat}"] + (["out"] if out else [])
                   + (["won"] if won else []) + (["to-move"] if moving else []))
        tag = _("wins") if won else _("out") if out else _("to move") if moving else ""
        count = f'{view["counts"][seat]}/{view["start_count"]}'
        name = self.names[seat]
        label = _("{player}'s napkin, {n} gelt").format(player=name, n=view["counts"][seat]) + (
            f", {tag}" if tag else "")
        squares = "".join(self.square(seat, q) for q in range(9))
        tag_html = f'<span class="tag">{esc(tag)}</span>' if tag else ""
        return (f'<section class="{" ".join(classes)}" data-napkin="{seat}" aria-label="{esc(label)}" '
                f'style="--row:{spot[0]}; --col:{spot[1]}">'
                f'<header class="war-of-lights-napkin-head">'
                f'<span class="war-of-lights-coin seat{seat} mini" aria-hidden="true"></span>'
                f'<span class="name">{seat + 1} · {esc(name)}</span><span class="count">{count}</span>'
                f'{tag_html}</header>'
                f'<div class="war-of-lights-squares" role="group" aria-label="{esc(name)}">'
                f"{squares}</div></section>")

    def square(self, seat: int, q: int) -> str:
        """One square as a button: its gelt, and whether it may be picked or reached."""
        name = f"{seat + 1}{LETTERS[q]}"
        owner = self.view["napkins"][seat][q]
        targets = controls.targets(self.legal, self.selected)
        classes = square_classes(q)
        words = [name] + ([_("spawn point")] if q == SPAWN else [_("exit")] if q in EXITS else [])
        if owner is not None:
            words.append(_("{player} gelt").format(player=self.names[owner]))
        if name == self.selected:
            classes.append("selected")
            words.append(_("picked"))
        elif self.selected == controls.RISK and name in targets:
            classes.append("target stake")
            words.append(_("makes the risky spawn, lost on shin"))
        elif name in targets:
            classes.append("target" + (" attack" if owner is not None else ""))
            words.append(_("attack: spins the dreidel") if owner is not None else _("move here"))
        elif name in controls.sources(self.legal):
            classes.append("movable")
        button = attrs(class_=" ".join(classes), data_act="square", data_square=name, data_owner=owner,
                       tabindex=0 if name == self.cursor else -1, aria_label=", ".join(words),
                       aria_pressed="true" if name == self.selected else None)
        return f"<button {button}>{square_inner(q, owner)}</button>"

    def actions(self) -> str:
        """What the person to move may do besides moving a gelt, and a hint of what to do next."""
        view = self.view
        if view["over"]:
            hint = _("The game is over.")
        elif not self.legal:
            hint = _("Waiting for the other players.")
        elif any(controls.is_square(a) for a in self.legal):
            hint = _("Gimel! Step the new gelt to a lit square, or stay.")
        elif self.selected == controls.RISK:
            hint = _("Risky spawn: pick the lit gelt that makes it (lost on shin), or press Risky spawn "
                     "again.")
        elif self.selected:
            hint = _("Now pick where the gelt on {square} goes (red rings attack), or press it "
                     "again.").format(square=self.selected)
        elif controls.sources(self.legal):
            hint = _("Pick one of your gelt: its moves light up.")
        else:
            hint = _("No gelt of yours can move.")
        buttons = "".join(self.button(a, a == self.selected) for a in controls.buttons(self.legal))
        return ('<div class="war-of-lights-actions">'
                f'<p class="war-of-lights-hint" data-testid="hint">{esc(hint)}</p>'
                f'<div class="war-of-lights-buttons">{buttons}</div></div>')

    @staticmethod
    def button(action: str, picked: bool = False) -> str:
        """A button for an action that is not a move (safe spawn, risky spawn, stay, pass), with its key;
        the risky spawn's is pressed while its gelt is being chosen."""
        label, key = controls.BUTTONS[action]
        kind = "button" + (" primary" if action != "pass" else "")
        button = attrs(class_=kind, data_act="war-of-lights-play", data_action=action,
                       data_testid=f"act-{action}",
                       aria_keyshortcuts=key.upper(), aria_pressed="true" if picked else None)
        return f"<button {button}>{esc(_(label))} <kbd>{key.upper()}</kbd></button>"
