import { z } from 'zod';
import { couponInputSchema } from '../coupons/coupon';
import { ORDER_ITEM_TYPES } from '../rules/order-state';
import { Id, PageQuery, paged } from './fields';
import { defineRoute } from './route';

const tag = 'coupons';

/** A coupon as the back office lists it, with how often it was used. */
export const CouponView = z.object({
  id: z.number().int(),
  code: z.string(),
  value: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('percent'), basisPoints: z.number().int() }),
    z.object({ kind: z.literal('fixed'), amountSen: z.number().int() }),
  ]),
  productTypes: z.array(z.enum(ORDER_ITEM_TYPES)),
  minSpendSen: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  active: z.boolean(),
  owner: z.object({ kind: z.enum(['reseller', 'affiliate']), id: z.number().int() }).nullable(),
  /** Places taken in the limits: paid orders and orders still awaiting payment. */
  redeemed: z.number().int(),
  /** Paid orders placed with it. */
  paid_uses: z.number().int(),
  created_at: z.string(),
});
export type CouponView = z.infer<typeof CouponView>;

export { COUPON_ADMIN_TEXT } from './coupon-text';

const CouponListQuery = PageQuery.extend({ q: z.string().trim().max(30).optional() });

/** Admin-made coupon codes (issue 21): list, create and change. */
export const couponContract = {
  list: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/coupons',
    summary: 'Coupons, newest first, with their use; `q` filters by code',
    tag,
    access: ['admin'],
    owner: 'none',
    query: CouponListQuery,
    response: paged(CouponView),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/coupons',
    summary:
      'Creates a coupon: percent or fixed amount, product types, minimum spend, start and end, total and per-buyer limits, optional partner owner',
    tag,
    access: ['admin'],
    owner: 'none',
    encoding: 'json',
    body: couponInputSchema,
    response: CouponView,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/coupons/{id}',
    summary: 'Changes a coupon (its use so far is kept; switching it off makes the code unknown)',
    tag,
    access: ['admin'],
    owner: 'none',
    encoding: 'json',
    params: z.object({ id: Id }),
    body: couponInputSchema,
    response: CouponView,
  }),
};
