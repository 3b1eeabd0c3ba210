import { DiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import { S3FileStore } from './s3-file-store';
import type { S3Settings } from './s3-settings';

/** The bucket when S3 settings are given (`S3_BUCKET` set), otherwise the data folder. */
export function createFileStore(dataDir: string, s3: S3Settings | null | undefined): FileStore {
  return s3 ? new S3FileStore(s3) : new DiskFileStore(dataDir);
}
