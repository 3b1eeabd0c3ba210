import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '@mahir/db';
import { inject } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from './databases';
import type { DialectName } from './test-server';

export interface TestDatabase {
  db: Db;
  /** The SQLite file or the PostgreSQL URL, to open more connections (another instance). */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A private copy of the migrated, seeded demo database without a server, for services that need only it. */
export async function startTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const root = mkdtempSync(join(tmpdir(), 'mahir-db-'));
  let databaseUrl: string;
  let pgName: string | null = null;
  if (dialect === 'sqlite') {
    cpSync(inject('sqliteTemplate').dataDir, join(root, 'data'), { recursive: true });
    databaseUrl = join(root, 'data', 'mahir.sqlite');
  } else {
    const tpl = inject('postgresTemplate');
    if (!tpl) throw new Error('PostgreSQL template missing');
    const created = await createPostgresDatabase('mahir_t', tpl.name);
    pgName = created.name;
    databaseUrl = created.url;
  }
  const db = createDb({ url: databaseUrl, poolSize: 4, onPoolError: () => undefined });
  return {
    db,
    databaseUrl,
    async close() {
      await db.destroy();
      if (pgName) await dropPostgresDatabase(pgName);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
