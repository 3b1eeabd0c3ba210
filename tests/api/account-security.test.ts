import { DEMO_PASSWORD } from '@mahir/seed';
import { totpCodeAt } from '@mahir/server/auth/totp';
import { MSG } from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { signUpForm } from '../support/sign-up';
import { type SmtpSink, startServerWithSink } from '../support/smtp-sink';
import { dialects, type TestServer } from '../support/test-server';
import { runnerFor } from './money-fixtures';

const A = ACCOUNT_MSG.en;
const PUBLIC_URL = 'https://mahir.test';
let serial = 0;
let ticks = 0;
const freshEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${serial++}@example.my`;

type Answer<T = Record<string, unknown>> = {
  data: T;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
};
type SessionRow = { id: string; current: boolean; user_agent: string | null; ip: string | null };

/** The authenticator's code `steps` periods from now. */
const codeOf = (secret: string, steps = 0) => totpCodeAt(secret, new Date(Date.now() + steps * 30_000));

describe.each(dialects())('account security: two-factor, sessions, email change on %s', (dialect) => {
  let server: TestServer;
  let sink: SmtpSink;

  beforeAll(async () => {
    // Tutors must sign in with a second factor here; the demo default requires it of nobody.
    ({ server, sink } = await startServerWithSink(dialect, { PUBLIC_URL, REQUIRE_2FA_ROLES: 'tutor' }));
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  /** Runs the job runner until a mail to `email` arrives; answers its text. */
  async function mailTo(email: string): Promise<string> {
    const runner = runnerFor(server);
    for (let i = 0; i < 5; i++) {
      await runner.tick({ now: new Date(Date.now() + ++ticks * 60_000) });
      const mail = sink.received.find((m) => m.to.includes(email));
      if (mail) return mail.parsed.text ?? '';
    }
    throw new Error(`no mail reached ${email}`);
  }
  const linkIn = (text: string, path: string) => {
    const token = new RegExp(`${PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
    if (!token) throw new Error(`no ${path} link in:\n${text}`);
    return token;
  };

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const client = await clientFor(server.url);
    const res = await client.post<Answer<{ second_factor?: string; csrf_token: string }>>(
      '/ajax/v2/auth/login',
      { email, password },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    client.csrf = res.body.data.csrf_token;
    return { client, answer: res.body };
  };
  const secondStep = async (client: TestClient, code: string) => {
    const res = await client.post<
      Answer<{ csrf_token: string; recovery_codes?: string[]; recovery_codes_left?: number }>
    >('/ajax/v2/auth/two-factor/login', { code });
    if (res.status === 200) client.csrf = res.body.data.csrf_token;
    return res;
  };
  const isSignedIn = async (client: TestClient) => (await client.get('/ajax/v2/auth/me')).status === 200;

  /** Turns two-factor on for a signed-in client; answers the secret and the recovery codes. */
  async function enrol(client: TestClient) {
    const begun = await client.post<Answer<{ secret: string; uri: string; qr_svg: string }>>(
      '/ajax/v2/auth/two-factor/enrol',
    );
    expect(begun.status).toBe(200);
    const { secret, uri, qr_svg } = begun.body.data;
    expect(uri).toContain(`secret=${secret}`);
    expect(qr_svg).toContain('<svg');
    const wrong = await client.post<Answer>('/ajax/v2/auth/two-factor/confirm', {
      code: codeOf(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.code).toEqual([A.twoFactorCodeInvalid]);
    const confirmed = await client.post<Answer<{ recovery_codes: string[] }>>(
      '/ajax/v2/auth/two-factor/confirm',
      {
        code: codeOf(secret),
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recovery_codes).toHaveLength(10);
    return { secret, recoveryCodes: confirmed.body.data.recovery_codes };
  }

  it('a student turns two-factor on; sign-in then asks for a code (TOTP or recovery) and it can be turned off', async () => {
    const email = 'student@demo.my';
    const { client: first } = await login(email);
    const off = await first.get<Answer>('/ajax/v2/auth/two-factor');
    expect(off.body.data).toEqual({
      enabled: false,
      pending: false,
      recovery_codes_left: 0,
      required: false,
    });
    const { secret, recoveryCodes } = await enrol(first);
    expect((await first.get<Answer>('/ajax/v2/auth/two-factor')).body.data).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    });
    // Turning it on twice is a conflict.
    expect((await first.post('/ajax/v2/auth/two-factor/enrol')).status).toBe(409);

    // The password alone signs nobody in: the session waits for the code and reaches nothing else.
    const { client: second, answer } = await login(email);
    expect(answer.data.second_factor).toBe('verify');
    expect(answer.message).toBe(A.twoFactorCodeRequired);
    expect(answer.data).not.toHaveProperty('user');
    expect(await isSignedIn(second)).toBe(false);
    expect((await second.get('/ajax/v2/auth/sessions')).status).toBe(401);
    expect((await second.post('/ajax/v2/auth/two-factor/login/enrol')).status).toBe(409);
    const bad = await secondStep(second, '12345x');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.code).toEqual([A.recoveryCodeInvalid]);
    expect((await secondStep(second, '')).status).toBe(422);
    expect(await isSignedIn(second)).toBe(false);
    // The code used to confirm is spent; the next one signs in.
    const ok = await secondStep(second, codeOf(secret, 1));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ redirect: expect.any(String) });
    expect(await isSignedIn(second)).toBe(true);
    // The same code again, on a new sign-in, is refused as used.
    const { client: third } = await login(email);
    const replay = await secondStep(third, codeOf(secret, 1));
    expect(replay.status).toBe(422);
    expect(replay.body.errors?.code).toEqual([A.twoFactorCodeReused]);
    // A recovery code signs in once, and the answer says how many are left.
    const recovered = await secondStep(third, recoveryCodes[0] as string);
    expect(recovered.status).toBe(200);
    expect(recovered.body.data.recovery_codes_left).toBe(9);
    expect(recovered.body.message).toBe(A.recoveryCodesLeft(9));
    const { client: fourth } = await login(email);
    expect((await secondStep(fourth, recoveryCodes[0] as string)).status).toBe(422);

    // Turning it off needs the password and a code.
    const wrongPassword = await first.post<Answer>('/ajax/v2/auth/two-factor/disable', {
      password: 'not-my-password',
      code: recoveryCodes[1],
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors?.password).toEqual([A.passwordIncorrect]);
    const noCode = await first.post<Answer>('/ajax/v2/auth/two-factor/disable', { password: DEMO_PASSWORD });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors?.code).toEqual([A.twoFactorCodeRequired]);
    const disabled = await first.post<Answer>('/ajax/v2/auth/two-factor/disable', {
      password: DEMO_PASSWORD,
      code: recoveryCodes[1],
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.message).toBe(A.twoFactorDisabled);
    const { answer: plain } = await login(email);
    expect(plain.data).toHaveProperty('user');
  });

  it('a visitor without a waiting sign-in is told to log in again', async () => {
    const visitor = await clientFor(server.url);
    const res = await secondStep(visitor, '123456');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(A.twoFactorSignInAgain);
    expect((await visitor.post('/ajax/v2/auth/two-factor/login/enrol')).status).toBe(401);
    for (const path of ['/ajax/v2/auth/two-factor/enrol', '/ajax/v2/auth/two-factor/confirm'])
      expect((await visitor.post(path, { code: '123456' })).status).toBe(401);
    expect((await visitor.get('/ajax/v2/auth/two-factor')).status).toBe(401);
  });

  it('a tutor who must use two-factor sets it up after the password, then cannot turn it off', async () => {
    const { client, answer } = await login('tutor@demo.my');
    expect(answer.data.second_factor).toBe('enrol');
    expect(answer.message).toBe(A.twoFactorRequired);
    expect(await isSignedIn(client)).toBe(false);
    // Only the set-up of the waiting sign-in is open, not the signed-in routes.
    expect((await client.post('/ajax/v2/auth/two-factor/enrol')).status).toBe(401);
    const notStarted = await secondStep(client, '123456');
    expect(notStarted.status).toBe(409);
    const begun = await client.post<Answer<{ secret: string; qr_svg: string }>>(
      '/ajax/v2/auth/two-factor/login/enrol',
    );
    expect(begun.status).toBe(200);
    expect(begun.body.data.qr_svg).toContain('<svg');
    const done = await secondStep(client, codeOf(begun.body.data.secret));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.recovery_codes).toHaveLength(10);
    expect(done.body.message).toBe(A.recoveryCodesShownOnce);
    expect(await isSignedIn(client)).toBe(true);
    const status = await client.get<Answer>('/ajax/v2/auth/two-factor');
    expect(status.body.data).toMatchObject({ enabled: true, required: true });
    const refused = await client.post<Answer>('/ajax/v2/auth/two-factor/disable', {
      password: DEMO_PASSWORD,
      code: done.body.data.recovery_codes?.[0],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(A.twoFactorRequired);
    // The next sign-in asks for the code.
    const { answer: next } = await login('tutor@demo.my');
    expect(next.data.second_factor).toBe('verify');
  });

  it('an admin requires two-factor of admins and tutors; only admins may change it, with a clear refusal', async () => {
    const { client: admin } = await login('admin@demo.my');
    const view = await admin.get<Answer>('/ajax/v2/admin/settings/security');
    expect(view.body.data).toEqual({
      two_factor_required: false,
      setting_roles: ['admin', 'tutor'],
      server_roles: ['tutor'],
    });
    const { client: student } = await login('student@demo.my');
    expect((await student.get('/ajax/v2/admin/settings/security')).status).toBe(403);
    const refused = await student.post('/ajax/v2/admin/settings/security', { two_factor_required: true });
    expect(refused.status).toBe(403);
    const bad = await admin.post<Answer>('/ajax/v2/admin/settings/security', { two_factor_required: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.two_factor_required).toEqual([A.settingOnOffRequired]);
    expect((await admin.get<Answer>('/ajax/v2/admin/settings/security')).body.data.two_factor_required).toBe(
      false,
    );

    const on = await admin.post<Answer>('/ajax/v2/admin/settings/security', { two_factor_required: true });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe(A.securitySettingsSaved);
    try {
      // Now an admin without a factor is sent to set one up; a student is not asked.
      const { answer: next } = await login('admin@demo.my');
      expect(next.data.second_factor).toBe('enrol');
      const { answer: pupil } = await login('reseller@demo.my');
      expect(pupil.data).toHaveProperty('user');
      expect((await admin.get<Answer>('/ajax/v2/auth/two-factor')).body.data.required).toBe(true);
    } finally {
      const off = await admin.post<Answer>('/ajax/v2/admin/settings/security', {
        two_factor_required: false,
      });
      expect(off.status).toBe(200);
    }
    const { answer: plain } = await login('admin@demo.my');
    expect(plain.data).toHaveProperty('user');
  });

  it("an admin resets a person's two-factor sign-in; others may not", async () => {
    const email = 'affiliate@demo.my';
    const { client: person } = await login(email);
    await enrol(person);
    expect((await login(email)).answer.data.second_factor).toBe('verify');
    const { client: admin } = await login('admin@demo.my');
    const path = '/ajax/v2/admin/settings/security/reset-two-factor';
    const { client: student } = await login('student@demo.my');
    expect((await student.post(path, { email })).status).toBe(403);
    const bad = await admin.post<Answer>(path, { email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.email).toEqual(['Email is invalid']);
    const unknown = await admin.post<Answer>(path, { email: 'nobody.here@example.my' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(A.accountNotFound);
    expect((await login(email)).answer.data.second_factor).toBe('verify');

    const reset = await admin.post<Answer>(path, { email });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(A.twoFactorResetDone);
    expect((await login(email)).answer.data).toHaveProperty('user');
    expect((await admin.post(path, { email })).status).toBe(409);
  });

  it('lists my sessions with this one marked, and signs out one or every other', async () => {
    const email = 'parent@demo.my';
    const { client: a } = await login(email);
    const { client: b } = await login(email);
    const { client: c } = await login(email);
    const { client: other } = await login('employee@demo.my');
    const list = await a.get<Answer<SessionRow[]>>('/ajax/v2/auth/sessions');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(3);
    expect(list.body.data.filter((s) => s.current)).toHaveLength(1);
    expect(list.body.data.every((s) => /^[0-9a-f]{32}$/.test(s.id) && s.ip)).toBe(true);
    const mine = list.body.data.find((s) => s.current) as SessionRow;
    const ofB = (await b.get<Answer<SessionRow[]>>('/ajax/v2/auth/sessions')).body.data.find(
      (s) => s.current,
    ) as SessionRow;
    expect(ofB.id).not.toBe(mine.id);

    // Another account cannot end it; a malformed or unknown handle is refused.
    const foreign = await other.post<Answer>('/ajax/v2/auth/sessions/sign-out', { id: ofB.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(A.sessionNotFound);
    expect((await a.post('/ajax/v2/auth/sessions/sign-out', { id: 'x' })).status).toBe(422);
    expect((await a.post('/ajax/v2/auth/sessions/sign-out', { id: '0'.repeat(32) })).status).toBe(404);
    expect(await isSignedIn(b)).toBe(true);

    const ended = await a.post<Answer>('/ajax/v2/auth/sessions/sign-out', { id: ofB.id });
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe(A.sessionSignedOut);
    expect(await isSignedIn(b)).toBe(false);
    expect(await isSignedIn(a)).toBe(true);

    const others = await a.post<Answer<{ signed_out: number }>>('/ajax/v2/auth/sessions/sign-out-others');
    expect(others.status).toBe(200);
    expect(others.body.data.signed_out).toBeGreaterThanOrEqual(1);
    expect(await isSignedIn(c)).toBe(false);
    expect(await isSignedIn(a)).toBe(true);
    expect(await isSignedIn(other)).toBe(true);
    const left = await a.get<Answer<SessionRow[]>>('/ajax/v2/auth/sessions');
    expect(left.body.data).toEqual([expect.objectContaining({ id: mine.id, current: true })]);
  });

  it('changes the email by a link to the new address, tells the old one, and only once', async () => {
    const email = freshEmail('change');
    const visitor = await clientFor(server.url);
    const signUp = await visitor.post('/ajax/v2/auth/register', signUpForm('Siti Tukar', email));
    expect(signUp.status).toBe(200);
    const verifyToken = linkIn(await mailTo(email), '/verify-email');
    sink.received.length = 0;
    const { client } = await login(email, 'rahsia123');
    const next = freshEmail('changed');

    // Unverified: no change yet.
    const early = await client.post<Answer>('/ajax/v2/auth/email-change', {
      email: next,
      password: 'rahsia123',
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('email_unverified');
    expect(early.body.message).toBe(A.verifyEmailFirst);
    expect((await visitor.post('/ajax/v2/auth/verify-email', { token: verifyToken })).status).toBe(200);

    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ email: next, password: 'wrong-one' }, 422, 'password', A.passwordIncorrect],
      [{ email: 'not-an-email', password: 'rahsia123' }, 422, 'email', 'Email is invalid'],
      [{ email: email.toUpperCase(), password: 'rahsia123' }, 422, 'email', A.emailChangeSame],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await client.post<Answer>('/ajax/v2/auth/email-change', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errors?.[field]).toContain(message);
    }
    const ok = await client.post<Answer>('/ajax/v2/auth/email-change', {
      email: next,
      password: 'rahsia123',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe(A.emailChangeSent);
    const token = linkIn(await mailTo(next), '/confirm-email-change');
    const notice = await mailTo(email);
    expect(notice).toContain(next);
    expect(notice).not.toContain(token);
    // Nothing changed until the link is followed.
    expect(
      (await client.get<Answer<{ user: { email: string } }>>('/ajax/v2/auth/me')).body.data.user.email,
    ).toBe(email);

    expect((await visitor.post('/ajax/v2/auth/email-change/confirm', { token: 'A'.repeat(43) })).status).toBe(
      422,
    );
    const confirmed = await visitor.post<Answer<{ email: string }>>('/ajax/v2/auth/email-change/confirm', {
      token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email).toBe(next);
    expect(confirmed.body.message).toBe(A.emailChanged);
    const again = await visitor.post<Answer>('/ajax/v2/auth/email-change/confirm', { token });
    expect(again.status).toBe(422);
    expect(again.body.errors?.token).toEqual([A.tokenUsed]);
    const me =
      await client.get<Answer<{ user: { email: string; email_verified: boolean } }>>('/ajax/v2/auth/me');
    expect(me.body.data.user).toMatchObject({ email: next, email_verified: true });
    await login(next, 'rahsia123');
  });

  it('refuses an address another account uses, at the request and at the link', async () => {
    const { client } = await login('hr@demo.my');
    const taken = await client.post<Answer>('/ajax/v2/auth/email-change', {
      email: 'student@demo.my',
      password: DEMO_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(MSG.emailTaken);

    const wanted = freshEmail('race');
    expect(
      (await client.post('/ajax/v2/auth/email-change', { email: wanted, password: DEMO_PASSWORD })).status,
    ).toBe(200);
    const token = linkIn(await mailTo(wanted), '/confirm-email-change');
    // Someone signs up with that address before the link is followed.
    const visitor = await clientFor(server.url);
    await visitor.post('/ajax/v2/auth/register', signUpForm('Orang Lain', wanted));
    const late = await visitor.post<Answer>('/ajax/v2/auth/email-change/confirm', { token });
    expect(late.status).toBe(409);
    expect(
      (await client.get<Answer<{ user: { email: string } }>>('/ajax/v2/auth/me')).body.data.user.email,
    ).toBe('hr@demo.my');
  });

  it('an unverified account may browse and log in, but not buy or post', async () => {
    const email = freshEmail('unverified');
    const visitor = await clientFor(server.url);
    await visitor.post(
      '/ajax/v2/auth/register',
      signUpForm('Belum Sah', email, {
        account_type: 'student',
        dob: '2010-01-01',
        guardian_email: freshEmail('penjaga'),
      }),
    );
    const { client, answer } = await login(email, 'rahsia123');
    expect(answer.data).toMatchObject({ user: { email_verified: false } });
    expect((await client.get('/ajax/v2/auth/me')).status).toBe(200);
    expect((await client.get('/ajax/v2/auth/sessions')).status).toBe(200);
    for (const path of [
      '/ajax/v2/cart/place-order',
      '/ajax/v2/cart/place-order-merchandise',
      '/ajax/v2/mahir-coin/payment',
      '/ajax/v2/vod/qna/create',
      '/ajax/v2/vod/qna/reply/answer',
      '/ajax/v2/vod/feedback/create',
      '/ajax/v2/vod/feedback/update',
    ]) {
      const res = await client.post<Answer>(path, {});
      expect(res.status, path).toBe(403);
      expect(res.body.code, path).toBe('email_unverified');
      expect(res.body.message, path).toBe(A.verifyEmailFirst);
    }
  });
});
