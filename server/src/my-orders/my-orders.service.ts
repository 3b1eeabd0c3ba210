import type { Db } from '@mahir/db';
import {
  type MyOrderLineRow,
  type MyOrderRow,
  myOrdersRepository,
} from '@mahir/db/repositories/my-orders.repository';
import { ORDER_TEXT, type OrderLine, type OrderReceipt, type OrderSummary } from '@mahir/shared';
import { pageOf } from '@mahir/shared/contract/fields';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { eInvoiceOfOrder } from '../einvoice/einvoice-view';
import { AppError } from '../http/app-error';
import { DEFAULT_SST, type SstConfig } from '../tax/sst-config';

/** Orders a page of My orders lists. */
export const ORDERS_PER_PAGE = 10;

/**
 * Only the buyer sees an order. Another user's order answers 404 like a missing one, so references
 * cannot be probed. (Kept in one function so the access policy can take it over.)
 */
export function assertOwnsOrder(
  actor: UserActor,
  order: MyOrderRow | undefined,
): asserts order is MyOrderRow {
  if (!order || order.user_id !== actor.id) throw AppError.notFound(ORDER_TEXT.notFound);
}

function line(row: MyOrderLineRow): OrderLine {
  return {
    item_type: row.item_type,
    name: row.name,
    unit_price: row.unit_price,
    quantity: row.quantity,
    discount: row.discount,
    subtotal: row.subtotal,
    // Lines placed before tax was recorded: their charge is their subtotal, with no tax known.
    charge: row.tax_type === null ? row.subtotal : row.charge,
    tax: row.tax,
    tax_type: row.tax_type,
    tax_rate_basis_points: row.tax_rate_bp,
  };
}

/** The receipt's tax: per tax type and rate from the stored line figures, never recomputed. */
function taxOf(lines: readonly OrderLine[], registrationNo: string | null): OrderReceipt['tax'] {
  const groups = new Map<string, OrderReceipt['tax']['by_rate'][number]>();
  for (const l of lines) {
    if (l.tax_type === null) continue;
    const key = `${l.tax_type}:${l.tax_rate_basis_points}`;
    const g = groups.get(key) ?? {
      type: l.tax_type,
      rate_basis_points: l.tax_rate_basis_points,
      excluding_tax: 0,
      tax: 0,
    };
    g.excluding_tax += l.charge - l.tax;
    g.tax += l.tax;
    groups.set(key, g);
  }
  return {
    total: lines.reduce((s, l) => s + l.tax, 0),
    by_rate: [...groups.values()],
    registration_no: registrationNo,
  };
}

function summary(order: MyOrderRow, lines: readonly MyOrderLineRow[]): OrderSummary {
  return {
    reference: order.order_no,
    type: order.type,
    status: order.status,
    created_at: order.created_at,
    paid_at: order.paid_at,
    grand_total: order.grand_total,
    payment_method: order.payment_method,
    items: lines.filter((l) => l.order_id === order.id).map(line),
  };
}

/** The receipt of an order: its lines, amounts, payment reference and buyer (no access check here). */
export async function receiptOf(
  db: Db,
  order: MyOrderRow,
  sst: SstConfig = DEFAULT_SST,
): Promise<OrderReceipt> {
  const lines = await myOrdersRepository.lines(db, [order.id]);
  const providerRef = (await myOrdersRepository.latestProviderRef(db, order.id)) ?? order.provider_ref;
  const head = summary(order, lines);
  const couponSen = lines.reduce((s, l) => s + l.coupon_discount, 0);
  return {
    ...head,
    coupon: order.coupon_code ? { code: order.coupon_code, discount: couponSen } : null,
    tax: taxOf(head.items, sst.registrationNo),
    subtotal: order.subtotal,
    discount_total: order.discount_total,
    coins_used: order.coins_used,
    points_used: order.points_used,
    provider_reference: providerRef,
    buyer: {
      name: order.name,
      email: order.email,
      phone_no: order.phone_no,
      address1: order.address1,
      address2: order.address2,
      postcode: order.postcode,
      city: order.city,
      state: order.state,
    },
    e_invoice: await eInvoiceOfOrder(db, order.id),
  };
}

/** The receipt of the order with this reference, for the mail that carries it; undefined when none. */
export async function receiptByReference(
  db: Db,
  reference: string,
  sst: SstConfig = DEFAULT_SST,
): Promise<OrderReceipt | undefined> {
  const order = await myOrdersRepository.byReference(db, reference);
  return order && receiptOf(db, order, sst);
}

/** My orders and receipts (the pages the spec implies): every order of the buyer, and one by reference. */
export function createMyOrdersService({ db, sst = DEFAULT_SST }: ServiceDeps & { sst?: SstConfig }) {
  return {
    async list(actor: UserActor, page: number) {
      const { rows, total } = await myOrdersRepository.page(db, actor.id, page, ORDERS_PER_PAGE);
      const lines = await myOrdersRepository.lines(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) => summary(r, lines)),
        total,
        page,
        ORDERS_PER_PAGE,
      );
    },

    /** The receipt of one of the user's own orders. */
    async receipt(actor: UserActor, reference: string): Promise<OrderReceipt> {
      const order = await myOrdersRepository.byReference(db, reference);
      assertOwnsOrder(actor, order);
      return receiptOf(db, order, sst);
    },
  };
}
