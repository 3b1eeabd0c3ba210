import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import { ftsWord, titleScore } from './course-search.repository';

/** Only published courses are listed (courses.status_id). */
const PUBLISHED = 1;

/**
 * How many matches a keyword search ranks: the newest this many that pass the filter. A narrower search (most
 * of them) ranks every match; a broad one ranks its newest 1,000, so ranking and counting read at most that
 * many rows at any catalogue size (finding the matches still reads the words' postings: docs/performance.md,
 * scale bench). Its total is then at most this many (84 pages of 12).
 */
export const SEARCH_CANDIDATES = 1000;
/**
 * How many of the newest course ids a PostgreSQL search reads first when its words' document counts are not
 * known (widened while too few match); with counts, the window where SEARCH_CANDIDATES should match, at least
 * SEARCH_WINDOW_MIN.
 */
export const SEARCH_WINDOW = 20_000;
export const SEARCH_WINDOW_MIN = 2_000;
/** A PostgreSQL search that at least this share of the catalogue matches tests the newest documents one by one. */
export const DENSE_SHARE = 0.1;
/** Listing totals count at most this many courses (834 pages of 12), for the same reason. */
export const LISTING_COUNT_CAP = 10_000;

/** What a catalogue listing is narrowed to; null means no narrowing on that level. */
export interface CatalogueFilter {
  categoryIds: readonly number[] | null;
  subCategoryId: number | null;
}

/** The columns a course card is built from, author and banner joined. */
export interface CardRow {
  id: number;
  hashslug: string;
  title: string;
  sell_price: number;
  discount: number;
  discount_active: number;
  special_invitation: number;
  feedback_count: number;
  rating_sum: number;
  subscriber_count: number;
  discussion_count: number;
  author_name: string;
  author_username: string;
  author_first_name: string | null;
  banner_slug: string | null;
  banner_ext: string | null;
}

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  kind: string;
}

export interface SubCategoryRow {
  id: number;
  category_id: number;
  name: string;
  slug: string;
  /** The partner's logo file, when it has one. */
  logo_slug: string | null;
  logo_ext: string | null;
}

/** `column in (...)` for category ids; an empty list matches nothing. */
function categoryIn(ids: readonly number[], column: RawBuilder<unknown>): RawBuilder<unknown> {
  if (ids.length === 0) return sql`1 = 0`;
  if (ids.length === 1) return sql`${column} = ${ids[0]}`;
  return sql`${column} in (${sql.join(ids.map((id) => sql`${id}`))})`;
}

/**
 * `and ...` conditions on the courses alias `c` for a filter (the published check is always there). `bySearchId`
 * (SQLite's search candidates): the sub-category is compared with unary plus, so that the course of each match is
 * looked up by id in `courses_search_cover_idx`, which holds every column the search reads, rather than in the
 * listing index (equal on all four columns, but the title then read from the row).
 */
function filterSql(filter: CatalogueFilter, bySearchId = false): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`c.status_id = ${PUBLISHED}`];
  if (filter.categoryIds !== null) parts.push(categoryIn(filter.categoryIds, sql`c.category_id`));
  if (filter.subCategoryId !== null)
    parts.push(
      bySearchId
        ? sql`+c.sub_category_id = ${filter.subCategoryId}`
        : sql`c.sub_category_id = ${filter.subCategoryId}`,
    );
  return sql.join(parts, sql` and `);
}

/** FTS5 keeps prefix indexes of 2 and 3 letters (migration 20261121T0500), read lazily like whole words. */
const FTS_PREFIX_INDEXED = [2, 3];
/** A last word that begins more index words than this is left to FTS5's own prefix merge. */
const PREFIX_WORDS_MAX = 32;
/** Above every character: `term < prefix || TOP` bounds the words a prefix begins. */
const TOP = String.fromCodePoint(0x10ffff);

