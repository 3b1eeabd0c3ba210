import type { WatchCaption } from '@mahir/shared';
import { ApiError } from '@mahir/shared/client/api-client';
import { captionSource } from '@mahir/shared/offline/offline-captions';
import { type DownloadRecord, type KeptCaption, offlineCacheName, offlineCaptionUrl } from './offline-db';

/** A track fetched through its signed link, not yet stored. */
interface FetchedCaption {
  kept: KeptCaption;
  body: Blob;
}

/** Fetches a module's tracks through their signed links; one that fails fails them all. */
export function fetchCaptions(
  userId: number,
  moduleId: number,
  tracks: readonly WatchCaption[],
): Promise<FetchedCaption[]> {
  return Promise.all(
    tracks.map(async (track) => {
      const response = await fetch(track.url, { credentials: 'same-origin' });
      if (!response.ok) throw new ApiError(response.status, response.statusText);
      const body = await response.blob();
      return {
        kept: {
          lang: track.lang,
          label: track.label,
          local_url: offlineCaptionUrl(userId, moduleId, track.lang),
          source: captionSource(track.url),
          size: body.size,
        },
        body,
      };
    }),
  );
}

/** Stores fetched tracks in the account's cache under their local URLs; answers what the record keeps of them. */
export async function storeCaptions(
  cache: Cache,
  fetched: readonly FetchedCaption[],
): Promise<KeptCaption[]> {
  await Promise.all(
    fetched.map(({ kept, body }) =>
      cache.put(
        kept.local_url,
        new Response(body, {
          headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Content-Length': String(body.size) },
        }),
      ),
    ),
  );
  return fetched.map((f) => f.kept);
}

/**
 * Brings a kept module's tracks up to those the server now gives (on renewal, online): fetches them all, stores
 * them, and deletes the kept files no longer named. Answers the tracks to record.
 */
export async function replaceCaptions(
  record: Pick<DownloadRecord, 'user_id' | 'module_id' | 'captions'>,
  tracks: readonly WatchCaption[],
): Promise<KeptCaption[]> {
  const fetched = await fetchCaptions(record.user_id, record.module_id, tracks);
  const cache = await caches.open(offlineCacheName(record.user_id));
  const kept = await storeCaptions(cache, fetched);
  const wanted = new Set(kept.map((c) => c.local_url));
  await Promise.all(
    (record.captions ?? []).filter((c) => !wanted.has(c.local_url)).map((c) => cache.delete(c.local_url)),
  );
  return kept;
}
