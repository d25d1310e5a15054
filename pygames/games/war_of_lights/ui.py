"""The War of Lights page logic, pure (pygames/web/board_logic.py): the napkins drawn from a view and the
UI state, and presses turned into action strings.

The picked gelt (or the risky spawn), the typing buffer and the square in the tab order are UI state,
never the match's. One square of the table is in the tab order; the arrows walk over the napkins. Each
new spin is announced once in the board's live region and spins the dreidel for SPIN_S; a redraw while it
spins lets it run on rather than start again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from pygames.core.i18n import _
from pygames.games.war_of_lights import controls
from pygames.games.war_of_lights.drawing import LETTERS, Drawing
from pygames.games.war_of_lights.text import spin_text
from pygames.web.board_logic import BoardLogic, Picture, Press, Reply, Scene, keep


@dataclass(frozen=True)
class NapkinsUI:
    """What the person set on the napkins that no move records."""

    view: Any = None  # the view drawn (None before the first)
    legal: tuple[str, ...] = ()
    selected: str | None = None  # the picked gelt's square, or controls.RISK
    cursor: str = "1e"  # the square in the tab order
    buffer: str = ""  # a square being typed ("2" waiting for its letter)
    spun: int | None = None  # the spin count drawn last: a newer one spins the dreidel
    spun_at: float = -1e9  # when the latest spin started on screen
    said_for: int | None = None  # the spin count whose words are due in the live region


def picked_still(ui: NapkinsUI) -> str | None:
    """The picked thing if the legal actions still allow it."""
    legal = list(ui.legal)
    still = controls.spawners(legal) if ui.selected == controls.RISK else controls.sources(legal)
    return ui.selected if ui.selected in still else None


class NapkinsLogic(BoardLogic[NapkinsUI]):
    """War of Lights' BoardLogic."""

    focus_key = "square"
    board_class, said_class = "war-of-lights-board", "war-of-lights-said"

    def start(self, prefs: Mapping[str, str]) -> NapkinsUI:
        """A board not yet drawn."""
        return NapkinsUI()

    def take(self, ui: NapkinsUI, view: Any, legal: list[str], scene: Scene) -> NapkinsUI:
        """A new view: a new position clears the typing, a new spin spins the dreidel and is said."""
        buffer = "" if ui.view is None or view.get("ply") != ui.view.get("ply") else ui.buffer
        ui = replace(ui, view=view, legal=tuple(legal), buffer=buffer)
        ui = replace(ui, selected=picked_still(ui))
        movable = sorted(controls.sources(legal))
        cursor = ui.cursor
        if movable and cursor[0] != str((view["to_move"] or 0) + 1) and cursor not in movable:
            cursor = movable[0]
        ui = replace(ui, cursor=cursor)
        if ui.spun is not None and view["spin_count"] != ui.spun and view["spins"]:
            ui = replace(ui, spun_at=scene.now, said_for=view["spin_count"])
        return replace(ui, spun=view["spin_count"])

    def draw(self, ui: NapkinsUI, scene: Scene) -> Picture:
        """The table: napkins, dreidel and buttons; the latest spin's words for the live region."""
        drawing = Drawing(ui.view, list(ui.legal), list(scene.names), ui.selected, ui.cursor)
        said = None
        if ui.said_for is not None and ui.view["spins"]:
            said = (ui.said_for, spin_text(ui.view["spins"][-1], list(scene.names)))
        return Picture(drawing.board_html(scene.now - ui.spun_at), said=said)

    def interpret(self, ui: NapkinsUI, press: Press, scene: Scene) -> Reply[NapkinsUI]:
        """A square, a button under the napkins, or a key."""
        if ui.view is None:
            return keep(ui)
        if press.act == "square":
            return self.press(ui, press.datum("square"), scene)
        if press.act == "war-of-lights-play":
            return self.push(ui, press.datum("action"))
        if press.key:
            return self.key(ui, press, scene)
        return keep(ui)

    def press(self, ui: NapkinsUI, square: str, scene: Scene) -> Reply[NapkinsUI]:
        """A click or a typed square: pick a gelt, play a move, or say why nothing happens."""
        view = ui.view
        if not controls.is_square(square) or int(square[0]) > view["seats"]:
            return keep(ui)
        ui = replace(ui, cursor=square)
        if view["over"]:
            return Reply(ui, hint=_("The game is over."))
        legal = list(ui.legal)
        selected, action = controls.press(legal, ui.selected, square)
        if action is not None:
            return Reply(replace(ui, selected=None), action=action)
        if selected != ui.selected:
            return Reply(replace(ui, selected=selected), redraw=True)
        owner = view["napkins"][int(square[0]) - 1][LETTERS.index(square[1])]
        me = scene.me if legal else None
        why = controls.explain(legal, ui.selected, square, owner, me)
        return Reply(ui, hint=why or _("Nothing to do there."))

    def push(self, ui: NapkinsUI, name: str) -> Reply[NapkinsUI]:
        """A button under the napkins (or its key): play its action, or pick up (or let go of) the risky
        spawn while its gelt is chosen."""
        if name == ui.selected:
            return Reply(replace(ui, selected=None), redraw=True)
        picked, action = controls.button(list(ui.legal), name)
        if action is not None:
            return Reply(replace(ui, selected=None), action=action)
        if picked is not None:
            return Reply(replace(ui, selected=picked), redraw=True)
        return keep(ui)

    def key(self, ui: NapkinsUI, press: Press, scene: Scene) -> Reply[NapkinsUI]:
        """Arrows walk the focus, a typed square presses it, S R T P are the buttons, Escape lets go."""
        key = press.key
        if key.startswith("Arrow"):
            here = (press.focus or {}).get("square")
            if not here:  # the arrows scroll the page until the focus is on the table
                return keep(ui)
            cursor = controls.walk(here, key, ui.view["seats"])
            focus = f'[data-square="{cursor}"]'
            return Reply(replace(ui, cursor=cursor), redraw=True, focus=focus, used=True)
        if key == "Escape":
            return Reply(replace(ui, selected=None), redraw=True) if ui.selected else keep(ui)
        buffer, square = controls.typed(ui.buffer, key, ui.view["seats"])
        ui = replace(ui, buffer=buffer)
        if square:
            return self.press(ui, square, scene)
        if not buffer:
            name = controls.key_button(list(ui.legal), key)
            if name:
                return self.push(ui, name)
        return keep(ui)


LOGIC = NapkinsLogic()
