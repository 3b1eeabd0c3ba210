import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect-kind';
import { rebuildSearchIndex } from '../repositories/course-search.repository';

/**
 * The catalogue's search reads its own inverted index, the same table on both databases: each term of each course's
 * document once, keyed (term, course id), with where it occurs (`field`: bit 2 the title, bit 1 the author's name).
 * A term's courses are then a primary key range in id order: the newest matches are read first and the search
 * stops after them; another word's presence, or a prefix's, is one lookup in the course index; and the rank (query words in the title and the
 * author's name) comes with the posting. FTS5 and GIN read or merge whole posting lists and cost 1 to 60 ms at a
 * million courses; this reads only what it returns (docs/performance.md). `course_search` stays as the documents
 * (SQLite's tokenizer, PostgreSQL's lexemes); GIN is no longer read and is dropped. `course_search_terms.ndoc` (now on
 * SQLite too) picks the rarest word to read first and a prefix's most common words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create table course_search_postings (
      term text collate "C" not null, course_id integer not null, field smallint not null,
      primary key (term, course_id)
    )`.execute(db);
    await sql`drop index if exists course_search_document_idx`.execute(db);
  } else {
    await sql`create table course_search_postings (
      term text not null, course_id integer not null, field integer not null,
      primary key (term, course_id)
    ) without rowid`.execute(db);
    await sql`alter table course_search_terms add column ndoc integer not null default 0`.execute(db);
  }
  // Filled, and its course index (course_id, term, field) built after the fill.
  await rebuildSearchIndex(db);
  await sql`analyze course_search_terms`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists course_search_postings`.execute(db);
  if (dialectOf(db) === 'postgres')
    await sql`create index if not exists course_search_document_idx on course_search using gin (document)`.execute(
      db,
    );
  else await sql`alter table course_search_terms drop column ndoc`.execute(db);
}
