import type { Readable } from 'node:stream';

/** What a store knows about one object. */
export interface FileStat {
  size: number;
  /** Changes whenever the content does (S3: the object's ETag; disk: size and modification time). */
  etag: string;
  modified: Date;
}

/** One object met while listing. */
export interface ListedFile {
  key: string;
  size: number;
  modified: Date;
}

/** Bytes `start` to `end`, both inclusive (as in HTTP). An `end` past the object is cut to its last byte. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** Stored with the object where the store keeps types (S3), so presigned answers carry it. */
  contentType?: string;
}

export interface PutFileOptions extends PutOptions {
  /** The local file is the caller's to give up: the disk store renames it into place, S3 deletes it after. */
  move?: boolean;
}

export interface SignedUrlOptions {
  /** Seconds the URL stays valid. */
  expiresIn: number;
  /** The Content-Disposition the answer carries (`inline`, `attachment; filename="..."`). */
  disposition?: string;
  /** The Content-Type the answer carries, whatever was stored. */
  contentType?: string;
  /** The Cache-Control the answer carries. */
  cacheControl?: string;
}

/** A stored object as a file on this machine, for tools that only read paths (ffmpeg, ffprobe, sharp). */
export interface LocalFile {
  path: string;
  /** Gives the file back: removes a downloaded copy, leaves a stored file alone. Safe to call twice. */
  release(): Promise<void>;
}

/** The bytes to store: a stream (never held whole in memory), or a buffer or string already in memory. */
export type PutBody = Readable | Uint8Array | string;

/**
 * Every stored file (media, renditions, previews, avatars, tus uploads, generated files) lives behind this,
 * on disk under DATA_DIR or in an S3 bucket. Keys are relative paths such as `media/ab/cd/x1y2.mp4`
 * (see storage-key.ts); a bad key is refused with InvalidKeyError before anything is touched.
 *
 * Writes are atomic: a reader sees the old object or the new one, never part of one.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Stores `body` under `key`, replacing what was there. */
  put(key: string, body: PutBody, options?: PutOptions): Promise<FileStat>;
  /** Stores a local file under `key`, moving it when `options.move`. */
  putFile(key: string, path: string, options?: PutFileOptions): Promise<FileStat>;
  /**
   * The object's bytes, or the range of them. Throws FileNotFoundError, and RangeNotSatisfiableError when
   * the range starts at or past the end. Ranges are absolute: callers resolve suffix ranges against stat().
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size, etag and modification time, or null when nothing is stored under `key`. */
  stat(key: string): Promise<FileStat | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no promised order (for backups and clean-up). */
  list(prefix: string): AsyncIterable<ListedFile>;
  /** The object as a local file: the stored file itself on disk, a temporary download from S3. */
  localFile(key: string): Promise<LocalFile>;
  /**
   * A URL the client can fetch the object from directly (S3: presigned GET, Range and If-Range served by S3),
   * or null when the server must stream it itself (disk).
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
  /** Resolves when the store answers (disk: the folder is writable; S3: the bucket exists); for `/readyz`. */
  check(): Promise<void>;
}
