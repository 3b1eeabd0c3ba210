import type { OfflineLicenceGrant } from '@mahir/shared';
import { type ApiClient, ApiError } from '@mahir/shared/client/api-client';
import { routes } from '@mahir/ui/routes';
import { type DownloadRecord, offlineCacheName, offlineDb, offlineMediaUrl } from './offline-db';

const recordKey = (userId: number, moduleId: number) => `${userId}:${moduleId}`;

/** What to download: a module of a course, at a quality (rendition height; null: the player's default). */
export interface DownloadRequest {
  userId: number;
  courseId: number;
  courseTitle: string;
  moduleId: number;
  quality: number | null;
  subscriberId: number | null;
}

/**
 * Downloads a module for offline use: asks for its licence (the server checks the subscription), fetches the
 * MP4 through the signed link while counting bytes, and keeps it in the account's cache under its stable local
 * URL, then records it. Asks once that the browser keep the storage (`navigator.storage.persist`).
 */
export async function downloadModule(
  api: ApiClient,
  request: DownloadRequest,
  onProgress: (received: number, total: number | null) => void,
): Promise<DownloadRecord> {
  const { licences } = await api.data(routes.offline.licence, {
    body: { course_id: request.courseId, modules: [{ id: request.moduleId, quality: request.quality }] },
  });
  const grant = licences[0];
  if (!grant) throw new Error('No licence');
  const response = await fetch(grant.url, { credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new ApiError(response.status, response.statusText);
  const total = Number(response.headers.get('content-length')) || grant.size;
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
  const blob = new Blob(chunks as BlobPart[], { type: 'video/mp4' });
  const localUrl = offlineMediaUrl(request.userId, grant.module_id);
  const cache = await caches.open(offlineCacheName(request.userId));
  await cache.put(
    localUrl,
    new Response(blob, { headers: { 'Content-Type': 'video/mp4', 'Content-Length': String(blob.size) } }),
  );
  const record: DownloadRecord = {
    key: recordKey(request.userId, grant.module_id),
    user_id: request.userId,
    module_id: grant.module_id,
    course_id: grant.course_id,
    course_title: request.courseTitle,
    title: grant.title,
    duration: grant.duration,
    quality: grant.quality,
    size: blob.size,
    local_url: localUrl,
    token: grant.token,
    expires_at: grant.expires_at,
    downloaded_at: new Date().toISOString(),
    subscriber_id: request.subscriberId,
  };
  await offlineDb.putDownload(record);
  void navigator.storage?.persist?.().catch(() => false);
  return record;
}

/** Removes a download: its file and its record. */
export async function removeDownload(
  record: Pick<DownloadRecord, 'key' | 'user_id' | 'local_url'>,
): Promise<void> {
  const cache = await caches.open(offlineCacheName(record.user_id));
  await cache.delete(record.local_url);
  await offlineDb.deleteDownload(record.key);
}

/**
 * Renews the licences of an account's downloads while online, a course at a time: new tokens and ends for what
 * is still entitled; a course the server refuses (subscription ended, course closed: 403, or gone: 404)
 * loses its downloads. Other failures (the network) leave everything as it was.
 */
export async function renewLicences(api: ApiClient, userId: number): Promise<void> {
  const records = await offlineDb.downloads(userId);
  const byCourse = new Map<number, DownloadRecord[]>();
  for (const r of records) byCourse.set(r.course_id, [...(byCourse.get(r.course_id) ?? []), r]);
  for (const [courseId, list] of byCourse) {
    let grants: OfflineLicenceGrant[];
    try {
      ({ licences: grants } = await api.data(routes.offline.licence, {
        body: { course_id: courseId, modules: list.map((r) => ({ id: r.module_id, quality: r.quality })) },
      }));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404))
        await Promise.all(list.map(removeDownload));
      continue;
    }
    for (const grant of grants) {
      const record = list.find((r) => r.module_id === grant.module_id);
      if (record)
        await offlineDb.putDownload({ ...record, token: grant.token, expires_at: grant.expires_at });
    }
  }
}
