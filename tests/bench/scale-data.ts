import { type Db, dialectOf } from '@mahir/db';
import { rebuildSearchIndex } from '@mahir/db/repositories/course-search.repository';
import { salesSummaryRepository } from '@mahir/db/repositories/sales-summary.repository';
import { seedBulkCourses } from '@mahir/seed';
import { addMonths, malaysiaMonthRange, malaysiaYearMonth } from '@mahir/shared';
import { type RawBuilder, sql } from 'kysely';
import { approvedResellerIds, pickTable } from './pick-table';

// The scale bench's data (issue 18): on top of the demo, `courses` published courses and in proportion their
// tutors, chapters and modules, pupils, orders (with lines, subscriptions and reseller commissions) and login
// records, all by set-based SQL over a generated series (no row-by-row round trips). The first 10,000 courses
// are written by seedBulkCourses (varied Malay and English titles, tags, search documents); the rest copy their
// text with their own ids, slugs and tutors, so a keyword matches the same share of the catalogue at every size.
const TEMPLATE_COURSES = 10_000;
const COURSES_PER_TUTOR = 200;
const COURSES_PER_PUPIL = 10;
const CHAPTERS_PER_COURSE = 2;
const MODULES_PER_CHAPTER = 2;
/** One order per course, one login record per course (ten a year per pupil). */
const ORDERS_PER_COURSE = 1;
const LOGINS_PER_COURSE = 1;
/** The organization whose statistics and report the bench reads: the same size at every data size. */
export const SCALE_ORGANIZATION_MEMBERS = 200;
/** Pupils after the organization's members that own nothing: the scale bench's buyers (a course owned is refused). */
export const SCALE_BUYERS = 16;
const YEAR_SECONDS = 365 * 86_400;

const FIRST_NAMES = [
  'Aisyah',
  'Ahmad',
  'Nurul',
  'Muhammad',
  'Siti',
  'Chong',
  'Tan',
  'Lim',
  'Kavitha',
  'Rajesh',
  'Farah',
  'Hafiz',
  'Mei Ling',
  'Arjun',
  'Zainab',
  'Wei Jie',
  'Amirah',
  'Danial',
  'Priya',
  'Irfan',
];
const LAST_NAMES = [
  'Abdullah',
  'Ismail',
  'Rahman',
  'Hassan',
  'Wei Ming',
  'Siew Lan',
  'Kumar',
  'Yusof',
  'Omar',
  'Ramasamy',
  'Ibrahim',
  'Hamid',
  'Jaafar',
  'Kee Hong',
  'Nair',
  'Salleh',
  'Osman',
  'Zakaria',
  'Ahmad',
  'Mohd',
];

/** What the generator wrote, and how long it took. */
export interface ScaleData {
  courses: number;
  tutors: number;
  pupils: number;
  chapters: number;
  modules: number;
  orders: number;
  subscriptions: number;
  commissions: number;
  logins: number;
  organization: { id: number; month: number; year: number };
  ms: number;
}

async function maxId(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{
    m: number | string | null;
  }>`select max(id) as m from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.m ?? 0);
}

/** Rows `s.i` = 1..count, as a derived table both databases generate without storing it. */
function series(db: Db, count: number): RawBuilder<unknown> {
  return dialectOf(db) === 'postgres'
    ? sql`generate_series(1::bigint, ${sql.lit(count)}::bigint) as s(i)`
    : sql`(with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(count)}) select i from n) as s`;
}

/** An ISO-8601 UTC text timestamp (the schema's format) from epoch seconds. */
function isoAt(db: Db, seconds: RawBuilder<unknown>): RawBuilder<unknown> {
  return dialectOf(db) === 'postgres'
    ? sql`to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;
}

/** Users `base + 1 .. base + count` with one role, named from the name lists. */
async function insertUsers(db: Db, base: number, count: number, prefix: string, role: string, hash: string) {
  // Accounts of a running business: their email addresses verified (ordering asks for it).
  await sql`insert into users (id, email, password_hash, name, username, first_name, is_active, created_at, updated_at,
      email_verified_at)
    select ${sql.lit(base)} + s.i, ${prefix} || s.i || '@bench.my', ${hash},
      n.name || ' ' || s.i, ${prefix} || s.i, n.name, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z'
    from ${series(db, count)} join bench_names n on n.k = s.i % ${sql.lit(FIRST_NAMES.length * LAST_NAMES.length)}`.execute(
    db,
  );
  await sql`insert into user_roles (user_id, role)
    select id, ${role} from users where id > ${sql.lit(base)} and id <= ${sql.lit(base + count)}`.execute(db);
}

