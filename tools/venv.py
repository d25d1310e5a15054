"""The .venv with the pinned tools, and Debian packages the build needs."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

from tools.common import ROOT, VENV, log, run


def venv_python() -> Path:
    """The venv's interpreter."""
    return VENV / "bin" / "python"


def dev_requirements() -> list[str]:
    """The pinned dev+test extras of pyproject.toml, with the self-reference expanded."""
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    reqs: list[str] = []
    for extra in ("dev", "test"):
        reqs += [r for r in extras.get(extra, []) if not r.startswith("pygames")]
    return sorted(set(reqs))


def ensure_venv() -> None:
    """Create .venv and install the pinned tools, again only when pyproject.toml changed.

    pygames itself is not installed: tests import it from the work tree (pytest pythonpath),
    so nothing can go stale between edits.
    """
    stamp = VENV / ".pygames-stamp"
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + sys.version.encode()).hexdigest()
    if stamp.exists() and stamp.read_text() == want and venv_python().exists():
        return
    if not venv_python().exists():
        log("creating .venv")
        try:
            run([sys.executable, "-m", "venv", VENV])
        except subprocess.CalledProcessError:
            # Debian's python3 ships venv without ensurepip until python3-venv is installed.
            apt_install("python3-venv", why="python3 -m venv needs ensurepip")
            shutil.rmtree(VENV, ignore_errors=True)
            run([sys.executable, "-m", "venv", VENV])
    log("installing pinned dev tools into .venv")
    # --no-compile: pip byte-compiled every file of every tool (4 of its 14 s here); Python compiles the
    # modules a run imports, once, on first use.
    run([venv_python(), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-compile",
         *dev_requirements()])
    stamp.write_text(want)


def apt_install(package: str, why: str) -> None:
    """Install a Debian package when we can (root + apt-get), else stop with what to install."""
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        sys.exit(f"error: {why}; please install the Debian package '{package}' (or its equivalent)")
    log(f"apt-get install {package} ({why})")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run(["apt-get", "update", "-q"], env=env)
    run(["apt-get", "install", "-y", "-q", "--no-install-recommends", package], env=env)
