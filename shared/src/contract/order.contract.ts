import { z } from 'zod';
import { EInvoiceView } from './einvoice.contract';
import { PageQuery, paged } from './fields';
import { defineRoute } from './route';

export { ORDER_TEXT } from './order-text';

/** Status badges of the order states (E1's state machine: pending -> paid | failed | expired). */
export const ORDER_STATUS_LABEL: Record<string, string> = {
  pending: 'PENDING PAYMENT',
  pending_payment: 'PENDING PAYMENT',
  paid: 'PAID',
  failed: 'PAYMENT FAILED',
  expired: 'EXPIRED',
  pending_cancellation: 'PENDING CANCELLATION',
  cancelled: 'CANCELLED',
};

/** An order line as lists and receipts show it; money in sen. */
export const OrderLine = z.object({
  item_type: z.string(),
  name: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  discount: z.number().int(),
  subtotal: z.number().int(),
  /** What the buyer paid for the line after its coupon and points shares, tax included (docs/tax.md). */
  charge: z.number().int(),
  /** The tax inside `charge`, its type (`02` service tax, `06` not applicable, ...) and rate; null type: placed before tax. */
  tax: z.number().int(),
  tax_type: z.string().nullable(),
  tax_rate_basis_points: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** One order in My orders: `reference` is the order number shown on the receipt. */
export const OrderSummary = z.object({
  reference: z.string(),
  type: z.string(),
  status: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  grand_total: z.number().int(),
  payment_method: z.string().nullable(),
  items: z.array(OrderLine),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** A receipt: the order with its amounts, payment and buyer. */
export const OrderReceipt = OrderSummary.extend({
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  coins_used: z.number().int(),
  points_used: z.number().int(),
  provider_reference: z.string().nullable(),
  /** The order's coupon and what it took off (part of `discount_total`); null without one. */
  coupon: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
  /** The sales and service tax inside the prices: per type and rate, in total, and the registration number. */
  tax: z.object({
    total: z.number().int(),
    by_rate: z.array(
      z.object({
        type: z.string(),
        rate_basis_points: z.number().int(),
        excluding_tax: z.number().int(),
        tax: z.number().int(),
      }),
    ),
    registration_no: z.string().nullable(),
  }),
  buyer: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone_no: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    postcode: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  /** The order's e-Invoice (its own, or the month's consolidated one once issued); null before. */
  e_invoice: EInvoiceView.nullable().optional(),
});
export type OrderReceipt = z.infer<typeof OrderReceipt>;

/** The receipt's "Billed to" lines, as the receipt page and its PDF print them: blanks left out. */
export function billedToLines(b: OrderReceipt['buyer']): string[] {
  return [
    b.name,
    b.email,
    b.phone_no,
    b.address1,
    b.address2,
    [b.postcode, b.city].filter(Boolean).join(' '),
    b.state,
  ].filter((v): v is string => Boolean(v));
}

const Reference = z.object({ reference: z.string().trim().min(1).max(64) });

/** Page paths of My orders (ours; the spec names none); the money spine sends paid buyers to the receipt. */
export const ORDER_PAGES = {
  list: '/orders',
  receipt: (reference: string) => `/orders/${encodeURIComponent(reference)}`,
} as const;

export const orderContract = {
  list: defineRoute({
    method: 'GET',
    path: '/ajax/v2/my-orders',
    summary: 'Every order of the logged-in user, newest first, with status and items',
    tag: 'orders',
    access: 'user',
    owner: 'self',
    query: PageQuery,
    response: paged(OrderSummary),
  }),
  show: defineRoute({
    method: 'GET',
    path: '/ajax/v2/my-orders/{reference}',
    summary: 'The receipt of one of the user’s own orders, by its reference',
    tag: 'orders',
    access: 'user',
    owner: 'order',
    params: Reference,
    response: z.object({ order: OrderReceipt }),
  }),
  receiptPdf: defineRoute({
    method: 'GET',
    path: '/ajax/v2/my-orders/{reference}/receipt.pdf',
    summary: 'The receipt of one of the user’s own orders as a PDF',
    tag: 'orders',
    access: 'user',
    owner: 'order',
    params: Reference,
    response: z.null(),
    raw: 'pdf',
  }),
};
