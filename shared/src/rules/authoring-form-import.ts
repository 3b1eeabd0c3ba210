/** A file found in a picked folder: its path relative to the folder's parent, as a browser or Electron lists it. */
export interface PickedFile {
  path: string;
  size: number;
}

export interface ImportedModule {
  title: string;
  path: string;
  size: number;
}

export interface ImportedChapter {
  title: string;
  modules: ImportedModule[];
}

const VIDEO = /\.(mp4|m4v|mov|webm|mkv)$/i;

/** A title from a file or folder name: extension, leading numbering and separators dropped. */
export function titleFromName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '');
  const cleaned = base
    .replace(/^\s*\d+(\s*[-._)]\s*|\s+)/, '')
    .replace(/[_]+/g, ' ')
    .trim();
  return cleaned || base.trim();
}

const byNaturalName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/**
 * Plans a bulk import: one chapter per sub-folder of the picked folder and one module per video in it,
 * in natural name order. Videos directly in the picked folder form a chapter named after the folder.
 * Other files, hidden files and deeper folders (their videos go to their top sub-folder) are handled so
 * nothing is uploaded twice.
 */
export function planFolderImport(files: readonly PickedFile[]): ImportedChapter[] {
  const chapters = new Map<string, ImportedModule[]>();
  for (const file of files) {
    const parts = file.path.split(/[\\/]/).filter(Boolean);
    const name = parts.at(-1) ?? '';
    if (!VIDEO.test(name) || parts.some((p) => p.startsWith('.'))) continue;
    const chapterKey = parts.length >= 3 ? (parts[1] ?? '') : (parts[0] ?? '');
    const list = chapters.get(chapterKey) ?? [];
    list.push({ title: titleFromName(name), path: file.path, size: file.size });
    chapters.set(chapterKey, list);
  }
  return [...chapters.keys()].sort(byNaturalName).map((key) => ({
    title: titleFromName(key),
    modules: (chapters.get(key) ?? []).sort((a, b) => byNaturalName(a.path, b.path)),
  }));
}

/** Overall progress of a queue: bytes sent over bytes total, as a whole percent. */
export function queuePercent(items: readonly { size: number; sent: number }[]): number {
  const total = items.reduce((s, i) => s + i.size, 0);
  if (total === 0) return 0;
  const sent = items.reduce((s, i) => s + Math.min(i.sent, i.size), 0);
  return Math.floor((sent / total) * 100);
}

/** How many files of a bulk import upload at once: enough to keep the line busy, few enough to finish in order. */
export const QUEUE_CONCURRENCY = 3;

/** The queued items to start now, in order, so that no more than `limit` upload at once. */
export function nextUploads<T extends { status: string }>(
  items: readonly T[],
  limit = QUEUE_CONCURRENCY,
): T[] {
  const running = items.filter((i) => i.status === 'uploading').length;
  return items.filter((i) => i.status === 'queued').slice(0, Math.max(0, limit - running));
}
