"""The import graph of pygames, read from the source (nothing is imported): for the import-rule tests.

Every import statement counts, at module level or inside a function, except those under
`if TYPE_CHECKING:` (they never run). `from package import name` is an import of the module
`package.name` when there is one, else of `package`.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "pygames"
BROWSER = {"pyscript", "pyodide", "js"}


def module_name(path: Path) -> str:
    """The dotted name of a source file of pygames."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    """Every module of pygames by dotted name."""
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """The nodes of `tree` outside `if TYPE_CHECKING:` blocks."""
    found: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo.extend(node.orelse)
            continue
        found.append(node)
        todo.extend(ast.iter_child_nodes(node))
    return found


@cache
def imports_of(name: str) -> frozenset[str]:
    """What module `name` imports: pygames modules by dotted name, other packages by their top name."""
    known = modules()
    found: set[str] = set()
    for node in _runtime_nodes(ast.parse(known[name].read_text())):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.add(alias.name if alias.name in known else alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: resolve against this module's package
                package = name if known[name].name == "__init__.py" else name.rpartition(".")[0]
                for _ in range(node.level - 1):
                    package = package.rpartition(".")[0]
                base = f"{package}.{base}".rstrip(".")
            subs = {f"{base}.{alias.name}" for alias in node.names} & set(known)
            found.update(subs or {base if base in known else base.split(".")[0]})
    found.discard(name)
    return frozenset(found)


def reaches(name: str) -> set[str]:
    """Every module `name` imports, directly or through others (pygames modules and top names)."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        for target in imports_of(todo.pop()):
            if target not in seen:
                seen.add(target)
                if target in modules():
                    todo.append(target)
    return seen


def cycles() -> list[list[str]]:
    """The import cycles among pygames modules (strongly connected components of two or more)."""
    graph = {name: sorted(imports_of(name) & set(modules())) for name in modules()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's algorithm
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for name in graph:
        if name not in index:
            visit(name)
    return found
