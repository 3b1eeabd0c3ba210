const DAY = 86_400_000;

/** Seed-time clock: every demo timestamp is an offset back (or forward) from one instant. */
export class Clock {
  constructor(readonly now: Date) {}

  /** ISO-8601 UTC timestamp `days` days (fractional allowed) before now; negative means in the future. */
  ago(days: number): string {
    return new Date(this.now.getTime() - days * DAY).toISOString();
  }

  /** `YYYY-MM-DD` (UTC) of the day `days` days before now. */
  dateAgo(days: number): string {
    return this.ago(days).slice(0, 10);
  }

  /** `YYYY-MM-DD` of the same day-of-month `months` months from now (clamped to the month's end). */
  dateInMonths(months: number): string {
    return addMonths(this.now, months).toISOString().slice(0, 10);
  }

  /** Days between the first day (UTC) of the month `monthsBack` months ago and now. */
  daysSinceMonthStart(monthsBack: number): number {
    const start = Date.UTC(this.now.getUTCFullYear(), this.now.getUTCMonth() - monthsBack, 1);
    return Math.floor((this.now.getTime() - start) / DAY);
  }
}

/** The same instant `months` calendar months later, the day clamped to the target month's length. */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(date.getTime());
  d.setUTCDate(1);
  d.setUTCFullYear(y, m, Math.min(date.getUTCDate(), last));
  return d;
}

/** ISO timestamp plus a number of days. */
export function plusDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * DAY).toISOString();
}
