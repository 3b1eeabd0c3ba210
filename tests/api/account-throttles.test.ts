import {
  emailChangeKeys,
  forgotPasswordKeys,
  guardianConsentKeys,
  signUpKeys,
  verificationKeys,
} from '@mahir/server/auth/account-throttles';
import { createAttemptLimiter, type LimitKey } from '@mahir/server/auth/attempt-limiter';
import type { AppError } from '@mahir/server/http/app-error';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { useAccountDatabase } from './account-fixtures';

const MINUTE = 60_000;
const M = ACCOUNT_MSG.en;

describe.each(dialects())('account throttles on %s', (dialect) => {
  const h = useAccountDatabase(dialect);

  /** One request through the throttle: null when let through, else the status and Retry-After. */
  async function request(keys: LimitKey[], message: string, db = h.db) {
    try {
      await createAttemptLimiter({ db, clock: h.clock }).attempt(keys, message, h.clock());
      return null;
    } catch (error) {
      const e = error as AppError;
      return { status: e.status, message: e.message, retryAfter: e.retryAfterSeconds };
    }
  }

  it('password reset: three mails to one address per 15 minutes, counted whether it has an account or not', async () => {
    for (const email of ['parent@demo.my', 'nobody-here@demo.my']) {
      for (let i = 0; i < 3; i++)
        expect(await request(forgotPasswordKeys(email, '10.0.0.1'), M.forgotPasswordThrottled)).toBeNull();
      const refused = await request(
        forgotPasswordKeys(` ${email.toUpperCase()} `, '10.0.0.2'),
        M.forgotPasswordThrottled,
      );
      expect(refused).toMatchObject({ status: 429, message: M.forgotPasswordThrottled });
      expect(refused?.retryAfter).toBeGreaterThan(0);
      expect(refused?.retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    h.advance(15 * MINUTE);
    expect(
      await request(forgotPasswordKeys('parent@demo.my', '10.0.0.3'), M.forgotPasswordThrottled),
    ).toBeNull();
  });

  it('password reset: ten mails to one address a day, whatever the spacing', async () => {
    const email = 'daily@demo.my';
    let sent = 0;
    for (let i = 0; i < 20; i++) {
      if ((await request(forgotPasswordKeys(email, `10.1.0.${i}`), M.forgotPasswordThrottled)) === null)
        sent++;
      h.advance(16 * MINUTE);
    }
    expect(sent).toBe(10);
  });

  it('password reset: twenty requests per client per 15 minutes, across addresses', async () => {
    const results = [];
    for (let i = 0; i < 22; i++)
      results.push(
        await request(forgotPasswordKeys(`user${i}@demo.my`, '10.2.0.1'), M.forgotPasswordThrottled),
      );
    expect(results.filter((r) => r === null)).toHaveLength(20);
    expect(
      await request(forgotPasswordKeys('other@demo.my', '10.2.0.2'), M.forgotPasswordThrottled),
    ).toBeNull();
  });

  it('verification mail: three per 15 minutes to one address', async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await request(verificationKeys('student@demo.my', '10.3.0.1'), M.verificationThrottled));
    expect(results.map((r) => r?.status ?? 200)).toEqual([200, 200, 200, 429]);
  });

  it('sign-up: three per address an hour, forty per client (a class in one lab)', async () => {
    const byAddress = [];
    for (let i = 0; i < 4; i++)
      byAddress.push(await request(signUpKeys('new@demo.my', `10.4.0.${i}`), M.signUpThrottled));
    expect(byAddress.map((r) => r?.status ?? 200)).toEqual([200, 200, 200, 429]);
    let admitted = 0;
    for (let i = 0; i < 45; i++)
      if ((await request(signUpKeys(`pupil${i}@demo.my`, '10.4.1.1'), M.signUpThrottled)) === null)
        admitted++;
    expect(admitted).toBe(40);
  });

  it('email change: three an hour per account; consent requests: three a day per pupil, five per guardian address', async () => {
    const changes = [];
    for (let i = 0; i < 4; i++)
      changes.push(await request(emailChangeKeys(h.user('tutor@demo.my')), M.emailChangeThrottled));
    expect(changes.map((r) => r?.status ?? 200)).toEqual([200, 200, 200, 429]);
    const consent = [];
    for (let child = 1; child <= 3; child++)
      for (let i = 0; i < 3; i++)
        consent.push(
          await request(guardianConsentKeys(9000 + child, 'mum@demo.my'), M.guardianConsentThrottled),
        );
    expect(consent.filter((r) => r === null)).toHaveLength(5);
  });

  it('a throttle counts requests that succeed too (guard gives nothing back)', async () => {
    const limiter = createAttemptLimiter({ db: h.db, clock: h.clock });
    const keys = verificationKeys('guarded@demo.my', '10.6.0.1');
    let mails = 0;
    for (let i = 0; i < 4; i++)
      await limiter
        .guard(
          keys,
          async () => {
            mails++;
          },
          M.verificationThrottled,
        )
        .catch(() => undefined);
    expect(mails).toBe(3);
  });

  it('thirty requests racing for one address on three connections let exactly three through', async () => {
    const conns = h.connections(3);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request(forgotPasswordKeys('race@demo.my', `10.5.0.${i}`), M.forgotPasswordThrottled, conns[i % 3]),
      ),
    );
    expect(results.filter((r) => r === null)).toHaveLength(3);
    expect(results.filter((r) => r?.status === 429)).toHaveLength(27);
  });
});
