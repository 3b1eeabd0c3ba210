import type { Db } from '../connection';
import { rowsOfOrder } from './row-lookup';
import { contains } from './text-match';

/** Filters of the back office's order search; dates are instants bounding `created_at`. */
export interface AdminOrderFilter {
  page: number;
  perPage: number;
  /** Part of the reference, the buyer's name or email. */
  q?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** What the back office reads about orders: the search, and what happened around one order. */
export const adminOrderRepository = {
  /** One page of orders, newest first, with the total count. */
  async page(db: Db, f: AdminOrderFilter) {
    let base = db.selectFrom('orders');
    const q = f.q;
    if (q)
      base = base.where((eb) =>
        eb.or([contains('orders.order_no', q), contains('orders.name', q), contains('orders.email', q)]),
      );
    if (f.status) base = base.where('orders.status', '=', f.status);
    if (f.from) base = base.where('orders.created_at', '>=', f.from);
    if (f.to) base = base.where('orders.created_at', '<', f.to);
    const [rows, count] = await Promise.all([
      base
        .select([
          'orders.id',
          'orders.order_no',
          'orders.type',
          'orders.status',
          'orders.created_at',
          'orders.paid_at',
          'orders.grand_total',
          'orders.payment_method',
          'orders.name',
          'orders.email',
          'orders.refunded_total',
        ])
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** The provider messages recorded for an order (payments, renewals), oldest first. */
  payments(db: Db, orderId: number) {
    return rowsOfOrder(
      db,
      'payment_transactions',
      ['provider', 'transaction_id', 'kind', 'status', 'amount', 'created_at'],
      orderId,
    );
  },

  /** Coin and point movements made for an order (spent, credited, given back, refunded). */
  ledger(db: Db, orderId: number) {
    return db
      .selectFrom('ledger_entries')
      .select(['currency', 'amount', 'balance_after', 'reason', 'created_at'])
      .where('ref_type', '=', 'order')
      .where('ref_id', '=', orderId)
      .orderBy('id')
      .execute();
  },

  /** The commission ledger's entries of an order (earned, reversed, released). */
  commissions(db: Db, orderId: number) {
    return rowsOfOrder(
      db,
      'commission_entries',
      ['beneficiary', 'beneficiary_id', 'kind', 'amount', 'remark', 'created_at'],
      orderId,
    );
  },

  /** Mails queued for an order: their keys name it (`receipt:order:12`, `refund:order:12:...`). */
  mails(db: Db, orderId: number) {
    return db
      .selectFrom('mails')
      .select(['id', 'template', 'to_address', 'subject', 'status', 'created_at'])
      .where((eb) =>
        eb.or([
          eb('idempotency_key', '=', `receipt:order:${orderId}`),
          eb('idempotency_key', 'like', `%:order:${orderId}:%`),
        ]),
      )
      .orderBy('id')
      .execute();
  },

  /** The receipt mail first queued for a paid order, which a resend copies. */
  receiptMail(db: Db, orderId: number) {
    return db
      .selectFrom('mails')
      .selectAll()
      .where('idempotency_key', '=', `receipt:order:${orderId}`)
      .executeTakeFirst();
  },

  /** How many receipt copies were queued for an order (for the next copy's key). */
  async receiptCopies(db: Db, orderId: number): Promise<number> {
    const row = await db
      .selectFrom('mails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idempotency_key', 'like', `receipt:order:${orderId}:resend:%`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
