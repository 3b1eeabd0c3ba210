import { z } from 'zod';
import { Nothing } from './fields';
import { BankFields, ResellerAccount } from './reseller-settings.contract';
import { defineRoute } from './route';

/** One month of earnings: paid shows PAID, anything else PENDING; money in sen. */
export const EarningRow = z.object({
  month_name: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  status: z.enum(['paid', 'pending']),
  paid_at_readable: z.string().nullable(),
  total_sales2: z.number().int(),
  total: z.number().int(),
  url: z.string(),
});

/** The sub-reseller dashboard (spec 002 "Sub-reseller info"); money in sen. */
export const SubResellerInfo = z.object({
  reseller: z.object({ name: z.string(), reseller_code: z.string(), phone_no: z.string().nullable() }),
  status: z.string(),
  monthly_comms: z.number().int(),
  total_comms: z.number().int(),
  chart: z.object({ date2: z.array(z.string()), total: z.array(z.number().int()) }),
  leaderboards: z.array(z.object({ user: z.object({ name: z.string() }), total: z.number().int() })),
  earnings: z.array(EarningRow),
});

/** Texts of the sub-reseller statement screen (spec 002 "Sub-reseller statement report"). */
export const STATEMENT_TEXT = {
  title: 'SUBRESELLER STATEMENT REPORT',
  download: 'Download Report',
  print: 'Print',
  noRecord: 'No record',
} as const;

/** One commission of the statement: No, Date & Time, Order ID, Status Payout, Date Payout, Amount; sen. */
export const StatementRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  order_id: z.number().int(),
  order_no: z.string().nullable(),
  status: z.enum(['pending_payment', 'paid']),
  paid_at: z.string().nullable(),
  amount_final: z.number().int(),
});

/** The sub-reseller's statement of one month, with the totals the PDF prints too; money in sen. */
export const SubResellerStatement = z.object({
  month: z.number().int(),
  year: z.number().int(),
  rows: z.array(StatementRow),
  total: z.number().int(),
  total_paid: z.number().int(),
  total_pending: z.number().int(),
});

const StatementQuery = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2001).max(9999),
});

const tag = 'subreseller';

export const subResellerContract = {
  resellerInfo: defineRoute({
    method: 'GET',
    path: '/ajax/v2/subreseller/reseller-info',
    summary: "The sub-reseller's dashboard for a month and year (defaults: this month)",
    tag,
    access: ['subreseller'],
    owner: 'self',
    query: z.object({
      month: z.coerce.number().int().min(1).max(12).optional(),
      year: z.coerce.number().int().min(2001).max(9999).optional(),
    }),
    response: SubResellerInfo,
  }),
  userInfo: defineRoute({
    method: 'GET',
    path: '/ajax/v2/subreseller/user-info',
    summary: "The sub-reseller's link, code and bank details",
    tag,
    access: ['subreseller'],
    owner: 'self',
    response: ResellerAccount,
  }),
  banks: defineRoute({
    method: 'GET',
    path: '/ajax/v2/subreseller/banks',
    summary: 'Banks for the payout account',
    tag,
    access: ['subreseller'],
    owner: 'none',
    response: z.object({ banks: z.array(z.object({ code: z.string(), name: z.string() })) }),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/ajax/v2/subreseller/account/update',
    summary: "Updates the sub-reseller's bank details",
    tag,
    access: ['subreseller'],
    owner: 'self',
    encoding: 'json',
    body: BankFields,
    response: z.object({ link: z.string() }),
  }),
  statement: defineRoute({
    method: 'GET',
    path: '/ajax/v2/subreseller/statement',
    summary: "The sub-reseller's own commissions of a month for the statement screen (our path)",
    tag,
    access: ['subreseller'],
    owner: 'self',
    query: StatementQuery,
    response: SubResellerStatement,
  }),
  statementPdf: defineRoute({
    method: 'GET',
    path: '/ajax/v2/subreseller/statement.pdf',
    summary: "The sub-reseller's own statement of a month as a PDF (A4)",
    tag,
    access: ['subreseller'],
    owner: 'self',
    query: StatementQuery,
    raw: 'pdf',
    response: Nothing,
  }),
};
