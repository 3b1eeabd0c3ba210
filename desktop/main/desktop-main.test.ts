import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInside, scanFolder } from './folder-scan';
import { createHandlers, type HandlerEnv } from './ipc-handlers';
import { menuTemplate } from './menu';
import { type QueueFile, readQueueFile, withQueue, withRoot, writeQueueFile } from './queue-file';
import { DEFAULT_SETTINGS } from './settings';
import { DEFAULT_WINDOW, fitToDisplays, readWindowState, writeWindowState } from './window-state';

function tempDir() {
  return mkdtempSync(join(tmpdir(), 'mahir-main-'));
}

describe('folder scan for bulk imports', () => {
  it('lists files relative to the parent, skipping hidden entries, within the limits', () => {
    const base = tempDir();
    const course = join(base, 'Kursus');
    mkdirSync(join(course, 'Bab 1'), { recursive: true });
    mkdirSync(join(course, '.git'), { recursive: true });
    writeFileSync(join(course, 'Bab 1', 'a.mp4'), 'abc');
    writeFileSync(join(course, 'Bab 1', '.DS_Store'), 'x');
    writeFileSync(join(course, '.git', 'x.mp4'), 'x');
    writeFileSync(join(course, 'intro.mp4'), 'abcdef');
    const scan = scanFolder(course);
    expect(scan.root).toBe(base);
    expect(scan.files).toEqual([
      { path: 'Kursus/Bab 1/a.mp4', size: 3 },
      { path: 'Kursus/intro.mp4', size: 6 },
    ]);
    expect(scanFolder(course, { maxFiles: 1, maxDepth: 4 }).files).toHaveLength(1);
    expect(scanFolder(course, { maxFiles: 10, maxDepth: 0 }).files).toEqual([
      { path: 'Kursus/intro.mp4', size: 6 },
    ]);
  });

  it('resolves only paths inside a picked root', () => {
    expect(resolveInside(['/data/picks'], '/data/picks', 'Kursus/a.mp4')).toBe('/data/picks/Kursus/a.mp4');
    expect(resolveInside(['/data/picks'], '/data/picks', '../secret.txt')).toBeNull();
    expect(resolveInside(['/data/picks'], '/data/picks', '/etc/passwd')).toBeNull();
    expect(resolveInside(['/data/picks'], '/data/picks', 'a/../../x')).toBeNull();
    expect(resolveInside(['/data/picks'], '/elsewhere', 'a.mp4')).toBeNull();
  });
});

describe('persistent upload queue', () => {
  it('round-trips queues and roots, and survives a corrupt file', () => {
    const file = join(tempDir(), 'queue.json');
    expect(readQueueFile(file)).toEqual({ queues: {}, roots: [] });
    let state: QueueFile = withRoot({ queues: {}, roots: [] }, '/picks');
    state = withQueue(state, 'course:abc', [{ path: 'K/a.mp4', size: 3, status: 'paused' }]);
    writeQueueFile(file, state);
    expect(readQueueFile(file)).toEqual(state);
    expect(withQueue(state, 'course:abc', []).queues).toEqual({});
    expect(withRoot(withRoot(state, '/x'), '/picks').roots).toEqual(['/x', '/picks']);
    writeFileSync(file, '{"queues": 5}');
    expect(readQueueFile(file)).toEqual({ queues: {}, roots: [] });
  });
});

describe('window state', () => {
  it('restores bounds on a display that exists, and recentres otherwise', () => {
    const file = join(tempDir(), 'window.json');
    expect(readWindowState(file)).toEqual(DEFAULT_WINDOW);
    writeWindowState(file, { x: 100, y: 50, width: 1200, height: 800, maximized: true });
    const saved = readWindowState(file);
    const display = [{ x: 0, y: 0, width: 1920, height: 1080 }];
    expect(fitToDisplays(saved, display)).toEqual(saved);
    expect(fitToDisplays({ ...saved, x: 3000 }, display)).toEqual({
      width: 1200,
      height: 800,
      maximized: true,
    });
    expect(fitToDisplays({ ...saved, width: 5000 }, display).width).toBe(1920);
  });
});

describe('application menu', () => {
  it('has File with reload and quit, and the standard menus', () => {
    let reloads = 0;
    const template = menuTemplate({ reload: () => reloads++, openInBrowser: () => undefined }, false);
    const file = template[0];
    expect(file?.label).toBe('File');
    const items = (file?.submenu ?? []) as { label?: string; role?: string; click?: () => void }[];
    items.find((i) => i.label === 'Reload')?.click?.();
    expect(reloads).toBe(1);
    expect(items.some((i) => i.role === 'quit')).toBe(true);
    expect(template.map((t) => t.role).filter(Boolean)).toEqual(['editMenu', 'viewMenu', 'windowMenu']);
    expect(menuTemplate({ reload: () => 0, openInBrowser: () => 0 }, true)[0]?.role).toBe('appMenu');
  });
});

describe('file and queue IPC handlers', () => {
  function env(overrides: Partial<HandlerEnv> = {}) {
    let queues: QueueFile = { queues: {}, roots: [] };
    const base: HandlerEnv = {
      version: '1.0.0',
      platform: 'linux',
      getSettings: () => DEFAULT_SETTINGS,
      saveSettings: () => undefined,
      askSavePath: async () => null,
      writeFile: async () => undefined,
      reload: () => undefined,
      pickFolder: async () => ({ root: '/picks', files: [{ path: 'K/a.mp4', size: 3 }] }),
      pickFile: async () => null,
      fileSize: async () => 3,
      readFile: async () => new Uint8Array([1, 2, 3]),
      getQueues: () => queues,
      saveQueues: (q) => {
        queues = q;
      },
      ...overrides,
    };
    return { handlers: createHandlers(base), queues: () => queues };
  }

  it('reads files only under a folder the user picked', async () => {
    const e = env();
    await expect(e.handlers['files:read']({ root: '/picks', path: 'K/a.mp4' })).rejects.toThrow(/picked/);
    await e.handlers['dialog:pick-folder'](undefined);
    expect(e.queues().roots).toEqual(['/picks']);
    await expect(e.handlers['files:read']({ root: '/picks', path: 'K/a.mp4' })).resolves.toEqual(
      new Uint8Array([1, 2, 3]),
    );
    await expect(e.handlers['files:read']({ root: '/picks', path: '../../etc/passwd' })).rejects.toThrow();
    await expect(e.handlers['files:read']({ root: '/picks' })).rejects.toThrow();
    const huge = env({ fileSize: async () => 3 * 1024 * 1024 * 1024 });
    await huge.handlers['dialog:pick-folder'](undefined);
    await expect(huge.handlers['files:read']({ root: '/picks', path: 'K/a.mp4' })).rejects.toThrow(/large/);
  });

  it('saves and loads a queue by scope, refusing bad payloads', async () => {
    const e = env();
    const items = [
      { path: 'K/a.mp4', size: 3, status: 'done' as const, answer: { is_format: true, url: 'm1' } },
    ];
    await expect(e.handlers['queue:save']({ scope: 'course:abc', items })).resolves.toEqual({ saved: true });
    await expect(e.handlers['queue:load']({ scope: 'course:abc' })).resolves.toEqual({ items });
    await expect(e.handlers['queue:load']({ scope: '../../x' })).rejects.toThrow();
    await expect(
      e.handlers['queue:save']({ scope: 'course:abc', items: [{ path: 'x', size: -1, status: 'done' }] }),
    ).rejects.toThrow();
    await expect(e.handlers['dialog:pick-file']({ kind: 'exe' })).rejects.toThrow();
  });
});
