import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { parseRange } from '@mahir/server/media/byte-range';
import { DiskFileStore } from '@mahir/server/storage/disk-file-store';
import type { FileStore } from '@mahir/server/storage/file-store';
import { S3FileStore } from '@mahir/server/storage/s3-file-store';
import type { S3Settings } from '@mahir/server/storage/s3-settings';
import { tusStorage } from '@mahir/server/storage/tus-storage';
import { MemoryLocker, Server } from '@tus/server';

// The storage bench's server, in its own process so its memory is its own: the delivery the app would do
// over a FileStore (stream with Range, or redirect to a presigned URL) and tus at /files/. Settings come in
// STORAGE_BENCH (JSON: { dataDir, s3 }); it reports `{ port }` over IPC and stops when the parent disconnects.
const { dataDir, s3 } = JSON.parse(process.env.STORAGE_BENCH ?? '{}') as {
  dataDir: string;
  s3: S3Settings | null;
};
const store: FileStore = s3 ? new S3FileStore(s3) : new DiskFileStore(dataDir);
const tus = new Server({ path: '/files', ...(await tusStorage(dataDir, s3)), locker: new MemoryLocker() });

/** What media-delivery.ts does for a stored file: 200 or 206 with Content-Range, 416 past the end. */
async function stream(res: ServerResponse, key: string, rangeHeader: string | undefined): Promise<void> {
  const info = await store.stat(key);
  if (!info) return void res.writeHead(404).end();
  const range = parseRange(rangeHeader, info.size);
  if (range.kind === 'unsatisfiable')
    return void res.writeHead(416, { 'Content-Range': `bytes */${info.size}` }).end();
  const partial = range.kind === 'partial' ? range : null;
  const start = partial?.start ?? 0;
  const end = partial?.end ?? info.size - 1;
  res.writeHead(partial ? 206 : 200, {
    'Accept-Ranges': 'bytes',
    'Content-Length': String(end - start + 1),
    ETag: info.etag,
    ...(partial ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
  });
  await pipeline(await store.get(key, partial ? { start, end } : undefined), res);
}

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://bench');
  if (url.pathname.startsWith('/files')) return void tus.handle(req, res);
  const key = url.pathname.slice(url.pathname.indexOf('/', 1) + 1);
  const answer = url.pathname.startsWith('/redirect/')
    ? store.signedUrl(key, { expiresIn: 300 }).then((signed) => {
        if (!signed) return void res.writeHead(404).end();
        res.writeHead(302, { Location: signed, 'Cache-Control': 'private, max-age=0' }).end();
      })
    : stream(res, key, req.headers.range);
  answer.catch((err: unknown) => {
    if (!res.headersSent) res.writeHead(500).end(String(err));
    else res.destroy();
  });
});
http.listen(0, '127.0.0.1', () => process.send?.({ port: (http.address() as AddressInfo).port }));
process.on('disconnect', () => {
  http.closeAllConnections();
  http.close(() => process.exit(0));
});
