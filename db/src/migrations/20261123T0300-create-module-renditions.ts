import type { Kysely } from 'kysely';
import { columns } from './table-builder';

/**
 * Transcoded renditions of module videos: one row per module and quality (height in px). The course page
 * offers only the ready renditions' qualities; with none, one entry for the module's own file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  let t = c.id(db.schema.createTable('module_renditions'));
  t = c.ref(t, 'module_id', 'modules', { cascade: true });
  t = c.int(t, 'quality', (x) => x.notNull());
  t = c.ref(t, 'media_id', 'media_files', { nullable: true });
  t = c.text(t, 'status', (x) => x.notNull().defaultTo('pending'));
  t = c.text(t, 'error');
  t = c.createdAt(t);
  await t.addUniqueConstraint('module_renditions_module_quality_uq', ['module_id', 'quality']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('module_renditions').ifExists().execute();
}
