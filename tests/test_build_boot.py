"""build.py's boot tuning: the page's import order, the edits to Pyodide's vendored glue, and the bytes a
visit transfers (precompressed copies, and how tools/serve.py serves them as each kind of host)."""

from __future__ import annotations

import ast
import gzip
import random
import shutil
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tools import pages as build_pages
from tools import precompress
from tools import serve as build_serve
from tools import site as build_site

ROOT = Path(__file__).resolve().parent.parent


def page_modules() -> dict[str, Path]:
    """pygames.web's modules and every module of each game's folder, by dotted name."""
    package = ROOT / "pygames"
    paths = [*package.glob("web/*.py"), *package.glob("games/*/*.py")]
    return {".".join(("pygames", *path.relative_to(package).with_suffix("").parts)).removesuffix(".__init__"):
            path for path in paths if path.name != "__init__.py" or path.parent.parent.name == "games"}


def top_level_imports(path: Path, among: set[str]) -> set[str]:
    """The modules of `among` that `path` imports when it is imported (not those inside functions)."""
    found = set()
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.ImportFrom) and node.module:
            submodules = {f"{node.module}.{alias.name}" for alias in node.names} & among
            found.update(submodules or {node.module})
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found & among


def test_the_page_imports_each_page_module_after_those_it_imports() -> None:
    order = build_pages.web_import_order()
    modules = page_modules()
    assert sorted(order) == sorted(modules)
    for position, name in enumerate(order):
        packages = {name.rsplit(".", depth)[0] for depth in range(name.count("."))}  # imported before it
        needs = top_level_imports(modules[name], set(modules)) - packages
        assert needs <= set(order[:position]), (name, needs - set(order[:position]))


def test_the_compile_hint_is_the_first_line_once(tmp_path: Path) -> None:
    glue = tmp_path / "glue.mjs"
    glue.write_text("async function start(){}\n")
    build_site.hint_eager_compile(glue)
    build_site.hint_eager_compile(glue)
    assert glue.read_text() == "//# allFunctionsCalledOnLoad\nasync function start(){}\n"


def test_the_sleep_memory_is_made_on_first_use(tmp_path: Path) -> None:
    before, after = build_site.LAZY_SLEEP_MEMORY
    glue = tmp_path / "glue.mjs"
    glue.write_text(f"var a=1;{before}var b=2;")
    build_site.patch_sleep_memory(glue)
    build_site.patch_sleep_memory(glue)
    assert glue.read_text() == f"var a=1;{after}var b=2;"
    assert "new WebAssembly.Memory" not in glue.read_text().split("function so", 1)[0]


def test_a_pyodide_whose_glue_changed_stops_the_build(tmp_path: Path) -> None:
    glue = tmp_path / "glue.mjs"
    glue.write_text("var io=new Int32Array(new SharedArrayBuffer(4));")
    with pytest.raises(SystemExit, match="LAZY_SLEEP_MEMORY"):
        build_site.patch_sleep_memory(glue)


def fetch(server, path: str, accept: str) -> tuple[dict[str, str], bytes]:
    """GET `path` from a running tools/serve.py server with Accept-Encoding `accept`: (headers, body)."""
    import http.client

    connection = http.client.HTTPConnection(*server.server_address[:2], timeout=10)
    connection.request("GET", path, headers={"Accept-Encoding": accept} if accept else {})
    response = connection.getresponse()
    headers = {key.lower(): value for key, value in response.getheaders()}
    body = response.read()
    connection.close()
    return headers, body


@contextmanager
def serving(directory: Path, compression: str) -> Iterator:
    """tools/serve.py's server over `directory` as host `compression`, in a thread."""
    server = build_serve.make_server(directory, compression=compression)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


# A stand-in for the snapshot's memory: repeats further apart than gzip's window, not brotli's.
MEMORY = random.Random(35).randbytes(40_000) * 3


