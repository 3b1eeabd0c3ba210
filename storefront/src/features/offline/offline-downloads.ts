import type { OfflineLicenceGrant, QuizInfo } from '@mahir/shared';
import { type ApiClient, ApiError } from '@mahir/shared/client/api-client';
import { captionTracksChanged } from '@mahir/shared/offline/offline-captions';
import { offlineExtensionOf } from '@mahir/shared/offline/offline-file-type';
import { saveInBrowser } from '@mahir/ui/download';
import { routes } from '@mahir/ui/routes';
import { fetchCaptions, replaceCaptions, storeCaptions } from './offline-captions';
import {
  type DownloadRecord,
  downloadKey,
  keptUrls,
  type OfflineItem,
  offlineCacheName,
  offlineDb,
  offlineMediaUrl,
  recordItem,
} from './offline-db';
import { keepShell } from './offline-shell';

/**
 * What to download: a module of a video course at a quality (rendition height; null: the player's default),
 * with the quizzes of its chapter, or a part of an audio course or an ebook.
 */
export interface DownloadRequest {
  userId: number;
  courseId: number;
  courseTitle: string;
  item:
    | { kind: 'video'; id: number; quality: number | null; quizIds: readonly number[] }
    | { kind: 'audio' | 'ebook'; hashslug: string };
  subscriberId: number | null;
}

/** The licence body naming one item, or a course's items. */
function licenceBody(courseId: number, items: ReadonlyArray<{ item: OfflineItem; quality: number | null }>) {
  return {
    course_id: courseId,
    modules: items.flatMap(({ item, quality }) => (item.kind === 'video' ? [{ id: item.id, quality }] : [])),
    files: items.flatMap(({ item }) =>
      item.kind === 'video' ? [] : [{ kind: item.kind, hashslug: item.hashslug }],
    ),
  };
}

/** The grant answering for an item (modules by id, audio parts and ebooks by kind and hashslug). */
const grantOf = (grants: readonly OfflineLicenceGrant[], item: OfflineItem) =>
  grants.find((g) =>
    item.kind === 'video'
      ? g.kind === 'video' && g.module_id === item.id
      : g.kind === item.kind && g.hashslug === item.hashslug,
  );

/** The quizzes of a module's chapter with their questions (no answers), to take offline; none if they fail. */
async function quizzesOf(api: ApiClient, quizIds: readonly number[]): Promise<QuizInfo[]> {
  try {
    const infos = await Promise.all(
      quizIds.map((id) => api.data(routes.learning.quizInfo, { body: { quiz_id: id } })),
    );
    return infos.map((i) => i.quiz).filter((q) => q.questions.length > 0);
  } catch {
    return [];
  }
}

/** Fetches a signed link's file while counting bytes. */
async function fetchCounting(
  url: string,
  type: string,
  expected: number | null,
  onProgress: (received: number, total: number | null) => void,
): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new ApiError(response.status, response.statusText);
  const total = Number(response.headers.get('content-length')) || expected;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks as BlobPart[], { type });
}

/**
 * Downloads a module video, an audio part or an ebook for offline use: asks for its licence (the server checks
 * the subscription), fetches the file through the signed link while counting bytes (a module's caption tracks
 * with it), and keeps them in the account's cache under stable local URLs, then records it (a module with its
 * chapter's quizzes). Asks once
 * that the browser keep the storage (`navigator.storage.persist`), and that the worker keep the app's shell,
 * so the Downloads page opens without the network.
 */
