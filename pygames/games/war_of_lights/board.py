"""The War of Lights board: every napkin as a 3x3 grid of buttons around the table, the dreidel and its
latest spins, and the buttons for spawning and passing.

The picked gelt, the typing buffer and the square holding the keyboard focus are UI state and live here,
never in the match. One square of the table is in the tab order; the arrows walk over the napkins.
On a narrow screen the napkin of the seat to move comes first (see pygames/games/war_of_lights/style.css).
"""

from __future__ import annotations

import time
from typing import Any

from pyscript import document

from pygames.games.war_of_lights import controls
from pygames.games.war_of_lights.text import last_places, places, result_text, spin_text
from pygames.web.board import Board
from pygames.web.dom import attrs, esc, toast
from pygames.web.motion import mark

LETTERS = "abcdefghi"
SPAWN, EXITS = 4, (0, 2, 6, 8)
LOG_SHOWN = 3  # spins listed under the latest one
FACE_NAMES = {"gimel": "Gimel", "hey": "Hey", "nun": "Nun", "shin": "Shin"}
SPIN_S = 0.9  # the dreidel's spin (style.css): its words show when it lands


class WarOfLightsBoard(Board):
    """Draws the napkins and the dreidel and turns clicks and keys into action strings."""

    chance_words = ("Spinning the dreidel", "The dreidel spin")  # the peer status while browsers draw it

    def __init__(self, page: Any):
        self.page = page
        self.view: dict[str, Any] = {}
        self.legal: list[str] = []
        self.area: Any = None
        self.selected: str | None = None
        self.cursor = "1e"  # the square in the tab order
        self.buffer = ""  # a square being typed ("2" waiting for its letter)
        self.spun: int | None = None  # the spin drawn last: a newer one spins the dreidel
        self.spun_at = 0.0  # when the latest spin started on screen (a redraw meanwhile lets it run on)
        self.said: Any = None

    def attach(self, area: Any) -> None:
        """Take the board area (clicks reach the board through the page's [data-act] handler).

        The board is redrawn inside its own element; next to it a polite live region says each new spin,
        since a region redrawn with the board would not be read out.
        """
        said = attrs(class_="wol-said", role="status", aria_live="polite")
        area.innerHTML = f'<div class="wol-board"></div><p {said}></p>'
        self.area = area.querySelector(".wol-board")
        self.said = area.querySelector(".wol-said")

    @property
    def names(self) -> list[str]:
        """The seats' names."""
        return list(self.page.names)

    @property
    def me(self) -> int | None:
        """The seat the person at this screen acts for now."""
        return self.page.acting_seat if self.legal else None

    # -- drawing ------------------------------------------------------------------------------------
    def render(self, view: dict[str, Any], legal: list[str]) -> None:
        """Redraw for `view`; `legal` holds what the person at the screen may play now."""
        if view.get("ply") != self.view.get("ply"):
            self.buffer = ""
        self.view, self.legal = view, legal
        still = controls.spawners(legal) if self.selected == controls.RISK else controls.sources(legal)
        if self.selected not in still:
            self.selected = None
        movable = sorted(controls.sources(legal))
        if movable and self.cursor[0] != str(view["to_move"] + 1) and self.cursor not in movable:
            self.cursor = movable[0]
        self.draw()

    def draw(self) -> None:
        """Write the board's HTML, keeping the keyboard focus on the same square."""
        active = document.activeElement
        focused = active.getAttribute("data-square") if active and self.area.contains(active) else None
        view = self.view
        fresh = view["spin_count"] != self.spun and self.spun is not None
        if fresh and view["spins"]:
            self.said.textContent = spin_text(view["spins"][-1], self.names)
            self.spun_at = time.monotonic()
        self.spun = view["spin_count"]
        since = time.monotonic() - self.spun_at
        to_move = view["to_move"] if view["to_move"] is not None and view["to_move"] >= 0 else ""
        state = attrs(data_ply=view["ply"], data_phase=view["phase"], data_to_move=to_move,
                      data_over="yes" if view["over"] else "no", data_selected=self.selected or "",
                      data_spins=view["spin_count"], data_seats=view["seats"])
        columns, spots, (row, col) = places(view["seats"])
        napkins = "".join(self.napkin(seat, spots[seat]) for seat in range(view["seats"]))
        spin = self.spin_panel(since < SPIN_S, row, col)
        style = f"--columns:{columns}; --since:-{since:.2f}s"
        table = f'<div class="wol-table" style="{style}">{spin}{napkins}</div>'
        self.area.innerHTML = f'<div class="wol seats{view["seats"]}" data-testid="wol" {state}>{table}</div>'
        mark(self.area, getattr(self.page, "marked", ()))  # a redraw of its own keeps the last move's marks
        if focused:
            square = self.area.querySelector(f'[data-square="{focused}"]')
            if square:  # querySelector's null is falsy
                square.focus()

    def spin_panel(self, fresh: bool, row: int, col: int) -> str:
        """The dreidel with the latest spin and the few before it; while it spins (`fresh`) its words wait
        for it to land."""
        view = self.view
        spins = view["spins"]
        last = spins[-1] if spins else None
        letter = last["letter"] if last else "?"
        face = last["face"] if last else ""
        spinning = " spinning" if fresh and last else ""
        dreidel = (f'<div class="dreidel{spinning}" aria-hidden="true"><span class="handle"></span>'
                   f'<span class="body"><span class="letter">{esc(letter)}</span></span>'
                   f'<span class="tip"></span></div>')
        if last:
            colour = f"seat{last['seat']}"
            now = (f'<p class="spin-now {colour}" data-testid="last-spin" {attrs(data_face=face)}>'
                   f'<span class="face-name">{esc(FACE_NAMES[face])}</span> '
                   f"{esc(spin_text(last, self.names))}{esc(self.starter(last))}</p>")
        else:
            now = '<p class="spin-now" data-testid="last-spin">No spin yet</p>'
        older = "".join(f'<li class="seat{e["seat"]}">{esc(spin_text(e, self.names))}</li>'
                        for e in reversed(spins[-1 - LOG_SHOWN:-1]))
        log = f'<ol class="spin-log" aria-label="Earlier spins">{older}</ol>' if older else ""
        # The result and Play again are the page's end panel's (pygames/web/play.py): said once.
        return (f'<section class="wol-spin" aria-label="The dreidel" style="--row:{row}; --col:{col}">'
                f'<div class="spin-main">{dreidel}<div class="spin-words{spinning}">{now}{log}</div></div>'
                f"{'' if view['over'] else self.actions()}</section>")  # the end panel says it is over

    def starter(self, last: dict[str, Any]) -> str:
        """ ", Blue starts" after the spin that ended the spin-off."""
        view = self.view
        if last["for"] or view["phase"] == "spinoff" or len(view["spinoff"]["contenders"]) != 1:
            return ""
        return f": {self.names[view['spinoff']['contenders'][0]]} starts"

    def napkin(self, seat: int, spot: tuple[int, int]) -> str:
        """One seat's napkin: its name, gelt count and nine squares."""
        view = self.view
        out = view["eliminated"][seat]
        won = view["over"] and seat in view["winners"]
        moving = view["to_move"] == seat and not view["over"]
        classes = ["napkin", f"seat{seat}"] + (["out"] if out else []) + (["won"] if won else []) + (
            ["to-move"] if moving else [])
        tag = "wins" if won else "out" if out else "to move" if moving else ""
        count = f'{view["counts"][seat]}/{view["start_count"]}'
        name = self.names[seat]
        label = f"{name}'s napkin, {view['counts'][seat]} gelt" + (f", {tag}" if tag else "")
        squares = "".join(self.square(seat, q) for q in range(9))
        tag_html = f'<span class="tag">{esc(tag)}</span>' if tag else ""
        return (f'<section class="{" ".join(classes)}" data-napkin="{seat}" aria-label="{esc(label)}" '
                f'style="--row:{spot[0]}; --col:{spot[1]}">'
                f'<header class="napkin-head"><span class="coin seat{seat} mini" aria-hidden="true"></span>'
                f'<span class="name">{seat + 1} · {esc(name)}</span><span class="count">{count}</span>'
                f'{tag_html}</header><div class="squares" role="group" aria-label="{esc(name)}">'
                f"{squares}</div></section>")

    def square(self, seat: int, q: int) -> str:
        """One square as a button: its gelt, and whether it may be picked or reached."""
        name = f"{seat + 1}{LETTERS[q]}"
        owner = self.view["napkins"][seat][q]
        targets = controls.targets(self.legal, self.selected)
        classes = ["sq"] + (["spawn"] if q == SPAWN else []) + (["exit"] if q in EXITS else [])
        words = [name] + (["spawn point"] if q == SPAWN else ["exit"] if q in EXITS else [])
        if owner is not None:
            words.append(f"{self.names[owner]} gelt")
        if name == self.selected:
            classes.append("selected")
            words.append("picked")
        elif self.selected == controls.RISK and name in targets:
            classes.append("target stake")
            words.append("makes the risky spawn, lost on shin")
        elif name in targets:
            classes.append("target" + (" attack" if owner is not None else ""))
            words.append("attack: spins the dreidel" if owner is not None else "move here")
        elif name in controls.sources(self.legal):
            classes.append("movable")
        # The seat's number on the coin is drawn by CSS: the button's name already says whose gelt it is.
        coin = (f'<span class="coin seat{owner}" data-n="{owner + 1}" data-piece aria-hidden="true"></span>'
                if owner is not None else "")
        # The letter the move list and the keys use; the button's name already says it to a reader.
        letter = f'<span class="sq-name" aria-hidden="true">{LETTERS[q]}</span>'
        button = attrs(class_=" ".join(classes), data_act="square", data_square=name, data_owner=owner,
                       tabindex=0 if name == self.cursor else -1, aria_label=", ".join(words),
                       aria_pressed="true" if name == self.selected else None)
        return f"<button {button}>{letter}{coin}</button>"

    def actions(self) -> str:
        """What the person to move may do besides moving a gelt, and a hint of what to do next."""
        view = self.view
        if view["over"]:
            hint = "The game is over."
        elif not self.legal:
            hint = "Waiting for the other players."
        elif any(controls.is_square(a) for a in self.legal):
            hint = "Gimel! Step the new gelt to a lit square, or stay."
        elif self.selected == controls.RISK:
            hint = ("Risky spawn: pick the lit gelt that makes it (lost on shin), or press Risky spawn "
                    "again.")
        elif self.selected:
            hint = f"Now pick where the gelt on {self.selected} goes (red rings attack), or press it again."
        elif controls.sources(self.legal):
            hint = "Pick one of your gelt: its moves light up."
        else:
            hint = "No gelt of yours can move."
        buttons = "".join(self.button(a, a == self.selected) for a in controls.buttons(self.legal))
        return (f'<div class="wol-actions"><p class="wol-hint" data-testid="hint">{esc(hint)}</p>'
                f'<div class="wol-buttons">{buttons}</div></div>')

    @staticmethod
    def button(action: str, picked: bool = False) -> str:
        """A button for an action that is not a move (safe spawn, risky spawn, stay, pass), with its key;
        the risky spawn's is pressed while its gelt is being chosen."""
        label, key = controls.BUTTONS[action]
        kind = "button" + (" primary" if action != "pass" else "")
        button = attrs(class_=kind, data_act="wol-play", data_action=action, data_testid=f"act-{action}",
                       aria_keyshortcuts=key.upper(), aria_pressed="true" if picked else None)
        return f"<button {button}>{esc(label)} <kbd>{key.upper()}</kbd></button>"

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view, self.names)

    def last_move(self, seat: int, action: str) -> tuple[str, ...]:
        """The squares the last move touched, read against the position on the table now."""
        return last_places(self.page.table.view(self.page.viewer), seat, action)

    # -- input --------------------------------------------------------------------------------------
    def press(self, square: str) -> None:
        """A click or a typed square: pick a gelt, play a move, or say why nothing happens."""
        view = self.view
        if not controls.is_square(square) or int(square[0]) > view["seats"]:
            return
        self.cursor = square
        if view["over"]:
            toast("The game is over.", "warn")
            return
        owner = view["napkins"][int(square[0]) - 1][LETTERS.index(square[1])]
        selected, action = controls.press(self.legal, self.selected, square)
        if action is not None:
            self.selected = None
            self.page.play(action)
        elif selected != self.selected:
            self.selected = selected
            self.draw()
        else:
            why = controls.explain(self.legal, self.selected, square, owner, self.me)
            toast(why or "Nothing to do there.", "warn")

    def on_action(self, act: str, element: Any) -> None:
        """A square or one of the buttons under the napkins."""
        if act == "square":
            self.press(str(element.getAttribute("data-square")))
        elif act == "wol-play":
            self.push(str(element.getAttribute("data-action")))

    def push(self, name: str) -> None:
        """A button under the napkins (or its key): play its action, or pick up (or let go of) the risky
        spawn while its gelt is chosen."""
        if name == self.selected:
            self.selected = None
            self.draw()
            return
        picked, action = controls.button(self.legal, name)
        if action is not None:
            self.selected = None
            self.page.play(action)
        elif picked is not None:
            self.selected = picked
            self.draw()

    def on_key(self, event: Any) -> None:
        """Arrows walk the focus, a typed square presses it, S R T P are the buttons, Escape lets go."""
        key = str(event.key)
        if key.startswith("Arrow"):
            active = document.activeElement
            here = active.getAttribute("data-square") if active and self.area.contains(active) else None
            if not here:  # the arrows scroll the page until the focus is on the table
                return
            self.cursor = controls.walk(here, key, self.view["seats"])
            self.draw()
            square = self.area.querySelector(f'[data-square="{self.cursor}"]')
            if square:
                square.focus()
                event.preventDefault()
            return
        if key == "Escape":
            if self.selected:
                self.selected = None
                self.draw()
            return
        self.buffer, square = controls.typed(self.buffer, key, self.view["seats"])
        if square:
            self.press(square)
            return
        if not self.buffer:
            name = controls.key_button(self.legal, key)
            if name:
                self.push(name)
