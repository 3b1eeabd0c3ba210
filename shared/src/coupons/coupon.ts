import { z } from 'zod';
import type { Sen } from '../money/sen';
import { ORDER_ITEM_TYPES, type OrderItemType } from '../rules/order-state';

/** How much a coupon takes off: a share in basis points (10 % = 1000), or a fixed amount in sen. */
export type CouponValue = { kind: 'percent'; basisPoints: number } | { kind: 'fixed'; amountSen: Sen };

/** Who a partner's coupon credits: a reseller or an affiliate, and the user behind them. */
export interface CouponOwner {
  kind: 'reseller' | 'affiliate';
  /** `resellers.id` or `affiliates.id`. */
  id: number;
  /** The owner's user, who may not use their own coupon. */
  userId: number;
}

/** An admin-made coupon code, as the rules need it. */
export interface Coupon {
  /** Upper case, as `normalizeCouponCode` makes it. */
  code: string;
  value: CouponValue;
  /** The line kinds it discounts; other lines of the cart pay in full. */
  productTypes: readonly OrderItemType[];
  /** What the eligible lines must come to (after their own discounts) for the coupon to apply. 0: no minimum. */
  minSpendSen: Sen;
  /** ISO instants; null leaves that end open. `endsAt` is exclusive. */
  startsAt: string | null;
  endsAt: string | null;
  /** Redemptions allowed across everyone; null: no limit. */
  totalLimit: number | null;
  /** Redemptions allowed per buyer; null: no limit. */
  perUserLimit: number | null;
  owner: CouponOwner | null;
  /** An admin may switch a coupon off; it then reads as an unknown code. */
  active: boolean;
}

const CODE = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;

/** A typed code as stored: trimmed, upper case; null when it cannot be a code (3-30 letters, digits, - and _). */
export function normalizeCouponCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/**
 * What an admin submits to create or change a coupon (the back-office form and its route): whole numbers,
 * a percent between 0.01 % and 100 %, an end after the start, limits of at least one.
 */
export const couponInputSchema = z
  .object({
    code: z.string().transform((v, ctx) => {
      const code = normalizeCouponCode(v);
      if (!code) ctx.addIssue({ code: 'custom', message: 'Code must be 3 to 30 letters, digits, - or _' });
      return code ?? '';
    }),
    value: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), basisPoints: z.number().int().min(1).max(10_000) }),
      z.object({ kind: z.literal('fixed'), amountSen: z.number().int().min(1).max(100_000_000) }),
    ]),
    productTypes: z.array(z.enum(ORDER_ITEM_TYPES)).min(1),
    minSpendSen: z.number().int().min(0).max(100_000_000),
    startsAt: z.iso.datetime().nullable(),
    endsAt: z.iso.datetime().nullable(),
    totalLimit: z.number().int().min(1).nullable(),
    perUserLimit: z.number().int().min(1).nullable(),
    active: z.boolean(),
    /** A reseller's or affiliate's coupon (their `resellers.id` / `affiliates.id`); null: Mahir's own. */
    owner: z
      .object({ kind: z.enum(['reseller', 'affiliate']), id: z.number().int().positive() })
      .nullable()
      .default(null),
  })
  .refine((c) => !c.startsAt || !c.endsAt || Date.parse(c.endsAt) > Date.parse(c.startsAt), {
    path: ['endsAt'],
    message: 'End must be after start',
  });
export type CouponInput = z.infer<typeof couponInputSchema>;
