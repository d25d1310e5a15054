"""pygames: board, dice and card games in pure Python, built to run in the browser."""

__version__ = "0.1.0"
