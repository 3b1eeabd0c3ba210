import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateToLatest } from '@mahir/db';
import { seedBulkCourses, seedDemo } from '@mahir/seed';

/** A seeded bench database in a fresh temporary data folder. */
export interface BenchData {
  dataDir: string;
  databaseUrl: string;
  seedMs: number;
}

/** Migrates and seeds the demo plus `bulk` generated courses into a temporary SQLite file. */
export async function createBenchData(bulk: number): Promise<BenchData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mahir-bench-'));
  const databaseUrl = join(dataDir, 'mahir.sqlite');
  const db = createDb({ url: databaseUrl });
  const started = performance.now();
  try {
    await migrateToLatest(db);
    await seedDemo(db, { dataDir });
    await seedBulkCourses(db, bulk);
  } finally {
    await db.destroy();
  }
  return { dataDir, databaseUrl, seedMs: performance.now() - started };
}
