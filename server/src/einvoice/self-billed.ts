import { createHash } from 'node:crypto';
import type { Db } from '@mahir/db';
import { einvoiceRepository } from '@mahir/db/repositories/einvoice.repository';
import { buildSelfBilledInvoice, monthPeriod } from '@mahir/shared/einvoice/index';
import { malaysiaDay, malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import type { Logger } from 'pino';
import type { EInvoiceConfig } from './einvoice-config';
import { recordDocument, taxpayerOf } from './einvoice-issue';

export interface SelfBilledReport {
  documents: number;
  /** Payees without tax details: their commissions are paid without a self-billed e-Invoice (logged). */
  missingDetails: number[];
}

/**
 * Self-billed e-Invoices for commissions just marked paid: one per payee (reseller or sub-reseller) with
 * one line per commission, the payee as supplier with their saved tax details, Mahir as buyer. Idempotent:
 * the document's source is the payee and the commissions, so a retried event records nothing twice.
 */
export async function issueSelfBilledInvoices(
  db: Db,
  config: EInvoiceConfig,
  now: Date,
  commissionIds: readonly number[],
  logger?: Pick<Logger, 'warn'>,
): Promise<SelfBilledReport> {
  const rows = await einvoiceRepository.paidCommissions(db, commissionIds);
  const byPayee = new Map<number, typeof rows>();
  for (const r of rows) byPayee.set(r.user_id, [...(byPayee.get(r.user_id) ?? []), r]);
  const report: SelfBilledReport = { documents: 0, missingDetails: [] };
  for (const [userId, commissions] of byPayee) {
    const key = createHash('sha256')
      .update(commissions.map((c) => c.id).join(','))
      .digest('hex')
      .slice(0, 12)
      .toUpperCase();
    const sourceRef = `payout:${userId}:${key}`;
    if (await einvoiceRepository.bySourceRef(db, sourceRef)) continue;
    const details = await einvoiceRepository.taxDetails(db, userId);
    if (!details) {
      report.missingDetails.push(userId);
      logger?.warn({ userId }, 'self-billed e-Invoice skipped: the payee has no tax details');
      continue;
    }
    const first = commissions[0]?.created_at ?? now.toISOString();
    const { year, month } = malaysiaYearMonth(first);
    const doc = buildSelfBilledInvoice({
      seller: config.seller,
      payee: taxpayerOf(details, commissions[0]?.email ?? null),
      codeNumber: `SBI-${malaysiaDay(now).replace(/-/g, '')}-${userId}-${key}`,
      issuedAt: now,
      period: monthPeriod(year, month),
      payoutReference: `PAYOUT-${key}`,
      lines: commissions.map((c) => ({
        description: `Commission, order ${c.order_no}`,
        amountSen: c.amount_final,
      })),
    });
    await recordDocument(db, doc, { kind: 'self_billed', sourceRef, userId });
    report.documents++;
  }
  return report;
}
