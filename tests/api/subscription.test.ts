import { DEMO_ORDER_NO, DEMO_SLUGS } from '@mahir/seed';
import { SUBSCRIPTION_TEXT, type SubscriptionOrder, type UnsubscribeState } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

interface OrderBody {
  data: { order: SubscriptionOrder; unsubscribe: UnsubscribeState | null };
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

const SIBLING = 'nur.aisyah.rosli@demo.my';

describe.each(dialects())('subscription on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  const userId = async (email: string) =>
    (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  const orderRow = (hashslug: string) =>
    server.db.selectFrom('orders').selectAll().where('hashslug', '=', hashslug).executeTakeFirstOrThrow();
  const subscriptionOf = async (email: string, courseSlug: string) =>
    server.db
      .selectFrom('subscriptions')
      .innerJoin('courses', 'courses.id', 'subscriptions.course_id')
      .selectAll('subscriptions')
      .where('subscriptions.user_id', '=', await userId(email))
      .where('courses.hashslug', '=', courseSlug)
      .executeTakeFirstOrThrow();

  describe('GET /ajax/v2/subscription/order/{hashslug}', () => {
    it('shows the student their package order with the chosen tutor courses and the payment', async () => {
      const student = await clientFor(server.url, 'student@demo.my');
      const res = await student.get<OrderBody>(`/ajax/v2/subscription/order/${DEMO_SLUGS.order}`);
      expect(res.status).toBe(200);
      const { order, unsubscribe } = res.body.data;
      const row = await orderRow(DEMO_SLUGS.order);
      expect(order.order_id).toBe(DEMO_ORDER_NO);
      expect(order.id).toBe(row.id);
      expect(order.package?.name).toBe('Pakej Tahun 5');
      expect(order.status).toBe('paid');
      expect(order.subtotal).toBe(row.subtotal);
      expect(order.subtotal).toBe(5000);
      expect(order.recurring).toBe(true);
      expect(order.can_cancel).toBe(true);
      expect(order.order_package_id).toEqual(expect.any(Number));
      expect(order.mahir_courses).toHaveLength(3);
      const tutor = order.mahir_courses.find((c) => c.course.hashslug === DEMO_SLUGS.tutorCourse);
      expect(tutor?.course.url).toBe(`/course/${DEMO_SLUGS.tutorCourse}`);
      expect(tutor?.course.title).toEqual(expect.any(String));
      expect(order.vod_courses).toEqual([]);
      const latest = await server.db
        .selectFrom('payments')
        .select(['created_at', 'next_recurring_date'])
        .where('order_id', '=', row.id)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(order.payment).toEqual({
        created_at: latest.created_at,
        next_recurring_date: latest.next_recurring_date,
      });
      expect(order.payment?.next_recurring_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(unsubscribe).toBeNull();
    });

    it('shows the parent their unpaid course order with its courses', async () => {
      const parent = await clientFor(server.url, 'parent@demo.my');
      const res = await parent.get<OrderBody>(`/ajax/v2/subscription/order/${DEMO_SLUGS.pendingOrder}`);
      expect(res.status).toBe(200);
      expect(res.body.data.order.status).toBe('pending_payment');
      expect(res.body.data.order.package).toBeNull();
      expect(res.body.data.order.mahir_courses).toEqual([]);
      expect(res.body.data.order.vod_courses).toHaveLength(1);
      expect(res.body.data.order.vod_courses[0]?.course.url).toMatch(/^\/course\/[\w-]+$/);
    });

    it('keeps orders to their owner: others get 404, visitors 401', async () => {
      const student = await clientFor(server.url, 'student@demo.my');
      expect((await student.get(`/ajax/v2/subscription/order/${DEMO_SLUGS.pendingOrder}`)).status).toBe(404);
      const parent = await clientFor(server.url, 'parent@demo.my');
      expect((await parent.get(`/ajax/v2/subscription/order/${DEMO_SLUGS.order}`)).status).toBe(404);
      const visitor = await clientFor(server.url);
      expect((await visitor.get(`/ajax/v2/subscription/order/${DEMO_SLUGS.order}`)).status).toBe(401);
      expect((await student.get('/ajax/v2/subscription/order/no-such-order')).status).toBe(404);
    });

    it('lets the pupil of a package bought by a parent see it but not cancel it', async () => {
      const sibling = await clientFor(server.url, SIBLING);
      const siblingId = await userId(SIBLING);
      const line = await server.db
        .selectFrom('order_packages')
        .innerJoin('orders', 'orders.id', 'order_packages.order_id')
        .select(['orders.id', 'orders.hashslug', 'order_packages.id as order_package_id'])
        .where('order_packages.student_user_id', '=', siblingId)
        .executeTakeFirstOrThrow();
      const res = await sibling.get<OrderBody>(`/ajax/v2/subscription/order/${line.hashslug}`);
      expect(res.status).toBe(200);
      expect(res.body.data.order.can_cancel).toBe(false);
      expect(res.body.data.order.mahir_courses.length).toBeGreaterThan(0);
      const cancel = await sibling.post(
        '/ajax/v2/subscription/cancel',
        { order_id: line.id, order_package_id: line.order_package_id },
        { form: true },
      );
      expect(cancel.status).toBe(403);
      const requests = await server.db
        .selectFrom('cancellation_requests')
        .select('id')
        .where('order_id', '=', line.id)
        .execute();
      expect(requests).toEqual([]);
    });
  });

  describe('POST /ajax/v2/subscription/cancel', () => {
    it('refuses bad input, other people’s orders and unpaid orders without writing anything', async () => {
      const student = await clientFor(server.url, 'student@demo.my');
      const missing = await student.post<ErrorBody>('/ajax/v2/subscription/cancel', {}, { form: true });
      expect(missing.status).toBe(422);
      expect(missing.body.errors?.order_id).toBeDefined();

      const demo = await orderRow(DEMO_SLUGS.order);
      const otherLine = await server.db
        .selectFrom('order_packages')
        .select('id')
        .where('order_id', '!=', demo.id)
        .executeTakeFirstOrThrow();
      const wrongLine = await student.post<ErrorBody>(
        '/ajax/v2/subscription/cancel',
        { order_id: demo.id, order_package_id: otherLine.id },
        { form: true },
      );
      expect(wrongLine.status).toBe(422);
      expect(wrongLine.body.errors?.order_package_id).toEqual([SUBSCRIPTION_TEXT.packageNotInOrder]);

      const pending = await orderRow(DEMO_SLUGS.pendingOrder);
      const notMine = await student.post(
        '/ajax/v2/subscription/cancel',
        { order_id: pending.id },
        { form: true },
      );
      expect(notMine.status).toBe(404);
      const parent = await clientFor(server.url, 'parent@demo.my');
      const unpaid = await parent.post<ErrorBody>(
        '/ajax/v2/subscription/cancel',
        { order_id: pending.id },
        { form: true },
      );
      expect(unpaid.status).toBe(409);
      expect(unpaid.body.message).toBe(SUBSCRIPTION_TEXT.onlyPaidCancellable);

      const visitor = await clientFor(server.url);
      expect(
        (await visitor.post('/ajax/v2/subscription/cancel', { order_id: demo.id }, { form: true })).status,
      ).toBe(401);

      const requests = await server.db
        .selectFrom('cancellation_requests')
        .select('id')
        .where('order_id', 'in', [demo.id, pending.id])
        .execute();
      expect(requests).toEqual([]);
      expect((await orderRow(DEMO_SLUGS.order)).status).toBe('paid');
      expect((await orderRow(DEMO_SLUGS.pendingOrder)).status).toBe('pending');
    });

    it('records one request, shows the order as pending cancellation while it stays paid, and answers repeats the same', async () => {
      const student = await clientFor(server.url, 'student@demo.my');
      const before = await student.get<OrderBody>(`/ajax/v2/subscription/order/${DEMO_SLUGS.order}`);
      const { id, order_package_id } = before.body.data.order;

      const res = await student.post<{
        data: { status: string; unsubscribe: UnsubscribeState };
        message: string;
      }>('/ajax/v2/subscription/cancel', { order_id: id, order_package_id }, { form: true });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        status: 'pending_cancellation',
        unsubscribe: { req_cancel: 1, confirm: 0 },
      });
      expect(res.body.message).toBe(SUBSCRIPTION_TEXT.cancelRequested);

      const rows = await server.db
        .selectFrom('cancellation_requests')
        .selectAll()
        .where('order_id', '=', id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        order_package_id,
        user_id: await userId('student@demo.my'),
        req_cancel: 1,
        confirm: 0,
        seen_by_admin: 0,
      });
      // Orders hold only their payment state; the package line and the subscriptions carry the cancellation.
      expect((await orderRow(DEMO_SLUGS.order)).status).toBe('paid');
      const line = await server.db
        .selectFrom('order_packages')
        .select('status')
        .where('id', '=', Number(order_package_id))
        .executeTakeFirstOrThrow();
      expect(line.status).toBe('pending_cancellation');
      const tutorSub = await subscriptionOf('student@demo.my', DEMO_SLUGS.tutorCourse);
      expect(tutorSub.status).toBe('pending_cancellation');
      expect(tutorSub.is_unsubscribe).toBe(1);

      const again = await student.post<{ data: { status: string; unsubscribe: UnsubscribeState } }>(
        '/ajax/v2/subscription/cancel',
        { order_id: DEMO_ORDER_NO },
        { form: true },
      );
      expect(again.status).toBe(200);
      expect(again.body.data.unsubscribe).toEqual({ req_cancel: 1, confirm: 0 });
      const after = await server.db
        .selectFrom('cancellation_requests')
        .select('id')
        .where('order_id', '=', id)
        .execute();
      expect(after).toHaveLength(1);

      const detail = await student.get<OrderBody>(`/ajax/v2/subscription/order/${DEMO_SLUGS.order}`);
      expect(detail.body.data.order.status).toBe('pending_cancellation');
      expect(detail.body.data.unsubscribe).toEqual({ req_cancel: 1, confirm: 0 });
    });

    it('shows a confirmed request as cancelled while the order itself stays paid', async () => {
      const { id } = await orderRow(DEMO_SLUGS.order);
      await server.db
        .updateTable('cancellation_requests')
        .set({ confirm: 1, confirmed_at: new Date().toISOString() })
        .where('order_id', '=', id)
        .execute();
      const student = await clientFor(server.url, 'student@demo.my');
      const detail = await student.get<OrderBody>(`/ajax/v2/subscription/order/${DEMO_SLUGS.order}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.order.status).toBe('cancelled');
      expect(detail.body.data.unsubscribe).toEqual({ req_cancel: 1, confirm: 1 });
      expect((await orderRow(DEMO_SLUGS.order)).status).toBe('paid');
      const again = await student.post<{ data: { status: string } }>(
        '/ajax/v2/subscription/cancel',
        { order_id: id },
        { form: true },
      );
      expect(again.status).toBe(200);
      expect(again.body.data.status).toBe('cancelled');
    });
  });

  describe('POST /ajax/v2/vod/cancel/subscription', () => {
    it('asks to stop the user’s own bought subscription, once', async () => {
      const student = await clientFor(server.url, 'student@demo.my');
      const sub = await subscriptionOf('student@demo.my', DEMO_SLUGS.videoCourse);
      expect(sub.status).toBe('active');
      const res = await student.post<{
        data: { subscribe_id: number; is_unsubscribe: number; status: string };
      }>('/ajax/v2/vod/cancel/subscription', { subscribe_id: sub.id }, { form: true });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        subscribe_id: sub.id,
        is_unsubscribe: 1,
        status: 'pending_cancellation',
      });
      const after = await subscriptionOf('student@demo.my', DEMO_SLUGS.videoCourse);
      expect(after.status).toBe('pending_cancellation');
      expect(after.is_unsubscribe).toBe(1);
      expect(after.ended_at).toBeNull();
      const again = await student.post(
        '/ajax/v2/vod/cancel/subscription',
        { subscribe_id: sub.id },
        { form: true },
      );
      expect(again.status).toBe(200);
    });

    it('refuses other people’s subscriptions, free ones, bad input and visitors', async () => {
      const sub = await subscriptionOf('student@demo.my', DEMO_SLUGS.reviewCourse);
      const parent = await clientFor(server.url, 'parent@demo.my');
      expect(
        (await parent.post('/ajax/v2/vod/cancel/subscription', { subscribe_id: sub.id }, { form: true }))
          .status,
      ).toBe(403);
      const student = await clientFor(server.url, 'student@demo.my');
      const free = await subscriptionOf('student@demo.my', DEMO_SLUGS.freeCourse);
      const wrongKind = await student.post<ErrorBody>(
        '/ajax/v2/vod/cancel/subscription',
        { subscribe_id: free.id },
        { form: true },
      );
      expect(wrongKind.status).toBe(409);
      expect(wrongKind.body.message).toBe(SUBSCRIPTION_TEXT.notFree);
      const bad = await student.post<ErrorBody>(
        '/ajax/v2/vod/cancel/subscription',
        { subscribe_id: 'x' },
        { form: true },
      );
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.subscribe_id).toBeDefined();
      const visitor = await clientFor(server.url);
      expect(
        (await visitor.post('/ajax/v2/vod/cancel/subscription', { subscribe_id: sub.id }, { form: true }))
          .status,
      ).toBe(401);
      expect((await subscriptionOf('student@demo.my', DEMO_SLUGS.reviewCourse)).status).toBe('active');
      expect((await subscriptionOf('student@demo.my', DEMO_SLUGS.freeCourse)).status).toBe('active');
    });
  });

  describe('POST /ajax/v2/vod/cancel/free', () => {
    const subscribers = async () =>
      (
        await server.db
          .selectFrom('courses')
          .select('subscriber_count')
          .where('hashslug', '=', DEMO_SLUGS.freeCourse)
          .executeTakeFirstOrThrow()
      ).subscriber_count;

    it('refuses other people’s and bought subscriptions without touching the counter', async () => {
      const free = await subscriptionOf('student@demo.my', DEMO_SLUGS.freeCourse);
      const count = await subscribers();
      const parent = await clientFor(server.url, 'parent@demo.my');
      expect(
        (await parent.post('/ajax/v2/vod/cancel/free', { subscribe_id: free.id }, { form: true })).status,
      ).toBe(403);
      const student = await clientFor(server.url, 'student@demo.my');
      const paid = await subscriptionOf('student@demo.my', DEMO_SLUGS.reviewCourse);
      const notFree = await student.post<ErrorBody>(
        '/ajax/v2/vod/cancel/free',
        { subscribe_id: paid.id },
        { form: true },
      );
      expect(notFree.status).toBe(409);
      expect(notFree.body.message).toBe(SUBSCRIPTION_TEXT.notFree);
      expect((await student.post('/ajax/v2/vod/cancel/free', {}, { form: true })).status).toBe(422);
      expect(
        (await student.post('/ajax/v2/vod/cancel/free', { subscribe_id: 99_999_999 }, { form: true })).status,
      ).toBe(404);
      expect(await subscribers()).toBe(count);
      expect((await subscriptionOf('student@demo.my', DEMO_SLUGS.freeCourse)).status).toBe('active');
    });

    it('ends the free access, decrements the subscriber count once and answers the course page', async () => {
      const student = await clientFor(server.url, 'student@demo.my');
      const free = await subscriptionOf('student@demo.my', DEMO_SLUGS.freeCourse);
      const count = await subscribers();
      expect(count).toBeGreaterThan(0);
      const res = await student.post<{ data: { url: string }; message: string }>(
        '/ajax/v2/vod/cancel/free',
        { subscribe_id: free.id },
        { form: true },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.url).toBe(`/course/${DEMO_SLUGS.freeCourse}`);
      expect(res.body.message).toBe(SUBSCRIPTION_TEXT.accessStopped);
      const after = await subscriptionOf('student@demo.my', DEMO_SLUGS.freeCourse);
      expect(after.status).toBe('cancelled');
      expect(after.is_unsubscribe).toBe(1);
      expect(after.ended_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await subscribers()).toBe(count - 1);

      const again = await student.post<{ data: { url: string } }>(
        '/ajax/v2/vod/cancel/free',
        { subscribe_id: free.id },
        { form: true },
      );
      expect(again.status).toBe(200);
      expect(again.body.data.url).toBe(`/course/${DEMO_SLUGS.freeCourse}`);
      expect(await subscribers()).toBe(count - 1);
    });
  });
});
