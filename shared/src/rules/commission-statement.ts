/** What the commission screens and reports need of a commission row. */
export interface CommissionLine {
  id: number;
  status: string;
  amount_final: number;
}

/** How a commission's payout status shows: paid shows PAID, anything else PENDING (spec 002 §4). */
export function payoutLabel(status: string): 'PAID' | 'PENDING' {
  return status === 'paid' ? 'PAID' : 'PENDING';
}

/** Whether an admin may still select, edit or delete a commission: only while unpaid. */
export function isChangeable(status: string): boolean {
  return status === 'pending_payment';
}

/** Totals of a statement or payment screen in sen: everything, what is paid and what is pending. */
export function commissionTotals(rows: readonly CommissionLine[]): {
  total: number;
  paid: number;
  pending: number;
} {
  let paid = 0;
  let pending = 0;
  for (const r of rows) {
    if (r.status === 'paid') paid += r.amount_final;
    else if (r.status === 'pending_payment') pending += r.amount_final;
  }
  return { total: paid + pending, paid, pending };
}

/**
 * The ids 'Set Status as Paid' sends: every selected commission, on whichever page of the month it was
 * picked, in the order picked, less the rows shown that are no longer unpaid. Paid rows can never be in
 * the selection, whatever the client kept (the server refuses the lot if one was paid meanwhile).
 */
export function releasableIds(rows: readonly CommissionLine[], selected: ReadonlySet<number>): number[] {
  const closed = new Set(rows.filter((r) => !isChangeable(r.status)).map((r) => r.id));
  return [...selected].filter((id) => !closed.has(id));
}

/**
 * Selects every unpaid row of the page shown, or takes them out again when all are selected already;
 * what was picked on other pages stays selected.
 */
export function toggleAll(rows: readonly CommissionLine[], selected: ReadonlySet<number>): Set<number> {
  const open = rows.filter((r) => isChangeable(r.status)).map((r) => r.id);
  const allOn = open.length > 0 && open.every((id) => selected.has(id));
  const next = new Set(selected);
  for (const id of open) {
    if (allOn) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** One beneficiary's line in the payout report: its rows summed, paid and pending apart. */
export interface BeneficiaryTotal<K> {
  key: K;
  count: number;
  paid: number;
  pending: number;
}

/** Sums rows per beneficiary in first-seen order; the parts add up to `commissionTotals` of the rows. */
export function totalsByBeneficiary<R extends CommissionLine, K>(
  rows: readonly R[],
  keyOf: (row: R) => K,
): BeneficiaryTotal<K>[] {
  const out = new Map<K, BeneficiaryTotal<K>>();
  for (const r of rows) {
    const key = keyOf(r);
    const t = out.get(key) ?? { key, count: 0, paid: 0, pending: 0 };
    t.count++;
    if (r.status === 'paid') t.paid += r.amount_final;
    else if (r.status === 'pending_payment') t.pending += r.amount_final;
    out.set(key, t);
  }
  return [...out.values()];
}
