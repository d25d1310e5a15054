"""Shared paths and helpers of the build tools."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent  # the repository
VENV = ROOT / ".venv"
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
SITE = ROOT / "site"
WHEEL_DIR = ROOT / "build" / "wheel"


def log(msg: str) -> None:
    """Print one progress line of the build."""
    print(f"[build] {msg}", flush=True)


def run(cmd: list[str | os.PathLike], **kw) -> None:
    """Run a command, failing the build loudly if it fails."""
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def run_quiet(cmd: list[str | os.PathLike]) -> None:
    """Run a chatty command, showing its output only if it fails."""
    done = subprocess.run([str(c) for c in cmd], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode:
        sys.exit(f"{done.stdout}\nerror: {' '.join(map(str, cmd))} failed (exit {done.returncode})")
