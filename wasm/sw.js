"use strict";
// Quintet's service worker (a template: the site generator fills in the build). It keeps every file of
// one build in a cache named after the build, answers the page from that cache — so a second visit
// downloads nothing and the game plays offline — and goes to the network only for what it does not hold.
// A new build changes this file (its cache name and file list), which the browser notices on the next
// visit: the new worker caches the new build, takes over, and deletes the caches of older builds.
const CACHE = "quintet-{{.Hash}}";
// Every file of the build, relative to this script.
const FILES = {{.Files}};
// The files without a content hash in their names: fetched past the HTTP cache, so they are this build's.
const FRESH = {{.Fresh}};

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((f) => new Request(f, { cache: FRESH.includes(f) ? "no-cache" : "default" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && name.startsWith("quintet-")) {
        await caches.delete(name);
      }
    }
    await self.clients.claim();
  })());
});

const scope = new URL("./", self.location.href).href;

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(scope)) {
    return;
  }
  // Opening the page (with any query) is the cached page; the fragment never reaches a server.
  const url = new URL(req.url);
  const page = req.mode === "navigate" && (url.pathname === new URL(scope).pathname ||
    url.href.split("?")[0] === scope + "index.html");
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The cached bodies are stored decoded, so the encoding the request would accept does not matter.
    const hit = await cache.match(page ? scope : req, { ignoreVary: true, ignoreSearch: page });
    return hit || fetch(req);
  })());
});
