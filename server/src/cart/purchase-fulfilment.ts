import { orderFulfilmentRepository as repo } from '@mahir/db/repositories/order-fulfilment.repository';
import { nextPaymentDate } from '@mahir/shared/rules/recurring-period';
import { credit } from '../ledger/ledger.service';
import {
  type Fulfilment,
  type FulfilmentHandler,
  fulfil,
  lineDetails,
  type OrderRow,
} from '../orders/fulfilment';

function paidAtOf(order: OrderRow): string {
  return order.paid_at ?? new Date().toISOString();
}

/** The renewal date of a recurring order: the provider's, else a month after payment. */
function nextPaymentDateOf(order: OrderRow): string {
  return order.next_payment_date ?? nextPaymentDate(paidAtOf(order));
}

function buyerOf(order: OrderRow): number {
  if (order.user_id === null) throw new Error(`order ${order.order_no} has no buyer account`);
  return order.user_id;
}

function numbers(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
}

function positive(value: unknown): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A paid course line subscribes the buyer; a recurring one carries its next payment date. */
export const grantCourse: FulfilmentHandler = async (trx, { order, line }) => {
  const details = lineDetails(line);
  const recurring = details.is_recurring === true || order.payment_method === 'senangpay_recurring';
  await repo.grantSubscription(trx, {
    userId: buyerOf(order),
    courseId: line.item_id,
    orderId: order.id,
    orderPackageId: null,
    source: order.payment_method === 'free' ? 'free' : 'paid',
    nextPaymentDate: recurring ? nextPaymentDateOf(order) : null,
    now: paidAtOf(order),
  });
};

/**
 * A paid package records the package with its chosen courses for the pupil (the buyer unless the
 * line names a student) and subscribes the pupil to each chosen course until the next payment date.
 */
export const grantPackage: FulfilmentHandler = async (trx, { order, line }) => {
  const details = lineDetails(line);
  const studentUserId =
    positive(details.student_user_id) ?? positive(details.studentUserId) ?? buyerOf(order);
  const chosen = numbers(details.mahir_course_id ?? details.course_ids ?? details.courseIds);
  const courseIds = await repo.publishedCourseIds(trx, chosen);
  const orderPackageId = await repo.ensureOrderPackage(trx, {
    orderId: order.id,
    packageId: line.item_id,
    studentUserId,
    courseIds,
  });
  const nextPaymentDate = nextPaymentDateOf(order);
  for (const courseId of courseIds) {
    await repo.grantSubscription(trx, {
      userId: studentUserId,
      courseId,
      orderId: order.id,
      orderPackageId,
      source: 'package',
      nextPaymentDate,
      now: paidAtOf(order),
    });
  }
};

/**
 * A paid package credits the Mahir Coins it promises ("Termasuk 50 Mahir Coins") to the pupil's coin
 * ledger: the coins the line recorded when it was ordered, else the package's own. Once per line.
 */
export const creditPackageCoins: FulfilmentHandler = async (trx, { order, line }) => {
  const details = lineDetails(line);
  const pupil = positive(details.student_user_id) ?? positive(details.studentUserId) ?? buyerOf(order);
  const recorded = Number(details.coins);
  const perPackage =
    Number.isSafeInteger(recorded) && recorded >= 0 ? recorded : await repo.packageCoins(trx, line.item_id);
  if (perPackage <= 0) return;
  await credit(trx, {
    userId: pupil,
    currency: 'coins',
    amount: perPackage * line.quantity,
    reason: 'Mahir Coins pakej',
    refType: 'order',
    refId: order.id,
    idempotencyKey: `fulfil:${line.id}:package-coins`,
  });
};

/** A paid event line registers the buyer, which reveals an online event's meeting link. */
export const registerEvent: FulfilmentHandler = async (trx, { order, line }) => {
  await repo.registerForEvent(trx, {
    eventId: line.item_id,
    userId: buyerOf(order),
    orderId: order.id,
    now: paidAtOf(order),
  });
};

/** A paid merchandise line creates its shipment to the address of the shipping form. */
export const shipMerchandise: FulfilmentHandler = async (trx, { order, line }) => {
  await repo.createShipment(trx, {
    orderId: order.id,
    orderItemId: line.id,
    merchandiseId: line.item_id,
    quantity: line.quantity,
    name: order.name ?? '',
    email: order.email ?? '',
    phone_no: order.phone_no ?? '',
    address1: order.address1 ?? '',
    address2: order.address2,
    postcode: order.postcode ?? '',
    city: order.city ?? '',
    state_id: order.state_id,
    now: paidAtOf(order),
  });
};

/** What a paid course, package, event and merchandise line does. */
export const purchaseFulfilments: readonly Fulfilment[] = [
  fulfil('course', 'course-subscription', grantCourse),
  fulfil('package', 'package-subscription', grantPackage),
  fulfil('package', 'package-coins', creditPackageCoins),
  fulfil('event', 'event-registration', registerEvent),
  fulfil('merchandise', 'merchandise-shipment', shipMerchandise),
];
