import { z } from 'zod';
import { SUBSCRIPTION_ORDER_STATUSES } from '../constants';
import { Hashslug, Id } from './fields';
import { defineRoute } from './route';

export { SUBSCRIPTION_TEXT } from './subscription-text';

/** A course of an order, as the order detail lists it. */
export const OrderCourse = z.object({
  course: z.object({
    id: z.number().int(),
    hashslug: z.string(),
    title: z.string(),
    url: z.string(),
  }),
});

/** The order's cancellation request (0/1 flags, as stored), or null when none was made. */
export const UnsubscribeState = z.object({
  req_cancel: z.number().int(),
  confirm: z.number().int(),
});
export type UnsubscribeState = z.infer<typeof UnsubscribeState>;

/** Subscription order (spec 001 §3): `order_id` is the order number; money in sen. */
export const SubscriptionOrder = z.object({
  order_id: z.string(),
  id: z.number().int(),
  hashslug: z.string(),
  /** The package line the cancel call names; null for an order without a package. */
  order_package_id: z.number().int().nullable(),
  package: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  mahir_courses: z.array(OrderCourse),
  vod_courses: z.array(OrderCourse),
  /** The latest payment of the order; null before any payment was attempted. */
  payment: z
    .object({
      created_at: z.string(),
      next_recurring_date: z.string().nullable(),
    })
    .nullable(),
  subtotal: z.number().int(),
  status: z.enum(SUBSCRIPTION_ORDER_STATUSES),
  /** True when the order renews (a package or a recurring plan), which is what cancelling stops. */
  recurring: z.boolean(),
  /** True when the viewer is the one who pays (the pupil of a package may look but not cancel). */
  can_cancel: z.boolean(),
});
export type SubscriptionOrder = z.infer<typeof SubscriptionOrder>;

/** A Malaysia calendar day, `YYYY-MM-DD`, that exists. */
const Day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD.')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Not a calendar day.',
  );

/** A subscription's renewal as its buyer sees it (issue 21): next payment date, pause and pause days left. */
export const RenewalView = z.object({
  /** `active`, `paused` (a pause running or ahead), or the order's recurring status when it has ended. */
  status: z.string(),
  next_payment_date: z.string().nullable(),
  pause: z.object({ from: z.string(), until: z.string(), days: z.number().int() }).nullable(),
  pause_days_left: z.number().int(),
  max_pause_days: z.number().int(),
  /** How it renews: `card` (senangPay recurring) or `link` (a pay link each period); null when not renewing. */
  mode: z.enum(['card', 'link']).nullable(),
  /** `active`, `due` (pay link open before the date), `grace`, `expired` or `renewed`; null when not renewing. */
  phase: z.enum(['active', 'due', 'grace', 'expired', 'renewed']).nullable(),
  /** The last day it may still be paid, while in grace. */
  grace_until: z.string().nullable(),
  /** Whether the pay link may be paid now (`POST .../renewal/pay`), and what it charges (sen). */
  can_pay: z.boolean(),
  amount: z.number().int(),
  /** The last paid pay-link order. */
  last_renewal: z.object({ reference: z.string(), paid_at: z.string().nullable() }).nullable(),
});
export type RenewalView = z.infer<typeof RenewalView>;

/** The admin's renewal settings (stored in app_settings). */
export const RenewalSettings = z.object({
  /** Days a subscription may be paused within one calendar year; 0 turns pausing off. */
  max_pause_days: z.number().int().min(0).max(366),
});

/** A form field that may be left empty: '' reads as absent. */
const OptionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), Id.optional());

