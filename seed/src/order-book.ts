import type { Database } from '@mahir/db';
import type { BuyerContact } from '@mahir/shared/rules/buyer-contact';
import type { Insertable } from 'kysely';
import { insertTables, type SeedDb } from './batch';
import { addMonths } from './clock';
import type { Rng } from './random';

type Rows<T extends keyof Database> = Array<Insertable<Database[T]> & { id: number }>;

/** Billing details copied onto an order from its buyer. */
export interface Buyer extends BuyerContact {
  id: number;
}

/** One line of a new order. */
export interface LineSpec {
  type: 'course' | 'package' | 'event' | 'merchandise' | 'coin_package';
  id: number;
  name: string;
  unitPrice: number;
  discount?: number;
  quantity?: number;
}

/** A new order. */
export interface OrderSpec {
  buyer: Buyer;
  type: 'course' | 'package' | 'subscription' | 'event' | 'merchandise' | 'coin';
  /** The payment state; a paid order's cancellation is `cancellation`, never its status. */
  status: 'paid' | 'pending_payment';
  /** A paid recurring order whose cancellation was requested, or confirmed: it renews no more. */
  cancellation?: 'requested' | 'confirmed';
  createdAt: string;
  lines: LineSpec[];
  method?: 'senangpay' | 'paypal' | 'senangpay_recurring' | 'free' | 'mahir-coins';
  recurringId?: string | null;
  coinsUsed?: number;
  resellerId?: number | null;
  affiliateId?: number | null;
  hashslug?: string;
  orderNo?: string;
}

/** A paid order as the commission seeding sees it. */
export interface PaidOrder {
  id: number;
  userId: number;
  grandTotal: number;
  paidAt: string;
  status: OrderSpec['status'];
  cancellation: OrderSpec['cancellation'] | null;
  resellerId: number | null;
  affiliateId: number | null;
}

/** Collects orders, their lines, payments and subscriptions, then inserts them in batches. */
export class OrderBook {
  readonly orders: Rows<'orders'> = [];
  readonly items: Rows<'order_items'> = [];
  readonly orderPackages: Rows<'order_packages'> = [];
  readonly packageCourses: Array<Insertable<Database['order_package_courses']>> = [];
  readonly payments: Rows<'payments'> = [];
  readonly subscriptions: Rows<'subscriptions'> = [];
  readonly cancellations: Rows<'cancellation_requests'> = [];
  readonly paid: PaidOrder[] = [];

  constructor(
    private readonly rng: Rng,
    private readonly now: Date,
  ) {}

  /** Records an order with its lines and payments; returns its id and the next recurring date, if any. */
  addOrder(spec: OrderSpec): { id: number; hashslug: string; next: string | null } {
    const id = this.orders.length + 1;
    const hashslug = spec.hashslug ?? this.rng.slug();
    const subtotal = spec.lines.reduce((s, l) => s + l.unitPrice * (l.quantity ?? 1), 0);
    const discountTotal = spec.lines.reduce((s, l) => s + (l.discount ?? 0) * (l.quantity ?? 1), 0);
    const coins = spec.coinsUsed ?? 0;
    const grandTotal = Math.max(0, subtotal - discountTotal - coins * 100);
    const method = spec.method ?? (grandTotal === 0 ? 'free' : 'senangpay');
    const paidAt = spec.status === 'pending_payment' ? null : spec.createdAt;
    const b = spec.buyer;
    this.orders.push({
      id,
      hashslug,
      order_no: spec.orderNo ?? `MHR-${spec.createdAt.slice(0, 4)}-${String(200 + id).padStart(6, '0')}`,
      user_id: b.id,
      type: spec.type,
      // Orders store the payment state machine's names (pending -> paid | failed | expired).
      status: spec.status === 'pending_payment' ? 'pending' : spec.status,
      subtotal,
      discount_total: discountTotal,
      coins_used: coins,
      points_used: 0,
      grand_total: grandTotal,
      payment_method: method,
      recurring_id: spec.recurringId ?? null,
      name: b.name,
      email: b.email,
      phone_no: b.phone_no,
      address1: b.address1,
      address2: b.address2,
      postcode: b.postcode,
      city: b.city,
      state_id: b.state_id,
      country_id: 1,
      affiliate_id: spec.affiliateId ?? null,
      reseller_id: spec.resellerId ?? null,
      created_at: spec.createdAt,
      paid_at: paidAt,
      next_payment_date: null,
      recurring_status: null,
    });
    for (const l of spec.lines) {
      const q = l.quantity ?? 1;
      this.items.push({
        id: this.items.length + 1,
        order_id: id,
        item_type: l.type,
        item_id: l.id,
        name: l.name,
        unit_price: l.unitPrice,
        quantity: q,
        discount: l.discount ?? 0,
        subtotal: (l.unitPrice - (l.discount ?? 0)) * q,
      });
    }
    const provider = method === 'senangpay_recurring' ? 'senangpay' : method;
    let next: string | null = null;
    // A recurring order has one payment per month from its start up to now.
    let cycles = 1;
    const renewing = spec.status === 'paid' && spec.cancellation === undefined;
    if (spec.recurringId && paidAt && renewing) {
      while (addMonths(new Date(spec.createdAt), cycles).getTime() <= this.now.getTime()) cycles++;
    }
    for (let k = 0; k < cycles; k++) {
      const at = addMonths(new Date(spec.createdAt), k).toISOString();
      next = spec.recurringId
        ? addMonths(new Date(spec.createdAt), k + 1)
            .toISOString()
            .slice(0, 10)
        : null;
      this.payments.push({
        id: this.payments.length + 1,
        hashslug: this.rng.slug(),
        order_id: id,
        provider,
        provider_ref: paidAt
          ? `${provider === 'paypal' ? 'PAYID-' : 'SP'}${this.rng.int(100000000, 999999999)}`
          : null,
        amount: grandTotal,
        status: paidAt ? 'paid' : 'pending',
        next_recurring_date: paidAt ? next : null,
        created_at: at,
        paid_at: paidAt ? at : null,
      });
    }
    // A running recurring order carries its next payment date, as the payment callback would have set it.
    const row = this.orders[id - 1];
    if (row && method === 'senangpay_recurring' && renewing && next) {
      row.next_payment_date = next;
      row.recurring_status = 'active';
    }
    if (paidAt) {
      this.paid.push({
        id,
        userId: b.id,
        grandTotal,
        paidAt,
        status: spec.status,
        cancellation: spec.cancellation ?? null,
        resellerId: spec.resellerId ?? null,
        affiliateId: spec.affiliateId ?? null,
      });
    }
    return { id, hashslug, next };
  }

