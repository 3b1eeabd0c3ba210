import type { Kysely } from 'kysely';
import { columns } from './table-builder';

/**
 * Leases on tus uploads shared by every server instance (issue 18): one row per locked upload, renewed by
 * its holder, taken over when it expires, and flagged when another request asks the holder to let go.
 * So a tus upload is never written by two instances at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('upload_locks')
    .$call((t) => {
      t = c.text(t, 'upload_id', (x) => x.primaryKey());
      t = c.text(t, 'holder', (x) => x.notNull());
      t = c.text(t, 'expires_at', (x) => x.notNull());
      return c.flag(t, 'release_requested');
    })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_locks').ifExists().execute();
}
