"""The Yacht page logic, pure (pygames/web/board_logic.py): the dice tray and the scorecard drawn from a
view and the UI state, presses and keys turned into actions, and a computer's turn shown beat by beat.

Which dice are kept, and where each die sits on screen, is UI state. On a new position it starts from
what the view says: after a reroll the dice that were not rolled stay kept and stay in their places, and
the new dice land in the gaps (controls.arrange), so a person who kept three 5s still sees them kept,
where they were. The roll animation is CSS only and plays once per position.

A computer's turn is shown decision by decision (show.py): its kept dice are marked before its roll
lands, and the box it scores stays lit before the next turn's dice arrive. Positions that come in
meanwhile wait their turn; a takeback drops the show. While a show runs the status line says what is
shown (the beat, or that the computer is playing), never the turn that the board does not show yet.
"Fast" (a kept preference) shows the computer's decisions at once; a person's own moves are never held
up. Five of a kind gets a short banner and an announcement.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from pygames.core.i18n import _
from pygames.games.yacht import REROLL_ALL, normalize_command
from pygames.games.yacht.controls import COLUMN_KEYS, ROW_KEYS, arrange, keep_for, reroll_action, step, toggle
from pygames.games.yacht.drawing import ending, scorecard
from pygames.games.yacht.scoring import LOWER, UPPER
from pygames.games.yacht.show import (
    CHEER_MS,
    KEEP_MS,
    LAND_MS,
    SCORE,
    SCORE_MS,
    Step,
    beat_text,
    cheer_text,
    fresh_yacht,
    playing_text,
    step_between,
)
from pygames.games.yacht.tray import Tray
from pygames.web.board_logic import BoardLogic, Picture, Press, Reply, Scene, keep
from pygames.web.html import attrs, esc

FAST_KEY = "pygames.yacht.fast"  # "1": show the computer's decisions at once
EARLY_S = 0.005  # a timer may fire a hair before the clock says its time has come

Shown = tuple[Any, tuple[str, ...]]  # a view and what the screen may play at it


@dataclass(frozen=True)
class TrayUI:
    """What the person set on the tray that no move records, and the computer's turn on show."""

    view: Any = None  # the view drawn (None before the first)
    legal: tuple[str, ...] = ()
    ply: int | None = None  # the position drawn: a new one resets the kept dice and the hint
    shown: tuple[int, ...] = ()  # the dice in screen order
    kept: frozenset[int] = frozenset()  # screen positions marked to keep
    rolled_with: frozenset[int] | None = None  # the marks when this screen last rolled
    hint: Any = None  # the hint asked for at this position: {"ply"} while it is worked out
    fast: bool = False
    animate: bool = False  # the dice just rolled: the next drawing rolls them in
    cheer: bool = False  # the Yacht banner shows
    cheer_until: float | None = None  # when the banner leaves
    said: tuple[int, str] | None = None  # the Yacht's words for the live region, by the ply they are for
    landed: float = 0.0  # until when the last dice drawn stay in sight before a show's next beat
    showing: Step | None = None  # the computer's decision on show
    target: Shown | None = None  # the position that decision leads to
    queue: tuple[Shown, ...] = ()  # positions that came in during the show, in order
    beat: str = ""  # the beat drawn: "" before the show's first beat, then "keep" or "score"
    due: float | None = None  # when the show's next beat comes
    status: str | None = None  # the status line's words while a show runs
    die_home: int = 0  # the die that takes focus when the player tabs into the dice
    box_home: str = ""  # the box that takes focus when the player tabs into the scorecard


def open_boxes(ui: TrayUI) -> list[str]:
    """The boxes the person at the screen may score now, top to bottom."""
    view = ui.view
    if not ui.legal or view["over"]:
        return []
    card = view["cards"][view["turn"]]["boxes"]
    return [box for box in (*UPPER, *LOWER) if card[box] is None and box in view["points"]]


def can_reroll(ui: TrayUI) -> bool:
    """True when the person at the screen may roll again."""
    return REROLL_ALL in ui.legal


