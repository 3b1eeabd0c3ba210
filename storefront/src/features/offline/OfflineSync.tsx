import { useApi, useSession } from '@mahir/ui/api-context';
import { useEffect } from 'react';

/**
 * Mounted once in the layout: while a user is signed in, keeps this device's offline records theirs and sends
 * what was done offline (offline-sync.ts). That code (IndexedDB, the outbox, the licences) loads only then,
 * after the page: a visitor's first page does without it.
 */
export function OfflineSync() {
  const api = useApi();
  const { user } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null || typeof indexedDB === 'undefined') return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./offline-sync').then(({ startOfflineSync }) => {
      if (!cancelled) stop = startOfflineSync(api, userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [api, userId]);
  return null;
}
