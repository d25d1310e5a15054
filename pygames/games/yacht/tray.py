"""The Yacht dice tray drawn as HTML (pure: board.py puts it on the page and wires it): the dice to keep
or release, the Roll, Hint and Fast buttons, the command field, and the optimal player's hint."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.games.yacht import REROLL_ALL
from pygames.games.yacht.drawing import die_svg
from pygames.web.html import attrs, esc

HINT_SHOWN = 6  # choices listed before "more"
FAST_ICON = ('<svg viewBox="0 0 20 14" width="18" height="13" aria-hidden="true" focusable="false">'
             '<path d="M1 1l8 6-8 6zM10 1l8 6-8 6z" fill="currentColor"/></svg>')
FACE_NAMES = ("", "1s", "2s", "3s", "4s", "5s", "6s")


@dataclass
class Tray:
    """One drawing of the tray: the view, what the screen may play, the seats' names, and the UI state (the
    dice in screen order, the kept ones, the die in the tab order, the hint asked for, Fast, whether a
    computer plays, and whether the Yacht banner shows)."""

    view: dict[str, Any]
    legal: list[str]
    names: list[str]
    shown: list[int]
    kept: set[int]
    die_home: int = 0
    hint: dict[str, Any] | None = None
    fast: bool = False
    computers: bool = False
    cheer: bool = False

    @property
    def can_reroll(self) -> bool:
        """True when the person at the screen may roll again."""
        return REROLL_ALL in self.legal

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
        if not self.computers:
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
