"""The pygames wheel, and the boot wheel without the data files games declare lazy."""

from __future__ import annotations

import fnmatch
import shutil
import sys
from pathlib import Path

from tools.common import ROOT, WHEEL_DIR, run_quiet
from tools.venv import venv_python


def version() -> str:
    """pygames.__version__, read without importing the package."""
    for line in (ROOT / "pygames" / "__init__.py").read_text().splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    sys.exit("error: no __version__ in pygames/__init__.py")


def build_wheel() -> Path:
    """Build the pure wheel with setuptools (no isolation: the pinned backend is in .venv)."""
    shutil.rmtree(WHEEL_DIR, ignore_errors=True)
    # -P: our build.py must not shadow the `build` package when the cwd is the repo root.
    run_quiet([venv_python(), "-P", "-m", "build", "--wheel", "--no-isolation", "--outdir", WHEEL_DIR, ROOT])
    wheel = WHEEL_DIR / f"pygames-{version()}-py3-none-any.whl"
    if not wheel.exists():
        sys.exit(f"error: expected {wheel.name}, got {[p.name for p in WHEEL_DIR.iterdir()]}")
    return wheel


def lazy_data_patterns() -> list[str]:
    """The wheel paths of the data files games declare lazy (LAZY_DATA in pygames/games/<game>/__init__.py).

    Package data only some games need (the Yacht tables are 2.5 of the wheel's 2.6 MB) is left out of
    the wheel the page unpacks at boot and served as dist/data/<name> instead: pygames/lazydata.py
    fetches a file on first use, and the AI worker's config lists them all.
    """
    import ast

    patterns = []
    for init in sorted((ROOT / "pygames" / "games").glob("*/__init__.py")):
        for node in ast.parse(init.read_text()).body:
            names = [getattr(target, "id", "") for target in getattr(node, "targets", [])]
            if isinstance(node, ast.Assign) and "LAZY_DATA" in names:
                folder = init.parent.relative_to(ROOT).as_posix()
                patterns += [f"{folder}/{glob}" for glob in ast.literal_eval(node.value)]
    return patterns


def split_lazy_data(wheel: Path, out: Path) -> tuple[Path, dict[str, str]]:
    """Write out/<wheel> without the LAZY_DATA files, and those files into out/data/ (by name alone).

    Returns the boot wheel and each lazy file's name -> its path in the wheel. The wheel's RECORD
    drops their lines too.
    """
    import zipfile

    patterns = lazy_data_patterns()

    def lazy(name: str) -> bool:
        return any(fnmatch.fnmatch(name, pattern) for pattern in patterns)

    (out / "data").mkdir(parents=True, exist_ok=True)
    names: dict[str, str] = {}
    boot = out / wheel.name
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(boot, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info)
            if lazy(info.filename):
                name = info.filename.rsplit("/", 1)[1]
                (out / "data" / name).write_bytes(data)
                if name in names:
                    sys.exit(f"error: two lazy data files are named {name}")
                names[name] = info.filename
                continue
            if info.filename.endswith(".dist-info/RECORD"):
                lines = data.splitlines(keepends=True)
                data = b"".join(line for line in lines if not lazy(line.split(b",")[0].decode()))
            dst.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    if not names:
        sys.exit(f"error: nothing in {wheel.name} matched the games' LAZY_DATA {patterns}")
    return boot, dict(sorted(names.items()))
