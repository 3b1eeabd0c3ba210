import type { Db } from '@mahir/db';
import { salesSummaryRepository } from '@mahir/db/repositories/sales-summary.repository';

/**
 * Counts a paid order into the dashboard summaries, in one transaction: its grand total into its UTC
 * hour, its course lines into their tutors' sales. The counted-orders key makes a replay count nothing.
 */
export async function recordOrderSales(db: Db, orderId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { order, tutors } = await salesSummaryRepository.paidOrder(trx, orderId);
    if (!order || order.status !== 'paid' || !order.paid_at) return false;
    if (!(await salesSummaryRepository.markCounted(trx, orderId))) return false;
    await salesSummaryRepository.addHour(trx, order.paid_at.slice(0, 13), order.grand_total);
    for (const t of tutors) await salesSummaryRepository.addTutor(trx, t.tutorId, t.total, t.lines);
    return true;
  });
}
