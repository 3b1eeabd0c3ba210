import type { Kysely } from 'kysely';
import { columns } from './table-builder';

/**
 * Authoring: an optimistic-lock version on courses (a save from a stale copy is refused), the background
 * media job queue (video transcoding, photo watermark and thumbnail), a module's poster frame and a stock
 * photo's thumbnail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .alterTable('courses')
    .addColumn('version', 'integer', (x) => x.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('modules')
    .addColumn('poster_media_id', 'integer', (x) => x.references('media_files.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('stock_photos')
    .addColumn('thumbnail_media_id', 'integer', (x) => x.references('media_files.id').onDelete('set null'))
    .execute();

  let t = c.id(db.schema.createTable('media_jobs'));
  // 'transcode' (target: modules.id) or 'photo' (target: stock_photos.id).
  t = c.text(t, 'kind', (x) => x.notNull());
  t = c.int(t, 'target_id', (x) => x.notNull());
  t = c.ref(t, 'media_id', 'media_files', { cascade: true });
  // queued -> running -> done | queued (retry) | failed
  t = c.text(t, 'status', (x) => x.notNull().defaultTo('queued'));
  t = c.int(t, 'attempts', (x) => x.notNull().defaultTo(0));
  t = c.text(t, 'error');
  t = c.text(t, 'run_after', (x) => x.notNull());
  t = c.text(t, 'locked_until');
  t = c.createdAt(t);
  t = c.text(t, 'updated_at', (x) => x.notNull());
  await t.addUniqueConstraint('media_jobs_kind_target_media_uq', ['kind', 'target_id', 'media_id']).execute();
  await db.schema
    .createIndex('media_jobs_status_idx')
    .on('media_jobs')
    .columns(['status', 'run_after'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_jobs').ifExists().execute();
  await db.schema.alterTable('stock_photos').dropColumn('thumbnail_media_id').execute();
  await db.schema.alterTable('modules').dropColumn('poster_media_id').execute();
  await db.schema.alterTable('courses').dropColumn('version').execute();
}
