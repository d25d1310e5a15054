"""War of Lights in words: what a spin did, as the move list and the page say it."""

from __future__ import annotations

from pygames.core.i18n import _
from pygames.games.war_of_lights.state import HEBREW


def spin_result(face: str, what: str, names: list[str] | tuple[str, ...], spinner: int,
                defender: int | None) -> str:
    """What a spin did, in words, after the move it was for ("" for a spin-off), e.g. "Red attacks Blue on
    1c from 2c: ש shin, Red loses the gelt on 2c"."""
    who, shown = names[spinner], f"{HEBREW[face]} {face}"
    if not what:
        return _("{who} spins {shown} to see who starts").format(who=who, shown=shown)
    if what.startswith("risk"):
        staked = what.split()[1] if " " in what else ""
        lost = (_("{who} loses the gelt on {square}").format(who=who, square=staked) if staked
                else _("{who} loses the gelt next to the spawn point").format(who=who))
        result = {"gimel": _("a gelt appears on the spawn point and may step off"),
                  "hey": _("a gelt appears on the spawn point"), "nun": _("nothing happens"),
                  "shin": lost}[face]
        text = (_("{who} tries a risky spawn, staking the gelt on {square}: {shown}, {result}") if staked
                else _("{who} tries a risky spawn: {shown}, {result}"))
        return text.format(who=who, square=staked, shown=shown, result=result)
    start, target = what.split("-")
    victim = (_("{player} on {square}").format(player=names[defender], square=target) if defender is not None
              else target)
    theirs = _("{player}'s gelt").format(player=names[defender]) if defender is not None else _("the gelt")
    result = {"gimel": _("{theirs} is removed and {who} moves onto {square}"),
              "hey": _("{theirs} is removed; {who} stays on {square}"),
              "nun": _("a push, nothing happens"), "shin": _("{who} loses the gelt on {square}")}[face]
    result = result.format(theirs=theirs, who=who, square=target if face == "gimel" else start)
    return _("{who} attacks {victim} from {start}: {shown}, {result}").format(
        who=who, victim=victim, start=start, shown=shown, result=result)
