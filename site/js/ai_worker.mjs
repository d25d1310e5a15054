// The AI worker: a plain module Web Worker running the vendored Pyodide, so a deep search never
// freezes the page. It is not a PyScript worker on purpose: PyScript's worker probes
// SharedArrayBuffer and logs a deprecation warning on every load of a page that is not
// cross-origin isolated, and this worker needs nothing of PyScript (it only answers calls).
//
// Set-up: the files of ../pyscript-worker.json (the wheel unpacked, the lazy data tables) are put
// where PyScript would put them, then ../ai_worker.py is imported. boot.js talks to it with
// messages {id, name, args} and gets {id, result} or {id, error} back; {ready} or {failed} first.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const SITE = new URL("../", import.meta.url);

async function fetchBytes(path) {
  const response = await fetch(new URL(path, SITE));
  if (!response.ok) throw new Error(`${response.status} for ${path}`);
  return response.arrayBuffer();
}

async function start() {
  const pyodide = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href });
  const config = await (await fetch(new URL("pyscript-worker.json", SITE))).json();
  const home = pyodide.FS.cwd(); // on sys.path, as in PyScript
  for (const [source, target] of Object.entries(config.files)) {
    const bytes = await fetchBytes(source);
    if (target === "./*") {
      pyodide.unpackArchive(bytes, "wheel", { extractDir: home });
    } else {
      const path = `${home}/${target.replace(/^\.\//, "")}`;
      pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      pyodide.FS.writeFile(path, new Uint8Array(bytes));
    }
  }
  const source = await (await fetch(new URL("ai_worker.py", SITE))).text();
  pyodide.FS.writeFile(`${home}/ai_worker.py`, source);
  return pyodide.pyimport("ai_worker");
}

const module = start();
module.then(() => postMessage({ ready: true }),
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
