import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';

interface SearchDocument {
  id: number;
  title: string;
  content: string;
  author: string;
  tags: string;
}

const CHUNK = 500;

/** Loads the text that search ranks for the given courses: title, description, tags and author. */
async function loadDocuments(db: Db, courseIds: readonly number[]): Promise<SearchDocument[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .selectFrom('courses')
    .innerJoin('users', 'users.id', 'courses.user_id')
    .select(['courses.id', 'courses.title', 'courses.content', 'users.name as author'])
    .where('courses.id', 'in', courseIds)
    .execute();
  const tags = await db
    .selectFrom('course_tags')
    .innerJoin('tags', 'tags.id', 'course_tags.tag_id')
    .select(['course_tags.course_id', 'tags.name'])
    .where('course_tags.course_id', 'in', courseIds)
    .execute();
  const byCourse = new Map<number, string[]>();
  for (const t of tags) byCourse.set(t.course_id, [...(byCourse.get(t.course_id) ?? []), t.name]);
  return rows.map((r) => ({ ...r, tags: (byCourse.get(r.id) ?? []).join(' ') }));
}

/** Rebuilds the full-text entries of the given courses (call after any write to their searchable text). */
export async function indexCourses(db: Db, courseIds: readonly number[]): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (let i = 0; i < courseIds.length; i += CHUNK) {
    const ids = courseIds.slice(i, i + CHUNK);
    const docs = await loadDocuments(db, ids);
    const idList = sql.join(ids.map((id) => sql`${id}`));
    if (postgres) await sql`delete from course_search where course_id in (${idList})`.execute(db);
    else await sql`delete from course_search where rowid in (${idList})`.execute(db);
    if (docs.length === 0) continue;
    const values = sql.join(
      docs.map((d) => sql`(${d.id}, ${d.title}, ${stripHtml(d.content)}, ${d.tags}, ${d.author})`),
    );
    if (postgres) {
      await sql`insert into course_search (course_id, title, body, tags, author) values ${values}`.execute(
        db,
      );
      // The lexemes of the new documents, for the last-word prefix lookup (migration 20261130T0100).
      // Counts of lexemes listed before stay as they were (no row lock shared by every write of a common word).
      await sql`insert into course_search_terms (term, ndoc)
        select l.term, count(*) from course_search s cross join unnest(tsvector_to_array(s.document)) l(term)
        where s.course_id in (${idList}) group by l.term
        on conflict do nothing`.execute(db);
    } else {
      await sql`insert into course_search (rowid, title, body, tags, author) values ${values}`.execute(db);
      await recordTerms(db, ftsWords(docs.flatMap((d) => [d.title, stripHtml(d.content), d.tags, d.author])));
    }
  }
}

/**
 * The tokenizer of the catalogue's FTS5 index (migration 20261121T0500-create-course-search), run on a private
 * in-memory table: the words a text is indexed as, exactly as the index makes them (Porter stems included).
 */
const FTS_TOKENIZE = 'porter unicode61 remove_diacritics 2';
let tokenizer: ((texts: readonly string[]) => Array<{ doc: number; term: string }>) | undefined;

function tokenize(texts: readonly string[]): Array<{ doc: number; term: string }> {
  if (!tokenizer) {
    const mem = new SQLite(':memory:');
    mem.exec(`create virtual table t using fts5(x, tokenize = '${FTS_TOKENIZE}');
      create virtual table v using fts5vocab(t, instance)`);
    const insert = mem.prepare('insert into t (rowid, x) values (?, ?)');
    const read = mem.prepare<[], { doc: number; term: string }>(
      'select doc, term from v order by doc, offset',
    );
    const clear = mem.prepare('delete from t');
    tokenizer = mem.transaction((batch: readonly string[]) => {
      for (const [i, text] of batch.entries()) insert.run(i + 1, text);
      const rows = read.all();
      clear.run();
      return rows;
    });
  }
  return tokenizer(texts);
}

/** The distinct index words of some texts. */
function ftsWords(texts: readonly string[]): string[] {
  return [...new Set(tokenize(texts).map((r) => r.term))];
}

/** The index word a query word becomes (its stem), or null when it is not exactly one word. */
export function ftsWord(word: string): string | null {
  const rows = tokenize([word]);
  return rows.length === 1 ? (rows[0]?.term ?? null) : null;
}

/** Adds index words to `course_search_terms` (SQLite), the list a last-word prefix is looked up in. */
async function recordTerms(db: Db, terms: readonly string[]): Promise<void> {
  for (let i = 0; i < terms.length; i += CHUNK) {
    const values = sql.join(terms.slice(i, i + CHUNK).map((t) => sql`(${t})`));
    await sql`insert or ignore into course_search_terms (term) values ${values}`.execute(db);
  }
}

/**
 * Reads every word of the full-text index into `course_search_terms` (the FTS5 vocabulary on SQLite, the
 * documents' lexemes with their document counts, recounted, on PostgreSQL): for text written to `course_search`
 * other than by `indexCourses`, such as the scale bench's bulk copies.
 */
export async function recordAllSearchTerms(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`insert into course_search_terms (term, ndoc)
      select word, ndoc from ts_stat('select document from course_search')
      on conflict (term) do update set ndoc = excluded.ndoc`.execute(db);
    return;
  }
  await sql`create virtual table temp.course_search_vocab using fts5vocab(main, course_search, row)`.execute(
    db,
  );
  try {
    await sql`insert or ignore into course_search_terms (term) select term from temp.course_search_vocab`.execute(
      db,
    );
  } finally {
    await sql`drop table temp.course_search_vocab`.execute(db);
  }
}

/** Removes courses from the search index. */
export async function unindexCourses(db: Db, courseIds: readonly number[]): Promise<void> {
  if (courseIds.length === 0) return;
  const idList = sql.join(courseIds.map((id) => sql`${id}`));
  const key = dialectOf(db) === 'postgres' ? sql.raw('course_id') : sql.raw('rowid');
  await sql`delete from course_search where ${key} in (${idList})`.execute(db);
}

const ASCII = /^[\x20-\x7e]*$/;

/** The words of a text as search compares them: accents dropped, lower case, letters and digits only. */
function wordsOf(text: string): string[] {
  // Most titles and names are plain ASCII: the Unicode normalisation and classes are not needed for them.
  if (ASCII.test(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Turns a user's keyword into prefix terms safe for FTS5 MATCH and to_tsquery: letters and digits only. */
export function searchTerms(keyword: string): string[] {
  return wordsOf(keyword).slice(0, 8);
}

/** Weight of a query word found in the title, and in the author's name (the weights bm25 gave those fields). */
const TITLE_WEIGHT = 10;
const AUTHOR_WEIGHT = 5;
/** A text word this long or longer also answers a query word it begins (stemming's "networks" for "network"). */
const STEM_MIN = 4;

function answers(term: string, words: readonly string[]): boolean {
  return words.some((w) => w.startsWith(term) || (w.length >= STEM_MIN && term.startsWith(w)));
}

/**
 * How a search match is ranked: for each query word, TITLE_WEIGHT when a word of the title starts with it and
 * AUTHOR_WEIGHT when one of the author's name does (a match found only in the description or tags scores 0).
 * Read from the course row, not the full-text index, so ranking costs the same at any catalogue size.
 */
export function titleScore(terms: readonly string[], title: string, author: string): number {
  const titleWords = wordsOf(title);
  const authorWords = wordsOf(author);
  let score = 0;
  for (const t of terms) {
    if (answers(t, titleWords)) score += TITLE_WEIGHT;
    if (answers(t, authorWords)) score += AUTHOR_WEIGHT;
  }
  return score;
}

function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
