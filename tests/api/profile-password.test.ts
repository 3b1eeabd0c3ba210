import { DEMO_PASSWORD } from '@mahir/seed';
import { MSG, PROFILE_TEXT } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

const change = (client: TestClient, oldPassword: string, password: string) =>
  client.post<{ message?: string; errors?: Record<string, string[]> }>(
    '/ajax/v2/profile/password',
    { old_password: oldPassword, password, password_confirmation: password },
    { form: true },
  );

describe.each(dialects())('profile: changing the password on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('ends every other session of the account and keeps the current one', async () => {
    const [here, laptop, phone, someoneElse] = await demoClients(server.url, [
      'parent',
      'parent',
      'parent',
      'student',
    ]);
    for (const c of [laptop, phone]) expect((await c.get('/ajax/v2/my-orders')).status).toBe(200);
    expect((await change(here, DEMO_PASSWORD, 'barubaru1')).status).toBe(200);
    for (const c of [laptop, phone]) {
      expect((await c.get('/ajax/v2/auth/me')).status).toBe(401);
      expect((await c.get('/ajax/v2/my-orders')).status).toBe(401);
    }
    expect((await here.get('/ajax/v2/auth/me')).status).toBe(200);
    expect((await here.get('/ajax/v2/my-orders')).status).toBe(200);
    // Another account's sessions are untouched.
    expect((await someoneElse.get('/ajax/v2/auth/me')).status).toBe(200);
    const parentId = await userIdOf(server.db, 'parent@demo.my');
    const left = await server.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', parentId)
      .execute();
    expect(left).toHaveLength(1);
    // The new password works; put the old one back for the other tests.
    expect((await change(here, 'barubaru1', DEMO_PASSWORD)).status).toBe(200);
  });

  it('throttles wrong old passwords like login attempts, and a right one does not slip past', async () => {
    const tutor = await clientFor(server.url, 'tutor@demo.my');
    const hashOf = async () =>
      (
        await server.db
          .selectFrom('users')
          .select('password_hash')
          .where('email', '=', 'tutor@demo.my')
          .executeTakeFirstOrThrow()
      ).password_hash;
    const before = await hashOf();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await change(tutor, `salah${i}xyz`, 'barubaru1')).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const locked = await change(tutor, DEMO_PASSWORD, 'barubaru1');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.body.message).toBe(MSG.loginThrottled);
    expect(await hashOf()).toBe(before);
    // Another account is not held back by the tutor's guesses.
    const wrong = await change(await clientFor(server.url, 'admin@demo.my'), 'salah', 'barubaru1');
    expect(wrong.body.errors?.old_password).toEqual([PROFILE_TEXT.oldPasswordWrong]);
  });

  it('counts parallel wrong guesses: at most five of twenty are checked', async () => {
    const hr = await clientFor(server.url, 'hr@demo.my');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(hr, `tebak${i}abc`, 'barubaru1')),
    );
    const checked = answers.filter((a) => a.status === 422).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBe(20 - checked);
  });
});
