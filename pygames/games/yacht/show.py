"""What a Yacht board shows between two positions: a computer's turn step by step, a Yacht, the turns.

Pure Python (no browser import), so pytest checks it. The engine resolves a reroll's dice at once, so
the board sees a computer's reroll as one change of position; `step_between` names that change, and
the board then shows it in two beats (the kept dice marked, then the new dice) rather than one jump.
A scored box is shown for a moment before the next seat's dice replace the ones it scored.

`turn_rows` groups the move list by turn: the records are one line per decision, each naming the roll
it answered (games.yacht describe), and a turn is the run of one seat's decisions that ends in a score.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from pygames.core.i18n import _
from pygames.games.yacht import move_line, roll_head
from pygames.games.yacht.scoring import box_name

REROLL, SCORE = "reroll", "score"
KEEP_MS = 750  # the computer's kept dice stay marked this long before its roll
SCORE_MS = 1000  # the box the computer scored stays lit this long before the next turn's dice
LAND_MS = 650  # a computer's roll stays this long before its next decision is shown
CHEER_MS = 2200  # how long the Yacht banner shows (the CSS animation lasts as long)


class Step(NamedTuple):
    """One decision of the seat that was to move: a reroll, or a score in `box`."""

    kind: str
    box: str = ""


def step_between(before: dict[str, Any], after: dict[str, Any]) -> Step | None:
    """The one decision that leads from the view `before` to the view `after`, if it is one."""
    if not before or before.get("over") or not before.get("dice"):
        return None
    if not 0 < after["ply"] - before["ply"] <= 2:  # one decision, and the dice it brought
        return None
    seat = before["turn"]
    if (after["turn"] == seat and after["dice"] and after["cards"] == before["cards"]
            and after["rolls_left"] == before["rolls_left"] - 1):
        return Step(REROLL)
    if len(after["cards"]) != len(before["cards"]):
        return None
    new = [box for box, points in after["cards"][seat]["boxes"].items()
           if points is not None and before["cards"][seat]["boxes"][box] is None]
    others_same = all(a == b for s, (a, b) in enumerate(zip(after["cards"], before["cards"])) if s != seat)
    following = after["over"] or after["turn"] == (seat + 1) % len(after["cards"])
    return Step(SCORE, new[0]) if len(new) == 1 and others_same and following else None


def beat_text(name: str, step: Step, points: int = 0, kept: str = "") -> str:
    """What the status line says while a beat of a computer's turn is shown: the box it scores (`points`
    there), or the dice it keeps (`kept`, "" for none) before rolling the others."""
    if step.kind == SCORE:
        return _("{name} scores {points} in {box}").format(name=name, points=points, box=box_name(step.box))
    if kept:
        return _("{name} keeps {dice} and rolls again").format(name=name, dice=kept)
    return _("{name} rolls all five again").format(name=name)


def playing_text(name: str) -> str:
    """The status line once a beat is shown and the computer's turn goes on."""
    return _("{name} (computer) is playing…").format(name=name)


def cheer_text(name: str, face: int) -> str:
    """The announcement of a Yacht just rolled."""
    return _("Yacht! {name} rolled {five}.").format(name=name, five=_("five {face}s").format(face=face))


def is_yacht(dice: list[int]) -> bool:
    """True for five dice showing one face."""
    return len(dice) == 5 and len(set(dice)) == 1


def fresh_yacht(view: dict[str, Any]) -> bool:
    """True when the dice just rolled made five of a kind."""
    return bool(view.get("rolled")) and is_yacht(view.get("dice", []))


class TurnRow(NamedTuple):
    """One line of the move list: a decision, with the heading of the turn it begins (if it does)."""

    ply: int
    seat: int
    text: str
    heading: str


def turn_rows(records: list[tuple[int, int, str]], names: list[str]) -> list[TurnRow]:
    """The records as lines under a heading per turn ("Round 3 · Player 2"), the seat's name left out.

    A turn's first decision answers its first roll, so a line that opens with "roll 1" starts a turn."""
    rows = []
    rounds = [0] * len(names)
    first = roll_head(1, "")
    previous_seat: int | None = None
    for ply, seat, text in records:
        prefix = move_line(seat, "")
        line = text[len(prefix):] if text.startswith(prefix) else text
        heading = ""
        if previous_seat != seat or line.startswith(first):
            rounds[seat] += 1
            heading = _("Round {n} · {name}").format(n=rounds[seat], name=names[seat])
        rows.append(TurnRow(ply, seat, line, heading))
        previous_seat = seat
    return rows
