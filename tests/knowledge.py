"""Each hidden-information game's knowledge model, found by its name: `tests/<package>_knowledge.py`.

What a seat may know is a model of its own, independent of the game's `secrets()` (see
tests/drinking_war_knowledge.py, the model of Drinking War's cards): the model module of the game in
pygames/games/<package>/ is `<package>_knowledge` here, beside that game's other tests, and defines MODEL
(a class made from the seat count). A game with public information (dice, a board) needs none, and a game
with hidden information without one fails tests/test_knowledge.py. No list names the games.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from pygames.core.game import Game


def package_of(game: Game) -> str:
    """The folder name of `game`'s package in pygames/games/ (the module its Game class lives in)."""
    return type(game).__module__.split(".")[2]


def model_module(game: Game) -> ModuleType | None:
    """`game`'s knowledge model module (tests/<package>_knowledge.py), None when it has none."""
    name = f"{package_of(game)}_knowledge"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return None
