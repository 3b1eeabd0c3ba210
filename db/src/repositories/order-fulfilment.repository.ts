import type { Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';
import { courseStandingRepository } from './course-standing.repository';
import type { ShipmentAddress } from './order-fulfilment.table';

/** A subscription granted by a paid order line. */
export interface OrderSubscription {
  userId: number;
  courseId: number;
  orderId: number;
  orderPackageId: number | null;
  source: 'paid' | 'free' | 'package';
  nextPaymentDate: string | null;
  now: string;
}

/** A shipment of a paid merchandise line, with the shipping form's details. */
export interface NewShipment extends ShipmentAddress {
  orderId: number;
  orderItemId: number;
  merchandiseId: number;
  quantity: number;
  now: string;
}

/** What fulfilling a paid order writes: subscriptions, package records, event registrations, shipments. Each write is idempotent. */
export const orderFulfilmentRepository = {
  /**
   * Claims one line and handler pair with its `fulfilments` row, the receipt that it ran; false when
   * the pair already holds one, so a retried or replayed event never fulfils twice.
   */
  async claim(
    trx: Transaction<Database>,
    c: { orderId: number; orderItemId: number; handler: string },
  ): Promise<boolean> {
    const claimed = await trx
      .insertInto('fulfilments')
      .values({ order_id: c.orderId, order_item_id: c.orderItemId, handler: c.handler })
      .onConflict((oc) => oc.columns(['order_item_id', 'handler']).doNothing())
      .executeTakeFirst();
    return Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  /** Subscribes the user to the course unless they already hold a running subscription; true when written. */
  async grantSubscription(trx: Transaction<Database>, s: OrderSubscription): Promise<boolean> {
    if (await courseStandingRepository.isSubscriber(trx, s.userId, s.courseId)) return false;
    await trx
      .insertInto('subscriptions')
      .values({
        user_id: s.userId,
        course_id: s.courseId,
        order_id: s.orderId,
        order_package_id: s.orderPackageId,
        source: s.source,
        status: 'active',
        is_unsubscribe: 0,
        next_payment_date: s.nextPaymentDate,
        started_at: s.now,
        ended_at: null,
      })
      .execute();
    await trx
      .updateTable('courses')
      .set((eb) => ({ subscriber_count: eb('subscriber_count', '+', 1) }))
      .where('id', '=', s.courseId)
      .execute();
    return true;
  },

  /** The order's package record, created with its chosen courses when missing; returns its id. */
  async ensureOrderPackage(
    trx: Transaction<Database>,
    p: { orderId: number; packageId: number; studentUserId: number | null; courseIds: readonly number[] },
  ): Promise<number> {
    const existing = await trx
      .selectFrom('order_packages')
      .select('id')
      .where('order_id', '=', p.orderId)
      .where('package_id', '=', p.packageId)
      .executeTakeFirst();
    if (existing) return existing.id;
    const row = await trx
      .insertInto('order_packages')
      .values({
        order_id: p.orderId,
        package_id: p.packageId,
        student_user_id: p.studentUserId,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (p.courseIds.length > 0)
      await trx
        .insertInto('order_package_courses')
        .values([...new Set(p.courseIds)].map((course_id) => ({ order_package_id: row.id, course_id })))
        .execute();
    return row.id;
  },

  /** The chosen courses of a package record that exist and are published. */
  async publishedCourseIds(trx: Transaction<Database>, courseIds: readonly number[]): Promise<number[]> {
    if (courseIds.length === 0) return [];
    const rows = await trx
      .selectFrom('courses')
      .select('id')
      .where('id', 'in', courseIds)
      .where('status_id', '=', 1)
      .execute();
    return rows.map((r) => r.id);
  },

  /** The Mahir Coins a package promises with each payment. */
  async packageCoins(trx: Transaction<Database>, packageId: number): Promise<number> {
    const row = await trx
      .selectFrom('packages')
      .select('coin')
      .where('id', '=', packageId)
      .executeTakeFirst();
    return row?.coin ?? 0;
  },

  /** Registers the user for the event once. */
  async registerForEvent(
    trx: Transaction<Database>,
    r: { eventId: number; userId: number; orderId: number; now: string },
  ) {
    await trx
      .insertInto('event_registrations')
      .values({ event_id: r.eventId, user_id: r.userId, order_id: r.orderId, created_at: r.now })
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
      .execute();
  },

  /** Records the shipment of an order line once. */
  async createShipment(trx: Transaction<Database>, s: NewShipment): Promise<void> {
    await trx
      .insertInto('shipments')
      .values({
        order_id: s.orderId,
        order_item_id: s.orderItemId,
        merchandise_id: s.merchandiseId,
        quantity: s.quantity,
        name: s.name,
        email: s.email,
        phone_no: s.phone_no,
        address1: s.address1,
        address2: s.address2,
        postcode: s.postcode,
        city: s.city,
        state_id: s.state_id,
        created_at: s.now,
      })
      .onConflict((oc) => oc.column('order_item_id').doNothing())
      .execute();
  },

  /** The shipments of an order, for the receipt and tests. */
  shipmentsOf(db: Db, orderId: number) {
    return db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  },
};
