import type { Db } from '../connection';
import type { OrderContact, OrderTotals } from './order.table';

/** An order row as My orders and the receipt read it. */
export interface MyOrderRow extends OrderContact, OrderTotals {
  id: number;
  user_id: number | null;
  order_no: string;
  type: string;
  status: string;
  created_at: string;
  paid_at: string | null;
  provider_ref: string | null;
  coupon_code: string | null;
  state: string | null;
}

/** An order line as lists and receipts show it. */
export interface MyOrderLineRow {
  order_id: number;
  item_type: string;
  name: string;
  unit_price: number;
  quantity: number;
  discount: number;
  subtotal: number;
  coupon_discount: number;
  charge: number;
  tax_type: string | null;
  tax_rate_bp: number;
  tax: number;
}

function orderQuery(db: Db) {
  return db
    .selectFrom('orders')
    .leftJoin('states', 'states.id', 'orders.state_id')
    .select([
      'orders.id',
      'orders.user_id',
      'orders.order_no',
      'orders.type',
      'orders.status',
      'orders.created_at',
      'orders.paid_at',
      'orders.subtotal',
      'orders.discount_total',
      'orders.coins_used',
      'orders.points_used',
      'orders.grand_total',
      'orders.payment_method',
      'orders.provider_ref',
      'orders.coupon_code',
      'orders.name',
      'orders.email',
      'orders.phone_no',
      'orders.address1',
      'orders.address2',
      'orders.postcode',
      'orders.city',
      'states.name as state',
    ]);
}

/** A buyer's orders and their lines, and one order by its public reference (the order number). */
export const myOrdersRepository = {
  /** One page of the user's orders, newest first, with the total count. */
  async page(db: Db, userId: number, page: number, perPage: number) {
    const [rows, count] = await Promise.all([
      orderQuery(db)
        .where('orders.user_id', '=', userId)
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as MyOrderRow[], total: Number(count.n) };
  },

  /** An order by its reference, whoever owns it: the service decides who may see it. */
  async byReference(db: Db, reference: string): Promise<MyOrderRow | undefined> {
    return (await orderQuery(db).where('orders.order_no', '=', reference).executeTakeFirst()) as
      | MyOrderRow
      | undefined;
  },

  /** The lines of some orders, in order. */
  lines(db: Db, orderIds: readonly number[]): Promise<MyOrderLineRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('order_items')
      .select([
        'order_id',
        'item_type',
        'name',
        'unit_price',
        'quantity',
        'discount',
        'subtotal',
        'coupon_discount',
        'charge',
        'tax_type',
        'tax_rate_bp',
        'tax',
      ])
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('id')
      .execute();
  },

  /** The provider's transaction id of the order's paid callback, else of its latest recorded payment. */
  async latestProviderRef(db: Db, orderId: number): Promise<string | null> {
    const tx = await db
      .selectFrom('payment_transactions')
      .select('transaction_id')
      .where('order_id', '=', orderId)
      .where('status', '=', 'paid')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (tx) return tx.transaction_id;
    const row = await db
      .selectFrom('payments')
      .select('provider_ref')
      .where('order_id', '=', orderId)
      .where('provider_ref', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.provider_ref ?? null;
  },
};
