import { copyFile, rename, unlink } from 'node:fs/promises';

/** Moves a file, copying across filesystems (multipart temp files live in the OS temp folder). */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, to);
    await unlink(from);
  }
}
