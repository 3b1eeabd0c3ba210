import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { subscribe as subscribeAs, userIdOf } from './learning-fixtures';
import {
  buyer,
  forwardClock,
  orderByRef,
  orderServiceFor,
  postCallback,
  runnerFor,
  setNextPaymentDate,
  signCallback,
  signRecurring,
} from './money-fixtures';

describe.each(dialects())('orders: senangPay recurring on %s', (dialect) => {
  let server: TestServer;
  let userId: number;
  let courseId: number;
  let orders: ReturnType<typeof orderServiceFor>;
  const later = forwardClock(Date.now() + 400 * 86_400_000);

  const recurringOrder = () =>
    orders.placeOrder({
      userId,
      type: 'subscription',
      lines: [{ itemType: 'package', itemId: 1, name: 'Pakej bulanan', unitPriceSen: 3000, quantity: 1 }],
      method: 'senangpay_recurring',
      recurringId: 'REC-1',
      buyer,
    });
  const recurringCallback = (reference: string, tx: string, status = '1') =>
    signRecurring({ status_id: status, order_id: reference, transaction_id: tx, msg: 'Recurring_payment' });
  const addMonth = (date: string) => {
    const d = new Date(`${date}T00:00:00Z`);
    const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(d.getUTCDate(), last));
    return next.toISOString().slice(0, 10);
  };
  const subscribe = (orderId: number, next: string | null) =>
    subscribeAs(server.db, userId, courseId, {
      order_id: orderId,
      source: 'package',
      next_payment_date: next,
    });
  const subscriptionOf = (id: number) =>
    server.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await fetch(`${server.url}/healthz`);
    userId = await userIdOf(server.db, 'parent@demo.my');
    courseId = (await server.db.selectFrom('courses').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    orders = orderServiceFor(server.db);
  });
  afterAll(() => server.close());

  it('pays the first cycle on a recurring-signed callback and sets the next payment date', async () => {
    const placed = await recurringOrder();
    expect(placed.url).toBe(`/payments/sandbox/${placed.reference}`);
    expect(await postCallback(server.url, recurringCallback(placed.reference, `R0-${placed.id}`))).toEqual({
      status: 200,
      text: 'OK',
    });
    const row = await orderByRef(server.db, placed.reference);
    expect(row.status).toBe('paid');
    expect(row.recurring_status).toBe('active');
    expect(row.next_payment_date).toBe(addMonth(malaysiaDay(new Date())));
  });

  /** Moves a paid recurring order's due date to today (Malaysia time), as if a month had passed. */
  const dueToday = async (orderId: number) => {
    const today = malaysiaDay(new Date());
    await setNextPaymentDate(server.db, orderId, today);
    return today;
  };
  const renewalsOf = (orderId: number) =>
    server.db
      .selectFrom('outbox')
      .select('payload')
      .where('topic', '=', 'order.renewed')
      .where('payload', 'like', `{"orderId":${orderId},%`)
      .execute();

  it('renews the period that is due on a new provider callback and moves the next payment date; a replay does not', async () => {
    const placed = await recurringOrder();
    await postCallback(server.url, recurringCallback(placed.reference, `R1-${placed.id}`));
    const first = (await orderByRef(server.db, placed.reference)).next_payment_date ?? '';
    const subId = await subscribe(placed.id, first);
    // A month early, the next period is not due: nothing renews.
    expect(await postCallback(server.url, recurringCallback(placed.reference, `R1b-${placed.id}`))).toEqual({
      status: 200,
      text: 'OK',
    });
    expect((await orderByRef(server.db, placed.reference)).next_payment_date).toBe(first);
    expect(await renewalsOf(placed.id)).toHaveLength(0);

    const due = await dueToday(placed.id);
    const renewal = recurringCallback(placed.reference, `R2-${placed.id}`);
    expect(await postCallback(server.url, renewal)).toEqual({ status: 200, text: 'OK' });
    const second = (await orderByRef(server.db, placed.reference)).next_payment_date;
    expect(second).toBe(addMonth(due));
    expect((await subscriptionOf(subId)).next_payment_date).toBe(second);
    expect(await renewalsOf(placed.id)).toHaveLength(1);

    await postCallback(server.url, renewal);
    expect((await orderByRef(server.db, placed.reference)).next_payment_date).toBe(second);
    // A one-off (HMAC) signed payment is not a renewal of a recurring order.
    await postCallback(
      server.url,
      signCallback({
        status_id: '1',
        order_id: placed.reference,
        transaction_id: `R3-${placed.id}`,
        msg: 'x',
      }),
    );
    // A declined renewal moves nothing either.
    await postCallback(server.url, recurringCallback(placed.reference, `R4-${placed.id}`, '0'));
    const row = await orderByRef(server.db, placed.reference);
    expect(row.next_payment_date).toBe(second);
    expect(row.status).toBe('paid');
  });

  it('one genuine renewal renews one period, however its signed text is cut between transaction_id and msg', async () => {
    const placed = await recurringOrder();
    await postCallback(server.url, recurringCallback(placed.reference, `S1-${placed.id}`));
    const due = await dueToday(placed.id);
    const tx = `SBMW${placed.id}4E3FP`;
    const msg = 'Payment_was_successful';
    const genuine = signRecurring({ status_id: '1', order_id: placed.reference, transaction_id: tx, msg });
    expect(await postCallback(server.url, genuine)).toEqual({ status: 200, text: 'OK' });
    const after = (await orderByRef(server.db, placed.reference)).next_payment_date;
    expect(after).toBe(addMonth(due));
    // The same signed text with characters moved from msg to transaction_id, and the hash in capitals:
    // each still verifies, none is a new payment.
    const shifted = [
      { transaction_id: `${tx}P`, msg: 'ayment_was_successful' },
      { transaction_id: `${tx}Pa`, msg: 'yment_was_successful' },
      { transaction_id: `${tx}${msg}`, msg: '' },
      { transaction_id: tx.slice(0, -1), msg: `P${msg}` },
    ];
    for (const fields of shifted) {
      const forged = { ...genuine, ...fields };
      expect(await postCallback(server.url, forged)).toEqual({ status: 200, text: 'OK' });
    }
    await postCallback(server.url, { ...genuine, hash: genuine.hash?.toUpperCase() ?? '' });
    // Even a new genuine message for the same period (a provider retry with another id) renews nothing more.
    await postCallback(server.url, recurringCallback(placed.reference, `S3-${placed.id}`));
    expect((await orderByRef(server.db, placed.reference)).next_payment_date).toBe(after);
    expect(await renewalsOf(placed.id)).toHaveLength(1);
    const periods = await server.db
      .selectFrom('recurring_renewals')
      .select('period_start')
      .where('order_id', '=', placed.id)
      .execute();
    expect(periods).toEqual([{ period_start: due }]);
  });

  it('renews a due period once under fifty parallel genuine messages', async () => {
    const placed = await recurringOrder();
    await postCallback(server.url, recurringCallback(placed.reference, `P0-${placed.id}`));
    const due = await dueToday(placed.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postCallback(server.url, recurringCallback(placed.reference, `P${i + 1}-${placed.id}`)),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await orderByRef(server.db, placed.reference)).next_payment_date).toBe(addMonth(due));
    expect(await renewalsOf(placed.id)).toHaveLength(1);
  });

  it('an approved cancellation stops renewals', async () => {
    const placed = await recurringOrder();
    await postCallback(server.url, recurringCallback(placed.reference, `C1-${placed.id}`));
    const next = await dueToday(placed.id);
    await server.db
      .insertInto('cancellation_requests')
      .values({ order_id: placed.id, user_id: userId, req_cancel: 1, confirm: 1, seen_by_admin: 1 })
      .execute();
    await postCallback(server.url, recurringCallback(placed.reference, `C2-${placed.id}`));
    expect((await orderByRef(server.db, placed.reference)).next_payment_date).toBe(next);
    const tx = await server.db
      .selectFrom('payment_transactions')
      .select('outcome')
      .where('transaction_id', '=', `C2-${placed.id}`)
      .executeTakeFirstOrThrow();
    expect(tx.outcome).toBe('renewal_refused');
  });

  it('expires a subscription not renewed by its next payment date plus the grace days', async () => {
    const placed = await recurringOrder();
    await postCallback(server.url, recurringCallback(placed.reference, `X1-${placed.id}`));
    const next = (await orderByRef(server.db, placed.reference)).next_payment_date ?? '';
    const subId = await subscribe(placed.id, next);
    const runner = runnerFor(server);
    // Within the grace days nothing ends.
    const dueAt = Date.parse(`${next}T00:00:00Z`);
    await runner.tick({ now: new Date(dueAt + 2 * 86_400_000) });
    expect((await orderByRef(server.db, placed.reference)).recurring_status).toBe('active');
    expect((await subscriptionOf(subId)).status).toBe('active');
    const report = await runner.tick({ now: later() });
    expect(report.ran).toContain('recurring-expiry');
    expect((await orderByRef(server.db, placed.reference)).recurring_status).toBe('expired');
    expect((await subscriptionOf(subId)).status).toBe('expired');
    // A late renewal after expiry does not revive it.
    await postCallback(server.url, recurringCallback(placed.reference, `X2-${placed.id}`));
    expect((await orderByRef(server.db, placed.reference)).recurring_status).toBe('expired');
  });
});
