"""The in-app rules of Gobblet, in HTML, with pictures of the pieces drawn by drawing.py as the board
draws them."""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import language
from pygames.games.gobblet import COLOURS, SIZE_NAMES
from pygames.games.gobblet.drawing import pile_inner, square_inner
from pygames.web.html import gallery, gallery_item

# A won 3x3 board, top row first: red holds the diagonal from the bottom left, yellow's pieces lie about,
# one of them gobbled under red's large piece in the middle. (colour, size) bottom first, per square.
WON: tuple[tuple[tuple[str, int], ...], ...] = (
    (("yellow", 2),), (), (("red", 1),),
    (("yellow", 3),), (("yellow", 1), ("red", 3)), (),
    (("red", 2),), (("yellow", 2),), (),
)
WON_LINE = (2, 4, 6)


def _stack(pieces: tuple[tuple[str, int], ...]) -> list[dict[str, Any]]:
    return [{"colour": colour, "size": size} for colour, size in pieces]


def _square(stack: list[dict[str, Any]], n: int, cell: int, extra: str = "") -> str:
    """A square as the board draws it, as a still picture (no button)."""
    return (f'<span class="gobblet-square{extra}" style="--cell:{cell}px;width:{cell}px;height:{cell}px">'
            f"{square_inner(stack, n)}</span>")


# The gallery's words in each language: (English, French) — the rules page is drawn in the reader's.
SIZE_WORDS_FR = {"small": "petite", "medium": "moyenne", "medium-small": "moyenne-petite",
                 "medium-large": "moyenne-grande", "large": "grande"}
COLOUR_WORDS_FR = {"red": "rouge", "yellow": "jaune"}


def pieces_gallery(french: bool = False) -> str:
    """Both colours' pieces in every size of both boards, a gobble, a 4x4 stack and a winning line (in
    French with `french`)."""
    out = []
    sep = "\u00a0: " if french else ": "
    hows = (((3, "deux de chaque taille par couleur"), (4, "trois de chaque taille par couleur, emboîtées"))
            if french else ((3, "two of each size per colour"), (4, "three of each size per colour, nested")))
    for n, how in hows:
        items = [gallery_item(_square([{"colour": colour, "size": size}], n, 56),
                              f"{name.capitalize()} {COLOUR_WORDS_FR[colour]}" if french
                              else f"{colour.capitalize()} {name}", kind=f"{colour}-{size}-of-{n}")
                 for colour in COLOURS
                 for size, name in enumerate((SIZE_WORDS_FR[word] for word in SIZE_NAMES[n]) if french
                                             else SIZE_NAMES[n], 1)]
        title = f"Les pièces du jeu en {n}×{n}" if french else f"The pieces of the {n}×{n} game"
        out.append(f"<h3>{title}{sep}{how}</h3>{gallery(items, title, 'gobblet-gallery')}")
    words = GALLERY_FR if french else GALLERY
    gobble = gallery_item(_square(_stack((("yellow", 1), ("red", 3))), 3, 56), *words["gobble"][:2],
                          kind="gobble", label=words["gobble"][2], sep=sep)
    pile = gallery_item(f'<span class="gobblet-stacks"><span class="stack" style="--cell:56px">'
                        f'{pile_inner("red", [1, 2, 3, 4], 4)}</span></span>', *words["stack"][:2],
                        kind="reserve-stack", label=words["stack"][2], sep=sep)
    board = "".join(_square(_stack(stack), 3, 34, " win" if i in WON_LINE else "")
                    for i, stack in enumerate(WON))
    mini = f'<span class="gobblet-board n3 gobblet-mini" style="--n:3;--cell:34px">{board}</span>'
    line = gallery_item(mini, *words["line"][:2], kind="line", label=words["line"][2], sep=sep)
    title = "Piles et lignes" if french else "Stacks and lines"
    shown = gallery([gobble, pile, line], title, "gobblet-gallery gobblet-wide")
    out.append(f"<h3>{title}</h3>{shown}")
    return "".join(out)


