import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { GUARDIAN_CONSENT_VERSION, GUARDIAN_CONSENT_WORDING } from '@mahir/shared/accounts/privacy-notice';
import { learningWeek } from '@mahir/shared/rules/learning-week';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { signUpForm } from '../support/sign-up';
import { type SmtpSink, startServerWithSink } from '../support/smtp-sink';
import { dialects, type TestServer } from '../support/test-server';
import { PACKAGE_BILLING } from './cart-fixtures';
import { postCallback, runnerFor, signRecurring } from './money-fixtures';

const A = ACCOUNT_MSG.en;
const PUBLIC_URL = 'https://mahir.test';
let serial = 0;
let ticks = 0;
const freshEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${serial++}@example.my`;

interface Answer<T> {
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
  code?: string;
}
interface Child {
  id: number;
  name: string;
  email: string;
  origin: string;
  subscriptions: { package: string; next_payment_date: string | null }[];
  courses: { title: string; modules: number; watched: number; percent: number }[];
  quizzes: unknown[];
  this_week: Record<string, unknown>;
  last_week: Record<string, unknown>;
  last_sign_in: string | null;
}

/** The subscription account step's fields for a new child. */
const childBody = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Adam',
  last_name: 'Rosli',
  dob: '2014-06-01',
  gender: 'M',
  phone_no: '0123456789',
  name_institution: 'SK Taman Demo',
  g_name: 'Rosli bin Abdullah',
  g_relation: 'father',
  g_email: 'parent@demo.my',
  g_phone_no: '0123456789',
  g_address1: 'No. 18, Jalan Kenanga 3',
  g_country: '1',
  g_postcode: '47400',
  g_state: '10',
  g_city: 'Petaling',
  email,
  confirm_email: email,
  password: 'rahsia123',
  confirm_password: 'rahsia123',
  ...extra,
});

describe.each(dialects())('families: children, links and consent on %s', (dialect) => {
  let server: TestServer;
  let sink: SmtpSink;
  let parent: TestClient;
  let student: TestClient;

  beforeAll(async () => {
    ({ server, sink } = await startServerWithSink(dialect, {
      PUBLIC_URL,
      MAIL_FROM: 'Mahir <no-reply@mahir.test>',
    }));
    parent = await clientFor(server.url, 'parent@demo.my');
    student = await clientFor(server.url, 'student@demo.my');
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  /** The latest mail to `email` whose text holds `phrase`, once the runner has sent it. */
  async function mailTo(email: string, phrase: string) {
    const runner = runnerFor(server);
    for (let i = 0; i < 5; i++) {
      await runner.tick({ now: new Date(Date.now() + ++ticks * 60_000) });
      const mail = sink.received.findLast(
        (m) => m.to.includes(email) && (m.parsed.text ?? '').includes(phrase),
      );
      if (mail) return mail;
    }
    throw new Error(`no mail with ${phrase} reached ${email}`);
  }

  /** The link of the latest such mail, once at least `count` of them have arrived (a resent link replaces the one before). */
  async function mailedLink(email: string, path: string, count = 1): Promise<string> {
    const runner = runnerFor(server);
    for (let i = 0; i < 8; i++) {
      await runner.tick({ now: new Date(Date.now() + ++ticks * 60_000) });
      const mails = sink.received.filter(
        (m) => m.to.includes(email) && (m.parsed.text ?? '').includes(`${PUBLIC_URL}${path}?`),
      );
      // The newest of them by its row: mails sent in one tick may arrive in any order.
      const order = new Map(
        (
          await server.db
            .selectFrom('mails')
            .select(['id', 'message_id'])
            .where('to_address', '=', email)
            .execute()
        ).map((r) => [r.message_id, r.id]),
      );
      const rank = (m: (typeof mails)[number]) => order.get(m.parsed.messageId ?? '') ?? 0;
      const mail = mails.length >= count ? mails.reduce((a, b) => (rank(b) > rank(a) ? b : a)) : undefined;
      if (mail) {
        const link = new RegExp(`${PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.parsed.text ?? '');
        if (!link?.[1]) throw new Error(`no ${path} link in the mail:\n${mail.parsed.text}`);
        return link[1];
      }
    }
    throw new Error(`no mail reached ${email}`);
  }

  const children = async (client: TestClient) =>
    (await client.get<Answer<{ children: Child[]; week: { start: string } }>>('/ajax/v2/family/children'))
      .body.data;

  it('shows the guardian their seeded children with subscriptions, courses and weeks', async () => {
    const data = await children(parent);
    expect(data.week.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const emails = data.children.map((c) => c.email);
    expect(emails).toEqual(expect.arrayContaining(['student@demo.my', 'nur.aisyah.rosli@demo.my']));
    const aiman = data.children.find((c) => c.email === 'student@demo.my') as Child;
    expect(aiman.subscriptions.length).toBeGreaterThan(0);
    expect(aiman.courses.length).toBeGreaterThan(0);
    for (const c of aiman.courses) {
      expect(c.watched).toBeLessThanOrEqual(c.modules);
      expect(c.percent).toBeGreaterThanOrEqual(0);
      expect(c.percent).toBeLessThanOrEqual(100);
    }
    expect(aiman.this_week).toEqual(
      expect.objectContaining({
        modules: expect.any(Number),
        minutes: expect.any(Number),
        sign_ins: expect.any(Number),
      }),
    );
    const sibling = data.children.find((c) => c.email === 'nur.aisyah.rosli@demo.my') as Child;
    expect(sibling.subscriptions.length).toBeGreaterThan(0);
  });

  it('refuses visitors and other roles, and shows another parent none of these children', async () => {
    const visitor = await clientFor(server.url);
    expect((await visitor.get('/ajax/v2/family/children')).status).toBe(401);
    expect((await visitor.post('/ajax/v2/family/children/link', { email: 'student@demo.my' })).status).toBe(
      401,
    );
    for (const role of ['student@demo.my', 'tutor@demo.my', 'admin@demo.my']) {
      const other = await clientFor(server.url, role);
      expect((await other.get('/ajax/v2/family/children')).status).toBe(403);
      expect((await other.post('/ajax/v2/family/children', childBody(freshEmail('x')))).status).toBe(403);
    }
    for (const role of ['parent@demo.my', 'tutor@demo.my']) {
      const other = await clientFor(server.url, role);
      expect((await other.get('/ajax/v2/family/guardians')).status).toBe(403);
      expect((await other.post('/ajax/v2/family/link/confirm', { token: 'A'.repeat(43) })).status).toBe(403);
    }
    const otherParent = await signUpParent();
    expect((await children(otherParent)).children).toEqual([]);
    const studentId = (await children(parent)).children.find((c) => c.email === 'student@demo.my')?.id;
    const refused = await otherParent.post(`/ajax/v2/family/children/${studentId}/unlink`, {});
    expect(refused.status).toBe(404);
    expect((await children(parent)).children.some((c) => c.id === studentId)).toBe(true);
  });

  async function signUpParent(): Promise<TestClient> {
    const email = freshEmail('ibu');
    const visitor = await clientFor(server.url);
    const res = await visitor.post('/ajax/v2/auth/register', signUpForm('Ibu Baharu', email));
    expect(res.status).toBe(200);
    return clientFor(server.url).then((c) => c.login(email, 'rahsia123'));
  }

  it('a parent adds two children, who log in as pupils; bad input changes nothing', async () => {
    const mum = await signUpParent();
    const bad = await mum.post<Answer<null>>('/ajax/v2/family/children', { first_name: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['first_name', 'email', 'password']),
    );
    const mismatch = await mum.post(
      '/ajax/v2/family/children',
      childBody(freshEmail('a'), { confirm_password: 'lain123' }),
    );
    expect(mismatch.status).toBe(422);
    expect((await children(mum)).children).toEqual([]);

    const first = freshEmail('anak1');
    const second = freshEmail('anak2');
    for (const email of [first, second]) {
      const res = await mum.post<Answer<{ child: { id: number } }>>(
        '/ajax/v2/family/children',
        childBody(email),
      );
      expect(res.status).toBe(200);
    }
    const taken = await mum.post('/ajax/v2/family/children', childBody(first));
    expect(taken.status).toBe(409);
    const list = (await children(mum)).children;
    expect(list.map((c) => c.email)).toEqual([first, second]);
    expect(list.every((c) => c.origin === 'added')).toBe(true);
    const kid = await clientFor(server.url).then((c) => c.login(first, 'rahsia123'));
    const me = await kid.get<Answer<{ user: { roles: string[] } }>>('/ajax/v2/auth/me');
    expect(me.body.data.user.roles).toEqual(['student']);
    const consent = await server.db
      .selectFrom('guardian_consents')
      .selectAll()
      .where('child_id', '=', list[0]?.id as number)
      .executeTakeFirstOrThrow();
    expect(consent.given_at).not.toBeNull();
    expect(consent.version).toBe(GUARDIAN_CONSENT_VERSION);
    // The pupil sees the guardian and may end the link; the guardian no longer sees them.
    const guardians =
      await kid.get<Answer<{ guardians: { id: number; email: string }[] }>>('/ajax/v2/family/guardians');
    expect(guardians.body.data.guardians).toHaveLength(1);
    const gid = guardians.body.data.guardians[0]?.id;
    expect((await kid.post(`/ajax/v2/family/guardians/${gid}/unlink`, {})).status).toBe(200);
    expect((await kid.post(`/ajax/v2/family/guardians/${gid}/unlink`, {})).status).toBe(404);
    expect((await children(mum)).children.map((c) => c.email)).toEqual([second]);
    // And the guardian may end theirs.
    const secondId = (await children(mum)).children[0]?.id;
    expect((await mum.post(`/ajax/v2/family/children/${secondId}/unlink`, {})).status).toBe(200);
    expect((await children(mum)).children).toEqual([]);
    expect((await mum.post('/ajax/v2/family/children/abc/unlink', {})).status).toBe(422);
  });

  it('links an existing pupil once the pupil confirms from their own account', async () => {
    const mum = await signUpParent();
    const pupilEmail = freshEmail('murid');
    const visitor = await clientFor(server.url);
    await visitor.post(
      '/ajax/v2/auth/register',
      signUpForm('Murid Dewasa', pupilEmail, { account_type: 'student', dob: '2000-01-01' }),
    );
    const notPupil = await mum.post<Answer<null>>('/ajax/v2/family/children/link', {
      email: 'tutor@demo.my',
    });
    expect(notPupil.status).toBe(422);
    expect(notPupil.body.errors?.email).toEqual([A.childLinkNotPupil]);
    const unknown = await mum.post<Answer<null>>('/ajax/v2/family/children/link', {
      email: 'nobody@example.my',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.email).toEqual([A.childLinkNotPupil]);
    expect((await mum.post('/ajax/v2/family/children/link', { email: 'not-an-email' })).status).toBe(422);

    const sent = await mum.post<Answer<{ sent: boolean }>>('/ajax/v2/family/children/link', {
      email: pupilEmail,
    });
    expect(sent.status).toBe(200);
    const token = await mailedLink(pupilEmail, '/family/link');
    expect((await children(mum)).children).toEqual([]);
    // Another pupil cannot use it, and it stays usable for its own pupil.
    const wrong = await student.post<Answer<null>>('/ajax/v2/family/link/confirm', { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('token_not_for_you');
    const pupil = await clientFor(server.url).then((c) => c.login(pupilEmail, 'rahsia123'));
    const ok = await pupil.post<Answer<{ guardian: { name: string } }>>('/ajax/v2/family/link/confirm', {
      token,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.guardian.name).toBe('Ibu Baharu');
    const again = await pupil.post<Answer<null>>('/ajax/v2/family/link/confirm', { token });
    expect(again.body.code).toBe('token_used');
    const list = (await children(mum)).children;
    expect(list.map((c) => [c.email, c.origin])).toEqual([[pupilEmail, 'linked']]);
    const dup = await mum.post('/ajax/v2/family/children/link', { email: pupilEmail });
    expect(dup.status).toBe(409);
  });

  it('a pupil under 18 names a guardian and waits for consent before buying or posting', async () => {
    const visitor = await clientFor(server.url);
    const pupilEmail = freshEmail('remaja');
    const guardianEmail = freshEmail('penjaga');
    const base = signUpForm('Remaja Baharu', pupilEmail, { account_type: 'student', dob: '2012-05-04' });
    const missing = await visitor.post<Answer<null>>('/ajax/v2/auth/register', base);
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.guardian_email).toEqual([A.guardianEmailRequired]);
    const same = await visitor.post<Answer<null>>('/ajax/v2/auth/register', {
      ...base,
      guardian_email: pupilEmail,
    });
    expect(same.body.errors?.guardian_email).toEqual([A.guardianEmailSameAsChild]);
    const badEmail = await visitor.post<Answer<null>>('/ajax/v2/auth/register', {
      ...base,
      guardian_email: 'x',
    });
    expect(badEmail.status).toBe(422);
    expect(
      await server.db.selectFrom('users').select('id').where('email', '=', pupilEmail).executeTakeFirst(),
    ).toBeUndefined();

    const res = await visitor.post('/ajax/v2/auth/register', { ...base, guardian_email: guardianEmail });
    expect(res.status).toBe(200);
    const firstToken = await mailedLink(guardianEmail, '/family/consent');
    const verifyToken = await mailedLink(pupilEmail, '/verify-email');
    expect((await visitor.post('/ajax/v2/auth/verify-email', { token: verifyToken })).status).toBe(200);

    const pupil = await clientFor(server.url).then((c) => c.login(pupilEmail, 'rahsia123'));
    const me = await pupil.get<Answer<{ user: { guardian_consent_needed?: boolean } }>>('/ajax/v2/auth/me');
    expect(me.body.data.user.guardian_consent_needed).toBe(true);
    expect((await pupil.get('/ajax/v2/vod/course/category/all')).status).toBe(200);
    for (const path of [
      '/ajax/v2/cart/place-order',
      '/ajax/v2/vod/qna/create',
      '/ajax/v2/vod/feedback/create',
    ]) {
      const refused = await pupil.post<Answer<null>>(path, {});
      expect(refused.status, path).toBe(403);
      expect(refused.body.code, path).toBe('guardian_consent_needed');
      expect(refused.body.message, path).toBe(A.guardianConsentNeeded);
    }
    const status =
      await pupil.get<Answer<{ consent_needed: boolean; consent_asked: { email: string } | null }>>(
        '/ajax/v2/family/guardians',
      );
    expect(status.body.data.consent_needed).toBe(true);
    expect(status.body.data.consent_asked?.email).toBe(guardianEmail);

    // The pupil asks again: a new link to the same address, and the first one stops working.
    const resent = await pupil.post<Answer<{ sent: true; email: string }>>(
      '/ajax/v2/family/consent/resend',
      {},
    );
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ sent: true, email: guardianEmail });
    expect(resent.body.message).toBe(A.guardianConsentRequested);
    const token = await mailedLink(guardianEmail, '/family/consent', 2);
    expect(token).not.toBe(firstToken);
    const old = await visitor.post<Answer<null>>('/ajax/v2/family/consent/check', { token: firstToken });
    expect(old.status).toBe(422);
    // Three requests a day per pupil: the fourth is refused and sends nothing.
    for (let i = 0; i < 2; i++)
      expect((await pupil.post('/ajax/v2/family/consent/resend', {})).status).toBe(200);
    const consentMails = async () =>
      (
        await server.db
          .selectFrom('mails')
          .select('id')
          .where('to_address', '=', guardianEmail)
          .where('template', '=', 'guardian-consent')
          .execute()
      ).length;
    expect(await consentMails()).toBe(4);
    const throttled = await pupil.post<Answer<null>>('/ajax/v2/family/consent/resend', {});
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toBe(A.guardianConsentThrottled);
    expect(await consentMails()).toBe(4);
    // The fourth mail's link: the three before it were replaced as each was resent.
    const latest = await mailedLink(guardianEmail, '/family/consent', 4);
    // Nobody else asks: not a parent, not a pupil who waits for nothing.
    expect((await parent.post('/ajax/v2/family/consent/resend', {})).status).toBe(403);
    const notAwaited = await student.post<Answer<null>>('/ajax/v2/family/consent/resend', {});
    expect(notAwaited.status).toBe(409);
    expect(notAwaited.body.code).toBe('consent_not_awaited');

    const check = await visitor.post<Answer<{ child_name: string; wording: { en: string }; given: boolean }>>(
      '/ajax/v2/family/consent/check',
      { token: latest },
    );
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ child_name: 'Remaja Baharu', given: false });
    expect(check.body.data.wording.en).toBe(GUARDIAN_CONSENT_WORDING.en.consent('Remaja Baharu'));
    expect((await visitor.post('/ajax/v2/family/consent', { token: 'bad' })).status).toBe(422);
    expect((await visitor.post('/ajax/v2/family/consent', { token: latest, language: 'fr' })).status).toBe(
      422,
    );
    const given = await visitor.post('/ajax/v2/family/consent', { token: latest, language: 'ms' });
    expect(given.status).toBe(200);
    const again = await visitor.post<Answer<null>>('/ajax/v2/family/consent', {
      token: latest,
      language: 'ms',
    });
    expect(again.body.code).toBe('token_used');
    const row = await server.db
      .selectFrom('guardian_consents')
      .innerJoin('users', 'users.id', 'guardian_consents.child_id')
      .selectAll('guardian_consents')
      .where('users.email', '=', pupilEmail)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      guardian_email: guardianEmail,
      version: GUARDIAN_CONSENT_VERSION,
      language: 'ms',
      wording: GUARDIAN_CONSENT_WORDING.ms.consent('Remaja Baharu'),
    });
    expect(row.given_at).not.toBeNull();
    const after =
      await pupil.get<Answer<{ user: { guardian_consent_needed?: boolean } }>>('/ajax/v2/auth/me');
    expect(after.body.data.user.guardian_consent_needed).toBeUndefined();
    expect((await pupil.post('/ajax/v2/family/consent/resend', {})).status).toBe(409);
    const nowAllowed = await pupil.post<Answer<null>>('/ajax/v2/cart/place-order', {});
    expect(nowAllowed.body.code).not.toBe('guardian_consent_needed');
  });

  it('a parent buys a package for one of their children, whose account it is for', async () => {
    const mum = await signUpParent();
    const childEmail = freshEmail('pembeli');
    const added = await mum.post<Answer<{ child: { id: number } }>>(
      '/ajax/v2/family/children',
      childBody(childEmail),
    );
    const childId = added.body.data.child.id;
    const shown = await mum.post<Answer<{ package: { mahir_courses: { id: number }[] } }>>(
      '/ajax/v2/package/hashslug',
      { hashslug: 'demo-package' },
      { form: true },
    );
    const picked = await mum.post('/ajax/v2/package/next', {
      hashslug: 'demo-package',
      mahir_course_id: shown.body.data.package.mahir_courses.slice(0, 1).map((c) => c.id),
    });
    expect(picked.status).toBe(200);
    const orders = () =>
      server.db
        .selectFrom('orders')
        .select('id')
        .execute()
        .then((r) => r.length);
    const before = await orders();
    const noChild = await mum.post<Answer<null>>('/ajax/v2/package/make-payment', PACKAGE_BILLING);
    expect(noChild.status).toBe(422);
    expect(noChild.body.errors?.child_id).toEqual([A.childRequired]);
    const studentId = (await children(parent)).children.find((c) => c.email === 'student@demo.my')?.id;
    const notMine = await mum.post<Answer<null>>('/ajax/v2/package/make-payment', {
      ...PACKAGE_BILLING,
      child_id: studentId,
    });
    expect(notMine.status).toBe(422);
    expect(notMine.body.errors?.child_id).toEqual([A.childNotFound]);
    expect(await orders()).toBe(before);
    const theirs = await mum.get<Answer<{ user: { first_name: string } }>>(
      `/ajax/v2/package/user?child_id=${childId}`,
    );
    expect(theirs.body.data.user.first_name).toBe('Adam');
    expect((await mum.get(`/ajax/v2/package/user?child_id=${studentId}`)).status).toBe(422);
    const {
      email: _e,
      confirm_email: _c,
      password: _p,
      confirm_password: _cp,
      ...step
    } = childBody(childEmail);
    const saved = await mum.post('/ajax/v2/package/account/save', {
      ...step,
      first_name: 'Adam Haziq',
      child_id: childId,
    });
    expect(saved.status).toBe(200);
    const summary = await mum.get<Answer<{ held: boolean }>>('/ajax/v2/package/checkout');
    expect(summary.body.data.held).toBe(false);
    const paid = await mum.post<Answer<{ reference: string }>>('/ajax/v2/package/make-payment', {
      ...PACKAGE_BILLING,
      child_id: childId,
    });
    expect(paid.status).toBe(200);
    const line = await server.db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['orders.user_id', 'order_items.details'])
      .where('orders.order_no', '=', paid.body.data.reference)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(line.details ?? '{}').student_user_id).toBe(childId);
    const child = await server.db
      .selectFrom('users')
      .select(['first_name', 'id'])
      .where('id', '=', childId)
      .executeTakeFirstOrThrow();
    expect(child.first_name).toBe('Adam Haziq');
    expect(line.user_id).not.toBe(childId);

    // Once paid, the child hears of it from us, not only from the courses that appear.
    const callback = signRecurring({
      status_id: '1',
      order_id: paid.body.data.reference,
      transaction_id: `GIFT-${childId}`,
      msg: 'Recurring_payment',
    });
    expect((await postCallback(server.url, callback)).status).toBe(200);
    const gift = await mailTo(childEmail, `${PUBLIC_URL}/my/courses`);
    expect(gift.parsed.subject).toMatch(/ (telah melanggan|has subscribed you to) /);
    expect(
      sink.received.filter((m) => m.to.includes(childEmail) && m.parsed.subject === gift.parsed.subject),
    ).toHaveLength(1);
  });

  it('mails each guardian one weekly summary in their language, unless they turned it off', async () => {
    const mum = await signUpParent();
    await mum.post('/ajax/v2/family/children', childBody(freshEmail('mingguan')));
    const mumId = (await mum.get<Answer<{ user: { id: number } }>>('/ajax/v2/auth/me')).body.data.user.id;
    await server.db.insertInto('mail_opt_outs').values({ user_id: mumId, category: 'progress' }).execute();
    const parentId = (
      await server.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'parent@demo.my')
        .executeTakeFirstOrThrow()
    ).id;
    const runner = runnerFor(server);
    // Two hours on: the hourly schedule is due again whatever earlier tests ran; then the mail is sent.
    ticks += 120;
    // The schedule runs at the first of these ticks (due again after two hours): the week is that tick's.
    const now = new Date(Date.now() + ++ticks * 60_000);
    await runner.tick({ now });
    for (let i = 0; i < 2; i++) await runner.tick({ now: new Date(Date.now() + ++ticks * 60_000) });
    // This file's clock runs hours ahead and may have crossed into a new week (Monday 00:00 in Malaysia) since
    // an earlier tick: the mails counted are those of the week before this tick, each guardian's one key.
    const weekKey = (userId: number) => `progress-summary:guardian:${userId}:${learningWeek(now, 1).start}`;
    const summaries = await server.db
      .selectFrom('mails')
      .select(['user_id', 'status', 'idempotency_key', 'language', 'subject'])
      .where('template', '=', 'progress-summary')
      .execute();
    const mine = summaries.filter((m) => m.idempotency_key === weekKey(parentId));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.status).toBe('sent');
    const mail = sink.received.find((m) => m.to.includes('parent@demo.my')) ?? null;
    // Sent now or by an earlier tick of this file: either way the outbox row says it went, once.
    if (mail) expect(mail.parsed.text).toContain('Muhammad Aiman bin Rosli');
    const mums = summaries.filter((m) => m.idempotency_key === weekKey(mumId));
    expect(mums).toHaveLength(1);
    expect(mums[0]?.status).not.toBe('sent');
    // The same week again queues nothing more (two hours on may be a new week: that week's mail is another key).
    ticks += 120;
    await runner.tick({ now: new Date(Date.now() + ++ticks * 60_000) });
    const again = await server.db
      .selectFrom('mails')
      .select('id')
      .where('template', '=', 'progress-summary')
      .where('idempotency_key', '=', weekKey(parentId))
      .execute();
    expect(again).toHaveLength(1);
  });

  it('an adult pupil signs up without naming a guardian', async () => {
    const visitor = await clientFor(server.url);
    const res = await visitor.post(
      '/ajax/v2/auth/register',
      signUpForm('Dewasa', freshEmail('dewasa'), { account_type: 'student', dob: '1990-01-01' }),
    );
    expect(res.status).toBe(200);
  });
});
