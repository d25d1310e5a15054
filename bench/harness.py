"""What every browser benchmark shares: build.py loaded as a module, a served dist/, Chromium's flags."""

from __future__ import annotations

import importlib.util
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync"]
SUB_PATH = "/pygames/"  # served under a sub-path, as on a static host
BOOT_TIMEOUT_MS = 90_000

# The set-up form's seat chips are picked as the e2e tests pick them (e2e/setup_helpers.py).
sys.path.insert(0, str(ROOT / "e2e"))
from setup_helpers import choose_seat  # noqa: E402,F401  (re-exported for the benchmarks)


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


def require_dist() -> None:
    """Stop with a hint when the site has not been built."""
    if not (ROOT / "dist" / "index.html").exists():
        sys.exit("dist/ is not built: run `python3 build.py build` first")


def open_site(driver, chromium: str, init_script: str | None = None):
    """Serve dist/, launch Chromium and open the site until Python is ready: (browser, page)."""
    server = serve_dist(SUB_PATH)
    browser = driver.chromium.launch(executable_path=chromium, args=LAUNCH_ARGS)
    page = browser.new_page()
    if init_script:
        page.add_init_script(init_script)
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    page.goto(f"http://127.0.0.1:{server.server_address[1]}{SUB_PATH}")
    page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)
    return browser, page
