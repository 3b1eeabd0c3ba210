import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const CHROMIUM =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));
const PORT = Number(process.env.E2E_PORT ?? 8191);
const dataDir = join(import.meta.dirname, '.artifacts', `data-${PORT}`);

// The real server on a fresh demo database; Debian's Chromium, never a downloaded browser.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(import.meta.dirname, '.artifacts', `results-${PORT}`),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    // The storefront's service worker answers pages and built files, which page.route() cannot see; specs
    // that hold back or fake responses rely on it, so it is on only where a spec asks (reach.spec.ts).
    serviceWorkers: 'block',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});
