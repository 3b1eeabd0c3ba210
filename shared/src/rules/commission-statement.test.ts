import { describe, expect, it } from 'vitest';
import {
  commissionTotals,
  isChangeable,
  payoutLabel,
  releasableIds,
  toggleAll,
  totalsByBeneficiary,
} from './commission-statement';

const rows = [
  { id: 1, status: 'paid', amount_final: 1000, who: 'a' },
  { id: 2, status: 'pending_payment', amount_final: 250, who: 'b' },
  { id: 3, status: 'pending_payment', amount_final: 1, who: 'a' },
  { id: 4, status: 'reversed', amount_final: 999, who: 'b' },
];

describe('commission statement rules', () => {
  it('shows paid as PAID and anything else as PENDING', () => {
    expect(payoutLabel('paid')).toBe('PAID');
    expect(payoutLabel('pending_payment')).toBe('PENDING');
    expect(payoutLabel('reversed')).toBe('PENDING');
  });

  it('lets only unpaid rows change', () => {
    expect(isChangeable('pending_payment')).toBe(true);
    expect(isChangeable('paid')).toBe(false);
    expect(isChangeable('reversed')).toBe(false);
  });

  it('totals paid and pending sen apart and leaves reversed rows out', () => {
    expect(commissionTotals(rows)).toEqual({ total: 1251, paid: 1000, pending: 251 });
    expect(commissionTotals([])).toEqual({ total: 0, paid: 0, pending: 0 });
  });

  it('releases only selected unpaid rows, in the order they were picked', () => {
    expect(releasableIds(rows, new Set([3, 1, 2]))).toEqual([3, 2]);
    expect(releasableIds(rows, new Set([1, 4]))).toEqual([]);
  });

  it('keeps what was picked on other pages: a row not on this page stays selected', () => {
    expect(releasableIds(rows, new Set([70, 3, 71]))).toEqual([70, 3, 71]);
  });

  it("selects all unpaid rows of the page, then clears them, leaving other pages' picks alone", () => {
    const all = toggleAll(rows, new Set());
    expect([...all]).toEqual([2, 3]);
    expect([...toggleAll(rows, all)]).toEqual([]);
    expect([...toggleAll([rows[0]!], new Set())]).toEqual([]);
    const withOther = toggleAll(rows, new Set([70]));
    expect([...withOther]).toEqual([70, 2, 3]);
    expect([...toggleAll(rows, withOther)]).toEqual([70]);
  });

  it('sums per beneficiary so the parts add up to the totals', () => {
    const per = totalsByBeneficiary(rows, (r) => r.who);
    expect(per).toEqual([
      { key: 'a', count: 2, paid: 1000, pending: 1 },
      { key: 'b', count: 2, paid: 0, pending: 250 },
    ]);
    const t = commissionTotals(rows);
    expect(per.reduce((s, p) => s + p.paid + p.pending, 0)).toBe(t.total);
  });
});
