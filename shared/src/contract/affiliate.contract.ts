import { z } from 'zod';
import { defineRoute } from './route';

/** The affiliate link: `/a/<code>` records a click and remembers the affiliate in a cookie. */
export const AFFILIATE_LINK_PREFIX = '/a/';
/** Cookie holding the id of the affiliate whose link the visitor followed (read for attribution). */
export const AFFILIATE_COOKIE = 'mahir_aff';
/** How long the affiliate cookie lasts. */
export const AFFILIATE_COOKIE_DAYS = 30;

export { AFFILIATE_TEXT } from './affiliate-text';

/** A commission's state as the Statistics tab shows it, in the words of the commission screens (PAID, PENDING). */
export const AFFILIATE_COMMISSION_STATUS: Readonly<Record<string, string>> = {
  pending_payment: 'PENDING',
  paid: 'PAID',
  reversed: 'REVERSED',
  deleted: 'DELETED',
};

export const StatisticsBody = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2001).max(2100),
});

const tag = 'affiliate';

/** What every statistics route of the affiliate shares: a month (`StatisticsBody`), their own figures only. */
const statistics = {
  method: 'POST',
  tag,
  access: 'user',
  owner: 'self',
  encoding: 'form',
  body: StatisticsBody,
} as const;

export const affiliateContract = {
  signUp: defineRoute({
    method: 'POST',
    path: '/ajax/v2/affiliate/sign-up',
    summary: 'Makes the logged-in user an affiliate (idempotent)',
    tag,
    access: 'user',
    owner: 'self',
    encoding: 'form',
    body: z.object({ signup: z.unknown().optional() }),
    response: z.object({ is_affiliate: z.literal(true), link: z.string() }),
  }),
  link: defineRoute({
    method: 'GET',
    path: '/ajax/v2/affiliate/link',
    summary: 'The affiliate link and per-course links; is_affiliate false before sign-up',
    tag,
    access: 'user',
    owner: 'self',
    response: z.object({
      is_affiliate: z.boolean(),
      link: z.string().nullable(),
      courses: z.array(z.object({ id: z.number().int(), title: z.string(), link_ref: z.string() })),
    }),
  }),
  dailyClicks: defineRoute({
    ...statistics,
    path: '/ajax/v2/affiliate/statistics/daily-clicks',
    summary: 'Clicks per day of a month (Malaysia time)',
    response: z.object({
      days: z.array(z.object({ date: z.string(), clicks: z.number().int() })),
      total: z.number().int(),
    }),
  }),
  commissions: defineRoute({
    ...statistics,
    path: '/ajax/v2/affiliate/statistics/commissions',
    summary: 'Commissions of a month with their orders; amounts in sen',
    response: z.object({
      commissions: z.array(
        z.object({
          id: z.number().int(),
          order_no: z.string(),
          amount: z.number().int(),
          status: z.string(),
          created_at: z.string(),
        }),
      ),
      total: z.number().int(),
      orders: z.number().int(),
    }),
  }),
};
