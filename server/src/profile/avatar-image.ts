import { readFile } from 'node:fs/promises';
import { loadSharp } from '../media/sharp';

/** Image formats accepted as avatars, judged from the file's bytes. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Name endings that a web server or browser would run or render as code, whatever the bytes are. */
const CODE_NAME =
  /\.(php\d?|phtml|phar|aspx?|jsp|cgi|pl|py|sh|exe|bat|cmd|js|mjs|html?|xhtml|shtml|svgz?|htaccess)$/i;

/**
 * Whether what the client claims (name and type) is compatible with an image: a file named `.php` or sent
 * as `application/x-php` is refused even when its bytes decode. An unknown name and a generic type
 * (`me.bin`, a cropped blob) claim nothing and pass to the content check, which decides.
 */
export function claimsImage(name: string | null, mime: string | null): boolean {
  if (CODE_NAME.test(name ?? '')) return false;
  const type = (mime ?? '').toLowerCase();
  return !type || type === 'application/octet-stream' || type.startsWith('image/');
}

/** Side of the square avatar kept, in pixels. */
export const AVATAR_SIZE = 400;

/**
 * Reads an uploaded file, checks by content that it is a JPEG, PNG or WEBP image and re-encodes it
 * as a square JPEG (dropping metadata and anything hidden in the original). Null when it is not.
 */
export async function normaliseAvatar(path: string): Promise<Buffer | null> {
  const bytes = await readFile(path);
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return null;
  const sharp = await loadSharp();
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
