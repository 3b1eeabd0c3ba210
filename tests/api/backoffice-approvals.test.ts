import { DEMO_RESELLER_CODES } from '@mahir/seed';
import { reverseOrderCommissions } from '@mahir/server/commissions/commission-earning';
import { APPROVAL_TEXT } from '@mahir/shared';
import { orderCancelButton } from '@mahir/shared/rules/subscription-cancel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { pendingApplicant } from './backoffice-fixtures';
import { commissionsOf, earnOrderCommissions, entriesOfOrder, resellerByCode } from './commissions-fixtures';
import { userIdOf } from './learning-fixtures';
import {
  forwardClock,
  orderByRef,
  orderServiceFor,
  postCallback,
  recurringPackageOrder,
  runnerFor,
  signRecurring,
} from './money-fixtures';

interface Answer<T> {
  data: T;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}
interface Registration {
  id: number;
  email: string;
}
interface Cancellation {
  id: number;
  order_id: string;
  status: 'pending' | 'approved';
}
interface OrderDetail {
  order: { status: string };
  unsubscribe: { req_cancel: number; confirm: number } | null;
}

const ROUTES = {
  registrations: '/ajax/v2/admin/reseller/registrations',
  approveReseller: '/ajax/v2/admin/reseller/registration/approve',
  declineReseller: '/ajax/v2/admin/reseller/registration/decline',
  cancellations: '/ajax/v2/admin/subscription/cancellations',
  approveCancellation: '/ajax/v2/admin/subscription/cancellation/approve',
  sidebar: '/ajax/v2/admin/dashboard/sidebar',
};

