// Pegboard's service worker, served at /sw.js so that it looks after the whole site.
// - The app shell (CSS, scripts, icons, the offline page) is kept on install, under a cache
//   named after its contents: a new deploy brings a new cache and the old one is deleted.
// - Pages are fetched from the network first; a game's scorer and live pages are kept as they
//   come, so the scorer's page opens with no signal. A page opened before this worker was in
//   charge (the first visit) is fetched again at the page's request and kept: opening it once
//   is enough. Without signal and without a kept copy, the offline page says so. A form posted with no signal gets that page too: never the
//   browser's own "no internet" page, which looks as if Pegboard had lost something.
// - What is kept: only a game's pages (GAME_PAGE), as this phone's own browser was answered
//   (a good answer from this site, not a redirect, not marked no-store), in the browser's
//   Cache Storage for this site: this phone's, never a shared cache, and the site still
//   answers these pages "private", so no proxy keeps a scorer's page or its secret
//   (docs/security.md). Signing out forgets them: the next person on the phone does not get
//   the last one's pages.
// - htmx's own requests (the board, the live poll) always go to the network: the page itself
//   says when they fail. Saving a hand with no signal is the outbox's job (outbox-core.js),
//   which this worker also runs when Background Sync wakes it.
"use strict";

const VERSION = "{{ version }}";
const SHELL_CACHE = "pegboard-shell-" + VERSION;
const PAGE_CACHE = "pegboard-pages";
const SHELL = {{ shell|safe }};
const OFFLINE_URL = {{ offline_url|safe }};
const SIGN_OUT_URL = {{ sign_out_url|safe }};
const STATIC_PREFIX = {{ static_prefix|safe }};
const NETWORK_WAIT_MS = 6000; // with one bar of signal, a kept page beats a long wait
const GAME_PAGE = /^\/g\/[^/]+\/(score\/[^/]+\/)?$/;

importScripts({{ outbox_core|safe }}); // the outbox, sent from here by Background Sync

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(SHELL_CACHE)
      .then(function (cache) { return cache.addAll(SHELL); })
      .then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys()
      .then(function (names) {
        return Promise.all(names
          .filter(function (name) { return name.startsWith("pegboard-shell-") && name !== SHELL_CACHE; })
          .map(function (name) { return caches.delete(name); }));
      })
      .then(function () { return self.clients.claim(); })
  );
});

function gamePage(url) {
  try {
    const place = new URL(url);
    return place.origin === self.location.origin && GAME_PAGE.test(place.pathname);
  } catch (notAnAddress) {
    return false;
  }
}

function keepable(url, response) {
  return gamePage(url) && response.ok && response.type === "basic" && !response.redirected &&
    !/no-store/.test(response.headers.get("Cache-Control") || "");
}

// Resolves once the copy is kept (or not kept).
function keep(url, response) {
  if (!keepable(url, response)) return Promise.resolve();
  const copy = response.clone();
  return caches.open(PAGE_CACHE).then(function (cache) { return cache.put(url, copy); });
}

function keepPage(request, response) {
  keep(request.url, response);
  return response;
}

function offlinePage() {
  return caches.match(OFFLINE_URL).then(function (page) {
    return page || new Response("No signal.", { status: 503, headers: { "Content-Type": "text/plain" } });
  });
}

function pageFromNetworkOrKept(request) {
  const network = fetch(request).then(function (response) { return keepPage(request, response); });
  const kept = caches.match(request.url, { cacheName: PAGE_CACHE });
  const slow = new Promise(function (resolve) { setTimeout(resolve, NETWORK_WAIT_MS); });
  // Whichever comes first: the network's answer, or (after a wait) the copy kept earlier.
  return Promise.race([network, slow.then(function () { return kept; })])
    .then(function (response) { return response || network; })
    .catch(function () { return kept.then(function (page) { return page || offlinePage(); }); });
}

self.addEventListener("fetch", function (event) {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (url.pathname === SIGN_OUT_URL) event.waitUntil(caches.delete(PAGE_CACHE));
    if (request.mode === "navigate") event.respondWith(fetch(request).catch(offlinePage));
    return;
  }
  if (request.headers.get("HX-Request")) return;
  if (url.pathname.startsWith(STATIC_PREFIX)) {
    event.respondWith(caches.match(request).then(function (hit) { return hit || fetch(request); }));
    return;
  }
  if (request.mode === "navigate") event.respondWith(pageFromNetworkOrKept(request));
});

// The page asks for its kept copy to be made (its first visit, before this worker was in
// charge) or refreshed after the board changed (a hand saved), so that a reload with no
// signal shows the game as it is, not as it was when first opened. Only a game's page of
// this site is fetched, and kept only as keepable() allows.
self.addEventListener("message", function (event) {
  const data = event.data || {};
  if (data.type === "refresh-page" && gamePage(data.url)) {
    event.waitUntil(fetch(data.url, { credentials: "same-origin" })
      .then(function (response) { return keep(data.url, response); })
      .catch(function () {}));
  }
});

// Background Sync (Chromium): the browser wakes the worker when the signal is back, even if
// the page was closed, and the outbox is sent from here.
self.addEventListener("sync", function (event) {
  if (event.tag !== self.PegboardOutbox.SYNC_TAG) return;
  event.waitUntil(self.PegboardOutbox.flushAll().then(function (sent) {
    if (!sent) return;
    return self.clients.matchAll().then(function (pages) {
      pages.forEach(function (page) { page.postMessage({ type: "outbox-sent" }); });
    });
  }));
});
