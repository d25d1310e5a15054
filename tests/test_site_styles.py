"""Every game's style sheet is linked on every page, so two games must not style the same bare class; and no
sheet keeps the page repainting while it waits on a person."""

from __future__ import annotations

import re
from itertools import combinations
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "pygames" / "games"
SITE_CSS = ROOT / "site" / "css"
# Properties a browser animates on the compositor, without painting the page again each frame.
COMPOSITED = {"opacity", "transform"}
# Endless on purpose, and short-lived: the last seconds of an hourglass beat in two steps a second.
ENDLESS_PAINTS = {"tick"}


def first_compounds(sheet: Path) -> list[str]:
    """The first compound selector of every selector of a rule that styles something (".stack.selected"
    of ".stack.selected .piece"; a rule that only sets custom properties, ".seat0 { --pc: ... }", is left
    out: it styles nothing itself)."""
    text = re.sub(r"/\*.*?\*/", "", sheet.read_text(), flags=re.S)
    found = []
    for selectors, body in re.findall(r"([^{}@;]+)\{([^{}]*)\}", text):
        declarations = [d.strip() for d in body.split(";") if d.strip()]
        if declarations and all(d.startswith("--") for d in declarations):
            continue
        for selector in re.split(r",(?![^()]*\))", selectors):  # not the commas inside :not(a, b)
            found.append(selector.strip().split(" ")[0].split(">")[0])
    return found


def bare_classes(sheet: Path) -> set[str]:
    """Classes a sheet styles with no ancestor in front (".stack {", ".stack.selected, ...")."""
    return {m for first in first_compounds(sheet) for m in re.findall(r"^\.([\w-]+)", first)}


def own_class(game_id: str, name: str) -> bool:
    """Whether a class is `game_id`'s own: its id, its id and a hyphen first, or its play page's root; not
    one of a game whose id starts with this one's (drinking-war-hand is Drinking War's, not Drinking's)."""
    longer = [other for other, _sheet in game_sheets() if other.startswith(f"{game_id}-")]
    return ((name == game_id or name.startswith(f"{game_id}-") or name == f"play-{game_id}")
            and not any(own_class(other, name) for other in longer))


def game_sheets() -> list[tuple[str, Path]]:
    """Each game's id (its folder, hyphenated) and its style sheet."""
    return [(sheet.parent.name.replace("_", "-"), sheet) for sheet in sorted(GAMES.glob("*/style.css"))]


@pytest.mark.parametrize("game_id,sheet", [pytest.param(*pair, id=pair[0]) for pair in game_sheets()])
def test_every_class_a_game_styles_on_its_own_starts_with_its_id(game_id: str, sheet: Path):
    # A copied game renames its id and so its classes; one left bare would clash with its original's.
    foreign = set()
    for first in first_compounds(sheet):
        names = re.findall(r"\.([\w-]+)", re.sub(r"\(.*?\)", "", first))  # not those inside :not(...)
        if names and not any(own_class(game_id, name) for name in names):
            foreign.update(names)
    foreign = sorted(foreign)
    assert not foreign, f"{sheet.relative_to(ROOT)} styles classes not prefixed {game_id}-: {foreign}"


def test_no_two_games_style_the_same_bare_class():
    sheets = sorted(GAMES.glob("*/style.css"))
    assert len(sheets) >= 5
    for a, b in combinations(sheets, 2):
        clash = bare_classes(a) & bare_classes(b)
        # The later sheet would silently restyle the other game's elements (Gobblet's .stack squashed
        # Drinking War's fight into a column once its rules moved out of play.css).
        assert not clash, f"{a.parent.name} and {b.parent.name} both style {sorted(clash)}"


def keyframe_properties(text: str) -> dict[str, set[str]]:
    """Each @keyframes block's name and the properties its frames set."""
    found = {}
    for name, body in re.findall(r"@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}", text):
        found[name] = {d.split(":")[0].strip() for frame in re.findall(r"\{([^{}]*)\}", body)
                       for d in frame.split(";") if ":" in d}
    return found


def test_no_endless_animation_repaints_the_page():
    sheets = [*sorted(GAMES.glob("*/style.css")), *sorted(SITE_CSS.glob("*.css"))]
    endless = []
    for sheet in sheets:
        text = re.sub(r"/\*.*?\*/", "", sheet.read_text(), flags=re.S)
        frames = keyframe_properties(text)
        assert frames or "animation" not in text.replace("animation-", ""), f"{sheet}: no keyframes read"
        for shorthand in re.findall(r"animation\s*:\s*([^;}]+)", text):
            words = shorthand.split()
            if "infinite" in words:
                name = next(w for w in words if w in frames)
                endless.append(name)
                # An endless pulse of a painted property (a box-shadow, a background) repaints every frame
                # for as long as the page waits: Drinking's nudge cost a quarter of a core while a turn
                # waited. A pulse to draw the eye beats a few times (an iteration count), then rests.
                assert frames[name] <= COMPOSITED or name in ENDLESS_PAINTS, (sheet.name, name, frames[name])
    assert "roll" in endless  # the loader's logo: read, so this test sees the sheets it is about
