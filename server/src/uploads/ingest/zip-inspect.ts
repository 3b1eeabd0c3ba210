import type { ContentType } from '@mahir/shared/rules/upload-format';
import { INGEST_MSG, isSafeZipEntryName, ZIP_LIMITS } from '@mahir/shared/rules/upload-format';
import yauzl from 'yauzl';
import { contentTypeOf } from './content-type';

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxRatio: number;
}

export type ZipVerdict = { ok: true; files: number; totalBytes: number } | { ok: false; message: string };

const SNIFF_BYTES = 4100;

function open(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(err ?? new Error('zip not opened')) : resolve(zip),
    );
  });
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err) : resolve(stream)));
  });
}

/**
 * Reads the whole entry (inflating it) while counting real bytes, so a zip that lies about its sizes is
 * caught too; keeps the first bytes to sniff the entry's type. Stops as soon as a limit is passed.
 */
async function readEntry(
  stream: NodeJS.ReadableStream,
  budget: number,
): Promise<{ head: Buffer; bytes: number } | 'too-big'> {
  const head: Buffer[] = [];
  let headBytes = 0;
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > budget) {
      (stream as unknown as { destroy?: () => void }).destroy?.();
      return 'too-big';
    }
    if (headBytes < SNIFF_BYTES) {
      head.push(chunk);
      headBytes += chunk.length;
    }
  }
  return { head: Buffer.concat(head).subarray(0, SNIFF_BYTES), bytes };
}

/**
 * Opens a zip and checks every entry: safe relative names, at most `maxEntries` files, total unpacked
 * size and per-entry expansion ratio bounded, and each file's content one of `accepts`.
 */
export async function inspectZip(
  path: string,
  accepts: readonly ContentType[],
  badEntryMessage: string,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<ZipVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await open(path);
  } catch {
    return { ok: false, message: INGEST_MSG.damaged('zip') };
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    return { ok: false, message: INGEST_MSG.zipTooMany };
  }
  let files = 0;
  let total = 0;
  try {
    return await new Promise<ZipVerdict>((resolve) => {
      const fail = (message: string) => resolve({ ok: false, message });
      // yauzl itself refuses absolute and `..` names while reading the directory.
      zip.on('error', (err: Error) =>
        fail(
          /invalid (relative )?path|absolute path|invalid characters/i.test(err.message)
            ? INGEST_MSG.zipUnsafeName
            : INGEST_MSG.damaged('zip'),
        ),
      );
      zip.on('end', () =>
        files === 0 ? fail(INGEST_MSG.zipEmpty) : resolve({ ok: true, files, totalBytes: total }),
      );
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          const name = entry.fileName;
          if (!isSafeZipEntryName(name.endsWith('/') ? name.slice(0, -1) : name))
            return fail(INGEST_MSG.zipUnsafeName);
          if (name.endsWith('/')) return zip.readEntry();
          // Mac archivers add resource forks; they are neither photos nor harmful, so skip them.
          if (name.startsWith('__MACOSX/') || name.split('/').pop()?.startsWith('._')) return zip.readEntry();
          if (total + entry.uncompressedSize > limits.maxTotalBytes) return fail(INGEST_MSG.zipTooBig);
          const ratioCap = Math.max(1, entry.compressedSize) * limits.maxRatio;
          if (entry.uncompressedSize > ratioCap && entry.uncompressedSize > 1024 * 1024)
            return fail(INGEST_MSG.zipBomb);
          const budget = Math.min(limits.maxTotalBytes - total, Math.max(ratioCap, 1024 * 1024));
          const read = await readEntry(await entryStream(zip, entry), budget);
          if (read === 'too-big') return fail(INGEST_MSG.zipBomb);
          const { fileTypeFromBuffer } = await import('file-type');
          const type = contentTypeOf(await fileTypeFromBuffer(read.head));
          if (!type || !accepts.includes(type)) return fail(badEntryMessage);
          files += 1;
          total += read.bytes;
          zip.readEntry();
        })().catch(() => fail(INGEST_MSG.damaged('zip')));
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}
