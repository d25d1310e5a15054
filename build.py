#!/usr/bin/env python3
"""The one entry point of pygames: build, serve and test the static site.

    python3 build.py build                 # .venv, wheel, dist/ (the deployable site)
    python3 build.py serve [--port N]      # build, then serve dist/ on http://127.0.0.1:8000
    python3 build.py test [pytest args]    # build, ruff, mypy, then pytest over tests/ and e2e/

Stdlib only, so the system python3 can run it on a fresh machine (the work is in tools/). Everything it needs
(the venv, the npm tarballs of Pyodide/PyScript, Chromium) it installs itself.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the tools package, next to this file

# The names e2e/, bench/ and scripts load from build.py (by path: `build` is PyPA's package).
from tools.common import DIST, ROOT  # noqa: E402, F401
from tools.serve import SiteHandler, SiteServer, cmd_serve, make_server  # noqa: E402, F401
from tools.site import cmd_build  # noqa: E402
from tools.testing import cmd_test, find_chromium  # noqa: E402, F401
from tools.vendor import VENDORS, Vendor, fetch_tarball  # noqa: E402, F401


def main() -> int:
    """Parse the command line and run one command."""
    if sys.argv[1:2] == ["test"]:
        return cmd_test(sys.argv[2:])  # everything after `test` belongs to pytest, untouched
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build", help="build .venv, the wheel and dist/")
    serve = sub.add_parser("serve", help="build, then serve dist/")
    serve.add_argument("--port", type=int, default=8000)
    sub.add_parser("test", help="build, ruff, pytest (extra args go to pytest)")
    args = parser.parse_args()
    if args.command == "build":
        cmd_build()
    else:
        cmd_serve(args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main())
