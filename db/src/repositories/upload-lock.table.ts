import type { ColumnType } from 'kysely';

/** A tus upload's lease: who holds it until when, and whether another request asked for it. */
export interface UploadLockTable {
  upload_id: string;
  holder: string;
  expires_at: string;
  /** 1 once another request asked the holder to let go. */
  release_requested: ColumnType<number, number | undefined, number>;
}
