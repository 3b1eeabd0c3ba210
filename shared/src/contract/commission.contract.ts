import { z } from 'zod';
import { defineRoute } from './route';
import { EarningRow } from './subreseller.contract';

/** The reseller commissions overview (spec 002 "Reseller commissions overview"); money in sen. */
export const ResellerCommissionsOverview = z.object({
  monthly_comms: z.number().int(),
  total_comms: z.number().int(),
  status: z.string(),
  total_subs: z.number().int(),
  total_sub_comms: z.number().int(),
  total_combine: z.number().int(),
  leaderboards: z.array(z.object({ user: z.object({ name: z.string() }), total: z.number().int() })),
  earnings: z.array(EarningRow),
  chart: z.object({ date2: z.array(z.string()), total: z.array(z.number().int()) }),
});

const tag = 'reseller-commission';

export const resellerCommissionContract = {
  overview: defineRoute({
    method: 'GET',
    path: '/ajax/v2/reseller/commissions',
    summary: "The reseller's own commissions, its sub-resellers' totals, leaderboard, earnings and chart",
    tag,
    access: ['reseller'],
    owner: 'self',
    query: z.object({
      month: z.coerce.number().int().min(1).max(12).optional(),
      year: z.coerce.number().int().min(2001).max(9999).optional(),
    }),
    response: ResellerCommissionsOverview,
  }),
};