# Each wide picture's (name, what it shows, its label for a screen reader).
GALLERY = {
    "gobble": ("A gobble", "red's large piece covers a yellow small one; the badge in the corner counts the "
               "pieces in the stack. Hover over it or focus it in a game to see them all",
               "A red large piece over a yellow small one, 2 in the stack"),
    "stack": ("A stack beside the 4×4 board",
              "nested cups: the smaller pieces show as rings inside the large one on top, and only the top "
              "one can come in",
              "A red stack of four: large on top, three smaller rings inside"),
    "line": ("A winning line", "red's three visible pieces on a diagonal light up: sizes do not matter, and "
             "the red large piece in the middle counts though it gobbled a yellow one",
             "A 3×3 board where red holds a diagonal line"),
}
GALLERY_FR = {
    "gobble": ("Une pièce gobée", "la grande pièce rouge recouvre une petite jaune\u00a0; la pastille dans "
               "le coin compte les pièces de la pile. Survolez-la ou donnez-lui le focus en partie pour les "
               "voir toutes", "Une grande pièce rouge sur une petite jaune, 2 dans la pile"),
    "stack": ("Une pile à côté du plateau 4×4", "des gobelets emboîtés\u00a0: les plus petites pièces "
              "apparaissent en anneaux dans la grande du dessus, et seule celle du dessus peut entrer en jeu",
              "Une pile rouge de quatre\u00a0: la grande dessus, trois anneaux plus petits dedans"),
    "line": ("Une ligne gagnante",
             "les trois pièces rouges visibles sur une diagonale s’illuminent\u00a0: la taille ne compte pas"
             ", et la grande pièce rouge du milieu compte même si elle a gobé une jaune",
             "Un plateau 3×3 où rouge tient une diagonale"),
}


RULES_HTML = """
<section class="rules-text">
<p>Gobblet is noughts and crosses with a twist: bigger pieces swallow smaller ones. Red plays against
yellow and red always starts.</p>
<h2>Pieces and board</h2>
<ul>
<li><strong>3×3 (Gobblet Jr.)</strong>: each colour owns six pieces, two small, two medium and two large.
Any of them may come onto the board on any turn.</li>
<li><strong>4×4</strong>: each colour owns twelve pieces in four sizes, nested into three stacks beside
the board. Only the piece on top of a stack can come in, so a stack's smaller pieces wait until the
bigger ones above them have been played.</li>
</ul>
""" + pieces_gallery() + """
<h2>A turn</h2>
<p>On your turn, do one of two things:</p>
<ul>
<li>bring a new piece onto the board, or</li>
<li>move one of your pieces that can be seen from its square to any other square, near or far.</li>
</ul>
<p>A piece may go to an empty square or on top of any smaller piece, yours or your opponent's. The
covered piece is gobbled: it stays where it is, hidden, and comes back into view when the piece on top
moves away. A piece that has gobbled another can itself be gobbled.</p>
<p>On the 4×4 board a piece coming in from beside the board must go to an empty square, unless it
gobbles one of your opponent's pieces that is part of three of theirs in a line: that is the only way
to cover a piece straight from your stacks. Pieces already on the board move without that limit.</p>
<h2>Winning</h2>
<ul>
<li>Make a full line (three on 3×3, four on 4×4) of your colour, across, down or diagonally.
Only the top pieces count, and their sizes do not matter.</li>
<li>Careful when you lift a piece: if that uncovers a line for your opponent, they win at once, even if
your move also finishes a line of yours, unless the square you move to covers one of the pieces of their
line.</li>
</ul>
<h2>House rules of this site</h2>
<ul>
<li>If the same position (the same pieces everywhere and the same player to move) comes up for the third
time, the game is a draw. This stops endless shuffling and means every game ends.</li>
<li>A player with no legal move loses. This cannot happen in a real game (a largest piece can always
go somewhere), but the rule closes the gap.</li>
<li>You may look under pieces: hover or focus a square to see its whole stack. The physical game's
"touch it, move it" rule is not used.</li>
</ul>
<h2>Controls</h2>
<ul>
<li>Click or tap one of your pieces (on the board or beside it), then a highlighted square; or drag the
piece there: the square where it would land lights up. With a keyboard, move with Tab and press Enter or
Space. Escape lets go of a picked piece.</li>
<li>Look under a stack without touching it: hover over it or focus it (a number in its corner says how
many pieces it holds), or press and hold it on a touch screen. A list of its pieces, top first, appears.</li>
<li>The board is a single stop for Tab: Tab (or Shift+Tab) from your pieces lands on it, on a square
the picked piece may go to, and the arrow keys then move from square to square as the board is drawn.
So a move from the keyboard is Enter on a piece, Shift+Tab, the arrows, Enter.</li>
<li>The last move stays marked on the board: a tinted square where the piece left, a ring where it
went. When the game ends, Rematch plays again with the same players and Swap colours lets you play the
other colour.</li>
<li>The view: elsewhere, the arrow keys turn the board (left and right) and tilt it (up and down);
- and = zoom out and in; _ and + make the board smaller and larger (size changes the layout, zoom only
the picture). The buttons under the board do the same, and Reset straightens it. The view is kept for
your next games. The keys work whenever the cursor is not in a form field.</li>
</ul>
<h2>Rewind and replay</h2>
<ul>
<li>&lt; Rewind (or the &lt; key) takes back one turn; Replay &gt; (or &gt;) plays it again. Click a move
in the move list to jump straight there. A rewound game is saved like any other, so a reload keeps it.</li>
<li>Play a different move in a rewound game and it replaces the rest of the old game from that point on.</li>
<li>Against the computer, rewind and replay skip over the computer's turns, so one press takes back your
move and the reply to it. With both colours on auto-play, they go one turn at a time.</li>
</ul>
<h2>Auto-play</h2>
<ul>
<li>The Auto-play Red and Auto-play Yellow boxes hand a colour to the computer, or take it back, at any
moment. Switched on during that colour's turn, the computer moves at once; switched off while it is
thinking, its move is dropped. How well it plays is set in Auto-play options: Ok or Smart (Smart is the
strongest).</li>
<li>With both boxes on, the computer plays itself to the end, at least half a second per move so you
can follow it.</li>
<li>In a rewound game an auto-player waits rather than wipe out the moves still to replay: the status line
says it is paused. You can play a move for it yourself (to see what would have happened), replay, or
press Resume to let it choose from there. Switching its box on also makes it move.</li>
<li>On 3×3, red has a forced win and Smart knows it: as red from the start it cannot be beaten. Ok is
beatable. On 4×4 Smart searches for about a second per move.</li>
</ul>
</section>
"""

