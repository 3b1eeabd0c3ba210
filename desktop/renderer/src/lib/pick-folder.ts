import type { PickedFile } from '@mahir/shared/rules/authoring-form-import';
import type { FileKind } from '../../../preload/api';
import { desktopBridge } from './bridge';

/** A picked file with a way to get its bytes when its turn in the queue comes. */
export interface PickedSource extends PickedFile {
  file: File;
}

/** Files of a folder input (`webkitdirectory`): paths relative to the picked folder's parent. */
export function filesFromInput(list: FileList | null): PickedSource[] {
  return Array.from(list ?? []).map((file) => ({
    path: file.webkitRelativePath || file.name,
    size: file.size,
    file,
  }));
}

/**
 * In the desktop app: the native folder dialog through the preload bridge; main lists the folder and
 * hands each file's bytes over when asked. Null when cancelled or in a browser.
 */
export async function pickFolderNative(): Promise<PickedSource[] | null> {
  const bridge = desktopBridge();
  if (!bridge) return null;
  const picked = await bridge.invoke('dialog:pick-folder', undefined);
  if (!picked) return null;
  const out: PickedSource[] = [];
  for (const entry of picked.files) {
    if (!/\.(mp4|m4v|mov|webm|mkv)$/i.test(entry.path)) continue;
    const bytes = await bridge.invoke('files:read', { root: picked.root, path: entry.path });
    const name = entry.path.split(/[\\/]/).pop() ?? 'video.mp4';
    out.push({
      path: entry.path,
      size: entry.size,
      file: new File([new Uint8Array(bytes)], name, { type: 'video/mp4' }),
    });
  }
  return out;
}

/** The file kind a native dialog offers for an input's `accept` list. */
export function fileKindFor(accept: string): FileKind {
  const a = accept.toLowerCase();
  if (a.includes('mp3') && (a.includes('pdf') || a.includes('jpg'))) return 'document';
  if (a.includes('video')) return 'video';
  if (a.includes('audio') || a.includes('mp3')) return 'audio';
  if (a.includes('pdf') || a.includes('epub')) return 'ebook';
  return 'image';
}

const MIME: Record<string, string> = {
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** In the desktop app: one file through the native file dialog; null when cancelled or in a browser. */
export async function pickFileNative(kind: FileKind): Promise<File | null> {
  const bridge = desktopBridge();
  if (!bridge) return null;
  const picked = await bridge.invoke('dialog:pick-file', { kind });
  const entry = picked?.files[0];
  if (!picked || !entry) return null;
  const bytes = await bridge.invoke('files:read', { root: picked.root, path: entry.path });
  const ext = entry.path.split('.').pop()?.toLowerCase() ?? '';
  return new File([new Uint8Array(bytes)], entry.path, { type: MIME[ext] ?? 'application/octet-stream' });
}
