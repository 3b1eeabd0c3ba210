import type { TaxReport, TaxReportRow } from '../contract/tax.contract';

/**
 * The report's rows: the month's sales by tax type and rate, less the refunds made in the month (credit
 * notes subtract in the month they are made, even for an order paid earlier), and their totals.
 */
export function taxReportTable(
  sales: ReadonlyArray<{
    type: string;
    rate_basis_points: number;
    lines: number;
    charge: number;
    tax: number;
  }>,
  refunds: ReadonlyArray<{ type: string; rate_basis_points: number; amount: number; tax: number }>,
): Pick<TaxReport, 'rows' | 'totals'> {
  const key = (r: { type: string; rate_basis_points: number }) => `${r.type}|${r.rate_basis_points}`;
  const byKey = new Map<string, TaxReportRow>();
  const rowOf = (r: { type: string; rate_basis_points: number }) => {
    const found = byKey.get(key(r));
    if (found) return found;
    const row: TaxReportRow = {
      type: r.type,
      rate_basis_points: r.rate_basis_points,
      lines: 0,
      charge: 0,
      excluding_tax: 0,
      tax: 0,
      refunds: 0,
      refund_tax: 0,
      net_charge: 0,
      net_excluding_tax: 0,
      net_tax: 0,
    };
    byKey.set(key(r), row);
    return row;
  };
  for (const s of sales) Object.assign(rowOf(s), { lines: s.lines, charge: s.charge, tax: s.tax });
  for (const r of refunds) Object.assign(rowOf(r), { refunds: r.amount, refund_tax: r.tax });
  const rows = [...byKey.values()]
    .map((r) => ({
      ...r,
      excluding_tax: r.charge - r.tax,
      net_charge: r.charge - r.refunds,
      net_tax: r.tax - r.refund_tax,
      net_excluding_tax: r.charge - r.tax - (r.refunds - r.refund_tax),
    }))
    .sort((a, b) => a.type.localeCompare(b.type) || a.rate_basis_points - b.rate_basis_points);
  const total = (f: (r: TaxReportRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  return {
    rows,
    totals: {
      lines: total((r) => r.lines),
      charge: total((r) => r.charge),
      excluding_tax: total((r) => r.excluding_tax),
      tax: total((r) => r.tax),
      refunds: total((r) => r.refunds),
      refund_tax: total((r) => r.refund_tax),
      net_charge: total((r) => r.net_charge),
      net_excluding_tax: total((r) => r.net_excluding_tax),
      net_tax: total((r) => r.net_tax),
    },
  };
}
