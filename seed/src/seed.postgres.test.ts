import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@mahir/db';
import { migrateToLatest, withStartupLock } from '@mahir/db';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_SLUGS, seedBulkCourses, seedDemo, seedIfEmpty } from './index';

// The same server the API tests use: the one DATABASE_URL names when it names one, else the local one.
const ADMIN_URL = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? (process.env.DATABASE_URL as string)
  : 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

describe('seedDemo on PostgreSQL', () => {
  it('seeds a fresh database and leaves identity sequences past the explicit ids', async () => {
    if (!(await reachable())) {
      console.log(`skipped: PostgreSQL not reachable at ${ADMIN_URL}`);
      return;
    }
    const name = `mahir_seed_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const pool = new pg.Pool({ connectionString: new URL(`/${name}`, ADMIN_URL).toString(), max: 4 });
    pool.on('error', () => {}); // the forced drop below ends idle connections
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await migrateToLatest(db);
      const summary = await seedDemo(db, {
        dataDir: mkdtempSync(join(tmpdir(), 'mahir-seed-pg-')),
        schools: 500,
      });
      expect(summary.courses).toBeGreaterThanOrEqual(60);
      const student = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.student)
        .executeTakeFirstOrThrow();
      const subs = await db
        .selectFrom('subscriptions')
        .innerJoin('courses', 'courses.id', 'subscriptions.course_id')
        .select('courses.hashslug')
        .where('subscriptions.user_id', '=', student.id)
        .execute();
      expect(subs.map((s) => s.hashslug)).toContain(DEMO_SLUGS.tutorCourse);
      const { rows } = await sql<{ mismatch: number }>`select count(*) as mismatch from courses c
        where c.subscriber_count <> (select count(*) from subscriptions s where s.course_id = c.id and s.status in ('active', 'pending_cancellation'))
           or c.rating_sum <> (select coalesce(sum(rate), 0) from feedbacks f where f.course_id = c.id)`.execute(
        db,
      );
      expect(Number(rows[0]?.mismatch)).toBe(0);
      // Identity sequences were moved past the seeded ids, so ordinary inserts still work.
      const tag = await db
        .insertInto('tags')
        .values({ name: 'ujian-selepas-seed' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(tag.id).toBeGreaterThan(1);
      await db.insertInto('countries').values({ name: 'Singapura' }).execute();
      const before = await db
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      await seedBulkCourses(db, 1000);
      const after = await db
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n) + 1000);
      const search = await sql<{ n: number }>`select count(*) as n from course_search
        where document @@ to_tsquery('simple', 'matematik:*')`.execute(db);
      expect(Number(search.rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('lets instances started together on a fresh database take turns: one migrates and seeds, the other finds it done', async () => {
    if (!(await reachable())) {
      console.log(`skipped: PostgreSQL not reachable at ${ADMIN_URL}`);
      return;
    }
    const name = `mahir_start_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    // Two instances: two pools on one database, as two servers would hold.
    const instances = [0, 1].map(() => {
      const pool = new pg.Pool({ connectionString: new URL(`/${name}`, ADMIN_URL).toString(), max: 3 });
      pool.on('error', () => {});
      return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    });
    try {
      const outcomes = await Promise.all(
        instances.map((db) =>
          withStartupLock(db, async () => {
            await migrateToLatest(db);
            return seedIfEmpty(db, { dataDir: mkdtempSync(join(tmpdir(), 'mahir-start-pg-')), schools: 200 });
          }),
        ),
      );
      expect(outcomes.map((o) => o.state).sort()).toEqual(['already-seeded', 'seeded-now']);
      const students = await instances[0]
        ?.selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.student)
        .execute();
      expect(students).toHaveLength(1);
    } finally {
      for (const db of instances) await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
