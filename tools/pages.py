"""What index.html gets from Python at build time: the home line, the game cards, the static pages
and the order the page imports its modules in."""

from __future__ import annotations

import functools
import json
import subprocess

from tools.common import ROOT
from tools.venv import venv_python

# What index.html shows before Python is ready, drawn at build time by the page's own pure renderers
# (pygames/web/pages.py, from each game's listing.py): the home page's first line and game cards, and
# the pages that need nothing from the browser (each game's new-game form and rules), which
# site/js/pages.js shows from <template>s. Nothing of the browser is imported, or faked.
SHELL_SCRIPT = """
import json
from pygames.web.catalogue import home_line, listings
from pygames.web.pages import game_card, rules_page, setup_page
games = list(listings().values())
pages = {}
for game in games:
    pages[f"new/{game.id}"] = setup_page(game)
    pages[f"rules/{game.id}"] = rules_page(game)
print(json.dumps({"line": home_line(games), "cards": [game_card(game) for game in games], "pages": pages}))
"""


def web_import_order() -> list[str]:
    """The page modules (pygames.web's and each game's), each after the ones it imports.

    The page imports one per task (the snapshot already holds those that import outside a browser).
    """
    import ast

    package = ROOT / "pygames"
    paths = sorted([*package.glob("web/[!_]*.py"), *package.glob("games/*/*.py")])
    dotted = {".".join(("pygames", *path.relative_to(package).with_suffix("").parts))
              .removesuffix(".__init__"): path for path in paths}
    names = sorted(dotted)
    needs: dict[str, set[str]] = {}
    for name, path in dotted.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                submodules = {f"{node.module}.{alias.name}" for alias in node.names} & set(names)
                found.update(submodules or {node.module})
            elif isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
        # A module's own packages are imported before it, whatever it imports.
        needs[name] = found & set(names) - {name.rsplit(".", depth)[0] for depth in range(name.count("."))}
    order: list[str] = []

    def visit(name: str, path: tuple[str, ...] = ()) -> None:
        if name in order or name in path:  # done, or an import cycle (Python copes with those)
            return
        for dependency in sorted(needs[name]):
            visit(dependency, (*path, name))
        order.append(name)

    for name in names:
        visit(name)
    return order


@functools.cache
def shell_facts() -> dict:
    """The home line, the game cards and the route -> markup of the static pages (see SHELL_SCRIPT)."""
    done = subprocess.run([venv_python(), "-c", SHELL_SCRIPT], cwd=ROOT, check=True,
                          stdout=subprocess.PIPE, text=True)
    return json.loads(done.stdout)


def home_line_html() -> str:
    """The home page's first line (what there is to play), escaped for index.html."""
    import html

    return html.escape(shell_facts()["line"])


def home_games_html() -> str:
    """The game cards of the home page (pygames.web.pages.game_card, as the app draws them)."""
    return "".join(shell_facts()["cards"])
