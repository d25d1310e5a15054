"""Drinking War's guided first game (pygames.core.tutorial): two players, pack 2 (Tacticien), without
drinking. The deal and the draws are arranged to teach: an attack and its defence, a bomb met by Miroir
(the bomb's sips go back to its attacker, who loses a life point), and two cards played together."""

from pygames.core.i18n import N_
from pygames.core.tutorial import Step, Tutorial


def _card(card: str) -> str:
    """A card of the learner's hand, by name."""
    return f'.drinking-war-card[data-card="{card}"]'


DRAW = '[data-testid="draw"]'

TUTORIAL = Tutorial(
    game="drinking-war",
    seat_count=2,
    options={"pack": 2, "drinking": False},
    # The deal, a card at a time: Player 1 gets Miroir, +6 and -3; Player 2 a bomb, +4 and -1.
    start=("mirror", "bomb", "+6", "+4", "-3", "-1"),
    steps=(
        Step(say=N_("You are Player 1 and you start. Each turn begins with a card from the pile: press Draw "
                    "a card."),
             do="draw", light=(DRAW,),
             hint=N_("First things first: press Draw a card to take one from the pile."),
             then=("+2",)),
        Step(say=N_("Now attack. Cards with a + are sips thrown at an opponent. Pick your +6, then press "
                    "Attack on Player 2."),
             do="attack 1 +6", light=(_card("+6"), '[data-testid="attack-1"]'),
             hint=N_("Pick just your +6 card, then the Attack button next to Player 2."),
             then=("defend -1", "draw", "x2", "attack 0 bomb")),
        Step(say=N_("Player 2 took 1 off with a -1, and 5 sips cost nothing: it takes 13 to lose a life "
                    "point. Now Player 2 throws an atomic bomb at you: 15 sips! Your Miroir sends an attack "
                    "back where it came from. Pick Miroir, then Defend."),
             do="defend mirror", light=(_card("mirror"), '[data-testid="defend"]'),
             hint=N_("Keep your -3 for later: pick only Miroir, then press Defend."),),
        Step(say=N_("The bomb went back: Player 2 lost a life point. Your turn again: draw a card."),
             do="draw", light=(DRAW,),
             hint=N_("Press Draw a card to start your turn."),
             then=("+12",)),
        Step(say=N_("A +12! Attack cards add up: pick both the +12 and the +2, 14 sips in all, then attack "
                    "Player 2."),
             do="attack 1 +12,+2", light=(_card("+12"), _card("+2"), '[data-testid="attack-1"]'),
             hint=N_("Pick the +12 and the +2 together, then press Attack on Player 2."),
             then=("defend none",)),
    ),
    done=N_("Player 2 had no defence left and lost another life point. Keep the most life points until the "
            "pile runs out (or be the last one standing) to win. Ready for a real game?"),
)