class TrayLogic(BoardLogic[TrayUI]):
    """Yacht's BoardLogic."""

    preferences = (FAST_KEY,)

    def start(self, prefs: Mapping[str, str]) -> TrayUI:
        """A tray not yet drawn, Fast as the person left it."""
        return TrayUI(fast=prefs.get(FAST_KEY) == "1")

    # -- new positions and the show ------------------------------------------------------------------
    def take(self, ui: TrayUI, view: Any, legal: list[str], scene: Scene) -> TrayUI:
        """A new view: drawn at once, or queued behind the computer's decision on show."""
        came: Shown = (view, tuple(legal))
        if ui.showing is not None and ui.target is not None:
            tail = ui.queue[-1] if ui.queue else ui.target
            if view["ply"] == tail[0]["ply"]:  # the same position, newer facts (whose turn, what is legal)
                if ui.queue:
                    return replace(ui, queue=(*ui.queue[:-1], came))
                return replace(ui, target=came)
            if view["ply"] > tail[0]["ply"]:
                return replace(ui, queue=(*ui.queue, came))
            ui = stop_show(ui)  # a takeback: show where the game is now
        return advance(ui, came, scene)

    def wake(self, ui: TrayUI, scene: Scene) -> Reply[TrayUI]:
        """A beat of the show that has come, or the Yacht banner leaving (the dice have landed by then)."""
        now = scene.now + EARLY_S
        ui = replace(ui, animate=False)
        left = ui.cheer_until is not None and ui.cheer_until <= now
        if left:
            ui = replace(ui, cheer=False, cheer_until=None)
        if ui.showing is None or ui.due is None or ui.due > now or ui.target is None:
            return Reply(ui, redraw=left)
        if not ui.beat:
            return Reply(first_beat(ui, scene), redraw=True)
        ui = present(stop_show(ui), ui.target, scene, queue=ui.queue)
        while ui.queue and ui.showing is None:
            came, rest = ui.queue[0], ui.queue[1:]
            ui = advance(replace(ui, queue=rest), came, scene)
        return Reply(ui, redraw=True)

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, ui: TrayUI, scene: Scene) -> Picture:
        """The tray, the scorecard, the ranking at the end; the beat of a show when one is drawn."""
        view, names = ui.view, list(scene.names)
        keeping = ui.beat == "keep"
        scored = ui.showing.box if ui.beat == SCORE and ui.showing else ""
        cards = ui.target[0]["cards"] if scored and ui.target else None
        ranked = ending(view, names) if view["over"] else ""
        show = "keep" if keeping else f"score-{scored}" if scored else ""
        state = attrs(data_ply=view["ply"], data_turn=view["turn"], data_rolls_left=view["rolls_left"],
                      data_over="yes" if view["over"] else "no", data_show=show or None,
                      data_cheer="yes" if ui.cheer and ui.animate else None)  # for tests to wait on
        legal = list(ui.legal)
        drawn = Tray(view, legal, names, list(ui.shown), set(ui.kept), ui.die_home, ui.hint, ui.fast,
                     bool(scene.computers), ui.cheer)
        tray = "" if view["over"] else (
            f'<section class="yacht-tray" aria-label="{esc(_("Dice"))}">{drawn.tray(ui.animate, keeping)}'
            "</section>")
        extra = "" if view["over"] else (
            f'<div class="yacht-tray-extra">{drawn.command_html()}{drawn.hint_html()}</div>')
        over = " over" if view["over"] else ""
        seats = f" seats{len(view['cards'])}"
        card = scorecard(view, names, legal, pot_home(ui), scored, cards)
        html = (f'<div class="yacht-table{over}{seats}" data-testid="yacht" {state}>{ranked}'
                f"{tray}{card}{extra}</div>")
        wakes = [t for t in (ui.due if ui.showing else None, ui.cheer_until) if t is not None]
        wake_ms = round(max(0.0, min(wakes) - scene.now) * 1000) if wakes else None
        return Picture(html, said=ui.said, status=ui.status, wake_ms=wake_ms)

    # -- input --------------------------------------------------------------------------------------
    def interpret(self, ui: TrayUI, press: Press, scene: Scene) -> Reply[TrayUI]:
        """Dice, Roll, Hint, Fast, the scorecard's boxes, the hint's choices, the command field, focus
        moving onto a die or a box, and the keys."""
        if ui.view is None:
            return keep(ui)
        ui = replace(ui, animate=False, cheer=False) if press.act != "focus" else ui
        act = press.act
        if act == "keep":
            return toggled(ui, int(press.datum("die") or -1))
        if act == "roll":
            return rolled(ui)
        if act == "score":
            return Reply(ui, action=press.datum("box"))
        if act == "hint":
            return hinted(ui)
        if act == "hint-play":
            return follow_hint(ui, press.datum("action"))
        if act == "fast":
            return self.fasted(ui, scene, from_key=False)
        if act == "command":
            return commanded(ui, press.datum("text"))
        if act == "focus":
            return focused(ui, press)
        if press.key:
            return self.key(ui, press, scene)
        return keep(ui)

    def key(self, ui: TrayUI, press: Press, scene: Scene) -> Reply[TrayUI]:
        """Arrows walk the dice and the boxes; 1-5 keep or release a die, R rolls, H asks for a hint, F
        switches Fast (where a computer plays)."""
        walked = walk(ui, press)
        if walked is not None:
            return walked
        key = press.key
        if key in "12345" and len(key) == 1:
            return toggled(ui, int(key) - 1)
        if key in ("r", "R"):
            return rolled(ui)
        if key in ("h", "H"):
            return hinted(ui)
        if key in ("f", "F") and scene.computers and not ui.view["over"]:
            return self.fasted(ui, scene, from_key=True)
        return keep(ui)

    def fasted(self, ui: TrayUI, scene: Scene, from_key: bool) -> Reply[TrayUI]:
        """Fast on or off; a show in progress ends now, at the latest position that came in. The button
        keeps the focus when pressed; the F key leaves it where the player was."""
        fast = not ui.fast
        store = (FAST_KEY, "1" if fast else "0")
        focus = None if from_key else "[data-act=fast]"
        ui = replace(ui, fast=fast)
        if ui.showing is not None and ui.target is not None:
            latest = (ui.queue or (ui.target,))[-1]
            ui = present(stop_show(ui), latest, scene)
        return Reply(ui, redraw=True, focus=focus, store=store)

    def done(self, ui: TrayUI, job: str, answer: Any, scene: Scene) -> Reply[TrayUI]:
        """The hint worked out: shown if the position is still the one it was asked at."""
        if job != "hint" or ui.hint is None or answer.get("ply") != ui.ply:
            return keep(ui)
        return Reply(replace(ui, hint=answer), redraw=True, reveal="[data-testid=hint-panel]")

    def keepsake(self, ui: TrayUI) -> Any:
        """The dice in their places and the ones marked to keep, at this position."""
        return {"ply": ui.ply, "shown": list(ui.shown), "kept": sorted(ui.kept), "die": ui.die_home}

    def adopt(self, ui: TrayUI, keepsake: Any) -> TrayUI:
        """The dice kept before a redraw of the page (a language switch), if the position is the same."""
        if (not isinstance(keepsake, dict) or keepsake.get("ply") != ui.ply or ui.showing is not None
                or sorted(keepsake.get("shown", [])) != sorted(ui.shown)):
            return ui
        return replace(ui, shown=tuple(keepsake["shown"]), kept=frozenset(keepsake["kept"]),
                       die_home=keepsake["die"], animate=False, cheer=False)