/** Copies the template courses' text to courses `first + T .. first + count - 1`, spread over the bench tutors. */
async function cloneCourses(db: Db, first: number, count: number, tutorBase: number, tutors: number) {
  const templates = Math.min(count, TEMPLATE_COURSES);
  const clones = count - templates;
  if (clones <= 0) return;
  const postgres = dialectOf(db) === 'postgres';
  const id = sql`${sql.lit(first + templates - 1)} + s.i`;
  const template = sql`${sql.lit(first)} + (s.i % ${sql.lit(templates)})`;
  await sql`insert into courses (id, hashslug, user_id, category_id, sub_category_id, kind, title, content, language,
      price_id, sell_price, discount, discount_active, recurring_id, status_id, is_tutor, is_active,
      special_invitation, banner_media_id, created_at, updated_at, published_at)
    select ${id}, 'k' || (${id}), ${sql.lit(tutorBase + 1)} + (s.i % ${sql.lit(tutors)}), t.category_id,
      t.sub_category_id, t.kind, t.title, t.content, t.language, t.price_id, t.sell_price, t.discount,
      t.discount_active, t.recurring_id, 1, t.is_tutor, 1, 0, t.banner_media_id, t.created_at, t.updated_at,
      t.published_at
    from ${series(db, clones)} join courses t on t.id = ${template}`.execute(db);
  await sql`insert into course_tags (course_id, tag_id)
    select ${id}, ct.tag_id from ${series(db, clones)} join course_tags ct on ct.course_id = ${template}`.execute(
    db,
  );
  const key = postgres ? sql.raw('course_id') : sql.raw('rowid');
  await sql`insert into course_search (${key}, title, body, tags, author)
    select ${id}, cs.title, cs.body, cs.tags, u.name
    from ${series(db, clones)} join course_search cs on cs.${key} = ${template}
    join users u on u.id = ${sql.lit(tutorBase + 1)} + (s.i % ${sql.lit(tutors)})`.execute(db);
  // The copies are new documents: their postings and the terms' counts are built from them.
  await rebuildSearchIndex(db);
}

/**
 * Generates the scale data for `courses` courses into a migrated database that holds the demo seed, then
 * refreshes the planner's statistics (`vacuum analyze` on PostgreSQL as autovacuum would, `analyze` on SQLite).
 */
export async function generateScaleData(db: Db, courses: number, now = new Date()): Promise<ScaleData> {
  const started = performance.now();
  const postgres = dialectOf(db) === 'postgres';
  const tutors = Math.max(1, Math.ceil(courses / COURSES_PER_TUTOR));
  const pupils = Math.max(SCALE_ORGANIZATION_MEMBERS, Math.ceil(courses / COURSES_PER_PUPIL));
  const hash = (
    await db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'student@demo.my')
      .executeTakeFirstOrThrow()
  ).password_hash;
  await pickTable(
    db,
    'bench_names',
    'name',
    FIRST_NAMES.flatMap((f) => LAST_NAMES.map((l) => `${f} ${l}`)),
  );

  // Tutors and pupils.
  const tutorBase = await maxId(db, 'users');
  await insertUsers(db, tutorBase, tutors, 'cikgu', 'tutor', hash);
  const pupilBase = tutorBase + tutors;
  await insertUsers(db, pupilBase, pupils, 'murid', 'student', hash);

  // Courses: templates through the seed's generator, then copies.
  const first = (await maxId(db, 'courses')) + 1;
  await seedBulkCourses(db, Math.min(courses, TEMPLATE_COURSES));
  // The copies join the templates: without statistics of them PostgreSQL takes the freshly seeded tables for
  // empty and joins each of a million copies by scanning every template's tags (hours at a million courses).
  if (postgres) await sql`analyze`.execute(db);
  await cloneCourses(db, first, courses, tutorBase, tutors);

  // Two chapters a course, two modules a chapter.
  const chapterBase = await maxId(db, 'chapters');
  await sql`insert into chapters (id, hashslug, course_id, title, position)
    select ${sql.lit(chapterBase)} + (c.id - ${sql.lit(first)}) * ${sql.lit(CHAPTERS_PER_COURSE)} + j.p + 1,
      'h' || (${sql.lit(chapterBase)} + (c.id - ${sql.lit(first)}) * ${sql.lit(CHAPTERS_PER_COURSE)} + j.p + 1),
      c.id, 'Bab ' || (j.p + 1), j.p
    from courses c cross join (select 0 as p union all select 1) j where c.id >= ${sql.lit(first)}`.execute(
    db,
  );
  const moduleBase = await maxId(db, 'modules');
  await sql`insert into modules (id, hashslug, course_id, chapter_id, title, position, duration, is_preview)
    select ${sql.lit(moduleBase)} + (ch.id - ${sql.lit(chapterBase + 1)}) * ${sql.lit(MODULES_PER_CHAPTER)} + j.p + 1,
      'm' || (${sql.lit(moduleBase)} + (ch.id - ${sql.lit(chapterBase + 1)}) * ${sql.lit(MODULES_PER_CHAPTER)} + j.p + 1),
      ch.course_id, ch.id, 'Video ' || (j.p + 1), j.p, 120 + (ch.id * 37) % 1500,
      case when ch.position = 0 and j.p = 0 then 1 else 0 end
    from chapters ch cross join (select 0 as p union all select 1) j where ch.id > ${sql.lit(chapterBase)}`.execute(
    db,
  );

  const organization = await generateActivity(db, { first, courses, pupilBase, pupils }, now);

  await sql`drop table bench_names`.execute(db);
  if (postgres)
    for (const t of ['users', 'courses', 'chapters', 'modules', 'orders'])
      await sql`select setval(pg_get_serial_sequence(${t}, 'id'), max(id)) from ${sql.table(t)}`.execute(db);
  // Bulk-loaded orders raise no events, so their summaries are counted the way the migration counts them.
  await db.transaction().execute((trx) => salesSummaryRepository.rebuild(trx));
  await (postgres ? sql`vacuum analyze` : sql`analyze`).execute(db);
  return { ...(await describeScaleData(db, courses, organization)), ms: performance.now() - started };
}

