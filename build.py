#!/usr/bin/env python3
"""The one entry point of pygames: build, serve and test the static site.

    python3 build.py build                 # .venv, wheel, dist/ (the deployable site)
    python3 build.py serve [--port N]      # build, then serve dist/ on http://127.0.0.1:8000
    python3 build.py test [pytest args]    # build, ruff, mypy, then pytest over tests/ and e2e/

Stdlib only, so the system python3 can run it on a fresh machine. Everything it needs
(the venv, the npm tarballs of Pyodide/PyScript, Chromium) it installs itself.
"""

from __future__ import annotations

import argparse
import base64
import fnmatch
import functools
import hashlib
import http.server
import json
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
import zlib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
SITE = ROOT / "site"
WHEEL_DIR = ROOT / "build" / "wheel"


@dataclass(frozen=True)
class Vendor:
    """One npm package copied into dist/vendor/<dest>/ (files: globs relative to `root`)."""

    name: str
    version: str
    integrity: str
    dest: str
    root: str
    files: tuple[str, ...]


# Adding a browser library is one line here. The integrity is npm's sha512 of the tarball.
VENDORS = (
    Vendor("pyodide", "314.0.2",
           "sha512-rXkXOriXhzRkEV/coVGELjz4da77oNQEOu8hOf8dtBHEKOzqoIAmSJGeKuPl4wbLDv9EDibfKOchnC73CVX4DQ==",
           "pyodide", "", ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                           "pyodide-lock.json")),
    Vendor("@pyscript/core", "0.7.31",
           "sha512-GqM1aonc1N4RTkNZ1zJ8jJk8+i2cqeztZslPsAiQtn+wHHkUX9Z1FgIg4HjCvhBylB68UKmbTVTzOobpgPIMVQ==",
           "pyscript", "dist", ("*.js", "*.css")),
    Vendor("qrcode-generator", "2.0.4",
           "sha512-mZSiP6RnbHl4xL2Ap5HfkjLnmxfKcPWpWe/c+5XxCuetEenqmNFf1FH/ftXPCtFG5/TDobjsjz6sSNL0Sr8Z9g==",
           "qrcode", "dist", ("qrcode.mjs", "qrcode.js")),
)

# Files of site/ whose {{NAME}} placeholders the build fills in (sw.js last: it lists every file).
TEMPLATED = ("index.html", "pyscript.json", "pyscript-worker.json", "manifest.webmanifest", "js/python.mjs")
# Package data only some games need: left out of the wheel the page unpacks at boot and served as
# dist/data/<name> instead (pygames/lazydata.py fetches a file on first use; the AI worker's config
# lists them all). The Yacht tables are 2.5 of the wheel's 2.6 MB.
LAZY_DATA = ("pygames/data/yacht_*.bin",)
# Files of the build no visit loads, left out of the service worker's precache (not of dist/): PyScript's
# code editor and terminal (CodeMirror, xterm, MicroPython's REPL), loaded only by <py-editor> and
# terminal scripts, and qrcode's UMD build (the peer page imports qrcode.mjs). About 0.9 MB.
NOT_PRECACHED = ("vendor/pyscript/codemirror*", "vendor/pyscript/xterm*", "vendor/pyscript/mpy-*",
                 "vendor/pyscript/py-Dl-*", "vendor/qrcode/qrcode.js")
# PyScript's dist has a 1-byte service-worker.js stub we never use (it is for its COI mode).
SKIP_VENDOR_FILES = {"service-worker.js"}

MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".py": "text/plain",
    ".snap": "application/octet-stream",
}


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


