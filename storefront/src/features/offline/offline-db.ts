import type { OfflineEvent, OfflineKind, QuizInfo } from '@mahir/shared';
import type { OfflineExtension } from '@mahir/shared/offline/offline-file-type';
import type { OutboxItem } from '@mahir/shared/offline/offline-outbox';

/**
 * The app's offline records in IndexedDB (docs/learning.md "Offline downloads"): `mahir-offline` with
 * `downloads` (one per account and module), `outbox` (what was done offline, to send) and `meta` (the
 * account signed in last, so the downloads page knows whose they are without the network). The service worker
 * (`ui/public/sw.js`) reads `downloads` and `meta` by the same names to serve and refuse files.
 */
export const OFFLINE_DB = 'mahir-offline';
const VERSION = 1;

/** A caption track kept with a downloaded module video. */
export interface KeptCaption {
  lang: string;
  label: string;
  /** Where the service worker serves it from (`offlineCaptionUrl`). */
  local_url: string;
  /** The path of the server's file it was fetched from: a new upload of the language has a new one. */
  source: string;
  /** Bytes. */
  size: number;
}

/** A module video, an audio part or an ebook kept for offline use. */
export interface DownloadRecord {
  /** `<user id>:<item key>` (`offlineItemKey`). */
  key: string;
  user_id: number;
  /** Absent on records kept before audio and ebooks: a module video. */
  kind?: OfflineKind;
  /** The module's id, or the audio part's or ebook's. */
  module_id: number;
  /** The audio part's or ebook's hashslug (how the course info names it); null for a video. */
  hashslug?: string | null;
  /** The file's type, as the worker answers it. */
  mime?: string;
  /** The name the file is saved under on the device (absent on records kept before EPUB and ZIP ebooks). */
  file_name?: string;
  course_id: number;
  course_title: string;
  title: string;
  duration: number;
  quality: number | null;
  /** Bytes of the file (its caption tracks count their own). */
  size: number;
  /** A module video's caption tracks, kept and removed with it (absent on records kept before captions were). */
  captions?: KeptCaption[];
  /** Where the service worker serves the file from (`offlineMediaUrl`). */
  local_url: string;
  /** The signed licence; its end is `expires_at`. */
  token: string;
  expires_at: string;
  downloaded_at: string;
  /** The subscription it was downloaded under (the watched mark needs it). */
  subscriber_id: number | null;
  /** The quizzes of a video module's chapter, kept with it so they can be taken offline (answers not included). */
  quizzes?: QuizInfo[];
}

/** What happened to a quiz taken offline: queued, then sent (or refused by the server, with why). */
export interface QuizAttempt {
  client_id: string;
  state: 'queued' | 'sent' | 'refused';
  message: string | null;
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
  /** The latest offline attempt of a quiz by an account, if any. */
  quizAttempt: (userId: number, quizId: number) =>
    run<QuizAttempt>('meta', 'readonly', (s) => s.get(attemptKey(userId, quizId)) as IDBRequest<QuizAttempt>),
  putQuizAttempt: (userId: number, quizId: number, attempt: QuizAttempt) =>
    run('meta', 'readwrite', (s) => s.put(attempt, attemptKey(userId, quizId))),
};

const attemptKey = (userId: number, quizId: number) => `quiz:${userId}:${quizId}`;

/** The cache holding an account's downloaded files. */
export const offlineCacheName = (userId: number) => `mahir-offline-${userId}`;

/** What names an item on the device: a module by its id, an audio part or an ebook by kind and hashslug. */
export type OfflineItem = { kind: 'video'; id: number } | { kind: 'audio' | 'ebook'; hashslug: string };

/** `12`, `audio-<hashslug>`, `ebook-<hashslug>`: the record's key after the account, and the file's name. */
export const offlineItemKey = (item: OfflineItem) =>
  item.kind === 'video' ? String(item.id) : `${item.kind}-${encodeURIComponent(item.hashslug)}`;

/** The record key of an account's item. */
export const downloadKey = (userId: number, item: OfflineItem) => `${userId}:${offlineItemKey(item)}`;

/**
 * Where the service worker serves a downloaded item's file: `/offline/media/<user id>/<item key>.<extension>`
 * (mp4, mp3; an ebook's pdf, epub or zip).
 */
export const offlineMediaUrl = (userId: number, item: OfflineItem, extension: OfflineExtension) =>
  `/offline/media/${userId}/${offlineItemKey(item)}.${extension}`;

/** Where the service worker serves a kept caption track of a module: `/offline/media/<user id>/<module id>.<lang>.vtt`. */
export const offlineCaptionUrl = (userId: number, moduleId: number, lang: string) =>
  `/offline/media/${userId}/${offlineItemKey({ kind: 'video', id: moduleId })}.${encodeURIComponent(lang)}.vtt`;

/** Every URL of an item's kept files: its own and its caption tracks'. */
export const keptUrls = (r: Pick<DownloadRecord, 'local_url' | 'captions'>) => [
  r.local_url,
  ...(r.captions ?? []).map((c) => c.local_url),
];

/** The bytes an item takes on the device: its file and its caption tracks. */
export const keptBytes = (r: Pick<DownloadRecord, 'size' | 'captions'>) =>
  r.size + (r.captions ?? []).reduce((sum, c) => sum + c.size, 0);

/** The item a record keeps (records from before audio and ebooks are module videos). */
export const recordItem = (r: Pick<DownloadRecord, 'kind' | 'module_id' | 'hashslug'>): OfflineItem =>
  r.kind && r.kind !== 'video' && r.hashslug
    ? { kind: r.kind, hashslug: r.hashslug }
    : { kind: 'video', id: r.module_id };
