import { FIELD_MSG, MSG, type RenewalView } from '@mahir/shared';
import { RENEWAL_MSG } from '@mahir/shared/renewals/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { PACKAGE_BILLING } from './cart-fixtures';
import { userIdOf } from './learning-fixtures';
import { paidCallback, postCallback } from './money-fixtures';

interface Answer<T = Record<string, unknown>> {
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
}
interface Summary {
  package: {
    id: number;
    name: string;
    recurring_id: string | null;
    options: { subtotal: number; mahir_course_id: number[] };
    total: number;
  } | null;
  logged_in: boolean;
}
interface SchoolsAnswer {
  schools: {
    data: Array<{ id: number; name: string; state: string; district: string; postcode: string }>;
    total: number;
    from: number | null;
    per_page: number;
    current_page: number;
    last_page: number;
  };
}

const account = (email: string) => ({
  email,
  confirm_email: email,
  password: 'rahsia1',
  confirm_password: 'rahsia1',
  first_name: 'Aisyah',
  last_name: 'Binti Karim',
  icno: '140101-10-1234',
  dob: '2014-01-01',
  gender: 'F',
  phone_no: '0198765432',
  race: 'malay',
  religion: 'islam',
  name_institution: '',
  school_id: '',
  reseller_code: '',
  g_name: 'Karim bin Ali',
  g_relation: 'father',
  g_email: 'karim@example.my',
  g_phone_no: '0123334444',
  g_address1: 'No 1, Jalan Kenanga',
  g_address2: '',
  g_country: 1,
  g_postcode: '43000',
  g_state: 10,
  g_city: 'Kajang',
  g_occupation: 'Jurutera',
  g_income_range: 'Between 5000-6999',
});
const billing = PACKAGE_BILLING;

