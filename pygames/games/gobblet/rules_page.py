"""The in-app rules of Gobblet, in HTML, with pictures of the pieces drawn by drawing.py as the board
draws them."""

from __future__ import annotations

from typing import Any

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
    return (f'<span class="square{extra}" style="--cell:{cell}px;width:{cell}px;height:{cell}px">'
            f"{square_inner(stack, n)}</span>")


def pieces_gallery() -> str:
    """Both colours' pieces in every size of both boards, a gobble, a 4x4 stack and a winning line."""
    out = []
    for n, how in ((3, "two of each size per colour"), (4, "three of each size per colour, nested")):
        items = [gallery_item(_square([{"colour": colour, "size": size}], n, 56),
                              f"{colour.capitalize()} {name}", kind=f"{colour}-{size}-of-{n}")
                 for colour in COLOURS for size, name in enumerate(SIZE_NAMES[n], 1)]
        title = f"The pieces of the {n}×{n} game"
        out.append(f"<h3>{title}: {how}</h3>{gallery(items, title, 'gobblet-gallery')}")
    gobble = gallery_item(_square(_stack((("yellow", 1), ("red", 3))), 3, 56), "A gobble",
                          "red's large piece covers a yellow small one; the badge in the corner counts the "
                          "pieces in the stack. Hover over it or focus it in a game to see them all",
                          kind="gobble", label="A red large piece over a yellow small one, 2 in the stack")
    pile = gallery_item(f'<span class="stacks"><span class="stack" style="--cell:56px">'
                        f'{pile_inner("red", [1, 2, 3, 4], 4)}</span></span>', "A stack beside the 4×4 board",
                        "nested cups: the smaller pieces show as rings inside the large one on top, and "
                        "only the top one can come in", kind="reserve-stack",
                        label="A red stack of four: large on top, three smaller rings inside")
    board = "".join(_square(_stack(stack), 3, 34, " win" if i in WON_LINE else "")
                    for i, stack in enumerate(WON))
    line = gallery_item(f'<span class="board n3 gobblet-mini" style="--n:3;--cell:34px">{board}</span>',
                        "A winning line", "red's three visible pieces on a diagonal light up: sizes do not "
                        "matter, and the red large piece in the middle counts though it gobbled a yellow one",
                        kind="line", label="A 3×3 board where red holds a diagonal line")
    shown = gallery([gobble, pile, line], "Stacks and lines", "gobblet-gallery gobblet-wide")
    out.append(f"<h3>Stacks and lines</h3>{shown}")
    return "".join(out)


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
