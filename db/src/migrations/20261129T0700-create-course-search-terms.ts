import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect-kind';

/**
 * SQLite: every word the catalogue's full-text index holds, so that a search's last word, which matches as a
 * prefix, can be looked up as the few whole words it begins. FTS5 answers a prefix longer than its prefix indexes
 * (2 and 3 letters) by merging the postings of every word it begins before yielding the first match: 400,000
 * documents for `telefon*` at a million courses, 40 ms, where the same whole word is read lazily, newest first,
 * and stops after the candidates (docs/performance.md). PostgreSQL's GIN index needs no such list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`create table course_search_terms (term text primary key) without rowid`.execute(db);
  await sql`create virtual table temp.course_search_vocab using fts5vocab(main, course_search, row)`.execute(
    db,
  );
  await sql`insert into course_search_terms (term) select term from temp.course_search_vocab`.execute(db);
  await sql`drop table temp.course_search_vocab`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`drop table if exists course_search_terms`.execute(db);
}
