import { useSyncExternalStore } from 'react';

/** The storefront service worker's page store (ui/public/sw.js names it `mahir-pages-<version>`). */
const PAGE_STORE = /^mahir-pages-/;

/**
 * Empties the pages kept for offline use, as logging out must on a shared device. The service worker keeps
 * only pages with nobody's account in them; this removes even those, and tells the worker to start afresh.
 */
export async function clearOfflinePages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => PAGE_STORE.test(n)).map((n) => caches.delete(n)));
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
