import type { Db } from '@mahir/db';
import { renewalDunningRepository as dunning } from '@mahir/db/repositories/renewal-dunning.repository';
import {
  dueDayOf,
  isRenewingLine,
  lastGraceDay,
  payLinkOpen,
  RENEWAL_MSG,
  type RenewalMode,
  type RenewalPhase,
  type RenewalPolicy,
  renewalPhase,
  renewsByLink,
} from '@mahir/shared/renewals/index';
import { buyerContact } from '@mahir/shared/rules/buyer-contact';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import type { Actor } from '../access/actor';
import { AppError } from '../http/app-error';
import type { OrderItemType, OrderService } from '../orders/order.service';
import { renewalAmount } from './renewal-dunning.service';

type Q = Parameters<typeof dunning.order>[0];

/** Where a subscription order's renewal stands: what the buyer's card and the admin's order view show. */
export interface RenewalFacts {
  mode: RenewalMode | null;
  phase: RenewalPhase | null;
  dueDate: string | null;
  graceUntil: string | null;
  canPay: boolean;
  amount: number;
  lastRenewal: { reference: string; paid_at: string | null } | null;
  /** Reminders sent for the current due date (`before:7`, `due`, `grace:3`). */
  sent: string[];
}

/** The renewal facts of an order on `today` (Malaysia day) under the pay-link policy. */
export async function renewalFacts(
  q: Q,
  orderId: number,
  today: string,
  policy: RenewalPolicy,
): Promise<RenewalFacts> {
  const order = await dunning.order(q, orderId);
  const none: RenewalFacts = {
    mode: null,
    phase: null,
    dueDate: null,
    graceUntil: null,
    canPay: false,
    amount: 0,
    lastRenewal: null,
    sent: [],
  };
  if (!order || order.status !== 'paid' || order.recurring_status === null) return none;
  const card = order.payment_method === 'senangpay_recurring';
  const mode: RenewalMode | null = card ? 'card' : renewsByLink(order.payment_method) ? 'link' : null;
  const [row, last, amount] = await Promise.all([
    dunning.find(q, orderId),
    dunning.lastPaidRenewal(q, orderId),
    renewalAmount(q, orderId),
  ]);
  const lastRenewal = last ? { reference: last.order_no, paid_at: last.paid_at } : null;
  if (order.recurring_status !== 'active' || !order.next_payment_date) {
    const expired = order.recurring_status === 'expired';
    // An expired pay-link subscription may still be renewed: a new period from the day it is paid.
    return {
      ...none,
      mode,
      phase: expired ? 'expired' : null,
      canPay: expired && mode === 'link' && order.next_payment_date !== null,
      amount,
      lastRenewal,
    };
  }
  const dueDate = dueDayOf(order.next_payment_date);
  const current = row?.due_date === dueDate ? row : undefined;
  const stored = current ? (current.status as 'active' | 'grace' | 'expired') : null;
  // A card renews by itself; only a declined charge puts it on the pay-link path.
  const onLink = mode === 'link' || current?.card_failed === 1;
  let phase: RenewalPhase = onLink ? renewalPhase(today, dueDate, stored, policy) : 'active';
  const recent = last?.paid_at && malaysiaDay(last.paid_at) >= addDays(today, -31);
  if (phase === 'active' && recent) phase = 'renewed';
  return {
    mode,
    phase,
    dueDate,
    graceUntil: phase === 'grace' ? lastGraceDay(dueDate, policy) : null,
    canPay: onLink && payLinkOpen(phase),
    amount,
    lastRenewal,
    sent: current ? (JSON.parse(current.sent) as string[]) : [],
  };
}

/**
 * The pay link (issue 21): the buyer of a subscription renewed without a card pays the period due as a
 * one-off order through the payment adapters (senangPay's FPX or DuitNow, or PayPal). The order's payment
 * extends the subscription once (`createRenewalDunning().renewalPaid`). After expiry the same link renews it
 * again, for a new period from the day of payment.
 */
export function createRenewalLinkService(deps: {
  db: Db;
  clock: () => Date;
  policy: RenewalPolicy;
  orders: Pick<OrderService, 'placeOrder'>;
}) {
  const { db, clock, policy } = deps;
  return {
    /** Places (or places again) the renewal order of `orderId` and answers its payment page. */
    async pay(orderId: number, actor: Actor, method: 'senangpay' | 'paypal' = 'senangpay') {
      if (actor.kind !== 'user') throw AppError.unauthenticated();
      const facts = await renewalFacts(db, orderId, malaysiaDay(clock()), policy);
      if (facts.mode === null || facts.phase === null || (facts.phase === 'expired' && !facts.canPay))
        throw AppError.conflict(RENEWAL_MSG.en.payLinkEnded);
      if (!facts.canPay)
        throw AppError.conflict(
          facts.mode === 'card' ? RENEWAL_MSG.en.payLinkCard : RENEWAL_MSG.en.payLinkNotDue,
        );
      const order = await dunning.order(db, orderId);
      const head = await dunning.contact(db, orderId);
      const due = order?.next_payment_date;
      if (!order || !due || !head || head.user_id === null)
        throw AppError.conflict(RENEWAL_MSG.en.payLinkEnded);
      const lines = (await dunning.lines(db, orderId)).filter(isRenewingLine);
      const placed = await deps.orders.placeOrder({
        userId: head.user_id,
        type: 'renewal',
        method,
        lines: lines.map((l) => ({
          itemType: l.item_type as OrderItemType,
          itemId: l.item_id,
          name: l.name,
          unitPriceSen: l.unit_price,
          quantity: l.quantity,
          discountSen: l.discount,
          details: { renewal_of: order.order_no, period: dueDayOf(due) },
        })),
        buyer: buyerContact({ ...head, name: head.name ?? '', email: head.email ?? '' }),
        renewalOf: { orderId, period: due },
      });
      return { url: placed.url, reference: placed.reference };
    },
  };
}
