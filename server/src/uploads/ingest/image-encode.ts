import { loadSharp } from '../../media/sharp';

/** No decoded image may exceed this many pixels (a decompression-bomb guard). */
export const MAX_IMAGE_PIXELS = 100_000_000;

export interface EncodedImage {
  width: number;
  height: number;
  size: number;
}

/**
 * Decodes and re-encodes a JPEG or PNG into `output`: upright, without any metadata (EXIF, GPS, ICC
 * comments), and only if it really decodes, so a file that merely claims to be an image is refused.
 */
export async function reencodeImage(
  input: string,
  output: string,
  type: 'jpg' | 'png',
): Promise<EncodedImage | null> {
  const sharp = await loadSharp();
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const info =
      type === 'png'
        ? await pipeline.png({ compressionLevel: 9 }).toFile(output)
        : await pipeline.jpeg({ quality: 90, mozjpeg: true }).toFile(output);
    return { width: info.width, height: info.height, size: info.size };
  } catch {
    return null;
  }
}
