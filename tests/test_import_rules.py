"""The import rules of pygames (ARCHITECTURE.md), checked by walking every import of the source.

Only web/'s browser modules and each game's board wiring (pygames/games/<game>/board.py) may reach
pyscript, pyodide or js; pygames.core imports no game; pygames.net imports nothing of pygames.ai; no
module imports itself through others. So pytest, the AI worker and the build import every pure module.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from imports import BROWSER, PACKAGE, cycles, imports_of, modules, reaches

GAMES = sorted(path.parent.name for path in PACKAGE.glob("games/*/__init__.py"))


def may_touch_the_browser(name: str) -> bool:
    """web/'s modules, and the one board-wiring module of each game."""
    return name.startswith("pygames.web.") or re.fullmatch(r"pygames\.games\.\w+\.board", name) is not None


def test_only_the_page_wiring_reaches_pyscript_pyodide_or_js() -> None:
    breaches = {name: sorted(reaches(name) & BROWSER) for name in modules()
                if reaches(name) & BROWSER and not may_touch_the_browser(name)}
    assert not breaches, f"pure modules reaching the browser (directly or through others): {breaches}"


def test_each_game_has_its_rules_and_its_one_board_wiring_module() -> None:
    assert len(GAMES) >= 5
    for game in GAMES:
        browser = [name for name in modules() if name.startswith(f"pygames.games.{game}.")
                   and imports_of(name) & BROWSER]
        assert browser == [f"pygames.games.{game}.board"], (game, browser)


def test_core_imports_no_game() -> None:
    for name in modules():
        if name.startswith("pygames.core"):
            games = sorted(target for target in reaches(name) if target.startswith("pygames.games"))
            assert not games, f"{name} imports {games}"


def test_net_imports_nothing_of_ai() -> None:
    for name in modules():
        if name.startswith("pygames.net"):
            found = sorted(target for target in reaches(name) if target.startswith("pygames.ai"))
            assert not found, f"{name} imports {found}"


def test_no_import_cycle() -> None:
    assert cycles() == [], "import cycles (function-level imports count)"


def generic_sources() -> list[Path]:
    """The modules that serve every game: pygames outside games/, build.py and its tools, the AI worker."""
    root = PACKAGE.parent
    found = [path for path in PACKAGE.rglob("*.py") if "games" not in path.relative_to(PACKAGE).parts[:1]]
    found += [root / "build.py", root / "site" / "ai_worker.py", *root.glob("tools/*.py")]
    return [path for path in found if path.exists()]


def test_no_generic_module_names_a_game() -> None:
    # A string constant naming a game (its id, its package, its folder) is a hand-kept list or a branch on
    # a game; docstrings and comments may name one as an example.
    ids = {game.replace("_", "-") for game in GAMES} | set(GAMES)
    for path in generic_sources():
        tree = ast.parse(path.read_text())
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                      and node.body and isinstance(node.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                words = set(re.findall(r"[\w-]+", node.value))
                assert not words & ids, f"{path.name}:{node.lineno} names a game: {node.value!r}"
