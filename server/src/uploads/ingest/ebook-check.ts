import { open } from 'node:fs/promises';
import { isSafeZipEntryName, ZIP_LIMITS } from '@mahir/shared/rules/upload-format';
import yauzl from 'yauzl';

/** A real PDF starts with `%PDF-` and ends (give or take trailing whitespace) with an `%%EOF` marker. */
export async function isRealPdf(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size < 64) return false;
    const head = Buffer.alloc(8);
    await file.read(head, 0, 8, 0);
    if (!head.toString('latin1').startsWith('%PDF-')) return false;
    const tailLength = Math.min(size, 2048);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    return tail.toString('latin1').includes('%%EOF');
  } finally {
    await file.close();
  }
}

/**
 * A real EPUB is a zip whose `mimetype` entry says `application/epub+zip` and which has
 * `META-INF/container.xml`; its entry names are safe and its unpacked size bounded.
 */
export function isRealEpub(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return resolve(false);
      let container = false;
      let mimetype = false;
      let total = 0;
      let count = 0;
      const done = (ok: boolean) => {
        zip.close();
        resolve(ok);
      };
      zip.on('error', () => done(false));
      zip.on('end', () => done(container && mimetype));
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName.endsWith('/') ? entry.fileName.slice(0, -1) : entry.fileName;
        count += 1;
        total += entry.uncompressedSize;
        if (!isSafeZipEntryName(name) || count > 10_000 || total > ZIP_LIMITS.maxTotalBytes)
          return done(false);
        if (name === 'META-INF/container.xml') container = true;
        if (name !== 'mimetype') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return done(false);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('error', () => done(false));
          stream.on('end', () => {
            mimetype = Buffer.concat(parts).toString('latin1').trim() === 'application/epub+zip';
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