/**
 * FTS5 query: every term must match, the last one as a prefix; null when the prefix begins no indexed word.
 * FTS5 answers a prefix longer than its prefix indexes by merging, before the first match, the postings of every
 * word it begins, which for a common word reads them all (`telefon*`: 400,000 documents at a million courses).
 * So such a prefix is looked up in `course_search_terms` and asked as the whole words it begins, which FTS5 reads
 * lazily newest first: the same matches. A one-letter prefix becomes the word itself and the two-letter prefixes
 * after it, each read from the prefix index.
 */
async function ftsMatch(db: Db, terms: readonly string[]): Promise<string | null> {
  const head = terms.slice(0, -1).map((t) => `"${t}"`);
  const last = terms[terms.length - 1] ?? '';
  const native = [...head, `"${last}"*`].join(' ');
  const stem = ftsWord(last);
  const length = stem === null ? 0 : Array.from(stem).length;
  if (stem === null || FTS_PREFIX_INDEXED.includes(length)) return native;
  let words: string[];
  if (length === 1) {
    // The letter itself when it is a word, then each distinct first two letters after it: one index seek each.
    const { rows } = await sql<{ p: string | null }>`with recursive p(p) as (
        select (select substr(term, 1, 2) from course_search_terms where term >= ${stem} and term < ${stem + TOP}
          order by term limit 1)
        union all
        select (select substr(term, 1, 2) from course_search_terms
          where term > (case when length(p.p) < 2 then p.p else p.p || ${TOP} end)
          and term < ${stem + TOP} order by term limit 1) from p where p.p is not null limit ${PREFIX_WORDS_MAX + 1}
      ) select p from p where p is not null`.execute(db);
    words = rows.flatMap((r) => (r.p === null ? [] : [r.p.length === 1 ? `"${r.p}"` : `"${r.p}"*`]));
  } else {
    const { rows } = await sql<{ term: string }>`select term from course_search_terms
      where term >= ${stem} and term < ${stem + TOP} order by term limit ${PREFIX_WORDS_MAX + 1}`.execute(db);
    // A quoted word is stemmed again; a stem that a second stemming changes is left to the prefix merge.
    if (rows.some((r) => ftsWord(r.term) !== r.term)) return native;
    words = rows.map((r) => `"${r.term}"`);
  }
  if (words.length === 0) return null;
  if (words.length > PREFIX_WORDS_MAX) return native;
  return [...head, words.length === 1 ? words[0] : `(${words.join(' OR ')})`].join(' AND ');
}

/** A term in its plain or English-stemmed form (`:*` after it for a prefix), as a PostgreSQL tsquery. */
function tsTerm(term: string): RawBuilder<unknown> {
  return sql`(to_tsquery('simple', ${term}) || to_tsquery('english', ${term}))`;
}

/** A lexeme quoted for tsquery input, taken as it is (not normalised again). */
function tsLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A PostgreSQL search: its tsquery and how many documents match at most, as last counted (null: unknown). */
interface PostgresQuery {
  query: RawBuilder<unknown>;
  estimate: number | null;
}

/**
 * PostgreSQL tsquery: each term in its plain or English-stemmed form, the last one as a prefix; null when that
 * prefix begins no lexeme of the index. The prefix (`telefon:*`, in both forms) is looked up in
 * `course_search_terms` and, when it begins at most PREFIX_WORDS_MAX lexemes, asked as those whole lexemes ORed:
 * the same matches, but GIN reads whole lexemes lazily, skipping through a common one's postings with the rarer
 * words of the query, where a prefix is a partial match that collects every posting of every lexeme it begins
 * into a bitmap first (docs/performance.md). The estimate is the smallest of the terms' document counts
 * (`course_search_terms.ndoc`, counted when the lexeme was first listed: a guide to the plan, never to the matches).
 */
