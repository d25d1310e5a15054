"""How long one test layer takes, run exactly as `python3 build.py test` runs it.

    .venv/bin/python bench/suite_time.py tests            # the unit layer (xdist, worksteal)
    .venv/bin/python bench/suite_time.py e2e              # the browser layer (after `python3 build.py build`)
    .venv/bin/python bench/suite_time.py tests -- -k drinking   # extra pytest arguments after --

The pytest arguments (workers, --dist) come from build.py's own `pytest_runs`, and the summary (wall
time, seconds per test file, the slowest tests) from its own `time_report`: `build.py test` prints the
same summary after each layer, so this script only runs one layer without the build and lint before it,
and adds the CPU time of the run (user + system of pytest and its workers), which a loaded machine
inflates far less than the wall time. It also prints the load average before and after.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the tools package build.py runs
from tools.testing import find_chromium, pytest_runs, start_pytest, time_report  # noqa: E402


def children_cpu() -> float:
    """User + system seconds of the finished child processes (pytest waits for its xdist workers)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> int:
    """Run one layer, print its time summary; the exit code is pytest's."""
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []  # pytest's, untouched
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("layer", choices=["tests", "e2e"])
    parser.add_argument("--slowest", type=int, default=15, help="how many of the slowest tests to list")
    args = parser.parse_args(argv[:len(argv) - len(extra) - ("--" in argv)])
    runs = [run for run in pytest_runs(extra) if run.args[-1] == args.layer]
    if not runs:
        sys.exit(f"error: build.py runs no {args.layer} layer with these arguments")
    run, reports = runs[0], ROOT / "build" / "test-times"
    reports.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, PYGAMES_CHROMIUM=find_chromium()) if args.layer == "e2e" else dict(os.environ)
    env.setdefault("PYGAMES_CHROMIUM", "")
    print(f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())}", flush=True)
    cpu, started = children_cpu(), time.monotonic()
    lanes = [(name, start_pytest(lane, reports / f"bench-{name}.xml", env, reports / f"bench-{name}.log"))
             for name, lane in run.lanes]
    code = start_pytest(run.args, reports / f"bench-{args.layer}.xml", env).wait()
    wall = time.monotonic() - started
    if (reports / f"bench-{args.layer}.xml").exists():
        print(time_report(reports / f"bench-{args.layer}.xml", wall, args.slowest))
    for name, process in lanes:  # beside the run (build.py's lanes): its summary once it is done
        code = code or process.wait()
        print(f"{name} lane, beside the run:", flush=True)
        if (reports / f"bench-{name}.xml").exists():
            print(time_report(reports / f"bench-{name}.xml", time.monotonic() - started, args.slowest))
    wall, cpu = time.monotonic() - started, children_cpu() - cpu
    print(f"{args.layer}: {wall:.1f} s wall, {cpu:.1f} s CPU (user + system, workers included); "
          f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}; pytest exit {code}")
    return code


if __name__ == "__main__":
    sys.exit(main())
