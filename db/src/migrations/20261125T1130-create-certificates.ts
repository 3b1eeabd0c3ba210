import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns } from './table-builder';

/**
 * Certificates of finished courses (issue 23): one per learner and course (a unique pair, so issuing twice
 * gives the first one back), a unique verification code, and the names as they were printed, so the public check
 * shows what the paper says even after a rename.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('certificates')
    .$call((t) => {
      t = c.id(t);
      t = c.ref(t, 'user_id', 'users', { cascade: true });
      t = c.ref(t, 'course_id', 'courses', { cascade: true });
      t = c.text(t, 'code', (x) => x.notNull().unique().check(sql`length(code) = 11`));
      t = c.text(t, 'learner_name', (x) => x.notNull());
      t = c.text(t, 'course_title', (x) => x.notNull());
      t = c.text(t, 'tutor_name', (x) => x.notNull());
      t = c.text(t, 'issued_at', (x) => x.notNull());
      // The stored PDF; null until the report pool has rendered it.
      t = c.text(t, 'file_key');
      return c.createdAt(t);
    })
    .execute();
  await db.schema
    .createIndex('certificates_user_course_idx')
    .on('certificates')
    .columns(['user_id', 'course_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').ifExists().execute();
}