# ---------------------------------------------------------------- the venv

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
    run([venv_python(), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
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


# ---------------------------------------------------------------- the wheel

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


def split_lazy_data(wheel: Path, out: Path) -> tuple[Path, list[str]]:
    """Write out/<wheel> without the LAZY_DATA files, and those files into out/data/.

    Returns the boot wheel and the lazy files' names. The wheel's RECORD drops their lines too.
    """
    import zipfile

    def lazy(name: str) -> bool:
        return any(fnmatch.fnmatch(name, pattern) for pattern in LAZY_DATA)

    (out / "data").mkdir(parents=True, exist_ok=True)
    names = []
    boot = out / wheel.name
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(boot, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info)
            if lazy(info.filename):
                name = info.filename.rsplit("/", 1)[1]
                (out / "data" / name).write_bytes(data)
                names.append(name)
                continue
            if info.filename.endswith(".dist-info/RECORD"):
                lines = data.splitlines(keepends=True)
                data = b"".join(line for line in lines if not lazy(line.split(b",")[0].decode()))
            dst.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    if not names:
        sys.exit(f"error: nothing in {wheel.name} matched LAZY_DATA {LAZY_DATA}")
    return boot, sorted(names)


# What index.html shows before Python is ready, drawn at build time by the page code itself: the home
# page's first line and game cards (from the catalogue), and the pages that need nothing from the
# browser (each game's new-game form and rules), which site/js/pages.js shows from <template>s. The page
# code imports browser modules, hence the stubs; App is made without __init__, which reaches for the DOM.
SHELL_SCRIPT = """
import json, sys, types
for name in ("pyscript", "pyodide", "pyodide.ffi", "js"):
    stub = sys.modules[name] = types.ModuleType(name)
    stub.__getattr__ = lambda attr: None
from pygames.web.catalogue import home_line, listings
from pygames.web.shell import App
games = list(listings().values())
app = object.__new__(App)
app.root = types.SimpleNamespace()
pages = {}
for game in games:
    app.show_setup(game)
    pages[f"new/{game.id}"] = app.root.innerHTML
    app.show_rules(game)
    pages[f"rules/{game.id}"] = app.root.innerHTML
print(json.dumps({"line": home_line(games), "cards": [[g.id, g.title, g.blurb, g.icon] for g in games],
                  "pages": pages}))
"""


def web_import_order() -> list[str]:
    """pygames.web's modules, each after the ones it imports (the page imports one per task)."""
    import ast

    folder = ROOT / "pygames" / "web"
    names = sorted(path.stem for path in folder.glob("*.py") if path.stem != "__init__")
    needs: dict[str, set[str]] = {}
    for name in names:
        found: set[str] = set()
        for node in ast.walk(ast.parse((folder / f"{name}.py").read_text())):
            module = getattr(node, "module", None) or ""
            if isinstance(node, ast.ImportFrom) and (node.level == 1 or module.startswith("pygames.web")):
                module = module.removeprefix("pygames.web").lstrip(".")
                found.update([module.split(".")[0]] if module else [alias.name for alias in node.names])
            elif isinstance(node, ast.Import):
                found.update(alias.name.split(".")[2] for alias in node.names
                             if alias.name.startswith("pygames.web."))
        needs[name] = found & set(names)
    order: list[str] = []

    def visit(name: str, path: tuple[str, ...] = ()) -> None:
        if name in order or name in path:  # done, or an import cycle (Python copes with those)
            return
        for dependency in sorted(needs[name]):
            visit(dependency, (*path, name))
        order.append(name)

    for name in names:
        visit(name)
    return [f"pygames.web.{name}" for name in order]


@functools.cache
def shell_facts() -> dict:
    """The home line, the game cards and the route -> markup of the static pages (see SHELL_SCRIPT)."""
    done = subprocess.run([venv_python(), "-c", SHELL_SCRIPT], cwd=ROOT, check=True,
                          stdout=subprocess.PIPE, text=True)
    return json.loads(done.stdout)


def home_line_html() -> str:
    """The home page's first line (what there is to play), escaped for index.html."""
    import html

    return html.escape(shell_facts()["line"])


def home_games_html() -> str:
    """The game cards of the home page (same markup as pygames.web.shell.App.show_home)."""
    import html

    cards = []
    for game_id, title, blurb, icon in shell_facts()["cards"]:
        gid, title, blurb = (html.escape(str(v)) for v in (game_id, title, blurb))
        cards.append(
            f'<article class="game-card" data-game="{gid}">'
            f'<div class="game-icon" aria-hidden="true">{icon}</div>'
            f'<div class="game-text"><h2>{title}</h2><p>{blurb}</p></div>'
            f'<div class="game-actions"><a class="button primary" href="#/new/{gid}">New game</a>'
            f'<a class="button quiet" href="#/rules/{gid}">Rules</a></div></article>')
    return "".join(cards)


# ---------------------------------------------------------------- vendored npm packages

def sri_sha512(path: Path) -> str:
    """The npm/SRI integrity string of a file."""
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def fetch_tarball(vendor: Vendor) -> Path:
    """The verified npm tarball of a vendored package, fetched once into .cache/npm/."""
    dest = CACHE / "npm"
    dest.mkdir(parents=True, exist_ok=True)
    tarball = dest / f"{vendor.name.lstrip('@').replace('/', '-')}-{vendor.version}.tgz"
    if tarball.exists() and sri_sha512(tarball) == vendor.integrity:
        return tarball
    log(f"npm pack {vendor.name}@{vendor.version}")
    if not shutil.which("npm"):
        apt_install("npm", why="the vendored browser packages are fetched with `npm pack`")
    run_quiet(["npm", "pack", f"{vendor.name}@{vendor.version}", "--pack-destination", dest])
    got = sri_sha512(tarball)
    if got != vendor.integrity:
        tarball.unlink()
        sys.exit(f"error: integrity mismatch for {vendor.name}@{vendor.version}\n"
                 f"  expected {vendor.integrity}\n  got      {got}")
    return tarball


def unpack_vendor(vendor: Vendor, out: Path) -> None:
    """Copy the wanted files of a vendored package into dist/vendor/<dest>/."""
    prefix = "package/" + (vendor.root + "/" if vendor.root else "")
    target = out / "vendor" / vendor.dest
    target.mkdir(parents=True, exist_ok=True)
    copied = 0
    with tarfile.open(fetch_tarball(vendor)) as tar:
        for member in tar.getmembers():
            rel = member.name.removeprefix(prefix)
            if not member.isfile() or rel == member.name or "/" in rel or rel in SKIP_VENDOR_FILES:
                continue
            if any(fnmatch.fnmatch(rel, pattern) for pattern in vendor.files):
                (target / rel).write_bytes(tar.extractfile(member).read())
                copied += 1
    if copied == 0:
        sys.exit(f"error: nothing matched {vendor.files} in {vendor.name}")


# ---------------------------------------------------------------- the memory snapshot

SNAPSHOT_SCRIPT = ROOT / "scripts" / "snapshot.mjs"


def snapshot_key(wheel: Path) -> str:
    """What a snapshot depends on: the boot wheel's files, the vendored Pyodide and the script that makes it.

    The wheel's files, not its bytes: a rebuilt zip differs in its timestamps alone.
    """
    import zipfile

    digest = hashlib.sha256()
    with zipfile.ZipFile(wheel) as archive:
        for info in sorted(archive.infolist(), key=lambda i: i.filename):
            digest.update(info.filename.encode() + b"\0" + hashlib.sha256(archive.read(info)).digest())
    for vendor in VENDORS:
        digest.update(vendor.integrity.encode())
    digest.update(SNAPSHOT_SCRIPT.read_bytes())
    return digest.hexdigest()[:16]


def make_snapshot(out: Path, wheel: Path) -> Path | None:
    """Write out/snapshot/<key>.snap (Pyodide's memory after the app's imports), cached in .cache/.

    Made by Node with the very Pyodide the site serves (see scripts/snapshot.mjs), which also
    compiles the wheel's modules: their .pyc files are added to the boot wheel here. Without Node
    the site boots as before: site/js/python.mjs falls back to the normal start.
    """
    import zipfile

    key = snapshot_key(wheel)
    cached = CACHE / "snapshot" / f"{key}.snap"
    bytecode = cached.with_suffix(".pyc.zip")
    if not (cached.exists() and bytecode.exists()):
        if not shutil.which("node"):
            log("no node: building without the memory snapshot (the site boots without it)")
            return None
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(".part")
        command = ["node", SNAPSHOT_SCRIPT, out / "vendor" / "pyodide", wheel, key, partial, bytecode]
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if done.returncode:
            sys.exit(f"{done.stdout}\nerror: the memory snapshot failed (exit {done.returncode})")
        log(f"memory snapshot: {done.stdout.strip()}")
        partial.replace(cached)  # only a complete snapshot ever gets the cached name
    with zipfile.ZipFile(bytecode) as source, zipfile.ZipFile(wheel, "a", zipfile.ZIP_DEFLATED) as boot:
        for info in source.infolist():
            boot.writestr(info.filename, source.read(info), compresslevel=9)
    target = out / "snapshot" / cached.name
    target.parent.mkdir(exist_ok=True)
    shutil.copyfile(cached, target)
    return target


# ---------------------------------------------------------------- icons (tiny PNG writer)

def png_bytes(size: int, pixel) -> bytes:
    """Encode an RGBA image given by pixel(x, y) -> (r, g, b, a) as PNG."""
    rows = bytearray()
    for y in range(size):
        rows.append(0)  # filter: none
        for x in range(size):
            rows.extend(pixel(x + 0.5, y + 0.5))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
            + chunk(b"IEND", b""))


def die_icon_pixel(size: int):
    """The app icon (same design as site/icons/icon.svg): a white die showing five on green felt."""
    s = size / 512

    def rounded_box(x, y, cx, cy, half, radius):
        qx, qy = abs(x - cx) - half + radius, abs(y - cy) - half + radius
        return (max(qx, 0) ** 2 + max(qy, 0) ** 2) ** 0.5 + min(max(qx, qy), 0) - radius

    pips = [(256 + dx * 88, 256 + dy * 88) for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1))]

    def cover(distance):
        return min(max(0.5 - distance * s, 0.0), 1.0)  # antialiasing from the signed distance

    def pixel(x, y):
        x, y = x / s, y / s
        r, g, b = 0x1F, 0x5C, 0x3A  # felt green, full bleed for maskable icons
        die = cover(rounded_box(x, y, 256, 256, 150, 36))
        r, g, b = (round(c + (255 - c) * die) for c in (r, g, b))
        pip = max(cover(((x - px) ** 2 + (y - py) ** 2) ** 0.5 - 30) for px, py in pips)
        r, g, b = (round(c + (0x3B - c) * pip) for c in (r, g, b))
        return (r, g, b, 255)

    return pixel


