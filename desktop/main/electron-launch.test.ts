import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { _electron as electron } from '@playwright/test';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the launcher is a plain ES module script without types
import { findElectron } from '../scripts/launch.mjs';

const found = findElectron() as { path?: string; reason?: string };
const desktopDir = fileURLToPath(new URL('..', import.meta.url));

if (!found.path) {
  console.log(
    `skipped: Electron launch test — ${found.reason}; the back office is tested in Chromium instead`,
  );
}

describe('desktop app launch', () => {
  it('finds the Electron binary or says why it cannot', () => {
    expect(Boolean(found.path) || /electron/.test(found.reason ?? '')).toBe(true);
  });

  it.skipIf(!found.path)('opens the back-office window with the preload bridge', async () => {
    const built = spawnSync(process.execPath, ['scripts/build-main.mjs'], { cwd: desktopDir });
    expect(built.status).toBe(0);
    const app = await electron.launch({
      executablePath: found.path,
      args: ['--no-sandbox', 'dist-electron/main.cjs'],
      cwd: desktopDir,
    });
    try {
      const window = await app.firstWindow();
      expect(await window.evaluate(() => typeof (window as { mahir?: unknown }).mahir)).toBe('object');
      expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    } finally {
      await app.close();
    }
  });
});
