import { CART_TEXT, FIELD_MSG, MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import {
  addMerchandise,
  type CartBody,
  countOrders,
  referenceOf,
  shipping,
  type UrlBody,
} from './cart-fixtures';
import { userIdOf } from './learning-fixtures';
import { orderByRef, postCallback, runnerFor, signCallback } from './money-fixtures';

describe.each(dialects())('cart: merchandise cart and shipping checkout on %s', (dialect) => {
  let server: TestServer;
  let buyer: TestClient;
  let buyerId: number;

  const merchandiseCart = () => buyer.get<CartBody>('/ajax/v2/cart?cart=merchandise');
  const order = (body: Record<string, unknown>) =>
    buyer.post<UrlBody>('/ajax/v2/cart/place-order-merchandise', body);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    buyer = await clientFor(server.url, 'affiliate@demo.my');
    buyerId = await userIdOf(server.db, 'affiliate@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows an empty merchandise cart as empty', async () => {
    const res = await merchandiseCart();
    expect(res.body.data).toMatchObject({ type: 'merchandise', edit_address: 1, cart_items: [] });
    const refused = await order(shipping);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(MSG.cartEmpty);
  });

  it('totals quantities with free shipping and opens the latest cart by default', async () => {
    const shirt = await addMerchandise(server.db, buyerId, 1, 2);
    const bottle = await addMerchandise(server.db, buyerId, 2, 1);
    const res = await buyer.get<CartBody>('/ajax/v2/cart');
    expect(res.body.data).toMatchObject({
      type: 'merchandise',
      edit_address: 1,
      cart_quantity: 2,
      quantity: 3,
      sub_total: shirt.price * 2 + bottle.price,
      grand_total: shirt.price * 2 + bottle.price,
      counts: { subscription: 0, merchandise: 2 },
    });
    expect(res.body.data.cart_items[0]).toMatchObject({
      name: shirt.name,
      quantity: 2,
      subtotal: shirt.price * 2,
    });
  });

  it('checks the shipping form with the spec messages and writes nothing', async () => {
    const before = await countOrders(server.db);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', FIELD_MSG.fullNameRequired],
      [{ email: '' }, 'email', FIELD_MSG.emailAddressRequired],
      [{ email: 'not-an-email' }, 'email', FIELD_MSG.emailInvalid],
      [{ phone_no: '' }, 'phone_no', FIELD_MSG.phoneRequired],
      [{ phone_no: '01234abc' }, 'phone_no', FIELD_MSG.phoneInvalid],
      [{ phone_no: '012345678901' }, 'phone_no', FIELD_MSG.phoneInvalid],
      [{ address1: ' ' }, 'address1', FIELD_MSG.address1Required],
      [{ postcode: '' }, 'postcode', FIELD_MSG.postcodeRequired],
      [{ postcode: '531000' }, 'postcode', CART_TEXT.postcodeInvalid],
      [{ city: '' }, 'city', FIELD_MSG.cityRequired],
      [{ state_id: '' }, 'state_id', FIELD_MSG.stateRequired],
      [{ paymentMethod: 'free' }, 'paymentMethod', CART_TEXT.methodNotAllowed],
    ];
    for (const [change, field, message] of cases) {
      const res = await order({ ...shipping, ...change });
      expect(res.status, `${field} ${JSON.stringify(change)}`).toBe(422);
      expect(res.body.errors?.[field]).toEqual([message]);
    }
    expect(await countOrders(server.db)).toBe(before);
  });

  it('orders with the shipping details and ships each line once after payment', async () => {
    const res = await order({ ...shipping, paymentMethod: 'senangpay' });
    expect(res.status).toBe(200);
    const reference = referenceOf(res.body.data.url);
    const placed = await orderByRef(server.db, reference);
    expect(placed).toMatchObject({
      type: 'merchandise',
      status: 'pending',
      name: shipping.name,
      phone_no: shipping.phone_no,
      postcode: shipping.postcode,
      state_id: shipping.state_id,
    });
    // The lines stay in the cart until the order is paid, and leave it with the payment.
    expect((await merchandiseCart()).body.data.cart_items).toHaveLength(2);
    const form = signCallback({
      status_id: '1',
      order_id: reference,
      transaction_id: `SP-${placed.id}`,
      msg: 'Payment_was_successful',
    });
    expect(await postCallback(server.url, form)).toEqual({ status: 200, text: 'OK' });
    expect((await merchandiseCart()).body.data.cart_items).toEqual([]);
    const runner = runnerFor(server);
    await runner.tick();
    await postCallback(server.url, form);
    await runner.tick();
    const shipments = await server.db
      .selectFrom('shipments')
      .selectAll()
      .where('order_id', '=', placed.id)
      .execute();
    expect(shipments.map((s) => [s.merchandise_id, s.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(shipments[0]).toMatchObject({
      name: shipping.name,
      address1: shipping.address1,
      address2: shipping.address2,
      city: shipping.city,
      status: 'pending',
    });
  });
});
