import { CART_TEXT, FIELD_MSG, MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { addCourse, type CartBody, countOrders, referenceOf, type UrlBody } from './cart-fixtures';
import { userIdOf } from './learning-fixtures';
import { coinsOf, orderByRef, runnerFor } from './money-fixtures';

const standard = { name: 'Aminah Binti Ali', email: 'aminah@example.my', phone_no: '0123456789' };
/** Places the cart's order with the standard contact details and, where given, a payment method. */
const placeOrder = (client: TestClient, paymentMethod?: string) =>
  client.post<UrlBody>(
    '/ajax/v2/cart/place-order',
    paymentMethod ? { ...standard, paymentMethod } : standard,
  );

describe.each(dialects())('cart: subscription cart and standard checkout on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let affiliate: TestClient;
  let parent: TestClient;
  let parentId: number;

  const cartOf = (client: TestClient, type = 'subscription') =>
    client.get<CartBody>(`/ajax/v2/cart?cart=${type}`);
  const subscriptionOf = (userId: number, hashslug: string) =>
    server.db
      .selectFrom('subscriptions')
      .innerJoin('courses', 'courses.id', 'subscriptions.course_id')
      .select(['subscriptions.source', 'subscriptions.order_id', 'subscriptions.status'])
      .where('subscriptions.user_id', '=', userId)
      .where('courses.hashslug', '=', hashslug)
      .execute();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, affiliate, parent] = await demoClients(server.url, [null, 'affiliate', 'parent']);
    parentId = await userIdOf(server.db, 'parent@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows a visitor an empty subscription cart and refuses their orders', async () => {
    const res = await cartOf(visitor);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'subscription',
      edit_address: 0,
      cart_items: [],
      grand_total: 0,
    });
    for (const path of [
      '/ajax/v2/cart/place-order',
      '/ajax/v2/cart/free',
      '/ajax/v2/cart/place-order-merchandise',
    ])
      expect((await visitor.post(path, standard)).status).toBe(401);
    expect((await visitor.get('/ajax/v2/cart/user')).status).toBe(401);
    const states = await visitor.get<{ data: { states: Array<{ id: number; name: string }> } }>(
      '/ajax/v2/cart/states',
    );
    expect(states.body.data.states).toHaveLength(16);
    expect((await visitor.post('/ajax/v2/cart/clear', {}, { csrf: null })).status).toBe(419);
  });

  it('totals the cart in sen with discounts, senangpay by default and paypal beside it', async () => {
    await addCourse(affiliate, server.db, 'demo-locked-course');
    await addCourse(affiliate, server.db, 'demo-video-course');
    const { body } = await cartOf(affiliate);
    expect(body.data).toMatchObject({
      cart_quantity: 2,
      sub_total: 9990 + 4990,
      discount_total_amount: 1000,
      mahir_coins: 0,
      grand_total: 9990 + 3990,
      is_recurring: false,
      is_free_mahir: 0,
      payment_methods: ['senangpay', 'paypal'],
      payment_method: 'senangpay',
      button_label: MSG.makePayment,
    });
    const user = await affiliate.get<{ data: { user: { email: string } } }>('/ajax/v2/cart/user');
    expect(user.body.data.user.email).toBe('affiliate@demo.my');
  });

  it('refuses bad order payloads and disallowed methods with the spec messages, writing nothing', async () => {
    const before = await countOrders(server.db);
    const empty = await affiliate.post<UrlBody>('/ajax/v2/cart/place-order', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.name).toEqual([FIELD_MSG.fullNameRequired]);
    expect(empty.body.errors?.email).toEqual([FIELD_MSG.emailRequired]);
    const badEmail = await affiliate.post<UrlBody>('/ajax/v2/cart/place-order', {
      ...standard,
      email: 'nope',
    });
    expect(badEmail.body.errors?.email).toEqual([FIELD_MSG.emailInvalid]);
    for (const method of ['free', 'mahir-coins', 'senangpay_recurring']) {
      const res = await placeOrder(affiliate, method);
      expect(res.status).toBe(422);
      expect(res.body.errors?.paymentMethod).toEqual([CART_TEXT.methodNotAllowed]);
    }
    const notFree = await affiliate.post<UrlBody>('/ajax/v2/cart/free', standard);
    expect(notFree.status).toBe(422);
    expect(notFree.body.message).toBe(CART_TEXT.notFree);
    expect(await countOrders(server.db)).toBe(before);
    expect((await cartOf(affiliate)).body.data.cart_quantity).toBe(2);
  });

  it('places the cart through the provider: a pending order with the cart lines, which stay until it is paid', async () => {
    const res = await placeOrder(affiliate, 'paypal');
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^\/payments\/sandbox\/MHR-/);
    const order = await orderByRef(server.db, referenceOf(res.body.data.url));
    expect(order).toMatchObject({
      status: 'pending',
      payment_method: 'paypal',
      grand_total: 13980,
      subtotal: 14980,
    });
    const items = await server.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(items.map((i) => [i.item_type, i.subtotal])).toEqual([
      ['course', 9990],
      ['course', 3990],
    ]);
    const after = await cartOf(affiliate);
    expect(after.body.data.cart_items).toHaveLength(2);
    // The same cart placed again is the same order, back to its payment page.
    const before = await countOrders(server.db);
    const again = await placeOrder(affiliate, 'paypal');
    expect(again.body.data.url).toBe(res.body.data.url);
    expect(await countOrders(server.db)).toBe(before);
    await affiliate.post('/ajax/v2/cart/clear', {});
    const empty = await placeOrder(affiliate);
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(MSG.cartEmpty);
  });

  it('removes one line and empties the cart with a message; an unknown line is 404', async () => {
    await addCourse(affiliate, server.db, 'demo-audio-course');
    await addCourse(affiliate, server.db, 'demo-ebook');
    const lines = (await cartOf(affiliate)).body.data.cart_items;
    expect((await affiliate.post('/ajax/v2/cart/remove', { id: 'nope' })).status).toBe(404);
    const removed = await affiliate.post<UrlBody>('/ajax/v2/cart/remove', { id: lines[0]?.rowId });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(CART_TEXT.removed);
    expect((await cartOf(affiliate)).body.data.cart_items.map((l) => l.rowId)).toEqual([lines[1]?.rowId]);
    // Another user's cart is untouched by this user's calls.
    expect((await parent.post('/ajax/v2/cart/remove', { id: lines[1]?.rowId })).status).toBe(404);
    const cleared = await affiliate.post<UrlBody>('/ajax/v2/cart/clear', {});
    expect(cleared.body.message).toBe(CART_TEXT.cleared);
    expect((await cartOf(affiliate)).body.data.cart_items).toEqual([]);
  });

  it('pays a zero total with coins without a provider, and fulfils the course once', async () => {
    const coinsBefore = await coinsOf(server.db, parentId);
    expect(coinsBefore).toBeGreaterThanOrEqual(40);
    await addCourse(parent, server.db, 'demo-video-course');
    const cart = (await cartOf(parent)).body.data;
    expect(cart).toMatchObject({
      mahir_coins: 40,
      mahir_coins_amount: 3990,
      grand_total: 0,
      is_free_mahir: 0,
      payment_methods: ['mahir-coins'],
      button_label: MSG.useMahirCoin,
    });
    const wrong = await placeOrder(parent, 'senangpay');
    expect(wrong.status).toBe(422);
    const res = await placeOrder(parent, 'mahir-coins');
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^\/orders\/MHR-/);
    const order = await orderByRef(server.db, referenceOf(res.body.data.url));
    expect(order).toMatchObject({
      status: 'paid',
      payment_method: 'mahir-coins',
      coins_used: 40,
      grand_total: 0,
    });
    expect(await coinsOf(server.db, parentId)).toBe(coinsBefore - 40);
    const runner = runnerFor(server);
    await runner.tick();
    await runner.tick();
    const subs = await subscriptionOf(parentId, 'demo-video-course');
    expect(subs).toEqual([{ source: 'paid', order_id: order.id, status: 'active' }]);
  });

  it('completes free access without a provider: AKSES SEKARANG, then a free subscription', async () => {
    await addCourse(parent, server.db, 'demo-free-course');
    const cart = (await cartOf(parent)).body.data;
    expect(cart).toMatchObject({
      grand_total: 0,
      is_free_mahir: 1,
      payment_methods: ['free'],
      button_label: MSG.accessNow,
    });
    const viaCoins = await placeOrder(parent, 'mahir-coins');
    expect(viaCoins.status).toBe(422);
    const res = await parent.post<UrlBody>('/ajax/v2/cart/free', standard);
    expect(res.status).toBe(200);
    const order = await orderByRef(server.db, referenceOf(res.body.data.url));
    expect(order).toMatchObject({ status: 'paid', payment_method: 'free', grand_total: 0, coins_used: 0 });
    const transactions = await server.db
      .selectFrom('payment_transactions')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(transactions).toEqual([]);
    await runnerFor(server).tick();
    expect(await subscriptionOf(parentId, 'demo-free-course')).toEqual([
      { source: 'free', order_id: order.id, status: 'active' },
    ]);
  });

  it('sells at today’s price: a changed price updates the cart and asks for a review (409)', async () => {
    await affiliate.post('/ajax/v2/cart/clear', {});
    await addCourse(affiliate, server.db, 'demo-review-course');
    await server.db
      .updateTable('courses')
      .set({ sell_price: 5990 })
      .where('hashslug', '=', 'demo-review-course')
      .execute();
    const before = await countOrders(server.db);
    const res = await placeOrder(affiliate);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CART_TEXT.priceChanged);
    expect(await countOrders(server.db)).toBe(before);
    expect((await cartOf(affiliate)).body.data.grand_total).toBe(5990);
    const again = await placeOrder(affiliate);
    expect(again.status).toBe(200);
    expect((await orderByRef(server.db, referenceOf(again.body.data.url))).grand_total).toBe(5990);
  });

  it('places one order for a cart submitted twice at once', async () => {
    await addCourse(affiliate, server.db, 'demo-photos');
    const before = await countOrders(server.db);
    const answers = await Promise.all([placeOrder(affiliate), placeOrder(affiliate)]);
    // The second waits for the first and resumes its order: both go to the same payment page.
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]?.body.data.url).toBe(answers[1]?.body.data.url);
    expect(await countOrders(server.db)).toBe(before + 1);
  });
});
