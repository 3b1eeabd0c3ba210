import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FileStore } from '@mahir/server/storage/file-store';
import type { S3TestServer } from '@mahir/server/storage/testing/s3-test-server';

/** The `S3_*` variables that put a server's stored files in the test server's bucket. */
export function s3Env(s3: S3TestServer): Record<string, string> {
  const { settings } = s3;
  return {
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: '1',
  };
}

/** Every file below `dir` (relative paths), none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Moves the seeded demo media from a server's data folder into the bucket under the same keys, so a server
 * on the bucket finds them there and nowhere else.
 */
export async function moveSeedMediaIntoBucket(dataDir: string, bucket: FileStore): Promise<void> {
  const media = join(dataDir, 'media');
  for (const file of filesUnder(media)) await bucket.putFile(`media/${file}`, join(media, file));
  rmSync(media, { recursive: true, force: true });
}

/** An object's bytes, whole. */
export async function objectBytes(bucket: FileStore, key: string): Promise<Buffer> {
  return Buffer.concat(await (await bucket.get(key)).toArray());
}
