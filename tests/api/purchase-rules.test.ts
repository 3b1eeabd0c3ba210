import { COURSE_TEXT, EVENT_TEXT, MSG, PACKAGE_CHECKOUT_TEXT } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import {
  addCourse,
  type CartBody,
  countOrders,
  PACKAGE_BILLING,
  referenceOf,
  type UrlBody,
} from './cart-fixtures';
import { userIdOf } from './learning-fixtures';
import { coinsOf, giveCoins, orderByRef, postCallback, runnerFor, signCallback } from './money-fixtures';

const standard = { name: 'Aminah Binti Ali', email: 'aminah@example.my', phone_no: '0123456789' };
const billing = PACKAGE_BILLING;

interface Summary {
  data: { package: { id: number; name: string } | null; logged_in: boolean; held: boolean };
  message?: string;
}

/**
 * Who may buy what, checked when the order is placed (spec 000 §6), and what paying does to the cart:
 * a paid order's lines leave it, a declined one's stay, and the same cart placed twice makes one order.
 */
describe.each(dialects())('purchase rules and the cart through payment on %s', (dialect) => {
  let server: TestServer;
  let affiliate: TestClient;
  let affiliateId: number;
  const answer = async (reference: string, status: '1' | '0', transaction: string) => {
    const form = signCallback({
      status_id: status,
      order_id: reference,
      transaction_id: transaction,
      msg: 'x',
    });
    expect(await postCallback(server.url, form)).toEqual({ status: 200, text: 'OK' });
  };
  const cartOf = (client: TestClient) => client.get<CartBody>('/ajax/v2/cart?cart=subscription');
  const place = (client: TestClient, extra: Record<string, unknown> = {}) =>
    client.post<UrlBody>('/ajax/v2/cart/place-order', { ...standard, ...extra });
  const eventSlug = async (name: string) =>
    (
      await server.db
        .selectFrom('events')
        .select('hashslug')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).hashslug;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    affiliate = await clientFor(server.url, 'affiliate@demo.my');
    affiliateId = await userIdOf(server.db, 'affiliate@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the lines in the cart until the order is paid, and takes them out with the payment', async () => {
    await affiliate.post('/ajax/v2/cart/clear', {});
    await addCourse(affiliate, server.db, 'demo-ebook');
    const placed = await place(affiliate);
    expect(placed.status).toBe(200);
    const reference = referenceOf(placed.body.data.url);
    expect((await cartOf(affiliate)).body.data.cart_items.map((i) => i.name)).toEqual([
      'Modul Latih Tubi Matematik Tahun 5',
    ]);
    await answer(reference, '1', `PAID-${reference}`);
    // Gone with the payment itself, before any job has run.
    expect((await cartOf(affiliate)).body.data.cart_items).toEqual([]);
    expect((await orderByRef(server.db, reference)).status).toBe('paid');
  });

  it('keeps the cart after a declined payment, so the shopper can pay again with a new order', async () => {
    await addCourse(affiliate, server.db, 'demo-audio-course');
    const first = await place(affiliate);
    const declined = referenceOf(first.body.data.url);
    await answer(declined, '0', `DECLINED-${declined}`);
    expect((await orderByRef(server.db, declined)).status).toBe('failed');
    const cart = (await cartOf(affiliate)).body.data;
    expect(cart.cart_items.map((i) => i.name)).toEqual(['Tazkirah Pagi: Pesanan Ringkas untuk Keluarga']);
    const again = await place(affiliate);
    expect(again.status).toBe(200);
    const retry = referenceOf(again.body.data.url);
    expect(retry).not.toBe(declined);
    await answer(retry, '1', `PAID-${retry}`);
    expect((await orderByRef(server.db, retry)).status).toBe('paid');
    expect((await cartOf(affiliate)).body.data.cart_items).toEqual([]);
  });

  it('resumes the pending order when the same cart is placed again, and replaces it when the cart changed', async () => {
    await giveCoins(server.db, affiliateId, 5);
    const wallet = await coinsOf(server.db, affiliateId);
    await addCourse(affiliate, server.db, 'demo-photos');
    const before = await countOrders(server.db);
    const twice = await Promise.all([place(affiliate), place(affiliate)]);
    expect(
      twice.map((a) => a.status),
      JSON.stringify(twice.map((a) => a.body)),
    ).toEqual([200, 200]);
    expect(twice[0]?.body.data.url).toBe(twice[1]?.body.data.url);
    const again = await place(affiliate);
    expect(again.body.data.url).toBe(twice[0]?.body.data.url);
    expect(await countOrders(server.db)).toBe(before + 1);
    const first = await orderByRef(server.db, referenceOf(again.body.data.url));
    expect(first.coins_used).toBe(wallet);
    expect(await coinsOf(server.db, affiliateId)).toBe(0);
    // The cart still counts the coins its pending order holds: placing it again frees them.
    expect((await cartOf(affiliate)).body.data).toMatchObject({
      mahir_coins: wallet,
      mahir_coins_balance: wallet,
    });

    await addCourse(affiliate, server.db, 'demo-ebook');
    const changed = await place(affiliate);
    const second = await orderByRef(server.db, referenceOf(changed.body.data.url));
    expect(second.id).not.toBe(first.id);
    expect(second.coins_used).toBe(wallet);
    expect((await orderByRef(server.db, first.order_no)).status).toBe('expired');
    expect(await coinsOf(server.db, affiliateId)).toBe(0);

    // Keeping the coins: the buyer may pay in full instead.
    const kept = await place(affiliate, { use_coins: false });
    const third = await orderByRef(server.db, referenceOf(kept.body.data.url));
    expect(third).toMatchObject({ coins_used: 0, grand_total: 2990 + 1990 });
    expect(await coinsOf(server.db, affiliateId)).toBe(wallet);
    const view = (await affiliate.get<CartBody>('/ajax/v2/cart?cart=subscription&use_coins=0')).body.data;
    expect(view).toMatchObject({ mahir_coins: 0, mahir_coins_balance: wallet, grand_total: 4980 });
    await affiliate.post('/ajax/v2/cart/clear', {});
  });

  it('refuses at place-order an event restricted to students that was put in the cart before logging in', async () => {
    const visitor = await clientFor(server.url);
    const robot = await eventSlug('Bengkel Robotik dan Coding Kanak-kanak');
    expect((await visitor.post<UrlBody>('/ajax/v2/event/add', { hashslug: robot })).status).toBe(200);
    await visitor.login('employee@demo.my');
    expect((await cartOf(visitor)).body.data.cart_items.map((i) => i.name)).toEqual([
      'Bengkel Robotik dan Coding Kanak-kanak',
    ]);
    const before = await countOrders(server.db);
    const res = await place(visitor);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.studentsOnly);
    expect(await countOrders(server.db)).toBe(before);
  });

  it('refuses at place-order a course that has since become closed behind an access code', async () => {
    await addCourse(affiliate, server.db, 'demo-review-course');
    await server.db
      .updateTable('courses')
      .set({ special_invitation: 1 })
      .where('hashslug', '=', 'demo-review-course')
      .execute();
    const res = await place(affiliate);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(COURSE_TEXT.accessCodeFirst);
    await server.db
      .updateTable('courses')
      .set({ special_invitation: 0 })
      .where('hashslug', '=', 'demo-review-course')
      .execute();
    await affiliate.post('/ajax/v2/cart/clear', {});
  });

  it('does not sell an event whose day has passed: not listed, not registered, not placed', async () => {
    const siber = await eventSlug('Webinar Keselamatan Siber untuk Ibu Bapa');
    const list = await affiliate.get<{ data: { events: Array<{ hashslug: string; date: string }> } }>(
      '/ajax/v2/event/list',
    );
    expect(list.body.data.events.map((e) => e.hashslug)).not.toContain(siber);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    for (const e of list.body.data.events) expect(e.date >= today).toBe(true);
    const shown = await affiliate.post<{ data: { event: { is_over: boolean } } }>(
      '/ajax/v2/event/hashslug',
      { hashslug: siber },
      { form: true },
    );
    expect(shown.body.data.event.is_over).toBe(true);
    const student = await clientFor(server.url, 'student@demo.my');
    const registered = await student.post<UrlBody>('/ajax/v2/event/add', { hashslug: siber });
    expect(registered.status).toBe(409);
    expect(registered.body.message).toBe(EVENT_TEXT.ended);

    // An event in the cart whose day passes before the order is placed.
    const robot = await eventSlug('Bengkel Robotik dan Coding Kanak-kanak');
    await student.post('/ajax/v2/cart/clear', {});
    expect((await student.post('/ajax/v2/event/add', { hashslug: robot })).status).toBe(200);
    const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    await server.db.updateTable('events').set({ date: yesterday }).where('hashslug', '=', robot).execute();
    const before = await countOrders(server.db);
    const res = await place(student);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EVENT_TEXT.ended);
    expect(await countOrders(server.db)).toBe(before);
  });

  it('sells a package once: paid, it leaves the cart, credits its coins and is not paid for again', async () => {
    const guest = await clientFor(server.url);
    const shown = await guest.post<{
      data: { package: { id: number; mahir_courses: Array<{ id: number }> } };
    }>('/ajax/v2/package/hashslug', { hashslug: 'demo-package' }, { form: true });
    const choose = (client: TestClient, hashslug = 'demo-package') =>
      client.post('/ajax/v2/package/next', {
        hashslug,
        mahir_course_id: shown.body.data.package.mahir_courses.slice(0, 1).map((c) => c.id),
      });
    expect((await choose(guest)).status).toBe(200);
    const school = await server.db.selectFrom('schools').select(['id', 'name']).executeTakeFirstOrThrow();
    const email = `pupil.${dialect}@demo.my`;
    const saved = await guest.post<{ data: { csrf_token?: string } }>('/ajax/v2/package/account/save', {
      email,
      confirm_email: email,
      password: 'rahsia1',
      confirm_password: 'rahsia1',
      first_name: 'Nur',
      last_name: 'Hana',
      gender: 'F',
      phone_no: '0198765432',
      name_institution: school.name,
      school_id: school.id,
      g_name: 'Karim bin Ali',
      g_relation: 'father',
      g_email: 'karim@example.my',
      g_phone_no: '0123334444',
      g_address1: 'No 1',
      g_country: 1,
      g_postcode: '43000',
      g_state: 10,
      g_city: 'Kajang',
    });
    expect(saved.status).toBe(200);
    guest.csrf = saved.body.data.csrf_token ?? '';
    const pupilId = await userIdOf(server.db, email);
    expect(await coinsOf(server.db, pupilId)).toBe(0);

    const pay = await guest.post<{ data: { reference: string } }>('/ajax/v2/package/make-payment', billing);
    expect(pay.status).toBe(200);
    // Paying twice before the payment is made is one order, not two.
    const repeat = await guest.post<{ data: { reference: string } }>(
      '/ajax/v2/package/make-payment',
      billing,
    );
    expect(repeat.body.data.reference).toBe(pay.body.data.reference);
    await answer(pay.body.data.reference, '1', `PKG-${pay.body.data.reference}`);
    const after = await guest.get<Summary>('/ajax/v2/package/checkout');
    expect(after.body.data.package).toBeNull();
    expect((await cartOf(guest)).body.data.cart_items).toEqual([]);

    const runner = runnerFor(server);
    await runner.tick();
    await runner.tick();
    expect(await coinsOf(server.db, pupilId)).toBe(50);
    await runner.tick();
    expect(await coinsOf(server.db, pupilId)).toBe(50);

    // The same package again: the buyer is told before paying, and the payment is refused.
    expect((await choose(guest)).status).toBe(200);
    const held = await guest.get<Summary>('/ajax/v2/package/checkout');
    expect(held.body.data).toMatchObject({ held: true, package: { name: 'Pakej Tahun 5' } });
    const before = await countOrders(server.db);
    const again = await guest.post<UrlBody>('/ajax/v2/package/make-payment', billing);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PACKAGE_CHECKOUT_TEXT.alreadyHeld);
    expect(await countOrders(server.db)).toBe(before);

    // A package chosen as a visitor replaces the one the account had waiting when they log in.
    const visitor = await clientFor(server.url);
    const spm = await server.db
      .selectFrom('packages')
      .select(['hashslug'])
      .where('name', '=', 'Pakej SPM')
      .executeTakeFirstOrThrow();
    const spmCourses = await visitor.post<{ data: { package: { mahir_courses: Array<{ id: number }> } } }>(
      '/ajax/v2/package/hashslug',
      { hashslug: spm.hashslug },
      { form: true },
    );
    const picked = await visitor.post('/ajax/v2/package/next', {
      hashslug: spm.hashslug,
      mahir_course_id: spmCourses.body.data.package.mahir_courses.slice(0, 1).map((c) => c.id),
    });
    expect(picked.status).toBe(200);
    await visitor.login(email, 'rahsia1');
    const mine = await visitor.get<Summary>('/ajax/v2/package/checkout');
    expect(mine.body.data).toMatchObject({ held: false, package: { name: 'Pakej SPM' } });
  });

  it('refuses the package checkout to a logged-in user who is not a student (spec 000 §6)', async () => {
    const visitor = await clientFor(server.url);
    const shown = await visitor.post<{ data: { package: { mahir_courses: Array<{ id: number }> } } }>(
      '/ajax/v2/package/hashslug',
      { hashslug: 'demo-package' },
      { form: true },
    );
    await visitor.post('/ajax/v2/package/next', {
      hashslug: 'demo-package',
      mahir_course_id: shown.body.data.package.mahir_courses.slice(0, 1).map((c) => c.id),
    });
    // A parent may buy for a child (issue 20); a tutor is neither.
    await visitor.login('tutor@demo.my');
    const before = await countOrders(server.db);
    const res = await visitor.post<UrlBody>('/ajax/v2/package/make-payment', billing);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.packageStudentOnly);
    expect(await countOrders(server.db)).toBe(before);
  });
});
