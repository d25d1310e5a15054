"""Turning presses on the Yacht dice into actions: pure Python, so pytest drives it as a person would.

The dice are shown in the order the view lists them; a person marks some to keep (by position), and
Roll rerolls the others. The action names the pips to reroll, sorted, or "all".
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
