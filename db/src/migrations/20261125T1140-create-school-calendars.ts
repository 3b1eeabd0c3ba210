import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns } from './table-builder';

/**
 * The Malaysian school calendar as an admin keeps it (issue 23): one row per year and group of states (A: the
 * Friday–Saturday weekend states, B: the rest), its terms and holidays as JSON checked by `SchoolCalendar`
 * (shared/school-calendar) before it is written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('school_calendars')
    .$call((t) => {
      t = c.id(t);
      t = c.int(t, 'year', (x) => x.notNull().check(sql`year between 2020 and 2100`));
      t = c.text(t, 'state_group', (x) => x.notNull().check(sql`state_group in ('A', 'B')`));
      t = c.text(t, 'data', (x) => x.notNull());
      t = c.ref(t, 'updated_by', 'users', { nullable: true });
      t = c.createdAt(t);
      return c.text(t, 'updated_at', (x) => x.notNull());
    })
    .execute();
  await db.schema
    .createIndex('school_calendars_year_group_idx')
    .on('school_calendars')
    .columns(['year', 'state_group'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('school_calendars').ifExists().execute();
}
