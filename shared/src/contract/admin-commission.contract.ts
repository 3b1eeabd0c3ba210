import { z } from 'zod';
import { COMMISSION_TEXT } from './admin-commission-text';
import { formNumber, Hashslug, Id, listOf, Nothing, PageFields, PageQuery } from './fields';
import { defineRoute } from './route';

/** Texts of the admin commission screens; the spec's words, and ours where it shows none. */
/** Rows a page of the admin payment screen holds. */
export const COMMISSION_PAGE_SIZE = 50;

export { COMMISSION_TEXT } from './admin-commission-text';

/** Spec statuses and how they show: paid shows PAID, anything else PENDING. */
export const CommissionStatus = z.enum(['pending_payment', 'paid', 'reversed']);

/** A reseller commission as the admin tables show it; money in sen. */
export const AdminCommissionRow = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  created_at: z.string(),
  order_id: z.number().int(),
  order_no: z.string().nullable(),
  amount_final: z.number().int(),
  notes: z.string().nullable(),
  status: CommissionStatus,
  paid_at: z.string().nullable(),
});

/** A row of the monthly payment screen: also the total, selection and the beneficiary's bank. */
export const CommissionPaymentRow = AdminCommissionRow.extend({
  total: z.number().int(),
  selected: z.boolean(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    bank: z.object({
      account_no: z.string().nullable(),
      detail: z.object({ name: z.string().nullable() }),
    }),
  }),
});

const Month = z.coerce.number().int().min(1).max(12);
const Year = z.coerce.number().int().min(2001).max(9999);

const tag = 'admin-commission';

/**
 * One page of a month's commissions on a payment screen (a busy month holds thousands): `total` and
 * `total_paid` cover the whole month; `extra` is what one screen adds.
 */
function monthPayments<Row extends z.ZodTypeAny, Extra extends z.ZodRawShape>(row: Row, extra: Extra) {
  return z.object({
    comms: z.array(row),
    total_paid: z.number().int(),
    ...extra,
    ...PageFields,
  });
}

/** A payment screen's 'Set Status as Paid': releases the selected commissions (at most 5,000) at once. */
function releaseRoute(path: string, summary: string) {
  return defineRoute({
    method: 'POST',
    path,
    summary,
    tag,
    access: ['admin'],
    owner: 'none',
    encoding: 'form',
    body: z.object({ ids: listOf(Id).pipe(z.array(z.number()).max(5000)) }),
    response: z.object({ released: z.number().int() }),
  });
}

export const adminCommissionContract = {
  ofUser: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/reseller/commission/user/{id}',
    summary: "One reseller or sub-reseller's commissions (admin)",
    tag,
    access: ['admin'],
    owner: 'none',
    params: z.object({ id: Id }),
    response: z.object({ comms: z.array(AdminCommissionRow) }),
  }),
  monthly: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/reseller/commissions/{month}/{year}',
    summary:
      'One page of the commissions earned in a month, with the month’s total paid (admin payment screen)',
    tag,
    access: ['admin'],
    owner: 'none',
    params: z.object({ month: Month, year: Year }),
    query: PageQuery,
    response: monthPayments(CommissionPaymentRow, {
      /** Released commissions of the month in no payout file yet: what Generate Payout for it pays (sen). */
      awaiting_payout: z.object({ count: z.number().int(), total: z.number().int() }),
    }),
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/reseller/commission/delete',
    summary: 'Deletes an unpaid commission (409 once paid); the ledger keeps a deleted entry',
    tag,
    access: ['admin'],
    owner: 'none',
    encoding: 'form',
    body: z.object({ hashslug: Hashslug }),
    response: z.object({ hashslug: z.string() }),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/reseller/commission/update',
    summary: 'Edits the amount (sen) or remark of an unpaid commission (409 once paid)',
    tag,
    access: ['admin'],
    owner: 'none',
    encoding: 'form',
    body: z.object({
      id: Id,
      amount_final: formNumber(COMMISSION_TEXT.amountInvalid)
        .pipe(
          z
            .number()
            .int(COMMISSION_TEXT.amountInvalid)
            .min(0, COMMISSION_TEXT.amountInvalid)
            .max(100_000_000, COMMISSION_TEXT.amountInvalid),
        )
        .optional(),
      notes: z.string().trim().max(255).optional(),
    }),
    response: z.object({
      amount_final: z.number().int().optional(),
      notes: z.string().nullable().optional(),
    }),
  }),
  release: releaseRoute(
    '/ajax/v2/admin/reseller/commission/paid',
    "'Set Status as Paid': releases the selected unpaid commissions in one transaction",
  ),
  payout: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/reseller/commission/payout',
    summary:
      'Generate Payout for one month: a bank bulk-payment CSV of the released commissions earned in that month and in no batch yet (our path)',
    tag,
    access: ['admin'],
    owner: 'none',
    encoding: 'form',
    body: z.object({ month: Month, year: Year }),
    response: z.string(),
    raw: 'file',
  }),
  report: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/reseller/commissions/{month}/{year}/report.pdf',
    summary:
      'Commission payout report of a month as a PDF (A4): the payment screen per beneficiary, same totals',
    tag,
    access: ['admin'],
    owner: 'none',
    params: z.object({ month: Month, year: Year }),
    raw: 'pdf',
    response: Nothing,
  }),
};

/** An affiliate commission on the admin's affiliate payout screen; `amount_final` is what it owes (sen). */
export const AffiliateCommissionPaymentRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  order_id: z.number().int(),
  order_no: z.string().nullable(),
  amount_final: z.number().int(),
  status: CommissionStatus,
  paid_at: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), code: z.string() }),
});

/**
 * Affiliate payouts (our paths, beside the reseller's): a month's affiliate commissions and 'Set Status as
 * Paid', which releases them through the same ledger and event as a reseller's, so their self-billed
 * e-Invoices are issued the same way.
 */
export const adminAffiliateCommissionContract = {
  monthly: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/affiliate/commissions/{month}/{year}',
    summary: 'One page of the affiliate commissions earned in a month, with the month’s total paid (admin)',
    tag,
    access: ['admin'],
    owner: 'none',
    params: z.object({ month: Month, year: Year }),
    query: PageQuery,
    response: monthPayments(AffiliateCommissionPaymentRow, {}),
  }),
  release: releaseRoute(
    '/ajax/v2/admin/affiliate/commission/paid',
    "'Set Status as Paid' for affiliate commissions: releases the selected unpaid ones in one transaction",
  ),
};
