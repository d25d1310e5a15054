"""Gobblet's guided first game (pygames.core.tutorial): on the 3x3 board, bring a piece in, gobble a
smaller one, make two threats at once and win. Red is the learner; Yellow's answers are scripted."""

from pygames.core.i18n import N_
from pygames.core.tutorial import Step, Tutorial


def _bring(size: int, square: str) -> tuple[str, str]:
    """What to press to bring a red piece of `size` to `square`: the piece beside the board, the square."""
    return f'[data-reserve="r{size}"][data-colour="red"]', f'[data-square="{square}"]'


TUTORIAL = Tutorial(
    game="gobblet",
    seat_count=2,
    options={"size": 3},
    steps=(
        Step(say=N_("You are Red. Make three in a row to win. Start strong: pick one of your large pieces "
                    "beside the board, then put it in the middle square."),
             do="3b2", light=_bring(3, "b2"),
             hint=N_("Not that one yet: pick a large red piece beside the board, then the middle square."),
             then=("1a1",)),
        Step(say=N_("Yellow played a small piece in the corner. A bigger piece may cover a smaller one, of "
                    "either colour: gobble it with one of your medium pieces."),
             do="2a1", light=_bring(2, "a1"),
             hint=N_("Try a medium red piece from beside the board, dropped on Yellow's small piece in the "
                     "corner."),
             then=("3c3",)),
        Step(say=N_("Yellow blocked your diagonal with a large piece, which nothing can gobble. Now threaten "
                    "two lines at once: put your other large piece in the bottom right corner."),
             do="3c1", light=_bring(3, "c1"),
             hint=N_("Your last large piece goes in the bottom right corner: it makes two threats."),
             then=("2b1",)),
        Step(say=N_("Yellow could only block one of your two lines. Finish the other one: a small piece in "
                    "the top left corner makes three in a row."),
             do="1a3", light=_bring(1, "a3"),
             hint=N_("Put a small red piece in the top left corner to complete the diagonal."),),
    ),
    done=N_("Three in a row: you win! You can also move a piece already on the board, but beware: lifting "
            "it may uncover what it gobbled. Ready for a real game?"),
)
