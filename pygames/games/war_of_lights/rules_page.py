"""In-app rules page body for War of Lights (HTML string, no scripts, no external resources).

The diagram is built here from the napkin's geometry (40-unit squares), so its squares, rings and arrows
line up.
"""

from __future__ import annotations

from pygames.core.i18n import language
from pygames.games.war_of_lights import HEBREW
from pygames.games.war_of_lights.drawing import (
    FACE_NAMES,
    LETTERS,
    dreidel_html,
    square_classes,
    square_inner,
)
from pygames.web.html import gallery, gallery_item

CELL = 40
SEAT_COLOURS = ("blue", "red", "green", "yellow", "purple", "orange")  # style.css's .seat0 to .seat5
# What each face of the dreidel does: (on an attack, on a risky spawn), in this page's words.
FACE_WORDS = {
    "gimel": ("the defender's gelt goes and the attacker moves onto its square",
              "the gelt appears, and may step at once to an empty square beside it"),
    "hey": ("the defender's gelt goes; the attacker stays where it was", "the gelt appears"),
    "nun": ("nothing happens", "nothing happens"),
    "shin": ("the attacker's gelt goes", "the gelt you chose to stake is lost"),
}
# The board's highlights of a square, by its classes (board.py's square()), in this page's words.
MARKS = (("movable", "Movable", "a thin brass ring: one of your gelt that can move"),
         ("selected", "Picked", "the gelt you picked, lifted on a gold square"),
         ("target", "Lit square", "a green dot: the picked gelt may go there"),
         ("target attack", "Attack", "a beating red ring: moving there attacks and spins the dreidel"))


def _square(q: int, owner: int | None, extra: str = "") -> str:
    """One napkin square drawn as the board draws it (not a button: a picture)."""
    classes = " ".join(square_classes(q) + ([extra] if extra else []))
    return f'<span class="{classes}">{square_inner(q, owner)}</span>'


def _napkin_picture(squares: str, size: int = 36) -> str:
    return (f'<span class="war-of-lights war-of-lights-pic" style="--sq:{size}px">'
            f'<span class="war-of-lights-squares">{squares}</span></span>')


# The same words in French: each face's (on an attack, on a risky spawn), and each highlight.
FACE_WORDS_FR = {
    "gimel": ("le gelt du défenseur s’en va et l’attaquant prend sa case",
              "le gelt apparaît, et peut aussitôt avancer sur une case vide à côté"),
    "hey": ("le gelt du défenseur s’en va\u202f; l’attaquant reste où il était", "le gelt apparaît"),
    "nun": ("il ne se passe rien", "il ne se passe rien"),
    "shin": ("le gelt de l’attaquant s’en va", "le gelt que vous avez misé est perdu"),
}
MARKS_FR = (("movable", "Jouable", "un fin anneau doré\u00a0: un de vos gelts qui peut bouger"),
            ("selected", "Pris", "le gelt que vous avez pris, soulevé sur une case dorée"),
            ("target", "Case éclairée", "un point vert\u00a0: le gelt pris peut y aller"),
            ("target attack", "Attaque", "un anneau rouge qui bat\u00a0: y aller attaque et fait tourner la "
             "toupie"))
# The napkin's picture: (name, what it shows, its label for a screen reader).
NAPKIN = ("A napkin", "nine squares lettered a to i, the letter in a corner; the dashed ring is the spawn "
          "point (e), the notched corners are the exits (a, c, g, i). Here blue gelt stand on b, d, f and h",
          "A napkin with blue gelt on b, d, f and h, its squares lettered a to i")
NAPKIN_FR = ("Une serviette", "neuf cases nommées de a à i, la lettre dans un coin\u202f; l’anneau en "
             "pointillé est le point d’apparition (e), les coins entaillés sont les sorties (a, c, g, i). "
             "Ici, des gelts bleus occupent b, d, f et h",
             "Une serviette avec des gelts bleus en b, d, f et h, ses cases nommées de a à i")
