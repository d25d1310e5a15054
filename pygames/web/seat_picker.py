"""Who plays each seat, picked on the set-up form from a row of chips (pure Python, tested by pytest).

Each seat is a group of radio buttons drawn as chips, not a browser dropdown: every choice is in sight,
the arrow keys move between the chips of a seat and Tab goes on to the next seat, and the form reads the
seat's value as it would a select's (`form.elements.namedItem("seat0").value`).
"""

from __future__ import annotations

import html

from pygames.core.i18n import N_, _
from pygames.core.table import HUMAN as PERSON
from pygames.core.table import REMOTE
from pygames.web.seat_text import level_name

NOBODY = "none"  # the set-up form's value for a seat left out


def seat_choices(seat: int, levels: list[str], optional: bool) -> list[tuple[str, str, str]]:
    """(value, chip text, group caption) for each choice of `seat`: a person, each computer level, a
    friend by link, and "Nobody" for a seat the game can do without."""
    person = _("You") if seat == 0 else _("Friend here")
    choices = [(PERSON, person, "")]
    choices += [(f"computer:{level}", level_name(level), _("Computer")) for level in levels]
    choices += [(REMOTE, _("Friend by link"), "")]
    return choices + ([(NOBODY, _("Nobody"), "")] if optional else [])


TITLES = {PERSON: N_("A person at this screen"), REMOTE: N_("Someone on another device, sent a link"),
          NOBODY: N_("Leave this seat out")}


def seat_picker(seat: int, name: str, choices: list[tuple[str, str, str]], chosen: str) -> str:
    """The HTML of one seat's chips: a fieldset named after the seat, `chosen` checked."""
    chips: list[str] = []
    for value, text, group in choices:
        hidden = f'<span class="sr-only">{html.escape(group)}, </span>' if group else ""
        title = _(TITLES[value]) if value in TITLES else f"{group} ({text})" if group else text
        checked = " checked" if value == chosen else ""
        chips.append(
            f'<label class="chip" title="{html.escape(title)}"><input type="radio" name="seat{seat}" '
            f'value="{html.escape(value)}"{checked}><span>{hidden}{html.escape(text)}</span></label>')
    groups = [group for _value, _text, group in choices]
    for group in dict.fromkeys(g for g in groups if g):  # "Computer": its levels in one pill, captioned
        first, last = groups.index(group), len(groups) - groups[::-1].index(group)
        chips[first:last] = [f'<span class="chip-group"><span class="chip-caption" aria-hidden="true">'
                             f'{html.escape(group)}</span>{"".join(chips[first:last])}</span>']
        groups[first:last] = [""]
    return (f'<fieldset class="seat-pick" data-testid="seat{seat}" data-seat="{seat}">'
            f'<legend>{html.escape(name)}</legend><div class="chips">{"".join(chips)}</div></fieldset>')
