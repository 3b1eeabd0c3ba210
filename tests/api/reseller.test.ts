import { FIELD_MSG, MSG, RESELLER_TEXT } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

interface Answer {
  data: Record<string, unknown>;
  message?: string;
  errors?: Record<string, string[]>;
}

const valid = (email: string) => ({
  email,
  confirm_email: email,
  password: 'rahsia123',
  confirm_password: 'rahsia123',
  full_name: 'Nurul Aina binti Rahman',
  phone_no: '0123456789',
  address1: 'No 5, Jalan Mawar',
  address2: '',
  country: 1,
  postcode: '43000',
  state: 10,
  city: 'Kajang',
  bank_name: 'MBB',
  account_no: '112233445566',
  account_holder: 'NURUL AINA BINTI RAHMAN',
  swift_code: 'MBBEMYKL',
  terms: true,
});

describe.each(dialects())('reseller registration on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let student: TestClient;
  let stateId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, student] = await Promise.all([clientFor(server.url), clientFor(server.url, 'student@demo.my')]);
    stateId = (await server.db.selectFrom('states').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists states and banks', async () => {
    const states = await visitor.get<{ data: { states: Array<{ id: number; name: string }> } }>(
      '/ajax/v2/reseller/states',
    );
    expect(states.body.data.states).toHaveLength(16);
    const banks = await visitor.get<{ data: { banks: Array<{ code: string; name: string }> } }>(
      '/ajax/v2/reseller/banks',
    );
    expect(banks.body.data.banks.length).toBeGreaterThanOrEqual(12);
    expect(banks.body.data.banks.map((b) => b.code)).toContain('MBB');
  });

  it('says whether an email is taken', async () => {
    const taken = await visitor.post<Answer>(
      '/ajax/v2/reseller/check/user',
      { email: 'STUDENT@demo.my' },
      { form: true },
    );
    expect(taken.body.data).toEqual({ is_exist: true });
    const free = await visitor.post<Answer>(
      '/ajax/v2/reseller/check/user',
      { email: 'baru@demo.my' },
      { form: true },
    );
    expect(free.body.data).toEqual({ is_exist: false });
  });

  it('throttles the email check per client, so it cannot sweep addresses for accounts', async () => {
    const sweeper = await clientFor(server.url);
    const check = (i: number) =>
      sweeper.post<Answer>('/ajax/v2/reseller/check/user', { email: `sapu${i}@demo.my` }, { form: true });
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await check(i)).status);
    // A person typing addresses fits in the budget (100 per 15 minutes, this file's other checks included);
    // past it every check is refused.
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThanOrEqual(90);
    expect(statuses.slice(0, first).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
    const refused = await check(101);
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
  });

  it('refuses bad input with the spec’s messages and writes nothing', async () => {
    const base = { ...valid('calon@demo.my'), state: stateId };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: '' }, 'email', FIELD_MSG.emailRequired],
      [{ email: 'bukan-emel' }, 'email', FIELD_MSG.emailInvalid],
      [{ confirm_email: '' }, 'confirm_email', FIELD_MSG.confirmEmailRequired],
      [{ confirm_email: 'lain@demo.my' }, 'confirm_email', FIELD_MSG.confirmEmailMismatch],
      [{ password: '12345', confirm_password: '12345' }, 'password', FIELD_MSG.passwordMin],
      [{ confirm_password: 'lain1234' }, 'confirm_password', FIELD_MSG.confirmPasswordMismatch],
      [{ phone_no: '01-234' }, 'phone_no', FIELD_MSG.phoneNumeric],
      [{ phone_no: '' }, 'phone_no', FIELD_MSG.phoneRequired],
      [{ postcode: '4300A' }, 'postcode', RESELLER_TEXT.postcodeNumeric],
      [{ address1: '' }, 'address1', FIELD_MSG.address1Required],
      [{ city: '' }, 'city', FIELD_MSG.cityRequired],
      [{ state: '' }, 'state', FIELD_MSG.stateRequired],
      [{ full_name: '' }, 'full_name', RESELLER_TEXT.fullNameRequired],
      [{ account_no: '12-34' }, 'account_no', RESELLER_TEXT.accountNoNumeric],
      [{ swift_code: '' }, 'swift_code', RESELLER_TEXT.swiftRequired],
      [{ terms: false }, 'terms', RESELLER_TEXT.termsRequired],
      [{ bank_name: 'XXX' }, 'bank_name', RESELLER_TEXT.bankRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await visitor.post<Answer>('/ajax/v2/reseller/register/save', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(change)).toContain(message);
    }
    // A confirmation that does not match is reported with the other fields' messages, not after them.
    const together = await visitor.post<Answer>('/ajax/v2/reseller/register/save', {
      ...base,
      full_name: '',
      confirm_email: 'lain@demo.my',
      confirm_password: 'lain1234',
    });
    expect(together.body.errors).toMatchObject({
      full_name: [RESELLER_TEXT.fullNameRequired],
      confirm_email: [FIELD_MSG.confirmEmailMismatch],
      confirm_password: [FIELD_MSG.confirmPasswordMismatch],
    });
    const users = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'calon@demo.my')
      .execute();
    expect(users).toEqual([]);
  });

  it('refuses a taken email with 409 and a logged-in user with the spec’s notice', async () => {
    const taken = await visitor.post<Answer>('/ajax/v2/reseller/register/save', {
      ...valid('parent@demo.my'),
      state: stateId,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(MSG.emailTaken);
    expect(taken.body.errors?.email).toEqual([MSG.emailTaken]);
    const logged = await student.post<Answer>('/ajax/v2/reseller/register/save', {
      ...valid('lain@demo.my'),
      state: stateId,
    });
    expect(logged.status).toBe(403);
    expect(logged.body.message).toBe(MSG.resellerLoggedIn);
  });

  it('registers a reseller awaiting approval, with no back-office role yet', async () => {
    const res = await visitor.post<Answer>('/ajax/v2/reseller/register/save', {
      ...valid('Calon.Reseller@demo.my'),
      state: stateId,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ url: '/reseller/thank-you' });
    const user = await server.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'calon.reseller@demo.my')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      name: 'Nurul Aina binti Rahman',
      phone_no: '0123456789',
      postcode: '43000',
      state_id: stateId,
    });
    const reseller = await server.db
      .selectFrom('resellers')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(reseller).toMatchObject({
      status: 'pending',
      bank_name: 'MBB',
      account_no: '112233445566',
      parent_id: null,
    });
    expect(reseller.reseller_code).toMatch(/^RS\d+$/);
    expect(
      await server.db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    const again = await visitor.post<Answer>('/ajax/v2/reseller/register/save', {
      ...valid('calon.reseller@demo.my'),
      state: stateId,
    });
    expect(again.status).toBe(409);
    // A pending reseller's code is not yet a valid code.
    const lookup = await visitor.get<Answer>(
      `/ajax/v2/package/reseller/code?reseller_code=${encodeURIComponent(reseller.reseller_code)}`,
    );
    expect(lookup.status).toBe(422);
  });
});
