import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns } from './table-builder';

type Table = CreateTableBuilder<string, string>;

/**
 * Where each viewer stopped in each module video and each audio part (issue 23): one row per viewer and item,
 * the last report wins. Two tables rather than one keyed by kind, so each keeps its foreign key and goes with its
 * item when the item is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const positions = (name: string, item: string, table: string) =>
    db.schema
      .createTable(name)
      .$call((t: Table) => {
        t = c.ref(t, 'user_id', 'users', { cascade: true });
        t = c.ref(t, item, table, { cascade: true });
        // Whole seconds from the start.
        t = c.int(t, 'position', (x) => x.notNull().check(sql`position >= 0`));
        t = c.text(t, 'updated_at', (x) => x.notNull());
        return t.addPrimaryKeyConstraint(`${name}_pk`, ['user_id', item]);
      })
      .execute();
  await positions('module_positions', 'module_id', 'modules');
  await positions('audio_positions', 'subtopic_id', 'audio_subtopics');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audio_positions').ifExists().execute();
  await db.schema.dropTable('module_positions').ifExists().execute();
}
