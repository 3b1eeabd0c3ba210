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
export async function receiptOf(db: Db, order: MyOrderRow): Promise<OrderReceipt> {
  const lines = await myOrdersRepository.lines(db, [order.id]);
  const providerRef = (await myOrdersRepository.latestProviderRef(db, order.id)) ?? order.provider_ref;
  return {
    ...summary(order, lines),
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
export async function receiptByReference(db: Db, reference: string): Promise<OrderReceipt | undefined> {
  const order = await myOrdersRepository.byReference(db, reference);
  return order && receiptOf(db, order);
}

/** My orders and receipts (the pages the spec implies): every order of the buyer, and one by reference. */
export function createMyOrdersService({ db }: ServiceDeps) {
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
      return receiptOf(db, order);
    },
  };
}
