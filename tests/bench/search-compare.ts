import { createDb, dialectOf } from '@mahir/db';
import { catalogueRepository, SEARCH_CANDIDATES } from '@mahir/db/repositories/catalogue.repository';
import { searchTerms } from '@mahir/db/repositories/course-search.repository';
import { PREFIX_TERMS_MAX, termGroups } from '@mahir/db/repositories/course-search-query';
import { type RawBuilder, sql } from 'kysely';

// Checks on a generated scale database (SQLite or PostgreSQL) that the catalogue search, which reads its own
// postings, finds the same candidates as the database's full-text engine over the same documents (every word, the
// last as a prefix, the newest SEARCH_CANDIDATES published matches): `npx tsx tests/bench/search-compare.ts <url>`. A lone word
// whose prefix begins more than PREFIX_TERMS_MAX terms reads only the most common of them: there every course found
// must match, and the count may be lower. Exits 1 when any keyword differs.
const url = process.argv[2];
if (!url) throw new Error('usage: search-compare.ts <database url>');
const db = createDb({ url });
const postgres = dialectOf(db) === 'postgres';
const KEYWORDS = [
  'python',
  'microsoft excel',
  'pembaikan telefon',
  'telefon',
  'kursus',
  'english form 4',
  'chong',
  'cikgu aisyah',
  'matem',
  'pemasa',
  'networking',
  'networks',
  'tiktok shop',
  'kopitiam',
  'zzzq',
  'tele',
  'matematik tahun 5',
  'k',
  'pe',
  'running',
];

/** The engine's own query for the words: FTS5 MATCH on SQLite, the tsquery in both configurations on PostgreSQL. */
function engineMatch(terms: readonly string[]): RawBuilder<unknown> {
  if (!postgres) {
    const match = terms.map((t, i) => (i === terms.length - 1 ? `"${t}"*` : `"${t}"`)).join(' ');
    return sql`s.rowid in (select rowid from course_search where course_search match ${match})`;
  }
  const query = sql.join(
    terms.map((t, i) => {
      const term = i === terms.length - 1 ? `${t}:*` : t;
      return sql`(to_tsquery('simple', ${term}) || to_tsquery('english', ${term}))`;
    }),
    sql` && `,
  );
  return sql`s.document @@ (${query})`;
}

const key = postgres ? sql.raw('s.course_id') : sql.raw('s.rowid');
let differ = 0;
for (const keyword of KEYWORDS) {
  const terms = searchTerms(keyword);
  const got = await catalogueRepository.search(
    db,
    { categoryIds: null, subCategoryId: null },
    terms,
    SEARCH_CANDIDATES,
    0,
  );
  const { rows } = await sql<{ id: number }>`select c.id from course_search s join courses c on c.id = ${key}
    where ${engineMatch(terms)} and c.status_id = 1 order by c.id desc limit ${SEARCH_CANDIDATES}`.execute(
    db,
  );
  const expected = new Set(rows.map((r) => Number(r.id)));
  const groups = await termGroups(db, terms);
  const truncated = terms.length === 1 && (groups?.[0]?.terms.length ?? 0) >= PREFIX_TERMS_MAX;
  let same: boolean;
  if (truncated) {
    const ids = got.ids.length === 0 ? [0] : got.ids;
    const { rows: matching } = await sql<{ n: number }>`select count(*) as n from course_search s
      where ${key} in (${sql.join(ids.map((id) => sql`${id}`))}) and ${engineMatch(terms)}`.execute(db);
    same = Number(matching[0]?.n ?? 0) === got.ids.length && got.total <= rows.length;
  } else {
    same =
      got.total === rows.length &&
      got.ids.length === expected.size &&
      got.ids.every((id) => expected.has(id));
  }
  if (!same) differ++;
  console.log(
    `${same ? 'same' : 'DIFFERENT'}  ${keyword}: ${got.total} / ${rows.length}${truncated ? ' (most common terms; every one found matches)' : ''}`,
  );
}
await db.destroy();
process.exit(differ === 0 ? 0 : 1);
