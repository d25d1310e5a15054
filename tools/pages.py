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
# Every page is drawn in each language (site/js/pages.js shows the reader's), with the translations of
# the few words pages.js writes itself.
SHELL_SCRIPT = """
import json
from pygames.core import i18n
from pygames.web.catalogue import listings
from pygames.web.pages import EARLY_WORDS, home_page, rules_page, setup_page
games = list(listings().values())
pages, words = {}, {}
for language in i18n.LANGUAGES:
    i18n.set_language(language)
    pages[language] = {"": home_page(games)}
    for game in games:
        pages[language][f"new/{game.id}"] = setup_page(game)
        pages[language][f"rules/{game.id}"] = rules_page(game)
    words[language] = {word: i18n._(word) for word in EARLY_WORDS}
print(json.dumps({"pages": pages, "words": words}))
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
    """Per language, the route -> markup of the static pages ("" the home page) and the words of pages.js
    (see SHELL_SCRIPT)."""
    done = subprocess.run([venv_python(), "-c", SHELL_SCRIPT], cwd=ROOT, check=True,
                          stdout=subprocess.PIPE, text=True)
    return json.loads(done.stdout)


def static_pages_html() -> str:
    """The <template>s of every static page in every language but the home page in English (index.html's
    own #app holds it)."""
    pages = shell_facts()["pages"]
    return "\n".join(f'  <template data-route="{route}" data-lang="{language}">{markup}</template>'
                     for language, routes in sorted(pages.items()) for route, markup in sorted(routes.items())
                     if route or language != "en")


def page_words_json() -> str:
    """The words site/js/pages.js writes, per language, as JSON safe inside a <script> element."""
    return json.dumps(shell_facts()["words"], ensure_ascii=True).replace("</", "<\\/")
