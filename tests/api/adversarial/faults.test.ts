import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@mahir/seed';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { clientFor, type TestClient } from '../../support/http-client';
import { dialects, startTestServer, type TestServer } from '../../support/test-server';
import { type ChildServer, freePort, startChildServer } from './support/child-server';
import { envelopeProblem, readAnswer } from './support/envelope';

let faults = 0;
afterAll(() => {
  console.log(`faults injected: ${faults}`);
});

/** Feedback counters on the course rows against the rows they count: a half-written update breaks this. */
function counterMismatches(file: string): string[] {
  const db = new SQLite(file, { readonly: true });
  try {
    const rows = db
      .prepare(
        `select c.id, c.feedback_count, c.rating_sum,
           (select count(*) from feedbacks f where f.course_id = c.id) as n,
           (select coalesce(sum(rate), 0) from feedbacks f where f.course_id = c.id) as s
         from courses c`,
      )
      .all() as Array<{ id: number; feedback_count: number; rating_sum: number; n: number; s: number }>;
    return rows
      .filter((r) => r.feedback_count !== r.n || r.rating_sum !== r.s)
      .map((r) => `course ${r.id}: ${r.feedback_count}/${r.rating_sum} vs rows ${r.n}/${r.s}`);
  } finally {
    db.close();
  }
}

function integrity(file: string): { check: string; foreignKeys: unknown[] } {
  const db = new SQLite(file);
  try {
    const check = (db.pragma('integrity_check') as Array<{ integrity_check: string }>)
      .map((r) => r.integrity_check)
      .join('; ');
    return { check, foreignKeys: db.pragma('foreign_key_check') as unknown[] };
  } finally {
    db.close();
  }
}

const feedbackUpdate = (client: TestClient, id: number, n: number) =>
  client.post(
    '/ajax/v2/vod/feedback/update',
    { id, rate: (n % 5) + 1, content: `Ulasan ke-${n}` },
    { form: true },
  );

describe('faults: the server killed with SIGKILL during writes', () => {
  const root = mkdtempSync(join(tmpdir(), 'mahir-kill-'));
  const dataDir = join(root, 'data');
  const file = join(dataDir, 'mahir.sqlite');
  let child: ChildServer | null = null;

  afterAll(async () => {
    await child?.stop('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('restarts on a consistent database with no half-written update', async () => {
    cpSync(inject('sqliteTemplate').dataDir, dataDir, { recursive: true });
    const seeded = new SQLite(file, { readonly: true });
    const { id: feedbackId } = seeded
      .prepare(
        `select f.id from feedbacks f join users u on u.id = f.user_id where u.email = ? order by f.id limit 1`,
      )
      .get(DEMO_ACCOUNTS.student) as { id: number };
    seeded.close();

    const port = await freePort();
    child = await startChildServer(dataDir, port);
    const student = await clientFor(child.url, DEMO_ACCOUNTS.student);
    let done = 0;
    let killed = false;
    // Four writers, each a transaction over the feedback row and its course's counters.
    const writer = async (w: number) => {
      for (let n = w; !killed || n < 0; n += 4) {
        try {
          const res = await feedbackUpdate(student, feedbackId, n);
          if (res.status === 200) done += 1;
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (done < 20) await new Promise((r) => setTimeout(r, 10));
    await child.stop('SIGKILL');
    killed = true;
    faults += 1;
    await Promise.all(writers);

    const after = integrity(file);
    expect(after.check).toBe('ok');
    expect(after.foreignKeys).toEqual([]);
    expect(counterMismatches(file)).toEqual([]);

    child = await startChildServer(dataDir, port);
    const again = await clientFor(child.url, DEMO_ACCOUNTS.student);
    expect((await feedbackUpdate(again, feedbackId, 7)).status).toBe(200);
    expect((await again.get('/ajax/v2/wishlist/index')).status).toBe(200);
    await child.stop('SIGTERM');
    child = null;
    expect(counterMismatches(file)).toEqual([]);
  }, 240_000);
});

describe.each(dialects())('faults: a database that is briefly unavailable on %s', (dialect) => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
  });

  const toggle = (client: TestClient, courseId: number, userId: number) =>
    client.request(
      'POST',
      '/ajax/v2/vod/wishlist/update',
      { course_id: courseId, user_id: userId },
      { form: true },
    );

  it('answers a clear 503 while the database cannot serve, and the next request works', async () => {
    server = await startTestServer(dialect, { busyTimeoutMs: 300 });
    const student = await clientFor(server.url, DEMO_ACCOUNTS.student);
    const ids = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.student)
      .executeTakeFirstOrThrow();
    const course = await server.db
      .selectFrom('courses')
      .select('id')
      .where('hashslug', '=', 'demo-video-course')
      .executeTakeFirstOrThrow();

    let release: () => Promise<void>;
    let pending: Promise<Response>;
    if (dialect === 'sqlite') {
      // Another connection holds the write lock longer than the busy timeout.
      const locker = new SQLite(server.databaseUrl);
      locker.exec('BEGIN IMMEDIATE');
      pending = toggle(student, course.id, ids.id);
      release = async () => {
        locker.exec('ROLLBACK');
        locker.close();
      };
    } else {
      // The server's query waits on a lock, then its connection is terminated under it.
      const locker = new pg.Client({ connectionString: server.databaseUrl });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table wishlists in access exclusive mode');
      pending = toggle(student, course.id, ids.id);
      await new Promise((r) => setTimeout(r, 500));
      await locker.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      release = async () => {
        await locker.query('rollback');
        await locker.end();
      };
    }
    const started = Date.now();
    const answer = await readAnswer(await pending);
    faults += 1;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(answer.status, answer.text).toBe(503);
    expect(envelopeProblem(answer)).toBeNull();
    expect((answer.json as { code?: string }).code).toBe('database_unavailable');
    expect(answer.text).not.toMatch(/SQLITE|terminat|stack/i);
    await release();

    const next = await toggle(student, course.id, ids.id);
    expect(next.status).toBe(200);
    expect((await student.get('/ajax/v2/wishlist/index')).status).toBe(200);
  }, 120_000);
});
