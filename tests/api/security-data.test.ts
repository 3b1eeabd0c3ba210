import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateToLatest } from '@mahir/db';
import { createSessionService, purgeExpiredSessions, purgeStaleAttempts } from '@mahir/server';
import { loadConfig } from '@mahir/server/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('security: the data folder is its owner’s only', () => {
  const root = mkdtempSync(join(tmpdir(), 'mahir-perm-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates DATA_DIR 0700 with the secret 0600, and tightens a folder made before', () => {
    const fresh = join(root, 'fresh');
    loadConfig({ DATA_DIR: fresh, NODE_ENV: 'test' });
    expect(modeOf(fresh)).toBe(0o700);
    expect(modeOf(join(fresh, '.app-secret'))).toBe(0o600);
    const old = join(root, 'old');
    mkdirSync(old, { mode: 0o755 });
    chmodSync(old, 0o755);
    loadConfig({ DATA_DIR: old, NODE_ENV: 'test' });
    expect(modeOf(old)).toBe(0o700);
  });

  it('keeps the SQLite file and its WAL companions 0600, even one created world-readable', async () => {
    const dir = join(root, 'db');
    const file = join(dir, 'mahir.sqlite');
    const db = createDb({ url: file });
    await migrateToLatest(db);
    expect(modeOf(dir)).toBe(0o700);
    for (const name of readdirSync(dir)) expect(modeOf(join(dir, name)), name).toBe(0o600);
    expect(existsSync(`${file}-wal`)).toBe(true);
    await db.destroy();
    chmodSync(file, 0o644);
    const again = createDb({ url: file });
    expect(modeOf(file)).toBe(0o600);
    await again.destroy();
  });
});

describe.each(dialects())('security: scheduled clean-ups (sessions, attempt counters) on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    // tus's FileStore creates its folder with a callback mkdir; let it finish before the folder goes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server?.close();
  });

  it('deletes sessions expired at the given time and keeps live ones', async () => {
    const sessions = createSessionService({ db: server.db, clock: () => new Date(), ttlHours: 1 });
    const start = new Date('2026-01-01T00:00:00.000Z');
    const old = await sessions.start(null, { ip: null, userAgent: null }, start);
    const live = await sessions.start(null, { ip: null, userAgent: null }, new Date());
    const ids = [old.session.id, live.session.id];
    const left = async () =>
      (await server.db.selectFrom('sessions').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
    expect(await left()).toHaveLength(2);
    // An hour later, to the millisecond, the first one is gone.
    await purgeExpiredSessions(server.db, new Date('2026-01-01T00:59:59.999Z'));
    expect(await left()).toHaveLength(2);
    expect(
      await purgeExpiredSessions(server.db, new Date('2026-01-01T01:00:00.000Z')),
    ).toBeGreaterThanOrEqual(1);
    expect(await left()).toEqual([live.session.id]);
    expect(await sessions.load(live.token)).not.toBeNull();
  });

  it('forgets attempt counters quiet for a day unless they are locked', async () => {
    const now = new Date('2026-03-01T00:00:00.000Z');
    const rows = [
      { key: 'test:quiet', window_started_at: '2026-02-27T00:00:00.000Z', locked_until: null },
      {
        key: 'test:locked',
        window_started_at: '2026-02-27T00:00:00.000Z',
        locked_until: '2026-03-01T00:30:00.000Z',
      },
      { key: 'test:recent', window_started_at: '2026-02-28T12:00:00.000Z', locked_until: null },
    ];
    await server.db
      .insertInto('rate_limits')
      .values(rows.map((r) => ({ ...r, hits: 3, strikes: 1 })))
      .execute();
    await purgeStaleAttempts(server.db, now);
    const left = await server.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'test:%')
      .execute();
    expect(left.map((r) => r.key).sort()).toEqual(['test:locked', 'test:recent']);
  });
});
