import SQLite from 'better-sqlite3';
import { type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';
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

/**
 * Rebuilds the search entries of the given courses (call after any write to their searchable text): the document
 * in `course_search` and its postings in `course_search_postings`, each term once per course with where it occurs
 * (bit 2 the title, bit 1 the author's name), replacing the old ones.
 */
export async function indexCourses(db: Db, courseIds: readonly number[]): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (let i = 0; i < courseIds.length; i += CHUNK) {
    const ids = courseIds.slice(i, i + CHUNK);
    const docs = await loadDocuments(db, ids);
    await removeDocuments(db, ids);
    if (docs.length === 0) continue;
    const values = sql.join(
      docs.map((d) => sql`(${d.id}, ${d.title}, ${stripHtml(d.content)}, ${d.tags}, ${d.author})`),
    );
    if (postgres) {
      await sql`insert into course_search (course_id, title, body, tags, author) values ${values}`.execute(
        db,
      );
      await sql`insert into course_search_postings (term, course_id, field)
        select term, course_id, field from (${postgresPostings(sql`course_id in (${idList(ids)})`)}) x`.execute(
        db,
      );
    } else {
      await sql`insert into course_search (rowid, title, body, tags, author) values ${values}`.execute(db);
      const postings = sqlitePostings(docs.map((d) => ({ ...d, content: stripHtml(d.content) })));
      for (let k = 0; k < postings.length; k += ROWS) {
        const rows = sql.join(
          postings.slice(k, k + ROWS).map((p) => sql`(${p.term}, ${p.courseId}, ${p.field})`),
        );
        await sql`insert into course_search_postings (term, course_id, field) values ${rows}`.execute(db);
      }
    }
    // New terms are listed with this batch's count; terms listed before keep theirs (no row lock shared by every
    // write of a common word; `recountSearchTerms` recounts them).
    await sql`insert into course_search_terms (term, ndoc)
      select term, count(*) from course_search_postings where course_id in (${idList(ids)}) group by term
      on conflict do nothing`.execute(db);
  }
}

/** Rows per insert of postings (3 values each, well inside SQLite's bound on parameters). */
const ROWS = 2000;

function idList(ids: readonly number[]) {
  return sql.join(ids.map((id) => sql`${id}`));
}

/** A course's term with where it occurs: bit 2 the title, bit 1 the author's name. */
interface Posting {
  term: string;
  courseId: number;
  field: number;
}

/** SQLite postings of documents, split by the index's own tokenizer, each field apart. */
function sqlitePostings(docs: readonly SearchDocument[]): Posting[] {
  const fields = docs.flatMap((d) => [d.title, d.author, d.content, d.tags]);
  const bits = [2, 1, 0, 0];
  const byKey = new Map<string, Posting>();
  for (const { doc, term } of tokenize(fields)) {
    const courseId = docs[Math.floor((doc - 1) / 4)]?.id ?? 0;
    const bit = bits[(doc - 1) % 4] ?? 0;
    const key = `${courseId} ${term}`;
    const known = byKey.get(key);
    if (known) known.field |= bit;
    else byKey.set(key, { term, courseId, field: bit });
  }
  return [...byKey.values()];
}

/**
 * PostgreSQL postings of the documents `where` picks: every lexeme of the stored document, with bit 2 when the
 * title's lexemes (both configurations, as the document has them) hold it and bit 1 when the author's do.
 */
function postgresPostings(where: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`select term, course_id, (max(bit & 2) | max(bit & 1))::smallint as field from (
      select course_id, unnest(tsvector_to_array(document)) as term, 0 as bit from course_search where ${where}
      union all select course_id, unnest(tsvector_to_array(to_tsvector('simple', title) || to_tsvector('english', title))), 2
        from course_search where ${where}
      union all select course_id, unnest(tsvector_to_array(to_tsvector('simple', author))), 1
        from course_search where ${where}
    ) x group by term, course_id`;
}

