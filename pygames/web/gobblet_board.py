"""The Gobblet board: squares and reserves as HTML buttons; pick a piece, then a square, or drag it.

Selection and dragging are UI state and live here, never in the match: a rewind or a reload simply
drops them.
"""

from __future__ import annotations

from typing import Any

from pyscript import document

from pygames.games.gobblet import SIZE_NAMES, square_name
from pygames.web.catalogue import Listing
from pygames.web.dom import attrs, closest, data, esc, on

DRAG_START_PX = 6  # a press that moves less than this is a click, not a drag


class GobbletBoard:
    """Draws a Gobblet position and turns clicks, drags and keys into action strings."""

    def __init__(self, page: Any):
        self.page = page
        self.selected: str | None = None  # "r3" for a size-3 reserve piece, or a square name like "b2"
        self.legal: list[str] = []
        self.view: dict[str, Any] = {}
        self.area: Any = None
        self.drag: dict[str, Any] | None = None
        self.suppress_click = False

    def attach(self, area: Any) -> None:
        """Take over the board area element and listen to its pointer events."""
        self.area = area
        on(area, "click", self.on_click)
        on(area, "pointerdown", self.on_pointer_down)
        on(area, "pointermove", self.on_pointer_move)
        on(area, "pointerup", self.on_pointer_up)
        on(area, "pointercancel", lambda _e: self.end_drag())

    # -- what may be picked and where it may go -----------------------------------------------------
    def sources(self) -> set[str]:
        """Everything the person to move can pick up now."""
        return {("r" + a[0]) if len(a) == 3 else a[:2] for a in self.legal}

    def targets(self, source: str | None) -> dict[str, str]:
        """Square name -> action, for every square the picked piece may go to."""
        if source is None:
            return {}
        if source.startswith("r"):
            return {a[1:]: a for a in self.legal if len(a) == 3 and a[0] == source[1:]}
        return {a[2:]: a for a in self.legal if len(a) == 4 and a[:2] == source}

    # -- drawing ------------------------------------------------------------------------------------
    def render(self, view: dict[str, Any], legal: list[str]) -> None:
        """Redraw the board for `view`; `legal` holds the actions a person may take now."""
        self.view, self.legal = view, legal
        if self.selected not in self.sources():
            self.selected = None
        self.area.innerHTML = self.html()

    def html(self) -> str:
        """The reserves and the board as HTML."""
        view = self.view
        n = view["size"]
        targets = self.targets(self.selected)
        sources = self.sources()
        line = set(view["line"])
        cells = []
        for row in range(n - 1, -1, -1):
            for col in range(n):
                index = row * n + col
                name = square_name(n, index)
                stack = view["squares"][index]
                classes = ["square"]
                if name in targets:
                    classes.append("target")
                if name == self.selected:
                    classes.append("selected")
                if name in line:
                    classes.append("win")
                if name in sources:
                    classes.append("movable")
                label = self.square_label(name, stack)
                depth = f'<span class="depth" aria-hidden="true">{len(stack)}</span>' if len(stack) > 1 else ""
                top = self.piece(stack[-1], n, "top") if stack else ""
                cells.append(
                    f'<button {attrs(class_=" ".join(classes), data_square=name, aria_label=label, title=label)}>'
                    f"{top}{depth}</button>")
        board = (f'<div class="board n{n}" role="grid" aria-label="Gobblet board {n} by {n}" '
                 f'style="--n:{n}">{"".join(cells)}</div>')
        return (f'<div class="gobblet-table n{n}">{self.reserve(1, sources)}'
                f'{board}{self.reserve(0, sources)}</div>')

    def reserve(self, seat: int, sources: set[str]) -> str:
        """A colour's pieces off the board: one button per size on 3x3, one per stack on 4x4."""
        colour = ("red", "yellow")[seat]
        n = self.view["size"]
        mine = self.view["turn"] == colour and not self.view["over"]
        piles = self.view["reserves"][seat]
        if n == 3:  # identical loose pieces: show each size once with how many are left
            sizes = [p[-1] for p in piles]
            piles = [[size] * sizes.count(size) for size in sorted(set(sizes))]
        buttons, marked = [], False
        for pile in piles:
            size = pile[-1]
            key = f"r{size}"
            playable = mine and key in sources
            selected = playable and self.selected == key and not marked
            marked = marked or selected
            classes = ["stack"] + (["movable"] if playable else []) + (["selected"] if selected else [])
            name = SIZE_NAMES[n][size - 1]
            label = (f"{colour} {name} piece off the board, {len(pile)} left" if n == 3
                     else f"{colour} stack of {len(pile)}, {name} on top")
            count = f'<span class="depth">{len(pile)}</span>' if len(pile) > 1 else ""
            buttons.append(
                f'<button {attrs(class_=" ".join(classes), data_reserve=key, data_colour=colour, aria_label=label, title=label, disabled=not playable)}>'
                f'{self.piece({"colour": colour, "size": size}, n, "top")}{count}</button>')
        count = sum(len(p) for p in self.view["reserves"][seat])
        return (f'<div class="reserve {colour}{" to-move" if mine else ""}" data-testid="reserve-{colour}">'
                f'<span class="reserve-label">{colour.capitalize()} · {count} off the board</span>'
                f'<div class="stacks">{"".join(buttons)}</div></div>')

    @staticmethod
    def piece(piece: dict[str, Any], n: int, layer: str) -> str:
        """One piece: a disc sized by its rank."""
        return (f'<span class="piece {piece["colour"]} {layer} s{piece["size"]}" '
                f'style="--k:{piece["size"] / n:.3f}" aria-hidden="true"></span>')

    def square_label(self, name: str, stack: list[dict[str, Any]]) -> str:
        """What a screen reader and a hover say about a square: its whole stack, top first."""
        if not stack:
            return f"{name}, empty"
        sizes = SIZE_NAMES[self.view["size"]]
        parts = [f'{p["colour"]} {sizes[p["size"] - 1]}' for p in reversed(stack)]
        return f"{name}: " + ", over ".join(parts)

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        if view["result"] == "draw":
            return f"Draw: {view['reason']}"
        winner = view["result"].capitalize()
        loser = "Yellow" if view["result"] == "red" else "Red"
        if view["reason"].startswith("uncovered"):
            return f"{winner} wins: {loser} uncovered {winner.lower()}'s line"
        return f"{winner} wins with a line" + (f" ({', '.join(view['line'])})" if view["line"] else "")

    # -- input --------------------------------------------------------------------------------------
    def pick_or_drop(self, key: str) -> None:
        """A press on a reserve piece or a square: pick it up, put the picked piece there, or let go."""
        targets = self.targets(self.selected)
        if self.selected and key in targets:
            self.selected = None
            self.page.play(targets[key])
            return
        self.selected = None if key == self.selected or key not in self.sources() else key
        self.area.innerHTML = self.html()
        self.refocus(key)

    def refocus(self, key: str) -> None:
        """Keep keyboard focus on the element a person just pressed after a redraw."""
        selector = f'[data-reserve="{key}"]' if key.startswith("r") else f'[data-square="{key}"]'
        element = self.area.querySelector(selector)
        if element:  # querySelector's null is falsy
            element.focus()

    def on_click(self, event: Any) -> None:
        """Clicks, taps and Enter/Space on board buttons."""
        if self.suppress_click:
            self.suppress_click = False
            return
        element = closest(event, "[data-square], [data-reserve]")
        if element is None or not self.legal:
            return
        self.pick_or_drop(data(element, "reserve") or data(element, "square"))

    def on_pointer_down(self, event: Any) -> None:
        """Start of a possible drag from a piece the person may move."""
        element = closest(event, "[data-square], [data-reserve]")
        if element is None or event.button != 0:
            return
        key = data(element, "reserve") or data(element, "square")
        if key in self.sources():
            self.drag = {"key": key, "x": event.clientX, "y": event.clientY, "moving": False, "ghost": None}

    def on_pointer_move(self, event: Any) -> None:
        """Move the dragged piece with the pointer and show where it would land."""
        drag = self.drag
        if drag is None:
            return
        if not drag["moving"]:
            if abs(event.clientX - drag["x"]) + abs(event.clientY - drag["y"]) < DRAG_START_PX:
                return
            drag["moving"] = True
            self.selected = drag["key"]
            self.area.innerHTML = self.html()
            self.area.classList.add("dragging")
            drag["ghost"] = self.make_ghost(drag["key"])
        ghost = drag["ghost"]
        if ghost:
            ghost.style.transform = f"translate({event.clientX}px, {event.clientY}px) translate(-50%, -50%)"
        for old in self.area.querySelectorAll(".landing"):
            old.classList.remove("landing")
        over = self.square_at(event)
        if over is not None and data(over, "square") in self.targets(self.selected):
            over.classList.add("landing")

    def on_pointer_up(self, event: Any) -> None:
        """Drop a dragged piece on the square under the pointer."""
        drag = self.drag
        if drag is None or not drag["moving"]:
            self.drag = None
            return
        over = self.square_at(event)
        self.end_drag()
        self.suppress_click = True
        targets = self.targets(self.selected)
        if over is not None and data(over, "square") in targets:
            self.selected = None
            self.page.play(targets[data(over, "square")])
        else:
            self.area.innerHTML = self.html()

    def square_at(self, event: Any) -> Any:
        """The board square under the pointer, if any."""
        hit = document.elementFromPoint(event.clientX, event.clientY)
        return (hit.closest("[data-square]") or None) if hit else None

    def make_ghost(self, key: str) -> Any:
        """A copy of the dragged piece that follows the pointer."""
        selector = f'[data-reserve="{key}"] .piece.top' if key.startswith("r") else f'[data-square="{key}"] .piece.top'
        piece = self.area.querySelector(selector)
        if piece is None:
            return None
        ghost = piece.cloneNode(True)
        ghost.classList.add("ghost")
        rect = piece.getBoundingClientRect()
        ghost.style.width = f"{rect.width}px"
        ghost.style.height = f"{rect.height}px"
        document.body.appendChild(ghost)
        return ghost

    def end_drag(self) -> None:
        """Forget a drag in progress and remove its ghost."""
        if self.drag and self.drag.get("ghost"):
            self.drag["ghost"].remove()
        self.drag = None
        if self.area:
            self.area.classList.remove("dragging")

    def on_action(self, act: str, element: Any) -> None:
        """Gobblet has no buttons of its own beyond the board."""

    def on_key(self, event: Any) -> None:
        """Escape lets go of a picked piece."""
        if event.key == "Escape" and self.selected:
            self.selected = None
            self.area.innerHTML = self.html()


