"""What the site shows of Drinking before its board: the home card, the new-game form, the rules page
(pure: the build pre-renders them; board.py wires the board itself)."""

from __future__ import annotations

from pygames.core.i18n import N_, language
from pygames.games.drinking.form import describe_options, option_fields, read_options
from pygames.games.drinking.rules_page import french_typography, rules_html
from pygames.web.catalogue import Listing, numbered_players

CONTROLS_HTML = """
<h3>Playing on this site</h3>
<p>Click a drink on offer, then a highlighted square: the highlighted squares are where it fits. To drink
it instead, click your own head on your coaster. A square the drink does not fit gets a message that
says why, and nothing changes. With a keyboard: 1, 2 and 3 pick a drink, the arrow keys move over the
board, Enter or Space lays the drink, D drinks it, Escape lets go; &lt; and &gt; take back and replay
moves.</p>
<p>The tint of a square is the colour of the player who stained it, with their number in the corner.
The panel "Last turn" says what the last turn scored, and the move list keeps that for every turn (lines
cleared, who got drunk or passed out, mug points); the square of the last drink placed is framed. A cleared
line lights up with its points and who won them, and the score sheet shows where every player's points
came from at the end. When a chip, a hook or a barrel is on offer, the offer says what it does.</p>
"""

CONTROLS_HTML_FR = """
<h3>Jouer sur ce site</h3>
<p>Cliquez sur une boisson proposée, puis sur une case en surbrillance : les cases en surbrillance sont
celles où elle se pose. Pour la boire plutôt, cliquez sur votre propre tête, sur votre sous-bock. Sur une
case où la boisson ne va pas, un message dit pourquoi, et rien ne change. Au clavier : 1, 2 et 3
choisissent une boisson, les flèches parcourent le plateau, Entrée ou Espace pose la boisson, D la boit,
Échap la relâche ; &lt; et &gt; reviennent sur les coups et les rejouent.</p>
<p>La teinte d'une case est la couleur du joueur qui l'a tachée, avec son numéro dans le coin. Le
panneau « Dernier tour » dit ce que le dernier tour a rapporté, et la liste des coups le garde pour
chaque tour (lignes vidées, qui s'est enivré ou écroulé, points des chopes) ; la case de la dernière
boisson posée est encadrée. Une ligne vidée s'illumine avec ses points et qui les a gagnés, et la
feuille de scores montre à la fin d'où viennent les points de chaque joueur. Quand un jeton, un crochet
ou un tonneau est proposé, l'offre dit ce qu'il fait.</p>
"""


def _rules() -> str:
    """The rules page in the reader's language."""
    controls = french_typography(CONTROLS_HTML_FR) if language() == "fr" else CONTROLS_HTML
    return f'<section class="rules-text">{rules_html()}{controls}</section>'


ICON = ('<svg viewBox="0 0 64 64" width="64" height="64"><rect x="4" y="4" width="56" height="56" rx="8" '
        'fill="#8a5a2b"/><g stroke="#5e3b1a" stroke-width="1.5"><rect x="8" y="8" width="15" height="15" '
        'fill="#f3e6c8"/><rect x="24.5" y="8" width="15" height="15" fill="#9fd6cd"/><rect x="41" y="8" '
        'width="15" height="15" fill="#f3e6c8"/><rect x="8" y="24.5" width="15" height="15" fill="#e7a9c3"/>'
        '<rect x="24.5" y="24.5" width="15" height="15" fill="#9fd6cd"/><rect x="41" y="24.5" width="15" '
        'height="15" fill="#f3e6c8"/><rect x="8" y="41" width="48" height="15" fill="#f3e6c8"/></g>'
        '<path d="M27 12h9v8a2 2 0 0 1-2 2h-5a2 2 0 0 1-2-2z" fill="#d8383a" stroke="#2b2118"/>'
        '<path d="M12 27h8l-4 6z" fill="#2f6ad8" stroke="#2b2118"/><path d="M28 28h8l-1 9h-6z" '
        'fill="#f4c22b" stroke="#2b2118"/></svg>')

LISTING = Listing(
    id="drinking",
    title="Drinking",
    blurb=N_("Lay drinks on a 7x7 board, stain squares, clear lines, and do not pass out. "
             "For 2 to 6 players."),
    seat_names=numbered_players,
    option_fields=option_fields,  # drawn when shown: in the current language
    read_options=read_options,
    board_name="DrinkingBoard",
    rules_html=_rules,  # drawn when shown: in the current language
    describe_options=describe_options,
    icon=ICON,
)
