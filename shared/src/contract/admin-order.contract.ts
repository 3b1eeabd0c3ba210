import { z } from 'zod';
import { REFUND_MSG } from '../refunds/refund-messages';
import { REFUND_DESTINATIONS } from '../refunds/refund-record';
import { EInvoiceRow } from './einvoice.contract';
import { formNumber, PageQuery, paged } from './fields';
import { OrderReceipt, OrderSummary } from './order.contract';
import { defineRoute } from './route';

/** Orders a page of the back office's order search lists unless it asks for another number. */
export const ADMIN_ORDERS_PER_PAGE = 20;

/** The order states the back office filters on (E1's state machine, and a cancelled subscription). */
export const ADMIN_ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD.');

/** One order in the back office's search. */
export const AdminOrderRow = OrderSummary.omit({ items: true }).extend({
  buyer_name: z.string().nullable(),
  buyer_email: z.string().nullable(),
  /** What refunds gave back so far (sen, refunds that did not fail). */
  refunded_total: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderPayment = z.object({
  provider: z.string(),
  transaction_id: z.string(),
  kind: z.string(),
  status: z.string(),
  amount: z.number().int(),
  created_at: z.string(),
});

export const AdminOrderLedgerEntry = z.object({
  currency: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
});

export const AdminOrderCommission = z.object({
  beneficiary: z.string(),
  beneficiary_id: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  remark: z.string().nullable(),
  created_at: z.string(),
});

export const AdminOrderMail = z.object({
  id: z.number().int(),
  template: z.string(),
  to_address: z.string(),
  subject: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const AdminRefundLine = z.object({
  name: z.string(),
  amount: z.number().int(),
  tax: z.number().int(),
  coins_reversed: z.number().int(),
  days_removed: z.number().int(),
  seat_released: z.boolean(),
  shipment_cancelled: z.boolean(),
});

export const AdminRefund = z.object({
  id: z.number().int(),
  number: z.string(),
  amount: z.number().int(),
  tax: z.number().int(),
  to: z.enum(REFUND_DESTINATIONS),
  /** How the money goes back: `coins`, the provider's refund (`paypal`, `sandbox`), or `bank` by hand. */
  method: z.string(),
  status: z.string(),
  reason: z.string(),
  coins: z.number().int(),
  provider_ref: z.string().nullable(),
  admin_id: z.number().int().nullable(),
  created_at: z.string(),
  lines: z.array(AdminRefundLine),
  /** A bank refund's row of the bank bulk-payment file (the commission payout's columns), else null. */
  bank_payment_csv: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

/** One order as the back office opens it. */
export const AdminOrderDetail = z.object({
  order: OrderReceipt.extend({ id: z.number().int() }),
  /** What may still be refunded (sen), and of it what can go back to the original method. */
  refundable: z.object({ total: z.number().int(), original: z.number().int() }),
  payments: z.array(AdminOrderPayment),
  refunds: z.array(AdminRefund),
  ledger: z.array(AdminOrderLedgerEntry),
  commissions: z.array(AdminOrderCommission),
  mails: z.array(AdminOrderMail),
  /** The order's e-Invoice (its own or the consolidated one covering it) and its refunds' credit notes. */
  einvoices: z.array(EInvoiceRow),
  /**
   * A subscription order's renewal (issue 21): `card` or `link`, the phase (`active`, `due`, `grace`,
   * `expired`, `renewed`), the due date, the last day of grace, the reminders sent for the due date and the
   * last pay-link order paid; null for an order that does not renew.
   */
  renewal: z
    .object({
      mode: z.enum(['card', 'link']).nullable(),
      phase: z.enum(['active', 'due', 'grace', 'expired', 'renewed']).nullable(),
      next_payment_date: z.string().nullable(),
      grace_until: z.string().nullable(),
      reminders_sent: z.array(z.string()),
      last_renewal: z.object({ reference: z.string(), paid_at: z.string().nullable() }).nullable(),
      renewal_of: z.string().nullable(),
    })
    .nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

const Reference = z.object({ reference: z.string().trim().min(1).max(64) });

/** The refund form: sen, destination, reason, and for a payment with no refund API the buyer's bank account. */
export const RefundBody = z.object({
  amount: formNumber('The refund amount must be a whole number of sen.').pipe(
    z.number().int('The refund amount must be a whole number of sen.').max(1_000_000_000),
  ),
  to: z.enum(REFUND_DESTINATIONS, { error: 'Please choose Mahir Coins or the original payment method.' }),
  reason: z
    .string({ error: 'Please give a reason for the refund.' })
    .trim()
    .min(1, 'Please give a reason for the refund.')
    .max(500),
  bank_name: z.string().trim().max(20).optional(),
  account_no: z
    .string()
    .trim()
    .regex(/^[0-9-]{5,30}$/, 'Must be a bank account number (digits).')
    .optional(),
  account_holder: z.string().trim().min(1).max(120).optional(),
});
export type RefundBody = z.infer<typeof RefundBody>;

const tag = 'admin-orders';

export const adminOrderContract = {
  list: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/orders',
    summary:
      'Orders, newest first, searched by reference, buyer name or email (`q`), status and Malaysia dates',
    tag,
    access: ['admin'],
    owner: 'none',
    query: PageQuery.extend({
      per_page: formNumber().pipe(z.number().int().min(1).max(100)).default(ADMIN_ORDERS_PER_PAGE),
      q: z.string().trim().max(120).optional(),
      status: z.enum(ADMIN_ORDER_STATUSES).optional(),
      from: Day.optional(),
      to: Day.optional(),
    }),
    response: paged(AdminOrderRow),
  }),
  show: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/orders/{reference}',
    summary: 'One order: lines, payments, refunds, ledger entries, commissions and the mails sent for it',
    tag,
    access: ['admin'],
    owner: 'none',
    params: Reference,
    response: AdminOrderDetail,
  }),
  resendReceipt: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/orders/{reference}/resend-receipt',
    summary:
      "Queues the paid order's receipt mail again (a copy of the one sent, or the receipt if none was)",
    tag,
    access: ['admin'],
    owner: 'none',
    params: Reference,
    response: z.object({ id: z.number().int() }),
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/orders/{reference}/refund',
    summary:
      'Records a refund (its own number): `amount` in sen up to what is left, `to` coins or original, `reason`; a senangPay payment also needs the buyer’s bank account',
    tag,
    access: ['admin'],
    owner: 'none',
    params: Reference,
    body: RefundBody,
    response: AdminRefund,
  }),
  markRefundPaid: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/orders/{reference}/refunds/{number}/paid',
    summary:
      'Marks a bank refund (senangPay FPX: no refund API) as paid back once the transfer is made, with the bank transfer reference; only from `to_pay`',
    tag,
    access: ['admin'],
    owner: 'none',
    params: Reference.extend({ number: z.string().trim().min(1).max(40) }),
    body: z
      .object({
        bank_reference: z
          .string(REFUND_MSG.en.bankReferenceRequired)
          .trim()
          .min(1, REFUND_MSG.en.bankReferenceRequired)
          .max(100),
      })
      .strict(),
    response: AdminRefund,
  }),
} as const;
