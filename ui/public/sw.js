// The storefront's service worker (docs/reach.md): the shell and the pages a visitor has seen open offline,
// with the app's notice that they are offline. Pages always come from the network first, so an update
// reaches the next page load; the API, media and files are never stored here, and only pages the server
// marked as a visitor's (no account in them) are, so nobody's personal answers wait for the next user of a
// shared device. Logging out empties the page store too.
const VERSION = 'v1';
const ASSETS = `mahir-assets-${VERSION}`;
const PAGES = `mahir-pages-${VERSION}`;
const OFFLINE = '/offline.html';
const SHELL = [OFFLINE, '/favicon.svg', '/icons/icon-192.png'];
const PAGE_LIMIT = 40;
const ASSET_LIMIT = 150;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // An older version's stores go. The worker does not claim the pages already open: a page taken over while
  // its first API calls were in flight had them stall in Chromium; it serves from the next page load on.
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k !== ASSETS && k !== PAGES).map((k) => caches.delete(k))),
      ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'logout')
    event.waitUntil(
      caches
        .delete(PAGES)
        .then(() => caches.open(PAGES))
        .then((cache) => cache.addAll(SHELL)),
    );
});

/** Keeps a store to its newest `limit` entries. */
async function trim(name, limit) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
}

async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('X-Page-Audience') === 'visitor') {
      const copy = response.clone();
      const cache = await caches.open(PAGES);
      await cache.put(request.url, copy);
      await trim(PAGES, PAGE_LIMIT);
    }
    return response;
  } catch {
    const cache = await caches.open(PAGES);
    const kept = await cache.match(request.url);
    if (kept) return withOfflineNotice(kept);
    return (await cache.match(OFFLINE)) ?? Response.error();
  }
}

/** The notice on a kept page, above the app (so it shows even before the app's scripts run). */
const NOTICE =
  '<div id="mahir-offline" role="status" style="background:#fff3bf;color:#1a1b1e;padding:10px 16px;font:14px system-ui,sans-serif;text-align:center">' +
  '<strong>Anda di luar talian · You are offline.</strong> Halaman ini seperti kali terakhir anda membukanya. ' +
  'This page is as you last saw it.</div>';

async function withOfflineNotice(kept) {
  const html = await kept.text();
  const at = html.indexOf('<div id="root">');
  const body = at < 0 ? html : html.slice(0, at) + NOTICE + html.slice(at);
  return new Response(body, { status: kept.status, headers: kept.headers });
}

/** Built files never change under one name, so the stored copy is the right one. */
async function asset(request) {
  const cache = await caches.open(ASSETS);
  const stored = await cache.match(request);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(ASSETS, ASSET_LIMIT);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && !url.pathname.startsWith('/backoffice'))
    event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  // Anything else (the API, media, files, the manifest): the network alone, never stored.
});
