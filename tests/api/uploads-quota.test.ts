import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TUS_MAX_BYTES, UPLOAD_QUOTA_TEXT, uploadQuotaOf } from '@mahir/shared/rules/upload-quota';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, clientsFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { forwardClock, runnerFor } from './money-fixtures';

/** Starts a tus upload of `length` bytes (no bytes sent). */
function start(client: TestClient, length: number | string) {
  return fetch(`${client.baseUrl}/files/`, {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(length),
      Cookie: client.cookie,
      'X-CSRF-TOKEN': client.csrf,
    },
  });
}

describe.each(dialects())('resumable uploads: sizes, allowance and expiry on %s', (dialect) => {
  let server: TestServer;
  let tutor: TestClient;
  let admin: TestClient;
  const later = forwardClock(Date.now() + 25 * 3_600_000);

  const openRows = (email: string) =>
    server.db
      .selectFrom('uploads')
      .innerJoin('users', 'users.id', 'uploads.user_id')
      .select(['uploads.id', 'uploads.size'])
      .where('users.email', '=', email)
      .where('uploads.media_id', 'is', null)
      .execute();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [tutor, admin] = await clientsFor(server.url, ['tutor@demo.my', 'admin@demo.my']);
  });
  afterAll(() => server.close());

  it('keeps byte counts in 64-bit columns: a 2 GiB upload starts and its size is stored exactly', async () => {
    const res = await start(tutor, TUS_MAX_BYTES);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(res.headers.get('upload-expires')).toBeTruthy();
    const rows = await openRows('tutor@demo.my');
    expect(rows.map((r) => r.size)).toContain(TUS_MAX_BYTES);
    if (dialect === 'postgres') {
      const { rows: types } = await sql<{ data_type: string }>`
        select data_type from information_schema.columns
        where (table_name, column_name) in (('media_files', 'size'), ('uploads', 'size'), ('uploads', 'offset'))`.execute(
        server.db,
      );
      expect(types.map((t) => t.data_type)).toEqual(['bigint', 'bigint', 'bigint']);
    }
  });

  it('gives students no resumable uploads at all', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    const before = await openRows('student@demo.my');
    const res = await start(student, 1000);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(UPLOAD_QUOTA_TEXT.notAllowed);
    expect(await openRows('student@demo.my')).toEqual(before);
  });

  it("refuses a start past the account's allowance of open bytes, also under parallel starts", async () => {
    const quota = uploadQuotaOf(['admin']);
    const fit = Math.floor(quota / TUS_MAX_BYTES);
    const answers = await Promise.all(Array.from({ length: fit + 3 }, () => start(admin, TUS_MAX_BYTES)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(fit);
    expect(statuses.filter((s) => s === 413)).toHaveLength(3);
    const rows = await openRows('admin@demo.my');
    expect(rows.reduce((sum, r) => sum + (r.size ?? 0), 0)).toBeLessThanOrEqual(quota);
    const more = await start(admin, 10);
    expect(more.status).toBe(413);
    expect(((await more.json()) as { message: string }).message).toBe(UPLOAD_QUOTA_TEXT.exceeded(quota));
  });

  it('removes uploads left unfinished for a day, bytes and all, which frees the allowance', async () => {
    const small = await start(admin, 10);
    expect(small.status).toBe(413);
    const rows = await openRows('admin@demo.my');
    expect(rows.length).toBeGreaterThan(0);
    const first = rows[0]?.id ?? '';
    expect(existsSync(join(server.dataDir, 'uploads', `${first}.json`))).toBe(true);
    // Within the day nothing goes.
    await runnerFor(server).tick({ now: new Date(Date.now() + 3_600_000) });
    expect(await openRows('admin@demo.my')).toHaveLength(rows.length);
    const report = await runnerFor(server).tick({ now: later() });
    expect(report.ran).toContain('upload-expiry');
    expect(await openRows('admin@demo.my')).toEqual([]);
    expect(existsSync(join(server.dataDir, 'uploads', first))).toBe(false);
    expect(existsSync(join(server.dataDir, 'uploads', `${first}.json`))).toBe(false);
    expect((await start(admin, 10)).status).toBe(201);
  });
});
