"""dist/: site/ with its placeholders filled, the wheel, the vendored packages, icons, the snapshot."""

from __future__ import annotations

import fnmatch
import hashlib
import json
import shutil
import sys
import time
from pathlib import Path

from tools.catalogue import compile_catalogues
from tools.common import DIST, ROOT, SITE, log
from tools.icons import write_icons
from tools.pages import page_words_json, shell_facts, static_pages_html, web_import_order
from tools.precompress import SUFFIXES, brotli_started, precompress
from tools.snapshot import make_snapshot
from tools.vendor import VENDORS, unpack_vendor
from tools.venv import ensure_venv
from tools.wheel import build_wheel, split_lazy_data, version

# Files of site/ whose {{NAME}} placeholders the build fills in (sw.js last: it lists every file).
TEMPLATED = ("index.html", "pyscript.json", "pyscript-worker.json", "manifest.webmanifest", "js/python.mjs")


# Files of the build no visit loads, left out of the service worker's precache (not of dist/): PyScript's
# code editor and terminal (CodeMirror, xterm, MicroPython's REPL), loaded only by <py-editor> and
# terminal scripts, and qrcode's UMD build (the peer page imports qrcode.mjs). About 0.9 MB.
NOT_PRECACHED = ("vendor/pyscript/codemirror*", "vendor/pyscript/xterm*", "vendor/pyscript/mpy-*",
                 "vendor/pyscript/py-Dl-*", "vendor/qrcode/qrcode.js")


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
    """Every file of the built site as a relative URL, sorted (sw.js and precompressed copies left out)."""
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                  if p.is_file() and p.name != "sw.js" and p.suffix not in SUFFIXES)


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
    """Copy each game's style sheet (pygames/games/<game>/style.css) to css/<game>.css; their <link> tags.

    Adding a game edits no page.
    """
    names = []
    for sheet in sorted((ROOT / "pygames" / "games").glob("*/style.css")):
        names.append(f"{sheet.parent.name}.css")
        shutil.copyfile(sheet, out / "css" / names[-1])
    return "\n".join(f'  <link rel="stylesheet" href="./css/{name}">' for name in names)


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
    wasm = pyodide / "pyodide.asm.wasm"
    with brotli_started(wasm):  # its longest compression, while Node makes the snapshot
        snapshot = make_snapshot(out, wheel)  # adds compiled modules to the boot wheel, cuts the stdlib
    # Byte totals of the big downloads, so the loading bar shows real progress.
    boot_bytes = {f"vendor/pyodide/{n}": (pyodide / n).stat().st_size
                  for n in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")}
    boot_bytes[wheel.name] = wheel.stat().st_size
    if snapshot:
        boot_bytes[f"snapshot/{snapshot.name}"] = snapshot.stat().st_size
    pages = shell_facts()["pages"]["en"]
    worker_files = {f"./data/{name}": f"./{path}" for name, path in lazy_names.items()}
    values = {"VERSION": version(), "WHEEL": wheel.name, "BOOT_BYTES": json.dumps(boot_bytes),
              "HOME_PAGE": pages[""], "PAGE_WORDS": page_words_json(), "GAME_STYLES": game_styles(out),
              "STATIC_ROUTES": json.dumps(sorted(route for route in pages if route)),
              "WEB_MODULES": json.dumps(web_import_order()),
              "STATIC_PAGES": static_pages_html(),
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
    precompress(out, started=frozenset({wasm}))


def cmd_build() -> None:
    """Build everything: venv, wheel, dist/."""
    start = time.monotonic()
    ensure_venv()
    compile_catalogues()  # the .mo files the wheel ships (pygames/core/i18n.py reads them)
    wheel = build_wheel()
    assemble_site(wheel)
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"dist/ ready: {wheel.name}, {size / 1e6:.1f} MB, {time.monotonic() - start:.1f} s")
