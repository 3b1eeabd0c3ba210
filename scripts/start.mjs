#!/usr/bin/env node
// `npm start`: build the two clients and the server when their build is missing or older than their sources,
// then run the built server (which migrates, and seeds on first start) and pass stop signals on to it.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
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
  return staleFile(join(outDir, 'index.html'), ...sourceDirs);
}

function staleFile(builtFile, ...sourceDirs) {
  const index = join(root, builtFile);
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return sourceDirs.some((d) => newest(join(root, d)) > built);
}

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Several `npm start` in one checkout (instances on one machine) take turns to build: the others wait for the
// holder's lock, then find the build fresh. A lock whose process is gone is taken over.
function withBuildLock(work) {
  const lock = join(root, '.build.lock');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lock, 'utf8')) || 0;
      if (holder && !alive(holder)) rmSync(lock, { force: true });
      else Atomics.wait(pause, 0, 0, 500);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { force: true });
  }
}

// STOREFRONT_DIST / BACKOFFICE_DIST name builds made elsewhere (a deploy, a test): those are not rebuilt here.
const targets = [
  {
    wanted: !process.env.STOREFRONT_DIST,
    stale: () => stale('storefront/dist', 'storefront', 'ui', 'shared/src'),
    build: () => run('npm', ['run', 'build', '-w', 'storefront']),
  },
  {
    wanted: !process.env.BACKOFFICE_DIST,
    stale: () => stale('desktop/dist-renderer', 'desktop/renderer', 'ui', 'shared/src'),
    build: () => run('npm', ['run', 'build', '-w', 'desktop']),
  },
  // The server, and the workspace packages it runs with, compiled to JavaScript (scripts/build-server.mjs).
  {
    wanted: true,
    stale: () => staleFile('server/dist/BUILT', 'server/src', 'shared/src', 'db/src', 'seed/src'),
    build: () => run(process.execPath, ['scripts/build-server.mjs']),
  },
];
const pending = () => targets.filter((target) => target.wanted && target.stale());
// Checked again under the lock: another start may have built them meanwhile.
if (pending().length)
  withBuildLock(() => {
    for (const target of pending()) target.build();
  });

// The server runs in one child process (plain node, no loader, no extra process between). SIGTERM and
// SIGINT sent to `npm start` reach this process; they are passed on to the server, which stops taking
// requests, finishes those in flight and exits, and this process exits with its code.
// No node flags: a smaller young generation (it had `--max-semi-space-size=4`) or `--enable-source-maps` both
// halved the speed of a large upload, for more garbage collection (docs/performance.md, "The server's memory").
// `NODE_OPTIONS=--enable-source-maps` maps stack traces back to TypeScript when that is worth its cost.
const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));
