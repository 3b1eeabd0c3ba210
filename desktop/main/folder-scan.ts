import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { PickedFolder } from '../preload/api';

export interface ScanLimits {
  maxFiles: number;
  maxDepth: number;
}

export const DEFAULT_SCAN_LIMITS: ScanLimits = { maxFiles: 2000, maxDepth: 4 };

/**
 * Lists a picked folder for a bulk import: every regular file down to `maxDepth`, hidden entries and
 * symbolic links skipped, at most `maxFiles`. Paths are relative to the folder's parent and use `/`.
 */
export function scanFolder(folder: string, limits: ScanLimits = DEFAULT_SCAN_LIMITS): PickedFolder {
  const root = dirname(resolve(folder));
  const files: PickedFolder['files'] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > limits.maxDepth) return;
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (files.length >= limits.maxFiles) return;
      if (entry.name.startsWith('.') || entry.isSymbolicLink()) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full, depth + 1);
      else if (entry.isFile())
        files.push({ path: relative(root, full).split(sep).join('/'), size: statSync(full).size });
    }
  };
  walk(resolve(folder), 0);
  return { root, files };
}

/** One picked file (from the file dialog) in the same shape as a folder scan. */
export function singleFile(path: string): PickedFolder {
  const full = resolve(path);
  return { root: dirname(full), files: [{ path: basename(full), size: statSync(full).size }] };
}

/**
 * Resolves a path the renderer sent back under an allowed root; null when it escapes the root
 * (`..`, absolute paths) or the root was never picked.
 */
export function resolveInside(allowedRoots: readonly string[], root: string, path: string): string | null {
  const base = resolve(root);
  if (!allowedRoots.some((r) => resolve(r) === base)) return null;
  if (isAbsolute(path) || path.includes('\0')) return null;
  const full = resolve(base, path);
  const rel = relative(base, full);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return full;
}
