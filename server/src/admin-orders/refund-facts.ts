import type { Db } from '@mahir/db';
import { ledgerRepository } from '@mahir/db/repositories/ledger.repository';
import { type RefundOrderRow, refundRepository } from '@mahir/db/repositories/refund.repository';
import { isTaxTypeCode } from '@mahir/shared/einvoice/codes';
import {
  orderPaid,
  originalRefundableSen,
  type RefundLineFacts,
  refundableSen,
} from '@mahir/shared/refunds/index';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { ORDER_ITEM_TYPES, type OrderItemType } from '@mahir/shared/rules/order-state';
import { DEFAULT_TAX_TABLE, taxTreatment } from '@mahir/shared/tax/index';

function itemTypeOf(value: string): OrderItemType {
  return (ORDER_ITEM_TYPES as readonly string[]).includes(value) ? (value as OrderItemType) : 'course';
}

export type RefundOrder = NonNullable<RefundOrderRow>;
export type RefundLineRow = Awaited<ReturnType<typeof refundRepository.lines>>[number];

/** An order's lines as a refund plans them, with the rows their effects reach. */
export interface OrderRefundFacts {
  lines: RefundLineRow[];
  facts: RefundLineFacts[];
  /** Subscriptions each line gave (course and package lines), by line index. */
  subscriptions: Array<Awaited<ReturnType<typeof refundRepository.subscriptions>>>;
  /** Whose wallet a coin line credited: the buyer, or a package's pupil. */
  coinHolder: number | null;
  unspentCoins: number;
  moneySen: number;
  coinsSen: number;
  /** What may still be refunded, and of it what can go back through the original method. */
  leftSen: number;
  originalLeftSen: number;
}

/**
 * Reads what a refund of an order needs to plan: each line's charge (`orderPaid`) and what earlier refunds gave
 * back, the coins each line granted and the wallet's balance, the subscription periods, event seats and
 * shipments. The tax part follows the treatment each line was sold under (older lines: the product type's
 * tax code at `sstRateBasisPoints`).
 */
export async function orderRefundFacts(
  db: Db,
  order: RefundOrder,
  at: { now: Date; sstRateBasisPoints: number },
): Promise<OrderRefundFacts> {
  const lines = await refundRepository.lines(db, order.id);
  const paid = orderPaid({
    lineSubtotalsSen: lines.map((l) => l.subtotal),
    grandTotalSen: order.grand_total,
    coinsUsed: order.coins_used,
  });
  let coinHolder: number | null = null;
  const facts: RefundLineFacts[] = [];
  const subscriptions: OrderRefundFacts['subscriptions'] = [];
  for (const [i, line] of lines.entries()) {
    const itemType = itemTypeOf(line.item_type);
    const fact: RefundLineFacts = {
      itemType,
      paidSen: paid.perLineSen[i] ?? 0,
      refundedSen: line.refunded,
      // The treatment the line was sold under; lines placed before tax was recorded follow today's code.
      tax: isTaxTypeCode(line.tax_type)
        ? { type: line.tax_type, rateBasisPoints: line.tax_rate_bp }
        : taxTreatment(DEFAULT_TAX_TABLE[itemType], at.sstRateBasisPoints),
    };
    const grant =
      itemType === 'coin_pack' || itemType === 'package'
        ? await refundRepository.coinGrant(db, line.id)
        : undefined;
    if (grant && grant.amount > 0) {
      coinHolder ??= grant.user_id;
      fact.coins = { granted: grant.amount, reversedBefore: line.coins_reversed };
    }
    const subs =
      itemType === 'course' || itemType === 'package'
        ? await refundRepository.subscriptions(db, order.id, line)
        : [];
    subscriptions.push(subs);
    const period = subs.find((s) => s.next_payment_date);
    if (period?.next_payment_date) {
      const start = malaysiaDay(period.started_at);
      const end = malaysiaDay(period.next_payment_date);
      // The period as bought: the days earlier refunds removed are added back to the current end.
      const bought = addDays(end, line.days_removed);
      if (bought > start) fact.subscription = { start, end: bought, daysRemovedBefore: line.days_removed };
    }
    if (itemType === 'event' && (await refundRepository.hasEventSeat(db, order.id, line.item_id)))
      fact.eventSeat = true;
    if (itemType === 'merchandise') {
      const shipment = await refundRepository.shipment(db, line.id);
      if (shipment) fact.shipmentStatus = shipment.status;
    }
    facts.push(fact);
  }
  const unspentCoins = coinHolder === null ? 0 : await ledgerRepository.balance(db, coinHolder, 'coins');
  const leftSen = refundableSen(facts.map((f) => ({ paidSen: f.paidSen, refundedSen: f.refundedSen })));
  const originalLeftSen = originalRefundableSen({
    moneySen: paid.moneySen,
    refundedToOriginalSen: await refundRepository.refundedToOriginal(db, order.id),
    leftSen,
  });
  return {
    lines,
    facts,
    subscriptions,
    coinHolder,
    unspentCoins,
    moneySen: paid.moneySen,
    coinsSen: paid.coinsSen,
    leftSen,
    originalLeftSen,
  };
}
