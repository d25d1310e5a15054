"""The pictures of the Drinking page as inline SVG: the drinks, the players' heads, the hourglass.

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
