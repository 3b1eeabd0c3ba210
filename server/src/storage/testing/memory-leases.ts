import type { UploadLeaseStore } from '../upload-lease-locker';

/**
 * The lease table's statements (see UploadLeaseStore) over a Map, standing in for `upload_locks` where no
 * database is at hand: what is tested then is the locker's protocol between instances.
 */
export function memoryLeases(): UploadLeaseStore {
  const rows = new Map<string, { holder: string; expiresAt: Date; releaseRequested: boolean }>();
  return {
    async acquire(id, holder, expiresAt, now) {
      const row = rows.get(id);
      if (row && row.expiresAt >= now) return false;
      rows.set(id, { holder, expiresAt, releaseRequested: false });
      return true;
    },
    async renew(id, holder, expiresAt) {
      const row = rows.get(id);
      if (!row || row.holder !== holder) return { held: false, releaseRequested: false };
      row.expiresAt = expiresAt;
      return { held: true, releaseRequested: row.releaseRequested };
    },
    async requestRelease(id) {
      const row = rows.get(id);
      if (row) row.releaseRequested = true;
    },
    async release(id, holder) {
      if (rows.get(id)?.holder === holder) rows.delete(id);
    },
  };
}
