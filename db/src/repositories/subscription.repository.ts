import { SUBSCRIBER_STATUSES } from '@mahir/shared';
import type { Db } from '../connection';

/** A handle or a transaction. */
type Q = Db;

/** A course of an order, joined from the order's lines or its package's chosen courses. */
export interface OrderCourseRow {
  id: number;
  hashslug: string;
  title: string;
}

/** An order's head: what a cancellation or renewal needs to know of it. */
function orderHead(db: Q) {
  return db
    .selectFrom('orders')
    .select(['id', 'hashslug', 'order_no', 'user_id', 'type', 'status', 'subtotal', 'recurring_id']);
}

/** Orders, their package lines, payments and cancellation requests; and course subscriptions. */
export const subscriptionRepository = {
  findOrderByHashslug(db: Q, hashslug: string) {
    return orderHead(db).where('hashslug', '=', hashslug).executeTakeFirst();
  },

  findOrderById(db: Q, id: number) {
    return orderHead(db).where('id', '=', id).executeTakeFirst();
  },

  findOrderByNumber(db: Q, orderNo: string) {
    return orderHead(db).where('order_no', '=', orderNo).executeTakeFirst();
  },

  /** The order's package lines with the package name, first bought first. */
  orderPackages(db: Q, orderId: number) {
    return db
      .selectFrom('order_packages')
      .innerJoin('packages', 'packages.id', 'order_packages.package_id')
      .select([
        'order_packages.id',
        'order_packages.package_id',
        'order_packages.student_user_id',
        'packages.name as package_name',
      ])
      .where('order_packages.order_id', '=', orderId)
      .orderBy('order_packages.id')
      .execute();
  },

  /** The tutor courses chosen in a package line. */
  packageCourses(db: Q, orderPackageId: number): Promise<OrderCourseRow[]> {
    return db
      .selectFrom('order_package_courses')
      .innerJoin('courses', 'courses.id', 'order_package_courses.course_id')
      .select(['courses.id', 'courses.hashslug', 'courses.title'])
      .where('order_package_courses.order_package_id', '=', orderPackageId)
      .orderBy('courses.title')
      .execute();
  },

  /** The courses bought as lines of the order. */
  orderCourseLines(db: Q, orderId: number): Promise<OrderCourseRow[]> {
    return db
      .selectFrom('order_items')
      .innerJoin('courses', 'courses.id', 'order_items.item_id')
      .select(['courses.id', 'courses.hashslug', 'courses.title'])
      .where('order_items.order_id', '=', orderId)
      .where('order_items.item_type', '=', 'course')
      .orderBy('order_items.id')
      .execute();
  },

  /** The order's most recent payment (the one a renewal made last). */
  latestPayment(db: Q, orderId: number) {
    return db
      .selectFrom('payments')
      .select(['created_at', 'paid_at', 'status', 'next_recurring_date'])
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  },

  cancellationOf(db: Q, orderId: number) {
    return db
      .selectFrom('cancellation_requests')
      .select(['id', 'req_cancel', 'confirm'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
  },

  /**
   * Records a cancellation request unless the order already has one (one per order, by a unique
   * index); returns whether this call created it, so a concurrent twin cannot make a second.
   */
  async createCancellation(
    db: Q,
    row: { orderId: number; orderPackageId: number | null; userId: number; now: string },
  ): Promise<boolean> {
    const result = await db
      .insertInto('cancellation_requests')
      .values({
        order_id: row.orderId,
        order_package_id: row.orderPackageId,
        user_id: row.userId,
        req_cancel: 1,
        confirm: 0,
        seen_by_admin: 0,
        created_at: row.now,
        confirmed_at: null,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  },

  /** Marks an order's still-active package line as awaiting cancellation (it runs until confirmed). */
  async markPackagePending(db: Q, orderPackageId: number): Promise<void> {
    await db
      .updateTable('order_packages')
      .set({ status: 'pending_cancellation' })
      .where('id', '=', orderPackageId)
      .where('status', '=', 'active')
      .execute();
  },

  /** Marks the still-active course subscriptions an order gave as awaiting cancellation. */
  async markOrderSubscriptionsPending(db: Q, orderId: number): Promise<void> {
    await db
      .updateTable('subscriptions')
      .set({ status: 'pending_cancellation', is_unsubscribe: 1 })
      .where('order_id', '=', orderId)
      .where('status', '=', 'active')
      .execute();
  },

  /** A course subscription with its course's hashslug. */
  findSubscription(db: Q, id: number) {
    return db
      .selectFrom('subscriptions')
      .innerJoin('courses', 'courses.id', 'subscriptions.course_id')
      .select([
        'subscriptions.id',
        'subscriptions.user_id',
        'subscriptions.course_id',
        'subscriptions.source',
        'subscriptions.status',
        'subscriptions.is_unsubscribe',
        'courses.hashslug as course_hashslug',
      ])
      .where('subscriptions.id', '=', id)
      .executeTakeFirst();
  },

  /** Asks an active subscription to stop; returns false when it was not active any more. */
  async requestStop(db: Q, id: number): Promise<boolean> {
    const result = await db
      .updateTable('subscriptions')
      .set({ status: 'pending_cancellation', is_unsubscribe: 1 })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Ends a subscription that still counts as a subscriber; returns false when it had already ended. */
  async end(db: Q, id: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('subscriptions')
      .set({ status: 'cancelled', is_unsubscribe: 1, ended_at: now, next_payment_date: null })
      .where('id', '=', id)
      .where('status', 'in', SUBSCRIBER_STATUSES)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** One subscriber fewer on a course, never below zero. */
  async decrementSubscribers(db: Q, courseId: number): Promise<void> {
    await db
      .updateTable('courses')
      .set((eb) => ({
        subscriber_count: eb
          .case()
          .when('subscriber_count', '>', 0)
          .then(eb('subscriber_count', '-', 1))
          .else(0)
          .end(),
      }))
      .where('id', '=', courseId)
      .execute();
  },
};
