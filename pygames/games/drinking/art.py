"""The pictures of the Drinking page as inline SVG: the drinks, the mugs, the players' heads, the hourglass,
for the board and for the rules page's gallery of every kind (pygames/games/drinking/rules_page.py).

Pure strings, no browser import. Colours are drawn from the view's colour and shape numbers, which
follow pygames.games.drinking (COLOUR_NAMES, SHAPE_NAMES).
"""

from __future__ import annotations

from typing import Any

INK = "#2b2118"
DRINK_FILLS = ("#d8383a", "#f4c22b", "#2f9a48", "#2f6ad8", "#8b4cc9", "#f07a1c")
BARREL_WOOD, CHIP_FACE, CHIP_RIM = "#a2682f", "#f7f0de", "#b3402a"

# One silhouette per shape, on a 40 x 44 canvas: (the filled body, the outline-only parts).
SHAPES = (
    # mug: a straight tankard with a handle
    ('<path d="M9 11h19v25a4 4 0 0 1-4 4H13a4 4 0 0 1-4-4z"/>',
     '<path d="M28 16h4a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-4" fill="none" stroke-width="3"/>'
     '<path d="M9 11c2-4 17-4 19 0" fill="#fbf6ea"/>'),
    # glass: a round wine glass
    ('<path d="M10 6h20c1 13-3 19-10 19S9 19 10 6z"/>',
     '<path d="M19 25h2v11h-2z" fill="#fbf6ea"/><path d="M12 37h16v3H12z" fill="#fbf6ea"/>'),
    # bottle
    ('<path d="M16 13c-4 2-6 5-6 9v17a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V22c0-4-2-7-6-9V4h-8z"/>',
     '<path d="M15 3h10v4H15z" fill="#fbf6ea"/><path d="M12 25h16v8H12z" fill="#fbf6ea" opacity="0.85"/>'),
    # flute: a tall champagne glass
    ('<path d="M14 3h12l-1 19c0 4-2 6-5 6s-5-2-5-6z"/>',
     '<path d="M19 28h2v9h-2z" fill="#fbf6ea"/><ellipse cx="20" cy="39" rx="8" ry="2.5" fill="#fbf6ea"/>'),
    # tumbler: a short, wide glass
    ('<path d="M6 14h28l-3 26H9z"/>',
     '<path d="M6 14h28" fill="none" stroke-width="3"/><path d="M9 30h22" fill="none" opacity="0.6"/>'),
    # cocktail: a cone on a stem
    ('<path d="M5 7h30L20 24z"/>',
     '<path d="M19 24h2v12h-2z" fill="#fbf6ea"/><path d="M12 37h16v3H12z" fill="#fbf6ea"/>'
     '<circle cx="29" cy="6" r="3.5" fill="#2f9a48"/>'),
)


def _svg(body: str, label: str = "") -> str:
    role = f'role="img" aria-label="{label}"' if label else 'aria-hidden="true"'
    return (f'<svg class="drink-art" viewBox="0 0 40 44" {role} focusable="false" stroke="{INK}" '
            f'stroke-width="2" stroke-linejoin="round">{body}</svg>')


def drink_svg(cell: dict[str, Any]) -> str:
    """One drink of the view (a board cell or an offered drink) as a picture."""
    kind = cell["kind"]
    if kind == "normal":
        body, extra = SHAPES[cell["shape"]]
        fill = DRINK_FILLS[cell["colour"]]
        return _svg(f'<g fill="{fill}">{body}</g>{extra}')
    if kind == "chip":
        return _svg(f'<circle cx="20" cy="22" r="15" fill="{CHIP_FACE}"/>'
                    f'<circle cx="20" cy="22" r="12" fill="none" stroke="{CHIP_RIM}" stroke-width="5" '
                    f'stroke-dasharray="5 4.4"/><circle cx="20" cy="22" r="6" fill="{CHIP_RIM}"/>')
    if kind == "hook":
        hook = '<path d="M25 4v20a8 8 0 0 1-16 0v-4" fill="none" stroke-linecap="round" '
        return _svg(f'{hook}stroke-width="5"/>{hook}stroke="#c9ccd1" stroke-width="2.5"/>'
                    '<path d="M5 22l4-5 4 5z" fill="#c9ccd1"/>')
    hoops = DRINK_FILLS[cell["colour"]] if cell.get("colour") is not None else "#55585e"
    return _svg(f'<path d="M11 5q-5 17 0 34h18q5-17 0-34z" fill="{BARREL_WOOD}"/>'
                f'<path d="M9 12h22M9 32h22" stroke="{hoops}" stroke-width="5"/>'
                f'<path d="M15 6v32M25 6v32" fill="none" opacity="0.35"/>')


