import { useSession } from '@mahir/ui/api-context';
import { useOffline } from '@mahir/ui/offline';
import { useEffect, useRef, useState } from 'react';
import { offlineDb } from './offline-db';

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