describe.each(dialects())('package checkout on %s', (dialect) => {
  let server: TestServer;
  let guest: TestClient;
  let parent: TestClient;
  let packageId: number;
  let courseIds: number[];
  let stateId: number;
  let school: { id: number; name: string };

  const choosePackage = async (client: TestClient) => {
    const res = await client.post('/ajax/v2/package/next', {
      hashslug: 'demo-package',
      mahir_course_id: courseIds,
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [guest, parent] = await Promise.all([clientFor(server.url), clientFor(server.url, 'parent@demo.my')]);
    const shown = await guest.post<Answer<{ package: { id: number; mahir_courses: Array<{ id: number }> } }>>(
      '/ajax/v2/package/hashslug',
      { hashslug: 'demo-package' },
      { form: true },
    );
    packageId = shown.body.data.package.id;
    courseIds = shown.body.data.package.mahir_courses.slice(0, 2).map((c) => c.id);
    stateId = (await server.db.selectFrom('states').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    school = await server.db
      .selectFrom('schools')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers states, districts of a state, and schools filtered and paged', async () => {
    const states = await guest.get<Answer<{ states: Array<{ id: number }> }>>('/ajax/v2/package/states');
    expect(states.body.data.states).toHaveLength(16);
    const districts = await guest.post<Answer<{ districts: Array<{ id: number; name: string }> }>>(
      '/ajax/v2/package/districts',
      { state: stateId },
      { form: true },
    );
    expect(districts.body.data.districts.length).toBeGreaterThan(0);
    const district = districts.body.data.districts[0];
    const all = await guest.post<Answer<SchoolsAnswer>>('/ajax/v2/package/search-school?page=1', {
      state: stateId,
    });
    expect(all.status).toBe(200);
    const page = all.body.data.schools;
    expect(page.per_page).toBe(10);
    expect(page.data.length).toBeLessThanOrEqual(10);
    expect(page.from).toBe(1);
    const stateName = (
      await server.db.selectFrom('states').select('name').where('id', '=', stateId).executeTakeFirstOrThrow()
    ).name;
    for (const s of page.data) expect(s.state).toBe(stateName);
    const second = await guest.post<Answer<SchoolsAnswer>>('/ajax/v2/package/search-school?page=2', {
      state: stateId,
    });
    expect(second.body.data.schools.current_page).toBe(2);
    if (page.total > 10) expect(second.body.data.schools.from).toBe(11);
    const byDistrict = await guest.post<Answer<SchoolsAnswer>>('/ajax/v2/package/search-school?page=1', {
      state: stateId,
      district: district?.id,
    });
    for (const s of byDistrict.body.data.schools.data) expect(s.district).toBe(district?.name);
    const fragment = school.name.slice(0, 6).toLowerCase();
    const byName = await guest.post<Answer<SchoolsAnswer>>('/ajax/v2/package/search-school', {
      name: fragment,
    });
    expect(byName.body.data.schools.total).toBeGreaterThan(0);
    for (const s of byName.body.data.schools.data) expect(s.name.toLowerCase()).toContain(fragment);
    const none = await guest.post<Answer<SchoolsAnswer>>('/ajax/v2/package/search-school', {
      name: 'zzzz-tiada',
    });
    expect(none.body.data.schools).toMatchObject({ total: 0, from: null, data: [] });
    const picked = await guest.post<Answer<{ school: { id: number; name: string } }>>(
      '/ajax/v2/package/select-school',
      {
        id: school.id,
      },
    );
    expect(picked.body.data.school).toEqual(school);
    expect((await guest.post('/ajax/v2/package/select-school', { id: 99_999_999 })).status).toBe(404);
    expect((await guest.post('/ajax/v2/package/search-school?page=0', {})).status).toBe(422);
  });

  it('says Package is not selected yet! until a package is chosen, and refuses visitors the payment', async () => {
    const summary = await guest.get<Answer<Summary>>('/ajax/v2/package/checkout');
    expect(summary.body.data).toEqual({ package: null, logged_in: false, held: false });
    const save = await guest.post<Answer>('/ajax/v2/package/account/save', {
      ...account('tiada.pakej@demo.my'),
      name_institution: school.name,
    });
    expect(save.status).toBe(422);
    expect(save.body.message).toBe(MSG.packageNotSelected);
    expect((await guest.post('/ajax/v2/package/make-payment', billing)).status).toBe(401);
    const pay = await parent.post<Answer>('/ajax/v2/package/make-payment', billing);
    expect(pay.status).toBe(422);
    expect(pay.body.message).toBe(MSG.packageNotSelected);
    expect((await guest.get('/ajax/v2/package/user')).status).toBe(401);
  });

  it('looks reseller codes up with the spec’s call: found, or Reseller code is invalid; a visitor has none saved', async () => {
    const none = await guest.get<Answer<{ user: { reseller_code: string | null } }>>(
      '/ajax/v2/package/reseller/code',
    );
    expect(none.body.data).toEqual({ user: { reseller_code: null } });
    const found = await guest.get<Answer<{ user: { reseller_code: string | null } }>>(
      '/ajax/v2/package/reseller/code?reseller_code=rs0001',
    );
    expect(found.status).toBe(200);
    expect(found.body.data.user.reseller_code).toBe('RS0001');
    for (const code of ['NOPE99', 'RS0005', '']) {
      const bad = await guest.get<Answer>(`/ajax/v2/package/reseller/code?reseller_code=${code}`);
      expect(bad.status, code).toBe(422);
      expect(bad.body.errors?.reseller_code).toEqual([MSG.resellerCodeInvalid]);
    }
  });

  it('goes back to the package page', async () => {
    const res = await guest.get<Answer<{ url: string }>>(`/ajax/v2/package/back/${packageId}`);
    expect(res.body.data.url).toBe('/package/demo-package');
    expect((await guest.get('/ajax/v2/package/back/999999')).status).toBe(404);
  });

  it('refuses a guest account with the spec’s messages and creates nothing', async () => {
    await choosePackage(guest);
    const summary = await guest.get<Answer<Summary>>('/ajax/v2/package/checkout');
    expect(summary.body.data.package).toMatchObject({
      id: packageId,
      options: { mahir_course_id: courseIds },
    });
    const base = {
      ...account('murid.baru@demo.my'),
      g_state: stateId,
      name_institution: school.name,
      school_id: school.id,
    };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: '' }, 'email', FIELD_MSG.emailRequired],
      [{ email: 'salah' }, 'email', FIELD_MSG.emailInvalid],
      [{ confirm_email: '' }, 'confirm_email', FIELD_MSG.confirmEmailRequired],
      [{ confirm_email: 'lain@demo.my' }, 'confirm_email', FIELD_MSG.confirmEmailMismatch],
      [{ password: '' }, 'password', FIELD_MSG.passwordRequired],
      [{ password: '12345', confirm_password: '12345' }, 'password', FIELD_MSG.passwordMin],
      [{ confirm_password: '' }, 'confirm_password', FIELD_MSG.confirmPasswordRequired],
      [{ confirm_password: 'lain12' }, 'confirm_password', FIELD_MSG.confirmPasswordMismatch],
      [{ first_name: '' }, 'first_name', FIELD_MSG.firstNameRequired],
      [{ last_name: '' }, 'last_name', FIELD_MSG.lastNameRequired],
      [{ gender: '' }, 'gender', FIELD_MSG.genderRequired],
      [{ phone_no: '' }, 'phone_no', FIELD_MSG.phoneRequired],
      [{ name_institution: '' }, 'name_institution', FIELD_MSG.schoolRequired],
      [{ g_name: '' }, 'g_name', FIELD_MSG.guardianNameRequired],
      [{ g_relation: '' }, 'g_relation', FIELD_MSG.relationRequired],
      [{ g_address1: '' }, 'g_address1', FIELD_MSG.address1Required],
      [{ g_country: '' }, 'g_country', FIELD_MSG.countryRequired],
      [{ g_postcode: '' }, 'g_postcode', FIELD_MSG.postcodeRequired],
      [{ g_state: '' }, 'g_state', FIELD_MSG.stateRequired],
      [{ g_city: '' }, 'g_city', FIELD_MSG.cityRequired],
      [{ reseller_code: 'BUKAN01' }, 'reseller_code', MSG.resellerCodeInvalid],
    ];
    for (const [change, field, message] of cases) {
      const res = await guest.post<Answer>('/ajax/v2/package/account/save', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(change)).toContain(message);
    }
    // A confirmation that does not match is reported with the other fields' messages, not after them.
    const together = await guest.post<Answer>('/ajax/v2/package/account/save', {
      ...base,
      first_name: '',
      confirm_email: 'lain@demo.my',
      confirm_password: 'lain12',
    });
    expect(together.status).toBe(422);
    expect(together.body.errors).toMatchObject({
      first_name: [FIELD_MSG.firstNameRequired],
      confirm_email: [FIELD_MSG.confirmEmailMismatch],
      confirm_password: [FIELD_MSG.confirmPasswordMismatch],
    });
    const taken = await guest.post<Answer>('/ajax/v2/package/account/save', {
      ...base,
      email: 'Student@demo.my',
      confirm_email: 'Student@demo.my',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.email).toEqual([MSG.emailTaken]);
    expect(
      await server.db.selectFrom('users').select('id').where('email', '=', 'murid.baru@demo.my').execute(),
    ).toEqual([]);
  });

  it('creates a guest’s student account with guardian and reseller code, logs it in and keeps the package', async () => {
    const body = {
      ...account('Murid.Baru@demo.my'),
      g_state: stateId,
      name_institution: school.name,
      school_id: school.id,
      reseller_code: 'rs0001',
    };
    const res = await guest.post<Answer<{ url: string; csrf_token?: string }>>(
      '/ajax/v2/package/account/save',
      body,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe('/subscription/checkout/billing');
    expect(res.body.data.csrf_token).toBeTruthy();
    guest.csrf = res.body.data.csrf_token ?? '';
    const me = await guest.get<Answer<{ user: { email: string; roles: string[] } }>>('/ajax/v2/auth/me');
    expect(me.body.data.user).toMatchObject({ email: 'murid.baru@demo.my', roles: ['student'] });
    const user = await guest.get<Answer<{ user: Record<string, unknown> }>>('/ajax/v2/package/user');
    expect(user.body.data.user).toMatchObject({
      first_name: 'Aisyah',
      last_name: 'Binti Karim',
      gender: 'F',
      race: 'malay',
      school,
      relationship: {
        name: 'Karim bin Ali',
        relation_name: 'Father',
        email: 'karim@example.my',
        postcode: '43000',
        state_id: stateId,
        income_range: 'Between 5000-6999',
        designation: 'Jurutera',
      },
    });
    const code = await guest.get<Answer<{ user: { reseller_code: string | null } }>>(
      '/ajax/v2/package/reseller/code',
    );
    expect(code.body.data.user.reseller_code).toBe('RS0001');
    const summary = await guest.get<Answer<Summary>>('/ajax/v2/package/checkout');
    expect(summary.body.data).toMatchObject({ logged_in: true, package: { id: packageId } });
    // A logged-in buyer saves again without the account fields.
    const again = await guest.post<Answer>('/ajax/v2/package/account/save', {
      ...body,
      email: undefined,
      password: undefined,
      first_name: 'Aisyah Nur',
    });
    expect(again.status).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .select(['first_name', 'name'])
      .where('email', '=', 'murid.baru@demo.my')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Aisyah Nur', name: 'Aisyah Nur Binti Karim' });
  });

  it('refuses billing data with the spec’s messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', FIELD_MSG.fullNameRequired],
      [{ email: '' }, 'email', FIELD_MSG.emailRequired],
      [{ phone_no: '' }, 'phone_no', FIELD_MSG.phoneRequired],
      [{ address1: '' }, 'address1', FIELD_MSG.address1Required],
      [{ country: '' }, 'country', FIELD_MSG.countryRequired],
      [{ postcode: '' }, 'postcode', FIELD_MSG.postcodeRequired],
      [{ state: '' }, 'state', FIELD_MSG.stateRequired],
      [{ city: '' }, 'city', FIELD_MSG.cityRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await guest.post<Answer>('/ajax/v2/package/make-payment', {
        ...billing,
        state: stateId,
        ...change,
      });
      expect(res.status, field).toBe(422);
      expect(res.body.errors?.[field]).toContain(message);
    }
    const long = await guest.post<Answer>('/ajax/v2/package/make-payment', {
      ...billing,
      email: `${'a'.repeat(45)}@x.com`,
    });
    expect(long.status).toBe(422);
    expect(
      await server.db.selectFrom('orders').select('id').where('email', '=', 'karim@example.my').execute(),
    ).toEqual([]);
  });

  it('places the package order through placeOrder with the reseller code and the followed affiliate', async () => {
    const visit = await fetch(`${server.url}/a/MEILING26`, {
      redirect: 'manual',
      headers: { Cookie: guest.cookie },
    });
    expect(visit.status).toBe(302);
    const affCookie =
      visit.headers
        .getSetCookie()
        .find((c) => c.startsWith('mahir_aff='))
        ?.split(';')[0] ?? '';
    expect(affCookie).toBe('mahir_aff=1');
    const session = guest.cookie;
    guest.cookie = `${session}; ${affCookie}`;
    const res = await guest.post<Answer<{ url: string; reference: string }>>(
      '/ajax/v2/package/make-payment',
      { ...billing, state: stateId },
    );
    guest.cookie = session;
    expect(res.status).toBe(200);
    expect(res.body.data.url).toContain(res.body.data.reference);
    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', res.body.data.reference)
      .executeTakeFirstOrThrow();
    const userId = await userIdOf(server.db, 'murid.baru@demo.my');
    expect(order).toMatchObject({
      user_id: userId,
      status: 'pending',
      name: 'Karim bin Ali',
      affiliate_id: 1,
      reseller_code: 'RS0001',
      city: 'Kajang',
      state_id: stateId,
    });
    const items = await server.db
      .selectFrom('order_items')
      .select(['item_type', 'item_id', 'quantity'])
      .where('order_id', '=', order.id)
      .execute();
    expect(items).toEqual([{ item_type: 'package', item_id: packageId, quantity: 1 }]);
  });

  it('pays a package with a card plan once by FPX/DuitNow when chosen, renewing by pay link; bad choices change nothing', async () => {
    const body = { ...billing, state: stateId };
    const ordersOf = () =>
      server.db.selectFrom('orders').select('id').where('email', '=', 'karim@example.my').execute();
    const before = (await ordersOf()).length;
    const plan = await server.db
      .selectFrom('packages')
      .select('recurring_id')
      .where('id', '=', packageId)
      .executeTakeFirstOrThrow();
    expect(plan.recurring_id).toBeTruthy();

    // A value outside the two: the contract's message, nothing placed.
    const bad = await guest.post<Answer>('/ajax/v2/package/make-payment', {
      ...body,
      payment_method: 'cash',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.payment_method).toEqual([RENEWAL_MSG.en.checkoutMethodInvalid]);
    // The card for a package without a plan: refused, nothing placed.
    await server.db.updateTable('packages').set({ recurring_id: null }).where('id', '=', packageId).execute();
    try {
      const card = await guest.post<Answer>('/ajax/v2/package/make-payment', {
        ...body,
        payment_method: 'senangpay_recurring',
      });
      expect(card.status).toBe(422);
      expect(card.body.errors?.payment_method).toEqual([RENEWAL_MSG.en.checkoutCardUnavailable]);
    } finally {
      await server.db
        .updateTable('packages')
        .set({ recurring_id: plan.recurring_id })
        .where('id', '=', packageId)
        .execute();
    }
    expect(await ordersOf()).toHaveLength(before);

    // Left out, the card plan as the spec has it.
    const byCard = await guest.post<Answer<{ reference: string }>>('/ajax/v2/package/make-payment', body);
    expect(byCard.status).toBe(200);
    expect(
      await server.db
        .selectFrom('orders')
        .select(['payment_method', 'recurring_id'])
        .where('order_no', '=', byCard.body.data.reference)
        .executeTakeFirstOrThrow(),
    ).toEqual({ payment_method: 'senangpay_recurring', recurring_id: plan.recurring_id });

    // FPX/DuitNow: a one-off senangPay payment without the plan, which replaces the pending card order.
    const fpx = await guest.post<Answer<{ url: string; reference: string }>>(
      '/ajax/v2/package/make-payment',
      {
        ...body,
        payment_method: 'senangpay',
      },
    );
    expect(fpx.status).toBe(200);
    const placed = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', fpx.body.data.reference)
      .executeTakeFirstOrThrow();
    expect(placed).toMatchObject({ payment_method: 'senangpay', recurring_id: null, status: 'pending' });
    expect(
      (
        await server.db
          .selectFrom('orders')
          .select('status')
          .where('order_no', '=', byCard.body.data.reference)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('expired');

    // Paid, it runs a month and renews by pay link.
    expect((await postCallback(server.url, paidCallback(placed.order_no, `FPX-${placed.id}`))).text).toBe(
      'OK',
    );
    const paid = await server.db
      .selectFrom('orders')
      .select(['status', 'recurring_status', 'next_payment_date'])
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ status: 'paid', recurring_status: 'active' });
    expect(paid.next_payment_date).toBeTruthy();
    const view = await guest.get<Answer<RenewalView>>(
      `/ajax/v2/subscription/order/${placed.hashslug}/renewal`,
    );
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ mode: 'link', phase: 'active' });
  });
});
