"""Illustrated rules (issue #24): each game's rules page pictures every kind of piece, drawn by the very
functions that draw its board, so a kind dropped from the page (or drawn differently) fails here."""

from __future__ import annotations

import re

from pygames.games.drinking import COLOUR_NAMES, MUGS, SHAPE_NAMES
from pygames.games.drinking.art import HOURGLASS, drink_svg, head_svg, mug_svg, square_inner
from pygames.games.drinking.rules_page import RULES_HTML as DRINKING


def kinds(page: str) -> list[str]:
    """The data-kind of every gallery picture of a rules page, in order."""
    return re.findall(r'<li class="gallery-item" data-kind="([^"]+)"', page)


def pictures_are_named(page: str) -> None:
    """Every gallery picture is an image with a name for screen readers."""
    pics = re.findall(r'<span class="gallery-pic"([^>]*)>', page)
    assert pics and all('role="img"' in p and re.search(r'aria-label="[^"]+"', p) for p in pics)


def test_drinking_rules_picture_every_drink_stain_head_and_mug_as_the_board_draws_them() -> None:
    for n, name in enumerate(SHAPE_NAMES):
        assert drink_svg({"kind": "normal", "colour": 0, "shape": n}) in DRINKING, name
    for n, name in enumerate(COLOUR_NAMES):
        assert drink_svg({"kind": "normal", "colour": n, "shape": 0}) in DRINKING, name
    for kind in ("chip", "hook", "barrel"):
        assert drink_svg({"kind": kind, "colour": None}) in DRINKING, kind
    assert drink_svg({"kind": "barrel", "colour": 3}) in DRINKING
    for seat in range(6):
        glass = square_inner({"kind": "normal", "colour": 0, "shape": 1}, seat)
        assert f'<span class="sq stain{seat}">{glass}</span>' in DRINKING, seat
    for level in range(4):
        assert head_svg(level) in DRINKING, level
    assert HOURGLASS in DRINKING
    for mug in MUGS:
        assert mug_svg(mug) in DRINKING, mug
    shown = kinds(DRINKING)
    assert {f"shape-{s}" for s in SHAPE_NAMES} | {f"colour-{c}" for c in COLOUR_NAMES} <= set(shown)
    assert set(MUGS) <= set(shown)
    assert {"chip", "hook", "barrel", "barrel-placed", "hourglass"} <= set(shown)
    pictures_are_named(DRINKING)


def test_war_of_lights_rules_picture_the_napkin_every_gelt_and_every_dreidel_face() -> None:
    from pygames.games.war_of_lights import HEBREW
    from pygames.games.war_of_lights.drawing import dreidel_html, square_inner
    from pygames.games.war_of_lights.rules_page import RULES_HTML as WAR_OF_LIGHTS

    napkin = "".join(f'<span class="{c}">{square_inner(q, 0 if q % 2 else None)}</span>'
                     for q, c in enumerate(["sq exit", "sq", "sq exit", "sq", "sq spawn", "sq",
                                            "sq exit", "sq", "sq exit"]))
    # Every letter, the spawn ring and the exits.
    assert f'<span class="war-of-lights-squares">{napkin}</span>' in WAR_OF_LIGHTS
    for seat in range(6):
        assert square_inner(1, seat) in WAR_OF_LIGHTS, seat
    assert set(HEBREW) == {"gimel", "hey", "nun", "shin"}
    for face, letter in HEBREW.items():
        assert dreidel_html(letter) in WAR_OF_LIGHTS, face
    shown = kinds(WAR_OF_LIGHTS)
    assert {"napkin", *(f"gelt{s}" for s in range(6)), *HEBREW} <= set(shown)
    assert {"movable", "selected", "target", "target-attack"} <= set(shown)
    pictures_are_named(WAR_OF_LIGHTS)


def test_drinking_war_rules_picture_every_card_and_country_in_both_languages() -> None:
    from pygames.games.drinking_war.cards import COUNTRIES, EFFECTS_FR, NAMES, PACK2
    from pygames.games.drinking_war.faces import card_face, country_face, effect, effect_fr, upper
    from pygames.games.drinking_war.rules_page import RULES_HTML, RULES_HTML_FR
    from pygames.web.html import esc

    assert set(PACK2) == set(NAMES) and len(COUNTRIES) == 23 and set(EFFECTS_FR) <= set(NAMES)
    for page, lang in ((RULES_HTML, "en"), (RULES_HTML_FR, "fr")):
        for card in PACK2:
            assert card_face(card, lang) in page, (lang, card)  # as the hand draws it
            said = effect_fr(card) if lang == "fr" else effect(card)
            assert f"{esc(upper(said))}." in page, (lang, card)  # its full text under it
        for code in COUNTRIES:
            assert country_face(code, lang) in page, (lang, code)
        shown = kinds(page)
        assert set(PACK2) | set(COUNTRIES) <= set(shown) and len(shown) == len(PACK2) + len(COUNTRIES)
        pictures_are_named(page)


