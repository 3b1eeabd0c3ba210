// Starts the built server (`npm run e2e` builds it first) for a Playwright run on a freshly seeded demo database.
// (Playwright starts its web server before globalSetup, so the clean-up must happen here.)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const root = fileURLToPath(new URL('../../', import.meta.url));
const child = spawn(process.execPath, ['--enable-source-maps', `${root}server/dist/main.js`], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
