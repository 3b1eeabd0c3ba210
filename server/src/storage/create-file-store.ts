import { DiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import { S3FileStore } from './s3-file-store';
import { s3SettingsFromEnv } from './s3-settings';

/** The bucket named by `S3_BUCKET` when it is set, otherwise the data folder. */
export function createFileStore(env: NodeJS.ProcessEnv, dataDir: string): FileStore {
  const s3 = s3SettingsFromEnv(env);
  return s3 ? new S3FileStore(s3) : new DiskFileStore(dataDir);
}