def write_icons(out: Path) -> None:
    """Write the PNG icons, cached in .cache/icons/ (rendering in pure Python takes a second)."""
    key = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:12]
    for size in (192, 512):
        cached = CACHE / "icons" / f"icon-{size}-{key}.png"
        if not cached.exists():
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached.write_bytes(png_bytes(size, die_icon_pixel(size)))
        shutil.copyfile(cached, out / "icons" / f"icon-{size}.png")


# ---------------------------------------------------------------- the site

def fill(path: Path, values: dict[str, str]) -> None:
    """Replace {{NAME}} placeholders in a text file, failing on any left unfilled."""
    text = path.read_text()
    for name, value in values.items():
        text = text.replace("{{" + name + "}}", value)
    if "{{" in text and "}}" in text.split("{{", 1)[1]:
        left = text.split("{{", 1)[1].split("}}", 1)[0]
        sys.exit(f"error: {path.name}: unknown placeholder {{{{{left}}}}}")
    path.write_text(text)


def site_files(out: Path) -> list[str]:
    """Every file of the built site as a relative URL, sorted (sw.js itself excluded)."""
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file() and p.name != "sw.js")


def preloads(snapshot: Path | None, wheel: Path) -> str:
    """The downloads site/js/loader.js starts once the page has painted, as JSON [[rel, href], ...].

    Without them the browser learns of python.mjs only once PyScript's core has loaded, and of
    Pyodide's modules, the wheel and the snapshot only once python.mjs has. (The wasm is left alone: Pyodide
    compiles it from its own fetch, which the browser's code cache follows.)
    """
    modules = ["./js/python.mjs", "./vendor/pyodide/pyodide.mjs", "./vendor/pyodide/pyodide.asm.mjs"]
    links = [["modulepreload", href] for href in modules]
    links.append(["preload", f"./{wheel.name}"])  # site/js/python.mjs unpacks it
    if snapshot:
        links.append(["preload", f"./snapshot/{snapshot.name}"])
    return json.dumps(links)


