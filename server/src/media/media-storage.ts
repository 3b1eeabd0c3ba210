import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * The absolute path of a stored file, or null when `storagePath` would leave the data directory
 * (absolute paths, `..` segments), so a bad row can never expose other files on the server.
 */
export function resolveStoragePath(dataDir: string, storagePath: string): string | null {
  if (!storagePath || storagePath.includes('\0') || isAbsolute(storagePath)) return null;
  const root = resolve(dataDir);
  const full = resolve(root, storagePath);
  const rel = relative(root, full);
  if (!rel || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return full;
}
