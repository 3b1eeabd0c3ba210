import type { RenewalView } from '@mahir/shared';
import { DEFAULT_RENEWAL_POLICY, RENEWAL_MSG } from '@mahir/shared/renewals/index';
import { addDays, addMonthsToDay, malaysiaDay, malaysiaDayStart } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnrenewed } from '../../server/src/orders/order-jobs';
import { createRenewalDunning } from '../../server/src/subscription/renewal-dunning.service';
import { clientsFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import {
  forwardClock,
  orderByRef,
  orderServiceFor,
  paidCallback,
  postCallback,
  recurringPackageOrder,
  runnerFor,
} from './money-fixtures';

interface ViewBody {
  data: RenewalView;
}
interface PayBody {
  data: { url: string; reference: string };
  message?: string;
}

/** Noon in Malaysia on a day: what the dunning job sees as "now". */
const noonOf = (day: string) => new Date(Date.parse(malaysiaDayStart(day)) + 12 * 3600_000);

describe.each(dialects())('renewals without a card on %s', (dialect) => {
  let server: TestServer;
  let parent: TestClient;
  let student: TestClient;
  let visitor: TestClient;
  let parentId: number;
  let runner: ReturnType<typeof runnerFor>;
  const later = forwardClock();
  const today = malaysiaDay(new Date());
  const dunning = () => createRenewalDunning({ policy: DEFAULT_RENEWAL_POLICY, mail: server.context.mail });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [parent, student, visitor] = await clientsFor(server.url, ['parent@demo.my', 'student@demo.my', null]);
    parentId = await userIdOf(server.db, 'parent@demo.my');
    runner = runnerFor(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const drain = async () => {
    for (let i = 0; i < 3; i++) await runner.tick({ now: later() });
  };
  const order = (id: number) =>
    server.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const linkMails = (orderId: number) =>
    server.db
      .selectFrom('mails')
      .select(['idempotency_key', 'subject'])
      .where('idempotency_key', 'like', `renewal-link:order:${orderId}:%`)
      .orderBy('id')
      .execute();
  /** The renewal periods claimed for a subscription order (each paid once). */
  const claimedPeriods = (orderId: number) =>
    server.db
      .selectFrom('recurring_renewals')
      .select('period_start')
      .where('order_id', '=', orderId)
      .execute();
  const setDue = async (id: number, day: string) => {
    await server.db.deleteFrom('renewal_dunning').where('order_id', '=', id).execute();
    await server.db.updateTable('orders').set({ next_payment_date: day }).where('id', '=', id).execute();
  };

  /** A package subscription paid once by FPX (senangPay's one-off payment). */
  async function fpxSubscription(): Promise<{ id: number; hashslug: string; reference: string }> {
    const placed = await orderServiceFor(server.db).placeOrder({
      ...recurringPackageOrder(parentId, 'Pakej FPX'),
      method: 'senangpay',
      recurringId: null,
    });
    expect((await postCallback(server.url, paidCallback(placed.reference, `FPX-${placed.id}`))).text).toBe(
      'OK',
    );
    await drain();
    const row = await order(placed.id);
    return { id: row.id, hashslug: row.hashslug, reference: row.order_no };
  }

  it('an FPX subscription renews by pay link: reminder once, pay once, extended from the old due date once', async () => {
    const sub = await fpxSubscription();
    const paid = await order(sub.id);
    expect(paid.recurring_status).toBe('active');
    expect(paid.next_payment_date).toBe(addMonthsToDay(malaysiaDay(paid.paid_at ?? ''), 1));

    const due = addDays(today, 5);
    await setDue(sub.id, due);
    const renewalPath = `/ajax/v2/subscription/order/${sub.hashslug}/renewal`;
    const view = await parent.get<ViewBody>(renewalPath);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ mode: 'link', phase: 'due', can_pay: true, amount: 3000 });

    // The job reminds once, however often it runs on the day.
    await dunning().run(server.db, noonOf(today));
    await dunning().run(server.db, noonOf(today));
    expect((await linkMails(sub.id)).map((m) => m.idempotency_key)).toEqual([
      `renewal-link:order:${sub.id}:${due}:before:7`,
    ]);
    // The day before: the last call, once.
    await dunning().run(server.db, noonOf(addDays(due, -1)));
    await dunning().run(server.db, noonOf(addDays(due, -1)));
    expect(await linkMails(sub.id)).toHaveLength(2);

    // The pay link places a one-off order; paying it (callback replayed) extends the subscription once.
    const pay = await parent.post<PayBody>(`${renewalPath}/pay`, {});
    expect(pay.status).toBe(200);
    expect(pay.body.data.url).toContain(pay.body.data.reference);
    const again = await parent.post<PayBody>(`${renewalPath}/pay`, { paymentMethod: 'senangpay' });
    expect(again.status).toBe(200);
    // The first link gave way to the second.
    expect((await orderByRef(server.db, pay.body.data.reference)).status).toBe('expired');
    const renewal = await orderByRef(server.db, again.body.data.reference);
    expect(renewal).toMatchObject({
      renewal_of: sub.id,
      type: 'renewal',
      grand_total: 3000,
      status: 'pending',
    });

    const callback = paidCallback(renewal.order_no, `FPX-R-${renewal.id}`);
    await postCallback(server.url, callback);
    await postCallback(server.url, callback);
    await drain();
    await dunning().renewalPaid(server.db, renewal.id);
    const extended = addMonthsToDay(due, 1);
    expect((await order(sub.id)).next_payment_date).toBe(extended);
    expect(await claimedPeriods(sub.id)).toEqual([{ period_start: due }]);
    const subs = await server.db
      .selectFrom('subscriptions')
      .select('next_payment_date')
      .where('order_id', '=', sub.id)
      .execute();
    for (const s of subs) expect(s.next_payment_date).toBe(extended);
    // The renewal order granted nothing of its own.
    const granted = await server.db
      .selectFrom('subscriptions')
      .select('id')
      .where('order_id', '=', renewal.id)
      .execute();
    expect(granted).toEqual([]);

    const after = await parent.get<ViewBody>(renewalPath);
    expect(after.body.data).toMatchObject({
      phase: 'renewed',
      can_pay: false,
      next_payment_date: extended,
      last_renewal: { reference: renewal.order_no },
    });
    const early = await parent.post<PayBody>(`${renewalPath}/pay`, {});
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(RENEWAL_MSG.en.payLinkNotDue);
  });

  it('unpaid: grace with reminders, then expiry; the admin sees the same', async () => {
    const sub = await fpxSubscription();
    const due = addDays(today, -2);
    await setDue(sub.id, due);
    await dunning().run(server.db, noonOf(today));
    await dunning().run(server.db, noonOf(today));
    expect((await linkMails(sub.id)).map((m) => m.idempotency_key)).toEqual([
      `renewal-link:order:${sub.id}:${due}:due`,
      `renewal-link:order:${sub.id}:${due}:grace:1`,
    ]);
    const lastDay = addDays(due, DEFAULT_RENEWAL_POLICY.graceDays - 1);
    const view = await parent.get<ViewBody>(`/ajax/v2/subscription/order/${sub.hashslug}/renewal`);
    expect(view.body.data).toMatchObject({ phase: 'grace', grace_until: lastDay, can_pay: true });

    const admin = (await clientsFor(server.url, ['admin@demo.my']))[0] as TestClient;
    const detail = await admin.get<{ data: { renewal: Record<string, unknown> | null } }>(
      `/ajax/v2/admin/orders/${sub.reference}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.renewal).toMatchObject({ mode: 'link', phase: 'grace', grace_until: lastDay });

    // A pending pay-link order does not outlive the subscription.
    const pending = await parent.post<PayBody>(`/ajax/v2/subscription/order/${sub.hashslug}/renewal/pay`, {});
    expect(pending.status).toBe(200);
    await dunning().run(server.db, noonOf(addDays(lastDay, 1)));
    await dunning().run(server.db, noonOf(addDays(lastDay, 2)));
    const ended = await order(sub.id);
    expect(ended.recurring_status).toBe('expired');
    expect((await orderByRef(server.db, pending.body.data.reference)).status).toBe('expired');
    const live = await server.db
      .selectFrom('subscriptions')
      .select('status')
      .where('order_id', '=', sub.id)
      .where('status', '=', 'active')
      .execute();
    expect(live).toEqual([]);
    const keys = (await linkMails(sub.id)).map((m) => m.idempotency_key);
    expect(keys.filter((k) => k.endsWith(':expired'))).toHaveLength(1);
    // Days the job did not run send nothing late: straight from the first grace reminder to the expiry.
    expect(keys).toEqual([
      `renewal-link:order:${sub.id}:${due}:due`,
      `renewal-link:order:${sub.id}:${due}:grace:1`,
      `renewal-link:order:${sub.id}:${due}:expired`,
    ]);
    const renewalPath = `/ajax/v2/subscription/order/${sub.hashslug}/renewal`;
    expect((await parent.get<ViewBody>(renewalPath)).body.data).toMatchObject({
      phase: 'expired',
      can_pay: true,
    });
    const afterExpiry = await admin.get<{ data: { renewal: Record<string, unknown> | null } }>(
      `/ajax/v2/admin/orders/${sub.reference}`,
    );
    expect(afterExpiry.body.data.renewal).toMatchObject({ mode: 'link', phase: 'expired' });

    // After expiry the buyer still renews by a new pay link: a new period from the day of payment.
    const again = await parent.post<PayBody>(`${renewalPath}/pay`, {});
    expect(again.status).toBe(200);
    const renewal = await orderByRef(server.db, again.body.data.reference);
    expect(renewal).toMatchObject({ status: 'pending', renewal_of: sub.id, renewal_period: due });
    const callback = paidCallback(renewal.order_no, `FPX-X-${renewal.id}`);
    expect((await postCallback(server.url, callback)).text).toBe('OK');
    await postCallback(server.url, callback);
    await drain();
    await dunning().renewalPaid(server.db, renewal.id);
    const paidDay = malaysiaDay((await orderByRef(server.db, renewal.order_no)).paid_at ?? '');
    const revived = await order(sub.id);
    expect(revived.recurring_status).toBe('active');
    expect(revived.next_payment_date?.slice(0, 10)).toBe(addMonthsToDay(paidDay, 1));
    expect(revived.next_payment_date?.slice(0, 10)).not.toBe(addMonthsToDay(due, 1));
    expect(await claimedPeriods(sub.id)).toEqual([{ period_start: due }]);
    const subscriptions = await server.db
      .selectFrom('subscriptions')
      .select(['status', 'next_payment_date'])
      .where('order_id', '=', sub.id)
      .execute();
    for (const row of subscriptions)
      expect(row).toMatchObject({ status: 'active', next_payment_date: revived.next_payment_date });
    expect((await parent.get<ViewBody>(renewalPath)).body.data).toMatchObject({
      phase: 'renewed',
      can_pay: false,
      last_renewal: { reference: renewal.order_no },
    });
    expect((await orderByRef(server.db, renewal.order_no)).status).toBe('paid');
    const notDue = await parent.post<PayBody>(`${renewalPath}/pay`, {});
    expect(notDue.status).toBe(409);
    expect(notDue.body.message).toBe(RENEWAL_MSG.en.payLinkNotDue);
  });

  it('a declined card renewal joins the dunning: pay link, grace, expiry after its grace', async () => {
    const sub = await fpxSubscription();
    await server.db
      .updateTable('orders')
      .set({ payment_method: 'senangpay_recurring', recurring_id: 'REC-1' })
      .where('id', '=', sub.id)
      .execute();
    await setDue(sub.id, today);
    const renewalPath = `/ajax/v2/subscription/order/${sub.hashslug}/renewal`;
    expect((await parent.get<ViewBody>(renewalPath)).body.data).toMatchObject({
      mode: 'card',
      can_pay: false,
    });
    expect((await parent.post(`${renewalPath}/pay`, {})).status).toBe(409);

    await dunning().cardFailed(server.db, sub.id, today, noonOf(today));
    await dunning().cardFailed(server.db, sub.id, today, noonOf(today));
    expect((await parent.get<ViewBody>(renewalPath)).body.data).toMatchObject({
      mode: 'card',
      phase: 'grace',
      can_pay: true,
    });
    // The card path's own expiry (3 days) leaves it to the dunning's grace.
    await expireUnrenewed(server.db, noonOf(addDays(today, 4)), 3);
    expect((await order(sub.id)).recurring_status).toBe('active');
    await dunning().run(server.db, noonOf(addDays(today, 3)));
    expect((await linkMails(sub.id)).map((m) => m.idempotency_key)).toEqual([
      `renewal-link:order:${sub.id}:${today}:grace:3`,
    ]);
    await dunning().run(server.db, noonOf(addDays(today, DEFAULT_RENEWAL_POLICY.graceDays)));
    expect((await order(sub.id)).recurring_status).toBe('expired');
    // A card subscription is bought again, not renewed by pay link after expiry.
    expect((await parent.get<ViewBody>(renewalPath)).body.data).toMatchObject({
      phase: 'expired',
      can_pay: false,
    });
    const ended = await parent.post<PayBody>(`${renewalPath}/pay`, {});
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe(RENEWAL_MSG.en.payLinkEnded);
  });

  it('refuses visitors, other accounts and bad input, writing nothing', async () => {
    const sub = await fpxSubscription();
    await setDue(sub.id, addDays(today, 2));
    const path = `/ajax/v2/subscription/order/${sub.hashslug}/renewal/pay`;
    const count = async () =>
      (await server.db.selectFrom('orders').select('id').where('renewal_of', '=', sub.id).execute()).length;
    expect((await visitor.post(path, {})).status).toBe(401);
    expect((await student.post(path, {})).status).toBe(404);
    for (const body of [
      { paymentMethod: 'bitcoin' },
      { paymentMethod: 'senangpay_recurring' },
      { extra: 1 },
    ]) {
      const res = await parent.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await parent.post('/ajax/v2/subscription/order/no-such-order/renewal/pay', {})).status).toBe(404);
    expect(await count()).toBe(0);
  });
});
