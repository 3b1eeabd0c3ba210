import { COIN_PAGES, COIN_TEXT, MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { countOrders, referenceOf, type UrlBody } from './cart-fixtures';
import { userIdOf } from './learning-fixtures';
import { coinsOf, orderByRef, postCallback, runnerFor, signCallback } from './money-fixtures';

interface PacksBody {
  data: { packs: Array<{ id: number; name: string; coins: number; price: number }>; balance: number | null };
}
interface CoinCartBody {
  data: {
    url?: string;
    cart_items: Array<{ name: string; price: number; quantity: number; coins: number }>;
    sub_total: number;
    cart_quantity: number;
    sub_coins: number;
  };
}

describe.each(dialects())('coins: packs, coin cart and payment on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let student: TestClient;
  let studentId: number;
  let packs: PacksBody['data']['packs'];

  const coinCart = () => student.get<CoinCartBody>('/ajax/v2/mahir-coin/cart');
  const add = (id: unknown) => student.post<UrlBody>('/ajax/v2/mahir-coin/add', { coin_package_id: id });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, student] = await Promise.all([clientFor(server.url), clientFor(server.url, 'student@demo.my')]);
    studentId = await userIdOf(server.db, 'student@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the packs to anyone and the balance to the logged-in user', async () => {
    const anon = await visitor.get<PacksBody>('/ajax/v2/mahir-coin/packs');
    expect(anon.status).toBe(200);
    expect(anon.body.data.balance).toBeNull();
    packs = anon.body.data.packs;
    expect(packs.length).toBeGreaterThan(0);
    expect(packs.map((p) => p.price)).toEqual([...packs.map((p) => p.price)].sort((a, b) => a - b));
    const mine = await student.get<PacksBody>('/ajax/v2/mahir-coin/packs');
    expect(mine.body.data.balance).toBe(await coinsOf(server.db, studentId));
  });

  it('refuses visitors and bad packs', async () => {
    expect((await visitor.get('/ajax/v2/mahir-coin/cart')).status).toBe(401);
    expect((await visitor.post('/ajax/v2/mahir-coin/add', { coin_package_id: 1 })).status).toBe(401);
    expect((await visitor.post('/ajax/v2/mahir-coin/payment', { payment_method: 'senangpay' })).status).toBe(
      401,
    );
    expect((await visitor.get('/ajax/v2/mahir-coin/cancel')).status).toBe(401);
    expect((await add(999999)).status).toBe(404);
    expect((await add('abc')).status).toBe(422);
    expect((await add(undefined)).status).toBe(422);
  });

  it('answers the pack listing for an empty coin cart, and cannot pay it', async () => {
    const res = await coinCart();
    expect(res.body.data).toMatchObject({ url: COIN_PAGES.packs, cart_items: [], sub_total: 0 });
    const pay = await student.post<UrlBody>('/ajax/v2/mahir-coin/payment', { payment_method: 'senangpay' });
    expect(pay.status).toBe(422);
    expect(pay.body.message).toBe(MSG.cartEmpty);
  });

  it('fills the coin cart and cancels it back to the listing', async () => {
    const [a, b] = packs;
    if (!a || !b) throw new Error('seed has fewer than two coin packs');
    const added = await add(a.id);
    expect(added.body).toMatchObject({ data: { url: COIN_PAGES.checkout }, message: COIN_TEXT.added });
    await add(a.id);
    await add(b.id);
    const cart = (await coinCart()).body.data;
    expect(cart.url).toBeUndefined();
    expect(cart).toMatchObject({
      cart_quantity: 3,
      sub_total: a.price * 2 + b.price,
      sub_coins: a.coins * 2 + b.coins,
    });
    const cancel = await student.get<UrlBody>('/ajax/v2/mahir-coin/cancel');
    expect(cancel.body).toMatchObject({ data: { url: COIN_PAGES.packs }, message: COIN_TEXT.cancelled });
    expect((await coinCart()).body.data.cart_items).toEqual([]);
  });

  it('pays only by senangpay or paypal, and credits the coins once the payment is confirmed', async () => {
    const [pack] = packs;
    if (!pack) throw new Error('no coin pack');
    await add(pack.id);
    const before = await countOrders(server.db);
    for (const method of ['free', 'mahir-coins', 'senangpay_recurring', '']) {
      const res = await student.post<UrlBody>('/ajax/v2/mahir-coin/payment', { payment_method: method });
      expect(res.status).toBe(422);
    }
    expect(await countOrders(server.db)).toBe(before);
    const coinsBefore = await coinsOf(server.db, studentId);
    const res = await student.post<UrlBody>('/ajax/v2/mahir-coin/payment', { payment_method: 'senangpay' });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^\/payments\/sandbox\/MHR-/);
    const order = await orderByRef(server.db, referenceOf(res.body.data.url));
    expect(order).toMatchObject({ type: 'coins', status: 'pending', grand_total: pack.price, coins_used: 0 });
    expect((await coinCart()).body.data.cart_items).toEqual([]);
    await postCallback(
      server.url,
      signCallback({ status_id: '1', order_id: order.order_no, transaction_id: `C-${order.id}`, msg: 'ok' }),
    );
    await runnerFor(server).tick();
    expect(await coinsOf(server.db, studentId)).toBe(coinsBefore + pack.coins);
  });

  it('fifty parallel payments of one coin cart place one order', async () => {
    const [pack] = packs;
    if (!pack) throw new Error('no coin pack');
    await add(pack.id);
    const before = await countOrders(server.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        student.post<UrlBody>('/ajax/v2/mahir-coin/payment', { payment_method: 'senangpay' }),
      ),
    );
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(1);
    // The others are told the cart was already ordered (409) or is empty by then (422); never a 5xx.
    expect(answers.every((a) => a.status === 200 || a.status === 409 || a.status === 422)).toBe(true);
    expect(await countOrders(server.db)).toBe(before + 1);
    expect((await coinCart()).body.data.cart_items).toEqual([]);
  });
});
