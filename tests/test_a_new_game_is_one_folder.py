"""A new game is one folder: CONTRIBUTING.md's "Adding a game" followed on a copy of the project.

The smallest game's folder (TEMPLATE) is copied to pygames/games/<package>/ in a copy of the project's
code, and its package name, id and title are replaced in every file of the copy, as CONTRIBUTING.md says;
nothing outside the new folder is touched. Then the copy must be found everywhere a game is (the registry,
the site's listings, the lessons, the computer levels, the build's style sheets and page modules) and the
unit suite's checks over every game must pass for it in that copy: the engine contract, views, pages,
lessons, the translation catalogues and the style sheets' prefixes and clashes.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ("war_of_lights", "war-of-lights", "War of Lights")  # the smallest game: its package, id, title
NEW = ("copycat", "copycat", "Copycat")
PROJECT = ("pygames", "tools", "tests", "site", "pyproject.toml")  # what the unit suite reads
# The unit suite's checks over every game, narrowed to the copy where they run game by game (the engine
# contract at two seats on its first layout: the copy's other cases are War of Lights' own, run anyway).
PER_GAME = ("tests/test_conformance.py", "tests/test_views.py", "tests/test_pages.py",
            "tests/test_tutorials.py", "tests/test_french_shell.py", "tests/test_i18n.py",
            "tests/test_site_styles.py")
NARROWED = (f"{NEW[1]} and not (3p or 4p or 5p or 6p or cross) or found_from_their_folders or merged"
            " or game_folder or no_two_games")
# The rules over the whole copied tree; the breaches they plant test the checker, not the copy: left out.
WHOLE = ("tests/test_import_rules.py", "tests/test_host_trust.py")
FOUND = f"""
import tempfile
from pathlib import Path
import pygames
from pygames.ai import levels
from pygames.core import get_game
from pygames.web.catalogue import listings
from pygames.web.lesson import tutorials
from tools.pages import web_import_order
from tools.site import game_styles

game = get_game({NEW[1]!r})
assert {NEW[1]!r} in pygames.list_games() and game.title == {NEW[2]!r}
assert listings()[{NEW[1]!r}].package == "pygames.games.{NEW[0]}"
assert {NEW[1]!r} in tutorials() and levels({NEW[1]!r})
assert "pygames.games.{NEW[0]}.board" in web_import_order()
out = Path(tempfile.mkdtemp())
(out / "css").mkdir()
assert "css/{NEW[0]}.css" in game_styles(out)
print("found")
"""


def copy_project(into: Path) -> None:
    """The project's code as the unit suite reads it (no caches, no compiled catalogues)."""
    ignore = shutil.ignore_patterns("__pycache__", "*.mo", ".pytest_cache", ".hypothesis")
    for name in PROJECT:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, into / name, ignore=ignore)
        else:
            shutil.copyfile(source, into / name)


def add_game(root: Path) -> Path:
    """CONTRIBUTING.md's first step: copy the smallest game's folder and rename it in every file of it."""
    games = root / "pygames" / "games"
    folder = games / NEW[0]
    shutil.copytree(games / TEMPLATE[0], folder, ignore=shutil.ignore_patterns("__pycache__"))
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            text = path.read_text(encoding="utf-8")
            for old, new in zip(TEMPLATE, NEW):
                text = text.replace(old, new)
            path.write_text(text, encoding="utf-8")
    return folder


def run(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    environment.pop("PYTEST_XDIST_WORKER", None)
    return subprocess.run([sys.executable, *args], cwd=root, env=environment, capture_output=True, text=True,
                          timeout=600)


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("project")
    copy_project(root)
    add_game(root)
    return root


def test_the_template_is_the_smallest_game() -> None:
    """CONTRIBUTING.md points at the smallest game: the fewest lines of Python, and it says which."""
    sizes = {folder.name: sum(len(path.read_text().splitlines()) for path in folder.glob("*.py"))
             for folder in (ROOT / "pygames" / "games").iterdir() if (folder / "__init__.py").exists()}
    assert min(sizes, key=sizes.__getitem__) == TEMPLATE[0], sizes
    assert f"pygames/games/{TEMPLATE[0]}/" in (ROOT / "CONTRIBUTING.md").read_text()


def test_the_copy_is_found_where_every_game_is(project: Path) -> None:
    done = run(project, "-c", FOUND)
    assert done.returncode == 0 and "found" in done.stdout, done.stderr[-3000:]


@pytest.mark.timeout(900)
@pytest.mark.parametrize("paths,keyword", [(PER_GAME, NARROWED), (WHOLE, "not planted_breach")],
                         ids=["per-game", "whole"])
def test_the_copy_passes_the_checks_over_every_game(project: Path, paths: tuple[str, ...],
                                                    keyword: str) -> None:
    narrowed = ["-k", keyword]
    done = run(project, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider", *paths, *narrowed)
    assert done.returncode == 0, f"the checks on the copy:\n{done.stdout[-4000:]}"
    idle = [path for path in paths if f"PASSED {path}::" not in done.stdout]  # -rA lists every test passed
    assert not idle, f"no test of {idle} ran on the copy:\n{done.stdout[-2000:]}"