def advance(ui: TrayUI, came: Shown, scene: Scene) -> TrayUI:
    """A position drawn at once, or through a show of the computer's decision that led to it."""
    view = came[0]
    step = None if ui.fast or ui.ply is None or view["ply"] <= ui.ply else step_between(ui.view, view)
    if step is None or ui.view["turn"] not in scene.computers:
        return present(ui, came, scene, queue=ui.queue)
    name = scene.names[ui.view["turn"]]
    return replace(ui, showing=step, target=came, legal=(), beat="", due=max(scene.now, ui.landed),
                   status=playing_text(name))


def present(ui: TrayUI, came: Shown, scene: Scene, queue: tuple[Shown, ...] = ()) -> TrayUI:
    """A position drawn as it is: a new one resets the kept dice and the hint, and rolls its dice in."""
    view, legal = came
    now = scene.now
    fresh, first = view["ply"] != ui.ply, ui.ply is None
    ui = replace(ui, view=view, legal=legal, animate=fresh, queue=queue, status=None)
    if not fresh:
        return replace(ui, cheer=False)
    shown, kept = arrange(list(ui.shown), view["dice"], view["rolled"], set(ui.rolled_with or ()))
    ui = replace(ui, ply=view["ply"], shown=tuple(shown), kept=frozenset(kept), rolled_with=None, hint=None)
    cheer = not first and not view["over"] and fresh_yacht(view)
    landed = now + (CHEER_MS if cheer else LAND_MS) / 1000
    if not cheer:
        return replace(ui, cheer=False, landed=landed)
    said = (view["ply"], cheer_text(scene.names[view["turn"]], view["dice"][0]))
    return replace(ui, cheer=True, cheer_until=now + CHEER_MS / 1000, said=said, landed=landed)


def stop_show(ui: TrayUI) -> TrayUI:
    """The show dropped, with what waited behind it."""
    return replace(ui, showing=None, target=None, queue=(), beat="", due=None, status=None)