SEAT_COLOURS_FR = ("bleu", "rouge", "vert", "jaune", "violet", "orange")


def pieces_gallery(french: bool = False) -> str:
    """The napkin, the gelt of every seat, the square highlights and the four faces of the dreidel (in
    French with `french`)."""
    sep = "\u00a0: " if french else ": "
    cross = "".join(_square(q, 0 if q in (1, 3, 5, 7) else None) for q in range(9))
    name, words, label = NAPKIN_FR if french else NAPKIN
    napkin = gallery_item(_napkin_picture(cross, 44), name, words, kind="napkin", sep=sep, label=label)
    gelt = [gallery_item(_napkin_picture(_square(1, seat), 48),
                         f"Gelt {SEAT_COLOURS_FR[seat]}" if french else f"{colour.capitalize()} gelt",
                         f"celui du joueur {seat + 1}, numéroté {seat + 1}" if french
                         else f"player {seat + 1}'s, numbered {seat + 1}", kind=f"gelt{seat}", sep=sep,
                         label=f"Un gelt {SEAT_COLOURS_FR[seat]} marqué {seat + 1}" if french
                         else f"A {colour} gelt marked {seat + 1}")
            for seat, colour in enumerate(SEAT_COLOURS)]
    marks = [gallery_item(_napkin_picture(_square(1, 0 if css in ("movable", "selected") else
                                                  1 if "attack" in css else None, css), 48),
                          name, words, kind=css.replace(" ", "-"), sep=sep,
                          label=f"Une case marquée «\u00a0{name.lower()}\u00a0»" if french
                          else f"A square marked {name.lower()}")
             for css, name, words in (MARKS_FR if french else MARKS)]
    faces = [gallery_item(dreidel_html(HEBREW[face]), f"{FACE_NAMES[face]} ({HEBREW[face]})",
                          f"sur une attaque, {attack}\u202f; sur une apparition risquée, {spawn}" if french
                          else f"on an attack, {attack}; on a risky spawn, {spawn}", kind=face, sep=sep,
                          label=f"La toupie montrant {FACE_NAMES[face].lower()}" if french
                          else f"The dreidel showing {FACE_NAMES[face].lower()}")
             for face, (attack, spawn) in (FACE_WORDS_FR if french else FACE_WORDS).items()]
    small = "war-of-lights-gallery war-of-lights-small"
    if french:
        return (f"{gallery([napkin, *gelt], 'La serviette et les gelts', small)}"
                f"<h3>Ce que montrent les cases</h3>{gallery(marks, 'Cases en surbrillance', small)}"
                f"<h3>La toupie</h3>{gallery(faces, 'Les faces de la toupie', 'war-of-lights-gallery')}")
    return (f"{gallery([napkin, *gelt], 'The napkin and the gelt', small)}"
            f"<h3>What the squares show</h3>{gallery(marks, 'Square highlights', small)}"
            f"<h3>The dreidel</h3>{gallery(faces, 'The faces of the dreidel', 'war-of-lights-gallery')}")


