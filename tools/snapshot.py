"""The build-time memory snapshot of Pyodide (scripts/snapshot.mjs, run with Node)."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

from tools.common import CACHE, ROOT, log
from tools.vendor import VENDORS

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
        command = [str(part) for part in
                   ("node", SNAPSHOT_SCRIPT, out / "vendor" / "pyodide", wheel, key, partial, bytecode)]
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
