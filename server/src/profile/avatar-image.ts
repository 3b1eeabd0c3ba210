import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Image formats accepted as avatars, judged from the file's bytes. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Name endings a client may give an avatar; the bytes still decide. */
const IMAGE_NAME = /\.(jpe?g|jfif|png|webp)$/i;

/**
 * Whether what the client claims (name and type) is an image at all: a file named `.php` or sent as
 * `application/x-php` is refused even when its bytes decode, so nothing stored ever pretends otherwise.
 * A name without an ending and a generic type (a cropped blob) claim nothing and pass to the content check.
 */
export function claimsImage(name: string | null, mime: string | null): boolean {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  if (base.includes('.') && !IMAGE_NAME.test(base)) return false;
  if (mime && mime !== 'application/octet-stream' && !mime.toLowerCase().startsWith('image/')) return false;
  return true;
}

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