# Eyes and mouth by drunkenness: sober, tipsy, drunk, passed out.
FACES = (
    '<circle cx="16" cy="19" r="2.2"/><circle cx="28" cy="19" r="2.2"/>'
    '<path d="M15 27q7 6 14 0" fill="none"/>',
    '<circle cx="16" cy="19" r="2.2"/><circle cx="28" cy="19" r="2.2"/>'
    '<circle cx="12" cy="25" r="3" fill="#f08a8a" stroke="none"/>'
    '<circle cx="32" cy="25" r="3" fill="#f08a8a" stroke="none"/><path d="M15 27q7 5 14 0" fill="none"/>',
    '<path d="M13 19q3-3 6 0M25 19q3-3 6 0" fill="none"/>'
    '<circle cx="12" cy="25" r="3.5" fill="#e35d5d" stroke="none"/><circle cx="32" cy="25" r="3.5" '
    'fill="#e35d5d" stroke="none"/><path d="M14 29q2-3 4 0t4 0 4 0 4 0" fill="none"/>',
    '<path d="M13 16l6 6M19 16l-6 6M25 16l6 6M31 16l-6 6" fill="none"/><path d="M16 29h12" fill="none"/>'
    '<text x="31" y="9" font-size="9" font-weight="700" fill="#fbf6ea" stroke="none">z</text>',
)


def head_svg(level: int) -> str:
    """A player's head, its face showing how drunk they are."""
    face = FACES[min(level, 3)]
    skin = "#f3d2a2" if level < 2 else "#f4bfa0"
    return (f'<svg class="head-art" viewBox="0 0 44 40" aria-hidden="true" focusable="false" '
            f'stroke="{INK}" stroke-width="2" stroke-linecap="round">'
            f'<circle cx="22" cy="22" r="16" fill="{skin}"/>{face}</svg>')


HOURGLASS = ('<svg class="glass-art" viewBox="0 0 24 32" aria-hidden="true" focusable="false" '
             f'fill="none" stroke="{INK}" stroke-width="2"><path d="M4 2h16M4 30h16"/>'
             '<path d="M6 2c0 9 12 9 12 14S6 21 6 30M18 2c0 9-12 9-12 14s12 5 12 14"/>'
             '<path d="M9 26l3-4 3 4z" fill="#d9a441" stroke="none"/></svg>')


# One small picture per mug power, on the drinks' 40 x 44 canvas: (the filled body, its fill, the details).
MUG_ART = {
    "wooden cup": ('<path d="M10 10h20l-2 28H12z"/>', "#b07a45",
                   '<path d="M11 18h18M12 28h16" fill="none" opacity="0.5"/>'),
    "goblet": ('<path d="M9 6h22c0 12-5 17-11 17S9 18 9 6z"/>', "#e0b341",
               '<path d="M18 23h4v10h-4z" fill="#e0b341"/><path d="M11 36h18v4H11z" fill="#e0b341"/>'),
    "pitcher": ('<path d="M12 8h16l3 6-3 4v20a3 3 0 0 1-3 3H15a3 3 0 0 1-3-3z"/>', "#6f9fd8",
                '<path d="M12 14c-6 0-6 12 0 12" fill="none" stroke-width="3"/>'),
    "flagon": ('<path d="M15 4h10v8c5 3 7 7 7 12v14a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V24c0-5 2-9 7-12z"/>',
               "#8c6bb1", '<path d="M14 3h12v3H14z" fill="#fbf6ea"/>'),
    "stein": ('<path d="M8 12h20v26a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z"/>', "#9aa3ab",
              '<path d="M7 7h22v5H7z" fill="#6b737a"/><path d="M28 16h5a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3h-5" '
              'fill="none" stroke-width="3"/>'),
    "horn": ('<path d="M6 8c4 0 6 2 8 6l14 22c1 2 4 2 6 0l1-2c-9-16-15-26-29-30z"/>', "#e8d3a8",
             '<path d="M12 12l3-3M18 20l3-3M24 28l3-3" fill="none"/>'),
    "tankard": ('<path d="M9 10h20v28H9z"/>', "#c9ccd1",
                '<path d="M29 15h4a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3h-4" fill="none" stroke-width="3"/>'
                '<path d="M9 17h20M9 31h20" fill="none"/>'),
    "skull": ('<path d="M20 6c-8 0-13 5-13 13 0 5 3 8 5 9v6h16v-6c2-1 5-4 5-9 0-8-5-13-13-13z"/>', "#f2eee2",
              '<circle cx="15" cy="20" r="3.5" fill="#2b2118"/>'
              '<circle cx="25" cy="20" r="3.5" fill="#2b2118"/>'
              '<path d="M16 34v4M20 34v4M24 34v4" fill="none"/>'),
    "chalice": ('<path d="M8 6h24c0 11-5 16-12 16S8 17 8 6z"/>', "#d9a441",
                '<path d="M18 22h4v11h-4z" fill="#d9a441"/><path d="M10 36h20v4H10z" fill="#d9a441"/>'
                '<circle cx="20" cy="12" r="3" fill="#c0392b"/>'),
}


def mug_svg(mug: str, label: str = "") -> str:
    """The picture of a mug power (one of MUG_ART's names)."""
    body, fill, extra = MUG_ART[mug]
    return _svg(f'<g fill="{fill}">{body}</g>{extra}', label).replace('class="drink-art"', 'class="mug-art"')


def square_inner(cell: dict[str, Any] | None, stain: int, ghost: dict[str, Any] | None = None) -> str:
    """What a board square holds: its drink, the picked drink's ghost over it, its stain's seat number."""
    inner = drink_svg(cell) if cell else ""
    if ghost:
        inner += f'<span class="ghost">{drink_svg(ghost)}</span>'
    if stain >= 0:
        inner += f'<span class="mark" aria-hidden="true">{stain + 1}</span>'
    return inner
