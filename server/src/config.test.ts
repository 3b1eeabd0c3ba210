import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const ROOT = join(import.meta.dirname, '..', '..');

/** What the server and `npm start` run: their sources, without tests and test-only helpers. */
const SOURCES = ['server/src', 'db/src', 'seed/src', 'scripts'];

/** Areas whose variables their own page documents (they are not part of every set-up); the rest: the README. */
const DOCUMENTED_IN: ReadonlyArray<[prefix: string, page: string]> = [
  ['server/src/storage/', 'docs/storage.md'],
  ['server/src/einvoice/', 'docs/einvoice.md'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((path) => !path.split('/').includes('testing'));
}

/** Every environment variable a file reads: `env.NAME`, `process.env.NAME`, `env['NAME']`. */
function variablesRead(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b|\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g))
    names.add(m[1] ?? m[2] ?? '');
  return [...names];
}

describe('configuration', () => {
  it('documents every environment variable the server and npm start read', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const undocumented: string[] = [];
    let seen = 0;
    for (const file of SOURCES.flatMap(sourceFiles)) {
      const page = DOCUMENTED_IN.find(([prefix]) => file.startsWith(prefix))?.[1];
      const doc = page ? readFileSync(join(ROOT, page), 'utf8') : readme;
      for (const name of variablesRead(readFileSync(join(ROOT, file), 'utf8'))) {
        seen++;
        if (!new RegExp(`\`${name}[\`=]`).test(doc))
          undocumented.push(`${name} (${file}, not in ${page ?? 'README.md'})`);
      }
    }
    // The scan finds the variables the issue named, so it cannot pass by reading nothing.
    expect(seen).toBeGreaterThan(30);
    expect(undocumented).toEqual([]);
  });
});

describe('JOBS', () => {
  it('runs the jobs unless JOBS is exactly 0', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mahir-config-'));
    try {
      const runJobs = (JOBS?: string) => loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'x', JOBS }).runJobs;
      expect(runJobs(undefined)).toBe(true);
      expect(runJobs('1')).toBe(true);
      expect(runJobs('0')).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