async function tsQuery(db: Db, terms: readonly string[]): Promise<PostgresQuery | null> {
  const head = terms.slice(0, -1).map(tsTerm);
  const last = terms[terms.length - 1] ?? '';
  const native = sql.join([...head, tsTerm(`${last}:*`)], sql` && `);
  // Each word as each configuration normalises it (the lexemes `to_tsquery` makes of it), with its count.
  const { rows: forms } = await sql<{ i: number; config: string; lexeme: string; ndoc: number | null }>`
    select t.i::int as i, c.config, l.lexeme, (select ndoc from course_search_terms where term = l.lexeme) as ndoc
    from unnest(${[...terms]}::text[]) with ordinality t(word, i)
    cross join (values ('simple'), ('english')) c(config)
    cross join lateral unnest(tsvector_to_array(to_tsvector(c.config::regconfig, t.word))) l(lexeme)`.execute(
    db,
  );
  const counts: number[] = [];
  for (let i = 1; i < terms.length; i++) {
    const lexemes = new Map(forms.filter((f) => f.i === i).map((f) => [f.lexeme, f.ndoc ?? 0]));
    counts.push([...lexemes.values()].reduce((a, b) => a + b, 0));
  }
  const lastForms = forms.filter((f) => f.i === terms.length);
  const simple = lastForms.filter((f) => f.config === 'simple');
  const smallest = (more: number[]) => (more.length === 0 ? null : Math.min(...more));
  // A word that a configuration splits into several lexemes is left to the prefix as it is.
  if (simple.length !== 1 || lastForms.length - simple.length > 1)
    return { query: native, estimate: smallest(counts) };
  const prefixes = [...new Set(lastForms.map((f) => f.lexeme))];
  const { rows } = await sql<{ term: string; ndoc: number }>`select distinct term, ndoc from (${sql.join(
    prefixes.map(
      (p) => sql`(select term, ndoc from course_search_terms where term >= ${p} and term < ${p + TOP}
        order by term limit ${PREFIX_WORDS_MAX + 1})`,
    ),
    sql` union all `,
  )}) x`.execute(db);
  if (rows.length === 0) return null;
  if (rows.length > PREFIX_WORDS_MAX) return { query: native, estimate: smallest(counts) };
  const words = sql`${rows.map((r) => tsLexeme(r.term)).join(' | ')}::tsquery`;
  return {
    query: sql.join([...head, words], sql` && `),
    estimate: smallest([...counts, rows.reduce((a, r) => a + r.ndoc, 0)]),
  };
}

/** A search match before ranking: the course and the words it is ranked by. */
interface CandidateRow {
  id: number;
  title: string;
  author: string;
}

/** The newest SEARCH_CANDIDATES matches on SQLite. */
async function sqliteCandidates(
  db: Db,
  filter: CatalogueFilter,
  terms: readonly string[],
): Promise<CandidateRow[]> {
  const match = await ftsMatch(db, terms);
  if (match === null) return [];
  // CROSS JOIN keeps the full-text index as the outer loop; left to itself SQLite may scan courses and re-run
  // the MATCH once per course. FTS5 yields matches in rowid order, so newest first stops after the candidates
  // without a sort.
  const { rows } =
    await sql<CandidateRow>`select s.rowid as id, c.title, u.name as author from course_search s
    cross join courses c on c.id = s.rowid
    join users u on u.id = c.user_id
    where course_search match ${match} and ${filterSql(filter, true)}
    order by s.rowid desc limit ${SEARCH_CANDIDATES}`.execute(db);
  return rows;
}

/**
 * The newest SEARCH_CANDIDATES matches on PostgreSQL. GIN answers a bitmap of every match in no order, so without
 * a bound the heap row of each match is read and sorted (52,037 rows for an author's name, 400,000 for a common
 * word at a million courses). From the terms' document counts:
 * - a query that at least DENSE_SHARE of the catalogue matches walks the newest documents and tests each
 *   (`ts_match_vq`, the function of `@@`, which GIN does not answer): about SEARCH_CANDIDATES / share rows, where
 *   the GIN bitmap of such a word holds hundreds of thousands of postings and turns lossy;
 * - otherwise the newest course ids where about SEARCH_CANDIDATES should match are searched (the GIN bitmap ANDed
 *   with the primary key's range, so only the matches inside the window are read), and the window widened to
 *   where the density found says enough will (at least fourfold, the whole catalogue when none matched).
 * The newest matches inside a window are the newest overall, so both give the same candidates.
 */
