"""The Drinking part of the new-game form: every option of the engine, read back as the engine's options.

Who plays each seat (a person, a computer level, a friend in another browser, nobody) is the shell's
part of the form; this module holds the game's own fields. No browser import: the form element is
passed in.
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, _, ngettext
from pygames.games.drinking import HOURGLASS, MUGS
from pygames.web.html import attrs, checked_value, esc, radio_fieldset, radio_items

DEFAULTS = {"colours": 4, "choices": 3, "bonus": "each", "target": 1500, "hourglass": HOURGLASS,
            "mugs": "classic", "end": "either"}
COLOURS = {4: N_("4 colours and 4 shapes"), 5: N_("5 colours and 5 shapes"), 6: N_("6 colours and 6 shapes")}
CHOICES = {1: N_("1 (drinks score nothing, stains always do)"), 2: "2", 3: "3"}
BONUS = {"each": N_("Each space: +20 for every square you stain that was not yours"),
         "board": N_("Entire board: +200 at the end for the most stained squares")}
ENDS = {"either": N_("Whichever comes first: every square stained, or a player past the points"),
        "stains": N_("Every square stained"), "points": N_("A player past the points")}
MUG_MODES = {"classic": N_("Classic: no mug powers"),
             "mugs": N_("Mugs: each player's mug below gives a power")}
# What each special drink does, said where one is offered and on the rules page.
SPECIAL_WORDS = {
    "chip": N_("goes on any empty square, touching the others or not, and any drink may lie beside it"),
    "hook": N_("lifts any drink off the board; it stains nothing"),
    "barrel": N_("goes beside drinks of a single colour and takes that colour; from then on only drinks of "
                 "that colour may lie beside it, and a line it is cleared in is worth 50 more"),
}

MUG_POWERS = {
    "none": N_("No mug"),
    "wooden cup": N_("Wooden cup: +5 for every drink placed"),
    "goblet": N_("Goblet: +10 for every drink placed"),
    "pitcher": N_("Pitcher: +45 for every drink drunk"),
    "flagon": N_("Flagon: lines won are worth half as much again"),
    "stein": N_("Stein: +15 for a new stain, -10 when one is taken"),
    "horn": N_("Horn: two extra plays after clearing a line"),
    "tankard": N_("Tankard: +50 for each of your stains in a line you lose"),
    "skull": N_("Skull: an extra play after a chip, barrel or hook, for 40 points"),
    "chalice": N_("Chalice: place anywhere, +5 for every piece beside"),
}


def _radios(name: str, choices: dict[Any, str], legend: str) -> str:
    return radio_fieldset(name, translated(choices), DEFAULTS[name], legend)


def translated(choices: dict[Any, str]) -> dict[Any, str]:
    """`choices` with each text in the current language (the texts are marked with N_ above)."""
    return {value: _(text) for value, text in choices.items()}


def _number(name: str, legend: str, hint: str, low: int, high: int) -> str:
    field = attrs(type="number", name=name, value=DEFAULTS[name], min=low, max=high, step=1, required=True,
                  data_testid=name, id=f"drinking-{name}", aria_describedby=f"drinking-{name}-hint")
    return (f'<label class="field" for="drinking-{name}"><span>{esc(legend)}</span><input {field}></label>'
            f'<p class="field-hint" id="drinking-{name}-hint">{esc(hint)}</p>')


def option_fields() -> str:
    """The HTML of the game's fields in the set-up form."""
    return (_radios("colours", COLOURS, _("Drinks"))
            + _radios("choices", CHOICES, _("Drinks on offer each turn"))
            + _radios("bonus", BONUS, _("Stain bonus"))
            + _radios("end", ENDS, _("The game ends when"))
            + f"<fieldset><legend>{esc(_('Points and time'))}</legend>"
            + _number("target", _("Points to pass"),
                      _("With a points end, the game ends once a player has more than this."), 1, 100000)
            + _number("hourglass", _("Hourglass (seconds a move)"),
                      _("0 for an untimed game. When it runs out, the player drinks the first drink on "
                        "offer."),
                      0, 600)
            + "</fieldset>" + _mug_fields())


def _mug_fields() -> str:
    rows = "".join(
        f'<label class="field mug-pick"><span>{esc(_("Player {n}’s mug").format(n=seat + 1))}</span>'
        f'<select {attrs(name=f"mug{seat}", data_testid=f"mug{seat}")}>'
        + "".join(f'<option value="{esc(m)}">{esc(_(text))}</option>' for m, text in MUG_POWERS.items())
        + "</select></label>" for seat in range(6))
    modes = radio_items("mugs", translated(MUG_MODES), "classic")
    return (f'<fieldset class="drinking-mug-fields"><legend>{esc(_("Mugs"))}</legend>{modes}'
            f"{rows}</fieldset>")


def _whole(text: str, name: str) -> int:
    text = text.strip()
    if not (text.isascii() and text.isdigit()):
        raise ValueError(_("{name} must be a whole number, not {text}").format(name=name, text=repr(text)))
    return int(text)


def read_options(form: Any) -> dict[str, Any]:
    """The engine's options from the form (ValueError with a reason for a bad number)."""
    def checked(name: str) -> str:
        return checked_value(form, name, DEFAULTS[name])

    target = _whole(str(form.querySelector('input[name="target"]').value), _("Points to win"))
    glass = _whole(str(form.querySelector('input[name="hourglass"]').value), _("The hourglass"))
    options = {"colours": int(checked("colours")), "choices": int(checked("choices")),
               "bonus": checked("bonus"), "end": checked("end"), "target": target, "hourglass": glass,
               "mugs": "classic"}
    if checked("mugs") == "mugs":
        seats = [i for i in range(6) if str(form.elements.namedItem(f"seat{i}").value) != "none"]
        mugs = [str(form.querySelector(f'select[name="mug{i}"]').value) for i in seats]
        if any(m not in MUGS and m != "none" for m in mugs):
            raise ValueError(_("choose a mug for every player, or No mug"))
        options["mugs"] = mugs
    return options


def describe_options(options: dict[str, Any]) -> str:
    """The options that differ from the defaults, for the game's title ("(hourglass 10 s)")."""
    parts = []
    if options.get("colours", 4) != 4:
        parts.append(_("{n} colours").format(n=options["colours"]))
    if options.get("choices", 3) != 3:
        choices = options["choices"]
        parts.append(ngettext("{n} on offer", "{n} on offer", choices).format(n=choices))
    if options.get("bonus", "each") != "each":
        parts.append(_("board bonus"))
    if options.get("end", "either") != "either":
        parts.append({"stains": _("until stained"), "points": _("points end")}[options["end"]])
    if options.get("target", 1500) != 1500 and options.get("end", "either") != "stains":
        parts.append(_("past {n}").format(n=options["target"]))
    if options.get("mugs", "classic") != "classic":
        parts.append(_("mugs"))
    glass = options.get("hourglass", HOURGLASS)
    if glass != HOURGLASS:
        parts.append(_("hourglass {n} s").format(n=glass) if glass else _("untimed"))
    return f"({', '.join(parts)})" if parts else ""
