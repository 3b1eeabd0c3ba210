import { z } from 'zod';
import { ORDER_ITEM_TYPES } from '../rules/order-state';
import { checkTaxCode, PRODUCT_TAX_TYPES } from '../tax/tax-codes';
import { TAX_MSG } from '../tax/tax-messages';
import { Nothing } from './fields';
import { defineRoute } from './route';

const tag = 'tax';

/** One product type's tax code as the admin screen shows it, with the rate it charges now. */
export const TaxCodeRow = z.object({
  item_type: z.enum(ORDER_ITEM_TYPES),
  type: z.enum(PRODUCT_TAX_TYPES),
  /** Null: `SST_RATE`. */
  rate_basis_points: z.number().int().nullable(),
  exemption_reason: z.string().nullable(),
  /** What the code charges at the server's `SST_RATE` (0 for `06` and `E`). */
  effective_rate_basis_points: z.number().int(),
});
export type TaxCodeRow = z.infer<typeof TaxCodeRow>;

/** The tax codes of every product type, the server's SST rate and its registration number. */
export const TaxCodesView = z.object({
  codes: z.array(TaxCodeRow),
  sst_rate_basis_points: z.number().int(),
  registration_no: z.string().nullable(),
});
export type TaxCodesView = z.infer<typeof TaxCodesView>;

const TaxCodeInput = z
  .object({
    item_type: z.enum(ORDER_ITEM_TYPES),
    type: z.enum(PRODUCT_TAX_TYPES, { error: TAX_MSG.en.problem.type }),
    rate_basis_points: z.number({ error: TAX_MSG.en.problem.rate }).nullable().default(null),
    exemption_reason: z.string().trim().max(300).nullable().optional(),
  })
  .superRefine((c, ctx) => {
    const problem = checkTaxCode({
      type: c.type,
      rateBasisPoints: c.rate_basis_points,
      ...(c.exemption_reason ? { exemptionReason: c.exemption_reason } : {}),
    });
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: [
          problem === 'exemption_reason'
            ? 'exemption_reason'
            : problem === 'rate'
              ? 'rate_basis_points'
              : 'type',
        ],
        message: TAX_MSG.en.problem[problem],
      });
  });

/** The admin's changes: one code per product type named (others keep theirs); each type at most once. */
export const TaxCodesBody = z.object({
  codes: z
    .array(TaxCodeInput)
    .min(1)
    .max(ORDER_ITEM_TYPES.length)
    .refine((codes) => new Set(codes.map((c) => c.item_type)).size === codes.length, {
      message: 'Each product type may appear once.',
    }),
});
export type TaxCodesBody = z.infer<typeof TaxCodesBody>;

/** A month of the monthly tax report (Malaysia time). */
export const TaxMonthQuery = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2001).max(9999),
});

/** The sums of the tax report, in sen, for one tax type and rate and for the whole month. */
const TaxSums = z.object({
  lines: z.number().int(),
  charge: z.number().int(),
  excluding_tax: z.number().int(),
  tax: z.number().int(),
  /** Refunds made in the month of lines of this type and rate (credit notes, tax included), and their tax. */
  refunds: z.number().int(),
  refund_tax: z.number().int(),
  /** What the month owes: charged less refunded, and the same for the part excluding tax and the tax. */
  net_charge: z.number().int(),
  net_excluding_tax: z.number().int(),
  net_tax: z.number().int(),
});

/** One tax type and rate of a month: the paid lines, what they were charged, the part excluding tax, the tax. */
export const TaxReportRow = z.object({
  type: z.string(),
  rate_basis_points: z.number().int(),
  ...TaxSums.shape,
});
export type TaxReportRow = z.infer<typeof TaxReportRow>;

/** The monthly tax report: every paid line of the month's paid orders, by tax type and rate (sen). */
export const TaxReport = z.object({
  month: z.number().int(),
  year: z.number().int(),
  rows: z.array(TaxReportRow),
  totals: TaxSums,
  orders: z.number().int(),
  /** Refunds made in the month (whatever month their order was paid in). */
  refund_count: z.number().int(),
  registration_no: z.string().nullable(),
});
export type TaxReport = z.infer<typeof TaxReport>;

/** Sales and service tax in the back office (issue 21): product types' tax codes and the monthly report. */
export const taxContract = {
  codes: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/tax/codes',
    summary: 'The tax code of every product type, the SST rate and the SST registration number',
    tag,
    access: ['admin'],
    owner: 'none',
    response: TaxCodesView,
  }),
  saveCodes: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/tax/codes',
    summary:
      'Sets product types’ tax codes (sales tax, service tax, not applicable, exempt); new orders use them',
    tag,
    access: ['admin'],
    owner: 'none',
    body: TaxCodesBody,
    response: TaxCodesView,
  }),
  report: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/tax/report',
    summary: 'The monthly tax report: paid lines of a Malaysia month by tax type and rate',
    tag,
    access: ['admin'],
    owner: 'none',
    query: TaxMonthQuery,
    response: TaxReport,
  }),
  reportPdf: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/tax/report.pdf',
    summary: 'The monthly tax report as a PDF (A4)',
    tag,
    access: ['admin'],
    owner: 'none',
    query: TaxMonthQuery,
    raw: 'pdf',
    response: Nothing,
  }),
};