def _read_options(form: Any) -> dict[str, Any]:
    checked = form.querySelector('input[name="size"]:checked')
    return {"size": int(checked.value) if checked else 3}


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
<p>Click or tap one of your pieces (on the board or beside it), then a highlighted square; or drag the
piece there. With a keyboard, move with Tab and press Enter or Space. Escape lets go of a picked piece;
&lt; takes back a move and &gt; replays it.</p>
</section>
"""

LISTING = Listing(
    id="gobblet",
    title="Gobblet",
    blurb="Three (or four) in a row, where big pieces gobble small ones. 3×3 or 4×4.",
    seat_names=lambda players: ["Red", "Yellow"],
    option_fields=("<fieldset><legend>Board</legend>"
                   '<label class="choice"><input type="radio" name="size" value="3" checked '
                   'data-testid="size3"> 3×3 · six pieces each (Gobblet Jr.)</label>'
                   '<label class="choice"><input type="radio" name="size" value="4" data-testid="size4"> '
                   "4×4 · twelve pieces in three stacks</label></fieldset>"),
    read_options=_read_options,
    board=GobbletBoard,
    rules_html=RULES_HTML,
    describe_options=lambda options: f"{options['size']}×{options['size']}",
    icon=('<svg viewBox="0 0 64 64" width="64" height="64"><rect x="4" y="4" width="56" height="56" rx="8" '
          'fill="#c8935a"/><circle cx="22" cy="22" r="12" fill="#d6453d"/><circle cx="42" cy="42" r="14" '
          'fill="#f3c33c"/><circle cx="42" cy="22" r="7" fill="#d6453d"/></svg>'),
)