/** Removes courses' documents and their postings (the terms stay listed, with their counts). */
async function removeDocuments(db: Db, courseIds: readonly number[]): Promise<void> {
  const ids = idList(courseIds);
  await sql`delete from course_search_postings where course_id in (${ids})`.execute(db);
  const key = dialectOf(db) === 'postgres' ? sql.raw('course_id') : sql.raw('rowid');
  await sql`delete from course_search where ${key} in (${ids})`.execute(db);
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

/** Query words already turned into index words: searches repeat their words, and each costs a tokenizer run. */
const stems = new Map<string, string | null>();
const STEMS_KEPT = 5000;

/** The index word a query word becomes (its stem), or null when it is not exactly one word. */
export function ftsWord(word: string): string | null {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const rows = tokenize([word]);
  const stem = rows.length === 1 ? (rows[0]?.term ?? null) : null;
  if (stems.size >= STEMS_KEPT) stems.clear();
  stems.set(word, stem);
  return stem;
}

/**
 * Rebuilds every posting and term count from the documents in `course_search`: for documents written other than by
 * `indexCourses` (the scale bench's bulk copies) and by the migration that made the postings. SQLite reads the FTS5
 * index's own record of each word's document and column; PostgreSQL splits the stored documents again. Inserted in
 * key order, so the primary key is built by appending.
 */
export async function rebuildSearchIndex(db: QueryExecutorProvider): Promise<void> {
  await sql`drop index if exists course_search_postings_course_idx`.execute(db);
  await sql`delete from course_search_postings`.execute(db);
  await sql`delete from course_search_terms`.execute(db);
  if (dialectOf(db) === 'postgres') {
    await sql`insert into course_search_postings (term, course_id, field)
      select term, course_id, field from (${postgresPostings(sql`true`)}) x order by term, course_id`.execute(
      db,
    );
  } else {
    await sql`create virtual table temp.course_search_instances using fts5vocab(main, course_search, instance)`.execute(
      db,
    );
    try {
      await sql`insert into course_search_postings (term, course_id, field)
        select term, doc, max(case col when 'title' then 2 else 0 end) | max(case col when 'author' then 1 else 0 end)
        from temp.course_search_instances group by term, doc`.execute(db);
    } finally {
      await sql`drop table temp.course_search_instances`.execute(db);
    }
  }
  await sql`insert into course_search_terms (term, ndoc)
    select term, count(*) from course_search_postings group by term`.execute(db);
  // Each course's terms in order: whether a course holds a word, or any word a prefix begins, is one lookup, and a
  // course's postings are removed by it. Built in one pass once the postings are in.
  await sql`create index course_search_postings_course_idx on course_search_postings (course_id, term, field)`.execute(
    db,
  );
}

/** How many terms one recount statement covers: each a count of its postings, a short write on SQLite. */
const RECOUNT_TERMS = 200;

/**
 * Counts again how many courses hold each listed term, and drops the terms none holds any more. `indexCourses`
 * lists a new term with its first batch's count and leaves the counts of terms it finds listed (no row every
 * write of a common word would lock), so a word that grows common is under-counted until this runs: the counts
 * choose which word a search reads first and a short prefix's words, never its matches. In batches of terms, so
 * that no statement holds SQLite's one writer for long.
 */
export async function recountSearchTerms(db: Db): Promise<number> {
  let after = '';
  let counted = 0;
  for (;;) {
    const { rows } = await sql<{ term: string }>`select term from course_search_terms where term > ${after}
      order by term limit ${RECOUNT_TERMS}`.execute(db);
    const last = rows[rows.length - 1]?.term;
    if (last === undefined) return counted;
    await db.transaction().execute(async (trx) => {
      await sql`update course_search_terms set ndoc = (select count(*) from course_search_postings p
        where p.term = course_search_terms.term) where term > ${after} and term <= ${last}`.execute(trx);
      await sql`delete from course_search_terms where term > ${after} and term <= ${last} and ndoc = 0`.execute(
        trx,
      );
    });
    counted += rows.length;
    after = last;
  }
}

/** Removes courses from the search index. */
export async function unindexCourses(db: Db, courseIds: readonly number[]): Promise<void> {
  if (courseIds.length === 0) return;
  await removeDocuments(db, courseIds);
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

function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
