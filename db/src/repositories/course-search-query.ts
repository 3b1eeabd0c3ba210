import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import { ftsWord } from './course-search.repository';

/**
 * One word of a search as the index holds it: the index terms any of which a matching course must hold (a word's
 * forms, or the whole words its prefix begins) and how many documents hold them, as last counted.
 */
export interface TermGroup {
  terms: string[];
  /** For the last word: the forms it begins terms with (a course is checked by these, whatever their number). */
  prefixes: string[] | null;
  ndoc: number;
}

/**
 * A search of one word reads the postings of at most this many of the terms its prefix begins, the most common (a
 * prefix of one or two letters begins hundreds). With other words it is checked against every term it begins.
 */
export const PREFIX_TERMS_MAX = 32;
/** Above every character: `term < prefix || TOP` bounds the terms a prefix begins. */
const TOP = String.fromCodePoint(0x10ffff);

/** The index terms beginning with any of the prefixes, the most common first, at most PREFIX_TERMS_MAX. */
async function prefixGroup(db: Db, prefixes: readonly string[]): Promise<TermGroup> {
  const { rows } = await sql<{ term: string; ndoc: number }>`select term, ndoc from course_search_terms
    where ${sql.join(
      prefixes.map((p) => sql`(term >= ${p} and term < ${p + TOP})`),
      sql` or `,
    )}
    order by ndoc desc, term limit ${PREFIX_TERMS_MAX}`.execute(db);
  return {
    terms: rows.map((r) => r.term),
    prefixes: [...prefixes],
    ndoc: rows.reduce((n, r) => n + Number(r.ndoc), 0),
  };
}

/** The document counts of whole terms (0 for a term the index does not hold). */
async function countsOf(db: Db, terms: readonly string[]): Promise<Map<string, number>> {
  if (terms.length === 0) return new Map();
  const { rows } = await sql<{ term: string; ndoc: number }>`select term, ndoc from course_search_terms
    where term in (${sql.join(terms.map((t) => sql`${t}`))})`.execute(db);
  return new Map(rows.map((r) => [r.term, Number(r.ndoc)]));
}

/**
 * Each query word's index terms. A word is stemmed as the index stems it: on SQLite by the FTS5 tokenizer the
 * documents were split with (`ftsWord`); on PostgreSQL into its `simple` and `english` lexemes, either of which a
 * document may hold. The last word matches as a prefix: the whole terms its forms begin. A word the index does not
 * hold answers null (no course can match).
 */
export async function termGroups(db: Db, words: readonly string[]): Promise<TermGroup[] | null> {
  const forms =
    dialectOf(db) === 'postgres' ? await postgresForms(db, words) : words.map((w) => sqliteForms(w));
  const groups: TermGroup[] = [];
  const counts = await countsOf(db, forms.slice(0, -1).flat());
  for (const [i, wordForms] of forms.entries()) {
    if (wordForms.length === 0) continue; // a stop word of every configuration: it narrows nothing
    const group =
      i === forms.length - 1
        ? await prefixGroup(db, wordForms)
        : {
            terms: wordForms.filter((t) => counts.has(t)),
            prefixes: null,
            ndoc: wordForms.reduce((n, t) => n + (counts.get(t) ?? 0), 0),
          };
    if (group.terms.length === 0) return null;
    groups.push(group);
  }
  return groups;
}

/** A word's index form on SQLite: its Porter stem (none when the tokenizer does not make it one word). */
function sqliteForms(word: string): string[] {
  const stem = ftsWord(word);
  return stem === null ? [] : [stem];
}

/** Each word's distinct lexemes in the two configurations the documents are made with, in one round trip. */
async function postgresForms(db: Db, words: readonly string[]): Promise<string[][]> {
  const { rows } = await sql<{ i: number; lexeme: string }>`
    select distinct t.i::int as i, l.lexeme from unnest(${[...words]}::text[]) with ordinality t(word, i)
    cross join (values ('simple'), ('english')) c(config)
    cross join lateral unnest(tsvector_to_array(to_tsvector(c.config::regconfig, t.word))) l(lexeme)`.execute(
    db,
  );
  return words.map((_, i) => rows.filter((r) => r.i === i + 1).map((r) => r.lexeme));
}

/** Weight of a query word found in the title, and in the author's name (bits 2 and 1 of a posting's `field`). */
const TITLE_WEIGHT = 10;
const AUTHOR_WEIGHT = 5;

