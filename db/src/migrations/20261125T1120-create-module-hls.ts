import type { CreateTableBuilder, Kysely } from 'kysely';
import { columns } from './table-builder';

/**
 * The HLS package of each module video (issue 23): where its master playlist is and which upload it was made
 * from, so the player is offered HLS only for the module's current video.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('module_hls')
    .$call((t: CreateTableBuilder<string, string>) => {
      t = c.ref(t, 'module_id', 'modules', { cascade: true });
      t = c.ref(t, 'media_id', 'media_files', { cascade: true });
      t = c.text(t, 'master_key', (x) => x.notNull());
      t = c.text(t, 'version', (x) => x.notNull());
      t = c.int(t, 'variants', (x) => x.notNull());
      // 1 when the renditions were cut as they were, 0 when their video had to be re-encoded.
      t = c.flag(t, 'copied');
      t = c.createdAt(t);
      return t.addPrimaryKeyConstraint('module_hls_pk', ['module_id']);
    })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('module_hls').ifExists().execute();
}
