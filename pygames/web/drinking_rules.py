"""The in-app rules page of Drinking."""

RULES_HTML = """
<h2>Drinking</h2>
<p>Two to six players take turns laying drinks on a 7&times;7 board. A random player starts; play
then goes round the table.</p>
<h3>The offer</h3>
<p>Each turn you pick one of the drinks on offer (three by default; one to three as an option). A fresh
drink is worth 10 points and every drink nobody takes gains 10 more each turn. With more than one drink
on offer, the drink you play or drink scores its value.</p>
<h3>Placing</h3>
<ul>
<li>A normal drink has a colour and a shape. It may go on an empty square when every drink beside it
(up, down, left, right) shares its colour or its shape.</li>
<li>A chip goes on any empty square.</li>
<li>A hook lifts any drink off the board.</li>
<li>A barrel goes next to drinks of a single colour, takes that colour, and afterwards only drinks of
that colour may sit beside it.</li>
</ul>
<h3>Stains</h3>
<p>Every drink you place stains its square in your colour. With the "each space" bonus, staining a
square that was not yet yours earns 20 points. With the "entire board" bonus, whoever holds the most
stains at the end earns 200 (shared on a tie).</p>
<h3>Clearing lines</h3>
<p>Filling a whole row or column clears it: it is worth 100 points plus 50 per barrel in it, doubled if
the last drink went on an unstained square. The player with the most stains in that line takes the
points; tied players share them. The drinks leave the board; the stains stay.</p>
<h3>Drinking</h3>
<p>Instead of placing, you may drink an offered drink, and you must when none fits. One drink makes you
tipsy, two drunk, three passed out: you miss your next turn and wake up drunk. Two placements in a row
without drinking sober you up by one step.</p>
<h3>Hourglass</h3>
<p>With the hourglass on, a player who runs out of time drinks the first drink on offer.</p>
<h3>End</h3>
<p>The game ends when every square is stained, when someone reaches the point target (1500 by
default), or after 400 turns. The highest total wins.</p>
<table><tr><th>Source</th><th>Points</th></tr>
<tr><td>Drink played or drunk (2-3 choices)</td><td>its value (10, +10 per turn waiting)</td></tr>
<tr><td>New stain (each-space bonus)</td><td>20</td></tr>
<tr><td>Cleared line</td><td>100 + 50 per barrel, doubled on an unstained square</td></tr>
<tr><td>Most stains (entire-board bonus)</td><td>200</td></tr></table>
"""