def site_with_copies(tmp_path: Path) -> Path:
    """A small built site: a script with .br and .gz copies, a gzipped snapshot with its .br copy."""
    site = tmp_path / "dist"
    (site / "snapshot").mkdir(parents=True)
    (site / "app.js").write_text("let a = 1;\n" * 2000)
    (site / "index.html").write_text("<p>pygames</p>\n" * 1000)
    (site / "snapshot" / "k.snap").write_bytes(gzip.compress(MEMORY))
    precompress.precompress(site)
    return site


def test_the_build_writes_copies_only_where_they_save_bytes(tmp_path: Path) -> None:
    site = site_with_copies(tmp_path)
    (site / "small.js").write_text("x")
    (site / "tables.bin").write_bytes(bytes(range(256)) * 64)
    precompress.precompress(site)
    assert gzip.decompress((site / "app.js.gz").read_bytes()) == (site / "app.js").read_bytes()
    assert not (site / "small.js.gz").exists() and not (site / "tables.bin.gz").exists()
    # The snapshot is gzipped already: no .gz of it, and its .br holds the memory itself.
    assert not (site / "snapshot" / "k.snap.gz").exists()
    # The service worker precaches the files, never their copies.
    assert build_site.site_files(site) == ["app.js", "index.html", "small.js", "snapshot/k.snap",
                                           "tables.bin"]


@pytest.mark.skipif(not shutil.which("brotli"), reason="the brotli CLI is not installed")
def test_the_snapshots_brotli_copy_holds_the_memory_itself(tmp_path: Path) -> None:
    site = site_with_copies(tmp_path)
    copy = site / "snapshot" / "k.snap.br"
    done = subprocess.run(["brotli", "-d", "-c", str(copy)], stdout=subprocess.PIPE, check=True)
    assert done.stdout == MEMORY


def test_a_precompressed_host_sends_the_copy_the_browser_accepts(tmp_path: Path) -> None:
    site = site_with_copies(tmp_path)
    raw = (site / "app.js").read_bytes()
    with serving(site, "precompressed") as server:
        headers, body = fetch(server, "/app.js", "gzip, deflate, br")
        best = "br" if (site / "app.js.br").exists() else "gzip"
        assert headers["content-encoding"] == best and int(headers["content-length"]) == len(body)
        assert body == (site / f"app.js.{'br' if best == 'br' else 'gz'}").read_bytes()
        headers, body = fetch(server, "/app.js", "gzip")
        assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == raw
        headers, body = fetch(server, "/app.js", "")  # a browser that accepts none: the file itself
        assert "content-encoding" not in headers and body == raw
        headers, body = fetch(server, "/app.js", "gzip;q=0")
        assert "content-encoding" not in headers and body == raw
        headers, body = fetch(server, "/", "gzip")  # the folder's index.html, as a host sends it
        assert headers["content-encoding"] == "gzip"
        assert gzip.decompress(body) == (site / "index.html").read_bytes()


def test_a_plain_host_sends_the_files_as_they_are(tmp_path: Path) -> None:
    site = site_with_copies(tmp_path)
    with serving(site, "none") as server:
        headers, body = fetch(server, "/snapshot/k.snap", "gzip, br")
        assert "content-encoding" not in headers and body == (site / "snapshot" / "k.snap").read_bytes()


def test_a_gzipping_host_compresses_scripts_not_zips(tmp_path: Path) -> None:
    site = site_with_copies(tmp_path)
    (site / "stdlib.zip").write_bytes(b"PK" + b"z" * 5000)
    with serving(site, "gzip") as server:
        headers, body = fetch(server, "/app.js", "gzip, br")
        assert headers["content-encoding"] == "gzip"
        assert gzip.decompress(body) == (site / "app.js").read_bytes()
        headers, body = fetch(server, "/stdlib.zip", "gzip, br")
        assert "content-encoding" not in headers and body == (site / "stdlib.zip").read_bytes()


def test_the_servers_compression_is_one_it_knows() -> None:
    with pytest.raises(ValueError, match="compression"):
        build_serve.make_server(ROOT, compression="zstd")
