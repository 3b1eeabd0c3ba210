import type { Kysely } from 'kysely';

/** Strategic partners (sub-categories of the partner category) show their own logo image on the tutor page. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sub_categories')
    .addColumn('logo_media_id', 'integer', (col) => col.references('media_files.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sub_categories').dropColumn('logo_media_id').execute();
}
