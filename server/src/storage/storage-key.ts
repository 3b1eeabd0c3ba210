import { InvalidKeyError } from './storage-errors';

/**
 * A segment starts with a letter, digit, `_` or `-` (so never `.`, `..` or a hidden name: the stores keep
 * their own temporary files under dot-names) and then holds only URL- and filesystem-safe characters.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;
const PREFIX = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/?)*$/;
const MAX_KEY = 512;

/**
 * Whether `key` is a storage key: a relative path like `media/ab/cd/x1y2.mp4`, the same on disk and in S3.
 * A key always has a folder: the top of DATA_DIR holds the database, the app secret and the pid file, which
 * no key may name.
 */
export function isStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY && KEY.test(key);
}

/** The key itself, or an InvalidKeyError: no store ever touches a path it did not check. */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new InvalidKeyError(key);
  return key;
}

/** A listing prefix (`media/`, `uploads/ab`, or `''` for everything), refused like a key when unsafe. */
export function checkPrefix(prefix: string): string {
  if (prefix.length > MAX_KEY || !PREFIX.test(prefix)) throw new InvalidKeyError(prefix);
  return prefix;
}

/**
 * The key of a new media file: `media/<2>/<2>/<hashslug>.<ext>`, fanned out by the hashslug's first characters
 * so no folder on disk grows past a few thousand entries. Rows written before keep `media/<hashslug>.<ext>`;
 * both are keys, since the row stores the whole key.
 */
export function mediaKey(hashslug: string, extension: string): string {
  const key = `media/${hashslug.slice(0, 2)}/${hashslug.slice(2, 4)}/${hashslug}.${extension.toLowerCase()}`;
  return checkKey(key);
}
