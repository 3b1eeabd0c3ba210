import { useSyncExternalStore } from 'react';

/** The storefront service worker's page store (ui/public/sw.js names it `mahir-pages-<version>`). */
const PAGE_STORE = /^mahir-pages-/;
/** Downloaded modules' files, one cache per account (`mahir-offline-<user id>`), and their records. */
const DOWNLOAD_STORE = /^mahir-offline-/;
const OFFLINE_DB = 'mahir-offline';

/**
 * Empties what is kept for offline use, as logging out must on a shared device: the pages (the service
 * worker keeps only pages with nobody's account in them; this removes even those), the account's downloaded
 * modules, their licences and the queue of what was done offline. Tells the worker to start afresh.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(
      names.filter((n) => PAGE_STORE.test(n) || DOWNLOAD_STORE.test(n)).map((n) => caches.delete(n)),
    );
  }
  if (typeof indexedDB !== 'undefined')
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(OFFLINE_DB);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
  navigator.serviceWorker?.controller?.postMessage('logout');
}
const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser is offline; false while rendering on the server, so hydration matches. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}