describe.each(dialects())('back office approvals on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let tutor: TestClient;
  let student: TestClient;
  let reseller: TestClient;
  let visitor: TestClient;
  let parent: TestClient;
  let parentId: number;
  const later = forwardClock(Date.now() + 400 * 86_400_000);

  const resellerRow = (id: number) =>
    server.db.selectFrom('resellers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const rolesOf = async (userId: number) =>
    (await server.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute()).map(
      (r) => r.role,
    );
  const sidebar = async () => (await admin.get<Answer<{ count: number }>>(ROUTES.sidebar)).body.data.count;

  /** A paid recurring package order of the parent through the demo sub-reseller's code. */
  const paidRecurringOrder = async (tag: string) => {
    const placed = await orderServiceFor(server.db).placeOrder(recurringPackageOrder(parentId));
    const recurring = (tx: string) =>
      signRecurring({
        status_id: '1',
        order_id: placed.reference,
        transaction_id: tx,
        msg: 'Recurring_payment',
      });
    await postCallback(server.url, recurring(`${tag}-1-${placed.id}`));
    const sub = await resellerByCode(server.db, DEMO_RESELLER_CODES.subreseller);
    await server.db.updateTable('orders').set({ reseller_id: sub.id }).where('id', '=', placed.id).execute();
    await earnOrderCommissions(server.db, placed.id);
    return {
      ...placed,
      renew: (n: number) => postCallback(server.url, recurring(`${tag}-${n}-${placed.id}`)),
    };
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [admin, tutor, student, reseller, visitor, parent] = await demoClients(server.url, [
      'admin',
      'tutor',
      'student',
      'reseller',
      null,
      'parent',
    ]);
    parentId = await userIdOf(server.db, 'parent@demo.my');
  });
  afterAll(() => server.close());

  it('refuses every approval route to visitors, tutors, students and resellers and changes nothing', async () => {
    const applicant = await pendingApplicant(server.db, `refused-${dialect}`);
    const calls: Array<[string, string, Record<string, unknown> | undefined]> = [
      ['GET', ROUTES.registrations, undefined],
      ['POST', ROUTES.approveReseller, { id: applicant.resellerId }],
      ['POST', ROUTES.declineReseller, { id: applicant.resellerId, reason: 'Tidak lengkap' }],
      ['GET', ROUTES.cancellations, undefined],
      ['POST', ROUTES.approveCancellation, { id: 1 }],
    ];
    for (const [method, path, body] of calls) {
      expect([path, (await visitor.json(method, path, body)).status]).toEqual([path, 401]);
      for (const client of [tutor, student, reseller]) {
        const res = await client.json<Answer<unknown>>(method, path, body);
        expect([path, res.status, res.body.code]).toEqual([path, 403, 'forbidden']);
      }
    }
    expect((await resellerRow(applicant.resellerId)).status).toBe('pending');
    expect(await rolesOf(applicant.userId)).toEqual([]);
    const confirmed = await server.db
      .selectFrom('cancellation_requests')
      .select('id')
      .where('id', '=', 1)
      .where('confirm', '=', 1)
      .executeTakeFirst();
    expect(confirmed).toBeUndefined();
  });

  it('approves a registration: a new code of at most six characters and the reseller role', async () => {
    const applicant = await pendingApplicant(server.db, `approve-${dialect}`);
    const list = await admin.get<Answer<{ registrations: Registration[] }>>(ROUTES.registrations);
    expect(list.body.data.registrations.map((r) => r.email)).toContain(applicant.email);

    const res = await admin.post<Answer<{ id: number; status: string; reseller_code: string }>>(
      ROUTES.approveReseller,
      { id: applicant.resellerId },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(APPROVAL_TEXT.resellerApproved);
    const code = res.body.data.reseller_code;
    expect(code.length).toBeLessThanOrEqual(6);
    expect(code).toMatch(/^RS[2-9A-HJ-NP-Z]{4}$/);
    const row = await resellerRow(applicant.resellerId);
    expect([row.status, row.reseller_code, row.decided_at !== null]).toEqual(['approved', code, true]);
    expect(await rolesOf(applicant.userId)).toEqual(['reseller']);
    // The new reseller reaches their settings with the code; the list no longer shows them.
    const newReseller = await clientFor(server.url, applicant.email);
    const info = await newReseller.get<Answer<{ reseller_code: string }>>('/ajax/v2/reseller/user-info');
    expect([info.status, info.body.data.reseller_code]).toEqual([200, code]);
    const after = await admin.get<Answer<{ registrations: Registration[] }>>(ROUTES.registrations);
    expect(after.body.data.registrations.map((r) => r.id)).not.toContain(applicant.resellerId);
    // Deciding again is a conflict.
    const again = await admin.post<Answer<unknown>>(ROUTES.approveReseller, { id: applicant.resellerId });
    expect([again.status, again.body.code]).toEqual([409, 'already_decided']);
  });

  it('declines with a reason; a missing reason or a bad id is refused and changes nothing', async () => {
    const applicant = await pendingApplicant(server.db, `decline-${dialect}`);
    const noReason = await admin.post<Answer<unknown>>(ROUTES.declineReseller, {
      id: applicant.resellerId,
      reason: '  ',
    });
    expect([noReason.status, noReason.body.errors?.reason]).toEqual([422, [APPROVAL_TEXT.reasonRequired]]);
    const missing = await admin.post<Answer<unknown>>(ROUTES.declineReseller, { id: applicant.resellerId });
    expect(missing.body.errors?.reason).toEqual([APPROVAL_TEXT.reasonRequired]);
    expect((await admin.post(ROUTES.approveReseller, { id: 'abc' })).status).toBe(422);
    expect((await admin.post(ROUTES.approveReseller, { id: -1 })).status).toBe(422);
    expect((await admin.post(ROUTES.approveReseller, { id: 99_999_999 })).status).toBe(404);
    expect((await resellerRow(applicant.resellerId)).status).toBe('pending');

    const res = await admin.post<Answer<{ status: string }>>(ROUTES.declineReseller, {
      id: applicant.resellerId,
      reason: 'Maklumat bank tidak sah',
    });
    expect([res.status, res.body.data.status, res.body.message]).toEqual([
      200,
      'declined',
      APPROVAL_TEXT.resellerDeclined,
    ]);
    const row = await resellerRow(applicant.resellerId);
    expect([row.status, row.decline_reason]).toEqual(['declined', 'Maklumat bank tidak sah']);
    expect(await rolesOf(applicant.userId)).toEqual([]);
    expect((await admin.post(ROUTES.approveReseller, { id: applicant.resellerId })).status).toBe(409);
  });

  it('refuses a bad cancellation id with 422 or 404 and approves nothing', async () => {
    expect((await admin.post(ROUTES.approveCancellation, { id: 'x' })).status).toBe(422);
    expect((await admin.post(ROUTES.approveCancellation, {})).status).toBe(422);
    expect((await admin.post(ROUTES.approveCancellation, { id: 88_888_888 })).status).toBe(404);
  });

  it('approves a cancellation: Approved Cancellation for the learner, renewals stop, unpaid commission reversed once', async () => {
    const order = await paidRecurringOrder(`A-${dialect}`);
    const [released, unpaid] = await commissionsOf(server.db, order.id);
    if (!released || !unpaid) throw new Error('expected two commissions (sub-reseller and master)');
    // One of the two was already paid out: it stays paid.
    await server.db
      .updateTable('commissions')
      .set({ status: 'paid' })
      .where('id', '=', released.id)
      .execute();

    const badgeBefore = await sidebar();
    const cancel = await parent.post('/ajax/v2/subscription/cancel', { order_id: order.reference });
    expect(cancel.status).toBe(200);
    expect(await sidebar()).toBe(badgeBefore + 1);
    const list = await admin.get<Answer<{ cancellations: Cancellation[] }>>(ROUTES.cancellations);
    const mine = list.body.data.cancellations.find((c) => c.order_id === order.reference);
    if (!mine) throw new Error('request not listed');
    expect(mine.status).toBe('pending');
    // Opening the list leaves the badge; approving marks the request seen.
    expect(await sidebar()).toBe(badgeBefore + 1);

    const approved = await admin.post<Answer<{ status: string }>>(ROUTES.approveCancellation, {
      id: mine.id,
    });
    expect([approved.status, approved.body.data.status, approved.body.message]).toEqual([
      200,
      'approved',
      APPROVAL_TEXT.cancellationApproved,
    ]);
    expect(await sidebar()).toBe(badgeBefore);
    const again = await admin.post<Answer<unknown>>(ROUTES.approveCancellation, { id: mine.id });
    expect([again.status, again.body.code]).toEqual([409, 'already_decided']);

    // The learner's order page shows it cancelled with the spec's label.
    const row = await orderByRef(server.db, order.reference);
    const detail = await parent.get<Answer<OrderDetail>>(`/ajax/v2/subscription/order/${row.hashslug}`);
    expect(detail.body.data.order.status).toBe('cancelled');
    expect(orderCancelButton(detail.body.data.order.status, detail.body.data.unsubscribe, true).label).toBe(
      'Approved Cancellation',
    );

    // Renewals stop: a renewal callback is refused and the expiry job leaves the order alone.
    expect(row.recurring_status).toBe('cancelled');
    await order.renew(2);
    const tx = await server.db
      .selectFrom('payment_transactions')
      .select('outcome')
      .where('transaction_id', '=', `A-${dialect}-2-${order.id}`)
      .executeTakeFirstOrThrow();
    expect(tx.outcome).toBe('renewal_refused');
    const runner = runnerFor(server);
    await runner.tick({ now: later() });
    expect((await orderByRef(server.db, order.reference)).recurring_status).toBe('cancelled');

    // The outbox event (written with the approval) reversed the unpaid commission and noted the paid one.
    const events = await server.db
      .selectFrom('outbox')
      .select(['payload', 'processed_at'])
      .where('topic', '=', 'order.cancelled')
      .where('payload', 'like', `{"orderId":${order.id},%`)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]?.processed_at).not.toBeNull();
    const rows = await commissionsOf(server.db, order.id);
    expect(rows.map((r) => [r.id, r.status])).toEqual(
      rows.map((r) => [r.id, r.id === released.id ? 'paid' : 'reversed']),
    );
    const entries = await entriesOfOrder(server.db, order.id);
    const after = entries.filter((e) => e.kind !== 'earned').map((e) => [e.commission_id, e.kind, e.amount]);
    expect(after).toEqual([
      [unpaid.id, 'reversed', -unpaid.amount_final],
      [released.id, 'reversal_skipped', 0],
    ]);

    // A replayed event changes nothing: no second reversal, no second note.
    await server.db
      .insertInto('outbox')
      .values({
        topic: 'order.cancelled',
        payload: JSON.stringify({ orderId: order.id, cancellationId: mine.id }),
      })
      .execute();
    await runner.tick({ now: later() });
    expect(await reverseOrderCommissions(server.db, order.id, 'order.cancelled')).toBe(0);
    expect((await entriesOfOrder(server.db, order.id)).length).toBe(entries.length);
  });
});
