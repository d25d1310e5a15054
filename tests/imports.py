"""The import graph of pygames, read from the source (nothing is imported): for the import-rule tests.

The graph covers the package (pygames/), the build's tools (tools/, build.py) and the AI worker's own
module (site/ai_worker.py). Every import counts, at module level or inside a function, except those
under `if TYPE_CHECKING:` (they never run). `from package import name` is an import of the module
`package.name` when there is one, else of `package`. A call of `importlib.import_module`, `__import__`
or a read of `sys.modules[...]` is an import too when its name can be read from the source (a string, a
sum of strings, an f-string without holes, a module-level constant); one whose name cannot be read is a
dynamic import, which only the discovery modules may make (see tests/test_import_rules.py).

The checks take a root folder, so a test can plant a breach in a copy of the tree and see it reported.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache, cached_property
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "pygames"
BROWSER = {"pyscript", "pyodide", "js"}
IMPORTERS = {"import_module", "__import__"}  # importlib.import_module, builtins.__import__


def module_name(root: Path, path: Path) -> str:
    """The dotted name of a source file under `root` (site/ai_worker.py is `site.ai_worker`)."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def runtime_nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """The nodes of `tree` outside `if TYPE_CHECKING:` blocks."""
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo.extend(node.orelse)
            continue
        yield node
        todo.extend(ast.iter_child_nodes(node))


def string_value(node: ast.AST, constants: dict[str, str]) -> str | None:
    """The string `node` always evaluates to, if the source says so, else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    if isinstance(node, ast.JoinedStr):
        parts = [string_value(value, constants) for value in node.values]
        return None if None in parts else "".join(part or "" for part in parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = string_value(node.left, constants), string_value(node.right, constants)
        return None if left is None or right is None else left + right
    return None


def is_dynamic_import(node: ast.AST) -> bool:
    """`import_module(...)`, `importlib.import_module(...)`, `__import__(...)` and the like."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    return name in IMPORTERS


def module_table_key(node: ast.AST) -> ast.AST | None:
    """The key of `sys.modules[key]` or `sys.modules.get(key)`, which hands over a loaded module."""
    def is_table(expr: ast.AST) -> bool:
        return isinstance(expr, ast.Attribute) and expr.attr == "modules" and ast.unparse(expr.value) == "sys"

    if isinstance(node, ast.Subscript) and is_table(node.value):
        return node.slice
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
            and is_table(node.func.value) and node.args):
        return node.args[0]
    return None


@cache
def parse(text: str) -> ast.Module:
    """The syntax tree of a source text (shared by every graph that holds the same file)."""
    return ast.parse(text)


def absolute(name: str, package: bool, imported: str) -> str:
    """`imported` as an absolute dotted name (a relative one is read against module `name`'s package)."""
    if not imported.startswith("."):
        return imported
    base = name if package else name.rpartition(".")[0]
    dots = len(imported) - len(imported.lstrip("."))
    for _ in range(dots - 1):
        base = base.rpartition(".")[0]
    return f"{base}.{imported.lstrip('.')}".rstrip(".")


@cache
def imports_in(text: str, name: str, package: bool) -> tuple[tuple[str, str, tuple[str, ...], int], ...]:
    """The imports of module `name`'s source, as (kind, absolute module, names from it, line): kind
    "import" or "from"; an import by a name the source does not say has module ""."""
    tree = parse(text)
    constants: dict[str, str] = {}
    for statement in tree.body:
        if (isinstance(statement, ast.Assign) and len(statement.targets) == 1
                and isinstance(statement.targets[0], ast.Name)):
            value = string_value(statement.value, constants)
            if value is not None:
                constants[statement.targets[0].id] = value
    found: list[tuple[str, str, tuple[str, ...], int]] = []
    for node in runtime_nodes(tree):
        if isinstance(node, ast.Import):
            found += [("import", alias.name, (), node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = absolute(name, package, "." * node.level + (node.module or ""))
            found.append(("from", base, tuple(alias.name for alias in node.names), node.lineno))
        elif isinstance(node, (ast.Call, ast.Subscript)):
            key = module_table_key(node)
            if key is None and is_dynamic_import(node):
                assert isinstance(node, ast.Call)
                key = node.args[0] if node.args else ast.Constant(None)
            if key is not None:
                value = string_value(key, constants)
                found.append(("import", absolute(name, package, value) if value else "", (), node.lineno))
    return tuple(found)


class Graph:
    """The imports among the modules under `root`, read from their source."""

    def __init__(self, root: Path = ROOT) -> None:
        self.root = root

    @cached_property
    def modules(self) -> dict[str, Path]:
        """Every module the rules cover, by dotted name."""
        paths = sorted((self.root / "pygames").rglob("*.py")) + sorted((self.root / "tools").glob("*.py"))
        extra = (self.root / "build.py", self.root / "site" / "ai_worker.py")
        paths += [path for path in extra if path.exists()]
        return {module_name(self.root, path): path for path in paths}

    def games(self) -> list[str]:
        """The game packages found: pygames.games.<game> for each folder with an __init__.py."""
        return sorted(name for name in self.modules
                      if name.count(".") == 2 and name.startswith("pygames.games."))

    def game_of(self, name: str) -> str | None:
        """The game package a module belongs to (pygames.games.<game>), or None for generic code."""
        parts = name.split(".")
        return ".".join(parts[:3]) if len(parts) >= 3 and parts[:2] == ["pygames", "games"] else None

    def _target(self, dotted: str) -> str:
        """An imported name as the graph records it: the nearest module of the graph that holds it (the
        module itself, else its package), else its top name (another package: js, pyodide, json)."""
        while dotted not in self.modules and "." in dotted:
            dotted = dotted.rpartition(".")[0]
        return dotted if dotted in self.modules else dotted.split(".")[0]

    @cached_property
    def _read(self) -> dict[str, tuple[frozenset[str], tuple[int, ...]]]:
        """Per module: what it imports, and the lines of its dynamic imports whose name cannot be read."""
        read = {}
        for name, path in self.modules.items():
            found: set[str] = set()
            unread: list[int] = []
            for kind, dotted, names, line in imports_in(path.read_text(), name, path.name == "__init__.py"):
                if kind == "from":
                    subs = {f"{dotted}.{sub}" for sub in names} & set(self.modules)
                    found.update(subs or {self._target(dotted)})
                elif dotted:
                    found.add(self._target(dotted))
                else:
                    unread.append(line)
            found.discard(name)
            read[name] = (frozenset(found), tuple(sorted(unread)))
        return read

    def imports_of(self, name: str) -> frozenset[str]:
        """What module `name` imports: modules of the graph by dotted name, other packages by top name."""
        return self._read[name][0]

    def dynamic_imports(self, name: str) -> tuple[int, ...]:
        """The lines where `name` imports a module whose name the source does not say."""
        return self._read[name][1]

    @cached_property
    def _reach(self) -> dict[str, frozenset[str]]:
        reach: dict[str, frozenset[str]] = {}
        for name in self.modules:
            seen: set[str] = set()
            todo = [name]
            while todo:
                for target in self.imports_of(todo.pop()):
                    if target not in seen:
                        seen.add(target)
                        if target in self.modules:
                            todo.append(target)
            reach[name] = frozenset(seen)
        return reach

    def reaches(self, name: str) -> frozenset[str]:
        """Every module `name` imports, directly or through others (modules of the graph and top names)."""
        return self._reach[name]

    def cycles(self) -> list[list[str]]:
        """The import cycles among the modules (strongly connected components of two or more)."""
        graph = {name: sorted(self.imports_of(name) & set(self.modules)) for name in self.modules}
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
