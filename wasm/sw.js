"use strict";
// Quintet's service worker (a template: the site generator fills in the build). It keeps every file of
// one build in a cache named after the build, answers the page from that cache — so a second visit
// downloads nothing and the game plays offline — and goes to the network only for what it does not hold.
//
// Updates happen in the open. A new build changes this file (its cache name and file list), which the
// browser notices on a visit or when the page asks; the new worker caches the new build in the
// background and then waits: the page offers "A new version is ready — reload", and only the player's
// tap (a "skipWaiting" message) lets it take over. Each build's files stay in that build's own cache, and
// a page asks for files by their hashed names, so a page keeps being answered with its own build's
// files even after a newer worker took over. Older caches are removed once no open page uses them.
const CACHE = "quintet-{{.Hash}}";
// Every file of the build, relative to this script.
const FILES = {{.Files}};
// The files without a content hash in their names: fetched past the HTTP cache, so they are this build's.
const FRESH = {{.Fresh}};

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((f) => new Request(f, { cache: FRESH.includes(f) ? "no-cache" : "default" })));
    // The first worker has no page to disturb: it takes over at once. A later one waits for the tap.
    if (!self.registration.active) await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
  prune(); // not awaited: the pages' answers must not hold up their requests
});

self.addEventListener("message", (event) => {
  const msg = event.data || {};
  if (msg.type === "skipWaiting") {
    self.skipWaiting();
  } else if (msg.type === "started") {
    // A page started: the caches of builds no page uses any more can go.
    event.waitUntil(prune());
  }
});

// prune deletes the caches of older builds that no open page uses. Every page in scope is asked which
// game file it runs (the page answers with quintetBuild.wasm); while any page does not answer, nothing
// is deleted.
async function prune() {
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const used = new Set();
  const answers = await Promise.all(pages.map((page) => new Promise((resolve) => {
    const ch = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 3000);
    ch.port1.onmessage = (e) => { clearTimeout(timer); resolve((e.data || {}).wasm || null); };
    try { page.postMessage({ type: "build?" }, [ch.port2]); } catch (e) { clearTimeout(timer); resolve(null); }
  })));
  for (const wasm of answers) {
    if (!wasm) return; // a page that did not say: keep everything for now
    used.add(new URL(wasm, self.registration.scope).href);
  }
  for (const name of await caches.keys()) {
    if (name === CACHE || !name.startsWith("quintet-")) continue;
    const cache = await caches.open(name);
    let inUse = false;
    for (const url of used) {
      if (await cache.match(url, { ignoreVary: true })) inUse = true;
    }
    if (!inUse) await caches.delete(name);
  }
}

const scope = new URL("./", self.location.href).href;

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(scope)) {
    return;
  }
  // Opening the page (with any query) is this build's cached page; the fragment never reaches a server.
  const url = new URL(req.url);
  const page = req.mode === "navigate" && (url.pathname === new URL(scope).pathname ||
    url.href.split("?")[0] === scope + "index.html");
  event.respondWith((async () => {
    // The cached bodies are stored decoded, so the encoding the request would accept does not matter.
    const hit = await (await caches.open(CACHE)).match(page ? scope : req, { ignoreVary: true, ignoreSearch: page });
    if (hit) return hit;
    if (!page) {
      // A file of an older build, asked for by a page of that build still open: from that build's cache.
      for (const name of await caches.keys()) {
        if (name === CACHE || !name.startsWith("quintet-")) continue;
        const old = await (await caches.open(name)).match(req, { ignoreVary: true });
        if (old) return old;
      }
    }
    return fetch(req);
  })());
});
