"""Yacht's guided first game (pygames.core.tutorial): one player, three turns with arranged dice: keep
three 2s and roll a Yacht, keep 1-2-3-4 and roll a large straight, then score an upper box."""

from pygames.core.i18n import N_
from pygames.core.tutorial import Step, Tutorial


def _keep(*positions: int) -> tuple[str, ...]:
    """What to press to keep the dice at screen `positions` (the first roll lies in rising order), then
    roll the others."""
    return (*(f'[data-die="{position}"]' for position in positions), '[data-testid="roll"]')


def _box(letter: str) -> tuple[str]:
    """The scorecard box to press to score the dice there."""
    return (f'.yacht-pot[data-box="{letter}"]',)


TUTORIAL = Tutorial(
    game="yacht",
    seat_count=1,
    start=("22235",),  # the first roll of the first turn
    steps=(
        Step(say=N_("You rolled 2 2 2 3 5. You may roll again twice in a turn, keeping any dice you like. "
                    "Keep the three 2s (press each), then press Roll for the other two."),
             do="35", light=_keep(0, 1, 2),
             hint=N_("Press the three dice showing 2 to keep them, and only those, then press Roll."),
             then=("22",)),
        Step(say=N_("Five 2s: a Yacht! It is worth 50 in the Yacht box. Press the 50 in your Yacht row."),
             do="y", light=_box("y"),
             hint=N_("Score this roll in the Yacht box: press the 50 on your scorecard."),
             then=("12346",)),
        Step(say=N_("A new turn: 1 2 3 4 6. A 5 instead of the 6 makes a large straight. Keep 1, 2, 3 and 4, "
                    "then roll the 6 again."),
             do="6", light=_keep(0, 1, 2, 3),
             hint=N_("Keep the 1, 2, 3 and 4 (press each), then press Roll."),
             then=("5",)),
        Step(say=N_("1 2 3 4 5: a large straight, 40 points. Press the 40 in your Large Straight row."),
             do="l", light=_box("l"),
             hint=N_("Score it as a large straight: press the 40 on your scorecard."),
             then=("11125",)),
        Step(say=N_("Not every roll is lucky. Each box takes one roll, so use the weak ones well: score "
                    "these three 1s in Aces. Reach 63 in Aces to Sixes and you get 35 more."),
             do="a", light=_box("a"),
             hint=N_("Put this roll in the Aces box: press the 3 in your Aces row."),
             then=("33456",)),
    ),
    done=N_("Thirteen boxes, thirteen turns: fill them all and the highest total wins. Ready for a real "
            "game?"),
)
