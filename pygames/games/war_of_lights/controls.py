"""Turning presses on the War of Lights napkins into actions: pure Python, so pytest drives it as a person
would.

Squares are named as in the rules ("2e": napkin 2, centre). The first press on a gelt that may move
picks it up, and its targets light up; a press on a target plays the move ("1a-2a"); a press on the
picked gelt again (or Escape) lets go; a press on another movable gelt picks that one instead; a press
anywhere else changes nothing, and `explain` says why. After a gimel on a
risky spawn the legal actions are bare squares ("1b") and "stay": a press on such a square plays it.

A risky spawn names the gelt that spawns and is lost on shin ("risk 1b"). The Risky spawn button (or R)
plays it at once when only one gelt is next to the spawn point; otherwise it picks up the risky spawn
itself (`RISK` as the picked thing): those gelt light up and a press on one plays the spawn.

Keys: a square is typed as its two characters ("1a" then "2a" moves), S, R, P and T play safe spawn,
risky spawn, pass and stay, Escape lets go, and the arrows walk the focus over the napkins.
"""

from __future__ import annotations

from pygames.core.i18n import N_, _

LETTERS = "abcdefghi"
# The buttons under the napkins, by action: (label, key).
BUTTONS = {"spawn": (N_("Safe spawn"), "s"), "risk": (N_("Risky spawn"), "r"), "stay": (N_("Stay"), "t"),
           "pass": (N_("Pass"), "p")}  # labels through _() where drawn; the keys stay in every language
RISK = "risk"  # picked instead of a gelt while the player chooses which gelt makes the risky spawn


def is_square(text: str) -> bool:
    """True if `text` looks like a square name ("2e")."""
    return len(text) == 2 and text[0] in "123456" and text[1] in LETTERS


def sources(legal: list[str]) -> set[str]:
    """The squares of the gelt the person to move may pick up."""
    return {a.split("-")[0] for a in legal if "-" in a}


def spawners(legal: list[str]) -> dict[str, str]:
    """Square -> risky spawn for every gelt that may make one (and be lost on shin)."""
    return {a.split()[1]: a for a in legal if a.startswith(RISK + " ")}


def targets(legal: list[str], source: str | None) -> dict[str, str]:
    """Square -> action for every square the gelt picked at `source` may go to (or step to, after gimel);
    with the risky spawn picked, the gelt that may make it."""
    steps = {a: a for a in legal if is_square(a)}
    if source is None:
        return steps
    if source == RISK:
        return spawners(legal)
    return {a.split("-")[1]: a for a in legal if a.startswith(source + "-")} | steps


def buttons(legal: list[str]) -> list[str]:
    """The actions that are buttons, not squares (spawn, risk, stay, pass), in the order shown."""
    return [a for a in BUTTONS if a in legal or (a == RISK and spawners(legal))]


def button(legal: list[str], name: str) -> tuple[str | None, str | None]:
    """(what is picked up, the action played) when the button `name` is pressed: the risky spawn is
    picked up while the player has a gelt to choose; any other legal button plays at once."""
    if name == RISK:
        choices = list(spawners(legal).values())
        if len(choices) == 1:
            return None, choices[0]
        return (RISK, None) if choices else (None, None)
    return (None, name) if name in legal else (None, None)


def press(legal: list[str], selected: str | None, square: str) -> tuple[str | None, str | None]:
    """(the square picked up after pressing `square`, the action it plays or None)."""
    goes = targets(legal, selected)
    if square in goes:
        return None, goes[square]
    if square == selected:
        return None, None
    return (square if square in sources(legal) else selected), None


def explain(legal: list[str], selected: str | None, square: str, owner: int | None, me: int | None) -> str:
    """Why a press on `square` (holding a gelt of `owner`) did nothing, in words; "" if it did something."""
    if not legal:
        return _("It is not your turn.")
    if square in targets(legal, selected) or square in sources(legal) or square == selected:
        return ""
    if selected == RISK:
        return _("Risky spawn: pick one of your lit gelt next to your spawn point; it makes the spawn and "
                 "is lost on shin.")
    if selected is not None:
        if owner is not None and owner == me:
            return _("{square} holds your own gelt: a gelt never moves onto its own side.").format(
                square=square)
        return _("The gelt on {start} cannot reach {square}: it steps one square, or crosses from a "
                 "corner to the same corner of another napkin.").format(start=selected, square=square)
    if any(is_square(a) for a in legal):
        return _("Step the new gelt to a lit square next to it, or stay.")
    if owner is None:
        return _("{square} is empty: pick one of your gelt first.").format(square=square)
    if owner != me:
        return _("The gelt on {square} is not yours: pick one of your own first.").format(square=square)
    return _("The gelt on {square} has nowhere to go.").format(square=square)


def key_button(legal: list[str], key: str) -> str | None:
    """The button a key presses (S, R, T, P), if it is shown now."""
    for name, (_label, letter) in BUTTONS.items():
        if key.lower() == letter and name in buttons(legal):
            return name
    return None


def typed(buffer: str, key: str, seats: int) -> tuple[str, str | None]:
    """(the typing buffer after `key`, the square it completes or None): "2" then "a" names 2a."""
    key = key.lower()
    if len(key) != 1:
        return buffer, None
    if key.isdigit() and key in "123456"[:seats]:
        return key, None
    if buffer and key in LETTERS:
        return "", buffer + key
    return "", None


def walk(square: str, key: str, seats: int) -> str:
    """The square the focus moves to from `square` with an arrow key; past an edge, the next napkin."""
    napkin, q = int(square[0]) - 1, LETTERS.index(square[1])
    row, col = divmod(q, 3)
    if key == "ArrowUp":
        row = (row - 1) % 3
    elif key == "ArrowDown":
        row = (row + 1) % 3
    elif key == "ArrowLeft":
        if col == 0:
            napkin = (napkin - 1) % seats
        col = (col - 1) % 3
    elif key == "ArrowRight":
        if col == 2:
            napkin = (napkin + 1) % seats
        col = (col + 1) % 3
    return f"{napkin + 1}{LETTERS[row * 3 + col]}"
