import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db, migrateToLatest } from '@mahir/db';
import { sql } from 'kysely';
import { expect } from 'vitest';

/** A migrated in-memory SQLite database and an empty data directory. */
export async function freshDb(): Promise<{ db: Db; dir: string }> {
  const db = createDb({ url: ':memory:' });
  await migrateToLatest(db);
  return { db, dir: mkdtempSync(join(tmpdir(), 'mahir-seed-test-')) };
}

/** Runs a `select ... as n` query and returns n as a number. */
export async function count(db: Db, query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The id of a course by hashslug. */
export async function courseId(db: Db, slug: string): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select('id')
    .where('hashslug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of a user by email. */
export async function userId(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** Asserts every course's denormalized counters against fresh counts. */
export async function expectCountersMatch(db: Db): Promise<void> {
  const { rows } = await sql<{ id: number; mismatch: number }>`select c.id,
      (c.feedback_count <> (select count(*) from feedbacks f where f.course_id = c.id)
       or c.rating_sum <> (select coalesce(sum(rate), 0) from feedbacks f where f.course_id = c.id)
       or c.subscriber_count <> (select count(*) from subscriptions s where s.course_id = c.id and s.status in ('active', 'pending_cancellation'))
       or c.discussion_count <> (select count(*) from discussions d where d.course_id = c.id and d.parent_id is null)) as mismatch
    from courses c`.execute(db);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((r) => Boolean(r.mismatch)).map((r) => r.id)).toEqual([]);
}