/** The row counts of generated scale data (and its organization: found by its slug when not given). */
export async function describeScaleData(
  db: Db,
  courses: number,
  organization?: ScaleData['organization'],
): Promise<ScaleData> {
  const count = async (table: string, where = sql`1 = 1`) =>
    Number(
      (
        await sql<{
          n: number | string;
        }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(db)
      ).rows[0]?.n ?? 0,
    );
  let org = organization;
  if (!org) {
    const found = await db
      .selectFrom('organizations')
      .select('id')
      .where('hashslug', '=', 'scale-organization')
      .executeTakeFirstOrThrow();
    const current = malaysiaYearMonth(new Date());
    org = { id: found.id, ...addMonths(current.year, current.month, -1) };
  }
  return {
    courses,
    tutors: await count('users', sql`email like 'cikgu%@bench.my'`),
    pupils: await count('users', sql`email like 'murid%@bench.my'`),
    chapters: await count('chapters'),
    modules: await count('modules'),
    orders: await count('orders'),
    subscriptions: await count('subscriptions'),
    commissions: await count('commissions'),
    logins: await count('login_statistics'),
    organization: org,
    ms: 0,
  };
}

/** Where the catalogue and the pupils of the generated data start, for the activity that refers to them. */
export interface ScaleBases {
  /** The first generated course; courses `first .. first + courses - 1` are the generated ones. */
  first: number;
  courses: number;
  /** Pupils are users `pupilBase + 1 .. pupilBase + pupils`. */
  pupilBase: number;
  pupils: number;
}

/**
 * The activity in proportion to the catalogue: orders with their lines, subscriptions and commissions, login
 * records, and one organization of the first pupils with logins last month. Answers that organization.
 */
