import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect-kind';

/**
 * Catalogue search reads, for each full-text match newest first, whether the course passes the filter (published,
 * category, sub-category) and the title and author it is ranked by. Read from the course row, that is one row per
 * match with its description in the way (SQLite stores `status_id` after `content`; a narrow filter rejects most
 * matches: `kopitiam` in one sub-category read 4,800 rows for 1,000 candidates at a million courses). This index
 * holds exactly those columns by course id, so the candidates are read from it alone (docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres')
    await sql`create index courses_search_cover_idx on courses (id)
      include (status_id, category_id, sub_category_id, user_id, title)`.execute(db);
  else
    await sql`create index courses_search_cover_idx
      on courses (id, status_id, category_id, sub_category_id, user_id, title)`.execute(db);
  // A database analyzed before would otherwise have no statistics for it (see 20261128T1520).
  await sql`analyze courses`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists courses_search_cover_idx`.execute(db);
}
