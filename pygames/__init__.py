"""pygames: board, dice and card games in pure Python, built to run in the browser."""

__version__ = "0.1.0"

from pygames.core import BadSave, IllegalAction, Match, list_games, load_match, new_match  # noqa: E402

__all__ = ["BadSave", "IllegalAction", "Match", "__version__", "list_games", "load_match", "new_match"]
