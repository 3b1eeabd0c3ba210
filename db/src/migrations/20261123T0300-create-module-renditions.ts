import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * The renditions of a module's video, one per height (the player offers only ready ones), and the
 * one-question-per-user rule of course Q&A as a partial unique index, so a second question is refused
 * by the database instead of a check that two requests can pass together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const { create } = schemaSteps(db);
  await create('module_renditions', (t) => {
    t = c.ref(c.id(t), 'module_id', 'modules', { cascade: true });
    // Height in pixels: 240, 360, 480, 720, 1080...
    t = c.int(t, 'quality', (x) => x.notNull().check(sql`quality > 0`));
    // Null while the rendition is pending or failed: the file exists only once it is ready.
    t = c.ref(t, 'media_id', 'media_files', { nullable: true });
    t = c.text(t, 'status', (x) =>
      x.notNull().defaultTo('pending').check(sql`status in ('ready', 'pending', 'failed')`),
    );
    t = c.text(t, 'error');
    return c.createdAt(t);
  });
  await db.schema
    .createIndex('module_renditions_module_quality_idx')
    .on('module_renditions')
    .columns(['module_id', 'quality'])
    .unique()
    .execute();
  await db.schema
    .createIndex('discussions_one_question_idx')
    .on('discussions')
    .columns(['course_id', 'user_id'])
    .unique()
    .where(sql.ref('parent_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('discussions_one_question_idx').ifExists().execute();
  await db.schema.dropTable('module_renditions').ifExists().execute();
}
