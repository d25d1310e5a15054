"""build.py test: ruff, mypy and pytest over tests/ and e2e/."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

from tools.common import ROOT, VENV, log
from tools.site import cmd_build
from tools.venv import apt_install, venv_python


def find_chromium() -> str:
    """A Chromium binary: $PYGAMES_CHROMIUM, $CHROMIUM, one on PATH, else Debian's `chromium`."""
    for var in ("PYGAMES_CHROMIUM", "CHROMIUM"):
        if os.environ.get(var):
            return os.environ[var]
    for name in ("/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    apt_install("chromium", why="the end-to-end tests drive a headless Chromium")
    return shutil.which("chromium") or sys.exit("error: installed chromium but found no binary")


def pytest_runs(args: list[str]) -> list[list[str]]:
    """One pytest argument list per run: the user's args plus tests/, then plus e2e/.

    Two runs, because each folder has its own conftest.py and may reuse test file basenames
    (pytest's default import mode cannot hold both in one process). If the user names paths
    themselves, they get exactly one run over those.
    """
    if any(not a.startswith("-") and (ROOT / a.split("::")[0]).exists() for a in args):
        return [args]
    # One worker per core (at most 4) for both folders: tests/ is pure CPU, and e2e/ spends most of
    # its time waiting on a browser. e2e/ once ran serially because a three-browser peer test timed
    # out on two workers; that was a race in the test (wait_same), fixed since.
    workers = ["-n", str(min(4, os.cpu_count() or 1))]
    per_folder = {"tests": workers, "e2e": [*workers, "--durations=15"]}
    return [[*args, *per_folder[folder], folder] for folder in ("tests", "e2e") if (ROOT / folder).is_dir()]


def cmd_test(args: list[str]) -> int:
    """Build, lint, then run pytest over tests/ and e2e/; the exit code is the verdict."""
    cmd_build()
    log("ruff check")
    lint = subprocess.run([VENV / "bin" / "ruff", "check", ROOT], cwd=ROOT).returncode
    log("mypy (config in pyproject.toml)")
    lint |= subprocess.run([venv_python(), "-m", "mypy"], cwd=ROOT).returncode
    env = dict(os.environ, PYGAMES_CHROMIUM=find_chromium())
    codes = []
    for run_args in pytest_runs(args):
        log(f"pytest {' '.join(run_args)}  (chromium: {env['PYGAMES_CHROMIUM']})")
        codes.append(subprocess.run([venv_python(), "-m", "pytest", *run_args], cwd=ROOT, env=env).returncode)
    # Exit 5 is "no tests collected": fine for one folder, a failure only if nothing ran at all.
    failed = [code for code in codes if code not in (0, 5)]
    tests = failed[0] if failed else (5 if all(code == 5 for code in codes) else 0)
    # Lint and tests both always run, so a lint slip does not hide the test results.
    if lint:
        log("ruff check or mypy FAILED (see above)")
    log("tests " + ("passed" if tests == 0 else f"FAILED (pytest exit codes {codes})"))
    return tests or lint
