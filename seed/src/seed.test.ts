import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import type { Db } from '@mahir/db';
import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from './content/catalogue';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_WALLET,
  isSeeded,
  type SeedSummary,
  seedBulkCourses,
  seedDemo,
} from './index';
import { count, expectCountersMatch, freshDb, userId } from './seed-test-helpers';

describe('seedDemo on SQLite', () => {
  let db: Db;
  let dir: string;
  let summary: SeedSummary;
  let studentId: number;

  beforeAll(async () => {
    ({ db, dir } = await freshDb());
    expect(await isSeeded(db)).toBe(false);
    summary = await seedDemo(db, { dataDir: dir });
    studentId = await userId(db, DEMO_ACCOUNTS.student);
  });

  it('creates every demo account with its role and the demo password', async () => {
    expect(await isSeeded(db)).toBe(true);
    for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) {
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute();
      expect(roles.map((r) => r.role)).toContain(role);
      expect(await verify(user.password_hash, DEMO_PASSWORD)).toBe(true);
    }
    const hashes = await db.selectFrom('users').select('password_hash').distinct().execute();
    expect(hashes).toHaveLength(1);
    expect(hashes[0]?.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('seeds the geography and the catalogue with exact category ids', async () => {
    expect(await count(db, sql`select count(*) as n from states`)).toBe(16);
    expect(summary.schools).toBeGreaterThanOrEqual(4000);
    expect(await count(db, sql`select count(*) as n from schools`)).toBeGreaterThanOrEqual(4000);
    expect(await count(db, sql`select count(*) as n from banks`)).toBeGreaterThanOrEqual(12);
    const categories = await db
      .selectFrom('categories')
      .select(['id', 'slug', 'kind', 'is_tutor'])
      .orderBy('id')
      .execute();
    expect(categories).toEqual(
      CATEGORIES.map((c) => ({ id: c.id, slug: c.slug, kind: c.kind, is_tutor: c.isTutor ? 1 : 0 })),
    );
    for (const c of categories) {
      const n = await count(
        db,
        sql`select count(*) as n from courses where category_id = ${c.id} and status_id = 1`,
      );
      expect(n, `category ${c.slug}`).toBeGreaterThanOrEqual(6);
    }
    const empty = await count(
      db,
      sql`select count(*) as n from sub_categories s
      where not exists (select 1 from courses c where c.sub_category_id = s.id and c.status_id = 1)`,
    );
    expect(empty).toBe(0);
  });

  it('keeps course counters equal to the rows they count', async () => {
    await expectCountersMatch(db);
  });

  it('keeps wallets equal to the sum of their ledger entries', async () => {
    const { rows } = await sql<{
      user_id: number;
      coins: number;
      points: number;
      c: number | null;
      p: number | null;
    }>`
      select w.user_id, w.coins, w.points,
        (select sum(amount) from ledger_entries l where l.user_id = w.user_id and l.currency = 'coin') as c,
        (select sum(amount) from ledger_entries l where l.user_id = w.user_id and l.currency = 'point') as p
      from wallets w`.execute(db);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.coins, r.points]).toEqual([Number(r.c ?? 0), Number(r.p ?? 0)]);
    expect(rows.find((r) => r.user_id === studentId)).toMatchObject(DEMO_WALLET);
  });

  it('keeps orders to payment states and cancellations on requests and package lines', async () => {
    const states = await db.selectFrom('orders').select('status').distinct().execute();
    for (const { status } of states) expect(['pending', 'paid', 'failed', 'expired']).toContain(status);
    const lines = await db
      .selectFrom('cancellation_requests')
      .innerJoin('order_packages', 'order_packages.id', 'cancellation_requests.order_package_id')
      .innerJoin('orders', 'orders.id', 'cancellation_requests.order_id')
      .select(['cancellation_requests.confirm', 'order_packages.status as line', 'orders.status as order'])
      .execute();
    expect(lines.map((l) => l.confirm).sort()).toEqual([0, 0, 0, 1]);
    for (const l of lines) {
      expect(l.order).toBe('paid');
      expect(l.line).toBe(l.confirm ? 'cancelled' : 'pending_cancellation');
    }
  });

  it('sells each coin pack for its coins worth in RM (1 coin = RM 1), bigger packs with a small bonus', async () => {
    const packs = await db.selectFrom('coin_packages').selectAll().orderBy('coins').execute();
    expect(packs.length).toBeGreaterThan(0);
    expect(packs[0]?.price).toBe((packs[0]?.coins ?? 0) * 100);
    for (const p of packs) {
      expect(p.price).toBeLessThanOrEqual(p.coins * 100);
      expect(p.price * 1.25).toBeGreaterThanOrEqual(p.coins * 100);
    }
  });

  it('copies the media files and stores relative paths', async () => {
    const media = await db.selectFrom('media_files').selectAll().execute();
    expect(media.length).toBeGreaterThanOrEqual(8);
    for (const m of media) {
      expect(isAbsolute(m.storage_path)).toBe(false);
      expect(m.storage_path.startsWith('media/')).toBe(true);
      const file = join(dir, m.storage_path);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBe(m.size);
    }
  });

  it('gives every module of the demo course an HLS package and a Malay caption track, with their files', async () => {
    const modules = await db
      .selectFrom('modules as m')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select(['m.id', 'm.media_id'])
      .where('c.hashslug', '=', 'demo-video-course')
      .execute();
    expect(modules.length).toBeGreaterThan(3);
    const packages = await db.selectFrom('module_hls').selectAll().execute();
    const tracks = await db.selectFrom('module_captions').selectAll().execute();
    expect(packages.map((p) => p.module_id).sort()).toEqual(modules.map((m) => m.id).sort());
    for (const p of packages) {
      // Current: made from the module's own video, so the watch answer offers it.
      expect(p.media_id).toBe(modules.find((m) => m.id === p.module_id)?.media_id);
      expect(p.variants).toBe(2);
      const master = readFileSync(join(dir, p.master_key), 'utf8');
      for (const uri of master.split('\n').filter((l) => l && !l.startsWith('#')))
        expect(existsSync(join(dir, dirname(p.master_key), uri))).toBe(true);
    }
    expect(tracks).toHaveLength(modules.length);
    for (const t of tracks) {
      expect(t).toMatchObject({ lang: 'ms', label: 'Bahasa Melayu', cues: 2 });
      expect(readFileSync(join(dir, t.storage_key), 'utf8').startsWith('WEBVTT')).toBe(true);
    }
  });

  it('indexes the courses for full-text search', async () => {
    const { rows } = await sql<{
      rowid: number;
    }>`select rowid from course_search where course_search match 'matematik*'`.execute(db);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('is deterministic', async () => {
    const other = await freshDb();
    await seedDemo(other.db, { dataDir: other.dir });
    const pick = (d: Db) =>
      d.selectFrom('courses').select(['id', 'hashslug', 'title']).orderBy('id').execute();
    expect(await pick(other.db)).toEqual(await pick(db));
    const emails = (d: Db) => d.selectFrom('users').select(['email', 'name']).orderBy('id').execute();
    expect(await emails(other.db)).toEqual(await emails(db));
    await other.db.destroy();
  });

  it('dates activity from the anchor instant, even at the very start of a month', async () => {
    const other = await freshDb();
    await seedDemo(other.db, { dataDir: other.dir, schools: 200, now: new Date(Date.UTC(2026, 0, 1, 0, 5)) });
    const months = await sql<{
      m: string;
    }>`select distinct substr(l.created_at, 1, 7) as m from login_statistics l
      join company_users cu on cu.user_id = l.user_id where cu.company_id = 1 order by m`.execute(other.db);
    const seen = months.rows.map((r) => r.m);
    for (const m of ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01'])
      expect(seen).toContain(m);
    const next = await sql<{ d: string }>`select max(p.next_recurring_date) as d from payments p
      join orders o on o.id = p.order_id where o.hashslug = 'demo-order'`.execute(other.db);
    expect(next.rows[0]?.d.slice(0, 7)).toBe('2026-02');
    await other.db.destroy();
  });

  it('adds searchable bench courses', async () => {
    const before = await count(db, sql`select count(*) as n from courses`);
    const hits = () =>
      count(db, sql`select count(*) as n from course_search where course_search match 'masterclass'`);
    const hitsBefore = await hits();
    await seedBulkCourses(db, 2000);
    expect(await count(db, sql`select count(*) as n from courses`)).toBe(before + 2000);
    expect(await count(db, sql`select count(*) as n from course_search`)).toBe(before + 2000);
    expect(await hits()).toBeGreaterThan(hitsBefore);
    await expectCountersMatch(db);
  });
});
