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

// The AI runs in a PyScript named worker: main-thread Python gets it with
// `ai = await pyscript.workers["ai"]` and calls `await ai.choose_action(save_json, seat, level)`.
// Only async calls main -> worker are used, which need no SharedArrayBuffer (no COOP/COEP headers).
function startAiWorker() {
  const script = document.createElement("script");
  script.type = "py";
  script.setAttribute("worker", "");
  script.setAttribute("name", "ai");
  script.setAttribute("src", "./ai_worker.py");
  script.setAttribute("config", "./pyscript-worker.json"); // the wheel plus the lazy data
  document.body.append(script);
}

whenReady(() => {
  boot.stage(1, "Ready");
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("./sw.js").catch((error) => console.warn("service worker:", error));
  }
  startAiWorker();
});
