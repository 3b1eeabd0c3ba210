#!/usr/bin/env node
// `npm run desktop`: starts the Electron back office when an Electron binary is installed,
// otherwise says why it cannot and how to use the same back office in a browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const desktopDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The Electron executable path, or null with the reason it is missing. */
export function findElectron() {
  try {
    require.resolve('electron/package.json');
  } catch {
    return { reason: 'the electron package is not installed' };
  }
  try {
    // The package's main export is the binary's path; it throws when the binary was never downloaded.
    const path = require('electron');
    if (typeof path === 'string' && existsSync(path)) return { path };
  } catch {
    // fall through
  }
  return { reason: 'the electron package is installed but its runtime binary was not downloaded' };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findElectron();
  if (!found.path) {
    let install = 'node_modules/electron/install.js';
    try {
      install = relative(
        process.cwd(),
        join(dirname(require.resolve('electron/package.json')), 'install.js'),
      );
    } catch {
      // not installed: the default path says where it would be
    }
    console.error(
      `Cannot start the desktop app: ${found.reason}.\n` +
        `On a machine that can download it, run \`node ${install}\` to fetch the Electron runtime.\n` +
        'The same back office runs in any browser at http://localhost:8080/backoffice/ after `npm start`.',
    );
    process.exit(1);
  }
  const built = spawnSync('node', ['scripts/build-main.mjs'], { cwd: desktopDir, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const run = spawnSync(found.path, ['.'], { cwd: desktopDir, stdio: 'inherit' });
  process.exit(run.status ?? 0);
}
