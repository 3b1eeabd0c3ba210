#!/usr/bin/env node
// `npm run build` (server part): compiles the server, with the workspace packages it imports (shared, db,
// seed), to JavaScript in server/dist, so `npm start` runs plain node and no TypeScript loader. npm packages
// stay imports of node_modules (native ones such as better-sqlite3, sharp and argon2 cannot be bundled).
//
// Entries: the server (main.js) and the report worker (report-worker.js, started by the report pool through
// report-worker-entry.mjs beside it). Code splitting keeps what loads on demand (the seed, each report) in
// its own chunk, as the source's dynamic imports intend.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const outdir = join(root, 'server', 'dist');

/** Bare imports of npm packages stay external; the workspace's own packages (`@mahir/*`) are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@mahir/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Compiles the server into server/dist. `extraEntries` (name → source) are compiled beside it the same way: the
 * benchmarks' server process, so they measure the code `npm start` runs.
 */
export async function buildServer(extraEntries = {}) {
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/src/main.ts',
      'report-worker': 'server/src/reports/report-worker.ts',
      ...extraEntries,
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: true,
    sourcesContent: false,
    // Keeps class and function names in logs and stack traces.
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // The report pool and the media tool runner start these files beside the compiled code.
  writeFileSync(
    join(outdir, 'report-worker-entry.mjs'),
    "// A report worker's entry in the built server: the compiled worker itself.\nawait import('./report-worker.js');\n",
  );
  copyFileSync(
    join(root, 'server', 'src', 'uploads', 'ingest', 'media-tool-runner.mjs'),
    join(outdir, 'media-tool-runner.mjs'),
  );
  writeFileSync(join(outdir, 'BUILT'), new Date().toISOString());
  return Date.now() - started;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ms = await buildServer();
  console.log(`server built into server/dist in ${ms} ms`);
}
