// Starts PyScript (vendored, no CDN), reports its lifecycle to the loading bar, and once the
// Python app has marked the page ready (class app-ready on <html>): registers the service worker
// and starts the AI worker. Both wait until then so they never slow the first paint of the app.
import { hooks } from "../vendor/pyscript/core.js";

const boot = window.pygamesBoot;
performance.mark("pygames:pyscript-loaded");
// The performance marks let bench/boot.py say where the boot time goes.
hooks.main.onReady.add(() => {
  performance.mark("pygames:python-started"); // Python is up, the config files written
  boot.stage(0.85, "Loading pygames…");
});
hooks.main.onBeforeRun.add(() => {
  performance.mark("pygames:files-unpacked"); // the app script runs next
  boot.stage(0.92, "Setting up the table…");
});
window.addEventListener("py:error", () => (navigator.onLine
  ? boot.failed("Python failed to start. See the console.") : boot.downloadFailed()));

function whenReady(callback) {
  const root = document.documentElement;
  if (root.classList.contains("app-ready")) return callback();
  const observer = new MutationObserver(() => {
    if (root.classList.contains("app-ready")) {
      observer.disconnect();
      callback();
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: ["class"] });
}

// The AI runs in a module Web Worker (js/ai_worker.mjs, its own Pyodide). Main-thread Python gets
// it with `ai = await window.pygamesAi` and calls `await ai.choose_action(payload, seat, level)`; the
// promise is made here at once (so Python may await it early) and settles when the worker is up.
let aiStarted;
window.pygamesAi = new Promise((resolve) => { aiStarted = resolve; });

function startAiWorker() {
  let worker;
  try {
    worker = new Worker(new URL("./ai_worker.mjs", import.meta.url), { type: "module", name: "ai" });
  } catch (error) {
    return aiStarted(undefined); // no module workers: the computer thinks on the page (Python sees None)
  }
  const calls = new Map();
  let next = 0;
  const call = (name, ...args) => new Promise((resolve, reject) => {
    calls.set(++next, { resolve, reject });
    worker.postMessage({ id: next, name, args });
  });
  worker.addEventListener("message", ({ data }) => {
    if (data.ready) window.pygamesAiBoot = { ...data.timings, readyAt: performance.now() }; // for bench/ai_first_reply.py
    if (data.ready) return aiStarted({ choose_action: (...a) => call("choose_action", ...a),
                                       version: () => call("version") });
    if (data.failed) {
      console.warn("AI worker:", data.failed);
      return aiStarted(undefined);
    }
    const pending = calls.get(data.id);
    calls.delete(data.id);
    if ("error" in data) pending?.reject(new Error(data.error)); else pending?.resolve(data.result);
  });
  worker.addEventListener("error", (event) => {
    console.warn("AI worker:", event.message);
    aiStarted(undefined);
    for (const pending of calls.values()) pending.reject(new Error(`AI worker: ${event.message}`));
    calls.clear();
  });
}

whenReady(() => {
  boot.stage(1, "Ready");
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("./sw.js").catch((error) => console.warn("service worker:", error));
  }
  startAiWorker();
});
