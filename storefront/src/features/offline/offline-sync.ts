import type { ApiClient } from '@mahir/shared/client/api-client';
import { clearOfflineData } from '@mahir/ui/offline';
import { offlineDb } from './offline-db';
import { renewLicences } from './offline-downloads';
import { flushOutbox } from './offline-outbox-store';

/**
 * Makes this device's offline records the user's (another account's downloads and queue are deleted first: a
 * shared device), then sends what was done offline and renews the licences; again each time the connection
 * returns. Answers the function that stops it.
 */
export function startOfflineSync(api: ApiClient, userId: number): () => void {
  let stop = false;
  const catchUp = () => {
    if (!navigator.onLine || stop) return;
    void flushOutbox(api, userId).then(() => renewLicences(api, userId).catch(() => undefined));
  };
  void (async () => {
    const previous = await offlineDb.account().catch(() => null);
    if (previous !== null && previous !== userId) await clearOfflineData();
    await offlineDb.setAccount(userId);
    catchUp();
  })();
  window.addEventListener('online', catchUp);
  return () => {
    stop = true;
    window.removeEventListener('online', catchUp);
  };
}
