import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskFileStore } from './disk-file-store';
import { FileNotFoundError } from './storage-errors';
import { fileStoreSuite } from './testing/file-store-suite';

fileStoreSuite('disk', async () => {
  const root = mkdtempSync(join(tmpdir(), 'mahir-disk-store-'));
  return {
    store: new DiskFileStore(root),
    signs: false,
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describe('DiskFileStore on its folder', () => {
  it('keeps keys as paths under the root and leaves no staging files behind', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mahir-disk-store-'));
    try {
      const store = new DiskFileStore(root);
      await store.put('media/ab/cd/x1.mp4', 'video');
      await store.put('media/ab/cd/x1.mp4', 'video, again');
      expect(readdirSync(join(root, 'media/ab/cd'))).toEqual(['x1.mp4']);
      expect(readdirSync(join(root, '.staging'))).toEqual([]);
      expect((await store.localFile('media/ab/cd/x1.mp4')).path).toBe(join(root, 'media/ab/cd/x1.mp4'));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('treats a stored path that links outside the root as missing', async () => {
    const base = mkdtempSync(join(tmpdir(), 'mahir-disk-store-'));
    try {
      const root = join(base, 'data');
      mkdirSync(join(root, 'media'), { recursive: true });
      writeFileSync(join(base, 'secret.txt'), 'not yours');
      symlinkSync(join(base, 'secret.txt'), join(root, 'media', 'link.txt'));
      const store = new DiskFileStore(root);
      expect(await store.stat('media/link.txt')).toBeNull();
      await expect(store.get('media/link.txt')).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(store.localFile('media/link.txt')).rejects.toBeInstanceOf(FileNotFoundError);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
