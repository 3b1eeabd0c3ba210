#!/usr/bin/env node
// `npm start`: build the two clients when their build is missing or older than their sources,
// then run the server (which migrates, and seeds on first start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function stale(outDir, ...sourceDirs) {
  const index = join(root, outDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return sourceDirs.some((d) => newest(join(root, d)) > built);
}

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale('storefront/dist', 'storefront', 'shared/src')) run('npm', ['run', 'build', '-w', 'storefront']);
if (stale('desktop/dist-renderer', 'desktop/renderer', 'storefront/src/ui', 'shared/src'))
  run('npm', ['run', 'build', '-w', 'desktop']);
// A small young generation keeps the server's memory flat while it streams large uploads (issue 10: under
// 200 MB resident during a 1 GB tus upload); garbage from streamed chunks is collected sooner.
run(join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  NODE_OPTIONS: `--max-semi-space-size=4 ${process.env.NODE_OPTIONS ?? ''}`.trim(),
});
