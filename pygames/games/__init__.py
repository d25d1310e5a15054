"""Every game of pygames; importing this package registers them all."""

from pygames.games import (
    gobblet,  # noqa: F401
    yacht,  # noqa: F401
)
