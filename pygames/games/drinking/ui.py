"""The Drinking page logic, pure (pygames/web/board_logic.py): the table drawn from a view and the UI
state, and presses on drinks, squares and the head turned into action strings.

The picked drink and the keyboard cursor are UI state, never the match's: a new position lets go of the
drink, or picks it when a single drink is on offer. A cleared line is animated once, when the position
that cleared it is first drawn (the drinks that left fade out over the line); a redraw during the
animation draws it started that long ago, so it runs on without a jump; a reload shows the scoring in
words only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from pygames.games.drinking import controls
from pygames.games.drinking.drawing import Drawing
from pygames.web.board_logic import BoardLogic, Picture, Press, Reply, Scene, keep

ANIMATION_S = 2.2  # how long the last turn's scoring stays animated (the longest CSS animation)


@dataclass(frozen=True)
class TableUI:
    """What the person set on the table that no move records, and the animation under way."""

    view: Any = None  # the view drawn (None before the first)
    legal: tuple[str, ...] = ()
    picked: int | None = None  # the slot of the picked drink
    cursor: str = "d4"  # the square in the tab order
    animation: tuple[int, Any, float] | None = None  # (its ply, the board before it, when it started)


class TableLogic(BoardLogic[TableUI]):
    """Drinking's BoardLogic."""

    focus_key = "key"

    def start(self, prefs: Mapping[str, str]) -> TableUI:
        """A table not yet drawn."""
        return TableUI()

    def take(self, ui: TableUI, view: Any, legal: list[str], scene: Scene) -> TableUI:
        """A new view: a later position animates its scoring; a new position resets the picked drink."""
        old = ui.view
        if old is not None and view["ply"] > old["ply"]:
            ui = replace(ui, animation=(view["ply"], old["board"], scene.now))
        picked = ui.picked
        if old is None or view["ply"] != old["ply"]:  # a lone drink on offer comes picked, its squares lit
            picked = controls.only_slot(legal)
        if picked is not None and picked not in controls.slots(legal):
            picked = None
        return replace(ui, view=view, legal=tuple(legal), picked=picked)

    def clock_seat(self, ui: TableUI) -> int | None:
        """The seat whose hourglass shows, when the game has one and a person's turn is under way."""
        view = ui.view
        if view is None or not view["options"]["hourglass"] or view["over"] or view["turn"] < 0:
            return None
        return int(view["turn"])

    def draw(self, ui: TableUI, scene: Scene) -> Picture:
        """The table, with the last scoring still fading out while its animation lasts."""
        before, since = None, 0.0
        if ui.animation and ui.animation[0] == ui.view["ply"]:
            since = scene.now - ui.animation[2]
            before = ui.animation[1] if since < ANIMATION_S else None
        names = list(scene.names)
        drawing = Drawing(ui.view, list(ui.legal), names, ui.picked, ui.cursor, scene.me, scene.left)
        return Picture(drawing.table_html(before, since))

    def interpret(self, ui: TableUI, press: Press, scene: Scene) -> Reply[TableUI]:
        """Offered drinks, squares, the head, and the keys 1-3, D, Escape and the arrows."""
        if ui.view is None:
            return keep(ui)
        legal = list(ui.legal)
        if press.act == "pick":
            return follow(ui, controls.press_drink(legal, ui.picked, int(press.datum("slot") or 0)))
        if press.act == "square":
            ui = replace(ui, cursor=press.datum("square"))
            return follow(ui, controls.press_square(legal, ui.picked, ui.cursor))
        if press.act == "drink-head":
            return follow(ui, controls.press_head(legal, ui.picked))
        key = press.key
        if key in ("1", "2", "3"):
            return follow(ui, controls.press_drink(legal, ui.picked, int(key)))
        if key in ("d", "D"):
            return follow(ui, controls.press_head(legal, ui.picked))
        if key == "Escape" and ui.picked is not None:
            return Reply(replace(ui, picked=None), redraw=True)
        if key in controls.ARROWS:
            here = (press.focus or {}).get("square")
            if here or press.on_body:  # elsewhere an arrow keeps its own meaning (a list, a field)
                cursor = controls.moved(here or ui.cursor, key)
                return Reply(replace(ui, cursor=cursor), redraw=True, focus=f'[data-square="{cursor}"]',
                             used=True)
        return keep(ui)


def follow(ui: TableUI, press: controls.Press) -> Reply[TableUI]:
    """What a press on the controls leads to: its action, its hint, the picked drink redrawn."""
    if press.action:  # a refused action keeps the drink picked: the person may try another square
        return Reply(ui, action=press.action, hint=press.hint or None)
    picked = replace(ui, picked=press.picked)
    return Reply(picked, hint=press.hint or None, redraw=press.picked != ui.picked)


LOGIC = TableLogic()
