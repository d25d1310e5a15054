"""Turning presses on the Yacht dice into actions: pure Python, so pytest drives it as a person would.

The view lists the dice sorted. On screen they keep their places across a turn: after a reroll, the
dice that stayed on the table stay where they were and the new ones land in the gaps (`arrange`), so a
kept die never jumps. A person marks dice to keep (by screen position), and Roll rerolls the others.
The action names the pips to reroll, sorted, or "all".
"""

from __future__ import annotations

from pygames.games.yacht import REROLL_ALL


def kept_positions(dice: list[int], rolled: list[int]) -> set[int]:
    """Positions of the dice that stayed on the table during the latest roll."""
    left = list(rolled)
    kept = set()
    for i in range(len(dice) - 1, -1, -1):  # rolled dice claim the right-most of equal faces
        if dice[i] in left:
            left.remove(dice[i])
        else:
            kept.add(i)
    return kept


def reroll_action(dice: list[int], kept: set[int]) -> str:
    """The action that rerolls every die not kept ("all" when none is kept)."""
    rolled = [face for i, face in enumerate(dice) if i not in kept]
    return REROLL_ALL if len(rolled) == len(dice) else "".join(map(str, sorted(rolled)))


def toggle(kept: set[int], index: int, dice: list[int]) -> set[int]:
    """The kept positions after a press on die `index` (a press off the dice changes nothing)."""
    return kept ^ {index} if 0 <= index < len(dice) else kept


def arrange(shown: list[int], dice: list[int], rolled: list[int],
            kept: set[int] | None = None) -> tuple[list[int], set[int]]:
    """The dice in screen order after a roll, and the positions of those that stayed on the table.

    `shown` is the screen order before the roll; `kept` the positions the person had marked (when
    this screen rolled), which then stay exactly where they were. A first roll shows `dice` as listed.
    """
    stayed = list(dice)
    for face in rolled:
        stayed.remove(face)
    if len(shown) != len(dice) or not stayed:
        return list(dice), set()
    marked = sorted(kept or ())
    if sorted(shown[i] for i in marked if 0 <= i < len(shown)) != sorted(stayed):
        marked = []  # someone else rolled (or the marks changed): take the first matching dice
        left = list(stayed)
        for i, face in enumerate(shown):
            if face in left:
                left.remove(face)
                marked.append(i)
        if left:  # the screen shows an older roll (a skipped show): no die can stay where it was
            return list(dice), set()
    fresh = iter(rolled)
    order = [shown[i] if i in marked else next(fresh) for i in range(len(shown))]
    return order, set(marked)


def keep_for(shown: list[int], action: str, kept: set[int]) -> set[int]:
    """The positions to mark so that Roll plays the reroll `action` (the marks already right stay)."""
    rerolled = list(shown) if action == REROLL_ALL else [int(pip) for pip in action]
    stay = list(shown)
    for face in rerolled:
        stay.remove(face)
    marks: set[int] = set()
    for i in sorted(range(len(shown)), key=lambda i: i not in kept):  # the person's own marks first
        if shown[i] in stay:
            stay.remove(shown[i])
            marks.add(i)
    return marks


# Keys that walk the dice row (left and right) and the scorecard's open boxes (up and down).
ROW_KEYS = {"ArrowLeft": -1, "ArrowRight": 1}
COLUMN_KEYS = {"ArrowUp": -1, "ArrowDown": 1}


def step(count: int, index: int, key: str, keys: dict[str, int]) -> int | None:
    """Where focus goes from item `index` of `count` on `key` (Home, End or one of `keys`): None when
    the key does not walk this row; at an end the focus stays put."""
    if count <= 0 or not (key in keys or key in ("Home", "End")):
        return None
    if key == "Home":
        return 0
    if key == "End":
        return count - 1
    return min(count - 1, max(0, index + keys[key]))
