import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { PRIVACY_NOTICE_VERSION } from '@mahir/shared/accounts/privacy-notice';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientFor, TestClient } from '../support/http-client';
import { theRow } from '../support/rows';
import { signUpForm } from '../support/sign-up';
import { type SmtpSink, startServerWithSink } from '../support/smtp-sink';
import { dialects, type TestServer } from '../support/test-server';
import { runnerFor } from './money-fixtures';

const A = ACCOUNT_MSG.en;
const PUBLIC_URL = 'https://mahir.test';
let serial = 0;
let ticks = 0;
/** An address no other test uses (the per-address throttles count across tests). */
const freshEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${serial++}@example.my`;

describe.each(dialects())('accounts: sign-up, verification and password recovery on %s', (dialect) => {
  let server: TestServer;
  let sink: SmtpSink;

  beforeAll(async () => {
    ({ server, sink } = await startServerWithSink(dialect, {
      PUBLIC_URL,
      MAIL_FROM: 'Mahir <no-reply@mahir.test>',
    }));
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  /** Runs the job runner until the mail to `email` has been handed to the SMTP server; answers its link. */
  async function mailedLink(email: string, path: string): Promise<{ token: string; text: string }> {
    const runner = runnerFor(server);
    for (let i = 0; i < 5; i++) {
      // Each tick a little later than the last, so the mail schedule's lease is due again.
      await runner.tick({ now: new Date(Date.now() + ++ticks * 60_000) });
      const mail = sink.received.find((m) => m.to.includes(email));
      if (mail) {
        const text = mail.parsed.text ?? '';
        const link = new RegExp(`${PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
        if (!link?.[1]) throw new Error(`no ${path} link in the mail:\n${text}`);
        expect(mail.parsed.html).toContain(`${PUBLIC_URL}${path}?token=${link[1]}`);
        return { token: link[1], text };
      }
    }
    throw new Error(`no mail reached ${email}`);
  }

  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    clientFor(server.url).then((visitor) =>
      visitor.post<{ data: { email: string }; message: string }>(
        '/ajax/v2/auth/register',
        signUpForm('Nur Aisyah', email, {
          account_type: 'student',
          dob: '2012-05-04',
          // A pupil under 18 names a guardian (issue 20); each sign-up its own address, as throttles count it.
          guardian_email: freshEmail('penjaga'),
          ...extra,
        }),
      ),
    );

  it('a pupil signs up, follows the mailed link once, and logs in', async () => {
    const email = freshEmail('pupil');
    const res = await signUp(email);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(A.registered);
    const user = await theRow(
      server.db,
      'users',
      ['id', 'email_verified_at', 'privacy_notice_version', 'dob'],
      { email },
    );
    expect(user.email_verified_at).toBeNull();
    expect(user.privacy_notice_version).not.toBeNull();
    expect(user.dob).toBe('2012-05-04');
    const roles = await server.db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', user.id)
      .execute();
    expect(roles.map((r) => r.role)).toEqual(['student']);
    // The privacy notice's acceptance is logged with its version and time, in the sign-up's transaction.
    const accepted = await server.db
      .selectFrom('privacy_acceptances')
      .select(['notice_version', 'context', 'accepted_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(accepted).toEqual([
      { notice_version: PRIVACY_NOTICE_VERSION, context: 'sign-up', accepted_at: expect.any(String) },
    ]);

    const { token } = await mailedLink(email, '/verify-email');
    const visitor = await clientFor(server.url);
    const verified = await visitor.post<{ message: string }>('/ajax/v2/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(A.emailVerified);
    const again = await visitor.post<{ message: string; errors: { token: string[] } }>(
      '/ajax/v2/auth/verify-email',
      { token },
    );
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([A.tokenUsed]);
    const after = await theRow(server.db, 'users', ['email_verified_at'], { id: user.id });
    expect(after.email_verified_at).not.toBeNull();

    const login = await visitor.post('/ajax/v2/auth/login', { email, password: 'rahsia123' });
    expect(login.status).toBe(200);
  });

  it('refuses bad sign-ups with the field messages and creates nothing', async () => {
    const email = freshEmail('bad');
    const count = async () =>
      (await server.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password_confirmation: 'other123' }, 'password_confirmation', 'Confirm Password is not match'],
      [
        { password: '123', password_confirmation: '123' },
        'password',
        'Passwords must be at least 6 characters in length',
      ],
      [{ terms: false }, 'terms', A.termsRequired],
      [{ account_type: 'admin' }, 'account_type', A.accountTypeInvalid],
      [{ dob: undefined }, 'dob', A.dobRequired],
      [{ dob: '2099-01-01' }, 'dob', A.dobInFuture],
      [{ dob: '2012-02-30' }, 'dob', A.dobInvalid],
      [{ full_name: '' }, 'full_name', 'Full Name is required'],
      [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
    ];
    for (const [change, field, message] of cases) {
      const res = await signUp(email, change);
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect((res.body as unknown as { errors: Record<string, string[]> }).errors[field]).toContain(message);
    }
    expect(await count()).toBe(0);
    expect(
      await server.db
        .selectFrom('privacy_acceptances')
        .innerJoin('users', 'users.id', 'privacy_acceptances.user_id')
        .select('privacy_acceptances.id')
        .where('users.email', '=', email)
        .execute(),
    ).toEqual([]);
    // An address already in use is a conflict, with the spec's message.
    const taken = await signUp('student@demo.my');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Email already taken. Please use other email');
  });

  it('a parent signs up without a date of birth', async () => {
    const email = freshEmail('parent');
    const res = await signUp(email, { account_type: 'parent', dob: undefined });
    expect(res.status).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
      .select('user_roles.role')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('parent');
  });

  it('a forgotten password: the same answer for any address, a link that works once, every session ended', async () => {
    const email = freshEmail('forgetful');
    expect((await signUp(email)).status).toBe(200);
    await mailedLink(email, '/verify-email');
    sink.received.length = 0;
    const phone = await new TestClient(server.url).login(email, 'rahsia123');
    expect((await phone.get('/ajax/v2/auth/me')).status).toBe(200);

    const visitor = await clientFor(server.url);
    const known = await visitor.post<{ message: string }>('/ajax/v2/auth/forgot-password', { email });
    const nobody = freshEmail('nobody');
    const unknown = await visitor.post<{ message: string }>('/ajax/v2/auth/forgot-password', {
      email: nobody,
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(A.forgotPasswordSent);

    const { token } = await mailedLink(email, '/reset-password');
    // An address with no account gets no mail.
    expect(sink.received.filter((m) => m.to.includes(nobody))).toEqual([]);
    expect((await visitor.post('/ajax/v2/auth/reset-password/check', { token })).status).toBe(200);
    const mismatch = await visitor.post('/ajax/v2/auth/reset-password', {
      token,
      password: 'baharu123',
      password_confirmation: 'lain1234',
    });
    expect(mismatch.status).toBe(422);
    const reset = await visitor.post<{ message: string }>('/ajax/v2/auth/reset-password', {
      token,
      password: 'baharu123',
      password_confirmation: 'baharu123',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(A.passwordReset);
    expect((await phone.get('/ajax/v2/auth/me')).status).toBe(401);
    const reused = await visitor.post<{ errors: { token: string[] } }>('/ajax/v2/auth/reset-password', {
      token,
      password: 'lagi12345',
      password_confirmation: 'lagi12345',
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.token).toEqual([A.tokenUsed]);
    expect((await visitor.post('/ajax/v2/auth/login', { email, password: 'rahsia123' })).status).toBe(422);
    expect((await visitor.post('/ajax/v2/auth/login', { email, password: 'baharu123' })).status).toBe(200);
  });

  it("mails the reset link in the account holder's language: English when their profile says so, else Malay", async () => {
    const english = freshEmail('english');
    const malay = freshEmail('malay');
    for (const email of [english, malay]) {
      expect((await signUp(email)).status).toBe(200);
      await mailedLink(email, '/verify-email');
    }
    await server.db.updateTable('users').set({ language: 'en' }).where('email', '=', english).execute();
    sink.received.length = 0;
    const visitor = await clientFor(server.url);
    for (const email of [english, malay])
      expect((await visitor.post('/ajax/v2/auth/forgot-password', { email })).status).toBe(200);
    await mailedLink(english, '/reset-password');
    await mailedLink(malay, '/reset-password');
    const subjectTo = (email: string) => sink.received.find((m) => m.to.includes(email))?.parsed.subject;
    expect(subjectTo(english)).toBe('Reset your Mahir password');
    expect(subjectTo(malay)).toBe('Tetapkan semula kata laluan Mahir anda');
  });

  it("keeps the language chosen before signing up as the account's, and mails the verification in it", async () => {
    const english = freshEmail('chose-en');
    const none = freshEmail('chose-none');
    expect((await signUp(english, { language: 'en' })).status).toBe(200);
    expect((await signUp(none)).status).toBe(200);
    await mailedLink(english, '/verify-email');
    await mailedLink(none, '/verify-email');
    const subjectTo = (email: string) => sink.received.find((m) => m.to.includes(email))?.parsed.subject;
    expect(subjectTo(english)).toBe('Verify your email address');
    expect(subjectTo(none)).toBe('Sahkan alamat e-mel anda');
    const languageOf = (email: string) =>
      server.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow();
    expect((await languageOf(english)).language).toBe('en');
    expect((await languageOf(none)).language).toBeNull();
    const bad = freshEmail('chose-bad');
    const refused = await signUp(bad, { language: 'fr' });
    expect(refused.status).toBe(422);
    expect(
      await server.db.selectFrom('users').select('id').where('email', '=', bad).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses made-up tokens as invalid links, never a 500', async () => {
    const visitor = await clientFor(server.url);
    for (const token of ['x', 'A'.repeat(43), '../../etc', '%00', 'a'.repeat(199)]) {
      for (const path of ['/ajax/v2/auth/verify-email', '/ajax/v2/auth/reset-password/check']) {
        const res = await visitor.post<{ errors: { token: string[] } }>(path, { token });
        expect(res.status, `${path} ${token}`).toBe(422);
        expect(res.body.errors.token).toEqual([A.tokenInvalid]);
      }
    }
  });

  it('throttles reset requests per address, whether or not it has an account', async () => {
    const visitor = await clientFor(server.url);
    const email = freshEmail('flood');
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await visitor.post('/ajax/v2/auth/forgot-password', { email })).status);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
  });

  it('resends verification to a logged-in unverified account only', async () => {
    const email = freshEmail('resend');
    expect((await signUp(email)).status).toBe(200);
    const pupil = await new TestClient(server.url).login(email, 'rahsia123');
    const first = await mailedLink(email, '/verify-email');
    sink.received.length = 0;
    const res = await pupil.post<{ message: string }>('/ajax/v2/auth/verify-email/resend', {});
    expect(res.status).toBe(200);
    const second = await mailedLink(email, '/verify-email');
    expect(second.token).not.toBe(first.token);
    // The older link gave way to the newer one.
    const old = await pupil.post<{ errors: { token: string[] } }>('/ajax/v2/auth/verify-email', {
      token: first.token,
    });
    expect(old.body.errors.token).toEqual([A.tokenReplaced]);
    expect((await pupil.post('/ajax/v2/auth/verify-email', { token: second.token })).status).toBe(200);
    const done = await pupil.post<{ message: string }>('/ajax/v2/auth/verify-email/resend', {});
    expect(done.status).toBe(409);
    expect(done.body.message).toBe(A.alreadyVerified);
    const demo = await clientFor(server.url, 'student@demo.my');
    expect((await demo.post('/ajax/v2/auth/verify-email/resend', {})).status).toBe(409);
    const visitor = await clientFor(server.url);
    expect((await visitor.post('/ajax/v2/auth/verify-email/resend', {})).status).toBe(401);
  });
});
