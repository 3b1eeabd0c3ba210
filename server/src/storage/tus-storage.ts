import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FileStore as TusFileStore } from '@tus/file-store';
import type { DataStore, ServerOptions } from '@tus/server';
import type { FileStore } from './file-store';
import { type S3Settings, s3ClientConfig } from './s3-settings';

/** tus uploads live under this prefix, so an upload's id is also its storage key (`uploads/<hex>`). */
export const TUS_PREFIX = 'uploads/';
const URL_ID = /^[0-9a-f]{32}$/;

/**
 * Parts sent to S3 while an upload comes in. S3 refuses parts under 5 MiB (but the last), so an interrupted
 * PATCH keeps its whole parts in the multipart upload and its tail (under a part) as a `<id>.part` object.
 */
export const TUS_S3_PART_SIZE = 8 * 1024 * 1024;

/** The id in an upload's URL (`<hex>`) from its storage key (`uploads/<hex>`). */
export function urlIdOf(key: string): string {
  return key.startsWith(TUS_PREFIX) ? key.slice(TUS_PREFIX.length) : key;
}

/**
 * Every object tus may leave for one upload: its bytes, and its metadata (`.json` on disk, `.info` in a
 * bucket) and unfinished tail (`.part`, S3). Removing them all removes the upload from either store.
 */
export function tusKeysOf(urlId: string): string[] {
  const key = tusKeyOf(urlId);
  return key ? [key, `${key}.json`, `${key}.info`, `${key}.part`] : [];
}

/**
 * Removes what tus stored for an upload, quietly. An unfinished upload's parts in a bucket stay with S3 until
 * its lifecycle rule (AbortIncompleteMultipartUpload) removes them (docs/storage.md).
 */
export async function removeTusUpload(storage: FileStore, urlId: string): Promise<void> {
  await Promise.all(tusKeysOf(urlId).map((key) => storage.delete(key).catch(() => undefined)));
}

/** The storage key of an upload from the id in its URL (`/files/<hex>`), or null when that is no upload id. */
export function tusKeyOf(urlId: string): string | null {
  return URL_ID.test(urlId) ? `${TUS_PREFIX}${urlId}` : null;
}

/**
 * Where tus keeps uploads and how its ids map to URLs: on disk, `@tus/file-store` under DATA_DIR; with a
 * bucket, `@tus/s3-store`, whose multipart upload any instance can resume. Either way the upload's bytes end
 * up at the key `uploads/<hex>` of the matching FileStore, and the URL carries only `<hex>`.
 *
 * The S3 store and the AWS SDK under it load only with a bucket: an instance on disk never holds them.
 */
export async function tusStorage(
  dataDir: string,
  s3: S3Settings | null | undefined,
  options: { expirationPeriodInMilliseconds?: number } = {},
): Promise<
  Pick<ServerOptions, 'namingFunction' | 'generateUrl' | 'getFileIdFromRequest'> & { datastore: DataStore }
> {
  let datastore: DataStore;
  if (s3) {
    const { S3Store } = await import('@tus/s3-store');
    datastore = new S3Store({
      partSize: TUS_S3_PART_SIZE,
      // Tags mark finished uploads for bucket expiry rules; S3-compatible stores often lack tagging.
      useTags: false,
      ...options,
      s3ClientConfig: { ...s3ClientConfig(s3), bucket: s3.bucket },
    });
  } else {
    mkdirSync(join(dataDir, TUS_PREFIX), { recursive: true });
    datastore = new TusFileStore({ directory: dataDir, ...options });
  }
  return {
    datastore,
    namingFunction: () => `${TUS_PREFIX}${randomBytes(16).toString('hex')}`,
    generateUrl: (_req, { proto, host, path, id }) => `${proto}://${host}${path}/${urlIdOf(id)}`,
    getFileIdFromRequest: (_req, lastPath) => tusKeyOf(lastPath ?? '') ?? undefined,
  };
}