def game_styles(out: Path) -> str:
    """The <link> tags of every game's own style sheet (css/<game>.css): adding a game edits no page."""
    shared = {"app.css", "play.css"}
    sheets = sorted(p.name for p in (out / "css").glob("*.css") if p.name not in shared)
    return "\n".join(f'  <link rel="stylesheet" href="./css/{name}">' for name in sheets)


# V8's explicit compile hint (Chromium 136 and later; a plain comment to other engines): compile all
# of the file's functions on a background thread while it downloads. Pyodide's 1.2 MB of JS glue is
# nearly all called by its start, which otherwise compiled it lazily inside the snapshot restore's
# main-thread task (about 70 ms of it here).
COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"


def hint_eager_compile(script: Path) -> None:
    """Put V8's compile-everything-eagerly hint on the first line of `script`."""
    text = script.read_text()
    if not text.startswith(COMPILE_HINT):
        script.write_text(COMPILE_HINT + text)


# Pyodide's glue makes a one-page shared wasm memory when it loads, for Atomics.wait in time.sleep().
# Outside cross-origin isolation Chromium reports that as a SharedArrayBuffer deprecation (Lighthouse's
# best-practices score loses it), on every page load, though the page never sleeps that way (Atomics.wait
# throws on a page's main thread anyway). Made on first use instead. If a new Pyodide changes this
# code, the build stops here: look at the new code and adjust (or drop) the patch.
LAZY_SLEEP_MEMORY = (
    "var io=new Int32Array(new WebAssembly.Memory({shared:!0,initial:1,maximum:1}).buffer);"
    "function so(t){try{return Atomics.wait(io,0,0,t),!0}catch{return!1}}",
    "var io=null;"
    "function so(t){try{io??=new Int32Array(new WebAssembly.Memory({shared:!0,initial:1,maximum:1}).buffer);"
    "return Atomics.wait(io,0,0,t),!0}catch{return!1}}",
)


