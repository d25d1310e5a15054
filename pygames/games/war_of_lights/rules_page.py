"""In-app rules page body for War of Lights (HTML string, no scripts, no external resources).

The diagram is built here from the napkin's geometry (40-unit squares), so its squares, rings and arrows
line up.
"""

from __future__ import annotations

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
            f'<span class="squares">{squares}</span></span>')


def pieces_gallery() -> str:
    """The napkin, the gelt of every seat, the square highlights and the four faces of the dreidel."""
    cross = "".join(_square(q, 0 if q in (1, 3, 5, 7) else None) for q in range(9))
    napkin = gallery_item(_napkin_picture(cross, 44), "A napkin",
                          "nine squares lettered a to i, the letter in a corner; the dashed ring is the "
                          "spawn point (e), the notched corners are the exits (a, c, g, i). Here blue gelt "
                          "stand on b, d, f and h", kind="napkin",
                          label="A napkin with blue gelt on b, d, f and h, its squares lettered a to i")
    gelt = [gallery_item(_napkin_picture(_square(1, seat), 48), f"{colour.capitalize()} gelt",
                         f"player {seat + 1}'s, numbered {seat + 1}", kind=f"gelt{seat}",
                         label=f"A {colour} gelt marked {seat + 1}")
            for seat, colour in enumerate(SEAT_COLOURS)]
    marks = [gallery_item(_napkin_picture(_square(1, 0 if css in ("movable", "selected") else
                                                  1 if "attack" in css else None, css), 48),
                          name, words, kind=css.replace(" ", "-"), label=f"A square marked {name.lower()}")
             for css, name, words in MARKS]
    faces = [gallery_item(dreidel_html(HEBREW[face]), f"{FACE_NAMES[face]} ({HEBREW[face]})",
                          f"on an attack, {attack}; on a risky spawn, {spawn}", kind=face,
                          label=f"The dreidel showing {FACE_NAMES[face].lower()}")
             for face, (attack, spawn) in FACE_WORDS.items()]
    small = "war-of-lights-gallery war-of-lights-small"
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


def diagram() -> str:
    """Two napkins: the spawn points and exits marked, a step in every direction, and a corner crossing."""
    one, two = _napkin(20, 40), _napkin(260, 40)
    return f"""<figure class="war-of-lights-diagram">
<svg viewBox="0 0 400 232" role="img" aria-labelledby="war-of-lights-diagram-caption">
  <rect width="400" height="232" rx="12" fill="#fbf6ea"/>
  <g font-size="13" fill="#2b2118" font-weight="bold" text-anchor="middle">
    <text x="80" y="28">napkin 1</text><text x="320" y="28">napkin 2</text></g>
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
<figcaption id="war-of-lights-diagram-caption">Two napkins. The dashed ring marks each spawn point (e); the
notched corners a, c, g and i are the exits. On napkin 1 the blue gelt on the spawn point may step to
any of the eight squares around it. The blue gelt on corner g may cross to corner g of napkin 2 (1g-2g,
the green curve): a red gelt stands there, so the move is an attack and the dreidel spins.</figcaption>
</figure>"""



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

RULES_HTML = RULES_TEXT.replace("{diagram}", diagram()).replace("{pieces}", pieces_gallery())
