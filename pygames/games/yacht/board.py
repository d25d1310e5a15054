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

from pygames.core.match import Match
from pygames.games.yacht import REROLL_ALL, normalize_command
from pygames.games.yacht.controls import COLUMN_KEYS, ROW_KEYS, arrange, keep_for, reroll_action, step, toggle
from pygames.games.yacht.drawing import die_svg, ending, result_text, scorecard
from pygames.games.yacht.scoring import LOWER, NAMES, UPPER
from pygames.games.yacht.show import (
    CHEER_MS,
    KEEP_MS,
    LAND_MS,
    SCORE,
    SCORE_MS,
    Step,
    fresh_yacht,
    step_between,
    turn_rows,
)
from pygames.web.board import Board
from pygames.web.dom import attrs, by_id, closest, data, esc, later, need, on

HINT_SHOWN = 6  # choices listed before "more"
FAST_KEY = "pygames.yacht.fast"  # "1": show the computer's decisions at once
FAST_ICON = ('<svg viewBox="0 0 20 14" width="18" height="13" aria-hidden="true" focusable="false">'
             '<path d="M1 1l8 6-8 6zM10 1l8 6-8 6z" fill="currentColor"/></svg>')
FACE_NAMES = ("", "1s", "2s", "3s", "4s", "5s", "6s")



