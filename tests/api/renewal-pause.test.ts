import { DEMO_SLUGS } from '@mahir/seed';
import type { RenewalView } from '@mahir/shared';
import { RENEWAL_MSG } from '@mahir/shared/renewals/index';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientFor } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

interface ViewBody {
  data: RenewalView;
  message?: string;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

const SETTINGS = '/ajax/v2/admin/renewals/settings';
const renewalPath = `/ajax/v2/subscription/order/${DEMO_SLUGS.order}/renewal`;
const pausePath = `/ajax/v2/subscription/order/${DEMO_SLUGS.order}/pause`;
const resumePath = `/ajax/v2/subscription/order/${DEMO_SLUGS.order}/resume`;

describe.each(dialects())('subscription pauses on %s', (dialect) => {
  let server: TestServer;
  const today = malaysiaDay(new Date());
  const due = addDays(today, 20);

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  const order = () =>
    server.db
      .selectFrom('orders')
      .selectAll()
      .where('hashslug', '=', DEMO_SLUGS.order)
      .executeTakeFirstOrThrow();
  const pauseRows = async () =>
    server.db
      .selectFrom('subscription_pauses')
      .select(['starts_on', 'ends_on', 'days'])
      .where('order_id', '=', (await order()).id)
      .execute();

  beforeEach(async () => {
    // A running subscription due in 20 days, no pauses, the default allowance.
    const { id } = await order();
    await server.db.deleteFrom('subscription_pauses').where('order_id', '=', id).execute();
    await server.db.deleteFrom('app_settings').where('key', '=', 'renewals.max_pause_days').execute();
    await server.db
      .updateTable('orders')
      .set({ status: 'paid', recurring_status: 'active', next_payment_date: due })
      .where('id', '=', id)
      .execute();
  });

  it('shows the payer the next payment date and the pause days left', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    const res = await student.get<ViewBody>(renewalPath);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'active',
      next_payment_date: due,
      pause: null,
      pause_days_left: 60,
      max_pause_days: 60,
      grace_until: null,
      last_renewal: null,
    });
  });

  it('pauses from today: the next payment date moves by the days, once', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    const res = await student.post<ViewBody>(pausePath, { from: today, days: 14 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(RENEWAL_MSG.en.paused);
    expect(res.body.data).toMatchObject({
      status: 'paused',
      next_payment_date: addDays(due, 14),
      pause: { from: today, until: addDays(today, 14), days: 14 },
    });
    expect((await order()).next_payment_date).toBe(addDays(due, 14));
    const again = await student.post<ErrorBody>(pausePath, { from: today, days: 3 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(RENEWAL_MSG.en.refusal.already_paused);
    expect((await order()).next_payment_date).toBe(addDays(due, 14));
    expect(await pauseRows()).toHaveLength(1);
  });

  it('resumes early: a pause ahead is withdrawn, a running one ends today; the unused days come back', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    // Nothing to resume: refused, nothing moved.
    const none = await student.post<ErrorBody>(resumePath, {});
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(RENEWAL_MSG.en.refusal.not_paused);
    expect((await order()).next_payment_date).toBe(due);

    // A pause ahead, withdrawn: the date and the allowance as before.
    expect((await student.post(pausePath, { from: addDays(today, 2), days: 5 })).status).toBe(200);
    expect((await order()).next_payment_date).toBe(addDays(due, 5));
    const withdrawn = await student.post<ViewBody>(resumePath, {});
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe(RENEWAL_MSG.en.resumed);
    expect(withdrawn.body.data).toMatchObject({ status: 'active', pause: null, next_payment_date: due });
    expect(await pauseRows()).toEqual([]);

    // A pause that started three days ago for ten days, ended today: three days kept, seven come off.
    const { id } = await order();
    await server.db
      .insertInto('subscription_pauses')
      .values({
        order_id: id,
        user_id: (await order()).user_id ?? 0,
        starts_on: addDays(today, -3),
        ends_on: addDays(today, 7),
        days: 10,
        created_at: new Date().toISOString(),
      })
      .execute();
    await server.db
      .updateTable('orders')
      .set({ next_payment_date: addDays(due, 10) })
      .where('id', '=', id)
      .execute();
    const ended = await student.post<ViewBody>(resumePath, {});
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({
      status: 'active',
      pause: null,
      next_payment_date: addDays(due, 3),
    });
    expect(await pauseRows()).toEqual([{ starts_on: addDays(today, -3), ends_on: today, days: 3 }]);
    const twice = await student.post<ErrorBody>(resumePath, {});
    expect(twice.status).toBe(409);
    expect((await order()).next_payment_date).toBe(addDays(due, 3));
  });

  it('refuses bad input and pauses beyond the rules, writing nothing', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'from'],
      [{ from: 'tomorrow', days: 3 }, 'from'],
      [{ from: '2026-02-30', days: 3 }, 'from'],
      [{ from: today, days: 0 }, 'days'],
      [{ from: today, days: 1.5 }, 'days'],
      [{ from: today, days: '3' }, 'days'],
      [{ from: addDays(today, -1), days: 3 }, 'from'],
      [{ from: due, days: 3 }, 'from'],
      [{ from: today, days: 61 }, 'days'],
    ];
    for (const [body, field] of cases) {
      const res = await student.post<ErrorBody>(pausePath, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(body)).toBeDefined();
    }
    expect(await pauseRows()).toEqual([]);
    expect((await order()).next_payment_date).toBe(due);
  });

  it('follows the allowance the admin sets; 0 turns pausing off', async () => {
    const admin = await clientFor(server.url, 'admin@demo.my');
    const student = await clientFor(server.url, 'student@demo.my');
    expect((await admin.get(SETTINGS)).body).toMatchObject({ data: { max_pause_days: 60 } });
    for (const bad of [{ max_pause_days: -1 }, { max_pause_days: 367 }, { max_pause_days: 'x' }, {}]) {
      expect((await admin.post(SETTINGS, bad)).status).toBe(422);
    }
    expect((await admin.post(SETTINGS, { max_pause_days: 5 })).status).toBe(200);
    expect((await admin.get(SETTINGS)).body).toMatchObject({ data: { max_pause_days: 5 } });
    const over = await student.post<ErrorBody>(pausePath, { from: today, days: 6 });
    expect(over.status).toBe(422);
    expect(over.body.errors?.days).toEqual([RENEWAL_MSG.en.refusal.pause_allowance]);
    const ahead = await student.post<ViewBody>(pausePath, { from: addDays(today, 2), days: 5 });
    expect(ahead.status).toBe(200);
    expect(ahead.body.data).toMatchObject({ status: 'active', pause_days_left: 0, max_pause_days: 5 });
    expect((await admin.post(SETTINGS, { max_pause_days: 0 })).status).toBe(200);
    await server.db.deleteFrom('subscription_pauses').execute();
    const off = await student.post<ErrorBody>(pausePath, { from: today, days: 1 });
    expect(off.status).toBe(422);
  });

  it('refuses a subscription that is not renewing', async () => {
    await server.db
      .updateTable('orders')
      .set({ recurring_status: 'expired' })
      .where('hashslug', '=', DEMO_SLUGS.order)
      .execute();
    const student = await clientFor(server.url, 'student@demo.my');
    const res = await student.post<ErrorBody>(pausePath, { from: today, days: 3 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(RENEWAL_MSG.en.refusal.not_active);
    expect((await student.get<ViewBody>(renewalPath)).body.data.status).toBe('expired');
  });

  it('refuses other people, visitors and non-admins', async () => {
    const parent = await clientFor(server.url, 'parent@demo.my');
    const visitor = await clientFor(server.url);
    const student = await clientFor(server.url, 'student@demo.my');
    expect((await parent.get(renewalPath)).status).toBe(404);
    expect((await parent.post(pausePath, { from: today, days: 3 })).status).toBe(404);
    expect((await visitor.get(renewalPath)).status).toBe(401);
    expect((await visitor.post(pausePath, { from: today, days: 3 })).status).toBe(401);
    expect((await parent.post(resumePath, {})).status).toBe(404);
    expect((await visitor.post(resumePath, {})).status).toBe(401);
    expect((await student.post(resumePath, { days: 3 })).status).toBe(422);
    expect((await student.get('/ajax/v2/subscription/order/no-such-order/renewal')).status).toBe(404);
    expect((await student.get(SETTINGS)).status).toBe(403);
    expect((await student.post(SETTINGS, { max_pause_days: 366 })).status).toBe(403);
    expect((await visitor.get(SETTINGS)).status).toBe(401);
    expect(await pauseRows()).toEqual([]);
    expect((await order()).next_payment_date).toBe(due);
  });
});
