"""The in-app rules page of Drinking, with pictures of every kind of drink and every mug drawn by the
functions that draw the board (art.py), so the two never differ."""

from pygames.games.drinking import COLOUR_NAMES, MUGS, SHAPE_NAMES
from pygames.games.drinking.art import HOURGLASS, drink_svg, head_svg, mug_svg, square_inner
from pygames.games.drinking.form import MUG_POWERS, SPECIAL_WORDS
from pygames.web.html import gallery, gallery_item

# How each drunkenness level shows on a player's head, in this page's words.
LEVEL_WORDS = (("Sober", "clear eyes and a smile"), ("Tipsy", "one drink down: pink cheeks"),
               ("Drunk", "two drinks down: squinting, red cheeks, a wobbly mouth"),
               ("Passed out", "three drinks: crossed-out eyes (on the table the head lies tipped over); "
                              "misses the next turn"))


def drinks_gallery() -> str:
    """Every shape (in red), every colour (as a mug), and the chip, the hook and the barrels."""
    shapes = [gallery_item(drink_svg({"kind": "normal", "colour": 0, "shape": n}), f"Red {name}",
                           kind=f"shape-{name}") for n, name in enumerate(SHAPE_NAMES)]
    colours = [gallery_item(drink_svg({"kind": "normal", "colour": n, "shape": 0}),
                            f"{name.capitalize()} mug", kind=f"colour-{name}")
               for n, name in enumerate(COLOUR_NAMES)]
    specials = [gallery_item(drink_svg({"kind": kind, "colour": None}), kind.capitalize(),
                             SPECIAL_WORDS[kind], kind=kind) for kind in ("chip", "hook", "barrel")]
    specials.append(gallery_item(drink_svg({"kind": "barrel", "colour": 3}), "Blue barrel",
                                 "a barrel once placed: its hoops take the colour it took",
                                 kind="barrel-placed"))
    return (f"<h4>Shapes</h4>{gallery(shapes, 'Shapes', 'drink-gallery')}"
            f"<h4>Colours</h4>{gallery(colours, 'Colours', 'drink-gallery')}"
            f"<h4>Special drinks</h4>{gallery(specials, 'Special drinks', 'drink-gallery')}")


def stains_gallery() -> str:
    """A square stained by each seat, as the board tints it, with the seat's number in its corner."""
    items = [gallery_item(f'<span class="drink-board gallery-square"><span class="sq stain{seat}">'
                          f'{square_inner({"kind": "normal", "colour": 0, "shape": 1}, seat)}</span></span>',
                          f"Player {seat + 1}", kind=f"stain{seat}",
                          label=f"A red glass on a square stained by player {seat + 1}")
             for seat in range(6)]
    return gallery(items, "Stains", "drink-gallery")


def heads_gallery() -> str:
    """A player's head at each drunkenness level, and the hourglass."""
    items = [gallery_item(head_svg(level), name, words, kind=f"level{level}", label=f"Head: {name.lower()}")
             for level, (name, words) in enumerate(LEVEL_WORDS)]
    items.append(gallery_item(HOURGLASS, "Hourglass", "its sand runs down while the player to move thinks",
                              kind="hourglass"))
    return gallery(items, "Heads and hourglass", "drink-gallery")


def mugs_gallery() -> str:
    """Every mug with its power."""
    return gallery([gallery_item(mug_svg(mug), mug.capitalize(), MUG_POWERS[mug].split(": ", 1)[1], kind=mug)
                    for mug in MUGS], "Mugs", "drink-gallery")


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
""" + drinks_gallery() + """
<h3>Stains</h3>
<p>A square stained by each player: its colour, and the player's number in its corner.</p>
""" + stains_gallery() + """
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
""" + heads_gallery() + """
<h3>Hourglass</h3>
<p>Every move is timed: 30 seconds by default, set when the game is created (0 makes an untimed game).
A player who runs out of time drinks the first drink on offer, even one they had picked on screen
(in a game between browsers the host's clock decides and cannot see what was picked); the move list
says the time ran out. Computer players never wait for the sand.</p>
<h3>Mugs</h3>
<p>In the classic game nobody's mug matters. Set up a game with mugs and each player's mug gives a
power:</p>
""" + mugs_gallery() + """
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
