import { describe, expect, it } from 'vitest';
import {
  dailyTotals,
  dashboardRange,
  isDashboardRange,
  lastDays,
  todayAndMonth,
  tutorCommission,
} from './dashboard-range';

// 2026-03-01 06:30 in Malaysia.
const NOW = new Date('2026-02-28T22:30:00Z');

describe('dashboard ranges', () => {
  it('13 is the past 30 days ending today, labelled Last 30 Days', () => {
    const r = dashboardRange(13, NOW);
    expect(r.label).toBe('Last 30 Days');
    expect(r.days).toHaveLength(30);
    expect(r.days.at(-1)).toBe('2026-03-01');
    expect(r.days[0]).toBe('2026-01-31');
    expect(r.from).toBe('2026-01-30T16:00:00.000Z');
    expect(r.to).toBe('2026-03-01T16:00:00.000Z');
  });

  it('1 to 12 are the months of the current year; 14 last month; 15 this month', () => {
    const feb = dashboardRange(2, NOW);
    expect(feb.label).toBe('February 2026');
    expect(feb.days).toHaveLength(28);
    expect([feb.from, feb.to]).toEqual(['2026-01-31T16:00:00.000Z', '2026-02-28T16:00:00.000Z']);
    expect(dashboardRange(14, NOW).days).toEqual(feb.days);
    expect(dashboardRange(14, NOW).label).toBe('Last Month');
    const march = dashboardRange(15, NOW);
    expect(march.label).toBe('This Month');
    expect(march.days).toHaveLength(31);
    expect(dashboardRange(12, NOW).days.at(-1)).toBe('2026-12-31');
  });

  it('last month of January is December of the year before', () => {
    const r = dashboardRange(14, new Date('2026-01-10T00:00:00Z'));
    expect(r.days[0]).toBe('2025-12-01');
    expect(r.days).toHaveLength(31);
  });

  it('refuses ranges outside 1..15', () => {
    expect(isDashboardRange(0)).toBe(false);
    expect(isDashboardRange(16)).toBe(false);
    expect(isDashboardRange(1.5)).toBe(false);
    expect(() => dashboardRange(16, NOW)).toThrow(RangeError);
  });

  it('today and this month start at Malaysian midnight', () => {
    const { today, month } = todayAndMonth(NOW);
    expect([today.from, today.to]).toEqual(['2026-02-28T16:00:00.000Z', '2026-03-01T16:00:00.000Z']);
    expect(month.from).toBe('2026-02-28T16:00:00.000Z');
  });

  it('folds UTC hours into Malaysia days and drops hours outside the range', () => {
    const week = lastDays(NOW, 7);
    expect(week.days).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    const totals = dailyTotals(week, [
      { hour: '2026-02-28T15', total: 100 }, // 23:00 on the 28th in Malaysia
      { hour: '2026-02-28T16', total: 250 }, // 00:00 on 1 March
      { hour: '2026-02-28T22', total: 5 },
      { hour: '2026-02-22T15', total: 999 }, // 23:00 on the 22nd: before the range
    ]);
    expect(totals).toEqual([0, 0, 0, 0, 0, 100, 255]);
  });

  it('gives the tutor 70% of their sales, whole sen', () => {
    expect(tutorCommission(10_000)).toBe(7_000);
    expect(tutorCommission(1)).toBe(1);
    expect(tutorCommission(3)).toBe(2);
    expect(tutorCommission(0)).toBe(0);
  });
});
