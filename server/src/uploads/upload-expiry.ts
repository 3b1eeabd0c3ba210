import type { Db } from '@mahir/db';
import { tusUploadRepository } from '@mahir/db/repositories/tus-upload.repository';
import { UNFINISHED_UPLOAD_TTL_HOURS } from '@mahir/shared/rules/upload-quota';
import type { FileStore } from '../storage/file-store';
import { removeTusUpload } from '../storage/tus-storage';

/**
 * Removes resumable uploads started more than `UNFINISHED_UPLOAD_TTL_HOURS` ago and never handed over
 * (unfinished, or finished and left): their row, their bytes and tus's metadata beside them. That gives
 * the bytes back to the disk and the account's allowance. Answers how many went.
 */
export async function expireAbandonedUploads(db: Db, storage: FileStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNFINISHED_UPLOAD_TTL_HOURS * 3_600_000).toISOString();
  let removed = 0;
  for (const id of await tusUploadRepository.abandonedBefore(db, cutoff)) {
    // The row goes first, and only if it is still unclaimed: a hand-over that won keeps its file.
    if (!(await tusUploadRepository.removeAbandoned(db, id))) continue;
    await removeTusUpload(storage, id);
    removed++;
  }
  return removed;
}
