import { useApi, useSession } from '@mahir/ui';
import { clearOfflineData, useOffline } from '@mahir/ui/offline';
import { useEffect, useRef, useState } from 'react';
import { offlineDb } from './offline-db';
import { renewLicences } from './offline-downloads';
import { flushOutbox } from './offline-outbox-store';

/**
 * Whose downloads this device shows: the signed-in user; with no network (the session cannot be asked), the
 * account signed in last. Nobody after a logout (which also empties the downloads). An app opened offline took
 * the session as nobody's (its kept shell is a visitor's page): when the connection returns it asks the server
 * who is signed in, showing the kept account meanwhile, so the queue is sent under the right session.
 */
export function useOfflineAccount(): number | null {
  const { user, isLoading, refetch } = useSession();
  const offline = useOffline();
  const [kept, setKept] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (!user && !isLoading && offline) void offlineDb.account().then(setKept, () => setKept(null));
  }, [user, isLoading, offline]);
  useEffect(() => {
    if (wasOffline.current && !offline && !user) {
      setAsking(true);
      void refetch().finally(() => setAsking(false));
    }
    wasOffline.current = offline;
  }, [offline, user, refetch]);
  return user?.id ?? (offline || asking ? kept : null);
}

/**
 * Mounted once in the layout: when a user is signed in, makes this device's offline records theirs (another
 * account's downloads and queue are deleted first: a shared device), then sends what was done offline and
 * renews the licences; again each time the connection returns.
 */
export function OfflineSync() {
  const api = useApi();
  const { user } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null || typeof indexedDB === 'undefined') return;
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
  }, [api, userId]);
  return null;
}