def _napkin(x0: int, y0: int) -> tuple[str, str, str]:
    """(squares, letters, exit notches) of one napkin drawn with its top-left corner at (x0, y0)."""
    spots = [(x0 + (q % 3) * CELL, y0 + (q // 3) * CELL) for q in range(9)]
    squares = "".join(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>' for x, y in spots)
    letters = "".join(f'<text x="{x + 4}" y="{y + 12}">{LETTERS[q]}</text>' for q, (x, y) in enumerate(spots))
    right, bottom = x0 + 3 * CELL, y0 + 3 * CELL
    notches = (f'<path d="M{x0} {y0}h12L{x0} {y0 + 12}zM{right} {y0}h-12L{right} {y0 + 12}z'
               f'M{x0} {bottom}h12L{x0} {bottom - 12}zM{right} {bottom}h-12L{right} {bottom - 12}z"/>')
    return squares, letters, notches


def _step_arrows(cx: int, cy: int) -> str:
    """Eight short arrows from a gelt at (cx, cy) to the squares around it (one path each: one head each)."""
    return "".join(f'<path d="M{cx + 14 * dx} {cy + 14 * dy}L{cx + 27 * dx} {cy + 27 * dy}"/>'
                   for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)


def diagram(french: bool = False) -> str:
    """Two napkins: the spawn points and exits marked, a step in every direction, and a corner crossing (in
    French with `french`)."""
    one, two = _napkin(20, 40), _napkin(260, 40)
    napkin = "serviette" if french else "napkin"
    caption = DIAGRAM_CAPTION_FR if french else DIAGRAM_CAPTION
    return f"""<figure class="war-of-lights-diagram">
<svg viewBox="0 0 400 232" role="img" aria-labelledby="war-of-lights-diagram-caption">
  <rect width="400" height="232" rx="12" fill="#fbf6ea"/>
  <g font-size="13" fill="#2b2118" font-weight="bold" text-anchor="middle">
    <text x="80" y="28">{napkin} 1</text><text x="320" y="28">{napkin} 2</text></g>
  <g fill="#fffdf7" stroke="#8a5a2b" stroke-width="1.5">{one[0]}{two[0]}</g>
  <g fill="#b07a44">{one[2]}{two[2]}</g>
  <g fill="none" stroke="#8a5a2b" stroke-width="2" stroke-dasharray="4 3">
    <circle cx="80" cy="100" r="15"/><circle cx="320" cy="100" r="15"/></g>
  <g font-size="11" fill="#6b5a48">{one[1]}{two[1]}</g>
  <g stroke="#2b2118" stroke-width="2" marker-end="url(#war-of-lights-step)">{_step_arrows(80, 100)}</g>
  <circle cx="80" cy="100" r="11" fill="#1f6fd1"/><circle cx="40" cy="140" r="11" fill="#1f6fd1"/>
  <circle cx="280" cy="140" r="11" fill="#d12f2f"/><circle cx="360" cy="60" r="11" fill="#d12f2f"/>
  <path d="M40 153C60 225 250 225 276 156" fill="none" stroke="#1f7a3a" stroke-width="3"
    marker-end="url(#war-of-lights-cross)"/>
  <defs>
    <marker id="war-of-lights-step" markerWidth="6" markerHeight="6" refX="4" refY="3" orient="auto">
      <path d="M0 0L6 3L0 6z" fill="#2b2118"/></marker>
    <marker id="war-of-lights-cross" markerWidth="5" markerHeight="5" refX="3" refY="2.5" orient="auto">
      <path d="M0 0L5 2.5L0 5z" fill="#1f7a3a"/></marker>
  </defs>
</svg>
<figcaption id="war-of-lights-diagram-caption">{caption}</figcaption>
</figure>"""


DIAGRAM_CAPTION = """Two napkins. The dashed ring marks each spawn point (e); the
notched corners a, c, g and i are the exits. On napkin 1 the blue gelt on the spawn point may step to
any of the eight squares around it. The blue gelt on corner g may cross to corner g of napkin 2 (1g-2g,
the green curve): a red gelt stands there, so the move is an attack and the dreidel spins."""
DIAGRAM_CAPTION_FR = """Deux serviettes. L’anneau en pointillé marque chaque point d’apparition
(e)&#8239;; les coins entaillés a, c, g et i sont les sorties. Sur la serviette 1, le gelt bleu du point
d’apparition peut avancer sur n’importe laquelle des huit cases autour de lui. Le gelt bleu du coin g peut
passer au coin g de la serviette 2 (1g-2g, la courbe verte)&nbsp;: un gelt rouge s’y trouve, donc le coup
est une attaque et la toupie tourne."""



RULES_TEXT = """
<p>Two to six players each guard a small napkin of gelt coins and fight over each other's napkins with
the spin of a dreidel.</p>
<h3>The napkin</h3>
<p>Every napkin is a 3&times;3 grid, squares lettered a to i row by row. The centre (e) is your
<b>spawn point</b>; the four corners (a, c, g, i) are <b>exits</b>. Napkins are numbered by seat, so
<code>2e</code> is the second player's spawn point. You start with a gelt on every square of your napkin
(or, in the <i>cross</i> variant, on b, d, e, f and h only).</p>
{diagram}
<h3>The pieces as the table draws them</h3>
{pieces}
<h3>Who starts</h3>
<p>Everyone spins once. Gimel beats hey, hey beats nun, nun beats shin. Players tied for the best face
spin again among themselves until one is left; that player starts and turns then go round the table.</p>
<h3>Your turn: do one of these</h3>
<ul>
<li><b>Step</b> a gelt one square in any direction (sideways, up and down, or diagonally) on the napkin
it is on &mdash; any napkin, not only your own. Written <code>1a-1b</code>. (The original text says
moves are &ldquo;horizontal&rdquo; and diagonal; since it calls the plus-shaped five-gelt layout a
&ldquo;horizontal cross&rdquo;, we read horizontal as straight across or up and down.)</li>
<li><b>Cross</b> from a corner to the same corner of another napkin: <code>1a-3a</code>.</li>
<li><b>Safe spawn</b> (<code>spawn</code>): if your spawn point is empty, two of your gelt sit on
opposite sides of it (b and h, or d and f; diagonal corners such as a and i do not count) and you have
lost a gelt, a gelt returns to your spawn point.</li>
<li><b>Risky spawn</b> (<code>risk 1b</code>): if your spawn point is empty, one of your gelt is next to
it and you have lost a gelt, choose one of your gelt next to the spawn point as the spawning gelt (here
the one on 1b) and spin the dreidel (see below). On shin that gelt is lost, so the choice is yours.</li>
<li><b>Pass</b> only when nothing else is possible.</li>
</ul>
<p>You may never move onto a square that already holds one of your own gelt.</p>
<h3>Attacks</h3>
<p>Moving onto an opponent's gelt spins the dreidel:</p>
<table>
<tr><th>Face</th><th>Attack</th><th>Risky spawn</th></tr>
<tr><td>&#1490; gimel</td><td>defender removed, attacker takes the square</td>
<td>gelt appears; you may then step it to an empty square next to it, or stay</td></tr>
<tr><td>&#1492; hey</td><td>defender removed, attacker stays put</td><td>gelt appears</td></tr>
<tr><td>&#1504; nun</td><td>nothing happens</td><td>nothing happens</td></tr>
<tr><td>&#1513; shin</td><td>attacker removed</td><td>the spawning gelt you chose is lost</td></tr>
</table>
<h3>Winning</h3>
<p>A player with no gelt left is out and is skipped. You win at once when your gelt stand on the spawn
point of every opponent still playing (in games that started with four or more players, any two of them
are enough). Otherwise the last player with gelt wins. If one move makes two players hold what they
need at once (a capture that knocks a third player out can do it), the player who made the move wins:
that player got there first.</p>
<p>So that every game ends: after 300 turns in a row without any gelt being removed, the game stops and
whoever holds the most gelt wins (ties share the win).</p>
<h3>Playing on this site</h3>
<p>Click one of your gelt: it lifts and every square it may reach lights up, with a red ring where the
move is an attack. Click a lit square to move there, or the gelt again to put it back. Every square
shows its letter in a corner, as the move list and the keys name it. Safe spawn, risky
spawn, stay (after a gimel on a risky spawn) and pass are buttons under the dreidel, shown only when you
may use them. When more than one of your gelt could make a risky spawn, the Risky spawn button rings
them: click the one to stake (or type its square) and the dreidel spins; press the button again to put
the choice back. With a keyboard: type a square's name (<kbd>1</kbd> <kbd>a</kbd>) to press it, so
<kbd>1a</kbd><kbd>2a</kbd> plays 1a-2a; <kbd>S</kbd>, <kbd>R</kbd>, <kbd>T</kbd> and <kbd>P</kbd> are safe
spawn, risky spawn, stay and pass; <kbd>Esc</kbd> puts a lifted gelt back; the arrow keys walk over the
napkins once a square has the focus. The dreidel shows the latest spin with its Hebrew letter and what it
did once it lands, above the spins before it; the move list says what every attack and risky spawn came
to. The last move stays marked on the napkins: the square a gelt left is tinted and every square it
touched is framed. On a phone the napkin of the player to move comes first.</p>
"""

# The same page in French (typography: a no-break space before ":" and inside guillemets, a narrow one
# before ";"). The faces keep the names the dreidel shows (Gimel, Hey, Nun, Shin).
RULES_TEXT_FR = """
<p>De deux à six joueurs gardent chacun une petite serviette couverte de gelts (des pièces en chocolat)
et
se disputent les serviettes des autres au gré de la toupie.</p>
<h3>La serviette</h3>
<p>Chaque serviette est une grille de 3&times;3 cases, nommées de a à i ligne par ligne. Le centre (e)
est
votre <b>point d’apparition</b>&#8239;; les quatre coins (a, c, g, i) sont des <b>sorties</b>. Les
serviettes
sont numérotées par place, donc <code>2e</code> est le point d’apparition du deuxième joueur. Vous
commencez avec un gelt sur chaque case de votre serviette (ou, dans la variante <i>croix</i>, seulement
sur b, d, e, f et h).</p>
{diagram}
<h3>Les pièces telles que la table les dessine</h3>
{pieces}
<h3>Qui commence</h3>
<p>Chacun fait tourner la toupie une fois. Gimel bat Hey, Hey bat Nun, Nun bat Shin. Les joueurs à
égalité sur la meilleure face relancent entre eux jusqu’à ce qu’il n’en reste qu’un&#8239;; celui-ci
commence,
puis on joue chacun son tour autour de la table.</p>
<h3>À votre tour, faites l’une de ces actions</h3>
<ul>
<li><b>Avancer</b> un gelt d’une case dans n’importe quelle direction (de côté, vers le haut ou le bas,
ou
en diagonale) sur la serviette où il se trouve &mdash; n’importe quelle serviette, pas seulement la
vôtre.
Cela s’écrit <code>1a-1b</code>. (Le texte d’origine dit que les coups sont «&nbsp;horizontaux&nbsp;» et
en diagonale&#8239;; comme il appelle «&nbsp;croix horizontale&nbsp;» la disposition à cinq gelts en
forme de
plus, nous lisons «&nbsp;horizontal&nbsp;» comme droit de côté ou vers le haut et le bas.)</li>
<li><b>Passer</b> d’un coin au même coin d’une autre serviette&nbsp;: <code>1a-3a</code>.</li>
<li><b>Apparition sûre</b> (<code>spawn</code>)&nbsp;: si votre point d’apparition est vide, que deux de
vos
gelts sont de part et d’autre (b et h, ou d et f&#8239;; des coins opposés comme a et i ne comptent pas)
et que
vous avez perdu un gelt, un gelt revient sur votre point d’apparition.</li>
<li><b>Apparition risquée</b> (<code>risk 1b</code>)&nbsp;: si votre point d’apparition est vide, qu’un
de vos
gelts est à côté et que vous avez perdu un gelt, choisissez un de vos gelts voisins du point d’apparition
comme gelt misé (ici celui en 1b) et faites tourner la toupie (voir plus bas). Sur Shin, ce gelt est
perdu&nbsp;: à vous de bien le choisir.</li>
<li><b>Passer votre tour</b> seulement quand rien d’autre n’est possible.</li>
</ul>
<p>Vous ne pouvez jamais aller sur une case qui porte déjà un de vos gelts.</p>
<h3>Attaques</h3>
<p>Aller sur un gelt adverse fait tourner la toupie&nbsp;:</p>
<table>
<tr><th>Face</th><th>Attaque</th><th>Apparition risquée</th></tr>
<tr><td>&#1490; Gimel</td><td>le défenseur est retiré, l’attaquant prend la case</td>
<td>le gelt apparaît&#8239;; vous pouvez ensuite l’avancer sur une case vide voisine, ou rester</td></tr>
<tr><td>&#1492; Hey</td><td>le défenseur est retiré, l’attaquant reste en place</td><td>le gelt
apparaît</td></tr>
<tr><td>&#1504; Nun</td><td>il ne se passe rien</td><td>il ne se passe rien</td></tr>
<tr><td>&#1513; Shin</td><td>l’attaquant est retiré</td><td>le gelt misé que vous avez choisi est
perdu</td></tr>
</table>
<h3>Gagner</h3>
<p>Un joueur qui n’a plus de gelt est éliminé et on le saute. Vous gagnez aussitôt quand vos gelts
occupent
le point d’apparition de chaque adversaire encore en jeu (dans une partie commencée à quatre joueurs ou
plus, deux d’entre eux suffisent). Sinon, le dernier joueur à avoir des gelts gagne. Si un même coup
donne
à deux joueurs ce qu’il leur faut (une prise qui élimine un troisième joueur peut le faire), celui qui a
joué le coup gagne&nbsp;: il y est arrivé le premier.</p>
<p>Pour que toute partie se termine&nbsp;: après 300 tours d’affilée sans qu’aucun gelt ne soit retiré,
la partie
s’arrête et celui qui a le plus de gelts gagne (les ex æquo partagent la victoire).</p>
<h3>Jouer sur ce site</h3>
<p>Cliquez un de vos gelts&nbsp;: il se soulève et chaque case qu’il peut atteindre s’éclaire, avec un
anneau
rouge là où le coup est une attaque. Cliquez une case éclairée pour y aller, ou le gelt de nouveau pour
le
reposer. Chaque case montre sa lettre dans un coin, comme la nomment la liste des coups et les touches.
«&nbsp;Apparition sûre&nbsp;», «&nbsp;Apparition risquée&nbsp;», «&nbsp;Rester&nbsp;» (après un Gimel sur
une apparition risquée) et «&nbsp;Passer&nbsp;» sont des boutons sous la toupie, affichés seulement quand
vous pouvez vous en servir. Quand plusieurs de vos gelts pourraient faire une apparition risquée, le
bouton
«&nbsp;Apparition risquée&nbsp;» les entoure&nbsp;: cliquez celui à miser (ou tapez sa case) et la toupie
tourne&#8239;; appuyez de nouveau sur le bouton pour annuler ce choix. Au clavier&nbsp;: tapez le nom
d’une case
(<kbd>1</kbd> <kbd>a</kbd>) pour l’appuyer, donc <kbd>1a</kbd><kbd>2a</kbd> joue 1a-2a&#8239;;
<kbd>S</kbd>,
<kbd>R</kbd>, <kbd>T</kbd> et <kbd>P</kbd> sont l’apparition sûre, l’apparition risquée, rester et
passer&#8239;;
<kbd>Échap</kbd> repose un gelt soulevé&#8239;; les flèches parcourent les serviettes dès qu’une case a
le focus.
La toupie montre le dernier lancer avec sa lettre hébraïque et, une fois posée, ce qu’il a donné,
au-dessus
des lancers précédents&#8239;; la liste des coups dit comment chaque attaque et chaque apparition risquée
a
tourné. Le dernier coup reste marqué sur les serviettes&nbsp;: la case qu’un gelt a quittée est teintée
et
chaque case qu’il a touchée est encadrée. Sur téléphone, la serviette du joueur au trait vient en
premier.</p>
"""

RULES_HTML = ('<section class="rules-text">'
              + RULES_TEXT.replace("{diagram}", diagram()).replace("{pieces}", pieces_gallery())
              + "</section>")


def rules_html() -> str:
    """The rules page in the reader's language, drawn when shown."""
    if language() != "fr":
        return RULES_HTML
    text = RULES_TEXT_FR.replace("{diagram}", diagram(french=True))
    text = text.replace("{pieces}", pieces_gallery(french=True))
    return f'<section class="rules-text" lang="fr">{text}</section>'

