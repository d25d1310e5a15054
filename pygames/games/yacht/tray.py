"""The Yacht dice tray drawn as HTML (pure: board.py puts it on the page and wires it): the dice to keep
or release, the Roll, Hint and Fast buttons, the command field, and the optimal player's hint."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.core.i18n import _, language, ngettext
from pygames.games.yacht import REROLL_ALL
from pygames.games.yacht.drawing import die_svg
from pygames.web.html import attrs, esc

HINT_SHOWN = 6  # choices listed before "more"
FAST_ICON = ('<svg viewBox="0 0 20 14" width="18" height="13" aria-hidden="true" focusable="false">'
             '<path d="M1 1l8 6-8 6zM10 1l8 6-8 6z" fill="currentColor"/></svg>')


def decimal(value: float) -> str:
    """`value` with one decimal, as the reader writes it (French: a decimal comma, 254,6)."""
    text = f"{value:.1f}"
    return text.replace(".", ",") if language() == "fr" else text




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
        if not view["dice"]:
            return self.waiting_tray()
        used = 3 - view["rolls_left"]
        dots = "".join(f'<span class="{"used" if i < used else ""}"></span>' for i in range(3))
        head = (f'<div class="yacht-tray-head"><span class="who">{self.who()}</span>'
                f'<span class="yacht-rolls" aria-label="{esc(_("roll {n} of 3").format(n=used))}">'
                f'{esc(_("Roll {n} of 3").format(n=used))} '
                f'<span class="yacht-roll-dots" aria-hidden="true">{dots}</span></span></div>')
        fresh = set(range(5)) - self.kept if animate else set()
        dice = "".join(self.die(i, face, i in fresh) for i, face in enumerate(self.shown))
        to_roll = 5 - len(self.kept)
        # The faces, not a count, so the button says exactly what a roll will do.
        faces = " ".join(str(face) for i, face in enumerate(self.shown) if i not in self.kept)
        if keeping:
            label = _("Rolling all five…") if to_roll == 5 else _("Rerolling {dice}…").format(dice=faces)
        elif not self.can_reroll:
            label = _("No rolls left: score a box") if self.legal else _("Roll")
        elif to_roll == 0:
            label = _("Release dice to roll")
        else:
            label = _("Roll all five") if to_roll == 5 else _("Reroll {dice}").format(dice=faces)
        left = view["rolls_left"]
        roll_attrs = attrs(class_="button primary yacht-roll", data_act="roll", id="roll", data_testid="roll",
                           disabled=not self.can_reroll or to_roll == 0)
        rolls = ngettext("{n} roll left", "{n} rolls left", left).format(n=left)
        roll = f"<button {roll_attrs}>{esc(label)}<small>{esc(rolls)}</small></button>"
        hint_attrs = attrs(class_="button", data_act="hint", data_testid="hint", disabled=not self.legal)
        hint = f"<button {hint_attrs}>{esc(_('Hint'))}</button>"
        joker = ""
        if view["joker_now"] or view["yacht_bonus_now"]:
            bonus = view["yacht_bonus_now"]
            text = (_("Extra Yacht! +{bonus} bonus · joker rules apply").format(bonus=bonus) if bonus
                    else _("Extra Yacht! · joker rules apply"))
            joker = f'<p class="yacht-joker" data-testid="joker">{esc(text)}</p>'
        cheer = ""
        if self.cheer and animate:
            five = _("five {face}s").format(face=view["dice"][0])
            cheer = (f'<div class="yacht-cheer" aria-hidden="true">'
                     f'<span class="yacht-cheer-word">{esc(_("Yacht!"))}</span>'
                     f'<span class="yacht-cheer-sub">{esc(five)}</span></div>')
        yacht = " yacht" if self.cheer and animate else ""
        group = esc(_("Dice: click to keep or release"))
        return (f'{head}<div class="yacht-dice{yacht}" role="group" aria-label="{group}">'
                f'{dice}</div>{cheer}{joker}'
                f'<div class="yacht-tray-actions">{roll}{hint}{self.fast_button()}</div>')

    def fast_button(self) -> str:
        """The switch between the computer's turns step by step and at once (where a computer plays)."""
        if not self.computers:
            return ""
        title = _("Computer turns at once") if self.fast else _("Computer turns step by step: press to skip")
        button = attrs(class_="button yacht-fast", data_act="fast", data_testid="fast", title=title,
                       aria_pressed="true" if self.fast else "false",
                       aria_label=_("Fast: show the computer's turns at once"))
        return f"<button {button}>{FAST_ICON} {esc(_('Fast'))}</button>"

    def command_html(self) -> str:
        """The command field: the play-by-mail server's syntax."""
        field = attrs(name="command", data_testid="command", placeholder=_("2414 · all · e · hint"),
                      disabled=not self.legal, aria_label=_("Command: dice to reroll, all, or a box letter"))
        # Enter in the field plays; the button is for the pointer, so it costs the keyboard no Tab stop.
        play = attrs(class_="button small", type="submit", disabled=not self.legal, tabindex=-1)
        return (f'<form class="yacht-command" data-testid="command-form" autocomplete="off">'
                f'<label><span class="sr-only">{esc(_("Command"))}</span><input {field}></label>'
                f"<button {play}>{esc(_('Play'))}</button></form>")

    def waiting_tray(self) -> str:
        """The tray while the turn's first roll is on its way (over the peer link, a fair draw)."""
        blanks = "".join('<span class="yacht-die-blank" aria-hidden="true"></span>' for _die in range(5))
        rolling = esc(_("Rolling…"))
        return (f'<div class="yacht-tray-head"><span class="who">{self.who()}</span>'
                f'<span class="yacht-rolls">{rolling}</span></div>'
                f'<div class="yacht-dice waiting">{blanks}</div><div class="yacht-tray-actions">'
                f'<button {attrs(class_="button primary yacht-roll", disabled=True)}>'
                f"{rolling}</button></div>")

    def who(self) -> str:
        """Whose turn and which round, as the tray's head says it: "Ann · round 3 of 13"."""
        view = self.view
        return esc(_("{name} · round {n} of 13").format(name=self.names[view["turn"]], n=view["round"]))

    def die(self, index: int, face: int, rolling: bool) -> str:
        """One die button; pressed means kept."""
        kept = index in self.kept
        classes = ["yacht-die"] + (["kept"] if kept else []) + (["rolling"] if rolling else [])
        label = (_("die {n} showing {face}, kept") if kept else _("die {n} showing {face}, to roll")).format(
            n=index + 1, face=face)
        button = attrs(class_=" ".join(classes), data_act="keep", data_die=index, data_face=face,
                       aria_pressed="true" if kept else "false", aria_label=label, title=label,
                       disabled=not self.can_reroll, tabindex=0 if index == self.die_home else -1)
        return (f"<button {button}>"
                f'{die_svg(face)}<span class="yacht-keep-tag" aria-hidden="true">{esc(_("kept"))}</span>'
                '</button>')

    def hint_html(self) -> str:
        """The optimal player's choices with their expected final scores, once asked for."""
        hint = self.hint
        if hint is None:
            return ""
        if hint.get("choices") is None:
            return ('<div class="yacht-hint" data-testid="hint-panel" aria-live="polite">'
                    f"{esc(_('Working out the best play…'))}</div>")
        from pygames.games.yacht.ai import describe_choice

        dice = self.view["dice"]

        def item(action: str, value: float, best: bool) -> str:
            button = attrs(data_act="hint-play", data_action=action)
            return (f'<li class="{"best" if best else ""}"><button {button}>'
                    f'{esc(describe_choice(action, dice))}</button>'
                    f'<span class="ev">{decimal(value)}</span></li>')

        choices = hint["choices"]
        shown = "".join(item(a, v, i == 0) for i, (a, v) in enumerate(choices[:HINT_SHOWN]))
        more = "".join(item(a, v, False) for a, v in choices[HINT_SHOWN:])
        if more:
            count = len(choices) - HINT_SHOWN
            summary = ngettext("{n} more choice", "{n} more choices", count).format(n=count)
            more = (f"<details><summary>{esc(summary)}</summary>"
                    f'<ol start="{HINT_SHOWN + 1}">{more}</ol></details>')
        best = describe_choice(choices[0][0], dice)
        return (f'<div class="yacht-hint" data-testid="hint-panel" aria-live="polite" '
                f'data-ms="{hint["ms"]:.2f}" '
                f'data-load-ms="{hint["load_ms"]:.1f}" '
                f'data-best="{esc(choices[0][0])}"><p class="yacht-hint-best">{esc(_("Best:"))} '
                f'<strong>{esc(best)}</strong>'
                f' · {esc(_("expected final score {score}").format(score=decimal(choices[0][1])))}</p>'
                f'<ol class="hint-list">{shown}</ol>{more}</div>')