class YachtBoard(Board):
    """Draws the dice and the scorecard and turns clicks, keys and typed commands into actions."""

    chance_words = ("Rolling the dice", "The roll")  # the peer page's status while both browsers draw it

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
            self.say(f"{name} scores {points} in {NAMES[self.showing.box]}")
            wait = SCORE_MS
        else:
            self.kept = arrange(self.shown, after["dice"], after["rolled"])[1]
            self.draw(keeping=True)
            kept = " ".join(str(self.shown[i]) for i in sorted(self.kept))
            self.say(f"{name} keeps {kept} and rolls again" if kept else f"{name} rolls all five again")
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
            self.say(f"{self.names[self.view['turn']]} (computer) is playing…")

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
            region.textContent = f"Yacht! {self.names[self.view['turn']]} rolled five {FACE_NAMES[face]}."
        ply = self.ply

        def leave() -> None:
            banner = self.area.querySelector(".cheer")
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
        tray = "" if view["over"] else (
            f'<section class="tray" aria-label="Dice">{self.tray(animate, keeping)}</section>')
        extra = "" if view["over"] else (
            f'<div class="tray-extra">{self.command_html()}{self.hint_html()}</div>')
        over = " over" if view["over"] else ""
        players = f" players{len(view['cards'])}"
        card = scorecard(view, self.names, self.legal, self.pot_home(), scored, cards)
        self.area.innerHTML = (f'<div class="yacht-table{over}{players}" data-testid="yacht" {state}>{ranked}'
                               f'{tray}{card}{extra}</div>')

    def tray(self, animate: bool, keeping: bool = False) -> str:
        """The dice, the Roll, Hint and Fast buttons, and the Yacht banner when one was just rolled."""
        view = self.view
        seat = view["turn"]
        if not view["dice"]:
            return self.waiting_tray()
        used = 3 - view["rolls_left"]
        dots = "".join(f'<span class="{"used" if i < used else ""}"></span>' for i in range(3))
        head = (f'<div class="tray-head"><span class="who">{esc(self.names[seat])} · round {view["round"]} '
                f'of 13</span><span class="rolls" aria-label="roll {used} of 3">Roll {used} of 3 '
                f'<span class="roll-dots" aria-hidden="true">{dots}</span></span></div>')
        fresh = set(range(5)) - self.kept if animate else set()
        dice = "".join(self.die(i, face, i in fresh) for i, face in enumerate(self.shown))
        to_roll = 5 - len(self.kept)
        # The faces, not a count, so the button says exactly what a roll will do.
        faces = " ".join(str(face) for i, face in enumerate(self.shown) if i not in self.kept)
        if keeping:
            label = "Rolling all five…" if to_roll == 5 else f"Rerolling {faces}…"
        elif not self.can_reroll:
            label = "No rolls left: score a box" if self.legal else "Roll"
        elif to_roll == 0:
            label = "Release dice to roll"
        else:
            label = "Roll all five" if to_roll == 5 else f"Reroll {faces}"
        left = view["rolls_left"]
        roll_attrs = attrs(class_="button primary roll", data_act="roll", id="roll", data_testid="roll",
                           disabled=not self.can_reroll or to_roll == 0)
        rolls = f'{left} {"roll" if left == 1 else "rolls"} left'
        roll = f"<button {roll_attrs}>{label}<small>{rolls}</small></button>"
        hint_attrs = attrs(class_="button", data_act="hint", data_testid="hint", disabled=not self.legal)
        hint = f"<button {hint_attrs}>Hint</button>"
        joker = ""
        if view["joker_now"] or view["yacht_bonus_now"]:
            bonus = f" +{view['yacht_bonus_now']} bonus" if view["yacht_bonus_now"] else ""
            joker = f'<p class="joker" data-testid="joker">Extra Yacht!{bonus} · joker rules apply</p>'
        cheer = ""
        if self.cheer and animate:
            cheer = (f'<div class="cheer" aria-hidden="true"><span class="cheer-word">Yacht!</span>'
                     f'<span class="cheer-sub">five {FACE_NAMES[view["dice"][0]]}</span></div>')
        yacht = " yacht" if self.cheer and animate else ""
        return (f'{head}<div class="dice{yacht}" role="group" aria-label="Dice: click to keep or release">'
                f'{dice}</div>{cheer}{joker}<div class="tray-actions">{roll}{hint}{self.fast_button()}</div>')

    def fast_button(self) -> str:
        """The switch between the computer's turns step by step and at once (where a computer plays)."""
        if not any(self.page.is_computer(seat) for seat in range(len(self.view["cards"]))):
            return ""
        title = "Computer turns at once" if self.fast else "Computer turns step by step: press to skip"
        button = attrs(class_="button fast", data_act="fast", data_testid="fast", title=title,
                       aria_pressed="true" if self.fast else "false",
                       aria_label="Fast: show the computer's turns at once")
        return f"<button {button}>{FAST_ICON} Fast</button>"

    def command_html(self) -> str:
        """The command field: the play-by-mail server's syntax."""
        field = attrs(name="command", data_testid="command", placeholder="2414 · all · e · hint",
                      disabled=not self.legal, aria_label="Command: dice to reroll, all, or a box letter")
        # Enter in the field plays; the button is for the pointer, so it costs the keyboard no Tab stop.
        play = attrs(class_="button small", type="submit", disabled=not self.legal, tabindex=-1)
        return (f'<form class="command" data-testid="command-form" autocomplete="off">'
                f'<label><span class="sr-only">Command</span><input {field}></label>'
                f"<button {play}>Play</button></form>")

    def waiting_tray(self) -> str:
        """The tray while the turn's first roll is on its way (over the peer link, a fair draw)."""
        name = esc(self.names[self.view["turn"]])
        blanks = "".join('<span class="die-blank" aria-hidden="true"></span>' for _ in range(5))
        return (f'<div class="tray-head"><span class="who">{name} · round {self.view["round"]} of 13</span>'
                f'<span class="rolls">Rolling…</span></div><div class="dice waiting">{blanks}</div>'
                f'<div class="tray-actions"><button {attrs(class_="button primary roll", disabled=True)}>'
                f"Rolling…</button></div>")

    def die(self, index: int, face: int, rolling: bool) -> str:
        """One die button; pressed means kept."""
        kept = index in self.kept
        classes = ["die"] + (["kept"] if kept else []) + (["rolling"] if rolling else [])
        label = f"die {index + 1} showing {face}, {'kept' if kept else 'to roll'}"
        button = attrs(class_=" ".join(classes), data_act="keep", data_die=index, data_face=face,
                       aria_pressed="true" if kept else "false", aria_label=label, title=label,
                       disabled=not self.can_reroll, tabindex=0 if index == self.die_home else -1)
        return (f"<button {button}>"
                f'{die_svg(face)}<span class="keep-tag" aria-hidden="true">kept</span></button>')

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        return result_text(view, self.names)

    def move_items(self, records: list[tuple[int, int, str]], current: int) -> str:
        """The move list by turn: a heading where a seat's turn starts, then each roll and decision."""
        def item(row: Any) -> str:
            future = " future" if row.ply >= current else ""
            start = " turn-start" if row.heading else ""
            heading = f'<span class="turn-head">{esc(row.heading)}</span>' if row.heading else ""
            button = attrs(data_act="goto", data_ply=row.ply + 1,
                           aria_current=row.ply + 1 == current and "step")
            return (f'<li class="seat{row.seat}{future}{start}">{heading}'
                    f"<button {button}>{esc(row.text)}</button></li>")

        return "".join(item(row) for row in turn_rows(records, self.names))

    def hint_html(self) -> str:
        """The optimal player's choices with their expected final scores, once asked for."""
        hint = self.hint
        if hint is None:
            return ""
        if hint.get("choices") is None:
            return ('<div class="hint" data-testid="hint-panel" aria-live="polite">'
                    "Working out the best play…</div>")
        from pygames.games.yacht.ai import describe_choice

        dice = self.view["dice"]

        def item(action: str, value: float, best: bool) -> str:
            button = attrs(data_act="hint-play", data_action=action)
            return (f'<li class="{"best" if best else ""}"><button {button}>'
                    f'{esc(describe_choice(action, dice))}</button><span class="ev">{value:.1f}</span></li>')

        choices = hint["choices"]
        shown = "".join(item(a, v, i == 0) for i, (a, v) in enumerate(choices[:HINT_SHOWN]))
        more = "".join(item(a, v, False) for a, v in choices[HINT_SHOWN:])
        if more:
            more = (f"<details><summary>{len(choices) - HINT_SHOWN} more choices</summary>"
                    f'<ol start="{HINT_SHOWN + 1}">{more}</ol></details>')
        best = describe_choice(choices[0][0], dice)
        return (f'<div class="hint" data-testid="hint-panel" aria-live="polite" data-ms="{hint["ms"]:.2f}" '
                f'data-load-ms="{hint["load_ms"]:.1f}" '
                f'data-best="{esc(choices[0][0])}"><p class="hint-best">Best: <strong>{esc(best)}</strong> · '
                f'expected final score {choices[0][1]:.1f}</p><ol class="hint-list">{shown}</ol>{more}</div>')

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
        command = normalize_command(text, self.view["dice"])
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
        target = closest(event, "[data-die], .pot")
        if target is None:
            return
        if data(target, "die"):
            self.die_home = int(need(target, "die"))
            selector = "[data-die]"
        else:
            self.box_home = need(target, "box")
            selector = ".pot"
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
            pots = list(self.area.querySelectorAll(".pot"))
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
