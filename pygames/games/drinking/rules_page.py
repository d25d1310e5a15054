"""The in-app rules page of Drinking, in English and in French, with pictures of every kind of drink and
every mug drawn by the functions that draw the board (art.py), so the two never differ. The pictures'
captions are drawn in the current language, when the page is shown."""

from __future__ import annotations

from collections.abc import Callable

from pygames.core.i18n import N_, _, language, set_language
from pygames.games.drinking import COLOUR_NAMES as COLOUR_KINDS
from pygames.games.drinking import MUGS, SHAPE_NAMES
from pygames.games.drinking.art import HOURGLASS, drink_svg, head_svg, mug_svg, square_inner
from pygames.games.drinking.form import MUG_POWERS, SPECIAL_WORDS
from pygames.games.drinking.names import drink_name, mug_name, noun_name
from pygames.web.html import gallery, gallery_item

# How each drunkenness level shows on a player's head, in this page's words.
LEVEL_WORDS = ((N_("Sober"), N_("clear eyes and a smile")), (N_("Tipsy"), N_("one drink down: pink cheeks")),
               (N_("Drunk"), N_("two drinks down: squinting, red cheeks, a wobbly mouth")),
               (N_("Passed out"), N_("three drinks: crossed-out eyes (on the table the head lies tipped "
                                     "over); misses the next turn")))
def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _item(picture: str, name: str, words: str = "", kind: str = "", label: str = "") -> str:
    """A gallery item whose name and words are joined as the current language writes a colon."""
    return gallery_item(picture, name, words, kind=kind, label=label, sep=_(": "))


def drinks_gallery() -> str:
    """Every shape (in red), every colour (as a mug), and the chip, the hook and the barrels."""
    shapes = [_item(drink_svg({"kind": "normal", "colour": 0, "shape": n}), _capital(drink_name(f"N0{n}")),
                    kind=f"shape-{name}") for n, name in enumerate(SHAPE_NAMES)]
    colours = [_item(drink_svg({"kind": "normal", "colour": n, "shape": 0}), _capital(drink_name(f"N{n}0")),
                     kind=f"colour-{name}") for n, name in enumerate(COLOUR_KINDS)]
    specials = [_item(drink_svg({"kind": kind, "colour": None}), _capital(noun_name(kind)),
                      _(SPECIAL_WORDS[kind]), kind=kind) for kind in ("chip", "hook", "barrel")]
    specials.append(_item(drink_svg({"kind": "barrel", "colour": 3}), _capital(drink_name("B3")),
                          _("a barrel once placed: its hoops take the colour it took"), kind="barrel-placed"))
    return (f"<h4>{_('Shapes')}</h4>{gallery(shapes, _('Shapes'), 'drinking-gallery')}"
            f"<h4>{_('Colours')}</h4>{gallery(colours, _('Colours'), 'drinking-gallery')}"
            f"<h4>{_('Special drinks')}</h4>{gallery(specials, _('Special drinks'), 'drinking-gallery')}")


def stains_gallery() -> str:
    """A square stained by each seat, as the board tints it, with the seat's number in its corner."""
    items = [_item(f'<span class="drinking-board gallery-square"><span class="sq stain{seat}">'
                   f'{square_inner({"kind": "normal", "colour": 0, "shape": 1}, seat)}</span></span>',
                   _("Player {n}").format(n=seat + 1), kind=f"stain{seat}",
                   label=_("A red glass on a square stained by player {n}").format(n=seat + 1))
             for seat in range(6)]
    return gallery(items, _("Stains"), "drinking-gallery")


def heads_gallery() -> str:
    """A player's head at each drunkenness level, and the hourglass."""
    items = [_item(head_svg(level), _(name), _(words), kind=f"level{level}",
                   label=_("Head: {state}").format(state=_(name).lower()))
             for level, (name, words) in enumerate(LEVEL_WORDS)]
    items.append(_item(HOURGLASS, _("Hourglass"), _("its sand runs down while the player to move thinks"),
                       kind="hourglass"))
    return gallery(items, _("Heads and hourglass"), "drinking-gallery")


def mugs_gallery() -> str:
    """Every mug with its power."""
    return gallery([_item(mug_svg(mug), _capital(mug_name(mug)), _(MUG_POWERS[mug]).split(":", 1)[1].strip(),
                          kind=mug) for mug in MUGS], _("Mugs"), "drinking-gallery")