async function postgresCandidates(
  db: Db,
  filter: CatalogueFilter,
  terms: readonly string[],
): Promise<CandidateRow[]> {
  const search = await tsQuery(db, terms);
  if (search === null) return [];
  const { rows: top } = await sql<{
    hi: number | null;
  }>`select max(course_id) as hi from course_search`.execute(db);
  const hi = Number(top[0]?.hi ?? 0);
  if (search.estimate !== null && search.estimate >= hi * DENSE_SHARE) {
    // LATERAL keeps course_search outside, walked newest first along its primary key until enough pass; the
    // query is built once (a sub-select), not per document (`to_tsquery` is only stable).
    const { rows } = await sql<CandidateRow>`select c.id, c.title, c.author from course_search s
      cross join lateral (select c.id, c.title, u.name as author from courses c join users u on u.id = c.user_id
        where c.id = s.course_id and ${filterSql(filter)}) c
      where ts_match_vq(s.document, (select ${search.query}))
      order by s.course_id desc limit ${SEARCH_CANDIDATES}`.execute(db);
    return rows;
  }
  let window =
    search.estimate === null
      ? SEARCH_WINDOW
      : search.estimate <= SEARCH_CANDIDATES
        ? hi
        : Math.max(SEARCH_WINDOW_MIN, Math.ceil((1.25 * SEARCH_CANDIDATES * hi) / search.estimate));
  for (;;) {
    const lo = hi - window;
    const { rows } = await sql<CandidateRow>`select c.id, c.title, u.name as author from course_search s
      join courses c on c.id = s.course_id
      join users u on u.id = c.user_id
      where s.document @@ (${search.query}) ${lo > 0 ? sql`and s.course_id > ${lo}` : sql``}
        and ${filterSql(filter)}
      order by c.id desc limit ${SEARCH_CANDIDATES}`.execute(db);
    if (rows.length >= SEARCH_CANDIDATES || lo <= 0) return rows;
    window =
      rows.length === 0
        ? hi
        : Math.max(window * 4, Math.ceil(((window * SEARCH_CANDIDATES) / rows.length) * 1.25));
  }
}

