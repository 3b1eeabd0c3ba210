import type { PickedFile } from '@mahir/shared/rules/authoring-form-import';
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