/** A group's score for one course: TITLE_WEIGHT when one of its terms is in the title, AUTHOR_WEIGHT in the author. */
function groupScore(field: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(max(${field} & 2) * ${sql.lit(TITLE_WEIGHT / 2)} + max(${field} & 1) * ${sql.lit(AUTHOR_WEIGHT)})`;
}

/**
 * A group's terms among one course's postings (alias `o`, read by the course index): a word's forms, or for the
 * last word every term its forms begin (a range of that course's terms, one lookup however many words it begins).
 */
function termsOf(group: TermGroup): RawBuilder<unknown> {
  if (group.prefixes === null) return sql`o.term in (${sql.join(group.terms.map((t) => sql`${t}`))})`;
  return sql`(${sql.join(
    group.prefixes.map((p) => sql`(o.term >= ${p} and o.term < ${p + TOP})`),
    sql` or `,
  )})`;
}

/** One page of a search: its courses, best first, and how many matches were ranked. */
export interface SearchPage {
  ids: number[];
  total: number;
}

/**
 * One page of the newest `window` published courses holding a term of every group and passing the filter, ranked
 * by score (TITLE_WEIGHT per query word in the title, AUTHOR_WEIGHT in the author's name; newest first among
 * equals), with how many there are. `filter` is the condition on the courses alias `c` (published, category,
 * sub-category). One statement on both databases:
 * - the rarest group drives: its terms' postings are read newest first along the primary key (several terms:
 *   SQLite merges their ordered ranges in a compound select, PostgreSQL takes each term's newest matches apart),
 *   so only the postings down to the window's last match are read; each course is checked against the filter by
 *   the courses index and probed for the other groups by the postings' course index. A search reads at most the
 *   rarest word's postings, however its words and the filter meet (walking a category's courses instead was
 *   tried: two common words that seldom meet, `cikgu aisyah`, read 600,000 courses for 10 matches);
 * - the window is scored from the same course index, ranked, counted and paged inside the database.
 */
export async function searchPage(
  db: Db,
  groups: readonly TermGroup[],
  filter: RawBuilder<unknown>,
  window: number,
  limit: number,
  offset: number,
): Promise<SearchPage> {
  // A group of several terms drives only when it is alone: each of its terms is a merged arm that reads on until
  // a course of it passes, so a term that never meets the other words would be read to its end.
  const [driving, ...others] = [...groups].sort(
    (a, b) => Number(a.terms.length > 1) - Number(b.terms.length > 1) || a.ndoc - b.ndoc,
  );
  if (!driving) return { ids: [], total: 0 };
  // A scalar probe, not EXISTS: PostgreSQL turns EXISTS into a semi-join and, misjudging a prefix's range of terms
  // as a row or two, read every posting of the prefix to join them (`cikgu aisyah`: 51,805 rows, 400 ms).
  const holds = (g: TermGroup) =>
    sql`(select 1 from course_search_postings o where o.course_id = p.course_id and ${termsOf(g)} limit 1) is not null`;
  const arm = (term: RawBuilder<unknown>) => sql`select p.course_id as id
    from course_search_postings p join courses c on c.id = p.course_id
    where p.term = ${term} and ${sql.join([filter, ...others.map(holds)], sql` and `)}`;
  const matches =
    dialectOf(db) === 'postgres' && driving.terms.length > 1
      ? // PostgreSQL answers a compound select by reading every arm whole and sorting (it does not merge them
        // here): each term's newest `window` matches instead, the union of those ranked.
        sql`select distinct t.id from unnest(${driving.terms}::text[]) d(term) cross join lateral (
          ${arm(sql`d.term`)} order by p.course_id desc limit ${window}) t order by t.id desc limit ${window}`
      : sql`${sql.join(
          driving.terms.map((t) => arm(sql`${t}`)),
          sql` union `,
        )} order by id desc limit ${window}`;
  const score = sql.join(
    groups.map(
      (g) => sql`(select ${groupScore(sql`o.field`)} from course_search_postings o
        where o.course_id = m.id and ${termsOf(g)})`,
    ),
    sql` + `,
  );
  const { rows } = await sql<{ id: number; total: number }>`select m.id, count(*) over () as total
    from (${matches}) m order by ${score} desc, m.id desc limit ${limit} offset ${offset}`.execute(db);
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.total) };
  if (offset === 0) return { ids: [], total: 0 };
  // Past the last page: the count alone.
  const { rows: count } = await sql<{ n: number }>`select count(*) as n from (${matches}) m`.execute(db);
  return { ids: [], total: Number(count[0]?.n ?? 0) };
}