export const subscriptionContract = {
  order: defineRoute({
    method: 'GET',
    path: '/ajax/v2/subscription/order/{hashslug}',
    summary:
      'Subscription order detail: courses, payment, status and the cancellation request (owner or its pupil)',
    tag: 'subscription',
    access: 'user',
    owner: 'order',
    params: z.object({ hashslug: Hashslug }),
    response: z.object({ order: SubscriptionOrder, unsubscribe: UnsubscribeState.nullable() }),
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/ajax/v2/subscription/cancel',
    summary:
      'Requests cancellation of a paid subscription order (owner); repeating it answers the same request',
    tag: 'subscription',
    access: 'user',
    owner: 'order',
    encoding: 'form',
    body: z.object({
      /** The order's id; its order number is accepted too. */
      order_id: z.union([Id, z.string().trim().min(1).max(64)]),
      order_package_id: OptionalId,
    }),
    response: z.object({
      status: z.enum(SUBSCRIPTION_ORDER_STATUSES),
      unsubscribe: UnsubscribeState,
    }),
  }),
  stopSubscription: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/cancel/subscription',
    summary: 'Asks to stop one of the user’s own bought course subscriptions (becomes pending cancellation)',
    tag: 'subscription',
    access: 'user',
    owner: 'subscription',
    encoding: 'form',
    body: z.object({ subscribe_id: Id }),
    response: z.object({
      subscribe_id: z.number().int(),
      is_unsubscribe: z.number().int(),
      status: z.string(),
    }),
  }),
  renewal: defineRoute({
    method: 'GET',
    path: '/ajax/v2/subscription/order/{hashslug}/renewal',
    summary:
      'The renewal of a subscription order: next payment date, its pause and the pause days left (payer)',
    tag: 'subscription',
    access: 'user',
    owner: 'order',
    params: z.object({ hashslug: Hashslug }),
    response: RenewalView,
  }),
  pause: defineRoute({
    method: 'POST',
    path: '/ajax/v2/subscription/order/{hashslug}/pause',
    summary:
      'Pauses a subscription for a school holiday from `from` for `days` days, moving the next payment date (payer; within the yearly allowance)',
    tag: 'subscription',
    access: 'user',
    owner: 'order',
    encoding: 'json',
    params: z.object({ hashslug: Hashslug }),
    body: z.object({ from: Day, days: z.number().int().min(1).max(366) }).strict(),
    response: RenewalView,
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/ajax/v2/subscription/order/{hashslug}/resume',
    summary:
      'Ends a running pause today, or withdraws one not yet started: the unused days come off the next payment date and back to the year’s allowance (payer)',
    tag: 'subscription',
    access: 'user',
    owner: 'order',
    encoding: 'json',
    params: z.object({ hashslug: Hashslug }),
    body: z.object({}).strict(),
    response: RenewalView,
  }),
  payRenewal: defineRoute({
    method: 'POST',
    path: '/ajax/v2/subscription/order/{hashslug}/renewal/pay',
    summary:
      'The pay link of a subscription renewed without a card: places the renewal as a one-off order (senangPay FPX/DuitNow, or PayPal) and answers its payment page (payer; while due, in grace, or after expiry for a new period from the day of payment)',
    tag: 'subscription',
    access: 'user',
    owner: 'order',
    encoding: 'json',
    params: z.object({ hashslug: Hashslug }),
    body: z.object({ paymentMethod: z.enum(['senangpay', 'paypal']).optional() }).strict(),
    response: z.object({ url: z.string(), reference: z.string() }),
  }),
  renewalSettings: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/renewals/settings',
    summary: 'The renewal settings: the most pause days a subscription may take in a year',
    tag: 'subscription',
    access: ['admin'],
    owner: 'none',
    response: z.object({ max_pause_days: z.number().int() }),
  }),
  saveRenewalSettings: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/renewals/settings',
    summary: 'Changes the renewal settings (the most pause days a subscription may take in a year)',
    tag: 'subscription',
    access: ['admin'],
    owner: 'none',
    encoding: 'json',
    body: RenewalSettings.strict(),
    response: z.object({ max_pause_days: z.number().int() }),
  }),
  stopFree: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/cancel/free',
    summary: 'Ends the user’s own free access to a course; answers the course page to go back to',
    tag: 'subscription',
    access: 'user',
    owner: 'subscription',
    encoding: 'form',
    body: z.object({ subscribe_id: Id }),
    response: z.object({ url: z.string() }),
  }),
};
