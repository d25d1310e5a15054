"""build.py test: ruff, mypy and pytest over tests/ and e2e/."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

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


def lab_tools() -> None:
    """The NAT lab's tools (e2e/natlab.py): installed with apt where we are root, else its tests skip."""
    if sys.platform != "linux" or os.geteuid() != 0 or not shutil.which("apt-get"):
        return
    for tool, package in (("ip", "iproute2"), ("iptables", "iptables"), ("turnserver", "coturn")):
        if not shutil.which(tool):
            apt_install(package, why="the NAT lab routes its tests through namespaces, NAT and coturn")
            if package == "coturn" and Path("/run/systemd/system").exists():
                # The lab starts its own coturn inside a namespace: no TURN server stays on this machine.
                subprocess.run(["systemctl", "disable", "--now", "coturn"], capture_output=True)


def pytest_runs(args: list[str]) -> list[list[str]]:
    """One pytest argument list per run: the user's args plus tests/, then plus e2e/.

    Two runs, because each folder has its own conftest.py and may reuse test file basenames
    (pytest's default import mode cannot hold both in one process). If the user names paths
    themselves, they get exactly one run over those.
    """
    if any(not a.startswith("-") and (ROOT / a.split("::")[0]).exists() for a in args):
        return [args]
    # One worker per core (at most 4) for both folders: tests/ is pure CPU, and e2e/ spends most of
    # its time waiting on a browser. tests/ has no xdist_group, so worksteal balances its long tail;
    # e2e/ keeps loadgroup: the tests of an xdist_group (the NAT lab's) share one worker, so one lab
    # runs at a time (worksteal ignores groups).
    workers = ["-n", str(min(4, os.cpu_count() or 1))]
    dist = {"tests": "worksteal", "e2e": "loadgroup"}
    return [[*args, *workers, "--dist", dist[folder], folder] for folder in dist if (ROOT / folder).is_dir()]


def time_report(xml: Path, wall: float, slowest: int = 15) -> str:
    """Seconds per test file and the slowest tests of one pytest run, from its JUnit XML."""
    import xml.etree.ElementTree as ElementTree

    per_file: dict[str, float] = {}
    tests: list[tuple[float, str]] = []
    for case in ElementTree.parse(xml).getroot().iter("testcase"):
        seconds = float(case.get("time") or 0)
        module = (case.get("classname") or "?").split(".")
        path = "/".join(part for part in module if not part[:1].isupper()) + ".py"
        per_file[path] = per_file.get(path, 0.0) + seconds
        tests.append((seconds, f"{path}::{case.get('name')}"))
    lines = [f"{len(tests)} tests in {wall:.0f} s wall, {sum(per_file.values()):.0f} s of test time;"
             " per file (s):"]
    lines += [f"  {seconds:7.1f}  {path}" for path, seconds in sorted(per_file.items(), key=lambda i: -i[1])]
    lines.append(f"the {slowest} slowest tests (s):")
    lines += [f"  {seconds:7.1f}  {name}" for seconds, name in sorted(tests, reverse=True)[:slowest]]
    return "\n".join(lines)


def cmd_test(args: list[str]) -> int:
    """Build, lint, then run pytest over tests/ and e2e/; the exit code is the verdict.

    After each run it prints the time per test file and the 15 slowest tests (from pytest's JUnit XML).
    """
    started = time.monotonic()
    cmd_build()
    log("ruff check")
    lint = subprocess.run([VENV / "bin" / "ruff", "check", ROOT], cwd=ROOT).returncode
    log("mypy (config in pyproject.toml)")
    lint |= subprocess.run([venv_python(), "-m", "mypy"], cwd=ROOT).returncode
    env = dict(os.environ, PYGAMES_CHROMIUM=find_chromium())
    lab_tools()
    codes, walls = [], []
    reports = ROOT / "build" / "test-times"
    reports.mkdir(parents=True, exist_ok=True)
    for number, run_args in enumerate(pytest_runs(args)):
        xml = reports / f"run{number}.xml"
        xml.unlink(missing_ok=True)
        log(f"pytest {' '.join(run_args)}  (chromium: {env['PYGAMES_CHROMIUM']})")
        run_started = time.monotonic()
        codes.append(subprocess.run([venv_python(), "-m", "pytest", *run_args, f"--junitxml={xml}"],
                                    cwd=ROOT, env=env).returncode)
        walls.append(f"{run_args[-1]} {time.monotonic() - run_started:.0f} s")
        if xml.exists():
            log(time_report(xml, time.monotonic() - run_started))
    log(f"whole test command: {time.monotonic() - started:.0f} s (pytest runs: {'; '.join(walls)})")
    # Exit 5 is "no tests collected": fine for one folder, a failure only if nothing ran at all.
    failed = [code for code in codes if code not in (0, 5)]
    tests = failed[0] if failed else (5 if all(code == 5 for code in codes) else 0)
    # Lint and tests both always run, so a lint slip does not hide the test results.
    if lint:
        log("ruff check or mypy FAILED (see above)")
    log("tests " + ("passed" if tests == 0 else f"FAILED (pytest exit codes {codes})"))
    return tests or lint
