import { open } from 'node:fs/promises';

type FileHandle = Awaited<ReturnType<typeof open>>;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Top-level boxes a file may hold at most before we stop walking (a long fragmented MP4 has thousands). */
const MAX_BOXES = 1_000_000;

/**
 * Whether an MP4 holds all of itself: its top-level boxes follow one another to exactly the end of the
 * file, none declares more bytes than are left, and it has its index (`moov`) and its media (`mdat`).
 * A file cut short (an upload stopped at 30 %) ends inside a box, or lacks the box it lost; ffprobe alone
 * reads the index at the start of a "fast start" file and reports the whole duration.
 */
export async function isCompleteMp4(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const seen = new Set<string>();
    let offset = 0;
    for (let boxes = 0; offset < size && boxes < MAX_BOXES; boxes++) {
      const head = await readAt(file, offset, 16);
      if (head.length < 8) return false;
      let length = head.readUInt32BE(0);
      let header = 8;
      if (length === 1) {
        if (head.length < 16) return false;
        const large = head.readBigUInt64BE(8);
        if (large > BigInt(Number.MAX_SAFE_INTEGER)) return false;
        length = Number(large);
        header = 16;
      } else if (length === 0) {
        length = size - offset; // the last box runs to the end of the file
      }
      if (length < header || offset + length > size) return false;
      seen.add(head.toString('latin1', 4, 8));
      offset += length;
    }
    return offset === size && seen.has('moov') && (seen.has('mdat') || seen.has('moof'));
  } finally {
    await file.close();
  }
}

/** Where the MPEG audio frames start: after an ID3v2 tag, if there is one. */
function audioStart(head: Buffer): number {
  if (head.length < 10 || head.toString('latin1', 0, 3) !== 'ID3') return 0;
  const tagSize = ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
  const footer = ((head[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + tagSize + footer;
}

/** Bytes of tags after the audio: an ID3v1 tag (128 bytes) and an APEv2 tag. */
async function trailingTags(file: FileHandle, size: number): Promise<number> {
  let tail = 0;
  if (size >= 128 && (await readAt(file, size - 128, 3)).toString('latin1') === 'TAG') tail += 128;
  const ape = await readAt(file, Math.max(0, size - tail - 32), 32);
  if (ape.length === 32 && ape.toString('latin1', 0, 8) === 'APETAGEX') tail += ape.readUInt32LE(12) + 32;
  return tail;
}

/** What an encoder left some bytes' slack for: a frame or two of padding, rounding, a missing last frame. */
const MP3_SLACK_BYTES = 4096;

/**
 * Whether an MP3 holds as many audio bytes as its own header says. Encoders (LAME, ffmpeg, Fraunhofer)
 * write the stream's length in bytes in a Xing/Info or VBRI header in the first frame; a file cut short has
 * fewer. A stream without such a header cannot tell and is taken as it is.
 */
export async function isCompleteMp3(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const start = audioStart(await readAt(file, 0, 10));
    const first = await readAt(file, start, 4096);
    const sync = first.findIndex((b, i) => b === 0xff && ((first[i + 1] ?? 0) & 0xe0) === 0xe0);
    if (sync < 0) return true;
    const frame = first.subarray(sync, sync + 200);
    // The Xing/Info tag sits right after the side information, whose length depends on version and channels.
    const mpeg1 = (((frame[1] ?? 0) >> 3) & 3) === 3;
    const mono = (((frame[3] ?? 0) >> 6) & 3) === 3;
    const xing = 4 + (mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17);
    const tag = frame.toString('latin1', xing, xing + 4);
    let declared: number | null = null;
    if ((tag === 'Xing' || tag === 'Info') && frame.length >= xing + 16) {
      const flags = frame.readUInt32BE(xing + 4);
      // Flag 1: a frame count comes first; flag 2: the byte count.
      if (flags & 2) declared = frame.readUInt32BE(xing + 8 + (flags & 1 ? 4 : 0));
    } else if (frame.toString('latin1', 36, 40) === 'VBRI' && frame.length >= 50) {
      declared = frame.readUInt32BE(46);
    }
    if (declared === null) return true;
    const actual = size - start - sync - (await trailingTags(file, size));
    return actual + MP3_SLACK_BYTES >= declared;
  } finally {
    await file.close();
  }
}