/** Catalogue reads: categories and filters, ranked search and listing by id, and card rows. */
export const catalogueRepository = {
  /** Every category in menu order. */
  categories(db: Db): Promise<CategoryRow[]> {
    return db
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'kind'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  /** Every sub-category in menu order within its category. */
  subCategories(db: Db): Promise<SubCategoryRow[]> {
    return db
      .selectFrom('sub_categories as s')
      .leftJoin('media_files as logo', 'logo.id', 's.logo_media_id')
      .select([
        's.id',
        's.category_id',
        's.name',
        's.slug',
        'logo.hashslug as logo_slug',
        'logo.extension as logo_ext',
      ])
      .orderBy('s.category_id')
      .orderBy('s.position')
      .orderBy('s.id')
      .execute();
  },

  /**
   * Published course ids newest first (highest id), one page of them. Within one category the listing index is
   * read (already in id order inside a sub-category); across several categories, or all of them, SQLite walks the
   * primary key backwards and stops after the page, which beats sorting the whole index range.
   */
  async listIds(db: Db, filter: CatalogueFilter, limit: number, offset: number): Promise<number[]> {
    const broad = filter.subCategoryId === null && (filter.categoryIds?.length ?? 0) !== 1;
    const where =
      broad && dialectOf(db) === 'sqlite'
        ? sql`+c.status_id = ${PUBLISHED}${
            filter.categoryIds === null
              ? sql``
              : sql` and ${categoryIn(filter.categoryIds, sql`+c.category_id`)}`
          }`
        : filterSql(filter);
    const { rows } = await sql<{ id: number }>`select c.id from courses c where ${where}
      order by c.id desc limit ${limit} offset ${offset}`.execute(db);
    return rows.map((r) => r.id);
  },

  /** How many published courses the filter lists, counted up to LISTING_COUNT_CAP. */
  async countListed(db: Db, filter: CatalogueFilter): Promise<number> {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from (select 1 from courses c where ${filterSql(
      filter,
    )} limit ${LISTING_COUNT_CAP}) x`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  /**
   * One page of published course ids matching every term (the last as a prefix), most relevant first, with the
   * number of matches ranked. The newest SEARCH_CANDIDATES matches that pass the filter are gathered once (the
   * full-text index walked newest first and stopped there, with each match's title and author name from the
   * course row the filter reads anyway), then ranked by `titleScore` (query words in the title, then in the
   * author's name; newest first among equals), counted and paged. No full-text rank function runs: bm25 and
   * ts_rank read every posting of each word, or every candidate's whole document, and cost 10 to 60 ms at a
   * million courses (docs/performance.md).
   */
  async search(
    db: Db,
    filter: CatalogueFilter,
    terms: readonly string[],
    limit: number,
    offset: number,
  ): Promise<{ ids: number[]; total: number }> {
    if (terms.length === 0) return { ids: [], total: 0 };
    const rows =
      dialectOf(db) === 'postgres'
        ? await postgresCandidates(db, filter, terms)
        : await sqliteCandidates(db, filter, terms);
    const ranked = rows
      .map((r) => ({ id: Number(r.id), score: titleScore(terms, r.title, r.author) }))
      .sort((a, b) => b.score - a.score || b.id - a.id);
    return { ids: ranked.slice(offset, offset + limit).map((r) => r.id), total: rows.length };
  },

  /** Card rows of the given courses, in no particular order. */
  cards(db: Db, ids: readonly number[]): Promise<CardRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('courses as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('media_files as m', 'm.id', 'c.banner_media_id')
      .select([
        'c.id',
        'c.hashslug',
        'c.title',
        'c.sell_price',
        'c.discount',
        'c.discount_active',
        'c.special_invitation',
        'c.feedback_count',
        'c.rating_sum',
        'c.subscriber_count',
        'c.discussion_count',
        'u.name as author_name',
        'u.username as author_username',
        'u.first_name as author_first_name',
        'm.hashslug as banner_slug',
        'm.extension as banner_ext',
      ])
      .where('c.id', 'in', ids)
      .execute();
  },

  /** A course's id, category and sub-category by hashslug (any status). */
  courseBySlug(
    db: Db,
    hashslug: string,
  ): Promise<
    | { id: number; category_id: number; sub_category_id: number; user_id: number; status_id: number }
    | undefined
  > {
    return db
      .selectFrom('courses')
      .select(['id', 'category_id', 'sub_category_id', 'user_id', 'status_id'])
      .where('hashslug', '=', hashslug)
      .executeTakeFirst();
  },

  /** Hashslugs of published courses, most recently changed first, for the sitemap (at most `limit`). */
  publishedSlugs(db: Db, limit: number): Promise<{ hashslug: string; updated_at: unknown }[]> {
    return db
      .selectFrom('courses')
      .select(['hashslug', 'updated_at'])
      .where('status_id', '=', PUBLISHED)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /** A published course by id, or undefined. */
  publishedCourse(db: Db, id: number): Promise<{ id: number } | undefined> {
    return db
      .selectFrom('courses')
      .select('id')
      .where('id', '=', id)
      .where('status_id', '=', PUBLISHED)
      .executeTakeFirst();
  },

  /**
   * Published courses of a category, inside one sub-category or outside it, most subscribed first. The category
   * is always given so the listing index narrows the rows.
   */
  async popularIds(
    db: Db,
    where: { categoryId: number; subCategoryId: number; inside: boolean },
    excludeIds: readonly number[],
    limit: number,
  ): Promise<number[]> {
    let query = db
      .selectFrom('courses')
      .select('id')
      .where('status_id', '=', PUBLISHED)
      .where('category_id', '=', where.categoryId)
      .where('sub_category_id', where.inside ? '=' : '!=', where.subCategoryId)
      .orderBy('subscriber_count', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    if (excludeIds.length > 0) query = query.where('id', 'not in', excludeIds);
    const rows = await query.execute();
    return rows.map((r) => r.id);
  },
};
