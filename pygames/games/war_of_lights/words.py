"""War of Lights in words: what a spin did, as the move list and the page say it."""

from __future__ import annotations

from pygames.games.war_of_lights.state import HEBREW


def spin_result(face: str, what: str, names: list[str] | tuple[str, ...], spinner: int,
                defender: int | None) -> str:
    """What a spin did, in words, after the move it was for ("" for a spin-off), e.g. "Red attacks Blue on
    1c from 2c: ש shin, Red loses the gelt on 2c"."""
    who, shown = names[spinner], f"{HEBREW[face]} {face}"
    if not what:
        return f"{who} spins {shown} to see who starts"
    if what.startswith("risk"):
        staked = what.split()[1] if " " in what else ""
        lost = f"{who} loses the gelt on {staked or 'next to the spawn point'}"
        result = {"gimel": "a gelt appears on the spawn point and may step off",
                  "hey": "a gelt appears on the spawn point", "nun": "nothing happens", "shin": lost}[face]
        stake = f", staking the gelt on {staked}" if staked else ""
        return f"{who} tries a risky spawn{stake}: {shown}, {result}"
    start, target = what.split("-")
    victim = f"{names[defender]} on {target}" if defender is not None else target
    theirs = f"{names[defender]}'s gelt" if defender is not None else "the gelt"
    result = {"gimel": f"{theirs} is removed and {who} moves onto {target}",
              "hey": f"{theirs} is removed; {who} stays on {start}",
              "nun": "a push, nothing happens", "shin": f"{who} loses the gelt on {start}"}[face]
    return f"{who} attacks {victim} from {start}: {shown}, {result}"