  /** Records the package bought in an order and the tutor courses chosen for the pupil. */
  addOrderPackage(
    orderId: number,
    packageId: number,
    studentId: number,
    courseIds: number[],
    status = 'active',
  ): number {
    const id = this.orderPackages.length + 1;
    this.orderPackages.push({
      id,
      order_id: orderId,
      package_id: packageId,
      student_user_id: studentId,
      status,
    });
    for (const courseId of courseIds) this.packageCourses.push({ order_package_id: id, course_id: courseId });
    return id;
  }

  /**
   * Records a package line of a paid order and subscribes the pupil to each chosen course through it,
   * in the line's status; returns the line's id.
   */
  addPackageLine(p: {
    order: { id: number; next: string | null };
    packageId: number;
    studentId: number;
    courses: ReadonlyArray<{ id: number }>;
    startedAt: string;
    status?: 'active' | 'pending_cancellation' | 'cancelled';
    endedAt?: string | undefined;
  }): number {
    const status = p.status ?? 'active';
    const line = this.addOrderPackage(
      p.order.id,
      p.packageId,
      p.studentId,
      p.courses.map((c) => c.id),
      status,
    );
    for (const c of p.courses) {
      this.subscribe({
        userId: p.studentId,
        courseId: c.id,
        source: 'package',
        orderId: p.order.id,
        orderPackageId: line,
        startedAt: p.startedAt,
        next: p.order.next,
        status,
        ...(p.endedAt ? { endedAt: p.endedAt } : {}),
      });
    }
    return line;
  }

  /** Records a subscription; returns its id. */
  subscribe(s: {
    userId: number;
    courseId: number;
    source: 'paid' | 'free' | 'package' | 'access_code' | 'business';
    startedAt: string;
    orderId?: number | null;
    orderPackageId?: number | null;
    next?: string | null;
    status?: 'active' | 'pending_cancellation' | 'cancelled';
    endedAt?: string;
  }): number {
    const id = this.subscriptions.length + 1;
    const cancelled = s.status === 'cancelled';
    this.subscriptions.push({
      id,
      user_id: s.userId,
      course_id: s.courseId,
      order_id: s.orderId ?? null,
      order_package_id: s.orderPackageId ?? null,
      source: s.source,
      status: s.status ?? 'active',
      is_unsubscribe: s.status === undefined || s.status === 'active' ? 0 : 1,
      next_payment_date: cancelled ? null : (s.next ?? null),
      started_at: s.startedAt,
      ended_at: cancelled ? (s.endedAt ?? s.startedAt) : null,
    });
    return id;
  }

  /** Records a cancellation request on an order; a confirmed one is also seen by an admin. */
  requestCancel(
    orderId: number,
    orderPackageId: number | null,
    userId: number,
    at: string,
    confirmedAt: string | null,
  ): void {
    this.cancellations.push({
      id: this.cancellations.length + 1,
      order_id: orderId,
      order_package_id: orderPackageId,
      user_id: userId,
      req_cancel: 1,
      confirm: confirmedAt ? 1 : 0,
      seen_by_admin: confirmedAt ? 1 : 0,
      created_at: at,
      confirmed_at: confirmedAt,
    });
  }

  /** Inserts everything collected, parents before children. */
  async flush(db: SeedDb): Promise<void> {
    await insertTables(db, {
      orders: this.orders,
      order_items: this.items,
      order_packages: this.orderPackages,
      order_package_courses: this.packageCourses,
      payments: this.payments,
      subscriptions: this.subscriptions,
      cancellation_requests: this.cancellations,
    });
  }
}
