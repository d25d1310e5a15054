"""Precompressed copies of the site's big files (<file>.br, <file>.gz), for the static hosts that serve them.

A host that has them (Caddy's `precompressed`, nginx's gzip_static and brotli_static, tools/serve.py)
sends one with Content-Encoding when the browser accepts it; a host that does not serves the file itself,
so the site works the same on both. The service worker precaches the files, never these copies.
"""

from __future__ import annotations

import gzip
import hashlib
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tools.common import CACHE, log

SUFFIXES = (".br", ".gz")
MIN_BYTES = 4096  # below this a compressed copy saves less than its request's headers weigh
MIN_SAVING = 0.1  # a copy less than 10% smaller is not written (zips, PNGs, the Yacht tables)
GZIP_MAGIC = b"\x1f\x8b"


def brotli_quality(size: int) -> list[str]:
    """The brotli CLI's options for `size` bytes: its best for small files, faster for the big ones.

    Quality 11 takes minutes on the 31 MB snapshot here; 5 (with a 16 MB window) takes seconds and
    keeps most of the gain. Copies are cached by content, so the wasm's is made once per machine.
    """
    if size >= 16_000_000:
        return ["-q", "5", "-w", "24"]
    if size >= 2_000_000:
        return ["-q", "9", "-w", "24"]
    return ["-q", "11"]


def content(path: Path) -> bytes:
    """What a compressed copy of `path` must decode to: the file, or a gzipped file's own content.

    The memory snapshot is stored gzipped (so a host that compresses nothing still sends it small);
    its .br copy holds the snapshot itself, which site/js/python.mjs reads as well as the gzipped file.
    """
    data = path.read_bytes()
    return gzip.decompress(data) if data[:2] == GZIP_MAGIC else data


def worth_it(path: Path) -> bool:
    """A file whose compressed copies are worth writing (large enough, not compressed already)."""
    return path.is_file() and path.suffix not in SUFFIXES and path.stat().st_size >= MIN_BYTES \
        and path.suffix not in (".png", ".zip", ".whl", ".bin")


@contextmanager
def brotli_started(path: Path) -> Iterator[None]:
    """Compress `path` to <path>.br in the background while the block runs (cached by content)."""
    if not shutil.which("brotli"):
        yield
        return
    data = content(path)
    cached = CACHE / "precompressed" / f"{hashlib.sha256(data).hexdigest()[:24]}.br"
    process = None
    if not cached.exists():
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(".part")
        process = subprocess.Popen(["brotli", *brotli_quality(len(data)), "-f", "-o", str(partial), "-"],
                                   stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
        assert process.stdin is not None
        process.stdin.write(data)
        process.stdin.close()
    try:
        yield
    finally:
        if process is not None:
            if process.wait():
                raise SystemExit(f"error: brotli failed on {path.name} (exit {process.returncode})")
            partial.replace(cached)
        keep_if_smaller(cached.read_bytes(), path, ".br")


def keep_if_smaller(packed: bytes, path: Path, suffix: str) -> None:
    """Write `packed` as <path><suffix> if it is at least MIN_SAVING smaller than the file served."""
    if len(packed) <= (1 - MIN_SAVING) * path.stat().st_size:
        path.with_name(path.name + suffix).write_bytes(packed)


def precompress(out: Path, started: frozenset[Path] = frozenset()) -> None:
    """Write the .gz and .br copies of out's files worth it (those in `started` have their .br already)."""
    files = [path for path in sorted(out.rglob("*")) if worth_it(path)]
    for path in files:
        raw = path.read_bytes()
        if raw[:2] != GZIP_MAGIC:  # a gzipped file's .gz copy would be the file again
            keep_if_smaller(gzip.compress(raw, compresslevel=9, mtime=0), path, ".gz")
    for path in files:
        if path not in started:
            with brotli_started(path):
                pass
    copies = list(out.rglob("*.br")) + list(out.rglob("*.gz"))
    saved = sum(Path(str(copy)[:-3]).stat().st_size - copy.stat().st_size for copy in copies)
    log(f"precompressed: {len(copies)} copies (.br{'' if shutil.which('brotli') else ' skipped: no brotli'},"
        f" .gz), {saved / 1e6:.1f} MB less for a host that serves them")
