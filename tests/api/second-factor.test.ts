import { secondFactorRepository } from '@mahir/db/repositories/second-factor.repository';
import { createSecondFactorService } from '@mahir/server/auth/second-factor.service';
import { totpCodeAt } from '@mahir/server/auth/totp';
import type { AppError } from '@mahir/server/http/app-error';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { useAccountDatabase } from './account-fixtures';

const APP_SECRET = 's'.repeat(64);
const M = ACCOUNT_MSG.en;

/** The error a call fails with (status and message), or null when it succeeds. */
async function failure(call: Promise<unknown>): Promise<{ status: number; message: string } | null> {
  try {
    await call;
    return null;
  } catch (error) {
    const e = error as AppError;
    return { status: e.status, message: e.message };
  }
}

describe.each(dialects())('two-factor sign-in on %s', (dialect) => {
  const h = useAccountDatabase(dialect);
  const service = (db = h.db) => createSecondFactorService({ db, appSecret: APP_SECRET, clock: h.clock });
  /** The authenticator's code now, or `steps` steps later. */
  const code = (secret: string, steps = 0) =>
    totpCodeAt(secret, new Date(h.clock().getTime() + steps * 30_000));

  /** Sets up and confirms a factor for a user; answers the secret and the recovery codes. */
  async function enrol(userId: number): Promise<{ secret: string; recoveryCodes: string[] }> {
    const { secret } = await service().beginEnrolment(userId, 'someone@demo.my');
    const { recoveryCodes } = await service().confirmEnrolment(userId, code(secret));
    h.advance(30_000);
    return { secret, recoveryCodes };
  }

  it('enrols with a QR code, stores the secret encrypted, and turns on only with a right code', async () => {
    const admin = h.user('admin@demo.my');
    const started = await service().beginEnrolment(admin, 'admin@demo.my');
    expect(started.uri).toContain(`secret=${started.secret}`);
    expect(started.qrSvg).toContain('<svg');
    const row = await secondFactorRepository.find(h.db, admin);
    expect(row).toMatchObject({ enabled_at: null, last_used_step: null });
    expect(row?.secret_ciphertext).not.toContain(started.secret);
    expect(await service().status(admin)).toEqual({ enabled: false, pending: true, recoveryCodesLeft: 0 });

    // Not on yet: sign-in has nothing to check against.
    expect(await failure(service().verify(admin, code(started.secret)))).toEqual({
      status: 409,
      message: M.twoFactorNotEnabled,
    });
    expect(await failure(service().confirmEnrolment(admin, '000000'))).toMatchObject({ status: 422 });
    // Starting again replaces the pending secret: the first one's codes no longer confirm.
    const restarted = await service().beginEnrolment(admin, 'admin@demo.my');
    expect(await failure(service().confirmEnrolment(admin, code(started.secret)))).toMatchObject({
      status: 422,
    });
    const { recoveryCodes } = await service().confirmEnrolment(admin, code(restarted.secret));
    expect(recoveryCodes).toHaveLength(10);
    expect(await service().status(admin)).toEqual({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect(await failure(service().beginEnrolment(admin, 'admin@demo.my'))).toEqual({
      status: 409,
      message: M.twoFactorAlreadyEnabled,
    });
    expect(await failure(service().confirmEnrolment(admin, code(restarted.secret, 1)))).toEqual({
      status: 409,
      message: M.twoFactorAlreadyEnabled,
    });
  });

  it('accepts a code once: the same code, or an older one, is refused after it', async () => {
    const tutor = h.user('tutor@demo.my');
    const { secret } = await enrol(tutor);
    const now = code(secret);
    expect(await service().verify(tutor, now)).toEqual({ kind: 'totp' });
    expect(await failure(service().verify(tutor, now))).toEqual({
      status: 422,
      message: M.twoFactorCodeReused,
    });
    // The previous step's code is inside the window but older than the one just used.
    expect(await failure(service().verify(tutor, code(secret, -1)))).toEqual({
      status: 422,
      message: M.twoFactorCodeReused,
    });
    // The next step's code is still fine (a phone a little ahead), and then the current one is not.
    expect(await service().verify(tutor, code(secret, 1))).toEqual({ kind: 'totp' });
    expect(await failure(service().verify(tutor, code(secret)))).toEqual({
      status: 422,
      message: M.twoFactorCodeReused,
    });
    // Two steps on is outside the window.
    h.advance(30_000);
    expect(await failure(service().verify(tutor, code(secret, 2)))).toEqual({
      status: 422,
      message: M.twoFactorCodeInvalid,
    });
    h.advance(60_000);
    expect(await service().verify(tutor, code(secret))).toEqual({ kind: 'totp' });
  });

  it('of 8 sign-ins racing with one code on four connections, exactly one passes', async () => {
    const student = h.user('student@demo.my');
    const { secret } = await enrol(student);
    const conns = h.connections(4);
    const now = code(secret);
    const outcomes = await Promise.all(
      // Fewer racers than the wrong-code limit, so every loser is refused for reuse, not throttled.
      Array.from({ length: 8 }, (_, i) => failure(service(conns[i % 4]).verify(student, now))),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes.filter((o) => o?.message === M.twoFactorCodeReused)).toHaveLength(7);
  });

  it('takes each recovery code once, even racing, and counts what is left', async () => {
    const parent = h.user('parent@demo.my');
    const { recoveryCodes } = await enrol(parent);
    const [first, second] = recoveryCodes;
    if (!first || !second) throw new Error('no codes');
    expect(await service().verify(parent, first.toUpperCase())).toEqual({ kind: 'recovery', codesLeft: 9 });
    expect(await failure(service().verify(parent, first))).toEqual({
      status: 422,
      message: M.recoveryCodeInvalid,
    });
    const conns = h.connections(3);
    const outcomes = await Promise.all(
      Array.from({ length: 9 }, (_, i) => failure(service(conns[i % 3]).verify(parent, second))),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(await service().status(parent)).toMatchObject({ recoveryCodesLeft: 8 });
    expect(await failure(service().verify(parent, '0000-0000-0000-0000'))).toEqual({
      status: 422,
      message: M.recoveryCodeInvalid,
    });
  });

  it('new recovery codes need a current code and end the old ones; turning off needs a code too', async () => {
    const admin = h.user('admin@demo.my');
    await service().reset(admin);
    const { secret, recoveryCodes } = await enrol(admin);
    expect(await failure(service().regenerateRecoveryCodes(admin, '123456'))).toMatchObject({ status: 422 });
    const fresh = await service().regenerateRecoveryCodes(admin, code(secret));
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);
    expect(await failure(service().verify(admin, recoveryCodes[0] ?? ''))).toEqual({
      status: 422,
      message: M.recoveryCodeInvalid,
    });
    h.advance(30_000);
    expect(await failure(service().disable(admin, 'not-a-code'))).toMatchObject({ status: 422 });
    expect(await service().status(admin)).toMatchObject({ enabled: true });
    await service().disable(admin, fresh[3] ?? '');
    expect(await service().status(admin)).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0 });
    expect(
      await h.db.selectFrom('user_recovery_codes').select('id').where('user_id', '=', admin).execute(),
    ).toEqual([]);
  });

  it('locks out after ten wrong codes in 15 minutes, and a right code clears the count', async () => {
    const tutor = h.user('tutor@demo.my');
    await service().reset(tutor);
    const { secret } = await enrol(tutor);
    for (let i = 0; i < 9; i++)
      expect(await failure(service().verify(tutor, '000000'))).toMatchObject({ status: 422 });
    expect(await service().verify(tutor, code(secret))).toEqual({ kind: 'totp' });
    for (let i = 0; i < 10; i++)
      expect(await failure(service().verify(tutor, '000000'))).toMatchObject({ status: 422 });
    h.advance(30_000);
    // The 11th attempt, even with the right code, is refused while locked.
    expect(await failure(service().verify(tutor, code(secret)))).toEqual({
      status: 429,
      message: M.twoFactorThrottled,
    });
    h.advance(5 * 60_000);
    expect(await service().verify(tutor, code(secret))).toEqual({ kind: 'totp' });
  });

  it('a secret that can no longer be read (APP_SECRET changed) asks for an admin reset, not a 500', async () => {
    const student = h.user('student@demo.my');
    const other = createSecondFactorService({ db: h.db, appSecret: 'changed'.repeat(9), clock: h.clock });
    expect(await failure(other.verify(student, '123456'))).toEqual({
      status: 409,
      message: M.twoFactorUnreadable,
    });
  });
});
