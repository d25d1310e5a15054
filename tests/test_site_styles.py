"""Every game's style sheet is linked on every page, so two games must not style the same bare class."""

from __future__ import annotations

import re
from itertools import combinations
from pathlib import Path

GAMES = Path(__file__).resolve().parents[1] / "pygames" / "games"


def bare_classes(sheet: Path) -> set[str]:
    """Classes a sheet styles with no ancestor in front (".stack {", ".stack.selected, ...").

    A rule that only sets custom properties (".seat0 { --pc: ... }") is left out: it styles nothing itself.
    """
    text = re.sub(r"/\*.*?\*/", "", sheet.read_text(), flags=re.S)
    found: set[str] = set()
    for selectors, body in re.findall(r"([^{}@;]+)\{([^{}]*)\}", text):
        declarations = [d.strip() for d in body.split(";") if d.strip()]
        if declarations and all(d.startswith("--") for d in declarations):
            continue
        for selector in selectors.split(","):
            first = selector.strip().split(" ")[0].split(">")[0]
            found |= {m for m in re.findall(r"^\.([\w-]+)", first)}
    return found


def test_no_two_games_style_the_same_bare_class():
    sheets = sorted(GAMES.glob("*/style.css"))
    assert len(sheets) >= 5
    for a, b in combinations(sheets, 2):
        clash = bare_classes(a) & bare_classes(b)
        # The later sheet would silently restyle the other game's elements (Gobblet's .stack squashed
        # Drinking War's fight into a column once its rules moved out of play.css).
        assert not clash, f"{a.parent.name} and {b.parent.name} both style {sorted(clash)}"
