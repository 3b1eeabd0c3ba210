import { MONTH_NAMES } from './calendar';

/** Malaysia is UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const MYT_OFFSET_MS = 8 * 3600_000;

/** The calendar year and month (1-12) in Malaysia at an instant; statistics default to it. */
export function malaysiaYearMonth(at: Date): { year: number; month: number } {
  const local = new Date(at.getTime() + MYT_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** The day of the month (1-31) in Malaysia of an ISO timestamp. */
export function malaysiaDayOfMonth(iso: string): number {
  return new Date(Date.parse(iso) + MYT_OFFSET_MS).getUTCDate();
}

/** An ISO timestamp or `YYYY-MM-DD` date as Malaysians read it: '5 Mar 2026', or '5 Mar 2026, 21:07' with time. */
export function formatMalaysiaDate(value: string, withTime = false): string {
  // A bare date has no time zone: show it as written rather than shifting it.
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = dateOnly ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value) + MYT_OFFSET_MS;
  if (Number.isNaN(ms)) return value;
  const d = new Date(ms);
  const date = `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]?.slice(0, 3)} ${d.getUTCFullYear()}`;
  if (!withTime || dateOnly) return date;
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${date}, ${hh}:${mm}`;
}