RULES_TEXT = """
<h2>Drinking</h2>
<p>Two to six players take turns laying drinks on a 7&times;7 board. A random player starts; play
then goes round the table.</p>
<h3>The offer</h3>
<p>Each turn you pick one of the drinks on offer (three by default; one to three as an option). A fresh
drink is worth 10 points and every drink nobody takes gains 10 more each turn. With more than one drink
on offer, the drink you play or drink scores its value.</p>
<h3>Placing</h3>
<ul>
<li>A normal drink has a colour and a shape. It goes on an empty square next to (up, down, left or
right of) a piece already on the board, and every drink beside it must share its colour or its shape.
Only the very first drink on an empty board goes anywhere.</li>
<li>A chip goes on any empty square, touching others or not.</li>
<li>A hook lifts any drink off the board.</li>
<li>A barrel goes next to drinks of a single colour, takes that colour, and afterwards only drinks of
that colour may sit beside it.</li>
</ul>
<p>When only one drink is on offer, just press the square: there is nothing to pick. With four colours
the game uses four shapes, with five colours five, with six all six.</p>
{drinks}
<h3>Stains</h3>
<p>A square stained by each player: its colour, and the player's number in its corner.</p>
{stains}
<p>Every drink you place stains its square in your colour. With the "each space" bonus, staining a
square that was not yet yours earns 20 points. With the "entire board" bonus, whoever holds the most
stains at the end earns 200 (shared on a tie). In a game with a single drink on offer, the 20 points
for a square that was not yours count whichever bonus was chosen.</p>
<h3>Clearing lines</h3>
<p>Filling a whole row or column clears it: it is worth 100 points plus 50 per barrel in it, doubled if
the last drink went on a square nobody had stained. The player with the most stains in that line takes
the points; tied players share them. The drinks leave the board; the stains stay. A drink that fills a
row and a column at once scores both lines and clears both.</p>
<h3>Drinking</h3>
<p>Instead of placing, you may drink an offered drink, and you must when none fits. One drink makes you
tipsy, two drunk, three passed out: you miss your next turn and wake up drunk. Two placements in a row
without drinking sober you up by one step.</p>
<h3>Heads and hourglass</h3>
<p>Each player's coaster shows a head that gets drunker with every drink, and the hourglass beside the
board runs for the player to move:</p>
{heads}
<h3>Hourglass</h3>
<p>Every move is timed: 30 seconds by default, set when the game is created (0 makes an untimed game).
A player who runs out of time drinks the first drink on offer, even one they had picked on screen
(in a game between browsers the host's clock decides and cannot see what was picked); the move list
says the time ran out. Computer players never wait for the sand.</p>
<h3>Mugs</h3>
<p>In the classic game nobody's mug matters. Set up a game with mugs and each player's mug gives a
power:</p>
{mugs}
<ul>
<li><strong>Wooden cup</strong>: 5 points for every drink you place; <strong>goblet</strong>: 10.</li>
<li><strong>Pitcher</strong>: 45 points for every drink you drink.</li>
<li><strong>Flagon</strong>: your share of a cleared line is worth half as much again.</li>
<li><strong>Stein</strong>: 15 more points whenever you stain a square that was not yours, and 10 fewer
whenever someone stains over one of yours.</li>
<li><strong>Horn</strong>: when your drink clears a line, you play twice more.</li>
<li><strong>Tankard</strong>: 50 points for each of your stains in a cleared line that someone else
wins.</li>
<li><strong>Skull</strong>: placing a chip or a barrel, or using a hook, gives you another play but costs
40 points.</li>
<li><strong>Chalice</strong>: 5 points for every piece next to the square you fill, and you may place
anywhere.</li>
</ul>
<p>The chalice frees your drinks from touching the board; chips go anywhere for everyone. The horn
gives its two extra plays once, even when a drink clears two lines. Extra plays use the drinks
still on offer; no new drink comes and no values grow until your turn ends, and the extra plays stop
when the offer is empty or you pass out. A mug's points may take a score below zero.</p>
<h3>End</h3>
<p>How the game ends is chosen when it is set up: when every square has been stained, when a player has
more points than the target (1500 by default; reaching it exactly is not enough), or whichever of the
two comes first (the default, and how games saved before the choice existed end). Whatever the choice,
a game stops after 400 turns. The highest total wins, the entire-board bonus included.</p>
<table><tr><th>Source</th><th>Points</th></tr>
<tr><td>Drink played or drunk (2-3 choices)</td><td>its value (10, +10 per turn waiting)</td></tr>
<tr><td>New stain (each-space bonus)</td><td>20</td></tr>
<tr><td>Cleared line</td><td>100 + 50 per barrel, doubled on an unstained square</td></tr>
<tr><td>Most stains (entire-board bonus)</td><td>200</td></tr></table>
"""

