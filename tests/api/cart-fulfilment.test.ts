import { grantPackage, registerEvent } from '@mahir/server/cart/purchase-fulfilment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import { buyer, orderByRef, orderServiceFor, postCallback, runnerFor, signCallback } from './money-fixtures';

describe.each(dialects())('fulfilment of packages and events on %s', (dialect) => {
  let server: TestServer;
  let parentId: number;

  const pay = async (reference: string, transaction: string) => {
    const form = signCallback({
      status_id: '1',
      order_id: reference,
      transaction_id: transaction,
      msg: 'ok',
    });
    expect(await postCallback(server.url, form)).toEqual({ status: 200, text: 'OK' });
    await runnerFor(server).tick();
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    parentId = await userIdOf(server.db, 'affiliate@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a paid package records the chosen courses and subscribes the pupil until the next payment date, once', async () => {
    const pkg = await server.db
      .selectFrom('packages')
      .selectAll()
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const courses = await server.db
      .selectFrom('courses')
      .select('id')
      .where('sub_category_id', '=', pkg.mahir_tutor_category_id)
      .where('is_tutor', '=', 1)
      .where('status_id', '=', 1)
      .orderBy('id')
      .limit(2)
      .execute();
    const chosen = courses.map((c) => c.id);
    expect(chosen.length).toBeGreaterThan(0);
    const placed = await orderServiceFor(server.db).placeOrder({
      userId: parentId,
      type: 'subscription',
      method: 'senangpay',
      lines: [
        {
          itemType: 'package',
          itemId: pkg.id,
          name: pkg.name,
          unitPriceSen: pkg.price,
          quantity: 1,
          details: { mahir_course_id: chosen, student_user_id: parentId },
        },
      ],
      buyer,
    });
    await pay(placed.reference, `PKG-${placed.id}`);
    const order = await orderByRef(server.db, placed.reference);
    expect(order.status).toBe('paid');
    const packages = await server.db
      .selectFrom('order_packages')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(packages).toHaveLength(1);
    expect(packages[0]).toMatchObject({ package_id: pkg.id, student_user_id: parentId, status: 'active' });
    const picked = await server.db
      .selectFrom('order_package_courses')
      .select('course_id')
      .where('order_package_id', '=', packages[0]?.id ?? 0)
      .orderBy('course_id')
      .execute();
    expect(picked.map((p) => p.course_id)).toEqual(chosen);
    const subs = await server.db
      .selectFrom('subscriptions')
      .select(['course_id', 'source', 'next_payment_date', 'order_package_id'])
      .where('order_id', '=', order.id)
      .orderBy('course_id')
      .execute();
    expect(subs.map((s) => s.course_id)).toEqual(chosen);
    for (const s of subs) {
      expect(s).toMatchObject({ source: 'package', order_package_id: packages[0]?.id });
      expect(s.next_payment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(s.next_payment_date ?? '')).toBeGreaterThan(Date.parse(order.paid_at ?? ''));
    }

    // Run again (a retried event): nothing more is written.
    const line = await server.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    await server.db.transaction().execute((trx) => grantPackage(trx, { order, line }));
    const again = await server.db
      .selectFrom('subscriptions')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(again).toHaveLength(chosen.length);
    expect(
      await server.db.selectFrom('order_packages').select('id').where('order_id', '=', order.id).execute(),
    ).toHaveLength(1);
  });

  it('a paid event registers the buyer once', async () => {
    const event = await server.db
      .selectFrom('events')
      .selectAll()
      .where('is_active', '=', 1)
      .where('price', '>', 0)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('event_registrations')
              .select('id')
              .whereRef('event_registrations.event_id', '=', 'events.id')
              .where('event_registrations.user_id', '=', parentId),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const placed = await orderServiceFor(server.db).placeOrder({
      userId: parentId,
      type: 'cart',
      method: 'senangpay',
      lines: [
        { itemType: 'event', itemId: event.id, name: event.name, unitPriceSen: event.price, quantity: 1 },
      ],
      buyer,
    });
    await pay(placed.reference, `EVT-${placed.id}`);
    const order = await orderByRef(server.db, placed.reference);
    const line = await server.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    await server.db.transaction().execute((trx) => registerEvent(trx, { order, line }));
    const rows = await server.db
      .selectFrom('event_registrations')
      .select(['order_id'])
      .where('event_id', '=', event.id)
      .where('user_id', '=', parentId)
      .execute();
    expect(rows).toEqual([{ order_id: order.id }]);
  });
});