def first_beat(ui: TrayUI, scene: Scene) -> TrayUI:
    """The show's first beat: the kept dice marked, or the scored box lit on the old dice."""
    assert ui.showing is not None and ui.target is not None
    after, now = ui.target[0], scene.now
    name = scene.names[ui.view["turn"]]
    if ui.showing.kind == SCORE:
        points = after["cards"][ui.view["turn"]]["boxes"][ui.showing.box]
        return replace(ui, kept=frozenset(), beat=SCORE, animate=False, cheer=False,
                       status=beat_text(name, ui.showing, points=points), due=now + SCORE_MS / 1000)
    kept = arrange(list(ui.shown), after["dice"], after["rolled"])[1]
    words = beat_text(name, ui.showing, kept=" ".join(str(ui.shown[i]) for i in sorted(kept)))
    return replace(ui, kept=frozenset(kept), beat="keep", animate=False, cheer=False, status=words,
                   due=now + KEEP_MS / 1000)


def pot_home(ui: TrayUI) -> str:
    """The open box that is the scorecard's Tab stop: where the arrows left focus, else the first."""
    boxes = open_boxes(ui)
    return ui.box_home if ui.box_home in boxes else (boxes[0] if boxes else "")


def toggled(ui: TrayUI, index: int) -> Reply[TrayUI]:
    """Keep or release one die, the focus on it."""
    if not can_reroll(ui) or not 0 <= index < len(ui.shown):
        return keep(ui)
    kept = frozenset(toggle(set(ui.kept), index, list(ui.shown)))
    return Reply(replace(ui, kept=kept), redraw=True, focus=f'[data-die="{index}"]')


def rolled(ui: TrayUI) -> Reply[TrayUI]:
    """Reroll the dice that are not kept."""
    if not can_reroll(ui) or len(ui.kept) >= 5:
        return keep(ui)
    return Reply(replace(ui, rolled_with=ui.kept), action=reroll_action(list(ui.shown), set(ui.kept)))


def hinted(ui: TrayUI) -> Reply[TrayUI]:
    """Ask the optimal player: "working" at once, the answer when the board's job is done."""
    if not ui.legal:
        return keep(ui)
    return Reply(replace(ui, hint={"ply": ui.ply}), redraw=True, job="hint")


def follow_hint(ui: TrayUI, action: str) -> Reply[TrayUI]:
    """A hint's choice: a box is scored at once; a reroll marks its dice, so Roll then plays it."""
    if action not in ui.legal:
        return keep(ui)
    if not action[0].isdigit() and action != REROLL_ALL:
        return Reply(ui, action=action)
    kept = frozenset(keep_for(list(ui.shown), action, set(ui.kept)))
    return Reply(replace(ui, kept=kept), redraw=True, focus="#roll")


def commanded(ui: TrayUI, text: str) -> Reply[TrayUI]:
    """The command field: the seed's syntax in any order or case, or "hint" (French words too)."""
    text = text.strip()
    if not text or not ui.legal:
        return keep(ui)
    command = normalize_command(text, ui.view["dice"])
    return hinted(ui) if command == "hint" else Reply(ui, action=command)


def focused(ui: TrayUI, press: Press) -> Reply[TrayUI]:
    """A die or a box took focus: it becomes its row's one Tab stop."""
    if press.datum("die"):
        index = int(press.datum("die"))
        return Reply(replace(ui, die_home=index), tabstop=("[data-die]", f'[data-die="{index}"]'))
    if press.datum("box"):
        box = press.datum("box")
        return Reply(replace(ui, box_home=box), tabstop=(".yacht-pot", f'.yacht-pot[data-box="{box}"]'))
    return keep(ui)


def walk(ui: TrayUI, press: Press) -> Reply[TrayUI] | None:
    """Arrows (and Home, End) along the dice row or up and down the open boxes; None if not there."""
    here = press.focus or {}
    if here.get("die") and can_reroll(ui):
        to = step(len(ui.shown), int(here["die"]), press.key, ROW_KEYS)
        if to is None:
            return None
        member = f'[data-die="{to}"]'
        return Reply(replace(ui, die_home=to), focus=member, used=True, tabstop=("[data-die]", member))
    if here.get("act") == "score":
        boxes = open_boxes(ui)
        index = boxes.index(here["box"]) if here.get("box") in boxes else 0
        to = step(len(boxes), index, press.key, COLUMN_KEYS)
        if to is None:
            return None
        member = f'.yacht-pot[data-box="{boxes[to]}"]'
        return Reply(replace(ui, box_home=boxes[to]), focus=member, used=True, tabstop=(".yacht-pot", member))
    return None


LOGIC = TrayLogic()
