"""War of Lights' guided first game (pygames.core.tutorial): two napkins, the learner is Blue (napkin 1).
The dreidel is arranged to teach: a gimel that takes a square, the other side's nun, a shin that costs
the attacker, and a second gimel that opens the way to Red's centre, whose capture wins."""

from pygames.core.i18n import N_
from pygames.core.tutorial import Step, Tutorial


def _move(source: str, target: str) -> tuple[str, str]:
    """What to press to move a gelt: the gelt, then the square it goes to."""
    return f'[data-square="{source}"]', f'[data-square="{target}"]'


TUTORIAL = Tutorial(
    game="war-of-lights",
    seat_count=2,
    options={"layout": "full"},
    start=("gimel", "nun"),  # the spin-off: Blue's gimel beats Red's nun, so Blue starts
    steps=(
        Step(say=N_("You are Blue, on napkin 1. Your napkin is full, so a gelt can only leave by a corner, "
                    "to the same corner of Red's napkin. A gelt there is an attack, and the dreidel decides "
                    "it. Pick your gelt on 1a, then Red's gelt on 2a."),
             do="1a-2a", light=_move("1a", "2a"),
             hint=N_("Pick your gelt in the top left corner of your napkin (1a), then Red's gelt on 2a."),
             then=("gimel", "2i-1i", "nun")),
        Step(say=N_("Gimel! Red's gelt is gone and yours took its square. Red then attacked your 1i and spun "
                    "nun: nothing happened. Attack again: from 2a, go for Red's gelt on 2b."),
             do="2a-2b", light=_move("2a", "2b"),
             hint=N_("Pick your gelt on Red's napkin (2a), then the Red gelt just right of it (2b)."),
             then=("shin", "2b-2a")),
        Step(say=N_("Shin: this time the attacker loses, so your gelt is gone. Every attack is a gamble. Try "
                    "the other corner: attack 2c from your gelt on 1c."),
             do="1c-2c", light=_move("1c", "2c"),
             hint=N_("Pick your gelt in the top right corner (1c), then Red's gelt on 2c."),
             then=("gimel", "2e-2b")),
        Step(say=N_("Gimel again, and Red has just left its centre square, its spawn point, empty. Hold "
                    "every opponent's spawn point and you win: move from 2c to 2e."),
             do="2c-2e", light=_move("2c", "2e"),
             hint=N_("Pick your gelt on 2c, then the empty centre of Red's napkin (2e).")),
    ),
    done=N_("You hold Red's spawn point: Blue wins! When you have lost gelt, an empty spawn point of your "
            "own lets you bring one back (a safe spawn, or a risky one the dreidel decides). Ready for a "
            "real game?"),
)
