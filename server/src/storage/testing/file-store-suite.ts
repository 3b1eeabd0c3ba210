import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../file-store';
import { FileNotFoundError, InvalidKeyError, RangeNotSatisfiableError } from '../storage-errors';

/** One store under test, on an empty root or bucket. */
export interface FileStoreHarness {
  store: FileStore;
  /** Whether signedUrl() answers URLs (S3) or null (disk). */
  signs: boolean;
  close?(): Promise<void>;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Byte `i` of the large test object: a pattern that differs at every offset within a MiB and between MiBs. */
function patternByte(i: number): number {
  return (i * 31 + Math.floor(i / 1048576) * 7) & 0xff;
}

/** `size` bytes of the pattern, made as they are read: the test never holds the object. */
function patternStream(size: number, hash: ReturnType<typeof createHash>): Readable {
  const block = 1024 * 1024;
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= size) return void this.push(null);
      const chunk = Buffer.allocUnsafe(Math.min(block, size - offset));
      for (let j = 0; j < chunk.length; j++) chunk[j] = patternByte(offset + j);
      offset += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
}

/**
 * Samples live memory (heap and buffers, after a full collection, above where it started) until stopped:
 * garbage left by streaming does not count, bytes a store holds on to do.
 */
function liveMemory(): { peak: number; stop(): void } {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const used = () => {
    gc();
    const now = process.memoryUsage();
    return now.heapUsed + now.arrayBuffers;
  };
  const base = used();
  const sample = { peak: 0, stop: () => clearInterval(timer) };
  const timer = setInterval(() => {
    sample.peak = Math.max(sample.peak, used() - base);
  }, 100);
  return sample;
}

/** A stream that sends `head` and then fails, as a client that drops its connection does. */
function failingStream(head: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(head);
      } else this.destroy(new Error('the client went away'));
    },
  });
}

const BAD_KEYS = [
  '',
  '../x',
  '/etc/passwd',
  'a//b',
  'a/../b',
  '.staging/x',
  'a/.hidden',
  'a/b/',
  'a\\b',
  'x\0y',
];

/**
 * The suite every file store passes, in the shape of tus-node-server's store suite: a function taking a
 * factory. It checks the FileStore contract (file-store.ts), not how a store keeps its bytes.
 */
