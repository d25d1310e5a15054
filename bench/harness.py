"""What every browser benchmark shares: build.py loaded as a module, a served dist/, Chromium's flags."""

from __future__ import annotations

import importlib.util
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync"]


def load_build_module():
    """build.py as a module (loaded by path: the name `build` belongs to PyPA's build package)."""
    spec = importlib.util.spec_from_file_location("pygames_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


def serve_dist(prefix: str = "/", **options):
    """build.py's static server over dist/ on a free port, in a daemon thread."""
    server = load_build_module().make_server(ROOT / "dist", port=0, quiet=True, prefix=prefix, **options)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
