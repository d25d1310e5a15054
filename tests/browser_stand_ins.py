"""Import the page's browser modules in pytest, against stand-ins for `pyscript` and `pyodide`."""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import Any
from unittest import mock


def web_modules(*names: str, pyscript: Any = None) -> list[ModuleType]:
    """pygames.web.<name> for each name, imported fresh against stand-ins (`pyscript` may be given, e.g.
    to carry a `window`); sys.modules is restored afterwards, so no stand-in outlives the import."""
    browser = {"pyscript": pyscript or mock.MagicMock(), "pyodide": mock.MagicMock(),
               "pyodide.ffi": mock.MagicMock()}
    with mock.patch.dict(sys.modules, browser):
        for loaded in [loaded for loaded in sys.modules if loaded.startswith("pygames.web.")]:
            sys.modules.pop(loaded)
        return [importlib.import_module(f"pygames.web.{name}") for name in names]
