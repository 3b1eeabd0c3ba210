import type { OfflineEvent } from '@mahir/shared';
import type { OutboxItem } from '@mahir/shared/offline/offline-outbox';

/**
 * The app's offline records in IndexedDB (docs/learning.md "Offline downloads"): `mahir-offline` with
 * `downloads` (one per account and module), `outbox` (what was done offline, to send) and `meta` (the
 * account signed in last, so the downloads page knows whose they are without the network). The service worker
 * (`ui/public/sw.js`) reads `downloads` and `meta` by the same names to serve and refuse files.
 */
export const OFFLINE_DB = 'mahir-offline';
const VERSION = 1;

/** A module kept for offline use. */
export interface DownloadRecord {
  /** `<user id>:<module id>`. */
  key: string;
  user_id: number;
  module_id: number;
  course_id: number;
  course_title: string;
  title: string;
  duration: number;
  quality: number | null;
  size: number;
  /** Where the service worker serves the file from: `/offline/media/<user id>/<module id>.mp4`. */
  local_url: string;
  /** The signed licence; its end is `expires_at`. */
  token: string;
  expires_at: string;
  downloaded_at: string;
  /** The subscription it was downloaded under (the watched mark needs it). */
  subscriber_id: number | null;
}

/** A queued offline event, with its account. */
export type OutboxRecord = OutboxItem<OfflineEvent> & { user_id: number };

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DB, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('downloads'))
        db.createObjectStore('downloads', { keyPath: 'key' }).createIndex('user_id', 'user_id');
      if (!db.objectStoreNames.contains('outbox'))
        db.createObjectStore('outbox', { keyPath: 'client_id' }).createIndex('user_id', 'user_id');
      if (!db.objectStoreNames.contains('meta')) db.createObjectStore('meta');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

type StoreName = 'downloads' | 'outbox' | 'meta';

async function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const request = work(tx.objectStore(store));
      tx.oncomplete = () => resolve(request?.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const byUser = <T>(store: StoreName, userId: number) =>
  run<T[]>(store, 'readonly', (s) => s.index('user_id').getAll(userId) as IDBRequest<T[]>).then(
    (r) => r ?? [],
  );

export const offlineDb = {
  downloads: (userId: number) => byUser<DownloadRecord>('downloads', userId),
  download: (key: string) =>
    run<DownloadRecord>('downloads', 'readonly', (s) => s.get(key) as IDBRequest<DownloadRecord>),
  putDownload: (record: DownloadRecord) => run('downloads', 'readwrite', (s) => s.put(record)),
  deleteDownload: (key: string) => run('downloads', 'readwrite', (s) => s.delete(key)),
  outbox: (userId: number) => byUser<OutboxRecord>('outbox', userId),
  putOutbox: (record: OutboxRecord) => run('outbox', 'readwrite', (s) => s.put(record)),
  deleteOutbox: (clientIds: readonly string[]) =>
    run('outbox', 'readwrite', (s) => {
      for (const id of clientIds) s.delete(id);
      return undefined;
    }),
  /** The account signed in last on this device (null: none). */
  account: () =>
    run<number>('meta', 'readonly', (s) => s.get('account') as IDBRequest<number>).then((v) => v ?? null),
  setAccount: (userId: number) => run('meta', 'readwrite', (s) => s.put(userId, 'account')),
};

/** The cache holding an account's downloaded files. */
export const offlineCacheName = (userId: number) => `mahir-offline-${userId}`;

/** Where the service worker serves a downloaded module's file. */
export const offlineMediaUrl = (userId: number, moduleId: number) =>
  `/offline/media/${userId}/${moduleId}.mp4`;
