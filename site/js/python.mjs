// PyScript's "interpreter" (pyscript.json): the vendored Pyodide, started from the build's memory
// snapshot when it has one. The snapshot (made by scripts/snapshot.mjs) holds Python already
// started with the app's pure-Python modules imported, which skips most of Python's start-up.
// PyScript imports this module as it would pyodide.mjs and calls loadPyodide(); anything wrong
// with the snapshot (missing, corrupt, of another build) falls back to the normal boot.
import { loadPyodide as loadBare, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

// build.py fills these in: the snapshot's URL (relative to this file, "" when the build made none)
// and its key, a hash of the boot wheel and Pyodide. The file name carries the key, so no cache can
// pair an old snapshot with a new wheel; the key inside the snapshot is checked again after loading.
const SNAPSHOT = "{{SNAPSHOT}}";
const SNAPSHOT_KEY = "{{SNAPSHOT_KEY}}";
const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;

// The boot wheel, unpacked here rather than by PyScript's "files" config: PyScript has Python's
// zipfile do it, one main-thread task of 300-570 ms; here a worker inflates it and the page writes
// the files in slices.
const WHEEL = new URL("../{{WHEEL}}", import.meta.url).href;

// Both fetched as soon as PyScript imports this module, while Pyodide's own files download.
const snapshot = SNAPSHOT ? fetchSnapshot(new URL(SNAPSHOT, import.meta.url).href) : null;
snapshot?.catch(() => {}); // a failure is handled (and reported) where it is awaited
const wheel = fetchWheel(WHEEL);
wheel.catch(() => {});

/** Ask the inflate worker (site/js/inflate.js) about a download's body. */
async function inWorker(message) {
  const worker = new Worker(new URL("./inflate.js", import.meta.url));
  try {
    const answer = await new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => resolve(data);
      worker.onerror = (event) => reject(new Error(`inflate worker: ${event.message}`));
      worker.postMessage(message, [message.stream]);
    });
    if (answer.error) throw new Error(answer.error);
    return answer;
  } finally {
    worker.terminate();
  }
}

async function download(url) {
  const response = await fetch(url); // on the page, so site/js/loader.js counts its bytes
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return response.body;
}

async function fetchSnapshot(url) {
  const [peek, body] = (await download(url)).tee();
  // A host may have inflated it already (Content-Encoding: gzip): look for gzip's magic bytes.
  const reader = peek.getReader();
  const { value: head } = await reader.read();
  reader.cancel(); // the other branch goes on alone
  const gzipped = head && head[0] === 0x1f && head[1] === 0x8b;
  return new Uint8Array((await inWorker({ stream: body, gzipped })).bytes);
}

async function fetchWheel(url) {
  return (await inWorker({ stream: await download(url), zip: true })).files;
}

/** Write the wheel's files where PyScript's "./*" would (the home folder), yielding every few ms. */
async function writeWheel(pyodide) {
  const { FS } = pyodide;
  let slice = performance.now();
  for (const [name, bytes] of await wheel) {
    const folder = name.slice(0, name.lastIndexOf("/"));
    if (folder) FS.mkdirTree(folder);
    FS.writeFile(name, new Uint8Array(bytes));
    if (performance.now() - slice > 8) {
      await new Promise((resolve) => setTimeout(resolve));
      slice = performance.now();
    }
  }
  performance.mark("pygames:wheel-written");
}

// Python state the snapshot froze that must not outlive it: the random module's seed (each visit
// draws its own), and the import system's listings of folders (writeWheel writes the wheel again).
// Not importlib.invalidate_caches(): it imports importlib.metadata, a second and a half here.
const AFTER_RESTORE = `
import sys
for finder in sys.path_importer_cache.values():
    if finder is not None and hasattr(finder, "invalidate_caches"):
        finder.invalidate_caches()
if "random" in sys.modules:
    sys.modules["random"].seed()
getattr(sys, "_pygames_snapshot", "")
`;

export async function loadPyodide(options = {}) {
  const settings = { ...options, indexURL: INDEX_URL };
  if (snapshot) {
    try {
      const pyodide = await loadBare({ ...settings, _loadSnapshot: snapshot });
      const key = pyodide.runPython("getattr(__import__('sys'), '_pygames_snapshot', '')");
      if (key !== SNAPSHOT_KEY) throw new Error(`snapshot of another build (${key})`);
      performance.mark("pygames:snapshot-restored");
      await writeWheel(pyodide);
      pyodide.runPython(AFTER_RESTORE);
      return pyodide;
    } catch (error) {
      console.warn("pygames: starting Python without the memory snapshot:", error);
    }
  }
  const pyodide = await loadBare(settings);
  await writeWheel(pyodide);
  pyodide.runPython(AFTER_RESTORE);
  return pyodide;
}
