"""The in-app rules of Yacht, in HTML, with the dice and a scorecard drawn by drawing.py as the table
draws them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pygames.games.yacht import CATEGORIES, YACHT
from pygames.games.yacht.drawing import die_svg, scorecard
from pygames.games.yacht.scoring import NAMES, UPPER
from pygames.web.html import gallery, gallery_item

FACE_WORDS = ("One", "Two", "Three", "Four", "Five", "Six")
# A card half way through a game (CATEGORIES order, None while open) and the dice just rolled on it.
SAMPLE_CARD = (3, 6, None, 12, 15, None, 22, None, 25, None, 40, 50, None)
SAMPLE_DICE = (2, 3, 3, 3, 5)


def _die(face: int, kept: bool = False) -> str:
    return f'<span class="die{" kept" if kept else ""}">{die_svg(face)}</span>'


def dice_gallery() -> str:
    """The six faces of a die, and a kept die."""
    items = [gallery_item(_die(face), FACE_WORDS[face - 1], f"counts in {NAMES[UPPER[face - 1]]}",
                          kind=f"face{face}", label=f"A die showing {face}") for face in range(1, 7)]
    items.append(gallery_item(_die(5, kept=True), "Kept", "a die you keep rises, rimmed in gold: the next "
                              "roll leaves it as it is", kind="kept", label="A kept die showing 5"))
    return gallery(items, "The dice", "yacht-gallery")


def sample_view() -> dict[str, Any]:
    """The view of a one-player game half way through, the dice rolled once (the engine's own view)."""
    state = YACHT.initial_state(1, {"joker": "original"})
    assert len(SAMPLE_CARD) == len(CATEGORIES)
    state = replace(state, cards=(SAMPLE_CARD,), dice=SAMPLE_DICE, rolls=1, rolled=SAMPLE_DICE)
    return {**YACHT.view(state, None), "over": False}  # "over" is one of the facts the match adds


def card_figure() -> str:
    """A scorecard as the table draws it, the open boxes showing what the sample dice would score."""
    dice = " ".join(str(d) for d in SAMPLE_DICE)
    return (f'<figure class="yacht-rules-card">{scorecard(sample_view(), ["You"], [])}'
            f"<figcaption>A scorecard in the middle of a game, after a roll of {dice}. Filled boxes show "
            "their points in bold; each open box shows in grey italics what these dice would score there "
            "(9 in Threes, 16 in Chance, 0 where they do not qualify). The upper total counts toward the "
            "63 that earns the bonus.</figcaption></figure>")


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
""" + dice_gallery() + """
<h2>The boxes</h2>
<table class="rules-boxes">
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
""" + card_figure() + """
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
