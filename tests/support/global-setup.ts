import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateToLatest } from '@mahir/db';
import { seedDemo } from '@mahir/seed';
import type { TestProject } from 'vitest/node';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  POSTGRES_ADMIN_URL,
  postgresAvailable,
} from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: { file: string; dataDir: string };
    postgresTemplate: { name: string; dataDir: string } | null;
  }
}

/** Seeds the demo once per dialect; every API test file then starts from a copy of that template. */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'mahir-api-'));
  const dataDir = join(root, 'data');
  const file = join(dataDir, 'mahir.sqlite');
  const sqlite = createDb({ url: file });
  await migrateToLatest(sqlite);
  await seedDemo(sqlite, { dataDir });
  await sqlite.destroy();
  project.provide('sqliteTemplate', { file, dataDir });

  let pgName: string | null = null;
  if (await postgresAvailable()) {
    const created = await createPostgresDatabase('mahir_tpl');
    pgName = created.name;
    const pgDataDir = join(root, 'pgdata');
    cpSync(dataDir, pgDataDir, { recursive: true });
    const db = createDb({ url: created.url });
    await migrateToLatest(db);
    await seedDemo(db, { dataDir: join(root, 'pgseed') });
    await db.destroy();
    project.provide('postgresTemplate', { name: created.name, dataDir: join(root, 'pgseed') });
  } else {
    const where = POSTGRES_ADMIN_URL.replace(/\/\/[^@/]*@/, '//');
    // In CI a missing PostgreSQL would hide half of the API runs: that is a failed run, not a skip.
    if (process.env.CI) {
      throw new Error(`PostgreSQL is unreachable at ${where}; CI runs every API test on both databases.`);
    }
    const line = '!'.repeat(78);
    console.warn(
      [
        line,
        `!! SKIPPED: every PostgreSQL API run. No server answered at ${where}.`,
        '!! Only SQLite was tested. Start PostgreSQL or set DATABASE_URL; in CI (CI=1) this fails.',
        line,
      ].join('\n'),
    );
    project.provide('postgresTemplate', null);
  }

  return async () => {
    if (pgName) await dropPostgresDatabase(pgName);
    rmSync(root, { recursive: true, force: true });
  };
}
