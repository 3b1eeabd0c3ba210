import { describe, expect, it } from 'vitest';
import { taxReportTable } from './monthly-report';

describe('monthly tax report: refunds subtract in the month they are made', () => {
  it('nets refunds against the same type and rate, and keeps a refund-only row', () => {
    const { rows, totals } = taxReportTable(
      [
        { type: '02', rate_basis_points: 800, lines: 3, charge: 10_800, tax: 800 },
        { type: '06', rate_basis_points: 0, lines: 1, charge: 5_000, tax: 0 },
      ],
      [
        { type: '02', rate_basis_points: 800, amount: 5_400, tax: 400 },
        // An order paid at 6 % in an earlier month, refunded this month.
        { type: '02', rate_basis_points: 600, amount: 1_060, tax: 60 },
      ],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        type: '02',
        rate_basis_points: 600,
        charge: 0,
        refunds: 1_060,
        net_tax: -60,
        net_charge: -1_060,
        net_excluding_tax: -1_000,
      }),
      expect.objectContaining({
        type: '02',
        rate_basis_points: 800,
        charge: 10_800,
        excluding_tax: 10_000,
        tax: 800,
        refunds: 5_400,
        refund_tax: 400,
        net_charge: 5_400,
        net_excluding_tax: 5_000,
        net_tax: 400,
      }),
      expect.objectContaining({
        type: '06',
        rate_basis_points: 0,
        charge: 5_000,
        refunds: 0,
        net_charge: 5_000,
        net_tax: 0,
      }),
    ]);
    expect(totals).toEqual({
      lines: 4,
      charge: 15_800,
      excluding_tax: 15_000,
      tax: 800,
      refunds: 6_460,
      refund_tax: 460,
      net_charge: 9_340,
      net_excluding_tax: 9_000,
      net_tax: 340,
    });
    for (const r of rows) {
      expect(r.net_excluding_tax + r.net_tax).toBe(r.net_charge);
    }
  });

  it('is the sales alone in a month without refunds', () => {
    const { totals } = taxReportTable(
      [{ type: '02', rate_basis_points: 800, lines: 1, charge: 1_080, tax: 80 }],
      [],
    );
    expect(totals).toMatchObject({ net_charge: 1_080, net_tax: 80, refunds: 0 });
  });
});
