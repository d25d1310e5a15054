"""Every game of pygames: importing this package imports each module in it, and so registers them all.

A game is its own package here (pygames/games/<game>/: rules, computer players, page, style, data);
nothing lists the games by hand.
"""

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