export async function downloadItem(
  api: ApiClient,
  request: DownloadRequest,
  onProgress: (received: number, total: number | null) => void,
): Promise<DownloadRecord> {
  const asked = request.item;
  const item: OfflineItem =
    asked.kind === 'video' ? { kind: 'video', id: asked.id } : { kind: asked.kind, hashslug: asked.hashslug };
  const { licences } = await api.data(routes.offline.licence, {
    body: licenceBody(request.courseId, [{ item, quality: asked.kind === 'video' ? asked.quality : null }]),
  });
  const grant = grantOf(licences, item);
  const extension = grant && offlineExtensionOf(grant.mime);
  if (!grant || !extension) throw new Error('No licence');
  const [blob, tracks, quizzes] = await Promise.all([
    fetchCounting(grant.url, grant.mime, grant.size, onProgress),
    fetchCaptions(request.userId, grant.module_id, grant.captions),
    asked.kind === 'video' ? quizzesOf(api, asked.quizIds) : Promise.resolve(undefined),
  ]);
  const localUrl = offlineMediaUrl(request.userId, item, extension);
  const cache = await caches.open(offlineCacheName(request.userId));
  await cache.put(
    localUrl,
    new Response(blob, { headers: { 'Content-Type': grant.mime, 'Content-Length': String(blob.size) } }),
  );
  const captions = await storeCaptions(cache, tracks);
  const record: DownloadRecord = {
    key: downloadKey(request.userId, item),
    user_id: request.userId,
    kind: grant.kind,
    module_id: grant.module_id,
    hashslug: grant.hashslug,
    mime: grant.mime,
    file_name: grant.file_name,
    course_id: grant.course_id,
    course_title: request.courseTitle,
    title: grant.title,
    duration: grant.duration,
    quality: grant.quality,
    size: blob.size,
    ...(grant.kind === 'video' ? { captions } : {}),
    local_url: localUrl,
    token: grant.token,
    expires_at: grant.expires_at,
    downloaded_at: new Date().toISOString(),
    subscriber_id: request.subscriberId,
    ...(quizzes ? { quizzes } : {}),
  };
  await offlineDb.putDownload(record);
  void navigator.storage?.persist?.().catch(() => false);
  keepShell();
  return record;
}

/** Removes a download: its file, its caption tracks and its record. */
export async function removeDownload(
  record: Pick<DownloadRecord, 'key' | 'user_id' | 'local_url' | 'captions'>,
): Promise<void> {
  const cache = await caches.open(offlineCacheName(record.user_id));
  await Promise.all(keptUrls(record).map((url) => cache.delete(url)));
  await offlineDb.deleteDownload(record.key);
}

/**
 * Saves a copy of a kept file to the device under its own name (an EPUB or ZIP ebook, which the browser cannot
 * show, for a reader app to open): read through the service worker, so it works offline while the licence holds.
 */
export async function saveKeptFile(record: Pick<DownloadRecord, 'local_url' | 'file_name' | 'title'>) {
  const response = await fetch(record.local_url);
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  saveInBrowser(await response.blob(), record.file_name ?? record.title);
}

/**
 * Renews the licences of an account's downloads while online, a course at a time: new tokens and ends for what
 * is still entitled, and a module's caption tracks brought up to the server's when the tutor changed them; a
 * course the server refuses (subscription ended, course closed: 403, or gone: 404) loses its downloads. Other
 * failures (the network) leave everything as it was.
 */
export async function renewLicences(api: ApiClient, userId: number): Promise<void> {
  const records = await offlineDb.downloads(userId);
  const byCourse = new Map<number, DownloadRecord[]>();
  for (const r of records) byCourse.set(r.course_id, [...(byCourse.get(r.course_id) ?? []), r]);
  for (const [courseId, list] of byCourse) {
    let grants: OfflineLicenceGrant[];
    try {
      ({ licences: grants } = await api.data(routes.offline.licence, {
        body: licenceBody(
          courseId,
          list.map((r) => ({ item: recordItem(r), quality: r.quality })),
        ),
      }));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404))
        await Promise.all(list.map(removeDownload));
      continue;
    }
    for (const record of list) {
      const grant = grantOf(grants, recordItem(record));
      if (!grant) continue;
      let captions = record.captions;
      if (grant.kind === 'video' && captionTracksChanged(captions ?? [], grant.captions))
        captions = await replaceCaptions(record, grant.captions).catch(() => record.captions);
      await offlineDb.putDownload({
        ...record,
        token: grant.token,
        expires_at: grant.expires_at,
        ...(captions ? { captions } : {}),
      });
    }
  }
}
