"""build.py test: ruff, mypy and pytest over tests/ and e2e/."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from tools.catalogue import compile_catalogues
from tools.common import ROOT, VENV, log
from tools.site import cmd_build
from tools.venv import apt_install, ensure_venv, venv_python


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


@dataclass
class Run:
    """One pytest run and the lanes that run beside it (each a name and its own pytest arguments).

    `early`: the run needs no dist/, so it starts as soon as the venv is ready, beside the build (whose
    steps mostly keep one core busy), and the runs after it wait for it to end.
    """

    args: list[str]
    lanes: list[tuple[str, list[str]]] = field(default_factory=list)
    early: bool = False


def start_pytest(args: list[str], xml: Path, env: dict[str, str],
                 output: Path | None = None) -> subprocess.Popen:
    """Start one pytest run writing JUnit XML to `xml` (and its output to `output`, if given)."""
    xml.unlink(missing_ok=True)
    log(f"pytest {' '.join(args)}  (chromium: {env.get('PYGAMES_CHROMIUM', '-')})")
    sink = output.open("w") if output else None
    return subprocess.Popen([venv_python(), "-m", "pytest", *args, f"--junitxml={xml}"], cwd=ROOT, env=env,
                            stdout=sink, stderr=subprocess.STDOUT if sink else None)


class Lane:
    """A pytest run beside another: its process, and how long it took (timed by a thread that waits on it)."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.process, self.started, self.seconds = process, time.monotonic(), 0.0
        self.waiter = threading.Thread(target=self._wait, daemon=True)
        self.waiter.start()

    def _wait(self) -> None:
        self.process.wait()
        self.seconds = time.monotonic() - self.started

    def wait(self) -> int:
        """Wait for the lane to end; its exit code."""
        self.waiter.join()
        return self.process.returncode

    def finish(self, stem: Path) -> int:
        """Wait for the lane, print its output (`stem`.log) and time report (`stem`.xml); its exit code."""
        code = self.wait()
        print(stem.with_suffix(".log").read_text(errors="replace"), end="", flush=True)
        if stem.with_suffix(".xml").exists():
            log(time_report(stem.with_suffix(".xml"), self.seconds))
        return code


class Linting:
    """ruff, then mypy, in a thread beside the build; `report` prints what they said and their verdict."""

    CHECKS = (("ruff check", [str(VENV / "bin" / "ruff"), "check", str(ROOT)]),
              ("mypy (config in pyproject.toml)", [str(venv_python()), "-m", "mypy"]))

    def __init__(self) -> None:
        self.said: list[tuple[str, str, float]] = []
        self.code = 0
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        for name, command in self.CHECKS:
            began = time.monotonic()
            done = subprocess.run(command, cwd=ROOT, text=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            self.code |= done.returncode
            self.said.append((name, done.stdout, time.monotonic() - began))

    def report(self) -> int:
        """Wait for both checks, print their output; nonzero if either failed."""
        self.thread.join()
        for name, output, seconds in self.said:
            log(f"{name} ({seconds:.0f} s, beside the build)")
            print(output, end="", flush=True)
        return self.code


# The NAT lab's browser tests spend most of their time waiting on ICE and link timers, not on the CPU:
# they run in a lane of their own beside the other browser tests instead of holding one of their workers.
LAB_TESTS = "e2e/test_natlab.py"


def pytest_runs(args: list[str]) -> list[Run]:
    """The pytest runs: the user's args plus tests/ (early: beside the build), then plus e2e/ (with the NAT
    lab in a lane beside it).

    Two runs, because each folder has its own conftest.py and may reuse test file basenames
    (pytest's default import mode cannot hold both in one process). If the user names paths
    themselves, they get exactly one run over those.
    """
    if any(not a.startswith("-") and (ROOT / a.split("::")[0]).exists() for a in args):
        return [Run(args)]
    # One worker per core (at most 4) for both folders: tests/ is pure CPU, and e2e/ is CPU-bound too
    # (a third worker made each of its tests slower by more than it gained). worksteal balances the
    # long tail of both.
    workers = ["-n", str(min(4, os.cpu_count() or 1))]
    runs = []
    if (ROOT / "tests").is_dir():
        runs.append(Run([*args, *workers, "--dist", "worksteal", "tests"], early=True))
    if (ROOT / "e2e").is_dir():
        lab = (ROOT / LAB_TESTS).exists()
        lanes = [("natlab", [*args, "-p", "no:xdist", LAB_TESTS])] if lab else []
        ignore = [f"--ignore={LAB_TESTS}"] if lab else []
        runs.append(Run([*args, *workers, "--dist", "worksteal", *ignore, "e2e"], lanes))
    return runs


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
    ensure_venv()
    # ruff and mypy need only the venv: they run beside the rest of the build (the wheel, node's snapshot),
    # which keeps one core busy, and report once it is done.
    lint = Linting()
    runs = pytest_runs(args)
    reports = ROOT / "build" / "test-times"
    reports.mkdir(parents=True, exist_ok=True)
    # An early run (tests/) starts now, beside the build; the catalogues its conftest.py writes when they
    # differ (and the build packs) are written first, once.
    compile_catalogues()
    early = {number: Lane(start_pytest(run.args, reports / f"run{number}.xml", dict(os.environ),
                                       reports / f"run{number}.log"))
             for number, run in enumerate(runs) if run.early}
    cmd_build()
    lint_code = lint.report()
    env = dict(os.environ, PYGAMES_CHROMIUM=find_chromium())
    lab_tools()
    codes, walls = [], []
    for number, run in enumerate(runs):
        xml = reports / f"run{number}.xml"
        if run.early:
            # Waited for before the next run starts: run beside the browser tests, it slowed them by more
            # than it gained (a whole clean-clone run took 616 s against 544 s): their pages' waits and
            # animations cost CPU for as long as they last, so stretching them costs more.
            codes.append(early[number].finish(reports / f"run{number}"))
            walls.append(f"{run.args[-1]} {early[number].seconds:.0f} s (from before the build)")
            continue
        # A lane beside the run (the NAT lab: mostly waiting on network timers) starts with it, its
        # output kept in a file and shown once the run is done.
        lanes = [Lane(start_pytest(lane, reports / f"run{number}-{name}.xml", env,
                                   reports / f"run{number}-{name}.log")) for name, lane in run.lanes]
        run_started = time.monotonic()
        codes.append(start_pytest(run.args, xml, env).wait())
        walls.append(f"{run.args[-1]} {time.monotonic() - run_started:.0f} s")
        if xml.exists():
            log(time_report(xml, time.monotonic() - run_started))
        for (name, _args), lane in zip(run.lanes, lanes):
            codes.append(lane.finish(reports / f"run{number}-{name}"))
            walls.append(f"{name} lane {lane.seconds:.0f} s")
    log(f"whole test command: {time.monotonic() - started:.0f} s (pytest runs: {'; '.join(walls)})")
    # Exit 5 is "no tests collected": fine for one folder, a failure only if nothing ran at all.
    failed = [code for code in codes if code not in (0, 5)]
    tests = failed[0] if failed else (5 if all(code == 5 for code in codes) else 0)
    # Lint and tests both always run, so a lint slip does not hide the test results.
    if lint_code:
        log("ruff check or mypy FAILED (see above)")
    log("tests " + ("passed" if tests == 0 else f"FAILED (pytest exit codes {codes})"))
    return tests or lint_code