RULES_TEXT_FR = """
<h2>Drinking</h2>
<p>De deux à six joueurs posent à tour de rôle des boissons sur un plateau de 7&times;7. Un joueur tiré
au sort commence ; on joue ensuite chacun son tour autour de la table.</p>
<h3>Les boissons proposées</h3>
<p>À chaque tour, vous prenez une des boissons proposées (trois par défaut ; de une à trois en option).
Une boisson nouvelle vaut 10 points, et chaque boisson que personne ne prend gagne 10 points de plus à
chaque tour. Quand plus d'une boisson est proposée, celle que vous posez ou que vous buvez vous rapporte
sa valeur.</p>
<h3>Poser</h3>
<ul>
<li>Une boisson ordinaire a une couleur et une forme. Elle se pose sur une case vide voisine (au-dessus,
au-dessous, à gauche ou à droite) d'une pièce déjà sur le plateau, et chaque boisson voisine doit avoir
sa couleur ou sa forme. Seule la toute première boisson, sur un plateau vide, se pose n'importe où.</li>
<li>Un jeton se pose sur n'importe quelle case vide, collé aux autres ou non.</li>
<li>Un crochet retire n'importe quelle boisson du plateau.</li>
<li>Un tonneau se pose à côté de boissons d'une seule couleur et prend cette couleur ; ensuite, seules
les boissons de cette couleur peuvent se poser à côté de lui.</li>
</ul>
<p>Quand une seule boisson est proposée, touchez simplement la case : il n'y a rien à choisir. Avec
quatre couleurs, la partie utilise quatre formes ; avec cinq couleurs, cinq ; avec six, les six.</p>
{drinks}
<h3>Les taches</h3>
<p>Une case tachée par chaque joueur : sa couleur, et le numéro du joueur dans son coin.</p>
{stains}
<p>Chaque boisson que vous posez tache sa case à votre couleur. Avec le bonus « à chaque case », tacher
une case qui n'était pas encore à vous rapporte 20 points. Avec le bonus « tout le plateau », celui qui
a le plus de taches à la fin gagne 200 points (partagés en cas d'égalité). Dans une partie à une seule
boisson proposée, les 20 points d'une case qui n'était pas à vous comptent quel que soit le bonus
choisi.</p>
<h3>Vider les lignes</h3>
<p>Remplir toute une rangée ou toute une colonne la vide : elle vaut 100 points plus 50 par tonneau
qu'elle contient, le tout doublé si la dernière boisson a été posée sur une case que personne n'avait
tachée. Le joueur qui a le plus de taches dans cette ligne prend les points ; à égalité, les joueurs se
les partagent. Les boissons quittent le plateau ; les taches restent. Une boisson qui remplit à la fois
une rangée et une colonne compte les deux lignes et vide les deux.</p>
<h3>Boire</h3>
<p>Au lieu de poser, vous pouvez boire une boisson proposée, et vous le devez quand aucune ne se pose.
Une boisson vous rend pompette, deux ivre, trois ivre mort : vous passez votre prochain tour et vous vous
réveillez ivre. Deux poses d'affilée sans boire vous dessoûlent d'un cran.</p>
<h3>Têtes et sablier</h3>
<p>Le sous-bock de chaque joueur montre une tête qui s'enivre à chaque boisson, et le sablier à côté du
plateau s'écoule pour le joueur qui a la main :</p>
{heads}
<h3>Sablier</h3>
<p>Chaque coup est minuté : 30 secondes par défaut, réglées à la création de la partie (0 pour une
partie sans limite de temps). Un joueur à court de temps boit la première boisson proposée, même s'il en
avait choisi une autre à l'écran (dans une partie entre navigateurs, c'est l'horloge de l'hôte qui
décide, et elle ne voit pas ce qui a été choisi) ; la liste des coups indique que le temps était écoulé.
Les joueurs de l'ordinateur n'attendent jamais le sable.</p>
<h3>Chopes</h3>
<p>Dans la partie classique, la chope de chacun ne compte pas. Dans une partie avec chopes, la chope de
chaque joueur lui donne un pouvoir :</p>
{mugs}
<ul>
<li><strong>Gobelet en bois</strong> : 5 points pour chaque boisson que vous posez ;
<strong>coupe</strong> : 10.</li>
<li><strong>Pichet</strong> : 45 points pour chaque boisson que vous buvez.</li>
<li><strong>Cruche</strong> : votre part d'une ligne vidée vaut moitié plus.</li>
<li><strong>Chope en grès</strong> : 15 points de plus chaque fois que vous tachez une case qui n'était
pas à vous, et 10 de moins chaque fois qu'un autre joueur tache par-dessus une des vôtres.</li>
<li><strong>Corne</strong> : quand votre boisson vide une ligne, vous jouez encore deux fois.</li>
<li><strong>Pinte</strong> : 50 points pour chacune de vos taches dans une ligne vidée que gagne un autre
joueur.</li>
<li><strong>Crâne</strong> : poser un jeton ou un tonneau, ou jouer un crochet, vous donne un coup de
plus mais coûte 40 points.</li>
<li><strong>Calice</strong> : 5 points pour chaque pièce voisine de la case que vous remplissez, et vous
pouvez poser n'importe où.</li>
</ul>
<p>Le calice dispense vos boissons de toucher le plateau ; les jetons vont n'importe où pour tout le
monde. La corne donne ses deux coups de plus une seule fois, même quand une boisson vide deux lignes.
Les coups de plus se jouent avec les boissons encore proposées : aucune nouvelle boisson n'arrive et
aucune valeur ne grandit avant la fin de votre tour, et les coups de plus s'arrêtent quand il ne reste
plus de boisson proposée ou que vous vous écroulez. Les points d'une chope peuvent faire passer un score
sous zéro.</p>
<h3>Fin</h3>
<p>La fin de la partie se choisit à sa création : quand toutes les cases ont été tachées, quand un
joueur a plus de points que l'objectif (1500 par défaut ; l'atteindre tout juste ne suffit pas), ou au
premier des deux (le choix par défaut, et la fin des parties sauvegardées avant que ce choix existe).
Quel que soit le choix, une partie s'arrête après 400 tours. Le plus grand total gagne, bonus « tout le
plateau » compris.</p>
<table><tr><th>Source</th><th>Points</th></tr>
<tr><td>Boisson posée ou bue (2 ou 3 proposées)</td><td>sa valeur (10, +10 par tour d'attente)</td></tr>
<tr><td>Nouvelle tache (bonus à chaque case)</td><td>20</td></tr>
<tr><td>Ligne vidée</td><td>100 + 50 par tonneau, doublé sur une case sans tache</td></tr>
<tr><td>Le plus de taches (bonus tout le plateau)</td><td>200</td></tr></table>
"""


