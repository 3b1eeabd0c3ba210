import { addDays, type CalendarDay, malaysiaDay } from '../rules/malaysia-time';
import { DEFAULT_RENEWAL_POLICY, lastGraceDay, type RenewalPolicy } from './renewal-policy';

/** How a subscription renews: senangPay's recurring card charge, or a pay link the buyer pays each period. */
export type RenewalMode = 'card' | 'link';

/** Where a renewal stands for the buyer and the admin: due soon, in grace until a day, expired, or paid ahead. */
export type RenewalPhase = 'active' | 'due' | 'grace' | 'expired' | 'renewed';

/** The payment methods that cannot charge again by themselves: their subscriptions renew by pay link. */
export const PAY_LINK_METHODS = ['senangpay', 'paypal'] as const;

/** Whether a paid order with a recurring line renews by pay link (FPX, DuitNow, PayPal: any one-off method). */
export function renewsByLink(paymentMethod: string | null): boolean {
  return (PAY_LINK_METHODS as readonly string[]).includes(paymentMethod ?? '');
}

/** An order line that renews each period: a package, or a course bought by subscription (`is_recurring`). */
export function isRenewingLine(line: { item_type: string; details: string | null }): boolean {
  if (line.item_type === 'package') return true;
  if (line.item_type !== 'course' || !line.details) return false;
  try {
    return (JSON.parse(line.details) as { is_recurring?: unknown } | null)?.is_recurring === true;
  } catch {
    return false;
  }
}

/** The first Malaysia day the pay link for the period due on `dueDate` may be paid: the first reminder's day. */
export function payLinkOpensOn(dueDate: CalendarDay, policy: RenewalPolicy): CalendarDay {
  return addDays(dueDate, -Math.max(0, ...policy.remindDaysBefore));
}

/**
 * The buyer-facing phase of a running renewal on `today` (Malaysia day), from the stored dunning status:
 * `due` from the first reminder's day to the day before the due date, `grace` from the due date to the last
 * grace day (the dunning job may not have run yet), `expired` after it.
 */
export function renewalPhase(
  today: CalendarDay,
  dueDate: CalendarDay,
  stored: 'active' | 'grace' | 'expired' | null,
  policy: RenewalPolicy,
): RenewalPhase {
  if (stored === 'expired') return 'expired';
  if (stored === 'grace' || today >= dueDate)
    return today > lastGraceDay(dueDate, policy) ? 'expired' : 'grace';
  return today >= payLinkOpensOn(dueDate, policy) ? 'due' : 'active';
}

/** Whether the pay link may be paid on `today`: the period is due soon or in grace. */
export function payLinkOpen(phase: RenewalPhase): boolean {
  return phase === 'due' || phase === 'grace';
}

/** The Malaysia day of a stored due date (a day, or a day with a time). */
export function dueDayOf(stored: string): CalendarDay {
  return /^\d{4}-\d{2}-\d{2}$/.test(stored) ? stored : malaysiaDay(stored);
}

/**
 * A list of whole days from the environment (`"7,1"`), each within `[min, max]`; unset or empty gives
 * `fallback`; anything else is refused with the variable's name, so a bad setting stops the start.
 */
export function parseDayList(
  name: string,
  value: string | undefined,
  fallback: readonly number[],
  min: number,
  max: number,
): number[] {
  if (value === undefined || value.trim() === '') return [...fallback].sort((a, b) => b - a);
  const days = value.split(',').map((p) => p.trim());
  const ok = days.every((d) => /^\d{1,3}$/.test(d) && Number(d) >= min && Number(d) <= max);
  if (!ok)
    throw new Error(`${name} must be whole days from ${min} to ${max}, separated by commas, not ${value}`);
  return [...new Set(days.map(Number))].sort((a, b) => b - a);
}

/**
 * The pay-link policy from the environment: `RENEWAL_REMIND_DAYS_BEFORE` (default `7,1`),
 * `RENEWAL_GRACE_DAYS` (default 7), `RENEWAL_GRACE_REMIND_DAYS` (default `1,3,6`; each below the grace days).
 */
export function renewalPolicyFromEnv(env: Record<string, string | undefined>): RenewalPolicy {
  const d = DEFAULT_RENEWAL_POLICY;
  const before = parseDayList(
    'RENEWAL_REMIND_DAYS_BEFORE',
    env.RENEWAL_REMIND_DAYS_BEFORE,
    d.remindDaysBefore,
    1,
    60,
  );
  const grace = parseDayList('RENEWAL_GRACE_DAYS', env.RENEWAL_GRACE_DAYS, [d.graceDays], 1, 60);
  if (grace.length !== 1) throw new Error('RENEWAL_GRACE_DAYS must be one whole number of days');
  const graceDays = grace[0] ?? d.graceDays;
  const during = parseDayList(
    'RENEWAL_GRACE_REMIND_DAYS',
    env.RENEWAL_GRACE_REMIND_DAYS,
    d.remindDaysDuringGrace.filter((x) => x < graceDays),
    1,
    graceDays - 1,
  );
  return { ...d, remindDaysBefore: before, graceDays, remindDaysDuringGrace: during.reverse() };
}
