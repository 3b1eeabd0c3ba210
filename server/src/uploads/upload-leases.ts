import type { Db } from '@mahir/db';
import { uploadLockRepository } from '@mahir/db/repositories/upload-lock.repository';
import type { UploadLeaseStore } from '../storage/upload-lease-locker';

/** The tus upload leases every instance shares, kept in the database's `upload_locks`. */
export function uploadLeases(db: Db): UploadLeaseStore {
  return {
    acquire: (uploadId, holder, expiresAt, now) =>
      uploadLockRepository.acquire(db, uploadId, holder, expiresAt, now),
    renew: (uploadId, holder, expiresAt) => uploadLockRepository.renew(db, uploadId, holder, expiresAt),
    requestRelease: (uploadId) => uploadLockRepository.requestRelease(db, uploadId),
    release: (uploadId, holder) => uploadLockRepository.release(db, uploadId, holder),
  };
}