# The same page in French (typography: a no-break space before ":" and inside guillemets, a narrow one
# before ";").
RULES_HTML_FR = """
<section class="rules-text" lang="fr">
<p>Gobblet, c’est le morpion avec une astuce&nbsp;: les grosses pièces avalent les petites. Rouge joue
contre
jaune, et rouge commence toujours.</p>
<h2>Pièces et plateau</h2>
<ul>
<li><strong>3×3 (Gobblet Jr.)</strong>&nbsp;: chaque couleur a six pièces, deux petites, deux moyennes et
deux
grandes. N’importe laquelle peut entrer sur le plateau à n’importe quel tour.</li>
<li><strong>4×4</strong>&nbsp;: chaque couleur a douze pièces de quatre tailles, emboîtées en trois piles
à
côté du plateau. Seule la pièce du dessus d’une pile peut entrer en jeu&nbsp;: les plus petites attendent
que
les plus grandes au-dessus d’elles aient été jouées.</li>
</ul>
""" + pieces_gallery(french=True) + """
<h2>Un tour</h2>
<p>À votre tour, faites l’une de ces deux choses&nbsp;:</p>
<ul>
<li>faire entrer une nouvelle pièce sur le plateau, ou</li>
<li>déplacer une de vos pièces visibles de sa case vers n’importe quelle autre case, proche ou
lointaine.</li>
</ul>
<p>Une pièce peut aller sur une case vide ou par-dessus n’importe quelle pièce plus petite, à vous ou à
votre adversaire. La pièce recouverte est gobée&nbsp;: elle reste en place, cachée, et réapparaît quand
la
pièce du dessus s’en va. Une pièce qui en a gobé une autre peut à son tour être gobée.</p>
<p>Sur le plateau 4×4, une pièce qui entre depuis le bord doit aller sur une case vide, sauf si elle gobe
une pièce adverse qui fait partie d’un alignement de trois pièces de l’adversaire&nbsp;: c’est la seule
façon de
recouvrir une pièce directement depuis vos piles. Les pièces déjà sur le plateau se déplacent sans cette
limite.</p>
<h2>Gagner</h2>
<ul>
<li>Alignez une ligne complète (trois en 3×3, quatre en 4×4) de votre couleur, en ligne, en colonne ou en
diagonale. Seules les pièces du dessus comptent, et leur taille n’a pas d’importance.</li>
<li>Attention quand vous soulevez une pièce&nbsp;: si cela découvre une ligne de votre adversaire, il
gagne
aussitôt, même si votre coup termine aussi une ligne à vous, sauf si la case où vous allez recouvre une
des pièces de sa ligne.</li>
</ul>
<h2>Règles maison de ce site</h2>
<ul>
<li>Si la même position (les mêmes pièces partout et le même joueur au trait) revient pour la troisième
fois, la partie est nulle. Cela évite les va-et-vient sans fin, et toute partie se termine.</li>
<li>Un joueur sans coup possible perd. Cela n’arrive pas dans une vraie partie (une plus grande pièce
peut
toujours aller quelque part), mais la règle comble le vide.</li>
<li>Vous pouvez regarder sous les pièces&nbsp;: survolez une case ou donnez-lui le focus pour voir toute
sa pile.
La règle du jeu physique «&nbsp;pièce touchée, pièce jouée&nbsp;» ne s’applique pas.</li>
</ul>
<h2>Commandes</h2>
<ul>
<li>Cliquez ou touchez une de vos pièces (sur le plateau ou à côté), puis une case en
surbrillance&#8239;; ou
faites glisser la pièce&nbsp;: la case où elle se poserait s’éclaire. Au clavier, déplacez-vous avec Tab
et
appuyez sur Entrée ou Espace. Échap lâche une pièce prise.</li>
<li>Regardez sous une pile sans y toucher&nbsp;: survolez-la ou donnez-lui le focus (un nombre dans son
coin
dit combien de pièces elle contient), ou appuyez longuement dessus sur un écran tactile. La liste de ses
pièces, celle du dessus en premier, apparaît.</li>
<li>Le plateau est un seul arrêt pour Tab&nbsp;: Tab (ou Maj+Tab) depuis vos pièces y mène, sur une case
où la
pièce prise peut aller, puis les flèches vont de case en case dans l’ordre où le plateau est dessiné. Un
coup au clavier, c’est donc Entrée sur une pièce, Maj+Tab, les flèches, Entrée.</li>
<li>Le dernier coup reste marqué sur le plateau&nbsp;: une case teintée d’où la pièce est partie, un
anneau là
où elle est arrivée. À la fin de la partie, «&nbsp;Rejouer&nbsp;» relance avec les mêmes joueurs et
«&nbsp;Échanger les
couleurs&nbsp;» vous fait jouer l’autre couleur.</li>
<li>La vue&nbsp;: hors d’un champ de formulaire, les flèches font tourner le plateau (gauche et droite)
et
l’inclinent (haut et bas)&#8239;; - et = dézooment et zooment&#8239;; _ et + rendent le plateau plus
petit et plus
grand (la taille change la mise en page, le zoom seulement l’image). Les boutons sous le plateau font de
même, et «&nbsp;Rétablir&nbsp;» le remet droit. La vue est gardée pour vos prochaines parties.</li>
</ul>
<h2>Reculer et avancer</h2>
<ul>
<li>&lt; Reculer (ou la touche &lt;) reprend un tour&#8239;; Avancer &gt; (ou &gt;) le rejoue. Cliquez un
coup
de la liste des coups pour y aller directement. Une partie reculée est sauvegardée comme les
autres&nbsp;: un
rechargement la garde.</li>
<li>Jouez un autre coup dans une partie reculée, et il remplace la suite de l’ancienne partie à partir de
ce point.</li>
<li>Contre l’ordinateur, reculer et avancer sautent les tours de l’ordinateur&nbsp;: un appui reprend
votre coup
et la réponse. Avec les deux couleurs en jeu auto, ils vont un tour à la fois.</li>
</ul>
<h2>Jeu auto</h2>
<ul>
<li>Les cases «&nbsp;Jeu auto&nbsp;» de Rouge et de Jaune confient une couleur à l’ordinateur, ou la lui
reprennent,
à tout moment. Cochée pendant le tour de cette couleur, l’ordinateur joue aussitôt&#8239;; décochée
pendant
qu’il réfléchit, son coup est abandonné. Son niveau se règle dans «&nbsp;Options du jeu
auto&nbsp;»&nbsp;: Moyen ou Fort
(Fort est le plus redoutable).</li>
<li>Avec les deux cases cochées, l’ordinateur joue contre lui-même jusqu’au bout, au moins une
demi-seconde
par coup pour que vous puissiez suivre.</li>
<li>Dans une partie reculée, un joueur auto attend plutôt que d’effacer les coups encore à rejouer&nbsp;:
la
ligne d’état dit qu’il est en pause. Vous pouvez jouer un coup à sa place (pour voir ce qui se serait
passé), avancer, ou appuyer sur «&nbsp;Reprendre&nbsp;» pour le laisser choisir à partir de là. Cocher sa
case le
fait aussi jouer.</li>
<li>En 3×3, rouge a une victoire forcée et Fort la connaît&nbsp;: en rouge depuis le début, il est
imbattable.
Moyen peut être battu. En 4×4, Fort cherche environ une seconde par coup.</li>
</ul>
</section>
"""


def rules_html() -> str:
    """The rules page in the reader's language."""
    return RULES_HTML_FR if language() == "fr" else RULES_HTML
