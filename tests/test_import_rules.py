"""The import rules of pygames (ARCHITECTURE.md), checked by walking every import of the source.

They cover pygames/ and the build's own Python (tools/, build.py, site/ai_worker.py); tests/ and e2e/ may
import any game. Generic code is every module there outside pygames/games/<game>/:

- only web/'s browser modules and each game's board wiring (pygames/games/<game>/board.py) reach
  pyscript, pyodide or js (an `import_module("js")` or a `sys.modules["js"]` counts as an import);
- a game's modules are imported only by that game's own modules: never by another game, never by
  generic code (which finds the games through discovery: pygames.games, the catalogue, the AI index);
- generic code names no game and branches on no game id (`game.id == "yacht"`);
- an import whose module name the source does not say is made only by the discovery modules;
- pygames.core imports no game, even through others; pygames.net imports nothing of pygames.ai;
- no module imports itself through others.

So pytest, the AI worker and the build import every pure module. Each rule is proven by a breach planted
in a copy of the tree (the `planted` tests at the end): the checker must report it.
"""

from __future__ import annotations

import ast
import re
import shutil
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from imports import BROWSER, ROOT, Graph, parse, runtime_nodes

GRAPH = Graph()
# The modules that find the games (or each game's part) by walking pygames/games/: their imports of a
# game's module are made with names built at run time.
DISCOVERY = {"pygames.games", "pygames.ai", "pygames.web.catalogue", "pygames.web.lesson"}
# How generic code holds a game id: game.id, self.game.id, listing.id, game_id, route["game"], ...
GAME_ID_NAMES = {"game", "game_id", "gid"}
GAME_OWNERS = re.compile(r"game|listing", re.IGNORECASE)


def may_touch_the_browser(name: str) -> bool:
    """web/'s modules, and the one board-wiring module of each game."""
    return name.startswith("pygames.web.") or re.fullmatch(r"pygames\.games\.\w+\.board", name) is not None


def browser_reached(graph: Graph) -> dict[str, list[str]]:
    """The modules that may not touch the browser but reach pyscript, pyodide or js."""
    return {name: sorted(graph.reaches(name) & BROWSER) for name in graph.modules
            if graph.reaches(name) & BROWSER and not may_touch_the_browser(name)}


def foreign_game_imports(graph: Graph) -> dict[str, list[str]]:
    """Each module that imports a game's module other than its own game's, with those it imports."""
    found = {}
    for name in graph.modules:
        own = graph.game_of(name)
        foreign = sorted(target for target in graph.imports_of(name)
                         if graph.game_of(target) not in (None, own))
        if foreign:
            found[name] = foreign
    return found


def cross_game_imports(graph: Graph) -> dict[str, list[str]]:
    """Games importing another game's modules."""
    return {name: found for name, found in foreign_game_imports(graph).items() if graph.game_of(name)}


def generic_game_imports(graph: Graph) -> dict[str, list[str]]:
    """Generic code importing a game's modules."""
    return {name: found for name, found in foreign_game_imports(graph).items() if not graph.game_of(name)}


def core_game_imports(graph: Graph) -> dict[str, list[str]]:
    """pygames.core's modules reaching a game, directly or through others."""
    found = {}
    for name in graph.modules:
        if name == "pygames.core" or name.startswith("pygames.core."):
            games = sorted(target for target in graph.reaches(name) if target.startswith("pygames.games"))
            if games:
                found[name] = games
    return found


def net_ai_imports(graph: Graph) -> dict[str, list[str]]:
    """pygames.net's modules reaching pygames.ai."""
    found = {}
    for name in graph.modules:
        if name == "pygames.net" or name.startswith("pygames.net."):
            ai = sorted(target for target in graph.reaches(name)
                        if target == "pygames.ai" or target.startswith("pygames.ai."))
            if ai:
                found[name] = ai
    return found


def unread_imports(graph: Graph) -> dict[str, tuple[int, ...]]:
    """Modules outside discovery with an import whose module name the source does not say (by line)."""
    return {name: lines for name in graph.modules if (lines := graph.dynamic_imports(name))
            and name not in DISCOVERY}


def generic_modules(graph: Graph) -> list[str]:
    """The modules that serve every game: all of the graph but pygames/games/<game>/."""
    return [name for name in graph.modules if graph.game_of(name) is None]


def is_game_id(node: ast.AST) -> bool:
    """Whether an expression reads as a game id: game_id, game.id, self.game.id, listing.id, x["game"]."""
    if isinstance(node, ast.Name):
        return node.id in GAME_ID_NAMES
    if isinstance(node, ast.Attribute):
        return node.attr in GAME_ID_NAMES or (
            node.attr == "id" and GAME_OWNERS.search(ast.unparse(node.value)) is not None)
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Constant) and node.slice.value in GAME_ID_NAMES
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):  # game.id.replace("-", "_")
        return is_game_id(node.func.value)
    return False


