import { DiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import type { S3Settings } from './s3-settings';

/**
 * The bucket's store, its module loaded on first use. The AWS SDK it imports costs about 20 MB of memory and
 * 0.2 s of start (docs/performance.md); an instance keeping its files on disk never loads it.
 */
class BucketFileStore implements FileStore {
  readonly kind = 's3';
  private store: Promise<FileStore> | undefined;

  constructor(private readonly settings: S3Settings) {}

  private load(): Promise<FileStore> {
    this.store ??= import('./s3-file-store').then(
      ({ S3FileStore }) => new S3FileStore(this.settings),
      (err: unknown) => {
        this.store = undefined;
        throw err;
      },
    );
    return this.store;
  }

  // Each call waits for the module once, then goes to the store itself.
  put: FileStore['put'] = async (...args) => (await this.load()).put(...args);
  putFile: FileStore['putFile'] = async (...args) => (await this.load()).putFile(...args);
  get: FileStore['get'] = async (...args) => (await this.load()).get(...args);
  stat: FileStore['stat'] = async (...args) => (await this.load()).stat(...args);
  exists: FileStore['exists'] = async (...args) => (await this.load()).exists(...args);
  delete: FileStore['delete'] = async (...args) => (await this.load()).delete(...args);
  localFile: FileStore['localFile'] = async (...args) => (await this.load()).localFile(...args);
  signedUrl: FileStore['signedUrl'] = async (...args) => (await this.load()).signedUrl(...args);
  check: FileStore['check'] = async () => (await this.load()).check();
  async *list(prefix: string) {
    yield* (await this.load()).list(prefix);
  }
}

/** The bucket when S3 settings are given (`S3_BUCKET` set), otherwise the data folder. */
export function createFileStore(dataDir: string, s3: S3Settings | null | undefined): FileStore {
  return s3 ? new BucketFileStore(s3) : new DiskFileStore(dataDir);
}
