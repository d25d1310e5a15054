"""pygames: board, dice and card games in pure Python, built to run in the browser."""

__version__ = "0.1.0"

# Importing the games registers every one of them (pygames.core imports no game).
import pygames.games  # noqa: E402, F401
from pygames.core import BadSave, IllegalAction, Match, list_games, load_match, new_match  # noqa: E402

__all__ = ["BadSave", "IllegalAction", "Match", "__version__", "list_games", "load_match", "new_match"]
