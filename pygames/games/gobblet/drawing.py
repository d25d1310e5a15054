"""The Gobblet board drawn from a view, as HTML (pure: board.py puts it on the page and wires it).

The squares and reserve stacks are buttons carrying `data-square` / `data-reserve`, which is what
board.py's pointer and key handlers read back; `legal` (what the person at this screen may play)
decides what is marked movable and where a picked piece may go.
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, _, ngettext
from pygames.games.gobblet import COLOURS, SEAT_NAMES, SIZE_NAMES, controls, square_name
from pygames.web.html import attrs, esc

VIEW_GROUPS = [  # (caption, [(change, label, title)]); the keys do the same; words go through _() when drawn
    (N_("Turn"), [("left", "↺", N_("Rotate left (←)")), ("right", "↻", N_("Rotate right (→)"))]),
    (N_("Tilt"), [("up", "⤒", N_("Tilt away (↑)")), ("down", "⤓", N_("Tilt back (↓)"))]),
    (N_("Zoom"), [("zoom-out", "−", N_("Zoom out (-)")), ("zoom-in", "+", N_("Zoom in (=)"))]),
    (N_("Size"), [("smaller", "−", N_("Smaller board (_)")), ("larger", "+", N_("Larger board (+)"))]),
    ("", [("reset", N_("Reset"), N_("Straighten and reset the view"))]),
]
COLOUR_WORDS = {"red": N_("red"), "yellow": N_("yellow")}  # a piece's colour inside a sentence


def piece_words(colour: str, size: str) -> str:
    """A piece in words ("red large"), in the current language."""
    return _("{colour} {size}").format(colour=_(COLOUR_WORDS[colour]), size=_(size))


def board_html(view: dict[str, Any], legal: list[str], selected: str | None = None,
               visited: str | None = None, who: tuple[str, str] = ("Red", "Yellow")) -> str:
    """The reserves and the board as HTML: `selected` is the picked piece ("r3" or a square), `visited`
    the square the keyboard was last on, `who` the label of each seat."""
    n = view["size"]
    targets = controls.targets(legal, selected)
    sources = controls.sources(legal)
    order = [square_name(n, row * n + col) for row in range(n - 1, -1, -1) for col in range(n)]
    home = controls.home_square(order, selected, targets, sources, visited)
    rows = []
    for row in range(n - 1, -1, -1):
        cells = [square_html(view, row * n + col, targets, sources, selected, home) for col in range(n)]
        rows.append(f'<div class="gobblet-board-row" role="row">{"".join(cells)}</div>')
    board = (f'<div class="gobblet-board-view"><div class="gobblet-board n{n}" role="grid" '
             f'aria-label="{esc(_("Gobblet board {n} by {n}").format(n=n))}" style="--n:{n}">{"".join(rows)}'
             f"{coordinates(order)}</div></div>")
    reserves = [reserve_html(view, seat, sources, selected, who[seat]) for seat in (0, 1)]
    return (f'<div class="gobblet-table n{n}" style="--n:{n}">{reserves[1]}'
            f'{board}{reserves[0]}</div>{view_bar()}'
            f'<div class="gobblet-stack-pop" id="stack-pop" role="tooltip" hidden></div>')


def square_html(view: dict[str, Any], index: int, targets: dict[str, str], sources: set[str],
                selected: str | None, home: str | None) -> str:
    """One square: a grid cell button with its top piece and, on a stack, the depth badge."""
    n = view["size"]
    name = square_name(n, index)
    stack = view["squares"][index]
    classes = ["gobblet-square"]
    if name in targets:
        classes.append("target")
    if name == selected:
        classes.append("selected")
    if name in set(view["line"]):
        classes.append("win")
    if name in sources:
        classes.append("movable")
    label = square_label(view, name, stack)
    return (f'<button {attrs(class_=" ".join(classes), data_square=name, data_depth=len(stack))} '
            f'{attrs(role="gridcell", aria_label=label, tabindex=0 if name == home else -1)}>'
            f"{square_inner(stack, n)}</button>")


def square_inner(stack: list[dict[str, Any]], n: int) -> str:
    """What a square shows: its top piece and, on a stack, the badge counting its pieces."""
    depth = f'<span class="gobblet-depth" aria-hidden="true">{len(stack)}</span>' if len(stack) > 1 else ""
    return (piece(stack[-1], n, "top") if stack else "") + depth


def coordinates(order: list[str]) -> str:
    """Ranks up the left edge and files along the bottom edge, as on a chess board.

    They lie over the squares rather than inside them, so each square's name stays its label alone.
    """
    n = int(len(order) ** 0.5)
    ranks = "".join(f'<span class="gobblet-coord rank" style="--r:{r}">{order[r * n][1:]}</span>'
                    for r in range(n))
    files = "".join(f'<span class="gobblet-coord file" style="--c:{c}">{order[c][0]}</span>'
                    for c in range(n))
    return f'<div class="gobblet-coords" aria-hidden="true">{ranks}{files}</div>'


def view_bar() -> str:
    """Buttons for the view keys: rotate, tilt, zoom, size, reset."""
    groups = "".join(
        '<span class="gobblet-view-group">'
        + (f'<span class="gobblet-view-caption">{esc(_(caption))}</span>' if caption else "")
        + "".join(f'<button class="gobblet-view-button" {attrs(data_act="view", data_view=change)} '
                  f'{attrs(aria_label=_(title), title=_(title))}>'
                  f"{esc(label if len(label) == 1 else _(label))}</button>"  # a symbol is not a word
                  for change, label, title in buttons)
        + "</span>" for caption, buttons in VIEW_GROUPS)
    return f'<div class="gobblet-view-bar" role="toolbar" aria-label="{esc(_("Board view"))}">{groups}</div>'


def reserve_html(view: dict[str, Any], seat: int, sources: set[str], selected: str | None, who: str) -> str:
    """A colour's pieces off the board: one button per size on 3x3, one per stack on 4x4."""
    colour = COLOURS[seat]
    n = view["size"]
    mine = view["turn"] == colour and not view["over"]
    piles = view["reserves"][seat]
    if n == 3:  # identical loose pieces: show each size once with how many are left
        sizes = [p[-1] for p in piles]
        piles = [[size] * sizes.count(size) for size in sorted(set(sizes))]
    buttons, marked = [], False
    for pile in piles:
        size = pile[-1]
        key = f"r{size}"
        playable = mine and key in sources
        chosen = playable and selected == key and not marked
        marked = marked or chosen
        classes = ["stack"] + (["movable"] if playable else []) + (["selected"] if chosen else [])
        name = SIZE_NAMES[n][size - 1]
        label = (ngettext("{piece} piece off the board, {n} left", "{piece} piece off the board, {n} left",
                          len(pile)).format(piece=piece_words(colour, name), n=len(pile)) if n == 3
                 else ngettext("{colour} stack of {n}, {size} on top", "{colour} stack of {n}, {size} on top",
                               len(pile)).format(colour=_(COLOUR_WORDS[colour]), n=len(pile), size=_(name)))
        buttons.append(
            f'<button {attrs(class_=" ".join(classes), data_reserve=key, data_colour=colour)} '
            f'{attrs(aria_label=label, title=label, disabled=not playable)}>'
            f"{pile_inner(colour, pile, n)}</button>")
    pieces = sum(len(p) for p in view["reserves"][seat])
    return (f'<div class="gobblet-reserve {colour}{" to-move" if mine else ""}" '
            f'data-testid="reserve-{colour}">'
            f'<span class="gobblet-reserve-label">{esc(who)}</span>'
            f'<span class="gobblet-reserve-count">{esc(_("{n} off the board").format(n=pieces))}</span>'
            f'<div class="gobblet-stacks">{"".join(buttons)}</div></div>')