def test_gobblet_rules_picture_every_piece_size_in_both_colours_a_gobble_and_a_winning_line() -> None:
    from pygames.games.gobblet import COLOURS, SIZE_NAMES
    from pygames.games.gobblet.drawing import pile_inner, square_inner
    from pygames.games.gobblet.rules_page import RULES_HTML as GOBBLET

    for n in (3, 4):
        for colour in COLOURS:
            for size in range(1, n + 1):
                assert square_inner([{"colour": colour, "size": size}], n) in GOBBLET, (n, colour, size)
    gobble = square_inner([{"colour": "yellow", "size": 1}, {"colour": "red", "size": 3}], 3)
    assert gobble in GOBBLET and '<span class="gobblet-depth" aria-hidden="true">2</span>' in gobble
    assert pile_inner("red", [1, 2, 3, 4], 4) in GOBBLET
    line = re.findall(r'<span class="gobblet-square win"[^>]*>(.*?)</span></span>', GOBBLET)
    assert len(line) == 3 and all('class="gobblet-piece red top' in p for p in line)  # the line lights up
    shown = kinds(GOBBLET)
    assert {f"{c}-{s}-of-{n}" for n in (3, 4) for c in COLOURS for s in range(1, n + 1)} <= set(shown)
    assert {"gobble", "reserve-stack", "line"} <= set(shown)
    assert all(f"Yellow {name}<" in GOBBLET for n in (3, 4) for name in SIZE_NAMES[n])
    pictures_are_named(GOBBLET)


def test_yacht_rules_picture_every_die_face_and_a_scorecard_as_the_table_draws_them() -> None:
    from pygames.games.yacht.drawing import die_svg, scorecard
    from pygames.games.yacht.rules_page import rules_html, sample_view
    from pygames.games.yacht.scoring import NAMES

    YACHT_RULES = rules_html()
    for face in range(1, 7):
        assert f'<span class="yacht-die">{die_svg(face)}</span>' in YACHT_RULES, face
    assert f'<span class="yacht-die kept">{die_svg(5)}</span>' in YACHT_RULES
    view = sample_view()
    card = scorecard(view, ["You"], [])
    assert card in YACHT_RULES
    for box, name in NAMES.items():  # every category, as the card names it
        assert f'data-box="{box}"' in card and name in card, box
    assert view["points"]["c"] == 9 and view["points"]["x"] == 16  # what the caption says
    assert "9 in Threes, 16 in Chance" in YACHT_RULES
    assert {f"face{f}" for f in range(1, 7)} | {"kept"} <= set(kinds(YACHT_RULES))
    pictures_are_named(YACHT_RULES)


def test_the_boards_draw_their_pieces_with_the_functions_the_rules_pages_picture_them_with() -> None:
    """The galleries above call these functions; the boards must
    too, or a board could change its drawing and leave the rules page showing the old one."""
    from pathlib import Path

    games = Path(__file__).resolve().parent.parent / "pygames" / "games"
    # The boards draw through pure modules of their folders (drawing.py, tray.py): those must call them.
    uses = {"drinking/drawing.py": ("drink_svg(", "square_inner(", "head_svg(", "mug_svg(", "HOURGLASS"),
            "war_of_lights/drawing.py": ("square_inner(", "square_classes(", "dreidel_html("),
            "drinking_war/drawing.py": ("card_face(", "country_chip("),
            "drinking_war/faces.py": ("country_face(",),
            "gobblet/board.py": ("board_html(",), "gobblet/drawing.py": ("square_inner(", "pile_inner("),
            "yacht/tray.py": ("die_svg(",), "yacht/ui.py": ("scorecard(",)}
    for path, calls in uses.items():
        code = "\n".join(line for line in (games / path).read_text().splitlines()
                         if not line.lstrip().startswith(("def ", "from ", "import ", "#")))
        for call in calls:
            assert call in code, (path, call)
