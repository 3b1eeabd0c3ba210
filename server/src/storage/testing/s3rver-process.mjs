// A real S3-protocol server for tests, benchmarks and the deploy example: s3rver (files under a folder),
// started in its own process with plain Node (s3rver's old Koa does not load under tsx's loader).
//
// s3rver answers every call the file store makes, but not three that tus's S3 store needs to resume an upload:
// ListParts, AbortMultipartUpload and ListMultipartUploads (it answers 405 or 501). They are added here, over
// the folder layout s3rver itself writes parts to (`<bucket>/._S3rver_uploads/<uploadId>/<partNumber>`),
// answering as the S3 API reference describes. They skip s3rver's signature check; everything else keeps it.
//
// s3rver also writes an object in place, so two writes racing to one key leave a mix of both; S3 keeps one whole
// version. Each write here goes to a temporary file renamed over the object (see `atomicPuts`).
//
// Environment: S3_TEST_DIR (folder, required), S3_TEST_PORT (0: any free port), S3_TEST_BUCKETS (comma list).
// Under a parent process it reports `{ port }` over IPC and stops when the parent disconnects; run alone it
// prints its address and stops on SIGTERM or SIGINT.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

const directory = process.env.S3_TEST_DIR;
if (!directory) throw new Error('S3_TEST_DIR must name the folder s3rver keeps its buckets in');
const buckets = (process.env.S3_TEST_BUCKETS ?? 'mahir')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

/** The folder s3rver keeps one multipart upload's parts in, and the key the upload was started for. */
async function openUpload(store, bucket, uploadId) {
  if (!/^[0-9a-f]{32}$/.test(uploadId)) return null;
  const dir = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  const key = await readFile(join(dir, 'key'), 'utf8').catch(() => null);
  return key === null ? null : { dir, key };
}

async function partsOf(dir) {
  const names = (await readdir(dir)).filter((name) => /^\d+$/.test(name));
  const parts = await Promise.all(
    names.map(async (name) => {
      const [info, md5] = await Promise.all([
        stat(join(dir, name)),
        readFile(join(dir, `${name}.md5`), 'utf8'),
      ]);
      return { number: Number(name), size: info.size, md5: md5.trim(), modified: info.mtime };
    }),
  );
  return parts.sort((a, b) => a.number - b.number);
}

function noSuchUpload(uploadId) {
  return new S3Error(
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    { UploadId: uploadId },
  );
}

/** ListParts (GET ?uploadId), AbortMultipartUpload (DELETE ?uploadId) and ListMultipartUploads (GET ?uploads). */
function multipartGaps(store) {
  return async (ctx, next) => {
    const objectPath = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    const uploadId = ctx.query.uploadId;
    if (objectPath && typeof uploadId === 'string' && ctx.query.partNumber === undefined) {
      const [, bucket, rawKey] = objectPath;
      const key = decodeURIComponent(rawKey);
      if (ctx.method === 'DELETE') {
        const upload = await openUpload(store, bucket, uploadId);
        if (!upload || upload.key !== key) throw noSuchUpload(uploadId);
        await rm(upload.dir, { recursive: true, force: true });
        ctx.status = 204;
        return;
      }
      if (ctx.method === 'GET') {
        const upload = await openUpload(store, bucket, uploadId);
        if (!upload || upload.key !== key) throw noSuchUpload(uploadId);
        const marker = Number(ctx.query['part-number-marker'] ?? 0);
        const maxParts = Math.min(1000, Number(ctx.query['max-parts'] ?? 1000));
        const after = (await partsOf(upload.dir)).filter((part) => part.number > marker);
        const page = after.slice(0, maxParts);
        const truncated = after.length > page.length;
        ctx.body = {
          ListPartsResult: {
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            PartNumberMarker: marker,
            ...(truncated ? { NextPartNumberMarker: page[page.length - 1].number } : {}),
            MaxParts: maxParts,
            IsTruncated: truncated,
            StorageClass: 'STANDARD',
            Part: page.map((part) => ({
              PartNumber: part.number,
              LastModified: part.modified.toISOString(),
              ETag: JSON.stringify(part.md5),
              Size: part.size,
            })),
          },
        };
        return;
      }
    }
    const bucketPath = /^\/([^/]+)\/?$/.exec(ctx.path);
    if (bucketPath && ctx.method === 'GET' && 'uploads' in ctx.query) {
      const [, bucket] = bucketPath;
      const root = store.getResourcePath(bucket, undefined, 'uploads');
      const ids = await readdir(root).catch(() => []);
      const uploads = [];
      for (const id of ids) {
        const upload = await openUpload(store, bucket, id);
        if (!upload) continue;
        if (ctx.query.prefix && !upload.key.startsWith(ctx.query.prefix)) continue;
        const info = await stat(join(upload.dir, 'key'));
        uploads.push({
          Key: upload.key,
          UploadId: id,
          Initiated: info.mtime.toISOString(),
          StorageClass: 'STANDARD',
        });
      }
      uploads.sort((a, b) => (a.Key < b.Key ? -1 : a.Key > b.Key ? 1 : 0));
      ctx.body = {
        ListMultipartUploadsResult: { Bucket: bucket, MaxUploads: 1000, IsTruncated: false, Upload: uploads },
      };
      return;
    }
    return next();
  };
}

/**
 * Replaces s3rver's in-place putObject: the body goes to a temporary file (a name s3rver's listing skips) and is
 * renamed over the object once whole, with its metadata, one key's renames at a time, so the last complete write
 * wins as on S3.
 */
function atomicPuts(store) {
  const tails = new Map();
  const inTurn = (key, step) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(step);
    const tail = run.catch(() => {});
    tails.set(key, tail);
    tail.then(() => tails.get(key) === tail && tails.delete(key));
    return run;
  };
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const partial = `${objectPath}.${randomUUID()}.partial`;
    const md5 = createHash('md5');
    let size = 0;
    const counted = new Transform({
      transform(chunk, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const body = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    try {
      await pipeline(body, counted, createWriteStream(partial));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await inTurn(objectPath, async () => {
      await rename(partial, objectPath);
      await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    });
    return { size, md5: digest };
  };
}

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.S3_TEST_PORT ?? 0),
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name })),
});
// Before s3rver's router, after its XML encoder (which turns the plain objects above into XML answers).
server.middleware.splice(server.middleware.length - 1, 0, multipartGaps(server.store));
atomicPuts(server.store);
const { port } = await server.run();

const stop = () => server.close().then(() => process.exit(0));
if (process.send) {
  process.send({ port });
  process.on('disconnect', stop);
} else {
  console.log(
    `S3 test server on http://127.0.0.1:${port} (buckets: ${buckets.join(', ')}; folder ${directory})`,
  );
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