def pile_inner(colour: str, pile: list[int], n: int) -> str:
    """What a pile beside the board shows: its top piece, on 4x4 the smaller pieces nested inside it as
    rings, and how many it holds (`pile`: the sizes, bottom first)."""
    count = f'<span class="gobblet-depth">{len(pile)}</span>' if len(pile) > 1 else ""
    # A 4x4 stack is nested cups: the smaller pieces inside show as rings in the top one.
    inner = "".join(piece({"colour": colour, "size": k}, n, "inner") for k in pile[-2::-1]) if n == 4 else ""
    return f'{piece({"colour": colour, "size": pile[-1]}, n, "top")}{inner}{count}'


def piece(piece: dict[str, Any], n: int, layer: str) -> str:
    """One piece: a disc sized by its rank (the top one of a place marked for the last-move glide)."""
    marker = " data-piece" if layer == "top" else ""
    return (f'<span class="gobblet-piece {piece["colour"]} {layer} s{piece["size"]}"{marker} '
            f'style="--k:{piece["size"] / n:.3f}" aria-hidden="true"></span>')


def square_label(view: dict[str, Any], name: str, stack: list[dict[str, Any]]) -> str:
    """What a screen reader and a hover say about a square: its whole stack, top first."""
    if not stack:
        return _("{square}, empty").format(square=name)
    sizes = SIZE_NAMES[view["size"]]
    parts = [piece_words(p["colour"], sizes[p["size"] - 1]) for p in reversed(stack)]
    pieces = _(", over ").join(parts)
    if len(stack) == 1:
        return _("{square}: {pieces}").format(square=name, pieces=pieces)
    # The depth badge shows the count, so the name carries it too (what is seen is what is said).
    return _("{square}: {pieces}, {n} pieces").format(square=name, pieces=pieces, n=len(stack))


def result_text(view: dict[str, Any]) -> str:
    """How the game ended, in words."""
    if view["result"] == "draw":  # the only draw: a position seen a third time
        return _("Draw: the same position came up a third time")
    seat = COLOURS.index(view["result"])
    winner, loser = _(SEAT_NAMES[seat]), _(SEAT_NAMES[1 - seat])
    if view["reason"].startswith("uncovered"):
        return _("{winner} wins: {loser} uncovered {colour}'s line").format(
            winner=winner, loser=loser, colour=_(COLOUR_WORDS[view["result"]]))
    if view["line"]:
        squares = ", ".join(view["line"])
        return _("{winner} wins with a line ({squares})").format(winner=winner, squares=squares)
    return _("{winner} wins with a line").format(winner=winner)


def last_move(seat: int, action: str) -> tuple[str, ...]:
    """Where `seat`'s `action` took a piece from and to, as CSS selectors inside the board area."""
    if len(action) == 3:
        return (f'.gobblet-reserve [data-reserve="r{action[0]}"][data-colour="{COLOURS[seat]}"]',
                f'[data-square="{action[1:]}"]')
    if len(action) == 4:
        return f'[data-square="{action[:2]}"]', f'[data-square="{action[2:]}"]'
    return ()
