import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Image formats accepted as avatars, judged from the file's bytes. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Side of the square avatar kept, in pixels. */
export const AVATAR_SIZE = 400;

/**
 * Reads an uploaded file, checks by content that it is a JPEG, PNG or WEBP image and re-encodes it
 * as a square JPEG (dropping metadata and anything hidden in the original). Null when it is not.
 */
export async function normaliseAvatar(path: string): Promise<Buffer | null> {
  const bytes = await readFile(path);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return null;
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    // Magic bytes of an image but a body sharp cannot decode: not an image we accept.
    return null;
  }
}
