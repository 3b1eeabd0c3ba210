import { addDays, addMonthsToDay, type CalendarDay, malaysiaDay, malaysiaDayStart } from './malaysia-time';

/**
 * How many days before its due date a renewal may arrive and still pay that period: senangPay charges
 * on the due date, and its message may come a little early (its own clock, a retried delivery).
 */
export const RENEWAL_LEAD_DAYS = 3;

/** The day a monthly plan paid at `paidAt` next falls due: one calendar month on, in Malaysia days. */
export function nextPaymentDate(paidAt: Date | string): CalendarDay {
  return addMonthsToDay(malaysiaDay(paidAt), 1);
}

/** The due date after the billing period starting on `due` is paid. */
export function periodAfter(due: CalendarDay): CalendarDay {
  return addMonthsToDay(due, 1);
}

/**
 * Whether a renewal arriving at `now` pays the period due on `due`: from `RENEWAL_LEAD_DAYS` before
 * that Malaysian day on. Once a period is paid the next one is a month away, so one genuine message,
 * replayed in any disguise, can renew at most the one period it was sent for.
 */
export function renewalDue(due: CalendarDay, now: Date): boolean {
  return now.toISOString() >= malaysiaDayStart(addDays(due, -RENEWAL_LEAD_DAYS));
}
