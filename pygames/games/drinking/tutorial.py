"""Drinking's guided first game (pygames.core.tutorial): two players, three drinks on offer, no
hourglass. The first moves lay a red row 1 (Player 1's stains) under a yellow row 2; the offer is
arranged so that the learner finishes row 1 with a barrel in it, and then drinks one."""

from pygames.core.i18n import N_
from pygames.core.tutorial import Step, Tutorial


def _place(slot: int, square: str) -> tuple[str, str]:
    """What to press to play offered drink `slot` on `square`: the drink, then the square."""
    return f'.drinking-offered[data-slot="{slot}"]', f'.sq[data-square="{square}"]'


TUTORIAL = Tutorial(
    game="drinking",
    seat_count=2,
    options={"hourglass": 0},
    # Player 1 starts; each drink topped up into the offer comes before the move that needs it.
    start=("first 0", "N00", "N10", "N01", "1 a1", "N11", "1 a2", "N02", "1 b1", "N12", "1 b2", "N03",
           "1 c1", "N13", "1 c2", "N00", "1 d1", "B", "1 d2", "N01"),
    steps=(
        Step(say=N_("You are Player 1, and your red drinks fill row 1 up to d1. A drink may only touch "
                    "drinks that share its colour or its shape. Pick the red mug on offer, then e1."),
             do="1 e1", light=_place(1, "e1"),
             hint=N_("Pick the red mug (the first drink on offer), then square e1, next to your red flute."),
             then=("N10", "3 e2", "N02")),
        Step(say=N_("Now the barrel: it takes the colour of the drinks around it, and from then on only "
                    "that colour may touch it. Pick it, then f1."),
             do="1 f1", light=_place(1, "f1"),
             hint=N_("Pick the barrel (the first drink on offer), then f1."),
             then=("N20", "drink 3", "N13")),
        Step(say=N_("Player 2 drank instead of playing. A full row clears: 100 points, 50 more per barrel, "
                    "all doubled when the last drink goes on a square nobody has stained. Finish the row: "
                    "the red glass on g1."),
             do="1 g1", light=_place(1, "g1"),
             hint=N_("Pick the red glass (the first drink on offer), then g1, at the end of row 1."),
             then=("N21", "drink 1", "C")),
        Step(say=N_("300 points, and your stains stay. Any drink on offer may be drunk instead: it scores, "
                    "but three drinks in a row and you pass out for a turn. Pick the yellow flute, then "
                    "your own head to drink it."),
             do="drink 1", light=('.drinking-offered[data-slot="1"]', '[data-act="drink-head"]'),
             hint=N_("Pick the yellow flute (the first drink on offer), then the head on your own coaster."),
             then=("N22",)),
    ),
    done=N_("You are tipsy now: play two drinks in a row without drinking to sober up. The game ends when "
            "every square is stained or a score passes 1500. Ready for a real game?"),
)
