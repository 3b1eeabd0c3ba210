import type { Db } from '@mahir/db';
import { einvoiceRepository } from '@mahir/db/repositories/einvoice.repository';
import { myOrdersRepository } from '@mahir/db/repositories/my-orders.repository';
import {
  buildDocument,
  generalPublicBuyer,
  lineFromInclusive,
  paidOrderLines,
  paidReceiptParts,
  planConsolidation,
  saleTaxTreatment,
} from '@mahir/shared/einvoice/index';
import {
  addMonths,
  malaysiaDayOfMonth,
  malaysiaMonthRange,
  malaysiaYearMonth,
} from '@mahir/shared/rules/malaysia-time';
import type { EInvoiceConfig } from './einvoice-config';
import { recordDocument, recordOrderInvoice } from './einvoice-issue';

/** LHDN wants the month's consolidated e-Invoice within 7 days after the month ends. */
export const CONSOLIDATION_DAYS = 7;

export interface ConsolidationReport {
  period: string;
  orders: number;
  documents: number;
  /** Orders over RM 10,000, given their own e-Invoice to "General Public". */
  ownInvoices: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The month the consolidation runs for at `now`: the previous Malaysia month, on days 1 to 7; else null. */
export function consolidationMonthAt(now: Date): { year: number; month: number } | null {
  if (malaysiaDayOfMonth(now) > CONSOLIDATION_DAYS) return null;
  const { year, month } = malaysiaYearMonth(now);
  return addMonths(year, month, -1);
}

/**
 * The consolidated e-Invoices of one month's paid orders that no e-Invoice covers yet (buyers who did not
 * ask for their own): built one document at a time (the event loop handed back between them), each
 * recorded as pending with the orders it covers in one transaction. Idempotent: a second run finds the
 * orders covered and adds nothing; orders a crash left out are taken by the next run under a new number.
 */
export async function consolidateMonth(
  db: Db,
  config: EInvoiceConfig,
  now: Date,
  period: { year: number; month: number },
): Promise<ConsolidationReport> {
  const label = `${period.year}-${pad2(period.month)}`;
  const { from, to } = malaysiaMonthRange(period.year, period.month);
  const orders = await einvoiceRepository.uncoveredPaidOrders(db, from, to);
  const report: ConsolidationReport = { period: label, orders: orders.length, documents: 0, ownInvoices: 0 };
  if (orders.length === 0) return report;
  const tax = saleTaxTreatment(config.sst.rateBasisPoints);
  const idOf = new Map(orders.map((o) => [o.order_no, o.id]));
  const runs = (await einvoiceRepository.withSourcePrefix(db, `month:${label}:`)).length;
  const prefix = runs === 0 ? `CEI-${label}` : `CEI-${label}-R${runs + 1}`;
  const plan = planConsolidation({
    supplier: config.seller,
    year: period.year,
    month: period.month,
    issuedAt: now,
    codeNumberPrefix: prefix,
    receipts: orders.map((o) => ({ reference: o.order_no, parts: paidReceiptParts(o.grand_total, tax) })),
  });
  for (const doc of plan.documents) {
    const orderIds = doc.lines.map((l) => idOf.get(l.description.replace(/^Receipt /, '')) ?? 0);
    await db.transaction().execute(async (trx) => {
      const id = await recordDocument(trx, doc, {
        kind: 'consolidated',
        sourceRef: `month:${label}:${doc.codeNumber}`,
        period: label,
      });
      await einvoiceRepository.cover(trx, id, orderIds);
    });
    report.documents++;
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const { reference } of plan.excluded) {
    const order = await myOrdersRepository.byReference(db, reference);
    if (!order) continue;
    const lines = await myOrdersRepository.lines(db, [order.id]);
    const doc = buildDocument({
      kind: 'invoice',
      codeNumber: `EI-${order.order_no}`,
      issuedAt: now,
      supplier: config.seller,
      buyer: generalPublicBuyer(),
      billReference: order.order_no,
      lines: paidOrderLines(
        lines.map((l) => ({
          name: l.name,
          unitPriceSen: l.unit_price,
          quantity: l.quantity,
          subtotalSen: l.subtotal,
        })),
        order.grand_total,
        tax,
      ).map(lineFromInclusive),
    });
    await db.transaction().execute((trx) => recordOrderInvoice(trx, doc, order));
    report.ownInvoices++;
  }
  return report;
}
