import { recordOrderSales } from '@mahir/server/sales/sales-summary.handler';
import { dashboardRange, tutorCommission } from '@mahir/shared/rules/dashboard-range';
import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { cloneAccount } from './adversarial/support/identities';
import { addCourseLine, cloneCourseFor } from './backoffice-fixtures';
import { paidOrderFor } from './commissions-fixtures';
import { subscribe, userIdOf } from './learning-fixtures';
import { runnerFor } from './money-fixtures';

interface Chart {
  label: string;
  date: string[];
  total: number[];
}
interface Admin {
  monthly_sales: number;
  today_sales: number;
  total_courses: number;
  total_students: number;
  chart: Chart;
}
interface Tutor {
  total_commissions: number;
  total_courses: number;
  total_students: number;
}
interface Answer<T> {
  data: T;
  code?: string;
  errors?: Record<string, string[]>;
}

describe.each(dialects())('back office dashboards on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let tutor: TestClient;
  let newTutor: TestClient;
  let student: TestClient;
  let visitor: TestClient;
  let studentId: number;
  let newTutorId: number;
  let newCourseId: number;

  const adminDashboard = async () => (await admin.get<Answer<Admin>>('/ajax/v2/admin/dashboard')).body.data;
  const chartOf = async (n: number) =>
    (await admin.get<Answer<{ chart: Chart }>>(`/ajax/v2/admin/dashboard/month/${n}`)).body.data.chart;
  const tutorTotals = async (client: TestClient) =>
    (await client.get<Answer<Tutor>>('/ajax/v2/tutor/dashboard')).body.data;
  const paidAt = async (orderId: number, at: string) =>
    server.db.updateTable('orders').set({ paid_at: at }).where('id', '=', orderId).execute();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const email = await cloneAccount(server.db, 'tutor');
    [admin, tutor, newTutor, student, visitor] = await clientsFor(server.url, [
      'admin@demo.my',
      'tutor@demo.my',
      email,
      'student@demo.my',
      null,
    ]);
    studentId = await userIdOf(server.db, 'student@demo.my');
    newTutorId = await userIdOf(server.db, email);
    const demoTutorId = await userIdOf(server.db, 'tutor@demo.my');
    const source = await server.db
      .selectFrom('courses')
      .select('id')
      .where('user_id', '=', demoTutorId)
      .where('status_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    newCourseId = await cloneCourseFor(server.db, source.id, newTutorId);
  });
  afterAll(() => server.close());

  it('refuses the admin dashboard to visitors, tutors and students, and the tutor one to others', async () => {
    for (const path of ['/ajax/v2/admin/dashboard', '/ajax/v2/admin/dashboard/month/13']) {
      expect((await visitor.get(path)).status).toBe(401);
      const asTutor = await tutor.get<Answer<unknown>>(path);
      expect([asTutor.status, asTutor.body.code]).toEqual([403, 'forbidden']);
      expect((await student.get(path)).status).toBe(403);
    }
    for (const path of ['/ajax/v2/tutor/dashboard', '/ajax/v2/tutor/dashboard/subscriber/weekly']) {
      expect((await visitor.get(path)).status).toBe(401);
      expect((await admin.get(path)).status).toBe(403);
      expect((await student.get(path)).status).toBe(403);
    }
  });

  it('refuses chart ranges outside 1..15 with 422', async () => {
    for (const n of ['0', '16', 'abc', '1.5', '-3']) {
      const res = await admin.get<Answer<unknown>>(`/ajax/v2/admin/dashboard/month/${n}`);
      expect([n, res.status, res.body.code]).toEqual([n, 422, 'validation_failed']);
    }
  });

  it('opens on Last 30 Days and counts courses awaiting approval and students', async () => {
    const d = await adminDashboard();
    expect(d.chart.label).toBe('Last 30 Days');
    expect(d.chart.date).toHaveLength(30);
    expect(d.chart.date.at(-1)).toBe(malaysiaDay(new Date()));
    const pending = await server.db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status_id', '=', 0)
      .executeTakeFirstOrThrow();
    expect(d.total_courses).toBe(Number(pending.n));
    expect(d.total_courses).toBeGreaterThan(0);
    const students = await server.db
      .selectFrom('user_roles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'student')
      .executeTakeFirstOrThrow();
    expect(d.total_students).toBe(Number(students.n));
  });

  it('adds a paid order to today, this month and the charts; a pending one counts nowhere', async () => {
    const before = await adminDashboard();
    const before15 = await chartOf(15);
    const orderId = await paidOrderFor(server.db, studentId, 12_345, null);
    const pending = await paidOrderFor(server.db, studentId, 99_999, null);
    await server.db
      .updateTable('orders')
      .set({ status: 'pending', paid_at: null })
      .where('id', '=', pending)
      .execute();
    // The order.paid handler counts the paid order once; a replay and the pending order count nothing.
    expect(await recordOrderSales(server.db, orderId)).toBe(true);
    expect(await recordOrderSales(server.db, orderId)).toBe(false);
    expect(await recordOrderSales(server.db, pending)).toBe(false);
    expect(orderId).toBeGreaterThan(0);
    const after = await adminDashboard();
    expect(after.today_sales - before.today_sales).toBe(12_345);
    expect(after.monthly_sales - before.monthly_sales).toBe(12_345);
    expect((after.chart.total.at(-1) ?? 0) - (before.chart.total.at(-1) ?? 0)).toBe(12_345);
    const after15 = await chartOf(15);
    const today = after15.date.indexOf(malaysiaDay(new Date()));
    expect(after15.label).toBe('This Month');
    expect((after15.total[today] ?? 0) - (before15.total[today] ?? 0)).toBe(12_345);
  });

  it('counts an order through its order.paid event and the job runner', async () => {
    const before = await adminDashboard();
    const orderId = await paidOrderFor(server.db, studentId, 777, null);
    await server.db
      .insertInto('outbox')
      .values({ topic: 'order.paid', payload: JSON.stringify({ orderId }) })
      .execute();
    await runnerFor(server).tick();
    expect((await adminDashboard()).today_sales - before.today_sales).toBe(777);
  });

  it('puts an order on its Malaysia day: 16:30 UTC is the next day', async () => {
    const year = Number(malaysiaDay(new Date()).slice(0, 4));
    const orderId = await paidOrderFor(server.db, studentId, 4_200, null);
    await paidAt(orderId, `${year}-01-15T16:30:00.000Z`);
    await recordOrderSales(server.db, orderId);
    const january = await chartOf(1);
    expect(january.label).toBe(`January ${year}`);
    expect(january.date).toHaveLength(31);
    expect(january.total[15]).toBeGreaterThanOrEqual(4_200);
    const sum = await server.db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>('grand_total').as('s'))
      .where('status', '=', 'paid')
      .where('paid_at', '>=', `${year}-01-15T16:00:00.000Z`)
      .where('paid_at', '<', `${year}-01-16T16:00:00.000Z`)
      .executeTakeFirstOrThrow();
    expect(january.total[15]).toBe(Number(sum.s));
    // Last month and the months of the year answer whole months.
    const last = await chartOf(14);
    expect(last.label).toBe('Last Month');
    expect(last.date).toEqual(dashboardRange(14, new Date()).days);
  });

  it('shows a tutor only the totals of their own courses', async () => {
    const demoBefore = await tutorTotals(tutor);
    expect(await tutorTotals(newTutor)).toEqual({
      total_commissions: 0,
      total_courses: 1,
      total_students: 0,
    });

    const sold = await paidOrderFor(server.db, studentId, 15_000, null);
    await addCourseLine(server.db, sold, newCourseId, 15_000);
    await recordOrderSales(server.db, sold);
    const unpaid = await paidOrderFor(server.db, studentId, 8_000, null);
    await addCourseLine(server.db, unpaid, newCourseId, 8_000);
    await server.db.updateTable('orders').set({ status: 'failed' }).where('id', '=', unpaid).execute();
    expect(await recordOrderSales(server.db, unpaid)).toBe(false);
    await subscribe(server.db, studentId, newCourseId);

    expect(await tutorTotals(newTutor)).toEqual({
      total_commissions: tutorCommission(15_000),
      total_courses: 1,
      total_students: 1,
    });
    expect(tutorCommission(15_000)).toBe(10_500);
    // The demo tutor's figures do not move with the other tutor's sale.
    expect(await tutorTotals(tutor)).toEqual(demoBefore);

    const weekly = (
      await newTutor.get<Answer<{ date: string[]; total: number[] }>>(
        '/ajax/v2/tutor/dashboard/subscriber/weekly',
      )
    ).body.data;
    expect(weekly.date).toHaveLength(7);
    expect(weekly.date.at(-1)).toBe(malaysiaDay(new Date()));
    expect(weekly.total).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });
});
