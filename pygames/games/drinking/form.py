"""The Drinking part of the new-game form: every option of the engine, read back as the engine's options.

Who plays each seat (a person, a computer level, a friend in another browser, nobody) is the shell's
part of the form; this module holds the game's own fields. No browser import: the form element is
passed in.
"""

from __future__ import annotations

from typing import Any

from pygames.games.drinking import HOURGLASS, MUGS
from pygames.web.html import attrs, checked_value, esc, radio_fieldset, radio_items

DEFAULTS = {"colours": 4, "choices": 3, "bonus": "each", "target": 1500, "hourglass": HOURGLASS,
            "mugs": "classic", "end": "either"}
COLOURS = {4: "4 colours and 4 shapes", 5: "5 colours and 5 shapes", 6: "6 colours and 6 shapes"}
CHOICES = {1: "1 (drinks score nothing, stains always do)", 2: "2", 3: "3"}
BONUS = {"each": "Each space: +20 for every square you stain that was not yours",
         "board": "Entire board: +200 at the end for the most stained squares"}
ENDS = {"either": "Whichever comes first: every square stained, or a player past the points",
        "stains": "Every square stained", "points": "A player past the points"}
MUG_MODES = {"classic": "Classic: no mug powers", "mugs": "Mugs: each player's mug below gives a power"}
# What each special drink does, said where one is offered and on the rules page.
SPECIAL_WORDS = {
    "chip": "goes on any empty square, touching the others or not, and any drink may lie beside it",
    "hook": "lifts any drink off the board; it stains nothing",
    "barrel": ("goes beside drinks of a single colour and takes that colour; from then on only drinks of "
               "that colour may lie beside it, and a line it is cleared in is worth 50 more"),
}

MUG_POWERS = {
    "none": "No mug",
    "wooden cup": "Wooden cup: +5 for every drink placed",
    "goblet": "Goblet: +10 for every drink placed",
    "pitcher": "Pitcher: +45 for every drink drunk",
    "flagon": "Flagon: lines won are worth half as much again",
    "stein": "Stein: +15 for a new stain, -10 when one is taken",
    "horn": "Horn: two extra plays after clearing a line",
    "tankard": "Tankard: +50 for each of your stains in a line you lose",
    "skull": "Skull: an extra play after a chip, barrel or hook, for 40 points",
    "chalice": "Chalice: place anywhere, +5 for every piece beside",
}


def _radios(name: str, choices: dict[Any, str], legend: str) -> str:
    return radio_fieldset(name, choices, DEFAULTS[name], legend)


def _number(name: str, legend: str, hint: str, low: int, high: int) -> str:
    field = attrs(type="number", name=name, value=DEFAULTS[name], min=low, max=high, step=1, required=True,
                  data_testid=name, id=f"drinking-{name}", aria_describedby=f"drinking-{name}-hint")
    return (f'<label class="field" for="drinking-{name}"><span>{esc(legend)}</span><input {field}></label>'
            f'<p class="field-hint" id="drinking-{name}-hint">{esc(hint)}</p>')


def option_fields() -> str:
    """The HTML of the game's fields in the set-up form."""
    return (_radios("colours", COLOURS, "Drinks") + _radios("choices", CHOICES, "Drinks on offer each turn")
            + _radios("bonus", BONUS, "Stain bonus")
            + _radios("end", ENDS, "The game ends when")
            + "<fieldset><legend>Points and time</legend>"
            + _number("target", "Points to pass",
                      "With a points end, the game ends once a player has more than this.", 1, 100000)
            + _number("hourglass", "Hourglass (seconds a move)",
                      "0 for an untimed game. When it runs out, the player drinks the first drink on offer.",
                      0, 600)
            + "</fieldset>" + _mug_fields())


def _mug_fields() -> str:
    rows = "".join(
        f'<label class="field mug-pick"><span>Player {seat + 1}\'s mug</span>'
        f'<select {attrs(name=f"mug{seat}", data_testid=f"mug{seat}")}>'
        + "".join(f'<option value="{esc(m)}">{esc(text)}</option>' for m, text in MUG_POWERS.items())
        + "</select></label>" for seat in range(6))
    return (f'<fieldset class="mug-fields"><legend>Mugs</legend>{radio_items("mugs", MUG_MODES, "classic")}'
            f"{rows}</fieldset>")


def _whole(text: str, name: str) -> int:
    text = text.strip()
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"{name} must be a whole number, not {text!r}")
    return int(text)


def read_options(form: Any) -> dict[str, Any]:
    """The engine's options from the form (ValueError with a reason for a bad number)."""
    def checked(name: str) -> str:
        return checked_value(form, name, DEFAULTS[name])

    target = _whole(str(form.querySelector('input[name="target"]').value), "Points to win")
    glass = _whole(str(form.querySelector('input[name="hourglass"]').value), "The hourglass")
    options = {"colours": int(checked("colours")), "choices": int(checked("choices")),
               "bonus": checked("bonus"), "end": checked("end"), "target": target, "hourglass": glass,
               "mugs": "classic"}
    if checked("mugs") == "mugs":
        seats = [i for i in range(6) if str(form.elements.namedItem(f"seat{i}").value) != "none"]
        mugs = [str(form.querySelector(f'select[name="mug{i}"]').value) for i in seats]
        if any(m not in MUGS and m != "none" for m in mugs):
            raise ValueError("choose a mug for every player, or No mug")
        options["mugs"] = mugs
    return options


def describe_options(options: dict[str, Any]) -> str:
    """The options that differ from the defaults, for the game's title ("(hourglass 10 s)")."""
    parts = []
    if options.get("colours", 4) != 4:
        parts.append(f"{options['colours']} colours")
    if options.get("choices", 3) != 3:
        parts.append(f"{options['choices']} on offer")
    if options.get("bonus", "each") != "each":
        parts.append("board bonus")
    if options.get("end", "either") != "either":
        parts.append({"stains": "until stained", "points": "points end"}[options["end"]])
    if options.get("target", 1500) != 1500 and options.get("end", "either") != "stains":
        parts.append(f"past {options['target']}")
    if options.get("mugs", "classic") != "classic":
        parts.append("mugs")
    glass = options.get("hourglass", HOURGLASS)
    if glass != HOURGLASS:
        parts.append(f"hourglass {glass} s" if glass else "untimed")
    return f"({', '.join(parts)})" if parts else ""
