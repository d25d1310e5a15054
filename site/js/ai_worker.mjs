// The AI worker: a plain module Web Worker running the vendored Pyodide, so a deep search never
// freezes the page. It is not a PyScript worker on purpose: PyScript's worker probes
// SharedArrayBuffer and logs a deprecation warning on every load of a page that is not
// cross-origin isolated, and this worker needs nothing of PyScript (it only answers calls).
//
// Python starts the way the page's does, through ./python.mjs: from the build's memory snapshot
// (Python already started, pygames.ai and the games imported; the page has it in the HTTP cache by
// the time this worker starts), which is about three times faster than a bare start here. If that
// module cannot be loaded or fails, Pyodide starts the normal way (python.mjs itself falls back to
// the normal way when the snapshot is missing, of another build or corrupt).
//
// Set-up: the files of ../pyscript-worker.json (the wheel unpacked, unless python.mjs wrote its files
// already, the lazy data tables) are put where PyScript would put them, then ../ai_worker.py is
// imported. boot.js talks to it with
// messages {id, name, args} and gets {id, result} or {id, error} back; {ready} or {failed} first.
import { loadPyodide as loadBare } from "../vendor/pyodide/pyodide.mjs";

const SITE = new URL("../", import.meta.url);
const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
// How the start went, sent with {ready} for bench/ai_first_reply.py and the tests: the times (ms)
// of its steps, whether the snapshot was restored and, if python.mjs failed, why.
const timings = {};

async function fetchBytes(path) {
  const response = await fetch(new URL(path, SITE));
  if (!response.ok) throw new Error(`${response.status} for ${path}`);
  return response.arrayBuffer();
}

async function startPython() {
  try {
    const { loadPyodide } = await import("./python.mjs");
    const pyodide = await loadPyodide();
    timings.snapshot = performance.getEntriesByName("pygames:snapshot-restored").length > 0;
    timings.wheel = "python.mjs"; // it wrote the wheel's files already
    return pyodide;
  } catch (error) {
    console.warn("AI worker: starting Python the normal way:", error);
    timings.snapshot = false;
    timings.fallback = String(error?.message || error);
    return loadBare({ indexURL: INDEX_URL });
  }
}

async function start() {
  const began = performance.now();
  const python = startPython();
  // The files download while Python starts.
  const config = await (await fetch(new URL("pyscript-worker.json", SITE))).json();
  const targets = Object.values(config.files);
  const downloads = Promise.all(Object.keys(config.files).map(fetchBytes));
  const source = fetch(new URL("ai_worker.py", SITE)).then((response) => response.text());
  downloads.catch(() => {}); // awaited below; no unhandled rejection while Python starts
  source.catch(() => {});
  const pyodide = await python;
  timings.python = Math.round(performance.now() - began);
  const home = pyodide.FS.cwd(); // on sys.path, as in PyScript
  for (const [i, bytes] of (await downloads).entries()) {
    const target = targets[i];
    if (target === "./*") {
      if (timings.wheel !== "python.mjs") pyodide.unpackArchive(bytes, "wheel", { extractDir: home });
    } else {
      const path = `${home}/${target.replace(/^\.\//, "")}`;
      pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      pyodide.FS.writeFile(path, new Uint8Array(bytes));
    }
  }
  pyodide.FS.writeFile(`${home}/ai_worker.py`, await source);
  // The import system's listings of folders predate these files (unpackArchive would have reset them).
  pyodide.runPython("import sys\nfor finder in sys.path_importer_cache.values():\n"
    + "    if finder is not None and hasattr(finder, 'invalidate_caches'):\n        finder.invalidate_caches()");
  const exports = pyodide.pyimport("ai_worker");
  timings.total = Math.round(performance.now() - began);
  return exports;
}

const module = start();
module.then(() => postMessage({ ready: true, timings }),
  (error) => postMessage({ failed: String(error?.message || error) }));

addEventListener("message", async ({ data: { id, name, args } }) => {
  try {
    const exports = await module;
    const result = exports[name](...args);
    postMessage({ id, result });
  } catch (error) {
    postMessage({ id, error: String(error?.message || error) });
  }
});
