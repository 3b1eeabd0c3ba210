import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** The server's data folder and the database it opens. */
export interface DataLocation {
  dataDir: string;
  databaseUrl: string;
}

/** `DATA_DIR` (default `data/` in the checkout) and `DATABASE_URL` (default `mahir.sqlite` in that folder). */
export function dataLocation(env: NodeJS.ProcessEnv = process.env): DataLocation {
  const dataDir = resolve(env.DATA_DIR ?? join(root, 'data'));
  return { dataDir, databaseUrl: env.DATABASE_URL ?? join(dataDir, 'mahir.sqlite') };
}
