import type { Transaction } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import type { Database } from '../schema';

/** A package of a student's tutor plan that concerns a course. */
export interface TutorPlanRow {
  order_id: number;
  order_package_id: number;
  /** 1 when the package's chosen courses list the course. */
  includes: number;
}

/** A new subscription row, written by the enrolment calls (access code, business and student plans). */
export interface NewSubscription {
  userId: number;
  courseId: number;
  source: 'access_code' | 'business' | 'student';
  orderId?: number | null;
  orderPackageId?: number | null;
  nextPaymentDate?: string | null;
  /** The affiliate whose link brought the user, for plan accesses. */
  affiliateId?: number | null;
  now: string;
}

/** A course line for the subscription cart. */
/** A course as the enrolment calls need it: read through the course repository. */
export type { CourseHead as EnrolmentCourseRow } from './course-reads.part';

/** Queries and writes behind the pricing box: plans, access codes, subscriptions and the cart. */
export const courseEnrolmentRepository = {
  /** The next recurring payment date of an order, from its latest paid payment. */
  async nextRecurringDate(db: Db, orderId: number): Promise<string | null> {
    const row = await db
      .selectFrom('payments')
      .select('next_recurring_date')
      .where('order_id', '=', orderId)
      .where('status', '=', 'paid')
      .orderBy('paid_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.next_recurring_date ?? null;
  },

  /** The user's roles in business-plan companies ('employee', 'hr'). */
  async companyRoles(db: Db, userId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('company_users')
      .select('role')
      .distinct()
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.role);
  },

  /**
   * Running package orders held for the student that concern the course: packages of the course's
   * sub-category, or packages whose chosen courses list it. Those listing the course come first.
   */
  tutorPlans(db: Db, userId: number, course: { id: number; subCategoryId: number }): Promise<TutorPlanRow[]> {
    return (
      db
        .selectFrom('order_packages')
        .innerJoin('orders', 'orders.id', 'order_packages.order_id')
        .innerJoin('packages', 'packages.id', 'order_packages.package_id')
        .select((eb) => [
          'order_packages.order_id',
          'order_packages.id as order_package_id',
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('order_package_courses as opc')
                  .select('opc.course_id')
                  .whereRef('opc.order_package_id', '=', 'order_packages.id')
                  .where('opc.course_id', '=', course.id),
              ),
            )
            .then(1)
            .else(0)
            .end()
            .as('includes'),
        ])
        .where('order_packages.student_user_id', '=', userId)
        // A paid package runs until its cancellation is confirmed (a pending one still runs).
        .where('order_packages.status', '!=', 'cancelled')
        .where('orders.status', '=', 'paid')
        .where((eb) =>
          eb.or([
            eb('packages.mahir_tutor_category_id', '=', course.subCategoryId),
            eb.exists(
              eb
                .selectFrom('order_package_courses as opc2')
                .select('opc2.course_id')
                .whereRef('opc2.order_package_id', '=', 'order_packages.id')
                .where('opc2.course_id', '=', course.id),
            ),
          ]),
        )
        .orderBy('includes', 'desc')
        .orderBy('order_packages.id', 'desc')
        .execute()
    );
  },

  /** Serializes access calls on one course so two concurrent requests cannot both subscribe. */
  async lockCourse(trx: Transaction<Database>, courseId: number): Promise<void> {
    const query = trx.selectFrom('courses').select('id').where('id', '=', courseId);
    // SQLite runs one writer at a time already; PostgreSQL needs the row lock.
    await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  },

  /** Inserts an active subscription and counts the subscriber on the course, in the caller's transaction. */
  async subscribe(trx: Transaction<Database>, s: NewSubscription): Promise<number> {
    const row = await trx
      .insertInto('subscriptions')
      .values({
        user_id: s.userId,
        course_id: s.courseId,
        order_id: s.orderId ?? null,
        order_package_id: s.orderPackageId ?? null,
        source: s.source,
        status: 'active',
        is_unsubscribe: 0,
        next_payment_date: s.nextPaymentDate ?? null,
        started_at: s.now,
        ended_at: null,
        affiliate_id: s.affiliateId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('courses')
      .set((eb) => ({ subscriber_count: eb('subscriber_count', '+', 1) }))
      .where('id', '=', s.courseId)
      .execute();
    return row.id;
  },

  /** An unredeemed code of the course, compared without regard to case. */
  findOpenCode(db: Db, courseId: number, code: string) {
    return db
      .selectFrom('access_codes')
      .select(['id', 'code'])
      .where('course_id', '=', courseId)
      .where((eb) => eb(eb.fn('upper', ['code']), '=', code.toUpperCase()))
      .where('redeemed_by', 'is', null)
      .executeTakeFirst();
  },

  /** Marks a code redeemed; false when someone redeemed it first. */
  async redeemCode(
    trx: Transaction<Database>,
    codeId: number,
    userId: number,
    now: string,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('access_codes')
      .set({ redeemed_by: userId, redeemed_at: now })
      .where('id', '=', codeId)
      .where('redeemed_by', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
