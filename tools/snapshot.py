"""The build-time memory snapshot of Pyodide (scripts/snapshot.mjs, run with Node)."""

from __future__ import annotations

import ast
import hashlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

from tools.common import CACHE, ROOT, SITE, log
from tools.vendor import VENDORS

SNAPSHOT_SCRIPT = ROOT / "scripts" / "snapshot.mjs"
# Standard modules Python itself imports by name (at start, for an error's traceback, for
# time.strptime, for pickling), which no import statement of ours names: always kept in the cut
# standard library (scripts/snapshot.mjs, TRIM).
PYTHON_ITSELF = ("site", "_sitebuiltins", "sitecustomize", "sysconfig", "copyreg", "_collections_abc",
                 "posixpath", "genericpath", "linecache", "traceback", "tokenize", "_colorize", "warnings",
                 "_py_warnings", "__future__", "_strptime", "_compat_pickle", "_pydatetime", "encodings")


def imported_names(source: str) -> set[str]:
    """Every module a Python source names in an import (in a function too), with the packages it is in."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {".".join(name.split(".")[:i + 1]) for name in names for i in range(name.count(".") + 1)}


def stdlib_roots(out: Path) -> str:
    """The modules the cut standard library starts from, one a line: what our Python and PyScript's import.

    PyScript's Python ships inside its JavaScript bundles as strings: any `import x` or `from x` there
    counts (names that are no standard module are ignored by the cut).
    """
    names = set(PYTHON_ITSELF)
    for source in [*(ROOT / "pygames").rglob("*.py"), SITE / "ai_worker.py"]:
        names |= imported_names(source.read_text())
    for bundle in (out / "vendor" / "pyscript").glob("*.js"):
        for listed in re.findall(r"(?:\bimport|\bfrom)\s+([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*)",
                                 bundle.read_text()):
            names.update(name.strip() for name in listed.split(","))
    return "\n".join(sorted(names)) + "\n"


def snapshot_key(wheel: Path, roots: str) -> str:
    """What a snapshot depends on: the boot wheel's files, the vendored Pyodide, the script that makes it
    and the roots of the cut standard library.

    The wheel's files, not its bytes: a rebuilt zip differs in its timestamps alone.
    """
    import zipfile

    digest = hashlib.sha256()
    with zipfile.ZipFile(wheel) as archive:
        for info in sorted(archive.infolist(), key=lambda i: i.filename):
            digest.update(info.filename.encode() + b"\0" + hashlib.sha256(archive.read(info)).digest())
    for vendor in VENDORS:
        digest.update(vendor.integrity.encode())
    digest.update(SNAPSHOT_SCRIPT.read_bytes())
    digest.update(roots.encode())
    return digest.hexdigest()[:16]


def make_snapshot(out: Path, wheel: Path) -> Path | None:
    """Write out/snapshot/<key>.snap (Pyodide's memory after the app's imports), cached in .cache/.

    Made by Node with the very Pyodide the site serves (see scripts/snapshot.mjs), which also cuts
    the standard library down to what can be imported (it replaces out's python_stdlib.zip) and
    compiles the wheel's modules: the .pyc files of those the snapshot does not hold are added to the
    boot wheel here. Without Node the site boots as before, with the whole standard library:
    site/js/python.mjs falls back to the normal start.
    """
    import zipfile

    roots = stdlib_roots(out)
    key = snapshot_key(wheel, roots)
    cached = CACHE / "snapshot" / f"{key}.snap"
    bytecode = cached.with_suffix(".pyc.zip")
    stdlib = cached.with_suffix(".stdlib.zip")
    if not (cached.exists() and bytecode.exists() and stdlib.exists()):
        if not shutil.which("node"):
            log("no node: building without the memory snapshot (the site boots without it)")
            return None
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(".part")
        listed = cached.with_suffix(".roots")
        listed.write_text(roots)
        command = [str(part) for part in ("node", SNAPSHOT_SCRIPT, out / "vendor" / "pyodide", wheel, key,
                                          partial, bytecode, stdlib, listed)]
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if done.returncode:
            sys.exit(f"{done.stdout}\nerror: the memory snapshot failed (exit {done.returncode})")
        log(f"memory snapshot: {done.stdout.strip()}")
        partial.replace(cached)  # only a complete snapshot ever gets the cached name
    # The snapshot was made with the cut standard library mounted: the site serves that one.
    shutil.copyfile(stdlib, out / "vendor" / "pyodide" / "python_stdlib.zip")
    with zipfile.ZipFile(bytecode) as source, zipfile.ZipFile(wheel, "a", zipfile.ZIP_DEFLATED) as boot:
        for info in source.infolist():
            boot.writestr(info.filename, source.read(info), compresslevel=9)
    target = out / "snapshot" / cached.name
    target.parent.mkdir(exist_ok=True)
    shutil.copyfile(cached, target)
    return target
