import { createDb } from '@mahir/db';
import { catalogueRepository } from '@mahir/db/repositories/catalogue.repository';
import { searchTerms } from '@mahir/db/repositories/course-search.repository';
import { sql } from 'kysely';

// Checks on a generated PostgreSQL scale database that the catalogue search finds the same candidates as the plain
// full-text query it replaces (every term in both configurations, the last as a prefix, the newest 1,000 published
// matches): `npx tsx tests/bench/search-compare.ts <postgres url>`. Exits 1 when any keyword differs.
const url = process.argv[2];
if (!url) throw new Error('usage: search-compare.ts <postgres url>');
const db = createDb({ url });
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
  'k',
  'pe',
  'running',
];
let differ = 0;
for (const keyword of KEYWORDS) {
  const terms = searchTerms(keyword);
  const got = await catalogueRepository.search(
    db,
    { categoryIds: null, subCategoryId: null },
    terms,
    1000,
    0,
  );
  const query = sql.join(
    terms.map((t, i) => {
      const term = i === terms.length - 1 ? `${t}:*` : t;
      return sql`(to_tsquery('simple', ${term}) || to_tsquery('english', ${term}))`;
    }),
    sql` && `,
  );
  const { rows } = await sql<{
    id: number;
  }>`select c.id from course_search s join courses c on c.id = s.course_id
    where s.document @@ (${query}) and c.status_id = 1 order by c.id desc limit 1000`.execute(db);
  const expected = new Set(rows.map((r) => r.id));
  const same =
    got.total === rows.length && got.ids.length === expected.size && got.ids.every((id) => expected.has(id));
  if (!same) differ++;
  console.log(`${same ? 'same' : 'DIFFERENT'}  ${keyword}: ${got.total} / ${rows.length}`);
}
await db.destroy();
process.exit(differ === 0 ? 0 : 1);
