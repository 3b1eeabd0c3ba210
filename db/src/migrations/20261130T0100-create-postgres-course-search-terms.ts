import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect-kind';

/**
 * PostgreSQL: every lexeme the catalogue's search documents hold (SQLite has had the same list of FTS5 words since
 * migration 20261129T0700), so that a search's last word, which matches as a prefix, is asked as the few whole
 * lexemes it begins. A prefix (`telefon:*`) is a partial match for GIN: it reads the postings of every lexeme in
 * its range into a bitmap before anything else, and cannot skip through them the way whole lexemes ANDed with
 * the other words are read (docs/performance.md). The `C` collation makes `term >= p and term < p || U+10FFFF`
 * exactly the lexemes beginning with p, read from the primary key. `ndoc` is how many documents held the lexeme
 * when it was counted (here, and by `recordAllSearchTerms`; a lexeme first listed by `indexCourses` counts its
 * batch): the search chooses its plan from it, never its matches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create table course_search_terms (term text collate "C" primary key, ndoc integer not null)`.execute(
    db,
  );
  await sql`insert into course_search_terms (term, ndoc)
    select word, ndoc from ts_stat('select document from course_search')`.execute(db);
  await sql`analyze course_search_terms`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop table if exists course_search_terms`.execute(db);
}
