// nimlab's service worker (written by nimlab-site once the build is in dist/; the lists and the
// version below are filled in then). After one visit it holds every file of the site, so every
// lesson works without a network; a new deploy changes the version and so the whole cache.
//
// How requests are answered, and why:
// - Files whose names carry Trunk's content hash (the front end's JS, wasm and CSS) never
//   change under their name: cache first, the network only if the cache lacks them.
// - Everything else (the pages, boot.js, embed.js, solver/, static/) keeps its name across
//   deploys: network first, so a visitor online always sees the deployed version (and the
//   hashed files that version names), the cache only when the network fails. Never
//   stale-while-revalidate: it would show a page of the old deploy once more after each deploy,
//   naming hashed files the new cache no longer holds.
// - Navigations match the cache without their query string (`nim.html?lang=en` is nim.html).
// - Anything else (other origins, other paths of this origin, POSTs, unknown files) is left to
//   the browser: the worker does not answer it at all.
//
// Updates: the browser fetches this file again on navigations; a deploy makes it differ (the
// version is a hash of every file), so the new worker installs. It fills a new cache first (an
// install that fails leaves the old worker and its cache in place), then takes over at once
// (skipWaiting, clients.claim) and deletes this site's older caches. Taking over open pages is
// safe: a page loads all its files when it starts, and later navigations ask the network first.

const VERSION = "{{VERSION}}";
/** The site's root: the folder of this file, whatever sub-path the site is served under. */
const ROOT = new URL("./", self.location).href;
/** Caches are shared by the whole origin: the root in the name keeps two sites on one host apart. */
const PREFIX = `nimlab ${ROOT} `;
const CACHE = PREFIX + VERSION;
/** Every file of the site, relative to ROOT ("./" is the home page). */
const FILES = {{FILES}};
/** The files named by their content's hash. */
const IMMUTABLE = new Set({{IMMUTABLE}});
const KNOWN = new Set(FILES);

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(ROOT)) return;
  const url = new URL(request.url);
  const path = url.pathname.slice(new URL(ROOT).pathname.length) || "./";
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(request, { ignoreSearch: true }));
  } else if (IMMUTABLE.has(path) && url.search === "") {
    event.respondWith(cacheFirst(request));
  } else if (KNOWN.has(path) && url.search === "") {
    event.respondWith(networkFirst(request, {}));
  }
});

async function precache() {
  const cache = await caches.open(CACHE);
  // "no-cache" revalidates with the server: a file the HTTP cache kept from the previous deploy
  // (GitHub Pages allows ten minutes) must not enter this version's cache. Hashed names cannot
  // be stale, so the HTTP cache may answer for them (the page has usually just loaded them).
  const requests = FILES.map(
    (path) => new Request(new URL(path, ROOT), { cache: IMMUTABLE.has(path) ? "default" : "no-cache" }),
  );
  await cache.addAll(requests);
}

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
  );
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(request)) ?? fetch(request);
}

async function networkFirst(request, options) {
  try {
    return await fetch(request);
  } catch (offline) {
    const cache = await caches.open(CACHE);
    const cached = await cache.match(request, options);
    if (cached) return cached;
    throw offline;
  }
}