def french_typography(text: str) -> str:
    """French text with its typographic apostrophes and the no-break spaces French puts before ":" (a
    no-break space), before ";", "!" and "?" (a narrow one) and inside « guillemets »."""
    text = text.replace("'", "\u2019").replace(" :", "\u00a0:")
    text = text.replace("« ", "«\u00a0").replace(" »", "\u00a0»")
    for mark in ";!?":
        text = text.replace(f" {mark}", f"\u202f{mark}")
    return text


GALLERIES: dict[str, Callable[[], str]] = {"{drinks}": drinks_gallery, "{stains}": stains_gallery,
                                           "{heads}": heads_gallery, "{mugs}": mugs_gallery}


def _page(text: str) -> str:
    for name, draw in GALLERIES.items():
        text = text.replace(name, draw())
    return text


def rules_html() -> str:
    """The rules in the current language, their galleries drawn now."""
    return _page(french_typography(RULES_TEXT_FR) if language() == "fr" else RULES_TEXT)


def _in_english(draw: Callable[[], str]) -> str:
    """What `draw` draws in English, whatever the current language (then set back)."""
    was = language()
    set_language("en")
    try:
        return draw()
    finally:
        set_language(was)


RULES_HTML = _in_english(rules_html)  # the English page, as the tests and the build's English pages read it
