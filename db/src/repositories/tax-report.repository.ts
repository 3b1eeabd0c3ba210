import type { Db } from '../connection';

/** One tax type and rate of a period's paid lines, summed in sen. */
export interface TaxReportRowSums {
  type: string;
  rate_basis_points: number;
  lines: number;
  charge: number;
  tax: number;
}

/** The monthly tax report's sums over the order lines that carry a tax code (docs/tax.md). */
export const taxReportRepository = {
  /** Paid lines of orders paid in `[from, to)`, grouped by tax type and rate. */
  async byRate(db: Db, range: { from: string; to: string }): Promise<TaxReportRowSums[]> {
    const rows = await db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .where('orders.status', '=', 'paid')
      .where('orders.paid_at', '>=', range.from)
      .where('orders.paid_at', '<', range.to)
      .where('order_items.tax_type', 'is not', null)
      .select((eb) => [
        'order_items.tax_type as type',
        'order_items.tax_rate_bp as rate_basis_points',
        eb.fn.countAll<number>().as('lines'),
        eb.fn.sum<number>('order_items.charge').as('charge'),
        eb.fn.sum<number>('order_items.tax').as('tax'),
      ])
      .groupBy(['order_items.tax_type', 'order_items.tax_rate_bp'])
      .orderBy('order_items.tax_type')
      .orderBy('order_items.tax_rate_bp')
      .execute();
    return rows.map((r) => ({
      type: r.type ?? '',
      rate_basis_points: Number(r.rate_basis_points),
      lines: Number(r.lines),
      charge: Number(r.charge),
      tax: Number(r.tax),
    }));
  },

  /**
   * Refunds made in `[from, to)` (credit notes: recorded, paid back or waiting for the bank transfer; not
   * those still with the provider or failed), by the tax type and rate of the lines they gave back.
   */
  async refundsByRate(
    db: Db,
    range: { from: string; to: string },
  ): Promise<Array<{ type: string; rate_basis_points: number; amount: number; tax: number }>> {
    const rows = await db
      .selectFrom('refund_lines')
      .innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
      .innerJoin('order_items', 'order_items.id', 'refund_lines.order_item_id')
      .where('refunds.status', 'in', ['paid', 'to_pay'])
      .where('refunds.created_at', '>=', range.from)
      .where('refunds.created_at', '<', range.to)
      .where('order_items.tax_type', 'is not', null)
      .select((eb) => [
        'order_items.tax_type as type',
        'order_items.tax_rate_bp as rate_basis_points',
        eb.fn.sum<number>('refund_lines.amount').as('amount'),
        eb.fn.sum<number>('refund_lines.tax').as('tax'),
      ])
      .groupBy(['order_items.tax_type', 'order_items.tax_rate_bp'])
      .execute();
    return rows.map((r) => ({
      type: r.type ?? '',
      rate_basis_points: Number(r.rate_basis_points),
      amount: Number(r.amount),
      tax: Number(r.tax),
    }));
  },

  /** How many refunds made in `[from, to)` the report subtracts. */
  async refundCount(db: Db, range: { from: string; to: string }): Promise<number> {
    const row = await db
      .selectFrom('refunds')
      .where('status', 'in', ['paid', 'to_pay'])
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** How many paid orders of `[from, to)` carry taxed lines. */
  async orderCount(db: Db, range: { from: string; to: string }): Promise<number> {
    const row = await db
      .selectFrom('orders')
      .where('status', '=', 'paid')
      .where('paid_at', '>=', range.from)
      .where('paid_at', '<', range.to)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('order_items')
            .select('order_items.id')
            .whereRef('order_items.order_id', '=', 'orders.id')
            .where('order_items.tax_type', 'is not', null),
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
