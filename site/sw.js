// Service worker: precache the files of the build a visit or offline play can load (build.py leaves
// out PyScript's editor and terminal) in a versioned cache, then answer same-origin
// GETs from the network while it answers and from the precache when it does not, so the site works
// with the network off after one visit.
// build.py fills in the cache id (version + content hash) and the file list.
const CACHE = "pygames-{{CACHE_ID}}";
const PRECACHE = {{PRECACHE}};

self.addEventListener("install", (event) => {
  // "no-cache" revalidates against the server (cheap 304s) so no stale HTTP-cache copy slips in.
  const requests = PRECACHE.map((url) => new Request(url, { cache: "no-cache" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const stale = (keys) => keys.filter((key) => key.startsWith("pygames-") && key !== CACHE);
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(stale(keys).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// Set when the page itself could not be fetched (no network, or a network that does not reach the
// host): then every file comes from the precache until a page load gets through again.
let offline = false;
const NAVIGATE_TIMEOUT_MS = 4000;

function withTimeout(promise, ms) {
  return Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), ms))]);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // ignoreSearch: "./?game=x" is still the precached page.
  const cached = () => caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: true }));
  if (request.mode === "navigate") {
    event.respondWith(
      withTimeout(fetch(request), NAVIGATE_TIMEOUT_MS)
        .then((response) => { offline = false; return response; })
        .catch(async () => { offline = true; return (await cached()) || Response.error(); }),
    );
    return;
  }
  // Online, the browser's own HTTP cache answers: it keeps Pyodide's compiled wasm, which a response
  // from the Cache API does not, and a warm start is then about twice as fast.
  if (!offline && self.navigator.onLine) return;
  event.respondWith(cached().then((hit) => hit || fetch(request)));
});
