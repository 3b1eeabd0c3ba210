import { createHash } from 'node:crypto';
import type { Db } from '@mahir/db';
import { einvoiceRepository } from '@mahir/db/repositories/einvoice.repository';
import { buildSelfBilledInvoice, monthPeriod } from '@mahir/shared/einvoice/index';
import { malaysiaDay, malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import type { Logger } from 'pino';
import type { ReleasedCommissions } from '../outbox/outbox';
import type { EInvoiceConfig } from './einvoice-config';
import { recordDocument, taxpayerOf } from './einvoice-issue';

export interface SelfBilledReport {
  documents: number;
  /** Payees without tax details: their commissions are paid without a self-billed e-Invoice (logged). */
  missingDetails: number[];
}

type PaidRow = Awaited<ReturnType<typeof einvoiceRepository.paidCommissions>>[number];

/** One payee's commissions of one release, as one self-billed e-Invoice records them. */
export interface PayoutGroup {
  userId: number;
  /** 12 hex characters naming the commissions paid: the same release always gives the same key. */
  key: string;
  /** Whose commissions: the line's wording on the document. */
  payee: 'reseller' | 'affiliate';
  commissions: PaidRow[];
}

/**
 * Groups a release's paid commissions by payee, one group per payee and table. The key hashes the ids (an
 * affiliate commission's with an `a` before it, so the two tables' ids never give one key); a reseller's key
 * is what it was before affiliates were paid, so an event retried across that change records nothing twice.
 */
export function payoutGroups(resellers: readonly PaidRow[], affiliates: readonly PaidRow[]): PayoutGroup[] {
  const groups: PayoutGroup[] = [];
  for (const [rows, prefix, payee] of [
    [resellers, '', 'reseller'],
    [affiliates, 'a', 'affiliate'],
  ] as const) {
    const byPayee = new Map<number, PaidRow[]>();
    for (const r of rows) byPayee.set(r.user_id, [...(byPayee.get(r.user_id) ?? []), r]);
    for (const [userId, commissions] of byPayee) {
      const key = createHash('sha256')
        .update(commissions.map((c) => `${prefix}${c.id}`).join(','))
        .digest('hex')
        .slice(0, 12)
        .toUpperCase();
      groups.push({ userId, key, payee, commissions });
    }
  }
  return groups;
}

/**
 * Self-billed e-Invoices for commissions just marked paid: one per payee (reseller, sub-reseller or
 * affiliate) with one line per commission, the payee as supplier with their saved tax details, Mahir as
 * buyer. Idempotent: the document's source is the payee and the commissions, so a retried event records
 * nothing twice.
 */
export async function issueSelfBilledInvoices(
  db: Db,
  config: EInvoiceConfig,
  now: Date,
  released: ReleasedCommissions,
  logger?: Pick<Logger, 'warn'>,
): Promise<SelfBilledReport> {
  const groups = payoutGroups(
    await einvoiceRepository.paidCommissions(db, released.commissionIds),
    await einvoiceRepository.paidAffiliateCommissions(db, released.affiliateCommissionIds ?? []),
  );
  const report: SelfBilledReport = { documents: 0, missingDetails: [] };
  for (const { userId, key, payee, commissions } of groups) {
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
        description: `${payee === 'affiliate' ? 'Affiliate commission' : 'Commission'}, order ${c.order_no}`,
        amountSen: c.amount_final,
      })),
    });
    await recordDocument(db, doc, { kind: 'self_billed', sourceRef, userId });
    report.documents++;
  }
  return report;
}
