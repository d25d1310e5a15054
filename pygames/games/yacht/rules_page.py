"""The in-app rules of Yacht in English and in French, in HTML, with the dice and a scorecard drawn by
drawing.py as the table draws them (in the reader's language, when the page is shown)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pygames.core.i18n import N_, _, language
from pygames.games.yacht import CATEGORIES, YACHT
from pygames.games.yacht.drawing import die_svg, scorecard
from pygames.games.yacht.scoring import UPPER, box_name
from pygames.web.html import gallery, gallery_item

FACE_WORDS = (N_("One"), N_("Two"), N_("Three"), N_("Four"), N_("Five"), N_("Six"))
# A card half way through a game (CATEGORIES order, None while open) and the dice just rolled on it.
SAMPLE_CARD = (3, 6, None, 12, 15, None, 22, None, 25, None, 40, 50, None)
SAMPLE_DICE = (2, 3, 3, 3, 5)
# Where the rules texts below take the pictures, drawn when the page is.
DICE_HERE, CARD_HERE = "<!-- dice -->", "<!-- card -->"


def _die(face: int, kept: bool = False) -> str:
    return f'<span class="yacht-die{" kept" if kept else ""}">{die_svg(face)}</span>'


def dice_gallery() -> str:
    """The six faces of a die, and a kept die."""
    sep = "\u00a0: " if language() == "fr" else ": "  # French puts a no-break space before a colon
    items = [gallery_item(_die(face), _(FACE_WORDS[face - 1]),
                          _("counts in {box}").format(box=box_name(UPPER[face - 1])), kind=f"face{face}",
                          label=_("A die showing {face}").format(face=face), sep=sep) for face in range(1, 7)]
    kept = _("a die you keep rises, rimmed in gold: the next roll leaves it as it is")
    items.append(gallery_item(_die(5, kept=True), _("Kept"), kept, kind="kept",
                              label=_("A kept die showing 5"), sep=sep))
    return gallery(items, _("The dice"), "yacht-gallery")


def sample_view() -> dict[str, Any]:
    """The view of a one-player game half way through, the dice rolled once (the engine's own view)."""
    state = YACHT.initial_state(1, {"joker": "original"})
    assert len(SAMPLE_CARD) == len(CATEGORIES)
    state = replace(state, cards=(SAMPLE_CARD,), dice=SAMPLE_DICE, rolls=1, rolled=SAMPLE_DICE)
    return {**YACHT.view(state, None), "over": False}  # "over" is one of the facts the match adds


def card_figure() -> str:
    """A scorecard as the table draws it, the open boxes showing what the sample dice would score."""
    dice = " ".join(str(d) for d in SAMPLE_DICE)
    caption = _("A scorecard in the middle of a game, after a roll of {dice}. Filled boxes show their "
                "points in bold; each open box shows in grey italics what these dice would score there (9 in "
                "Threes, 16 in Chance, 0 where they do not qualify). The upper total counts toward the 63 "
                "that earns the bonus.").format(dice=dice)
    return (f'<figure class="yacht-rules-card">{scorecard(sample_view(), [_("You")], [])}'
            f"<figcaption>{caption}</figcaption></figure>")


def rules_html() -> str:
    """The rules page in the reader's language, its pictures drawn in it too."""
    text = RULES_HTML_FR if language() == "fr" else RULES_HTML
    return text.replace(DICE_HERE, dice_gallery()).replace(CARD_HERE, card_figure())


RULES_HTML = """
<section class="rules-text">
<p>Yacht is the dice game of thirteen boxes: roll five dice up to three times a turn and fill one box of
your scorecard with the result. One to four players, people or computer, take turns; after thirteen
rounds every box is full and the highest grand total wins.</p>
<h2>A turn</h2>
<ul>
<li>Roll all five dice.</li>
<li>If you like, pick up any of them, from one die to all five, and roll those again. You may do this
twice, so a turn has at most three rolls.</li>
<li>After the first, second or third roll, choose one open box of your scorecard and write in what the
dice score there. After the third roll you must. A box that the dice do not qualify for scores 0, and
sometimes taking a 0 is the wise move.</li>
</ul>
<h2>The dice</h2>
<!-- dice -->
<h2>The boxes</h2>
<table class="yacht-rules-boxes">
<tr><th>a–f) Aces to Sixes</th><td>the total of the dice showing that face (three 5s in Fives: 15)</td></tr>
<tr><th>t) 3 of a Kind</th><td>the total of all five dice, if at least three show the same face</td></tr>
<tr><th>r) 4 of a Kind</th><td>the total of all five dice, if at least four show the same face</td></tr>
<tr><th>h) Full House</th><td>25 for three of one face and two of another</td></tr>
<tr><th>s) Small Straight</th><td>30 for four faces in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6</td></tr>
<tr><th>l) Large Straight</th><td>40 for five faces in a row: 1-2-3-4-5 or 2-3-4-5-6</td></tr>
<tr><th>y) Yacht</th><td>50 for five of the same face</td></tr>
<tr><th>x) Chance</th><td>the total of all five dice, whatever they show</td></tr>
</table>
<p>If Aces to Sixes add up to 63 or more (three of each face would do it), you get a bonus of 35.
Your grand total is every box plus the bonuses.</p>
<!-- card -->
<h2>Extra Yachts</h2>
<p>The rule chosen when the game was set up says what happens when you roll five of a kind again after
your Yacht box is filled.</p>
<ul>
<li><strong>Original rule</strong> (the default, the rule of the play-by-mail server this game comes from):
if your Yacht box holds 50, you get 100 more points, then score the roll in any open box of your
choice. It scores as usual there (five 4s give 20 in Fours, 0 in Twos, 20 in Chance), except that Full
House, Small and Large Straight give their full 25, 30 and 40. If your Yacht box holds 0, there is no
bonus and no joker: the roll scores like any other.</li>
<li><strong>Hasbro rule</strong> ("forced"): 100 more points if the Yacht box holds 50. Whenever the
Yacht box is filled (50 or 0), the roll must go in its own upper box (five 4s in Fours) if that is
open; if it is not, in any open lower box, where Full House and the straights count in full; and only
if those are all full, in an upper box for 0.</li>
<li><strong>Free choice</strong> (as in Verhoeff's analysis): 100 more points if the Yacht box holds 50,
and any open box may be chosen. With the Yacht box filled, Full House and the straights count in full
only if the roll's own upper box is already filled.</li>
<li><strong>No joker</strong>: no bonus and nothing special; five of a kind scores like any roll.</li>
</ul>
<p>Every extra Yacht earns its bonus again: there is no limit.</p>
<h2>Decisions this site makes</h2>
<ul>
<li>Five of a kind is not a Full House (it scores 0 there) unless a joker rule says otherwise. It does
count as 3 of a Kind and 4 of a Kind, and a large straight also counts as a small straight.</li>
<li>The original game is for two to four players; you may also play alone to chase a high score.</li>
<li>Tied grand totals share the win.</li>
<li>You cannot roll zero dice: to stop rolling, score a box.</li>
<li>The play-by-mail server's other commands (challenge, resign, show the board) are the site's
set-up page, scorecard and buttons here.</li>
</ul>
<h2>Controls</h2>
<p>Click or tap a die to keep it (it rises and says "kept"); click it again to release it. The Roll
button rolls the dice you did not keep. Click a highlighted number on the scorecard to score it: each
open box shows what the dice would give. With a keyboard: the dice are one Tab stop, walked with
the left and right arrows, and the scorecard's open boxes another, walked with the up and down arrows;
Enter or Space keeps a die or scores a box. Keys 1 to 5 keep or release the dice in order, R rolls,
H asks for a hint, F switches Fast, and &lt; / &gt; take back and replay moves.</p>
<p>The computer's turns are shown one decision at a time: the dice it keeps are marked before it rolls
the others, and the box it chooses lights up before the next player's dice arrive. Press
<strong>Fast</strong> to see its turns at once instead (the page remembers the choice); pressed during a
computer's turn, it skips the rest of that turn's show.</p>
<p>The command field speaks the play-by-mail server's language: the pips of the dice to reroll
(<code>2414</code> rerolls a 1, a 2 and both 4s, in any order), <code>all</code> to reroll all five, or a
box letter (<code>e</code> scores Fives). <code>hint</code> asks for a hint.</p>
<p><strong>Hint</strong> shows what the optimal player would do, with the final score each choice can
expect. The optimal player maximises its own expected grand total (about 254.6 points from the start).</p>
</section>
"""

RULES_HTML_FR = """
<section class="rules-text">
<p>Le Yacht est le jeu de dés aux treize cases&#8239;: lancez cinq dés jusqu’à trois fois par tour et
remplissez une case de votre feuille de marque avec le résultat. De un à quatre joueurs, humains ou
ordinateur, jouent chacun leur tour&#8239;; après treize tours, toutes les cases sont remplies et le plus
grand total général l’emporte.</p>
<h2>Un tour</h2>
<ul>
<li>Lancez les cinq dés.</li>
<li>Si vous le voulez, reprenez-en autant que vous voulez, d’un seul aux cinq, et relancez-les. Vous
pouvez le faire deux fois&#8239;: un tour compte au plus trois lancers.</li>
<li>Après le premier, le deuxième ou le troisième lancer, choisissez une case libre de votre feuille et
inscrivez-y ce que les dés y rapportent. Après le troisième lancer, c’est obligatoire. Une case que les
dés ne remplissent pas rapporte 0, et prendre un 0 est parfois le choix le plus sage.</li>
</ul>
<h2>Les dés</h2>
<!-- dice -->
<h2>Les cases</h2>
<table class="yacht-rules-boxes">
<tr><th>a–f) As à Six</th><td>le total des dés qui montrent cette face (trois 5 en Cinq&nbsp;: 15)</td></tr>
<tr><th>t) Brelan</th><td>le total des cinq dés, si au moins trois montrent la même face</td></tr>
<tr><th>r) Carré</th><td>le total des cinq dés, si au moins quatre montrent la même face</td></tr>
<tr><th>h) Full</th><td>25 pour trois dés d’une face et deux d’une autre</td></tr>
<tr><th>s) Petite suite</th><td>30 pour quatre faces qui se suivent&nbsp;: 1-2-3-4, 2-3-4-5 ou
3-4-5-6</td></tr>
<tr><th>l) Grande suite</th><td>40 pour cinq faces qui se suivent&nbsp;: 1-2-3-4-5 ou 2-3-4-5-6</td></tr>
<tr><th>y) Yacht</th><td>50 pour cinq dés de la même face</td></tr>
<tr><th>x) Chance</th><td>le total des cinq dés, quels qu’ils soient</td></tr>
</table>
<p>Les lettres sont celles de la feuille du jeu d’origine (en anglais)&#8239;: le champ de commande et le
clavier les utilisent.</p>
<p>Si les cases As à Six totalisent 63 ou plus (trois dés de chaque face y suffisent), vous gagnez une
prime de 35. Votre total général est la somme de toutes les cases et des primes.</p>
<!-- card -->
<h2>Yachts supplémentaires</h2>
<p>La règle choisie à la création de la partie dit ce qui se passe quand vous refaites cinq dés
identiques alors que votre case Yacht est déjà remplie.</p>
<ul>
<li><strong>Règle d’origine</strong> (par défaut, celle du serveur de jeu par courrier d’où vient ce
jeu)&nbsp;: si votre case Yacht contient 50, vous gagnez 100 points de plus, puis vous inscrivez le lancer
dans la case libre de votre choix. Il y compte comme d’habitude (cinq 4 donnent 20 en Quatre, 0 en Deux,
20 en Chance), sauf que le Full, la Petite et la Grande suite rapportent leurs 25, 30 et 40 en entier. Si
votre case Yacht contient 0, ni prime ni joker&nbsp;: le lancer compte comme un autre.</li>
<li><strong>Règle Hasbro</strong> («&nbsp;imposée&nbsp;»)&nbsp;: 100 points de plus si la case Yacht
contient 50. Dès que la case Yacht est remplie (50 ou 0), le lancer doit aller dans sa propre case du
haut (cinq 4 en Quatre) si elle est libre&#8239;; sinon dans une case libre du bas, où le Full et les suites
comptent en entier&#8239;; et seulement si elles sont toutes remplies, dans une case du haut pour 0.</li>
<li><strong>Libre choix</strong> (comme dans l’analyse de Verhoeff)&nbsp;: 100 points de plus si la case
Yacht contient 50, et n’importe quelle case libre peut être choisie. Case Yacht remplie, le Full et les
suites ne comptent en entier que si la case du haut de ce lancer est déjà remplie.</li>
<li><strong>Sans joker</strong>&nbsp;: ni prime ni rien de spécial&#8239;; cinq dés identiques comptent comme
n’importe quel lancer.</li>
</ul>
<p>Chaque Yacht supplémentaire rapporte sa prime à nouveau&nbsp;: il n’y a pas de limite.</p>
<h2>Choix faits par ce site</h2>
<ul>
<li>Cinq dés identiques ne font pas un Full (ils y rapportent 0), sauf si une règle de joker le permet.
Ils comptent en revanche comme Brelan et comme Carré, et une grande suite compte aussi comme petite
suite.</li>
<li>Le jeu d’origine se joue de deux à quatre&#8239;; vous pouvez aussi jouer seul pour viser un record.</li>
<li>En cas d’égalité au total général, les joueurs à égalité se partagent la victoire.</li>
<li>On ne peut pas relancer zéro dé&nbsp;: pour arrêter de lancer, inscrivez une case.</li>
<li>Les autres commandes du serveur de jeu par courrier (défier, abandonner, afficher le plateau) sont
ici la page de création de partie, la feuille de marque et les boutons du site.</li>
</ul>
<h2>Commandes</h2>
<p>Cliquez ou touchez un dé pour le garder (il se soulève et porte la mention «&nbsp;gardé&nbsp;»)&#8239;;
touchez-le encore pour le libérer. Le bouton <strong>Relancer</strong> relance les dés que vous n’avez pas
gardés. Cliquez un nombre en surbrillance sur la feuille de marque pour l’inscrire&nbsp;: chaque case
libre montre ce que les dés y rapporteraient. Au clavier&nbsp;: les dés forment un arrêt de tabulation,
parcouru avec les flèches gauche et droite, et les cases libres de la feuille un autre, parcouru avec les
flèches haut et bas&#8239;; Entrée ou Espace garde un dé ou inscrit une case. Les touches 1 à 5 gardent
ou libèrent les dés dans l’ordre, R relance, H demande un conseil, F active le mode Rapide, et &lt; / &gt;
reviennent en arrière ou rejouent les coups.</p>
<p>Les tours de l’ordinateur sont montrés une décision à la fois&nbsp;: les dés qu’il garde sont marqués
avant qu’il relance les autres, et la case qu’il choisit s’allume avant que les dés du joueur suivant
arrivent. Appuyez sur <strong>Rapide</strong> pour voir ses tours d’un coup (la page retient ce
choix)&#8239;; pendant un tour de l’ordinateur, cela passe le reste de ce tour.</p>
<p>Le champ de commande parle la langue du serveur de jeu par courrier&nbsp;: les points des dés à
relancer (<code>2414</code> relance un 1, un 2 et les deux 4, dans n’importe quel ordre),
<code>tout</code> pour relancer les cinq, ou la lettre d’une case (<code>e</code> inscrit la case Cinq).
<code>conseil</code> demande un conseil. Les mots anglais du serveur (<code lang="en">all</code>,
<code lang="en">hint</code>) marchent aussi.</p>
<p><strong>Conseil</strong> montre ce que ferait le joueur parfait, avec le score final que chaque choix
peut espérer. Le joueur parfait maximise son propre total général espéré (environ 254,6 points au
départ).</p>
</section>
"""
