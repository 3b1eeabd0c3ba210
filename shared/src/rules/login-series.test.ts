import { describe, expect, it } from 'vitest';
import { dailyLoginSeries, listedUserLogins, seriesTotal } from './login-series';

describe('dailyLoginSeries', () => {
  it('labels every day of the month and counts logins per Malaysia day', () => {
    const series = dailyLoginSeries(2026, 3, [
      '2026-03-01T00:30:00.000Z',
      '2026-03-01T15:59:59.999Z',
      '2026-03-01T16:00:00.000Z',
      '2026-03-31T10:00:00.000Z',
    ]);
    expect(series.date).toHaveLength(31);
    expect(series.date[0]).toBe('1');
    expect(series.date[30]).toBe('31');
    expect(series.total[0]).toBe(2);
    expect(series.total[1]).toBe(1);
    expect(series.total[30]).toBe(1);
    expect(seriesTotal(series)).toBe(4);
  });

  it('puts a late-evening UTC login of the last day into the next month, as Malaysians saw it', () => {
    const feb = dailyLoginSeries(2026, 2, ['2026-02-28T17:00:00.000Z', '2026-02-28T15:00:00.000Z']);
    expect(feb.date).toHaveLength(28);
    expect(seriesTotal(feb)).toBe(1);
    expect(feb.total[27]).toBe(1);
    const mar = dailyLoginSeries(2026, 3, ['2026-02-28T17:00:00.000Z']);
    expect(mar.total[0]).toBe(1);
  });

  it('knows leap years and ignores unreadable timestamps', () => {
    const series = dailyLoginSeries(2024, 2, ['not a date', '2024-02-29T03:00:00.000Z']);
    expect(series.date).toHaveLength(29);
    expect(series.total[28]).toBe(1);
    expect(seriesTotal(series)).toBe(1);
  });

  it('adds counted entries such as logins per hour', () => {
    const series = dailyLoginSeries(2026, 3, [
      { at: '2026-03-09T15:00:00.000Z', count: 4 },
      { at: '2026-03-09T16:00:00.000Z', count: 2 },
      '2026-03-10T01:00:00.000Z',
    ]);
    expect(series.total[8]).toBe(4);
    expect(series.total[9]).toBe(3);
    expect(seriesTotal(series)).toBe(7);
  });

  it('gives zeros for a month without logins', () => {
    const series = dailyLoginSeries(2025, 4, []);
    expect(series.total).toEqual(new Array(30).fill(0));
  });
});

describe('listedUserLogins', () => {
  const user = { id: 7, name: 'Aina', email: 'aina@example.my' };

  it('counts the logins and gives the latest', () => {
    expect(listedUserLogins(user, { count: 3, latest: '2026-11-02T01:00:00Z' })).toEqual({
      ...user,
      statistics_count: 3,
      statistic_latest: { created_at: '2026-11-02T01:00:00Z' },
    });
  });

  it('answers zero and no latest for a user who never logged in', () => {
    expect(listedUserLogins(user, undefined)).toEqual({
      ...user,
      statistics_count: 0,
      statistic_latest: null,
    });
  });
});
