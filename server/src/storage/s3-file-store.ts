import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat as statLocal, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
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
import { type S3Settings, s3ClientConfig } from './s3-settings';
import { FileNotFoundError, RangeNotSatisfiableError } from './storage-errors';
import { checkKey, checkPrefix } from './storage-key';

/** Streams go up in parts of this size, a few at once: memory stays near PART_SIZE x QUEUE_SIZE per upload. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** S3 refuses presigned URLs valid for longer than seven days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}

function isInvalidRange(err: unknown): boolean {
  return (
    err instanceof S3ServiceException && (err.name === 'InvalidRange' || err.$metadata.httpStatusCode === 416)
  );
}

/**
 * The asked range of an answer. Some S3-compatible stores answer `bytes=0-0` or a range of an empty object
 * with the whole object (s3rver does); rather than pass on wrong bytes, the answer is cut to the range, or
 * refused when the object is empty. A 206 from S3 itself passes through untouched.
 */
function exactRange(
  key: string,
  body: Readable,
  contentRange: string | undefined,
  length: number | undefined,
  range: ByteRange,
): Readable {
  const answered = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange ?? '');
  const start = answered ? Number(answered[1]) : 0;
  const size = answered ? Number(answered[3]) : (length ?? 0);
  if (range.start >= size) {
    body.destroy();
    throw new RangeNotSatisfiableError(key, size);
  }
  const want = Math.min(range.end, size - 1) - range.start + 1;
  if (answered && start === range.start && Number(answered[2]) - start + 1 === want) return body;
  if (start > range.start) {
    body.destroy();
    throw new Error(`S3 answered bytes from ${start} of ${key} when asked from ${range.start}`);
  }
  return cutTo(body, range.start - start, want);
}

/** `length` bytes of `body` after skipping `skip`; the rest of the answer is not read. */
function cutTo(body: Readable, skip: number, length: number): Readable {
  let seen = 0;
  const window = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, skip - seen);
      const to = Math.min(chunk.length, skip + length - seen);
      seen += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (seen >= skip + length) {
        body.unpipe(window);
        body.destroy();
        this.push(null);
      }
      done();
    },
  });
  body.on('error', (err) => window.destroy(err));
  return body.pipe(window);
}

/**
 * Objects in one S3 bucket (AWS or any S3-compatible store), a key being the object key. Streams are sent in
 * multipart uploads (never held whole in memory); S3 itself makes each write atomic.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  readonly client: S3Client;
  private readonly bucket: string;

  /** `tempDir`: where localFile() downloads to (the OS temp folder by default). */
  constructor(
    settings: S3Settings,
    private readonly tempDir: string = tmpdir(),
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client(s3ClientConfig(settings));
  }

  async put(key: string, body: PutBody, options: PutOptions = {}): Promise<FileStat> {
    checkKey(key);
    if (body instanceof Readable) return this.upload(key, body, options);
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: options.contentType,
      }),
    );
    return this.statOrThrow(key);
  }

  async putFile(key: string, path: string, options: PutFileOptions = {}): Promise<FileStat> {
    checkKey(key);
    const { size } = await statLocal(path);
    const result =
      size <= PART_SIZE
        ? await this.client
            .send(
              new PutObjectCommand({
                Bucket: this.bucket,
                Key: key,
                Body: createReadStream(path),
                ContentLength: size,
                ContentType: options.contentType,
              }),
            )
            .then(() => this.statOrThrow(key))
        : await this.upload(key, createReadStream(path), options);
    if (options.move) await unlink(path);
    return result;
  }

  private async upload(key: string, body: Readable, options: PutOptions): Promise<FileStat> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    await upload.done();
    return this.statOrThrow(key);
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    checkKey(key);
    if (range && (range.start < 0 || range.end < range.start)) {
      const size = (await this.stat(key))?.size;
      if (size === undefined) throw new FileNotFoundError(key);
      throw new RangeNotSatisfiableError(key, size);
    }
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a stream`);
      return range
        ? exactRange(key, answer.Body, answer.ContentRange, answer.ContentLength, range)
        : answer.Body;
    } catch (err) {
      if (isNotFound(err)) throw new FileNotFoundError(key);
      if (isInvalidRange(err)) throw new RangeNotSatisfiableError(key, (await this.stat(key))?.size ?? 0);
      throw err;
    }
  }

  async stat(key: string): Promise<FileStat | null> {
    checkKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? '""',
        modified: head.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  private async statOrThrow(key: string): Promise<FileStat> {
    const info = await this.stat(key);
    if (!info) throw new Error(`${key} vanished right after it was stored`);
    return info;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    checkPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key === undefined) continue;
        yield { key: item.Key, size: item.Size ?? 0, modified: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async localFile(key: string): Promise<LocalFile> {
    const body = await this.get(key);
    const dir = await mkdtemp(join(this.tempDir, 'mahir-s3-'));
    // The copy keeps the key's file name: tools such as ffmpeg read the format from the extension too.
    const path = join(dir, key.slice(key.lastIndexOf('/') + 1));
    const release = () => rm(dir, { recursive: true, force: true });
    try {
      await pipeline(body, createWriteStream(path));
    } catch (err) {
      await release();
      throw err;
    }
    return { path, release };
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string | null> {
    checkKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: options.disposition,
      ResponseContentType: options.contentType,
      ResponseCacheControl: options.cacheControl,
    });
    const expiresIn = Math.max(1, Math.min(MAX_PRESIGN_SECONDS, Math.floor(options.expiresIn)));
    return getSignedUrl(this.client, command, { expiresIn });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Closes the client's kept-alive sockets (tests and shutdown). */
  close(): void {
    this.client.destroy();
  }
}
