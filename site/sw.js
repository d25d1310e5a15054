// Service worker: precache every file of the build in a versioned cache, then answer same-origin
// GETs cache-first, so the site works with the network off after one visit.
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

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // ignoreSearch: "./?game=x" is still the precached page.
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request)),
  );
});
