import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations';

/** Brings the schema to the newest migration; throws with the failing migration's error. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
