"""Vendored npm packages (Pyodide, PyScript, qrcode), fetched with `npm pack` and checked."""

from __future__ import annotations

import base64
import fnmatch
import hashlib
import shutil
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path

from tools.common import CACHE, log, run_quiet
from tools.venv import apt_install


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


# PyScript's dist has a 1-byte service-worker.js stub we never use (it is for its COI mode).
SKIP_VENDOR_FILES = {"service-worker.js"}


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
                source = tar.extractfile(member)
                assert source is not None  # member.isfile()
                (target / rel).write_bytes(source.read())
                copied += 1
    if copied == 0:
        sys.exit(f"error: nothing matched {vendor.files} in {vendor.name}")
