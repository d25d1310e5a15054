// Build-time memory snapshot of Pyodide with the app's pure-Python modules already imported.
//
//   node scripts/snapshot.mjs <pyodide dir> <boot wheel> <key> <out.snap> <out.zip>
//
// build.py runs this with the same vendored Pyodide the site serves. The wheel is unpacked where
// PyScript's "files" config puts it (the home directory, "./*"), so modules imported here have the
// same paths as in the browser and the ones imported later (pygames.web, which needs PyScript's
// `pyscript` module) are found next to them. Pyodide refuses a snapshot of another build of its
// own (BUILD_ID in the header); `sys._pygames_snapshot` records the key so site/js/python.mjs can
// refuse one of another wheel. The output is gzipped: the browser inflates it with
// DecompressionStream, whatever the static host does about compression.
// It also writes <out.zip>: the bytecode of every module of the wheel, compiled by this Python
// (unchecked-hash .pyc files, valid whatever the files' dates), which build.py adds to the boot
// wheel. The modules the page imports after the snapshot (pygames.web's) then skip compiling their
// source, most of their import time: about 0.6 s here.
import fs from "node:fs";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelPath, key, outPath, pycPath] = process.argv.slice(2);
if (!pycPath) {
  console.error("usage: node scripts/snapshot.mjs <pyodide dir> <boot wheel> <key> <out.snap> <out.zip>");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);

// Import every module of pygames that imports without the browser (pygames.web needs `pyscript`:
// those that fail are left for the page to import), and every other module pygames names anywhere
// (asyncio, uuid, ...: the page's modules import them at once or on a first click). Then collect,
// so the snapshot holds no garbage.
const COMPILE = `
import py_compile, zipfile
from pathlib import Path
with zipfile.ZipFile("/tmp/pycache.zip", "w", zipfile.ZIP_DEFLATED) as bundle:
    for source in sorted(Path("pygames").rglob("*.py")):
        cached = py_compile.compile(str(source), doraise=True,
                                    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        bundle.write(cached, cached)
del py_compile, zipfile, Path, bundle, source, cached
`;

const IMPORTS = `
import ast, gc, importlib, pkgutil, sys
from pathlib import Path
import pygames
skipped = []
for info in pkgutil.walk_packages(pygames.__path__, "pygames."):
    try:
        importlib.import_module(info.name)
    except ImportError:
        skipped.append(info.name)
        sys.modules.pop(info.name, None)
named = set()
for path in Path(pygames.__path__[0]).rglob("*.py"):
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            named.add(node.module)
# PyScript's own Python, which runs between Python's start and the page's first line, imports
# these (pyscript/util.py imports inspect, which alone is a long import here).
named.update(("inspect", "asyncio", "json", "pathlib", "functools", "collections"))
for name in sorted(named):
    if name.split(".")[0] not in ("pygames", "js", "pyscript", "pyodide"):
        importlib.import_module(name)
del ast, Path, named
sys._pygames_snapshot = ${JSON.stringify(key)}
gc.collect()
f"{len(sys.modules)} modules, {len(skipped)} left to the page"
`;

const started = performance.now();
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, _makeSnapshot: true, stdout: () => {} });
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheelPath)), "zip", { extractDir: "./" });
pyodide.runPython(COMPILE);
fs.writeFileSync(pycPath, pyodide.FS.readFile("/tmp/pycache.zip"));
pyodide.FS.unlink("/tmp/pycache.zip");
const summary = pyodide.runPython(IMPORTS);
const snapshot = pyodide.makeMemorySnapshot();
const packed = zlib.gzipSync(snapshot, { level: 9 });
fs.writeFileSync(outPath, packed);
const ms = Math.round(performance.now() - started);
console.log(`${summary}; ${(snapshot.length / 1e6).toFixed(1)} MB, gzipped ${(packed.length / 1e6).toFixed(1)} MB, ${ms} ms`);
