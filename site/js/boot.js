// Starts PyScript (vendored, no CDN) when the page needs Python, reports its lifecycle to the loading
// bar, and once the Python app has marked the page ready (class app-ready on <html>): registers the
// service worker and starts the AI worker. Both wait until then so they never slow the first paint.
//
// The home page needs no Python to show (index.html and site/js/pages.js draw it), so there Python
// starts only once the page has been left alone a moment, or at once when the visitor leaves the
// home page or asks for something only Python does (pages.js). Any other page starts it at once.
const boot = window.pygamesBoot;
const root = document.documentElement;
const app = document.getElementById("app");
let started = null;

function start(reason) {
  if (started) return started;
  performance.mark(`pygames:boot-${reason}`);
  boot.preload();
  started = import("../vendor/pyscript/core.js").then(watch);
  started.catch(() => boot.downloadFailed()); // PyScript itself could not load
  return started;
}
boot.start = start;

function watch({ hooks }) {
  performance.mark("pygames:pyscript-loaded");
  // The performance marks let bench/boot.py say where the boot time goes.
  hooks.main.onReady.add(() => {
    performance.mark("pygames:python-started"); // Python is up, the config files written
    boot.stage(0.85, boot.t("Loading pygames…"));
  });
  hooks.main.onBeforeRun.add(() => {
    performance.mark("pygames:files-unpacked"); // the app script runs next
    boot.stage(0.92, boot.t("Setting up the table…"));
  });
}
window.addEventListener("py:error", () => (navigator.onLine
  ? boot.failed(boot.t("Python failed to start. See the console.")) : boot.downloadFailed()));

function whenReady(callback) {
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
const aiPromise = new Promise((resolve) => { aiStarted = resolve; });
// The e2e tests' switch pygamesTestAiOnDemand (the site never sets it): the worker starts when Python
// first asks for it (a computer seat's first move) instead of once the page is ready, so the many test
// pages with no computer seat do not start a second Pyodide beside the page's own.
const aiOnDemand = Boolean(window.pygamesTestAiOnDemand);
if (aiOnDemand) {
  let asked = false;
  Object.defineProperty(window, "pygamesAi", { configurable: true, get() {
    if (!asked) {
      asked = true;
      startAiWorker();
    }
    return aiPromise;
  } });
} else {
  window.pygamesAi = aiPromise;
}

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

function registerServiceWorker() {
  return navigator.serviceWorker.register("./sw.js").catch((error) => {
    console.warn("service worker:", error);
    return null;
  });
}

whenReady(() => {
  boot.stage(1, boot.t("Ready"));
  if ("serviceWorker" in navigator) registerServiceWorker();
  if (!aiOnDemand) startAiWorker();
});

// Resolves once the service worker controls the site or has precached it (its install done, or
// failed: a first visit offline), so Python's downloads then come from the browser's cache.
async function precached() {
  if (!("serviceWorker" in navigator)) return;
  const registration = await registerServiceWorker();
  const worker = registration && (registration.installing || registration.waiting);
  if (!worker || navigator.serviceWorker.controller) return;
  await new Promise((resolve) => worker.addEventListener("statechange", () => {
    if (worker.state === "activated" || worker.state === "redundant") resolve();
  }));
}

// How long the visitor must leave the home page alone before Python starts there: its start holds the
// main thread for up to half a second (Pyodide's restore cannot be split), which must not land on a
// click or a scroll. A visitor who wants Python sooner gets it at once (pages.js, the hashchange below).
const QUIET_MS = 2000;
let lastInput = performance.now();
for (const type of ["pointermove", "pointerdown", "keydown", "wheel", "touchstart", "scroll", "focusin"]) {
  window.addEventListener(type, () => { lastInput = performance.now(); }, { capture: true, passive: true });
}

function quiet() {
  return new Promise((resolve) => {
    const check = () => {
      const wait = lastInput + QUIET_MS - performance.now();
      if (wait > 0) setTimeout(check, wait);
      else requestIdleCallback(resolve, { timeout: 1000 });
    };
    check();
  });
}

// Resolves once the browser has painted the page's main content: the first largest-contentful-paint
// entry inside #app when pages.js drew a page there (html.shell), else the first one at all (the
// loading screen), or after PAINT_WAIT_MS whatever happened (no such entries in this browser).
const PAINT_WAIT_MS = 1000;

function painted() {
  return new Promise((resolve) => {
    const timer = setTimeout(done, PAINT_WAIT_MS);
    let observer = null;
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    const inPage = root.classList.contains("shell");
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => !inPage || app?.contains(entry.element))) done();
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
    } catch {
      done(); // no LCP entries here: go on at once
    }
  });
}

// index.html holds the home page's markup on every route: it is the home page only where pages.js shows it.
if (!(root.classList.contains("shell") && document.querySelector("#app [data-shell=home]"))) {
  // At once, but once the page has loaded and shown what it has: the boot's 20 MB of downloads and
  // its first long tasks must not hold back the page pages.js drew (or the loading screen).
  const now = () => painted().then(() => setTimeout(() => start("page")));
  if (document.readyState === "complete") now();
  else window.addEventListener("load", now, { once: true });
} else {
  // Leaving the home page: site/js/pages.js draws the next page if it can, or uncovers the loading screen.
  window.addEventListener("hashchange", () => start("route"));
  // Otherwise the home page first lets the service worker download the site (off the main thread),
  // then starts Python from the browser's cache once the visitor has left the page alone a moment.
  const later = () => precached().then(() => {
    lastInput = Math.max(lastInput, performance.now());
    return quiet();
  }).then(() => start("idle"));
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
