import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns } from './table-builder';

/** Caption tracks of module videos (issue 23): one WebVTT file per module and language, stored by key. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('module_captions')
    .$call((t) => {
      t = c.id(t);
      t = c.ref(t, 'module_id', 'modules', { cascade: true });
      // BCP 47, canonical case: ms, en, zh-Hans, ta.
      t = c.text(t, 'lang', (x) => x.notNull().check(sql`length(lang) between 2 and 16`));
      t = c.text(t, 'label', (x) => x.notNull());
      t = c.text(t, 'storage_key', (x) => x.notNull());
      t = c.int(t, 'cues', (x) => x.notNull().check(sql`cues > 0`));
      t = c.createdAt(t);
      return c.text(t, 'updated_at', (x) => x.notNull());
    })
    .execute();
  await db.schema
    .createIndex('module_captions_module_lang_idx')
    .on('module_captions')
    .columns(['module_id', 'lang'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('module_captions').ifExists().execute();
}