export function fileStoreSuite(name: string, factory: () => Promise<FileStoreHarness>): void {
  describe(`file store: ${name}`, () => {
    let h: FileStoreHarness;
    let store: FileStore;
    let n = 0;
    /** A fresh key prefix per test, so tests never see each other's objects. */
    const space = () => `t${++n}-${randomBytes(3).toString('hex')}`;
    const scratch = mkdtempSync(join(tmpdir(), 'mahir-store-suite-'));

    beforeAll(async () => {
      h = await factory();
      store = h.store;
    });
    afterAll(async () => {
      await h?.close?.();
      rmSync(scratch, { recursive: true, force: true });
    });

    it('answers check() when reachable', async () => {
      await expect(store.check()).resolves.toBeUndefined();
    });

    it('stores buffers, strings and streams and gives them back with their size', async () => {
      const ns = space();
      const bytes = randomBytes(1000);
      const stat = await store.put(`${ns}/a.bin`, bytes);
      expect(stat.size).toBe(1000);
      expect(stat.etag).not.toBe('');
      expect(Math.abs(stat.modified.getTime() - Date.now())).toBeLessThan(60_000);
      await store.put(`${ns}/b.txt`, 'Selamat datang ke Mahir', { contentType: 'text/plain' });
      await store.put(`${ns}/c.bin`, Readable.from([Buffer.from('one,'), Buffer.from('two')]));
      expect(await readAll(await store.get(`${ns}/a.bin`))).toEqual(bytes);
      expect((await readAll(await store.get(`${ns}/b.txt`))).toString()).toBe('Selamat datang ke Mahir');
      expect((await readAll(await store.get(`${ns}/c.bin`))).toString()).toBe('one,two');
      expect(await store.stat(`${ns}/c.bin`)).toMatchObject({ size: 7 });
      expect(await store.exists(`${ns}/c.bin`)).toBe(true);
    });

    it('stores an empty object, whose every range is unsatisfiable', async () => {
      const key = `${space()}/empty`;
      await store.put(key, '');
      expect((await store.stat(key))?.size).toBe(0);
      expect((await readAll(await store.get(key))).length).toBe(0);
      await expect(store.get(key, { start: 0, end: 0 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    });

    it('copies a local file in, or moves it when asked', async () => {
      const ns = space();
      const source = join(scratch, `${ns}.pdf`);
      writeFileSync(source, 'copy me');
      await store.putFile(`${ns}/copied.pdf`, source, { contentType: 'application/pdf' });
      expect(existsSync(source)).toBe(true);
      await store.putFile(`${ns}/moved.pdf`, source, { move: true });
      expect(existsSync(source)).toBe(false);
      expect((await readAll(await store.get(`${ns}/copied.pdf`))).toString()).toBe('copy me');
      expect((await readAll(await store.get(`${ns}/moved.pdf`))).toString()).toBe('copy me');
    });

    describe('byte ranges', () => {
      const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      let key: string;
      beforeAll(async () => {
        key = `${space()}/range.bin`;
        await store.put(key, bytes);
      });
      it('gives the first byte', async () => {
        expect(await readAll(await store.get(key, { start: 0, end: 0 }))).toEqual(bytes.subarray(0, 1));
      });
      it('gives a middle range, both ends included', async () => {
        expect(await readAll(await store.get(key, { start: 100, end: 149 }))).toEqual(
          bytes.subarray(100, 150),
        );
      });
      it('gives the last bytes (a suffix range resolved against the size)', async () => {
        const size = (await store.stat(key))?.size ?? 0;
        const tail = await store.get(key, { start: size - 10, end: size - 1 });
        expect(await readAll(tail)).toEqual(bytes.subarray(246));
      });
      it('cuts an end past the object to its last byte', async () => {
        expect(await readAll(await store.get(key, { start: 250, end: 10_000 }))).toEqual(bytes.subarray(250));
      });
      it('refuses a range starting at or past the end, with the size', async () => {
        for (const start of [256, 1000]) {
          const err = await store.get(key, { start, end: start + 10 }).catch((e: unknown) => e);
          expect(err).toBeInstanceOf(RangeNotSatisfiableError);
          expect((err as RangeNotSatisfiableError).size).toBe(256);
        }
      });
      it('refuses a range that ends before it starts', async () => {
        await expect(store.get(key, { start: 10, end: 5 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      });
    });

    it('answers a missing key as missing everywhere, and deleting it is no error', async () => {
      const key = `${space()}/missing.mp4`;
      await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(store.get(key, { start: 0, end: 9 })).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(store.localFile(key)).rejects.toBeInstanceOf(FileNotFoundError);
      expect(await store.stat(key)).toBeNull();
      expect(await store.exists(key)).toBe(false);
      await expect(store.delete(key)).resolves.toBeUndefined();
    });

    it('replaces an object on overwrite, with a new etag', async () => {
      const key = `${space()}/over.txt`;
      const first = await store.put(key, 'first version');
      const second = await store.put(key, 'second, longer version');
      expect(second.etag).not.toBe(first.etag);
      expect((await readAll(await store.get(key))).toString()).toBe('second, longer version');
      await store.put(key, 'third, longer version!');
      expect((await readAll(await store.get(key))).toString()).toBe('third, longer version!');
    });

    it('keeps the old object whole when a new write fails half-way', async () => {
      const key = `${space()}/kept.bin`;
      const old = randomBytes(2048);
      await store.put(key, old);
      await expect(store.put(key, failingStream(randomBytes(64 * 1024)))).rejects.toThrow();
      expect(await readAll(await store.get(key))).toEqual(old);
      const fresh = `${space()}/never.bin`;
      await expect(store.put(fresh, failingStream(randomBytes(1024)))).rejects.toThrow();
      expect(await store.exists(fresh)).toBe(false);
    });

    it('deletes', async () => {
      const key = `${space()}/gone.txt`;
      await store.put(key, 'x');
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    });

    it('lists by prefix, with sizes', async () => {
      const ns = space();
      const keys = [`${ns}/b/2.txt`, `${ns}/a.txt`, `${ns}/b/1.txt`, `${ns}/b-c.txt`, `${ns}/ba/x.txt`];
      await Promise.all(keys.map((key, i) => store.put(key, 'x'.repeat(i + 1))));
      await store.put(`${ns}x/not-mine.txt`, 'no');
      const all = [];
      for await (const file of store.list(`${ns}/`)) all.push(file);
      expect(all.map((f) => f.key).sort()).toEqual([...keys].sort());
      expect(all.find((f) => f.key === `${ns}/b-c.txt`)?.size).toBe(4);
      const partial = [];
      for await (const file of store.list(`${ns}/b`)) partial.push(file.key);
      expect(partial.sort()).toEqual([`${ns}/b-c.txt`, `${ns}/b/1.txt`, `${ns}/b/2.txt`, `${ns}/ba/x.txt`]);
      const folder = [];
      for await (const file of store.list(`${ns}/b/`)) folder.push(file.key);
      expect(folder.sort()).toEqual([`${ns}/b/1.txt`, `${ns}/b/2.txt`]);
      const none = [];
      for await (const file of store.list(`${ns}/zzz`)) none.push(file.key);
      expect(none).toEqual([]);
    });

    it('streams a large object in and out without holding it in memory, ranges included', async () => {
      const size = 192 * 1024 * 1024;
      const key = `${space()}/large.mp4`;
      const hashIn = createHash('sha256');
      const memory = liveMemory();
      try {
        expect((await store.put(key, patternStream(size, hashIn), { contentType: 'video/mp4' })).size).toBe(
          size,
        );
        const hashOut = createHash('sha256');
        for await (const chunk of await store.get(key)) hashOut.update(chunk as Uint8Array);
        expect(hashOut.digest('hex')).toBe(hashIn.digest('hex'));
      } finally {
        memory.stop();
      }
      // Held whole, the object alone would take 192 MiB of live memory; streamed, a few parts at most
      // (the S3 SDK keeps up to four 8 MiB parts in flight, and collection lags on a busy machine).
      expect(memory.peak).toBeLessThan(96 * 1024 * 1024);
      // A range across an 8 MiB boundary (where S3 multipart parts meet) comes back exact.
      const start = 8 * 1024 * 1024 - 1000;
      const part = await readAll(await store.get(key, { start, end: start + 1999 }));
      expect(part.length).toBe(2000);
      expect([...part].every((b, i) => b === patternByte(start + i))).toBe(true);
      await store.delete(key);
    }, 120_000);

    it('gives a local file for tools that read paths, and takes it back on release', async () => {
      const key = `${space()}/clip.mp4`;
      const bytes = randomBytes(4096);
      await store.put(key, bytes);
      const local = await store.localFile(key);
      expect(local.path.endsWith('.mp4')).toBe(true);
      expect(readFileSync(local.path)).toEqual(bytes);
      await local.release();
      await local.release();
      // The stored object outlives its local copy.
      expect(await readAll(await store.get(key))).toEqual(bytes);
    });

    it('keeps concurrent writes to different keys apart', async () => {
      const ns = space();
      const bodies = Array.from({ length: 24 }, () =>
        randomBytes(32 * 1024 + Math.floor(Math.random() * 1024)),
      );
      await Promise.all(
        bodies.map((body, i) =>
          store.put(
            `${ns}/f${i}.bin`,
            i % 2 ? body : Readable.from([body.subarray(0, 100), body.subarray(100)]),
          ),
        ),
      );
      const back = await Promise.all(bodies.map(async (_, i) => readAll(await store.get(`${ns}/f${i}.bin`))));
      // Buffer.equals: a deep toEqual over 24 x 32 KiB takes seconds.
      expect(back.every((body, i) => body.equals(bodies[i] ?? Buffer.alloc(0)))).toBe(true);
    });

    it('leaves one whole version when writes to one key race', async () => {
      const key = `${space()}/race.bin`;
      const bodies = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 1024 + i, i));
      await Promise.all(bodies.map((body) => store.put(key, Readable.from([body]))));
      const final = await readAll(await store.get(key));
      expect(bodies.some((body) => body.equals(final))).toBe(true);
    });

    it('refuses keys that are not safe relative paths, touching nothing', async () => {
      for (const key of BAD_KEYS) {
        await expect(store.put(key, 'x')).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(store.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(store.stat(key)).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(store.signedUrl(key, { expiresIn: 60 })).rejects.toBeInstanceOf(InvalidKeyError);
      }
      const listing = async () => {
        for await (const _ of store.list('../')) return;
      };
      await expect(listing()).rejects.toBeInstanceOf(InvalidKeyError);
    });

    it('signs URLs the client fetches directly, Range and disposition included (or says to stream)', async () => {
      const key = `${space()}/ebook.pdf`;
      const bytes = randomBytes(3000);
      await store.put(key, bytes, { contentType: 'application/pdf' });
      const url = await store.signedUrl(key, {
        expiresIn: 60,
        disposition: 'attachment; filename="buku.pdf"',
        contentType: 'application/pdf',
      });
      if (!h.signs) {
        expect(url).toBeNull();
        return;
      }
      if (!url) throw new Error('expected a signed URL');
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-disposition')).toBe('attachment; filename="buku.pdf"');
      expect(whole.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
      const ranged = await fetch(url, { headers: { Range: 'bytes=1000-1099' } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe('bytes 1000-1099/3000');
      expect(Buffer.from(await ranged.arrayBuffer())).toEqual(bytes.subarray(1000, 1100));
      // Past its lifetime the URL is refused. (s3rver checks expiry but not SigV4 signatures themselves, so
      // that a changed URL is refused rests on S3; see docs/storage.md.)
      const brief = await store.signedUrl(key, { expiresIn: 1 });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await fetch(brief ?? '')).status).toBe(403);
    });
  });
}