def patch_sleep_memory(script: Path) -> None:
    """Make Pyodide's shared sleep memory on first use (see LAZY_SLEEP_MEMORY)."""
    before, after = LAZY_SLEEP_MEMORY
    text = script.read_text()
    if after in text:
        return
    if text.count(before) != 1:
        sys.exit(f"error: {script} no longer makes its sleep memory as build.py expects (LAZY_SLEEP_MEMORY)")
    script.write_text(text.replace(before, after))


def assemble_site(wheel: Path) -> None:
    """Build dist/: site/ with its placeholders filled, the wheel, vendored packages, icons."""
    out = DIST
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(SITE, out, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    wheel, lazy_names = split_lazy_data(wheel, out)
    for vendor in VENDORS:
        unpack_vendor(vendor, out)
    (out / "icons").mkdir(exist_ok=True)
    write_icons(out)
    pyodide = out / "vendor" / "pyodide"
    patch_sleep_memory(pyodide / "pyodide.asm.mjs")
    hint_eager_compile(pyodide / "pyodide.asm.mjs")
    # Byte totals of the big downloads, so the loading bar shows real progress.
    boot_bytes = {f"vendor/pyodide/{n}": (pyodide / n).stat().st_size
                  for n in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")}
    snapshot = make_snapshot(out, wheel)  # adds the compiled modules to the boot wheel
    boot_bytes[wheel.name] = wheel.stat().st_size
    if snapshot:
        boot_bytes[f"snapshot/{snapshot.name}"] = snapshot.stat().st_size
    pages = shell_facts()["pages"]
    worker_files = {f"./data/{name}": f"./pygames/data/{name}" for name in lazy_names}
    values = {"VERSION": version(), "WHEEL": wheel.name, "BOOT_BYTES": json.dumps(boot_bytes),
              "HOME_GAMES": home_games_html(),
              "HOME_LINE": home_line_html(), "GAME_STYLES": game_styles(out),
              "STATIC_ROUTES": json.dumps(sorted(pages)),
              "WEB_MODULES": json.dumps(web_import_order()),
              "STATIC_PAGES": "\n".join(f'  <template data-route="{route}">{markup}</template>'
                                         for route, markup in sorted(pages.items())),
              "WORKER_DATA_FILES": "".join(f",\n    {json.dumps(k)}: {json.dumps(v)}"
                                           for k, v in worker_files.items()),
              "PRELOADS": preloads(snapshot, wheel),
              "SNAPSHOT": f"../snapshot/{snapshot.name}" if snapshot else "",
              "SNAPSHOT_KEY": snapshot.stem if snapshot else ""}
    for name in TEMPLATED:
        fill(out / name, values)
    files = site_files(out)
    # The cache name carries the version and a content hash, so any rebuilt file reaches clients.
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0" + (out / rel).read_bytes())
    precache = ["./"] + [f"./{rel}" for rel in files
                         if not any(fnmatch.fnmatch(rel, pattern) for pattern in NOT_PRECACHED)]
    fill(out / "sw.js", {**values, "CACHE_ID": f"{version()}-{digest.hexdigest()[:10]}",
                         "PRECACHE": json.dumps(precache, indent=1)})


def cmd_build() -> None:
    """Build everything: venv, wheel, dist/."""
    start = time.monotonic()
    ensure_venv()
    wheel = build_wheel()
    assemble_site(wheel)
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"dist/ ready: {wheel.name}, {size / 1e6:.1f} MB, {time.monotonic() - start:.1f} s")


# ---------------------------------------------------------------- serving

class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types PyScript needs, revalidated on every load.

    `prefix` serves the site under a sub-path (e.g. "/pygames/"), as a static host might.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False
    prefix = "/"

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "outside-the-prefix" / "404")  # never exists: a 404
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self) -> None:
        # no-cache = revalidate (cheap 304s): edits show up on reload, the service worker still works.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """A threaded server that does not print a traceback each time a browser drops a download."""

    daemon_threads = True
    # socketserver's default backlog of 5 overflows when the service worker precaches the whole build
    # while the page and the AI worker load Pyodide: refused connections showed up as failed fetches.
    request_queue_size = 128

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0, quiet: bool = True, prefix: str = "/",
                handler_class: type[SiteHandler] = SiteHandler) -> SiteServer:
    """A threaded static server over `directory` on 127.0.0.1 (port 0 picks a free port)."""
    handler_class = type("Handler", (handler_class,), {"quiet": quiet, "prefix": prefix})
    return SiteServer(("127.0.0.1", port), functools.partial(handler_class, directory=str(directory)))


def cmd_serve(port: int) -> None:
    """Build, then serve dist/ until interrupted."""
    cmd_build()
    server = make_server(DIST, port, quiet=False)
    log(f"serving dist/ on http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


# ---------------------------------------------------------------- testing

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
    # its time waiting on a browser. loadgroup: the tests of an xdist_group (the NAT lab's) share one
    # worker, so one lab runs at a time (worksteal would balance the long tail better but ignores groups).
    workers = ["-n", str(min(4, os.cpu_count() or 1)), "--dist", "loadgroup"]
    return [[*args, *workers, folder] for folder in ("tests", "e2e") if (ROOT / folder).is_dir()]


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