def is_words(node: ast.AST) -> bool:
    """A string literal, or a tuple, list or set of them."""
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return bool(node.elts) and all(is_words(item) for item in node.elts)
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def branches_on_a_game(node: ast.AST) -> bool:
    """A comparison of a game id with a literal, a string test of one, or a `match` on one."""
    if isinstance(node, ast.Compare):
        sides = [node.left, *node.comparators]
        return any(is_game_id(side) for side in sides) and any(is_words(side) for side in sides)
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in {"startswith", "endswith", "find", "count", "index"}):
        return is_game_id(node.func.value) and any(is_words(arg) for arg in node.args)
    if isinstance(node, ast.Match) and is_game_id(node.subject):
        return any(isinstance(pattern, ast.MatchValue) and is_words(pattern.value)
                   for case in node.cases for pattern in ast.walk(case.pattern))
    return False


@cache
def branch_lines(text: str) -> tuple[int, ...]:
    """The lines of a source where it branches on a game id."""
    return tuple(node.lineno for node in runtime_nodes(parse(text))
                 if branches_on_a_game(node) and isinstance(node, (ast.expr, ast.stmt)))


def game_branches(graph: Graph) -> list[str]:
    """Each place where generic code branches on a game id, as module:line."""
    return [f"{name}:{line}" for name in generic_modules(graph)
            for line in branch_lines(graph.modules[name].read_text())]


@cache
def strings(text: str) -> tuple[tuple[int, str], ...]:
    """The string constants of a source but its docstrings, with their lines."""
    tree = parse(text)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)}
    return tuple((node.lineno, node.value) for node in ast.walk(tree) if isinstance(node, ast.Constant)
                 and isinstance(node.value, str) and id(node) not in docstrings)


def game_names(graph: Graph) -> list[str]:
    """Each string in generic code (docstrings aside) that names a game (its id, its folder or package),
    as module:line: a hand-kept list of games, or a branch on one."""
    ids = {package.rpartition(".")[2] for package in graph.games()}
    ids |= {game.replace("_", "-") for game in ids}
    return [f"{name}:{line} {value!r}" for name in generic_modules(graph)
            for line, value in strings(graph.modules[name].read_text())
            if set(re.findall(r"[\w-]+", value)) & ids]


def test_only_the_page_wiring_reaches_pyscript_pyodide_or_js() -> None:
    assert not browser_reached(GRAPH), "pure modules reaching the browser (directly or through others)"


def test_a_game_touches_the_browser_in_its_board_wiring_at_most() -> None:
    """A board on the pure page contract (pygames/web/board_logic.py) touches none; one not yet moved to
    it wires the page in board.py and nowhere else."""
    games = GRAPH.games()
    assert len(games) >= 5
    for game in games:
        browser = [name for name in GRAPH.modules if name.startswith(f"{game}.")
                   and GRAPH.imports_of(name) & BROWSER]
        assert browser in ([], [f"{game}.board"]), (game, browser)


def test_a_board_on_the_pure_contract_touches_no_browser_module() -> None:
    for game in GRAPH.games():
        if f"{game}.ui" in GRAPH.modules:  # its page logic is pure: the adapter is generic
            assert not GRAPH.imports_of(f"{game}.board") & BROWSER, game


def test_no_game_imports_another_game() -> None:
    assert cross_game_imports(GRAPH) == {}


def test_generic_code_imports_no_game() -> None:
    assert generic_game_imports(GRAPH) == {}


def test_core_imports_no_game_even_through_others() -> None:
    assert core_game_imports(GRAPH) == {}


def test_net_imports_nothing_of_ai() -> None:
    assert net_ai_imports(GRAPH) == {}


def test_only_discovery_imports_modules_it_names_at_run_time() -> None:
    assert unread_imports(GRAPH) == {}
    assert all(GRAPH.dynamic_imports(name) for name in DISCOVERY), "a discovery module no longer discovers"


def test_no_import_cycle() -> None:
    assert GRAPH.cycles() == [], "import cycles (function-level imports count)"


def test_generic_code_branches_on_no_game_id() -> None:
    assert game_branches(GRAPH) == []


def test_no_generic_module_names_a_game() -> None:
    # Docstrings and comments may name a game as an example; a string constant may not.
    assert game_names(GRAPH) == []


# Planted breaches: each is written into a copy of the tree, and its rule must report it.

def copy_tree(target: Path) -> Path:
    """A copy of the sources the rules cover (Python files only), under `target`."""
    graph = GRAPH
    for path in graph.modules.values():
        copy = target / path.relative_to(ROOT)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, copy)
    return target


def plant(root: Path, code: dict[str, str]) -> Graph:
    """Append each file's code to that file of the copy (a new file if there is none); the copy's graph."""
    for path, text in code.items():
        file = root / path
        file.parent.mkdir(parents=True, exist_ok=True)
        before = file.read_text() if file.exists() else ""
        file.write_text(before + "\n" + text + "\n")
    return Graph(root)


