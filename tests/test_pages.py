"""The pages drawn from a game's listing alone (pygames/web/pages.py): what the build pre-renders into
index.html and the app draws, for every game the site shows, with no browser."""

from __future__ import annotations

import re

import pytest

from pygames.core.game import get_game
from pygames.web.catalogue import listings
from pygames.web.pages import game_card, rules_page, setup_page

GAMES = sorted(listings())


def test_every_registered_game_has_a_listing() -> None:
    from pygames.core.game import list_games

    assert GAMES == sorted(list_games())


@pytest.mark.parametrize("game_id", GAMES)
def test_the_new_game_form_offers_a_seat_picker_per_seat_and_starts_this_game(game_id: str) -> None:
    markup = setup_page(listings()[game_id])
    assert f'<form class="setup-form" data-game="{game_id}">' in markup
    assert len(re.findall(r'<fieldset class="seat-pick"', markup)) == get_game(game_id).max_seats


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_page_and_the_card_lead_to_a_new_game(game_id: str) -> None:
    game = listings()[game_id]
    assert f'href="#/new/{game_id}"' in rules_page(game)
    assert f"<h1>{game.title}: rules</h1>" in rules_page(game)
    assert f'href="#/new/{game_id}"' in game_card(game) and f'href="#/rules/{game_id}"' in game_card(game)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_listed_board_class_is_a_board(game_id: str) -> None:
    # board.py needs the browser, so its source is read: the class the listing names subclasses Board,
    # whose defaults let the page call every optional hook, or LogicBoard, the adapter of the pure
    # page contract (pygames/web/board_logic.py), which is one.
    import ast
    from pathlib import Path

    import pygames

    game = listings()[game_id]
    source = Path(pygames.__file__).parent.joinpath(*game.package.split(".")[1:], "board.py").read_text()
    classes = {node.name: node for node in ast.parse(source).body if isinstance(node, ast.ClassDef)}
    assert game.board_name in classes
    assert [ast.unparse(base) for base in classes[game.board_name].bases] in (["Board"], ["LogicBoard"])
