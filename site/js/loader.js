// The loading screen's progress bar, driven by real numbers: the bytes received of the big
// downloads (their sizes are written into data-bytes by build.py), then PyScript's lifecycle
// hooks (boot.js). A classic script in <head>, so it wraps fetch before Pyodide uses it.
(() => {
  // Its words and boot.js's, in each language the site speaks: they show before Python (and its
  // catalogue) is there. The language is <html lang>, which index.html chose (the reader's stored
  // choice, else the browser's first known language) and the language switch changes.
  const FRENCH = {
    "Starting Python…": "Démarrage de Python…",
    "Downloading Python… {got} / {total} MB": "Téléchargement de Python… {got} / {total} Mo",
    "A download failed. Check the connection and reload the page.":
      "Un téléchargement a échoué. Vérifiez la connexion et rechargez la page.",
    "You are offline. The first visit needs the network once, to download Python (about {size} MB); after that pygames works offline. Connect and reload.":
      "Vous êtes hors ligne. La première visite a besoin du réseau une fois, pour télécharger Python (environ {size}\u00a0Mo)\u202f; ensuite, pygames marche hors ligne. Connectez-vous puis rechargez la page.",
    "Python starts in the background…": "Python démarre en arrière-plan…",
    "Downloading Python…": "Téléchargement de Python…",
    "Loading pygames…": "Chargement de pygames…",
    "Setting up the table…": "Mise en place de la table…",
    "Python failed to start. See the console.": "Python n’a pas pu démarrer. Voir la console.",
    "Ready": "Prêt",
    "Loading": "Chargement",
    "Board, dice & card games": "Jeux de plateau, de dés et de cartes",
  };
  /** `text` (English, with {name} holes) in the page's language, its holes filled from `values`. */
  function t(text, values = {}) {
    const said = (document.documentElement.lang === "fr" && FRENCH[text]) || text;
    return said.replace(/\{(\w+)\}/g, (hole, name) => (name in values ? String(values[name]) : hole));
  }

  const expected = JSON.parse(document.currentScript.dataset.bytes);
  const total = Object.values(expected).reduce((a, b) => a + b, 0);
  const received = Object.fromEntries(Object.keys(expected).map((key) => [key, 0]));
  const DOWNLOAD_SHARE = 0.7; // of the bar; starting Python and the app take the rest
  let floor = 0; // the bar never moves backwards

  let failure = null; // once set, the failure's message stays on screen

  function show(fraction, text) {
    if (failure !== null) [fraction, text] = [1, failure];
    floor = Math.max(floor, Math.min(fraction, 1));
    const bar = document.getElementById("loader-bar");
    if (!bar) return;
    bar.style.width = `${(floor * 100).toFixed(1)}%`;
    bar.parentElement.setAttribute("aria-valuenow", String(Math.round(floor * 100)));
    if (text) document.getElementById("loader-text").textContent = text;
  }

  function downloaded() {
    const got = Object.values(received).reduce((a, b) => a + b, 0);
    const done = got >= total;
    const mb = (n) => (n / 1e6).toFixed(1);
    // Under a saved game's board (pages.js) the bar says only that Python is on its way.
    const quiet = done || document.documentElement.classList.contains("early-board");
    show((DOWNLOAD_SHARE * got) / total,
      quiet ? t("Starting Python…") : t("Downloading Python… {got} / {total} MB", { got: mb(got), total: mb(total) }));
  }

  async function count(key, body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // At most the file's size: a host may send it precompressed as something larger once inflated
      // (the snapshot's .br copy holds it uninflated; tools/precompress.py).
      received[key] = Math.min(received[key] + value.byteLength, expected[key]);
      downloaded();
    }
  }

  // A first visit without a network (or one that drops mid-download) must say so, not spin forever.
  function downloadFailed() {
    window.pygamesBoot.failed(navigator.onLine
      ? t("A download failed. Check the connection and reload the page.")
      : t("You are offline. The first visit needs the network once, to download Python (about {size} MB); "
        + "after that pygames works offline. Connect and reload.", { size: Math.round(total / 1e6) }));
  }
  // A script of the boot that could not load (e.g. PyScript itself) fires no fetch: catch it here.
  window.addEventListener("error", (event) => {
    if (event.target instanceof HTMLScriptElement) downloadFailed();
  }, true);

  const fetchOriginal = window.fetch;
  window.fetch = function (input, init) {
    const pending = fetchOriginal.call(this, input, init);
    const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
    const key = Object.keys(expected).find((name) => path.endsWith(`/${name}`));
    if (key) {
      // Count a clone, so the caller's response stays untouched (streaming wasm compile included).
      pending.then((response) => response.ok && response.body && count(key, response.clone().body))
        .catch(() => downloadFailed());
    }
    return pending;
  };

  // boot.js calls these from PyScript's hooks.
  window.pygamesBoot = {
    stage(fraction, text) { show(fraction, text); },
    failed(message) {
      document.documentElement.classList.add("boot-failed");
      failure = failure ?? message; // the first failure is the cause
      show(1, failure);
    },
    downloadFailed,
    t, // boot.js says its stages in the page's language too
    preload, // boot.js calls it as Python starts
    start() {}, // boot.js replaces it
  };
  // The home page starts Python only once left alone (site/js/boot.js): until then it says so.
  window.addEventListener("DOMContentLoaded", () => {
    const classes = document.documentElement.classList;
    // The loading card's own words (index.html writes them in English).
    const tagline = document.querySelector(".loader-tagline");
    if (tagline) tagline.textContent = t("Board, dice & card games");
    document.querySelector(".loader-track")?.setAttribute("aria-label", t("Loading"));
    show(0.02, classes.contains("early-board") ? t("Starting Python…")
      : classes.contains("shell") ? t("Python starts in the background…") : t("Downloading Python…"));
  });

  // The boot's later downloads (the snapshot, Pyodide's modules: build.py lists them), started as
  // Python starts (site/js/boot.js), before PyScript would ask for them.
  const preloads = JSON.parse(document.currentScript.dataset.preload || "[]");
  function preload() {
    for (const [rel, href] of preloads) {
      const link = Object.assign(document.createElement("link"), { rel, href });
      if (rel === "preload") Object.assign(link, { as: "fetch", crossOrigin: "anonymous" }); // as fetch() asks
      document.head.append(link);
    }
  }
})();
