"""The engine contract: games, matches, chance, saves and errors."""

from pygames.core.errors import BadSave, IllegalAction
from pygames.core.game import CHANCE, Game, get_game, list_games, register
from pygames.core.match import Match, new_match
from pygames.core.saves import SAVE_VERSION, load_match

__all__ = ["CHANCE", "SAVE_VERSION", "BadSave", "Game", "IllegalAction", "Match", "get_game",
           "list_games", "load_match", "new_match", "register"]
