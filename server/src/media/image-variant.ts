import type { ImageFormat } from '@mahir/shared';
import type sharp from 'sharp';
import { checkKey } from '../storage/storage-key';
import { MAX_IMAGE_PIXELS } from '../uploads/ingest/image-encode';
import { loadSharp } from './sharp';

/**
 * Encoder settings per format. AVIF at effort 2: the first request of a rendition waits for its encoding, and
 * at the default effort 4 a 1600 px PNG took 6 to 8 s on this (loaded) machine for a few percent smaller file;
 * WebP at its usual photo quality. Both are lossy: renditions are for showing, originals stay as uploaded.
 */
const ENCODE: Record<ImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
};

/**
 * One rendition of a stored image: upright, no wider than `width` (never enlarged: a 900 px photo asked at
 * 1280 comes back at 900), in `format`, without metadata. Null when the input is not a decodable image.
 */
export async function encodeImageVariant(
  input: string | Buffer,
  width: number,
  format: ImageFormat,
): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    return await ENCODE[format](image).toBuffer();
  } catch {
    return null;
  }
}

/**
 * Where a rendition is kept in the storage (disk or bucket): `images/<2>/<hashslug>/<width>.<format>`, so it is
 * made once per width and format. A stored file never changes under its hashslug, so a rendition never goes stale.
 */
export function imageVariantKey(hashslug: string, width: number, format: ImageFormat): string {
  return checkKey(`images/${hashslug.slice(0, 2)}/${hashslug}/${width}.${format}`);
}
