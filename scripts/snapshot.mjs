// Build-time memory snapshot of Pyodide with the app's pure-Python modules already imported.
//
//   node scripts/snapshot.mjs <pyodide dir> <boot wheel> <key> <out.snap>
//
// build.py runs this with the same vendored Pyodide the site serves. The wheel is unpacked where
// PyScript's "files" config puts it (the home directory, "./*"), so modules imported here have the
// same paths as in the browser and the ones imported later (pygames.web, which needs PyScript's
// `pyscript` module) are found next to them. Pyodide refuses a snapshot of another build of its
// own (BUILD_ID in the header); `sys._pygames_snapshot` records the key so site/js/python.mjs can
// refuse one of another wheel. The output is gzipped: the browser inflates it with
// DecompressionStream, whatever the static host does about compression.
import fs from "node:fs";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelPath, key, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: node scripts/snapshot.mjs <pyodide dir> <boot wheel> <key> <out.snap>");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);

// Import every module of pygames that imports without the browser (pygames.web needs `pyscript`:
// those that fail are left for the page to import). Then collect, so the snapshot holds no garbage.
const IMPORTS = `
import gc, importlib, pkgutil, sys
import pygames
skipped = []
for info in pkgutil.walk_packages(pygames.__path__, "pygames."):
    try:
        importlib.import_module(info.name)
    except ImportError:
        skipped.append(info.name)
        sys.modules.pop(info.name, None)
sys._pygames_snapshot = ${JSON.stringify(key)}
gc.collect()
f"{len(sys.modules)} modules, {len(skipped)} left to the page"
`;

const started = performance.now();
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, _makeSnapshot: true, stdout: () => {} });
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheelPath)), "zip", { extractDir: "./" });
const summary = pyodide.runPython(IMPORTS);
const snapshot = pyodide.makeMemorySnapshot();
const packed = zlib.gzipSync(snapshot, { level: 9 });
fs.writeFileSync(outPath, packed);
const ms = Math.round(performance.now() - started);
console.log(`${summary}; ${(snapshot.length / 1e6).toFixed(1)} MB, gzipped ${(packed.length / 1e6).toFixed(1)} MB, ${ms} ms`);
