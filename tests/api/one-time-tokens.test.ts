import { createHash } from 'node:crypto';
import { createOneTimeTokens } from '@mahir/server/auth/one-time-token.service';
import { ONE_TIME_TOKEN_LIFETIME_MS } from '@mahir/shared/accounts/one-time-tokens';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { useAccountDatabase } from './account-fixtures';

const HOUR = 3600_000;

describe.each(dialects())('one-time tokens on %s', (dialect) => {
  const h = useAccountDatabase(dialect);
  const tokens = () => createOneTimeTokens({ db: h.db, clock: h.clock });
  const rowsOf = (userId: number, purpose: string) =>
    h.db
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose as 'verify_email')
      .orderBy('id')
      .execute();

  it('issues a random 256-bit token, stores only its SHA-256, and uses it once', async () => {
    const student = h.user('student@demo.my');
    const { token, expiresAt } = await tokens().issue({
      purpose: 'verify_email',
      userId: student,
      payload: { email: 'student@demo.my' },
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(Date.parse(expiresAt) - h.clock().getTime()).toBe(48 * HOUR);
    const [row] = (await rowsOf(student, 'verify_email')).slice(-1);
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await rowsOf(student, 'verify_email'))).not.toContain(token);

    expect(await tokens().check('verify_email', token)).toMatchObject({ ok: true, userId: student });
    expect(await tokens().consume('verify_email', token)).toEqual({
      ok: true,
      userId: student,
      payload: { email: 'student@demo.my' },
      expiresAt,
    });
    expect(await tokens().consume('verify_email', token)).toEqual({ ok: false, reason: 'used' });
    expect(await tokens().check('verify_email', token)).toEqual({ ok: false, reason: 'used' });
  });

  it('gives each purpose its lifetime and refuses a token once it has run out', async () => {
    const parent = h.user('parent@demo.my');
    for (const [purpose, payload] of [
      ['reset_password', null],
      ['change_email', { email: 'new@demo.my' }],
      ['guardian_consent', { guardianEmail: 'mum@demo.my', noticeVersion: '2026-11-26' }],
      ['child_link', { guardianId: parent }],
    ] as const) {
      const t = tokens();
      const { token, expiresAt } = await t.issue({ purpose, userId: parent, payload } as Parameters<
        typeof t.issue
      >[0]);
      expect(Date.parse(expiresAt) - h.clock().getTime()).toBe(ONE_TIME_TOKEN_LIFETIME_MS[purpose]);
      h.advance(ONE_TIME_TOKEN_LIFETIME_MS[purpose]);
      expect(await t.consume(purpose, token)).toEqual({ ok: false, reason: 'expired' });
      expect(await t.check(purpose, token)).toEqual({ ok: false, reason: 'expired' });
    }
    const { token } = await tokens().issue({ purpose: 'reset_password', userId: parent, payload: null });
    h.advance(HOUR - 1);
    expect(await tokens().consume('reset_password', token)).toMatchObject({ ok: true, payload: null });
  });

  it('refuses malformed and unknown tokens, and tokens of another purpose', async () => {
    const student = h.user('student@demo.my');
    const { token } = await tokens().issue({ purpose: 'reset_password', userId: student, payload: null });
    for (const bad of [undefined, null, 42, '', 'short', `${token}x`, token.replace(/.$/, '!'), { token }])
      expect(await tokens().consume('reset_password', bad)).toEqual({ ok: false, reason: 'invalid' });
    const unknown = Buffer.alloc(32, 7).toString('base64url');
    expect(await tokens().consume('reset_password', unknown)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens().consume('verify_email', token)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens().consume('reset_password', token)).toMatchObject({ ok: true });
  });

  it('a new token revokes the older unused ones of its user and purpose, not other purposes or users', async () => {
    const student = h.user('student@demo.my');
    const admin = h.user('admin@demo.my');
    const first = await tokens().issue({ purpose: 'reset_password', userId: student, payload: null });
    const other = await tokens().issue({
      purpose: 'change_email',
      userId: student,
      payload: { email: 'x@demo.my' },
    });
    const someoneElse = await tokens().issue({ purpose: 'reset_password', userId: admin, payload: null });
    const second = await tokens().issue({ purpose: 'reset_password', userId: student, payload: null });
    expect(await tokens().consume('reset_password', first.token)).toEqual({ ok: false, reason: 'replaced' });
    expect(await tokens().consume('reset_password', second.token)).toMatchObject({
      ok: true,
      userId: student,
    });
    expect(await tokens().consume('change_email', other.token)).toMatchObject({
      ok: true,
      payload: { email: 'x@demo.my' },
    });
    expect(await tokens().consume('reset_password', someoneElse.token)).toMatchObject({
      ok: true,
      userId: admin,
    });
  });

  it('keeps two guardians’ link requests for one child apart', async () => {
    const student = h.user('student@demo.my');
    const mum = await tokens().issue({
      purpose: 'child_link',
      userId: student,
      payload: { guardianId: h.user('parent@demo.my') },
    });
    const dad = await tokens().issue({
      purpose: 'child_link',
      userId: student,
      payload: { guardianId: h.user('admin@demo.my') },
    });
    const mumAgain = await tokens().issue({
      purpose: 'child_link',
      userId: student,
      payload: { guardianId: h.user('parent@demo.my') },
    });
    expect(await tokens().check('child_link', mum.token)).toEqual({ ok: false, reason: 'replaced' });
    expect(await tokens().consume('child_link', dad.token, { userId: student })).toMatchObject({ ok: true });
    expect(await tokens().consume('child_link', mumAgain.token, { userId: student })).toMatchObject({
      ok: true,
      payload: { guardianId: h.user('parent@demo.my') },
    });
  });

  it('a token meant for another account is refused and left usable for its owner', async () => {
    const student = h.user('student@demo.my');
    const { token } = await tokens().issue({
      purpose: 'child_link',
      userId: student,
      payload: { guardianId: h.user('parent@demo.my') },
    });
    expect(await tokens().consume('child_link', token, { userId: h.user('tutor@demo.my') })).toEqual({
      ok: false,
      reason: 'not_for_you',
    });
    expect(await tokens().consume('child_link', token, { userId: student })).toMatchObject({ ok: true });
  });

  it('a use rolled back with its transaction leaves the link working', async () => {
    const student = h.user('student@demo.my');
    const { token } = await tokens().issue({ purpose: 'reset_password', userId: student, payload: null });
    await expect(
      h.db.transaction().execute(async (trx) => {
        expect(await tokens().consume('reset_password', token, { db: trx })).toMatchObject({ ok: true });
        throw new Error('the password could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    expect(await tokens().consume('reset_password', token)).toMatchObject({ ok: true });
  });

  it('issues inside the caller’s transaction: a rollback leaves no token', async () => {
    const admin = h.user('admin@demo.my');
    const before = (await rowsOf(admin, 'verify_email')).length;
    let issued = '';
    await expect(
      h.db.transaction().execute(async (trx) => {
        issued = (
          await tokens().issue(
            { purpose: 'verify_email', userId: admin, payload: { email: 'admin@demo.my' } },
            trx,
          )
        ).token;
        throw new Error('the account could not be created');
      }),
    ).rejects.toThrow();
    expect(await rowsOf(admin, 'verify_email')).toHaveLength(before);
    expect(await tokens().consume('verify_email', issued)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('of 24 requests racing with one link on four connections, exactly one gets it', async () => {
    const student = h.user('student@demo.my');
    const { token } = await tokens().issue({ purpose: 'reset_password', userId: student, payload: null });
    const conns = h.connections(4);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createOneTimeTokens({ db: conns[i % 4] ?? h.db, clock: h.clock }).consume('reset_password', token),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'used')).toBe(true);
  });

  it('issues racing for one user leave exactly one live token, the others revoked', async () => {
    const tutor = h.user('tutor@demo.my');
    const issued = await Promise.all(
      Array.from({ length: 12 }, () =>
        tokens().issue({ purpose: 'reset_password', userId: tutor, payload: null }),
      ),
    );
    const live = (await rowsOf(tutor, 'reset_password')).filter((r) => !r.consumed_at && !r.revoked_at);
    expect(live).toHaveLength(1);
    const outcomes = await Promise.all(issued.map((i) => tokens().check('reset_password', i.token)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
  });

  it('revokes pending tokens of chosen purposes, and purges tokens a week past their expiry', async () => {
    const parent = h.user('parent@demo.my');
    const reset = await tokens().issue({ purpose: 'reset_password', userId: parent, payload: null });
    const change = await tokens().issue({
      purpose: 'change_email',
      userId: parent,
      payload: { email: 'p2@demo.my' },
    });
    expect(await tokens().revokeAll(parent, ['reset_password'])).toBe(1);
    expect(await tokens().check('reset_password', reset.token)).toEqual({ ok: false, reason: 'replaced' });
    expect(await tokens().check('change_email', change.token)).toMatchObject({ ok: true });
    h.advance(24 * HOUR + 7 * 24 * HOUR + 1);
    expect(await tokens().purgeExpired()).toBeGreaterThanOrEqual(2);
    expect(await tokens().check('change_email', change.token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('the database itself allows one live token per user, purpose and scope', async () => {
    const admin = h.user('admin@demo.my');
    const row = {
      purpose: 'reset_password' as const,
      user_id: admin,
      payload: null,
      expires_at: new Date(h.clock().getTime() + HOUR).toISOString(),
    };
    await h.db
      .updateTable('one_time_tokens')
      .set({ revoked_at: h.clock().toISOString() })
      .where('user_id', '=', admin)
      .execute();
    await h.db
      .insertInto('one_time_tokens')
      .values({ ...row, token_hash: 'a'.repeat(64) })
      .execute();
    await expect(
      h.db
        .insertInto('one_time_tokens')
        .values({ ...row, token_hash: 'b'.repeat(64) })
        .execute(),
    ).rejects.toThrow();
  });
});
