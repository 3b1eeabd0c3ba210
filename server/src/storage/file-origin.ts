import type { FileStore } from './file-store';

/**
 * The origin a store's signed URLs point at (the bucket's, as browsers reach it), or null when the server
 * streams files itself (disk). Signing needs no network: a probe key is signed and its URL read.
 */
export async function signedUrlOrigin(storage: FileStore): Promise<string | null> {
  const url = await storage.signedUrl('media/origin-probe', { expiresIn: 60 });
  return url ? new URL(url).origin : null;
}
