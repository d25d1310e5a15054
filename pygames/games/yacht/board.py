"""The Yacht board: five SVG dice to keep or release, a Roll button, the scorecard, a command field,
the optimal player's hint, and the final ranking.

Which dice are kept, and where each die sits on screen, is UI state and lives here, never in the
match. On a new position it starts from what the view says: after a reroll the dice that were not
rolled stay kept and stay in their places, and the new dice land in the gaps (yacht_input.arrange), so
a person who kept three 5s still sees them kept, where they were. The roll animation is CSS only and
plays once per position.

A computer's turn is shown decision by decision (yacht_show): its kept dice are marked before its
roll lands, and the box it scores stays lit before the next turn's dice arrive. Positions that come
in meanwhile wait their turn; a takeback drops the show. "Fast" (kept in localStorage) shows the
computer's decisions at once; a person's own moves are never held up. Five of a kind gets a short
banner and an announcement.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from pyscript import window

from pygames.core.i18n import N_, _
from pygames.core.match import Match
from pygames.games.yacht import REROLL_ALL, normalize_command
from pygames.games.yacht.controls import COLUMN_KEYS, ROW_KEYS, arrange, keep_for, reroll_action, step, toggle
from pygames.games.yacht.drawing import ending, move_items, result_text, scorecard
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
from pygames.web.board import Board
from pygames.web.dom import attrs, by_id, closest, data, later, need, on
from pygames.web.html import esc

FAST_KEY = "pygames.yacht.fast"  # "1": show the computer's decisions at once



class YachtBoard(Board):
    """Draws the dice and the scorecard and turns clicks, keys and typed commands into actions."""

    # The peer page's status while both browsers draw the roll (shown through _()).
    chance_words = (N_("Rolling the dice"), N_("The roll"))

    def __init__(self, page: Any):
        self.page = page
        self.view: dict[str, Any] = {}
        self.legal: list[str] = []
        self.area: Any = None
        self.kept: set[int] = set()  # screen positions marked to keep
        self.shown: list[int] = []  # the dice in screen order
        self.rolled_with: set[int] | None = None  # the marks when this screen last rolled
        self.ply: int | None = None  # the position drawn last: a new one resets kept dice and the hint
        self.hint: dict[str, Any] | None = None
        self.fast = str(window.localStorage.getItem(FAST_KEY) or "") == "1"
        self.showing: Step | None = None  # the computer's decision on show, if one is
        self.target: list[Any] = []  # [view, legal] that the decision on show leads to
        self.queue: list[list[Any]] = []  # [view, legal] that came in during the show, in order
        self.show_token = 0  # bumped to drop a show's pending timers
        self.landed = 0.0  # until when the last dice drawn should stay in sight (time.monotonic)
        self.cheer = False  # the next draw shows the Yacht banner
        # The dice row and the scorecard are one Tab stop each (a roving tabindex): the die and the box
        # that take focus when the player tabs in, where the arrows last left it.
        self.die_home = 0
        self.box_home = ""

    def attach(self, area: Any) -> None:
        """Take over the board area; the command field's form is handled here, not by the app."""
        self.area = area
        on(area, "submit", self.on_submit)
        on(area, "focusin", self.on_focus)
        # A region of its own for the Yacht cheer: the page's announcements speak of moves.
        area.insertAdjacentHTML("afterend", '<p class="sr-only" id="yacht-cheer" aria-live="polite" '
                                            'data-testid="yacht-cheer"></p>')

    @property
    def names(self) -> list[str]:
        """The seats' names."""
        return self.page.names

    @property
    def can_reroll(self) -> bool:
        """True when the person at the screen may roll again."""
        return REROLL_ALL in self.legal

    # -- showing the computer's turn ------------------------------------------------------------------
    def render(self, view: dict[str, Any], legal: list[str]) -> None:
        """Redraw for `view`; `legal` holds what the person at the screen may play now."""
        if self.showing is not None:
            tail = self.queue[-1] if self.queue else self.target
            if view["ply"] == tail[0]["ply"]:
                tail[:] = [view, legal]  # the same position, newer facts (whose turn, what is legal)
                return
            if view["ply"] > tail[0]["ply"]:
                self.queue.append([view, legal])
                return
            self.stop_show()  # a takeback: show where the game is now
        self.advance(view, legal)

    def advance(self, view: dict[str, Any], legal: list[str]) -> None:
        """Draw `view`, through a show of the computer's decision when it is one."""
        step = self.step_to(view)
        if step is None:
            self.present(view, legal)
            return
        self.showing, self.target = step, [view, legal]
        self.legal = []  # nothing on the board acts while the computer's decision is on show
        token = self.show_token
        wait = max(0.0, self.landed - time.monotonic())  # the last roll stays a moment
        later(lambda: self.show_step(token), int(wait * 1000))

    def step_to(self, view: dict[str, Any]) -> Step | None:
        """The computer's decision that leads to `view`, if it should be shown step by step."""
        if self.fast or self.ply is None or view["ply"] <= self.ply:
            return None
        step = step_between(self.view, view)
        return step if step is not None and self.page.is_computer(self.view["turn"]) else None

    def show_step(self, token: int) -> None:
        """The first beat: the kept dice marked, or the scored box lit on the old dice."""
        if token != self.show_token or self.page.closed or self.showing is None:
            return
        after = self.target[0]
        name = self.names[self.view["turn"]]
        if self.showing.kind == SCORE:
            self.kept = set()
            self.draw(scored=self.showing.box, cards=after["cards"])
            points = after["cards"][self.view["turn"]]["boxes"][self.showing.box]
            self.say(beat_text(name, self.showing, points=points))
            wait = SCORE_MS
        else:
            self.kept = arrange(self.shown, after["dice"], after["rolled"])[1]
            self.draw(keeping=True)
            kept = " ".join(str(self.shown[i]) for i in sorted(self.kept))
            self.say(beat_text(name, self.showing, kept=kept))
            wait = KEEP_MS
        later(lambda: self.end_step(token), wait)

    def end_step(self, token: int) -> None:
        """The second beat: the new position; then whatever came in meanwhile."""
        if token != self.show_token or self.page.closed:
            return
        view, legal = self.target
        self.showing, self.target = None, []
        self.present(view, legal)
        self.page.keep_focus()
        while self.queue and self.showing is None:
            view, legal = self.queue.pop(0)
            self.advance(view, legal)
        if self.showing is None:
            self.say(self.page.status())
        else:  # the page's line already speaks of what comes after the show
            self.say(playing_text(self.names[self.view["turn"]]))

    @staticmethod
    def say(text: str) -> None:
        """Put `text` on the page's status line while a beat of the computer's turn is shown."""
        status = by_id("status")
        if status is not None:
            status.textContent = text

    def stop_show(self) -> None:
        """Drop the show in progress and what waited behind it."""
        self.show_token += 1
        self.showing, self.target, self.queue = None, [], []

    def set_fast(self, fast: bool, from_key: bool = False) -> None:
        """Show the computer's decisions at once (or step by step again); a show in progress ends now.
        The button takes focus when pressed; the F key leaves focus where the player was."""
        self.fast = fast
        window.localStorage.setItem(FAST_KEY, "1" if fast else "0")
        if self.showing is None:
            self.draw()
        else:
            latest = (self.queue or [self.target])[-1]
            self.stop_show()
            self.present(*latest)
            self.say(self.page.status())
        button = self.area.querySelector("[data-act=fast]")
        if from_key:
            self.page.keep_focus()
        elif button:  # querySelector's null is falsy
            button.focus()

    def keepsake(self) -> Any:
        """The dice in their places and the ones marked to keep, at this position."""
        return {"ply": self.ply, "shown": list(self.shown), "kept": sorted(self.kept), "die": self.die_home}

    def restore(self, keepsake: Any) -> None:
        """Mark the dice kept before a redraw (a language switch) again, if the position is the same."""
        if (not isinstance(keepsake, dict) or keepsake.get("ply") != self.ply or self.showing is not None
                or sorted(keepsake.get("shown", [])) != sorted(self.shown)):
            return
        self.shown, self.kept = list(keepsake["shown"]), set(keepsake["kept"])
        self.die_home = keepsake["die"]
        self.draw()

    # -- drawing ------------------------------------------------------------------------------------
    def present(self, view: dict[str, Any], legal: list[str]) -> None:
        """Draw `view` as it is (a new position resets the kept dice and the hint)."""
        fresh = view["ply"] != self.ply
        first = self.ply is None
        self.view, self.legal = view, legal
        if fresh:
            self.ply = view["ply"]
            self.shown, self.kept = arrange(self.shown, view["dice"], view["rolled"], self.rolled_with)
            self.rolled_with = None
            self.hint = None
            self.cheer = not first and not view["over"] and fresh_yacht(view)
            self.landed = time.monotonic() + (CHEER_MS if self.cheer else LAND_MS) / 1000
        self.draw(animate=fresh)
        if self.cheer:
            self.celebrate()

    def celebrate(self) -> None:
        """Announce the Yacht; the banner drawn with it leaves after a moment (also without motion)."""
        self.cheer = False
        face = self.view["dice"][0]
        region = by_id("yacht-cheer")
        if region is not None:
            region.textContent = cheer_text(self.names[self.view["turn"]], face)
        ply = self.ply

        def leave() -> None:
            banner = self.area.querySelector(".yacht-cheer")
            if banner and self.ply == ply:
                banner.remove()

        later(leave, CHEER_MS)

    def draw(self, animate: bool = False, keeping: bool = False, scored: str = "",
             cards: list[Any] | None = None) -> None:
        """Write the board's HTML (`keeping`, `scored` and `cards`: a beat of the computer's turn)."""
        view = self.view
        ranked = ending(view, self.names) if view["over"] else ""
        show = "keep" if keeping else f"score-{scored}" if scored else ""
        state = attrs(data_ply=view["ply"], data_turn=view["turn"], data_rolls_left=view["rolls_left"],
                      data_over="yes" if view["over"] else "no", data_show=show or None,
                      data_cheer="yes" if self.cheer and animate else None)  # for tests to wait on
        computers = any(self.page.is_computer(seat) for seat in range(len(view["cards"])))
        drawn = Tray(view, self.legal, self.names, self.shown, self.kept, self.die_home, self.hint, self.fast,
                     computers, self.cheer)
        tray = "" if view["over"] else (
            f'<section class="yacht-tray" aria-label="{esc(_("Dice"))}">'
            f'{drawn.tray(animate, keeping)}</section>')
        extra = "" if view["over"] else (
            f'<div class="yacht-tray-extra">{drawn.command_html()}{drawn.hint_html()}</div>')
        over = " over" if view["over"] else ""
        seats = f" seats{len(view['cards'])}"
        card = scorecard(view, self.names, self.legal, self.pot_home(), scored, cards)
        self.area.innerHTML = (f'<div class="yacht-table{over}{seats}" data-testid="yacht" {state}>{ranked}'
                               f'{tray}{card}{extra}</div>')

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view, self.names)

    def move_items(self, records: list[tuple[int, int, str]], current: int) -> str:
        """The move list by turn: a heading where a seat's turn starts, then each roll and decision."""
        return move_items(records, current, self.names)

    # -- input --------------------------------------------------------------------------------------
    def reroll_action(self) -> str:
        """The action that rerolls every die not kept."""
        return reroll_action(self.shown, self.kept)

    def toggle(self, index: int) -> None:
        """Keep or release one die."""
        if not self.can_reroll or not 0 <= index < len(self.shown):
            return
        self.kept = toggle(self.kept, index, self.shown)
        self.draw()
        element = self.area.querySelector(f'[data-die="{index}"]')
        if element:  # querySelector's null is falsy
            element.focus()

    def roll(self) -> None:
        """Reroll the dice that are not kept."""
        if self.can_reroll and len(self.kept) < 5:
            self.rolled_with = set(self.kept)
            self.page.play(self.reroll_action())

    def on_action(self, act: str, element: Any) -> None:
        """Dice, Roll, Hint, the scorecard's boxes and the hint's choices."""
        if act == "keep":
            self.toggle(int(element.getAttribute("data-die")))
        elif act == "roll":
            self.roll()
        elif act == "score":
            self.page.play(str(element.getAttribute("data-box")))
        elif act == "hint":
            self.show_hint()
        elif act == "hint-play":
            self.follow_hint(str(element.getAttribute("data-action")))
        elif act == "fast":
            self.set_fast(not self.fast)

    def follow_hint(self, action: str) -> None:
        """A hint's choice: a box is scored at once; a reroll marks its dice, so Roll then plays it."""
        if action not in self.legal:
            return
        if not action[0].isdigit() and action != REROLL_ALL:
            self.page.play(action)
            return
        self.kept = keep_for(self.shown, action, self.kept)
        self.draw()
        button = self.area.querySelector("#roll")
        if button:
            button.focus()

    def on_submit(self, event: Any) -> None:
        """The command field: the seed's syntax in any order or case, or "hint"."""
        event.preventDefault()
        event.stopPropagation()  # the app's own submit handler is for the set-up form
        field = event.target.querySelector("input")
        text = str(field.value or "").strip()
        if not text or not self.legal:
            return
        command = normalize_command(text, self.view["dice"])  # French words too: "tout", "conseil"
        if command == "hint":
            self.show_hint()
            return
        self.page.play(command)

    def pot_home(self) -> str:
        """The open box of the scorecard that is its Tab stop: where the arrows left focus, else the first."""
        open_boxes = self.open_boxes()
        return self.box_home if self.box_home in open_boxes else (open_boxes[0] if open_boxes else "")

    def open_boxes(self) -> list[str]:
        """The boxes the person at the screen may score now, top to bottom."""
        view = self.view
        if not self.legal or view["over"]:
            return []
        card = view["cards"][view["turn"]]["boxes"]
        return [box for box in (*UPPER, *LOWER) if card[box] is None and box in view["points"]]

    def on_focus(self, event: Any) -> None:
        """A die or a box took focus: it becomes its row's Tab stop."""
        target = closest(event, "[data-die], .yacht-pot")
        if target is None:
            return
        if data(target, "die"):
            self.die_home = int(need(target, "die"))
            selector = "[data-die]"
        else:
            self.box_home = need(target, "box")
            selector = ".yacht-pot"
        for other in self.area.querySelectorAll(f"{selector}[tabindex='0']"):
            other.setAttribute("tabindex", "-1")
        target.setAttribute("tabindex", "0")

    def walk(self, event: Any) -> bool:
        """Arrows (and Home, End) along the dice row or up and down the open boxes; False if not there."""
        active = self.area.querySelector(":focus")
        if not active:  # querySelector's null is a falsy JsNull
            return False
        key = str(event.key)
        if data(active, "die"):
            dice = list(self.area.querySelectorAll("[data-die]:not(:disabled)"))
            index = next((i for i, d in enumerate(dice) if d.isSameNode(active)), 0)
            to = step(len(dice), index, key, ROW_KEYS)
            items = dice
        elif data(active, "act") == "score":
            pots = list(self.area.querySelectorAll(".yacht-pot"))
            index = next((i for i, p in enumerate(pots) if p.isSameNode(active)), 0)
            to = step(len(pots), index, key, COLUMN_KEYS)
            items = pots
        else:
            return False
        if to is None:
            return False
        event.preventDefault()  # the arrows would scroll the page too
        items[to].focus()
        return True

    def on_key(self, event: Any) -> None:
        """Arrows walk the dice and the boxes; 1-5 keep or release a die, R rolls, H asks for a hint,
        F switches Fast (where a computer plays)."""
        key = str(event.key)
        if self.walk(event):
            return
        if key in "12345" and len(key) == 1:
            self.toggle(int(key) - 1)
        elif key in ("r", "R"):
            self.roll()
        elif key in ("h", "H"):
            self.show_hint()
        elif key in ("f", "F") and self.area.querySelector("[data-act=fast]"):
            self.set_fast(not self.fast, from_key=True)

    def show_hint(self) -> None:
        """Ask the optimal player: shown at once as "working", filled in when computed."""
        if not self.legal:
            return
        ply = self.ply
        assert ply is not None  # there is something legal to play, so a position is drawn
        self.hint = {"ply": ply}
        self.draw()
        asyncio.ensure_future(self.compute_hint(ply))

    async def compute_hint(self, ply: int) -> None:
        """Rank every choice by its expected final score (the first hint also decodes the tables)."""
        from pygames.games.yacht.ai import load_tables, ranked_choices

        await asyncio.sleep(0.01)  # let "working" paint first
        if self.ply != ply or self.hint is None:
            return
        started = time.perf_counter()
        load_tables(self.view["options"]["joker"])
        loaded = time.perf_counter()
        knowledge = self.page.table.knowledge(self.page.acting_seat or 0)
        assert isinstance(knowledge, Match)  # Yacht hides nothing: every table keeps the match
        choices = ranked_choices(knowledge.state)
        done = time.perf_counter()
        if self.ply == ply and self.hint is not None:
            # The timings are shown to nobody; bench/yacht_browser.py reads them from the panel.
            self.hint = {"ply": ply, "choices": choices, "ms": (done - loaded) * 1000,
                         "load_ms": (loaded - started) * 1000}
            self.draw()
            panel = self.area.querySelector("[data-testid=hint-panel]")
            if panel and window.matchMedia("(max-width: 600px)").matches:
                panel.scrollIntoView(False)  # on a phone the hint is below the card; the tray stays in sight
