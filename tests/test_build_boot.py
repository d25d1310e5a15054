"""build.py's boot tuning: the page's import order, and the edits to Pyodide's vendored glue."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tools import pages as build_pages
from tools import site as build_site

ROOT = Path(__file__).resolve().parent.parent


def page_modules() -> dict[str, Path]:
    """pygames.web's modules and every module of each game's folder, by dotted name."""
    package = ROOT / "pygames"
    paths = [*package.glob("web/*.py"), *package.glob("games/*/*.py")]
    return {".".join(("pygames", *path.relative_to(package).with_suffix("").parts)).removesuffix(".__init__"):
            path for path in paths if path.name != "__init__.py" or path.parent.parent.name == "games"}


def top_level_imports(path: Path, among: set[str]) -> set[str]:
    """The modules of `among` that `path` imports when it is imported (not those inside functions)."""
    found = set()
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.ImportFrom) and node.module:
            submodules = {f"{node.module}.{alias.name}" for alias in node.names} & among
            found.update(submodules or {node.module})
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found & among


def test_the_page_imports_each_page_module_after_those_it_imports() -> None:
    order = build_pages.web_import_order()
    modules = page_modules()
    assert sorted(order) == sorted(modules)
    for position, name in enumerate(order):
        packages = {name.rsplit(".", depth)[0] for depth in range(name.count("."))}  # imported before it
        needs = top_level_imports(modules[name], set(modules)) - packages
        assert needs <= set(order[:position]), (name, needs - set(order[:position]))


def test_the_compile_hint_is_the_first_line_once(tmp_path: Path) -> None:
    glue = tmp_path / "glue.mjs"
    glue.write_text("async function start(){}\n")
    build_site.hint_eager_compile(glue)
    build_site.hint_eager_compile(glue)
    assert glue.read_text() == "//# allFunctionsCalledOnLoad\nasync function start(){}\n"


def test_the_sleep_memory_is_made_on_first_use(tmp_path: Path) -> None:
    before, after = build_site.LAZY_SLEEP_MEMORY
    glue = tmp_path / "glue.mjs"
    glue.write_text(f"var a=1;{before}var b=2;")
    build_site.patch_sleep_memory(glue)
    build_site.patch_sleep_memory(glue)
    assert glue.read_text() == f"var a=1;{after}var b=2;"
    assert "new WebAssembly.Memory" not in glue.read_text().split("function so", 1)[0]


def test_a_pyodide_whose_glue_changed_stops_the_build(tmp_path: Path) -> None:
    glue = tmp_path / "glue.mjs"
    glue.write_text("var io=new Int32Array(new SharedArrayBuffer(4));")
    with pytest.raises(SystemExit, match="LAZY_SLEEP_MEMORY"):
        build_site.patch_sleep_memory(glue)