Rule = Callable[[Graph], object]
PLANTED: list[tuple[str, Rule, dict[str, str], str]] = [
    # (what, rule, {file: code appended to it}, the module the rule must name)
    ("a game's rules import js", browser_reached,
     {"pygames/games/yacht/scoring.py": "import js"}, "pygames.games.yacht.scoring"),
    ("a game's drawing reaches pyodide through a helper", browser_reached,
     {"pygames/games/gobblet/helper.py": "from pyodide.ffi import to_js",
      "pygames/games/gobblet/drawing.py": "from pygames.games.gobblet import helper"},
     "pygames.games.gobblet.drawing"),
    ("ai/ imports js with importlib", browser_reached,
     {"pygames/ai/search.py": "import importlib\njs = importlib.import_module('js')"}, "pygames.ai.search"),
    ("ai/ imports pyscript with __import__ inside a function", browser_reached,
     {"pygames/ai/search.py": "def _page():\n    return __import__('pyscript')"}, "pygames.ai.search"),
    ("net/ imports pyodide.ffi by a name held in a constant", browser_reached,
     {"pygames/net/wire.py": "from importlib import import_module\n_FFI = 'pyodide' + '.ffi'\n"
      "def ffi():\n    return import_module(_FFI)"}, "pygames.net.wire"),
    ("core takes js from sys.modules", browser_reached,
     {"pygames/core/chance.py": "import sys\n_page = sys.modules.get('js')"}, "pygames.core.chance"),
    ("a tool imports pyscript", browser_reached,
     {"tools/common.py": "def _p():\n    import pyscript"}, "tools.common"),
    ("web/catalogue imports a game's scoring", generic_game_imports,
     {"pygames/web/catalogue.py": "def _s():\n    from pygames.games.yacht import scoring"},
     "pygames.web.catalogue"),
    ("web imports a game's module with importlib", generic_game_imports,
     {"pygames/web/html.py": "import importlib\n_s = importlib.import_module('pygames.games.yacht.scoring')"},
     "pygames.web.html"),
    ("a tool imports a game", generic_game_imports,
     {"tools/pages.py": "import pygames.games.gobblet.drawing"}, "tools.pages"),
    ("the AI worker imports a game", generic_game_imports,
     {"site/ai_worker.py": "def _g():\n    from pygames.games import drinking"}, "site.ai_worker"),
    ("a game imports another game", cross_game_imports,
     {"pygames/games/gobblet/drawing.py": "from pygames.games.yacht.scoring import score"},
     "pygames.games.gobblet.drawing"),
    ("a game imports another game's package, relatively", cross_game_imports,
     {"pygames/games/drinking/names.py": "from ..war_of_lights import view"}, "pygames.games.drinking.names"),
    ("core reaches a game through another module", core_game_imports,
     {"pygames/lazydata.py": "from pygames.games import gobblet",
      "pygames/core/chance.py": "def _data():\n    import pygames.lazydata"}, "pygames.core.chance"),
    ("net imports ai inside a function", net_ai_imports,
     {"pygames/net/wire.py": "def _ai():\n    from pygames.ai import search"}, "pygames.net.wire"),
    ("an import of a name built at run time outside discovery", unread_imports,
     {"pygames/web/html.py": "import importlib\ndef load(game):\n"
      "    return importlib.import_module(f'pygames.games.{game}')"}, "pygames.web.html"),
    ("an import cycle through a function-level import", lambda graph: graph.cycles(),
     {"pygames/core/errors.py": "def _m():\n    from pygames.core import match"}, "pygames.core.errors"),
    ("a branch on a game id in web/", game_branches,
     {"pygames/web/play.py": "def _chess(game):\n    if game.id == 'chess':\n        return 1"},
     "pygames.web.play"),
    ("a branch on a game id held in a listing, by membership", game_branches,
     {"pygames/web/shell.py": "def _dice(listing):\n    return listing.id in ('dice', 'poker')"},
     "pygames.web.shell"),
    ("a match on a game id in ai/", game_branches,
     {"pygames/ai/search.py": "def _depth(match):\n    match match.game.id:\n        case 'go':\n"
      "            return 9\n    return 1"}, "pygames.ai.search"),
    ("a branch on a game id in the discovery package", game_branches,
     {"pygames/games/__init__.py": "def _x(game_id):\n    return game_id.startswith('go')"}, "pygames.games"),
    ("a generic module names a game in a string", game_names,
     {"pygames/web/pages.py": "_FIRST = ['yacht']"}, "pygames.web.pages"),
    ("a tool names a game by its folder", game_names,
     {"tools/site.py": "_STYLE = 'war_of_lights/style.css'"}, "tools.site"),
]


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One untouched copy of the tree, copied again for each planted breach."""
    return copy_tree(tmp_path_factory.mktemp("pristine"))


@pytest.mark.parametrize(("what", "rule", "code", "named"), PLANTED, ids=[row[0] for row in PLANTED])
def test_the_rules_report_a_planted_breach(pristine: Path, tmp_path: Path, what: str, rule: Rule,
                                           code: dict[str, str], named: str) -> None:
    root = tmp_path / "tree"
    shutil.copytree(pristine, root)
    assert not rule(Graph(root)), f"the copy breaks the rule before anything is planted: {what}"
    found = rule(plant(root, code))
    assert found, f"not reported: {what}"
    assert named in str(found), (what, found)
