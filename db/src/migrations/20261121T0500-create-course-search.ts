import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect-kind';

/**
 * Ranked full-text search over title, description, tags and author.
 * SQLite: an FTS5 table keyed by rowid = course id with Porter stemming over unicode61 (English stems, Malay words kept whole).
 * PostgreSQL: a table with a weighted tsvector (english + simple configurations) and a GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create table course_search (
      course_id integer primary key references courses(id) on delete cascade,
      title text not null, body text not null, tags text not null, author text not null,
      document tsvector generated always as (
        setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('simple', tags), 'B') || setweight(to_tsvector('simple', author), 'B') ||
        setweight(to_tsvector('simple', body), 'C') || setweight(to_tsvector('english', body), 'C')
      ) stored
    )`.execute(db);
    await sql`create index course_search_document_idx on course_search using gin (document)`.execute(db);
  } else {
    await sql`create virtual table course_search using fts5(
      title, body, tags, author,
      tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists course_search`.execute(db);
}
