"""In-app rules page body for War of Lights (HTML string, no scripts, no external resources)."""

RULES_HTML = """
<h2>War of Lights</h2>
<p>Two to six players each guard a small napkin of gelt coins and fight over each other's napkins with
the spin of a dreidel.</p>
<h3>The napkin</h3>
<p>Every napkin is a 3&times;3 grid, squares lettered a to i row by row. The centre (e) is your
<b>spawn point</b>; the four corners (a, c, g, i) are <b>exits</b>. Napkins are numbered by seat, so
<code>2e</code> is the second player's spawn point. You start with a gelt on every square of your napkin
(or, in the <i>cross</i> variant, on b, d, e, f and h only).</p>
<svg width="330" height="120" viewBox="0 0 330 120" role="img" aria-label="two napkins, corner a to corner a">
  <g fill="none" stroke="#555">
    <rect x="10" y="10" width="99" height="99"/><rect x="220" y="10" width="99" height="99"/>
    <path d="M43 10V109M76 10V109M10 43H109M10 76H109M253 10V109M286 10V109M220 43H319M220 76H319"/>
  </g>
  <g font-size="14" text-anchor="middle">
    <text x="26" y="32">a</text><text x="59" y="32">b</text><text x="92" y="32">c</text>
    <text x="26" y="65">d</text><text x="59" y="65" font-weight="bold">e</text><text x="92" y="65">f</text>
    <text x="26" y="98">g</text><text x="59" y="98">h</text><text x="92" y="98">i</text>
    <text x="236" y="32">a</text><text x="302" y="32">c</text><text x="236" y="98">g</text>
    <text x="302" y="98">i</text><text x="269" y="65" font-weight="bold">e</text>
  </g>
  <path d="M30 20C100 -5 180 -5 232 20" stroke="#d12f2f" fill="none" marker-end="url(#h)"/>
  <defs><marker id="h" markerWidth="6" markerHeight="6" refX="5" refY="3" orient="auto">
    <path d="M0 0L6 3L0 6z" fill="#d12f2f"/></marker></defs>
</svg>
<h3>Who starts</h3>
<p>Everyone spins once. Gimel beats hey, hey beats nun, nun beats shin. Players tied for the best face
spin again among themselves until one is left; that player starts and turns then go round the table.</p>
<h3>Your turn: do one of these</h3>
<ul>
<li><b>Step</b> a gelt one square in any direction (sideways, up and down, or diagonally) on the napkin
it is on &mdash; any napkin, not only your own. Written <code>1a-1b</code>.</li>
<li><b>Cross</b> from a corner to the same corner of another napkin: <code>1a-3a</code>.</li>
<li><b>Safe spawn</b> (<code>spawn</code>): if your spawn point is empty, two of your gelt sit on
opposite sides of it (b/h, d/f, a/i or c/g) and you have lost a gelt, a gelt returns to your spawn point.</li>
<li><b>Risky spawn</b> (<code>risk</code>): if your spawn point is empty, one of your gelt is next to it
and you have lost a gelt, spin the dreidel (see below).</li>
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
<tr><td>&#1513; shin</td><td>attacker removed</td><td>your gelt next to the spawn point is lost</td></tr>
</table>
<h3>Winning</h3>
<p>A player with no gelt left is out and is skipped. You win at once when your gelt stand on the spawn
point of every opponent still playing (in games that started with four or more players, any two of them
are enough). Otherwise the last player with gelt wins.</p>
<p>So that every game ends: after 300 turns in a row without any gelt being removed, the game stops and
whoever holds the most gelt wins (ties share the win).</p>
"""
