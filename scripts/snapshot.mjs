// Build-time memory snapshot of Pyodide with the app's pure-Python modules already imported.
//
//   node scripts/snapshot.mjs <pyodide dir> <boot wheel> <key> <out.snap> <out.zip> <out stdlib.zip> <roots>
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
// First of all it writes <out stdlib.zip>: Pyodide's standard library cut down to the modules that
// can ever be imported here (see TRIM); the snapshot is then made with that very file mounted, so an
// import the cut missed fails the build, not a visit.
import fs from "node:fs";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelPath, key, outPath, pycPath, stdlibPath, rootsPath] = process.argv.slice(2);
if (!rootsPath) {
  console.error("usage: node scripts/snapshot.mjs <pyodide dir> <boot wheel> <key> <out.snap> <out.zip>"
    + " <out stdlib.zip> <roots>");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);

// Import every module of pygames that imports without the browser (pygames.web needs `pyscript`:
// those that fail are left for the page to import), and every other module pygames names anywhere
// (asyncio, uuid, ...: the page's modules import them at once or on a first click). Then collect,
// so the snapshot holds no garbage.
// The standard library's modules that can be imported: those the roots name (the modules pygames,
// site/ai_worker.py, PyScript's and Pyodide's own Python import, which tools/snapshot.py lists in
// <roots>, and those this script imports), then every module those name anywhere (in a function
// too), and so on; plus the codecs Python finds by name rather than by import. Each module's
// packages come along. The walk does not enter UNREACHABLE: what needs a terminal, a second
// process or a server, which a page has not (a module importing one at its top would fail the
// snapshot's imports, so the build). Everything else (email, xml, the Asian codecs, ...) stays out.
const TRIM = `
import ast, sys, zipfile
from pathlib import Path
CODECS = ("aliases", "utf_8", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be", "utf_32", "utf_32_le",
          "utf_32_be", "latin_1", "ascii", "cp437", "charmap", "raw_unicode_escape", "unicode_escape",
          "idna", "punycode")
source = zipfile.ZipFile(sys.path[0] if sys.path[0].endswith(".zip") else
                         next(p for p in sys.path if p.endswith(".zip")))
files = {}
for name in source.namelist():
    if name.endswith(".py"):
        module = name[:-3].removesuffix("/__init__").replace("/", ".")
        files[module] = name
UNREACHABLE = ("multiprocessing", "concurrent.futures.process", "_pyrepl", "pdb", "bdb", "doctest",
               "unittest", "pydoc", "pydoc_data", "http.server", "wsgiref",
               "xmlrpc", "socketserver", "webbrowser", "curses", "tkinter", "turtle", "idlelib", "venv",
               "ensurepip", "sqlite3", "dbm")
wanted = set(roots.split()) | {"encodings." + codec for codec in CODECS}
wanted |= {module for module in files if module.split(".")[0] in ("pyodide", "_pyodide")  # all of them
           or module.startswith("_sysconfigdata")}
wanted |= {"ast", "gc", "importlib", "pkgutil", "py_compile", "zipfile", "pathlib"}  # this script's
todo = sorted(wanted)
kept = set()
while todo:
    module = todo.pop()
    if module in kept or module not in files or module.startswith(tuple(u + "." for u in UNREACHABLE)) \\
            or module in UNREACHABLE:
        continue
    kept.add(module)
    parts = module.split(".")
    found = [".".join(parts[:i]) for i in range(1, len(parts))]  # its packages
    is_package = files[module].endswith("__init__.py")
    for node in ast.walk(ast.parse(source.read(files[module]))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found += [".".join(alias.name.split(".")[:i + 1]) for i in range(alias.name.count(".") + 1)]
        elif isinstance(node, ast.ImportFrom):
            base = parts if is_package else parts[:-1]
            if node.level:
                base = base[:len(base) - node.level + 1]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module
            found.append(stem)
            found += [f"{stem}.{alias.name}" for alias in node.names]
    todo += [name for name in found if name in files and name not in kept]
with zipfile.ZipFile("/tmp/stdlib.zip", "w") as trimmed:
    for info in source.infolist():
        name = info.filename
        if name.endswith(".py"):
            keep = name[:-3].removesuffix("/__init__").replace("/", ".") in kept
        else:  # a folder, or a data file of a package: kept with its package
            folder = name.rstrip("/")
            folder = folder if name.endswith("/") else folder.rpartition("/")[0]
            keep = not folder or folder.replace("/", ".") in kept
        if keep:
            trimmed.writestr(info, source.read(info))
f"standard library: {len(kept)} of {len(files)} modules kept"
`;

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

const KEEP_BYTECODE = `
import sys, zipfile
with zipfile.ZipFile("/tmp/pycache.zip") as every, \\
        zipfile.ZipFile("/tmp/pyc-left.zip", "w", zipfile.ZIP_DEFLATED) as left:
    for name in every.namelist():
        folder, _, file = name.rpartition("/__pycache__/")
        module = ".".join([*folder.split("/"), file.split(".")[0]]).removesuffix(".__init__")
        if module not in sys.modules:
            left.writestr(name, every.read(name))
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
const full = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: () => {} });
full.unpackArchive(new Uint8Array(fs.readFileSync(wheelPath)), "zip", { extractDir: "./" });
full.globals.set("roots", fs.readFileSync(rootsPath, "utf8"));
const trimSummary = full.runPython(TRIM);
fs.writeFileSync(stdlibPath, full.FS.readFile("/tmp/stdlib.zip"));
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, stdLibURL: stdlibPath, _makeSnapshot: true,
  stdout: () => {} });
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheelPath)), "zip", { extractDir: "./" });
pyodide.runPython(COMPILE);
const summary = pyodide.runPython(IMPORTS);
const snapshot = pyodide.makeMemorySnapshot();
// Only the bytecode of the modules the snapshot does not hold goes to the wheel: a restored Python
// never reads the others, and a Python started without the snapshot compiles them from their source.
pyodide.runPython(KEEP_BYTECODE);
fs.writeFileSync(pycPath, pyodide.FS.readFile("/tmp/pyc-left.zip"));
const packed = zlib.gzipSync(snapshot, { level: 9 });
fs.writeFileSync(outPath, packed);
const ms = Math.round(performance.now() - started);
console.log(`${trimSummary}; ${summary}; ${(snapshot.length / 1e6).toFixed(1)} MB, gzipped ${(packed.length / 1e6).toFixed(1)} MB, ${ms} ms`);
