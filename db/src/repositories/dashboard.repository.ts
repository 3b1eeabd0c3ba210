import { SUBSCRIBER_STATUSES } from '@mahir/shared';
import { sql } from 'kysely';
import type { Db } from '../connection';

/** Totals per UTC hour (`YYYY-MM-DDTHH`); the service folds them into Malaysia days. */
export interface HourlyTotal {
  hour: string;
  total: number;
}

/** The summary key of an instant: its UTC hour, `YYYY-MM-DDTHH` (the first 13 characters of ISO text). */
const hourKey = (iso: string) => iso.slice(0, 13);

// ISO timestamps share one text format on both databases, so the hour is their first 13 characters.
const hourOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 13)`;

/** Sales and counts the admin and tutor dashboards show, read from paid orders and subscriptions. */
export const dashboardRepository = {
  /** Sum of the grand totals (sen) of orders paid in `[from, to)` (whole UTC hours), from the hourly summary. */
  async salesBetween(db: Db, from: string, to: string): Promise<number> {
    const row = await db
      .selectFrom('sales_hourly')
      .select((eb) => eb.fn.sum<number | string | null>('total').as('total'))
      .where('hour', '>=', hourKey(from))
      .where('hour', '<', hourKey(to))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },

  /** Paid sales (sen) per UTC hour in `[from, to)`, from the hourly summary. */
  async hourlySales(db: Db, from: string, to: string): Promise<HourlyTotal[]> {
    const rows = await db
      .selectFrom('sales_hourly')
      .select(['hour', 'total'])
      .where('hour', '>=', hourKey(from))
      .where('hour', '<', hourKey(to))
      .execute();
    return rows.map((r) => ({ hour: r.hour, total: Number(r.total) }));
  },

  /** Courses and digital assets waiting for review (status 0). */
  async coursesAwaitingReview(db: Db): Promise<number> {
    const row = await db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status_id', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Accounts holding the student role. */
  async studentCount(db: Db): Promise<number> {
    const row = await db
      .selectFrom('user_roles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('role', '=', 'student')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** What the tutor's own courses sold (sen): course lines of paid orders, from the tutor summary. */
  async tutorSales(db: Db, tutorId: number): Promise<number> {
    const row = await db
      .selectFrom('tutor_sales')
      .select('total')
      .where('tutor_id', '=', tutorId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },

  /** The tutor's courses and digital assets, whatever their review state. */
  async tutorCourseCount(db: Db, tutorId: number): Promise<number> {
    const row = await db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', tutorId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Distinct learners holding a live subscription (active or pending cancellation) to the tutor's courses. */
  async tutorStudentCount(db: Db, tutorId: number): Promise<number> {
    const row = await db
      .selectFrom('subscriptions as s')
      .innerJoin('courses as c', 'c.id', 's.course_id')
      .select((eb) => eb.fn.count<number | string>('s.user_id').distinct().as('n'))
      .where('c.user_id', '=', tutorId)
      .where('s.status', 'in', SUBSCRIBER_STATUSES)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** New subscriptions to the tutor's courses per UTC hour in `[from, to)`. */
  async tutorHourlySubscribers(db: Db, tutorId: number, from: string, to: string): Promise<HourlyTotal[]> {
    const rows = await db
      .selectFrom('subscriptions as s')
      .innerJoin('courses as c', 'c.id', 's.course_id')
      .select([hourOf('s.started_at').as('hour'), (eb) => eb.fn.countAll<number | string>().as('total')])
      .where('c.user_id', '=', tutorId)
      .where('s.started_at', '>=', from)
      .where('s.started_at', '<', to)
      .groupBy(hourOf('s.started_at'))
      .execute();
    return rows.map((r) => ({ hour: r.hour, total: Number(r.total) }));
  },
};