export async function generateActivity(
  db: Db,
  { first, courses, pupilBase, pupils }: ScaleBases,
  now: Date,
): Promise<ScaleData['organization']> {
  const orders = courses * ORDERS_PER_COURSE;
  const logins = courses * LOGINS_PER_COURSE;
  const nowSec = Math.floor(now.getTime() / 1000);
  // Orders over the last year: 85 % paid, one course line each; half the paid ones subscribe, a fifth earn a
  // reseller commission.
  const resellers = await approvedResellerIds(db);
  await pickTable(db, 'bench_resellers', 'id', resellers);
  const orderBase = await maxId(db, 'orders');
  const at = sql`${sql.lit(nowSec)} - (s.i * ${sql.lit(YEAR_SECONDS)} / ${sql.lit(orders)}) - ((s.i * 7919) % 3600)`;
  const total = sql`(1000 + (s.i * 7919) % 49000)`;
  const paid = sql`(s.i % 20 < 17)`;
  // Every pupil but the bench's buyers (SCALE_BUYERS after the organization's members) orders.
  const k = sql`(s.i % ${sql.lit(Math.max(1, pupils - SCALE_BUYERS))})`;
  const owner = sql`(case when ${k} >= ${sql.lit(SCALE_ORGANIZATION_MEMBERS)} then ${k} + ${sql.lit(SCALE_BUYERS)} else ${k} end)`;
  await sql`insert into orders (id, hashslug, order_no, user_id, type, status, subtotal, discount_total, coins_used,
      points_used, grand_total, payment_method, created_at, paid_at)
    select ${sql.lit(orderBase)} + s.i, 'scale-' || s.i, 'SCALE-' || s.i,
      ${sql.lit(pupilBase + 1)} + ${owner}, 'course',
      case when ${paid} then 'paid' when s.i % 20 = 19 then 'failed' else 'expired' end,
      ${total}, 0, 0, 0, ${total}, 'senangpay', ${isoAt(db, at)},
      case when ${paid} then ${isoAt(db, at)} else null end
    from ${series(db, orders)}`.execute(db);
  // 64-bit on both: the products pass 2^31 at a million orders.
  const orderCourse = sql`${sql.lit(first)} + ((cast(o.id as bigint) * 7919) % ${sql.lit(courses)})`;
  await sql`insert into order_items (order_id, item_type, item_id, name, unit_price, quantity, discount, subtotal)
    select o.id, 'course', ${orderCourse}, 'Kursus', o.grand_total, 1, 0, o.grand_total
    from orders o where o.id > ${sql.lit(orderBase)}`.execute(db);
  await sql`insert into subscriptions (user_id, course_id, order_id, source, status, is_unsubscribe, started_at)
    select o.user_id, ${orderCourse}, o.id, 'paid', 'active', 0, o.paid_at
    from orders o where o.id > ${sql.lit(orderBase)} and o.status = 'paid' and o.id % 2 = 0`.execute(db);
  const oldPaid = isoAt(db, sql.lit(nowSec - 60 * 86_400));
  if (resellers.length > 0)
    await sql`insert into commissions (hashslug, reseller_id, order_id, amount, amount_final, kind, status, created_at, paid_at)
      select 'scale-c-' || o.id, r.id, o.id, o.grand_total / 5, o.grand_total / 5, 'direct',
        case when o.paid_at < ${oldPaid} then 'paid' else 'pending_payment' end, o.paid_at,
        case when o.paid_at < ${oldPaid} then o.paid_at else null end
      from orders o join bench_resellers r on r.k = o.id % ${sql.lit(resellers.length)}
      where o.id > ${sql.lit(orderBase)} and o.status = 'paid' and o.id % 5 = 0`.execute(db);

  // Login records over the last year, spread over the pupils.
  await sql`insert into login_statistics (user_id, ip, created_at)
    select ${sql.lit(pupilBase + 1)} + (s.i % ${sql.lit(pupils)}), '10.0.' || (s.i % 250) || '.' || (s.i % 200),
      ${isoAt(db, sql`${sql.lit(nowSec)} - (s.i * ${sql.lit(YEAR_SECONDS)} / ${sql.lit(logins)})`)}
    from ${series(db, logins)}`.execute(db);

  // One organization of the first pupils, listed, read for last month's statistics and report.
  const org = await db
    .insertInto('organizations')
    .values({ hashslug: 'scale-organization', name: 'Sekolah Kebangsaan Bench (scale)' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into organization_users (organization_id, user_id, is_listed, added_at)
    select ${org.id}, ${sql.lit(pupilBase)} + s.i, 1, '2026-01-01T00:00:00.000Z'
    from ${series(db, SCALE_ORGANIZATION_MEMBERS)}`.execute(db);
  const current = malaysiaYearMonth(now);
  const { year, month } = addMonths(current.year, current.month, -1);
  // Every member logs in a few times last month, on top of the spread-out records.
  const { from } = malaysiaMonthRange(year, month);
  const monthStart = Math.floor(Date.parse(from) / 1000);
  await sql`insert into login_statistics (user_id, ip, created_at)
    select ${sql.lit(pupilBase)} + 1 + (s.i % ${sql.lit(SCALE_ORGANIZATION_MEMBERS)}), '10.1.0.1',
      ${isoAt(db, sql`${sql.lit(monthStart)} + (s.i * 7919) % ${sql.lit(27 * 86_400)}`)}
    from ${series(db, SCALE_ORGANIZATION_MEMBERS * 5)}`.execute(db);

  await sql`drop table bench_resellers`.execute(db);
  return { id: org.id, month, year };
}
