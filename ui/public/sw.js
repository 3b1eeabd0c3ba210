// The storefront's service worker (docs/reach.md): the shell and the pages a visitor has seen open offline,
// with the app's notice that they are offline. Pages always come from the network first, so an update
// reaches the next page load; the API, media and files are never stored here, and only pages the server
// marked as a visitor's (no account in them) are, so nobody's personal answers wait for the next user of a
// shared device. Logging out empties the page store too.
//
// Downloads (docs/learning.md "Offline downloads"): module videos, audio parts and ebooks the learner downloaded
// are kept by the app in a cache per account (`mahir-offline-<user id>`) with their records and licences in
// IndexedDB (`mahir-offline`); this worker serves them at `/offline/media/<user id>/<item>.<mp4|mp3|pdf|epub|zip>`
// (item: a module's id, `audio-<hashslug>`, `ebook-<hashslug>`) and a module's caption tracks at
// `/offline/media/<user id>/<module id>.<lang>.vtt`, with Range so they seek, only to the account signed in last
// on this device, only the files its record names and only until the licence's end. Logging out deletes them.
//
// The app's shell (`mahir-shell-*`): the Downloads page as a visitor gets it (no account in it) and every script
// and stylesheet it names, kept at install and again whenever the app asks (after a download), so the installed
// app opened with the network off, with no page open before, shows its downloads.
const VERSION = 'v4';
const ASSETS = `mahir-assets-${VERSION}`;
const PAGES = `mahir-pages-${VERSION}`;
const APP_SHELL = `mahir-shell-${VERSION}`;
const OFFLINE = '/offline.html';
const SHELL = [OFFLINE, '/favicon.svg', '/icons/icon-192.png'];
/** The page kept as the app's shell, and the pages it stands in for offline. */
const SHELL_PAGE = '/downloads';
const PAGE_LIMIT = 40;
const ASSET_LIMIT = 150;
const DOWNLOADS = /^mahir-offline-/;
const OFFLINE_MEDIA =
  /^\/offline\/media\/(\d+)\/((?:audio-|ebook-)?[^/.]+)(?:\.[A-Za-z0-9-]+)?\.(mp4|mp3|pdf|epub|zip|vtt)$/;
// As shared/src/offline/offline-file-type.ts (a worker imports nothing).
const MEDIA_TYPES = {
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  vtt: 'text/vtt; charset=utf-8',
};

/**
 * Keeps the app's shell: the Downloads page fetched without the session's cookie (so it is a visitor's page,
 * with nobody's account or token of theirs in it) and the built files it names (entry, app and the Downloads
 * screen's chunks, as the server lists them for that page, and their styles). A failure leaves the last shell.
 */
async function keepShell() {
  const response = await fetch(SHELL_PAGE, { credentials: 'omit', cache: 'no-store' });
  if (!response.ok || response.headers.get('X-Page-Audience') !== 'visitor') return;
  const html = await response.clone().text();
  const files = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
  const cache = await caches.open(APP_SHELL);
  await Promise.all(
    files.map(async (file) => {
      if (await cache.match(file)) return;
      const got = await fetch(file);
      if (got.ok) await cache.put(file, got);
    }),
  );
  await cache.put(SHELL_PAGE, response);
  // Files of older builds go: only the shell page's own are kept.
  const wanted = new Set([SHELL_PAGE, ...files]);
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.addAll(SHELL))
      .then(() => keepShell().catch(() => undefined))
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
        Promise.all(
          keys
            .filter((k) => k !== ASSETS && k !== PAGES && k !== APP_SHELL && !DOWNLOADS.test(k))
            .map((k) => caches.delete(k)),
        ),
      ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'keep-shell') event.waitUntil(keepShell().catch(() => undefined));
  // The shell is nobody's, so it stays after a logout.
  if (event.data === 'logout')
    event.waitUntil(
      caches
        .keys()
        .then((keys) =>
          Promise.all(keys.filter((k) => k === PAGES || DOWNLOADS.test(k)).map((k) => caches.delete(k))),
        )
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
    // The Downloads page from the app's shell: it reads the account and the files from this device.
    if (new URL(request.url).pathname === SHELL_PAGE) {
      const shell = await (await caches.open(APP_SHELL)).match(SHELL_PAGE);
      if (shell) return withOfflineNotice(shell);
    }
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

/** Built files never change under one name, so the stored copy (or the shell's) is the right one. */
async function asset(request) {
  const cache = await caches.open(ASSETS);
  const stored = (await cache.match(request)) ?? (await (await caches.open(APP_SHELL)).match(request));
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(ASSETS, ASSET_LIMIT);
  }
  return response;
}

/** Reads one value from the app's offline database (`mahir-offline`), or undefined. */
function readOffline(store, key) {
  return new Promise((resolve) => {
    const open = indexedDB.open('mahir-offline');
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(store)) {
        db.close();
        resolve(undefined);
        return;
      }
      const get = db.transaction(store).objectStore(store).get(key);
      get.onsuccess = () => {
        db.close();
        resolve(get.result);
      };
      get.onerror = () => {
        db.close();
        resolve(undefined);
      };
    };
  });
}

const refuse = (status) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/** Whether a record keeps the file at `path`: its own, or one of its caption tracks. */
const keeps = (record, path) =>
  record.local_url === path || (record.captions || []).some((c) => c.local_url === path);

/**
 * A downloaded item's file (or caption track) for the account it belongs to, until its licence ends; a Range
 * gets its part.
 */
async function offlineMedia(request, userId, item, extension) {
  const [account, record] = await Promise.all([
    readOffline('meta', 'account'),
    readOffline('downloads', `${userId}:${item}`),
  ]);
  const path = new URL(request.url).pathname;
  if (account !== Number(userId) || !record || !keeps(record, path)) return refuse(404);
  if (!(Date.parse(record.expires_at) > Date.now())) return refuse(403);
  const stored = await (await caches.open(`mahir-offline-${userId}`)).match(path);
  if (!stored) return refuse(404);
  const blob = await stored.blob();
  const headers = {
    'Content-Type': MEDIA_TYPES[extension],
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'no-store',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('Range') || '');
  if (!range || (range[1] === '' && range[2] === ''))
    return new Response(blob, { status: 200, headers: { ...headers, 'Content-Length': String(blob.size) } });
  // bytes=a-b, bytes=a- (to the end) or bytes=-n (the last n).
  const start = range[1] === '' ? Math.max(0, blob.size - Number(range[2])) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? blob.size - 1 : Math.min(Number(range[2]), blob.size - 1);
  if (start > end || start >= blob.size)
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${blob.size}` } });
  return new Response(blob.slice(start, end + 1), {
    status: 206,
    headers: {
      ...headers,
      'Content-Length': String(end - start + 1),
      'Content-Range': `bytes ${start}-${end}/${blob.size}`,
    },
  });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const download = OFFLINE_MEDIA.exec(url.pathname);
  if (download) {
    event.respondWith(offlineMedia(request, download[1], download[2], download[3]));
    return;
  }
  if (request.mode === 'navigate' && !url.pathname.startsWith('/backoffice'))
    event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  // Anything else (the API, media, files, the manifest): the network alone, never stored.
});
