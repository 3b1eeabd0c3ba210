import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isCompleteMp3, isCompleteMp4 } from './media-completeness';

const dir = mkdtempSync(join(tmpdir(), 'mahir-completeness-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function file(bytes: Buffer): string {
  const path = join(dir, `f${n++}`);
  writeFileSync(path, bytes);
  return path;
}

function box(type: string, payload: number): Buffer {
  const b = Buffer.alloc(8 + payload);
  b.writeUInt32BE(8 + payload, 0);
  b.write(type, 4, 'latin1');
  return b;
}
function largeBox(type: string, payload: number): Buffer {
  const b = Buffer.alloc(16 + payload);
  b.writeUInt32BE(1, 0);
  b.write(type, 4, 'latin1');
  b.writeBigUInt64BE(BigInt(16 + payload), 8);
  return b;
}

describe('MP4 completeness', () => {
  const whole = Buffer.concat([box('ftyp', 12), box('moov', 200), box('mdat', 5000)]);

  it('takes a file whose boxes run exactly to its end, with its index and media', () =>
    Promise.all([
      expect(isCompleteMp4(file(whole))).resolves.toBe(true),
      expect(
        isCompleteMp4(file(Buffer.concat([box('ftyp', 12), box('mdat', 5000), box('moov', 200)]))),
      ).resolves.toBe(true),
      expect(
        isCompleteMp4(file(Buffer.concat([box('ftyp', 12), box('moov', 20), largeBox('mdat', 300)]))),
      ).resolves.toBe(true),
      // A last box of size 0 runs to the end of the file.
      expect(
        isCompleteMp4(
          file(
            Buffer.concat([
              box('ftyp', 12),
              box('moov', 20),
              Buffer.from([0, 0, 0, 0, 109, 100, 97, 116, 1, 2, 3]),
            ]),
          ),
        ),
      ).resolves.toBe(true),
    ]));

  it('refuses a file cut anywhere, or missing its index or media', async () => {
    for (const share of [0.3, 0.5, 0.99]) {
      const cut = whole.subarray(0, Math.floor(whole.length * share));
      expect(await isCompleteMp4(file(cut)), String(share)).toBe(false);
    }
    // Cut exactly at a box boundary: the media box is gone.
    expect(await isCompleteMp4(file(Buffer.concat([box('ftyp', 12), box('moov', 200)])))).toBe(false);
    expect(await isCompleteMp4(file(Buffer.concat([box('ftyp', 12), box('mdat', 200)])))).toBe(false);
    // A box declaring less than its own header.
    const bad = Buffer.from(whole);
    bad.writeUInt32BE(4, 0);
    expect(await isCompleteMp4(file(bad))).toBe(false);
  });
});

describe('MP3 completeness', () => {
  const demo = readFileSync(new URL('../../../../seed/media/audio.mp3', import.meta.url));

  it('takes the whole file, with an ID3v1 tag after it too', async () => {
    expect(await isCompleteMp3(file(demo))).toBe(true);
    const v1 = Buffer.concat([demo, Buffer.from('TAG'), Buffer.alloc(125)]);
    expect(await isCompleteMp3(file(v1))).toBe(true);
  });

  it('refuses a file with fewer audio bytes than its Info header says', async () => {
    expect(await isCompleteMp3(file(demo.subarray(0, Math.floor(demo.length * 0.3))))).toBe(false);
    expect(await isCompleteMp3(file(demo.subarray(0, demo.length - 10_000)))).toBe(false);
  });

  it('cannot judge a stream without a length header, and takes it', async () => {
    const bare = Buffer.from([0xff, 0xfb, 0x90, 0x64, ...Buffer.alloc(600)]);
    expect(await isCompleteMp3(file(bare))).toBe(true);
  });
});
