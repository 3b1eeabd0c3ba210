import { DiskFileStore } from './disk-file-store';
import type {
  ByteRange,
  FileStat,
  FileStore,
  ListedFile,
  LocalFile,
  PutBody,
  PutFileOptions,
  PutOptions,
  SignedUrlOptions,
} from './file-store';
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

  async put(key: string, body: PutBody, options?: PutOptions): Promise<FileStat> {
    return (await this.load()).put(key, body, options);
  }
  async putFile(key: string, path: string, options?: PutFileOptions): Promise<FileStat> {
    return (await this.load()).putFile(key, path, options);
  }
  async get(key: string, range?: ByteRange) {
    return (await this.load()).get(key, range);
  }
  async stat(key: string): Promise<FileStat | null> {
    return (await this.load()).stat(key);
  }
  async exists(key: string): Promise<boolean> {
    return (await this.load()).exists(key);
  }
  async delete(key: string): Promise<void> {
    return (await this.load()).delete(key);
  }
  async *list(prefix: string): AsyncIterable<ListedFile> {
    yield* (await this.load()).list(prefix);
  }
  async localFile(key: string): Promise<LocalFile> {
    return (await this.load()).localFile(key);
  }
  async signedUrl(key: string, options: SignedUrlOptions): Promise<string | null> {
    return (await this.load()).signedUrl(key, options);
  }
  async check(): Promise<void> {
    return (await this.load()).check();
  }
}

/** The bucket when S3 settings are given (`S3_BUCKET` set), otherwise the data folder. */
export function createFileStore(dataDir: string, s3: S3Settings | null | undefined): FileStore {
  return s3 ? new BucketFileStore(s3) : new DiskFileStore(dataDir);
}
